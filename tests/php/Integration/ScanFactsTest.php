<?php
/**
 * The content checks give the same results with the stored scan facts fresh, missing and stale.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ScanFactsFixture.php';

/**
 * Varied posts (own titles and descriptions, empty excerpts, per-type templates, thin and long
 * text, duplicates, a shortcode, a date variable), then every content check run with the facts
 * stored at save, with none, with those the scan stored, and after changes the facts do not
 * know of yet (a post edited behind WordPress' back, a template setting, a title field, the
 * site name): each time the same statuses, messages and listed items as a scan without facts.
 */
class ScanFactsTest extends TestCase {

	use ScanFactsFixture;

	/**
	 * Meta key of the facts (pinned).
	 */
	private const META = '_lodestar_scan_facts';

	/**
	 * An empty site and the varied posts.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->seed_varied_posts();
	}

	/**
	 * Rolls back; WP_Rewrite reads the rolled-back structure again.
	 */
	protected function tearDown(): void {
		$this->unseed_varied_posts();
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * Facts stored at save, none, and those the scan stored give the same results; the second
	 * scan reads them (no rendering but the post whose shortcode reads elsewhere).
	 */
	public function test_fresh_and_missing_facts_give_the_same_results(): void {
		// Saving stored the facts (page checks run at once on the command line).
		$this->assertSame( 'Long read - Facts Site', $this->stored( 'long' )['t'] );
		list( $with_saved, $renders ) = $this->counting_renders( fn (): array => $this->run_checks() );
		// They are fresh for the scan: only the posts whose rendered words are never stored are rendered.
		$this->assertSame( 2, $renders );

		$none = $this->run_without_facts();
		$this->assertSame( $none, $with_saved );
		// The scan stored the facts of the indexable posts (not the noindexed one).
		$this->assertSame( 10, $this->facts_count() );
		$this->assertSame( '', get_post_meta( $this->ids['hidden'], self::META, true ) );

		list( $again, $renders ) = $this->counting_renders( fn (): array => $this->run_checks() );
		$this->assertSame( $none, $again );
		// Only the posts whose shortcode or latest posts block output is not stored are rendered again.
		$this->assertSame( 2, $renders );

		// What was stored: words, titles and descriptions as the checks see them; null where they
		// depend on something else (today's year, a shortcode's output).
		$this->assertSame( 9, $this->stored( 'thin' )['w'] );
		$this->assertSame( 'Thin one - Facts Site', $this->stored( 'thin' )['t'] );
		$this->assertSame( 'Hand written With fields', $this->stored( 'own' )['t'] );
		$this->assertSame( 'Hand written description', $this->stored( 'own' )['d'] );
		$this->assertSame( 'About | Pages of Facts Site', $this->stored( 'page' )['t'] );
		$this->assertNull( $this->stored( 'dated' )['t'] );
		$this->assertNull( $this->stored( 'shortcode' )['w'] );
		$this->assertNull( $this->stored( 'latest' )['w'] );
		// The image block is dynamic, but renders from its own markup.
		$this->assertIsInt( $this->stored( 'own' )['w'] );
		$this->assertSame( 'Shortcode built - Facts Site', $this->stored( 'shortcode' )['t'] );

		// The results hold what the site is made of.
		$this->assertSame( 'warning', $none['duplicate_titles']['status'] );
		$this->assertSame( 'warning', $none['thin_content']['status'] );
		$this->assertStringContainsString( 'Thin one (9 words)', self::json( $none['thin_content'] ) );
		$this->assertStringNotContainsString( 'Shortcode built', self::json( $none['thin_content'] ) );
	}

	/**
	 * Saving a setting titles are not resolved from leaves every fact fresh: nothing is stored
	 * again, nothing rendered but the never-stored words, same results.
	 */
	public function test_other_settings_leave_facts_fresh(): void {
		$before = $this->run_without_facts();
		$stored = $this->stored( 'long' );
		$this->save_settings( array( 'enable_xml_sitemap' => false ) );
		list( $after, $renders ) = $this->counting_renders( fn (): array => $this->run_checks() );
		$this->assertSame( 2, $renders );
		$this->assertSame( $stored, $this->stored( 'long' ) );
		// The sitemap check's result changes with that setting; the content checks' do not.
		unset( $before['noindex_in_sitemap'], $after['noindex_in_sitemap'] );
		$this->assertSame( $before, $after );
	}

	/**
	 * The settings the title and description resolvers read are those the fingerprint hashes.
	 */
	public function test_title_settings_are_those_the_resolvers_read(): void {
		$read = array();
		foreach ( array( 'TitleResolver', 'DescriptionResolver', 'TemplateResolver', 'TemplateValues', 'TemplateVariables', 'Overrides', 'ContentTypes', 'Context', 'Limits' ) as $class ) {
			$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/includes/Seo/' . $class . '.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			$this->assertStringNotContainsString( 'settings->all(', $source, $class );
			$this->assertDoesNotMatchRegularExpression( '/settings->get\(\s*\$/', $source, $class . ' reads a setting by a variable name' );
			preg_match_all( "/settings->get\(\s*'([a-z_]+)'/", $source, $found );
			$read = array_merge( $read, $found[1] );
		}
		$read = array_values( array_unique( $read ) );
		sort( $read );
		$this->assertSame(
			array( 'auto_generate_description', 'content_types', 'enable_page_level_seo', 'global_default', 'home_page_description', 'home_page_title', 'page_description', 'page_title', 'separator' ),
			$read
		);
		$this->assertSame( $read, \Lodestar\Analysis\ScanFacts::TITLE_SETTINGS );
	}

	/**
	 * A batch write replaces the key's rows of those posts (duplicates too), in chunks, and
	 * leaves other keys and posts alone.
	 */
	public function test_store_replaces_a_batch(): void {
		global $wpdb;
		$a = $this->ids['long'];
		$b = $this->ids['thin'];
		delete_post_meta_by_key( self::META );
		add_post_meta( $a, self::META, 'old' );
		add_post_meta( $a, self::META, 'older' );
		add_post_meta( $this->ids['page'], self::META, 'untouched' );
		add_post_meta( $a, '_lodestar_other', 'kept' );
		$values = array(
			$a => maybe_serialize( array( 'f' => 'x' ) ),
			$b => 'plain',
		);
		for ( $i = 1; $i <= 600; $i++ ) {
			$values[ 900000 + $i ] = 'v' . $i;
		}
		( new \Lodestar\Repositories\ScanFactsStore() )->replace( self::META, $values );

		$this->assertSame( array( array( 'f' => 'x' ) ), get_post_meta( $a, self::META ) );
		$this->assertSame( array( 'plain' ), get_post_meta( $b, self::META ) );
		$this->assertSame( array( 'untouched' ), get_post_meta( $this->ids['page'], self::META ) );
		$this->assertSame( 'kept', get_post_meta( $a, '_lodestar_other', true ) );
		$this->assertSame( 603, $this->facts_count() );
		$this->assertSame( 'v600', $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", 900600, self::META ) ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE post_id > %d", 900000 ) );

		// In place: the posts' single rows get their new values, the rest stays.
		( new \Lodestar\Repositories\ScanFactsStore() )->update(
			self::META,
			array(
				$a => 'updated',
				$b => 'updated b',
			)
		);
		$this->assertSame( array( 'updated' ), get_post_meta( $a, self::META ) );
		$this->assertSame( array( 'updated b' ), get_post_meta( $b, self::META ) );
		$this->assertSame( array( 'untouched' ), get_post_meta( $this->ids['page'], self::META ) );
		$this->assertSame( 'kept', get_post_meta( $a, '_lodestar_other', true ) );
		$this->assertSame( 3, $this->facts_count() );
	}

	/**
	 * Fresh facts are what the scan reports: changed behind the fingerprint's back, they show.
	 * (So the equalities of the other tests compare a scan that reads facts.)
	 */
	public function test_fresh_facts_are_read(): void {
		$this->run_without_facts();
		global $wpdb;
		$facts      = $this->stored( 'long' );
		$facts['t'] = 'Thin one - Facts Site';
		$facts['w'] = 12;
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => maybe_serialize( $facts ) ), array( 'post_id' => $this->ids['long'], 'meta_key' => self::META ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
		wp_cache_delete( $this->ids['long'], 'post_meta' );

		$results = $this->run_checks();
		$this->assertStringContainsString( 'Long read (12 words)', self::json( $results['thin_content'] ) );
		$this->assertStringContainsString( 'Long read: “Thin one - Facts Site”', self::json( $results['duplicate_titles'] ) );
	}

	/**
	 * Stale facts (a post edited without any hook, a template setting, a title field, the site
	 * name) give the results of a scan without facts, and those results changed.
	 */
	public function test_stale_facts_give_the_same_results_as_none(): void {
		global $wpdb;
		$before = $this->run_without_facts();
		$this->run_checks();

		$changes = array(
			'post edited'       => function () use ( $wpdb ): void {
				// Behind WordPress' back (no save hook stores facts): thin becomes long, a title joins a duplicate.
				$wpdb->update(
					$wpdb->posts,
					array(
						'post_content' => get_post( $this->ids['long'] )->post_content,
						'post_title'   => 'Same title',
					),
					array( 'ID' => $this->ids['thin'] )
				);
				clean_post_cache( $this->ids['thin'] );
			},
			'template setting'  => function (): void {
				$this->save_settings(
					array(
						'content_types' => array(
							'post_type:page' => array(
								'title'       => 'Page %site_name%',
								'description' => 'Same page description',
								'schema'      => '',
							),
						),
					)
				);
			},
			'title field'       => function (): void {
				update_post_meta( $this->ids['own'], '_lodestar_page_title', 'Long read - %site_name%' );
				update_post_meta( $this->ids['dup_b'], '_lodestar_page_title', 'Not the same' );
			},
			'a newer post'      => function () use ( $wpdb ): void {
				// The latest posts block lists it: the post holding that block has more words.
				$wpdb->insert(
					$wpdb->posts,
					array(
						'post_title'    => 'Newest post with a rather long title of many words',
						'post_status'   => 'publish',
						'post_type'     => 'post',
						'post_name'     => 'newest',
						'post_content'  => 'New.',
						'post_date'     => '2030-01-01 00:00:00',
						'post_date_gmt' => '2030-01-01 00:00:00',
					)
				);
				clean_post_cache( (int) $wpdb->insert_id );
				wp_cache_set_last_changed( 'posts' );
			},
			'site name'         => function (): void {
				update_option( 'blogname', 'Renamed' );
			},
			'excerpt emptied'   => function () use ( $wpdb ): void {
				$this->save_settings( array( 'auto_generate_description' => false ) );
				$wpdb->update( $wpdb->posts, array( 'post_excerpt' => '' ), array( 'ID' => $this->ids['dup_b'] ) );
				clean_post_cache( $this->ids['dup_b'] );
			},
		);
		foreach ( $changes as $name => $change ) {
			$change();
			list( $stale, $renders ) = $this->counting_renders( fn (): array => $this->run_checks() );
			if ( in_array( $name, array( 'template setting', 'site name' ), true ) ) {
				// Titles and descriptions are resolved again, but the stored words still hold: only
				// the posts whose words are never stored are rendered.
				$this->assertSame( 2, $renders, $name );
			}
			// The stale facts were replaced, not added to, and are fresh now: the next scan renders
			// only the posts whose words are never stored.
			$rows = $this->facts_count();
			list( $again, $renders ) = $this->counting_renders( fn (): array => $this->run_checks() );
			$this->assertSame( $stale, $again, $name );
			$this->assertSame( 2, $renders, $name );
			$fresh = $this->run_without_facts();
			$this->assertSame( $fresh, $stale, $name );
			$this->assertSame( $this->facts_count(), $rows, $name );
			$this->assertNotSame( $before, $fresh, $name . ' changes the results' );
			$before = $fresh;
		}
	}
}
