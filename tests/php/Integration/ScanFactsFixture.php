<?php
/**
 * The varied posts of the scan facts tests, and how those tests run and count.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;

require_once __DIR__ . '/ContentChecksHarness.php';

/**
 * Varied posts (own titles and descriptions, empty excerpts, per-type templates, thin and long
 * text, duplicates, a shortcode, a date variable, a latest posts block, a noindexed post), the
 * content checks' results, the stored facts and a count of the posts rendered.
 */
trait ScanFactsFixture {

	use ContentChecksHarness;

	/**
	 * Meta key of the facts (pinned).
	 */
	private static string $meta = '_lodestar_scan_facts';

	/**
	 * Posts by role.
	 *
	 * @var array<string, int>
	 */
	protected array $ids = array();

	/**
	 * An empty site and the varied posts (from setUp()).
	 */
	protected function seed_varied_posts(): void {
		$this->empty_site();
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		update_option( 'blogname', 'Facts Site' );
		update_option( 'blogdescription', 'Just another site' );
		update_option( 'blog_public', '1' );
		update_option( 'show_on_front', 'posts' );
		$this->save_settings(
			array(
				'enable_xml_sitemap'        => true,
				'enable_page_level_seo'     => true,
				'auto_generate_description' => true,
				'content_types'             => array(
					'post_type:page' => array(
						'title'       => '%title% | Pages of %site_name%',
						'description' => '',
						'schema'      => '',
					),
				),
			)
		);
		add_filter( 'the_content', array( self::class, 'count_render' ) );
		add_shortcode( 'lodestar_test_words', static fn (): string => str_repeat( 'shortcode words here ', 150 ) );

		$long = static fn ( string $seed ): string => '<!-- wp:paragraph --><p>' . implode( ' ', array_map( static fn ( int $i ): string => $seed . $i, range( 1, 320 ) ) ) . '</p><!-- /wp:paragraph -->';

		$this->ids['long']      = $this->publish_post(
			array(
				'post_title'   => 'Long read',
				'post_excerpt' => 'A long read about many things.',
				'post_content' => $long( 'long' ),
			)
		);
		$this->ids['thin']      = $this->publish_post(
			array(
				'post_title'   => 'Thin one',
				'post_content' => '<!-- wp:paragraph --><p>Only a few words here, linking <a href="' . get_permalink( $this->ids['long'] ) . '">the long read</a>.</p><!-- /wp:paragraph -->',
			)
		);
		$this->ids['dup_a']     = $this->publish_post(
			array(
				'post_title'   => 'Same Title',
				'post_excerpt' => 'Shared description.',
				'post_content' => $long( 'dupa' ),
			)
		);
		$this->ids['dup_b']     = $this->publish_post(
			array(
				'post_title'   => 'same  title',
				'post_excerpt' => 'Shared description.',
				'post_content' => $long( 'dupb' ) . '<img src="/x.png">',
			)
		);
		$this->ids['own']       = $this->publish_post(
			array(
				'post_title'   => 'With fields',
				'post_content' => '<!-- wp:paragraph --><p>Short text with an image.</p><!-- /wp:paragraph --><!-- wp:image --><figure class="wp-block-image"><img src="/y.png" alt=""/></figure><!-- /wp:image -->',
			)
		);
		update_post_meta( $this->ids['own'], '_lodestar_page_title', 'Hand written %title%' );
		update_post_meta( $this->ids['own'], '_lodestar_page_description', 'Hand written description' );
		$this->ids['dated']     = $this->publish_post(
			array(
				'post_title'   => 'Dated',
				'post_content' => $long( 'dated' ),
			)
		);
		update_post_meta( $this->ids['dated'], '_lodestar_page_title', '%title% in %currentyear%' );
		$this->ids['shortcode'] = $this->publish_post(
			array(
				'post_title'   => 'Shortcode built',
				'post_content' => 'Intro. [lodestar_test_words]',
			)
		);
		$this->ids['latest']    = $this->publish_post(
			array(
				'post_title'   => 'Latest posts',
				'post_content' => '<!-- wp:paragraph --><p>Our newest:</p><!-- /wp:paragraph --><!-- wp:latest-posts /-->',
			)
		);
		$this->ids['page']      = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'About',
				'post_content' => 'About us, briefly.',
			)
		);
		$this->ids['page_two']  = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'about',
				'post_content' => $long( 'page' ) . ' <a href="' . get_permalink( $this->ids['thin'] ) . '">thin</a>',
			)
		);
		$this->ids['hidden']    = $this->publish_post( array( 'post_content' => 'Hidden.' ) );
		update_post_meta( $this->ids['hidden'], '_lodestar_post_no_index', 'yes' );
		// The meta written above reaches the stored page checks at the end of a request.
		Plugin::instance()->page_checks()->flush();
	}

	/**
	 * Takes the shortcode and the render counter away (from tearDown(), before the rollback).
	 */
	protected function unseed_varied_posts(): void {
		remove_shortcode( 'lodestar_test_words' );
		remove_filter( 'the_content', array( self::class, 'count_render' ) );
	}

	/**
	 * Every content check's result.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function run_checks(): array {
		$factory = $this->content_checks();
		$results = array();
		foreach ( $factory->all() as $check ) {
			$results[ $check->id() ] = $check->run()->to_array();
		}
		return $results;
	}

	/**
	 * The results of a scan with no stored facts (they are deleted first; the scan stores them).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function run_without_facts(): array {
		delete_post_meta_by_key( self::$meta );
		$this->assertSame( 0, $this->facts_count() );
		return $this->run_checks();
	}

	/**
	 * Number of posts with stored facts.
	 */
	protected function facts_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", self::$meta ) );
	}

	/**
	 * A post's stored facts.
	 *
	 * @param string $role Post role.
	 * @return array<string, mixed>
	 */
	protected function stored( string $role ): array {
		wp_cache_delete( $this->ids[ $role ], 'post_meta' );
		$facts = get_post_meta( $this->ids[ $role ], self::$meta, true );
		$this->assertIsArray( $facts, $role );
		return $facts;
	}

	/**
	 * Posts rendered (the_content runs) since the counter was last reset.
	 *
	 * @var int
	 */
	protected static int $renders = 0;

	/**
	 * Counts a rendering (a `the_content` filter hooked in every run of a test, so the
	 * fingerprints, which hash the content filters, are the same in all of them).
	 *
	 * @param mixed $content Content.
	 * @return mixed
	 */
	public static function count_render( $content ) {
		++self::$renders;
		return $content;
	}

	/**
	 * How many posts were rendered during a callback.
	 *
	 * @param callable $run Callback.
	 * @return array{0: mixed, 1: int}
	 */
	protected function counting_renders( callable $run ): array {
		self::$renders = 0;
		$result        = $run();
		return array( $result, self::$renders );
	}

	/**
	 * A result as JSON, its texts unescaped.
	 *
	 * @param array<string, mixed> $result Result.
	 */
	protected static function json( array $result ): string {
		return (string) wp_json_encode( $result, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}
}
