<?php
/**
 * Migration from The SEO Framework: the front-end head after a run, literal titles, qubits.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Sources\Tsf;
use Lodestar\Migration\Translator;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way The SEO Framework stores them: individual `_genesis_*` and
 * social post meta through update_post_meta() (robots as qubits -1/0/1), one array per term
 * under `autodescription-term-settings` through update_term_meta(), and the site option
 * `autodescription-site-settings`.
 */
class MigrationTsfTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'autodescription';

	/**
	 * No migration state, an empty site, known site name and tagline.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_titles' );
		delete_option( 'wpseo_taxonomy_meta' );
		delete_option( 'rank-math-options-titles' );
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * A full run through REST: the head of the post, term and home says what TSF printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_tsf_meant(): void {
		$cat  = (int) wp_insert_term( 'Clamps', 'category', array( 'description' => 'Bar clamps.' ) )['term_id'];
		$post = $this->publish_post(
			array(
				'post_title'    => 'F-clamp',
				'post_category' => array( $cat ),
			)
		);
		foreach (
			array(
				'_genesis_title'          => 'The 100% best F-clamp',
				'_genesis_description'    => 'Clamp it #1.',
				'_genesis_canonical_uri'  => 'https://acme.example/clamps/f',
				'_genesis_noindex'        => '-1',
				'_genesis_nofollow'       => '1',
				'_genesis_noarchive'      => '0',
				'_social_image_url'       => 'https://cdn.example.org/clamp.jpg',
				'_social_image_id'        => '0',
				'_open_graph_title'       => 'Share the clamp',
				'_open_graph_description' => 'Shared clamp',
				'_twitter_title'          => 'X clamp',
				'_primary_term_category'  => (string) $cat,
				'exclude_local_search'    => '1',
				'redirect'                => 'https://acme.example/new-clamp',
			) as $key => $value
		) {
			update_post_meta( $post, $key, $value );
		}
		$bare = $this->publish_post( array( 'post_title' => 'Bare' ) );
		update_post_meta( $bare, '_genesis_title', 'Bare title' );
		update_post_meta( $bare, '_tsf_title_no_blogname', '1' );
		update_post_meta( $bare, '_genesis_noindex', '0' );
		update_term_meta(
			$cat,
			'autodescription-term-settings',
			array(
				'doctitle'    => 'All clamps',
				'description' => 'Every clamp we sell.',
				'noindex'     => 1,
				'nofollow'    => 0,
				'og_title'    => 'Clamps for you',
			)
		);
		update_option(
			'autodescription-site-settings',
			array(
				'title_separator'        => 'pipe',
				'title_location'         => 'right',
				'homepage_title'         => 'Acme tools',
				'homepage_tagline'       => 1,
				'homepage_title_tagline' => '',
				'homepage_description'   => 'Tools for every maker.',
				'homepage_og_title'      => 'Acme on social',
				'noindex_post_types'     => array( 'attachment' => 1 ),
				'noindex_taxonomies'     => array( 'post_format' => 1 ),
				'nofollow_post_types'    => array( 'page' => 0 ),
				'author_noindex'         => 0,
				'date_noindex'           => 1,
				'paged_noindex'          => 1,
				'knowledge_type'         => 'organization',
				'knowledge_name'         => 'Acme Inc.',
				'knowledge_facebook'     => 'https://www.facebook.com/acme-kg',
				'knowledge_youtube'      => 'https://www.youtube.com/@acme',
				'facebook_publisher'     => 'https://www.facebook.com/acme',
				'twitter_site'           => '@acme',
				'twitter_card'           => 'summary',
			)
		);

		$this->act_as( 'administrator' );
		$plugins = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame( 'The SEO Framework', $plugins['plugins'][ self::SLUG ]['name'] );
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( array( $cat ), $result['state']['terms']['category']['completed'] );

		// A literal title gets the site title TSF appends; its own '%' and '#' stay text.
		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'The 100% best F-clamp | Acme', html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Clamp it #1." />', $head['head'] );
		// Qubits: -1 forces index (explicit), 1 nofollow, 0 follows the site.
		$this->assertSame( 'no', get_post_meta( $post, '_lodestar_post_no_index', true ) );
		$this->assertSame( 'yes', get_post_meta( $post, '_lodestar_post_no_follow', true ) );
		$this->assertSame( '', get_post_meta( $post, '_lodestar_post_no_archive', true ) );
		$this->assertSame( 'nofollow, max-image-preview:large, max-snippet:-1, max-video-preview:-1', $this->robots_of( $head['head'] ) );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/clamps/f" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Share the clamp" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/clamp.jpg" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:title" content="X clamp" />', $head['head'] );

		$this->assertSame( 'Bare title', html_entity_decode( (string) $this->render_request( array( 'p' => $bare ) )['title'] ) );
		$this->assertSame( '', get_post_meta( $bare, '_lodestar_post_no_index', true ) );

		$term = $this->render_request( array( 'cat' => $cat ) );
		$this->assertSame( 'All clamps | Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Every clamp we sell." />', $term['head'] );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $term['head'] ) );
		$this->assertStringContainsString( '<meta property="og:title" content="Clamps for you" />', $term['head'] );

		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme tools | Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Tools for every maker." />', $home['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Acme on social" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '|', $settings->get( 'separator' ) );
		$this->assertSame( array( 'attachment', 'post_format', 'date' ), $settings->get( 'no_index' ) );
		$this->assertSame( array(), $settings->get( 'no_follow' ) );
		$this->assertTrue( $settings->get( 'noindex_paginated_pages' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'https://www.youtube.com/@acme', $settings->get( 'youtube_account' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'summary', $settings->get( 'twitter_card_type' ) );

		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		foreach (
			array(
				'post:' . $post . ':exclude_local_search:1',
				'global:0:knowledge_name:Acme Inc.',
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
		// No variables: nothing reported as one.
		$this->assertSame( array(), array_filter( $result['not_migrated'], static fn( array $e ): bool => str_contains( $e['reason'], 'variable' ) ) );
		$this->assertSame( '-1', get_post_meta( $post, '_genesis_noindex', true ) );
		// The post's redirect became a redirect rule from its address (issue 21).
		$this->assertNotContains( 'post:' . $post . ':redirect:https://acme.example/new-clamp', $reported );
		$match = \Lodestar\Plugin::instance()->redirects()->matcher->match( (string) get_permalink( $post ) );
		$this->assertSame( array( 301, 'https://acme.example/new-clamp', 'migration' ), array( $match['status'], $match['location'], $match['rule']['origin'] ) );
	}

	/**
	 * An author's own Facebook profile and X handle (TSF's `autodescription-user-settings`)
	 * and the site's fallbacks (`facebook_author`, `twitter_creator`) migrate: each post prints
	 * the article:author and twitter:creator TSF printed for it. A profile Lodestar already
	 * holds is kept (reported) unless a run overwrites; undoing a run takes them back.
	 */
	public function test_authors_social_profiles_and_the_site_fallbacks_migrate(): void {
		$writer = $this->create_user( 'author' );
		$kept   = $this->create_user( 'author' );
		$plain  = $this->create_user( 'author' );
		update_user_meta(
			$writer,
			'autodescription-user-settings',
			array(
				'counter_type'  => 3,
				'facebook_page' => 'https://www.facebook.com/writer.one',
				'twitter_page'  => '@writer_one',
			)
		);
		update_user_meta( $kept, 'autodescription-user-settings', array( 'twitter_page' => '@tsf_handle' ) );
		update_user_meta( $kept, 'twitter', '@own_handle' );
		update_user_meta( $plain, 'autodescription-user-settings', array( 'counter_type' => 3 ) );
		update_option(
			'autodescription-site-settings',
			array(
				'facebook_author' => 'https://www.facebook.com/acme.staff',
				'twitter_creator' => '@acme_staff',
			)
		);
		$by_writer = $this->publish_post( array( 'post_author' => $writer ) );
		$by_kept   = $this->publish_post( array( 'post_author' => $kept ) );
		$by_plain  = $this->publish_post( array( 'post_author' => $plain ) );

		$this->act_as( 'administrator' );
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( 'https://www.facebook.com/writer.one', get_user_meta( $writer, 'facebook', true ) );
		$this->assertSame( '@writer_one', get_user_meta( $writer, 'twitter', true ) );
		$this->assertSame( '@own_handle', get_user_meta( $kept, 'twitter', true ) );
		$this->assertSame( '', get_user_meta( $plain, 'twitter', true ) );
		$reported = array_map( static fn( array $e ): string => $e['object'] . ':' . $e['id'] . ':' . $e['field'] . ':' . $e['value'], $result['not_migrated'] );
		$this->assertContains( 'user:' . $kept . ':twitter:@tsf_handle', $reported, 'the handle Lodestar held is kept, and reported' );
		$this->assertSame( array(), array_filter( $reported, static fn( string $e ): bool => str_contains( $e, 'counter_type' ) || str_contains( $e, ':facebook:https://www.facebook.com/writer.one' ) ) );

		$head = $this->render_request( array( 'p' => $by_writer ) )['head'];
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/writer.one" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@writer_one" />', $head );
		$head = $this->render_request( array( 'p' => $by_kept ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@own_handle" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme.staff" />', $head );
		$head = $this->render_request( array( 'p' => $by_plain ) )['head'];
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme.staff" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@acme_staff" />', $head );

		// Undoing the run takes the profiles back; a run that overwrites replaces the kept handle.
		$this->json_data( $this->call( 'POST', '/lodestar/v1/migration/undo', array() ) );
		$this->assertSame( '', get_user_meta( $writer, 'twitter', true ) );
		$this->assertSame( '', get_user_meta( $writer, 'facebook', true ) );
		$this->assertSame( '@own_handle', get_user_meta( $kept, 'twitter', true ) );
		$this->run_migration( true );
		$this->assertSame( '@tsf_handle', get_user_meta( $kept, 'twitter', true ) );
		$this->assertSame( '@writer_one', get_user_meta( $writer, 'twitter', true ) );
	}

	/**
	 * No variables: every template is text, translated as it is, nothing reported; the title
	 * goes left of the site title when `title_location` says so.
	 */
	public function test_titles_are_literal_and_take_the_site_title_on_its_side(): void {
		$source = new Tsf( new MigrationSourceData() );
		$this->assertSame( array(), $source->variables() );
		$this->assertSame(
			array(
				'template'    => '%%title%% 50% #tag {{ x }}',
				'unsupported' => array(),
			),
			Translator::translate( '%%title%% 50% #tag {{ x }}', $source )
		);
		$post = $this->publish_post( array( 'post_title' => 'Vise' ) );
		update_post_meta( $post, '_genesis_title', 'Bench vise' );
		$this->assertSame( 'Bench vise %separator% %site_name%', $source->post( get_post( $post ) )['title'] );
		update_option( 'autodescription-site-settings', array( 'title_location' => 'left' ) );
		$this->assertSame( '%site_name% %separator% Bench vise', $source->post( get_post( $post ) )['title'] );
	}

	/**
	 * The SEO Framework's post type archive settings (`pta`) become the archive's templates per
	 * content type: the product archive prints its title (with the site title on its side) and
	 * description, and its noindex qubit becomes pta:product.
	 */
	public function test_front_end_head_of_a_post_type_archive_says_what_tsf_meant(): void {
		$shop = $this->register_shop_types();
		try {
			update_option(
				'autodescription-site-settings',
				array(
					'title_separator' => 'pipe',
					'title_location'  => 'right',
					'pta'             => array(
						'product' => array(
							'doctitle'    => 'Our stock',
							'description' => 'Everything we sell',
							'noindex'     => 1,
							'nofollow'    => 0,
						),
					),
				)
			);
			$this->act_as( 'administrator' );
			$result = $this->run_migration();

			$archive = $this->shop_heads( $shop )['archive'];
			$this->assertSame( 'Our stock | Acme', html_entity_decode( (string) $archive['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Everything we sell" />', $archive['head'] );
			$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $archive['head'] ) );
			$settings = \Lodestar\Plugin::instance()->settings();
			$this->assertSame( array( 'pta:product' ), $settings->get( 'no_index' ) );
			$this->assertSame( array(), $settings->get( 'no_follow' ) );
			$this->assertSame( array(), array_values( array_filter( $result['not_migrated'], static fn( array $entry ): bool => str_contains( $entry['field'], 'product' ) ) ) );
		} finally {
			$this->unregister_shop_types();
		}
	}

	/**
	 * A static front page without TSF data is listed with the posts that hold some (TSF gives it
	 * the home title), in id order across keyset pages, counted once; with data, not twice.
	 */
	public function test_static_front_page_is_listed_once_in_id_order(): void {
		$first = $this->publish_post( array( 'post_title' => 'First' ) );
		$front = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Home',
			)
		);
		$second = $this->publish_post( array( 'post_title' => 'Second' ) );
		$third  = $this->publish_post( array( 'post_title' => 'Third' ) );
		foreach ( array( $first, $second, $third ) as $id ) {
			update_post_meta( $id, '_genesis_title', 'T' );
		}
		$source = new Tsf( new MigrationSourceData() );
		$this->assertSame( 3, $source->count_posts(), 'Latest posts on the front: no front page.' );

		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		$this->assertSame( 4, $source->count_posts() );
		$this->assertSame(
			array(
				$first => 'post',
				$front => 'page',
			),
			$source->post_ids( 0, 2 )
		);
		$this->assertSame(
			array(
				$second => 'post',
				$third  => 'post',
			),
			$source->post_ids( $front, 2 )
		);
		$this->assertSame( array( $third => 'post' ), $source->post_ids( $second, 2 ) );

		update_post_meta( $front, '_genesis_description', 'Home text' );
		$this->assertSame( 4, $source->count_posts() );
		$this->assertSame( array( $first, $front, $second, $third ), array_keys( $source->post_ids( 0, 10 ) ) );
	}
}
