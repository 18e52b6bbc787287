<?php
/**
 * Migration from SEOPress: the head of every page type after a run equals the head SEOPress
 * printed for the same data.
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
 * The data is stored the way SEOPress stores it: `_seopress_*` post meta (robots 'yes'), the
 * option `seopress_titles_option_name` as SEOPress saves it on activation (its `%%var%%`
 * templates per post type, taxonomy and archive, tags noindexed, author and date archives
 * noindexed) and `seopress_social_option_name` with a default image. The migration runs through
 * REST (MigrationFlow), then every URL of tests/php/fixtures/migration-heads/seopress.php is
 * rendered and compared.
 */
class MigrationHeadFidelitySeoPressTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;
	use HeadFidelityFixture;

	protected const SLUG = 'wp-seopress';

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
	 * The options as SEOPress saves them on activation (with a product type and its taxonomy
	 * registered), plus a default social image.
	 */
	private function store_options(): void {
		$single = array(
			'title'       => '%%post_title%% %%sep%% %%sitetitle%%',
			'description' => '%%post_excerpt%%',
		);
		update_option(
			'seopress_titles_option_name',
			array(
				'seopress_titles_home_site_title'               => '%%sitetitle%%',
				'seopress_titles_home_site_desc'                => '%%tagline%%',
				'seopress_titles_sep'                           => '-',
				'seopress_titles_single_titles'                 => array(
					'post'    => $single,
					'page'    => $single,
					'product' => $single,
				),
				'seopress_titles_tax_titles'                    => array(
					'category'    => array(
						'title'       => '%%_category_title%% %%current_pagination%% %%sep%% %%sitetitle%%',
						'description' => '%%_category_description%%',
					),
					'post_tag'    => array(
						'title'       => '%%tag_title%% %%current_pagination%% %%sep%% %%sitetitle%%',
						'description' => '%%tag_description%%',
						'noindex'     => '1',
					),
					'product_cat' => array(
						'title'       => '%%term_title%% %%current_pagination%% %%sep%% %%sitetitle%%',
						'description' => '%%term_description%%',
					),
				),
				'seopress_titles_archive_titles'                => array(
					'product' => array( 'title' => '%%cpt_plural%% %%current_pagination%% %%sep%% %%sitetitle%%' ),
				),
				'seopress_titles_archives_author_title'         => '%%post_author%% %%sep%% %%sitetitle%%',
				'seopress_titles_archives_author_noindex'       => '1',
				'seopress_titles_archives_date_title'           => '%%archive_date%% %%sep%% %%sitetitle%%',
				'seopress_titles_archives_date_noindex'         => '1',
				'seopress_titles_archives_search_title'         => '%%search_keywords%% %%sep%% %%sitetitle%%',
				'seopress_titles_archives_search_title_noindex' => '1',
				'seopress_titles_archives_404_title'            => '404 - Page not found %%sep%% %%sitetitle%%',
				'seopress_titles_paged_rel'                     => '1',
				'seopress_titles_attachments_noindex'           => '1',
			)
		);
		update_option(
			'seopress_social_option_name',
			array(
				'seopress_social_facebook_og'  => '1',
				'seopress_social_facebook_img' => 'https://cdn.example.org/default.jpg',
				'seopress_social_twitter_card' => '1',
			)
		);
	}

	/**
	 * Post meta as SEOPress saves it.
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
	 * Runs the migration as an administrator and compares the URLs of one fixture group.
	 *
	 * @param string                $group Fixture group.
	 * @param array<string, int>    $ids   Object ids.
	 * @param array<string, string> $urls  Object URLs.
	 */
	private function migrate_and_compare( string $group, array $ids, array $urls ): void {
		$this->act_as( 'administrator' );
		$this->run_migration();
		wp_set_current_user( 0 );
		$this->assert_heads_match( 'seopress', $group, $ids, $urls );
	}

	/**
	 * Latest posts on the front page: every page type.
	 */
	public function test_every_page_type_prints_what_seopress_printed(): void {
		$this->store_options();
		$shop   = $this->register_shop_types();
		$author = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Jane Doe',
			)
		);
		$category = (int) wp_insert_term( 'Clamps', 'category', array( 'description' => 'Bar clamps and more.' ) )['term_id'];
		$tag      = (int) wp_insert_term( 'Steel', 'post_tag' )['term_id'];
		$old      = (int) wp_insert_term( 'Old stock', 'category' )['term_id'];
		update_term_meta( $old, '_seopress_robots_index', 'yes' );

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
				'_seopress_titles_title'         => 'The best %%post_title%% %%sep%% %%sitetitle%%',
				'_seopress_titles_desc'          => 'Clamp it tight.',
				'_seopress_robots_canonical'     => 'https://acme.example/clamps/f',
				'_seopress_social_fb_title'      => 'Share the clamp',
				'_seopress_social_fb_desc'       => 'Shared clamp',
				'_seopress_social_fb_img'        => 'https://cdn.example.org/clamp.jpg',
				'_seopress_social_twitter_title' => 'X clamp',
				'_seopress_social_twitter_desc'  => 'X clamp text',
			)
		);
		$plain  = $this->publish_post(
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
				'post_title'    => 'Secret',
				'post_excerpt'  => 'Not for search.',
				'post_date'     => '2024-01-06 10:00:00',
				'post_category' => array( $old ),
			)
		);
		update_post_meta( $hidden, '_seopress_robots_index', 'yes' );
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
				'override' => $override,
				'plain'    => $plain,
				'hidden'   => $hidden,
				'page'     => $page,
				'product'  => $shop['product'],
				'category' => $category,
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
	 * A static front page holding no SEOPress data (SEOPress still printed the home title and
	 * description there) and a posts page.
	 */
	public function test_static_front_page_prints_what_seopress_printed(): void {
		$this->store_options();
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
}
