<?php
/**
 * Migration from The SEO Framework: the head of every page type after a run equals the head
 * The SEO Framework printed for the same data.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\HeadFidelityFixture;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';
require_once dirname( __DIR__ ) . '/HeadFidelityFixture.php';

/**
 * The data is stored the way The SEO Framework stores it: `_genesis_*`, `_open_graph_*`,
 * `_twitter_*`, `_social_image_url` post meta, one `autodescription-term-settings` array per
 * term, and the site option `autodescription-site-settings` holding its defaults plus a pipe
 * separator and a default social image. The migration runs through REST (MigrationFlow), then
 * every URL of tests/php/fixtures/migration-heads/tsf.php is rendered and compared.
 */
class MigrationHeadFidelityTsfTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;
	use HeadFidelityFixture;

	protected const SLUG = 'autodescription';

	/**
	 * No migration state, an empty site, known site name and tagline, one post per page.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
		update_option( 'posts_per_page', 1 );
		// The category and tag permalinks of the pretty structure empty_site() set.
		create_initial_taxonomies();
	}

	/**
	 * Unregisters the product type.
	 */
	protected function tearDown(): void {
		$this->unregister_shop_types();
		parent::tearDown();
	}

	/**
	 * The site option as The SEO Framework stores it (its defaults for what the fixture does not
	 * change).
	 *
	 * @param array<string, mixed> $changes Values that differ from its defaults.
	 */
	private function store_site_option( array $changes = array() ): void {
		update_option(
			'autodescription-site-settings',
			array_merge(
				array(
					'title_separator'            => 'pipe',
					'title_location'             => 'right',
					'title_rem_additions'        => 0,
					'title_rem_prefixes'         => 0,
					'homepage_title'             => '',
					'homepage_tagline'           => 1,
					'homepage_description'       => '',
					'homepage_title_tagline'     => '',
					'home_title_location'        => 'right',
					'author_noindex'             => 0,
					'date_noindex'               => 1,
					'search_noindex'             => 1,
					'site_noindex'               => 0,
					'paged_noindex'              => 0,
					'auto_description'           => 1,
					'og_tags'                    => 1,
					'twitter_tags'               => 1,
					'twitter_card'               => 'summary_large_image',
					'social_title_rem_additions' => 1,
					'social_image_fb_url'        => 'https://cdn.example.org/default.jpg',
					'social_image_fb_id'         => 0,
				),
				$changes
			)
		);
	}

	/**
	 * Post meta as The SEO Framework saves it.
	 *
	 * @param int                   $post Post id.
	 * @param array<string, string> $meta Keys and values.
	 */
	private static function store_post_meta( int $post, array $meta ): void {
		foreach ( $meta as $key => $value ) {
			update_post_meta( $post, $key, $value );
		}
	}

	/**
	 * Runs the migration as an administrator and compares the URLs of one fixture group,
	 * printing the tally.
	 *
	 * @param string                $group Fixture group.
	 * @param array<string, int>    $ids   Object ids.
	 * @param array<string, string> $urls  Object URLs.
	 */
	private function migrate_and_compare( string $group, array $ids, array $urls ): void {
		$this->act_as( 'administrator' );
		$this->run_migration();
		wp_set_current_user( 0 );
		$this->assert_heads_match( 'tsf', $group, $ids, $urls );
	}

	/**
	 * Latest posts on the front page: every page type.
	 */
	public function test_every_page_type_prints_what_tsf_printed(): void {
		$this->store_site_option();
		$shop     = $this->register_shop_types();
		$author   = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Jane Doe',
			)
		);
		$category = (int) wp_insert_term( 'Clamps', 'category', array( 'description' => 'Bar clamps and more.' ) )['term_id'];
		$tag      = (int) wp_insert_term( 'Steel', 'post_tag' )['term_id'];
		$old      = (int) wp_insert_term( 'Old stock', 'post_tag' )['term_id'];
		update_term_meta( $old, 'autodescription-term-settings', array( 'noindex' => 1 ) );

		$override = $this->publish_post(
			array(
				'post_title'    => 'F-clamp',
				'post_excerpt'  => 'A sturdy clamp.',
				'post_author'   => $author,
				'post_date'     => '2024-03-05 10:00:00',
				'post_category' => array( $category ),
				'tags_input'    => array( 'Steel' ),
			)
		);
		self::store_post_meta(
			$override,
			array(
				'_genesis_title'          => 'The best F-clamp',
				'_genesis_description'    => 'Clamp it tight.',
				'_genesis_canonical_uri'  => 'https://acme.example/clamps/f',
				'_open_graph_title'       => 'Share the clamp',
				'_open_graph_description' => 'Shared clamp',
				'_twitter_title'          => 'X clamp',
				'_twitter_description'    => 'X clamp text',
				'_social_image_url'       => 'https://cdn.example.org/clamp.jpg',
			)
		);
		$plain = $this->publish_post(
			array(
				'post_title'    => 'Bar clamp',
				'post_excerpt'  => 'A long clamp.',
				'post_author'   => $author,
				'post_date'     => '2024-03-06 10:00:00',
				'post_category' => array( $category ),
			)
		);
		$hidden = $this->publish_post(
			array(
				'post_title'   => 'Secret',
				'post_excerpt' => 'Not for search.',
				'post_date'    => '2024-01-06 10:00:00',
				'tags_input'   => array( 'Old stock' ),
			)
		);
		update_post_meta( $hidden, '_genesis_noindex', '1' );
		$page = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'About',
				'post_content' => 'We make tools.',
			)
		);

		$this->migrate_and_compare(
			'latest',
			array(
				'override'     => $override,
				'plain'        => $plain,
				'hidden'       => $hidden,
				'page'         => $page,
				'product'      => $shop['product'],
				'category'     => $category,
				'tag'          => $tag,
				'noindex_term' => $old,
				'author'       => $author,
			),
			array(
				'plain'           => (string) get_permalink( $plain ),
				'page'            => (string) get_permalink( $page ),
				'product'         => (string) get_permalink( $shop['product'] ),
				'product_archive' => (string) get_post_type_archive_link( 'product' ),
				'category'        => (string) get_term_link( $category ),
				'tag'             => (string) get_term_link( $tag ),
				'author'          => get_author_posts_url( $author ),
			)
		);
	}

	/**
	 * A static front page holding no data of The SEO Framework (it still printed the home title
	 * there) and a posts page.
	 */
	public function test_static_front_page_prints_what_tsf_printed(): void {
		$this->store_site_option();
		$front = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Home',
				'post_content' => 'Our home.',
			)
		);
		$blog = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Journal',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		update_option( 'page_for_posts', $blog );
		$this->publish_post( array( 'post_title' => 'News' ) );

		$this->migrate_and_compare(
			'static',
			array( 'blog' => $blog ),
			array( 'blog' => (string) get_permalink( $blog ) )
		);
	}

	/**
	 * Archive prefixes removed and the site title on the left (home: the tagline on the left).
	 */
	public function test_titles_without_prefixes_and_on_the_left_print_what_tsf_printed(): void {
		$this->store_site_option(
			array(
				'title_rem_prefixes'  => 1,
				'title_location'      => 'left',
				'home_title_location' => 'left',
				'homepage_title'      => 'Acme tools',
			)
		);
		$this->register_shop_types();
		$author   = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Jane Doe',
			)
		);
		$category = (int) wp_insert_term( 'Clamps', 'category' )['term_id'];
		$plain    = $this->publish_post(
			array(
				'post_title'    => 'Bar clamp',
				'post_author'   => $author,
				'post_date'     => '2024-03-06 10:00:00',
				'post_category' => array( $category ),
			)
		);
		update_post_meta( $plain, '_genesis_description', 'A long clamp.' );

		$this->migrate_and_compare(
			'variant',
			array(
				'plain'    => $plain,
				'category' => $category,
				'author'   => $author,
			),
			array()
		);
	}
}
