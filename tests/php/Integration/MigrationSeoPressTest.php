<?php
/**
 * Migration from SEOPress: the front-end head after a run, variables, robots.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Sources\SeoPress;
use Lodestar\Migration\Translator;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way SEOPress stores them: `_seopress_*` post and term meta through
 * update_post_meta() / update_term_meta() (robots as 'yes' when restrictive), and the options
 * `seopress_titles_option_name` and `seopress_social_option_name` (arrays; checkboxes '1').
 */
class MigrationSeoPressTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'wp-seopress';

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
	 * A full run through REST: the head of the post, term and home says what SEOPress printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_seopress_meant(): void {
		$cat  = (int) wp_insert_term( 'Files', 'category', array( 'description' => 'Metal files.' ) )['term_id'];
		$post = $this->publish_post(
			array(
				'post_title'    => 'Rasp',
				'post_excerpt'  => 'A coarse file.',
				'post_category' => array( $cat ),
			)
		);
		foreach (
			array(
				'_seopress_titles_title'                => '%%post_title%% %%sep%% %%post_category%% %%sep%% %%sitetitle%%',
				'_seopress_titles_desc'                 => '%%post_excerpt%% %%_cf_price%% %%post_thumbnail_url%%',
				'_seopress_robots_follow'               => 'yes',
				'_seopress_robots_snippet'              => 'yes',
				'_seopress_robots_canonical'            => 'https://acme.example/files/rasp',
				'_seopress_robots_primary_cat'          => (string) $cat,
				'_seopress_robots_breadcrumbs'          => 'Rasp!',
				'_seopress_social_fb_title'             => 'Share %%post_title%%',
				'_seopress_social_fb_desc'              => 'Shared rasp',
				'_seopress_social_fb_img'               => 'https://cdn.example.org/rasp.jpg',
				'_seopress_social_twitter_title'        => 'X %%title%%',
				'_seopress_analysis_target_kw'          => 'rasp,wood rasp, file',
				'_seopress_redirections_enabled'        => 'yes',
				'_seopress_redirections_value'          => 'https://acme.example/new-rasp',
			) as $key => $value
		) {
			update_post_meta( $post, $key, $value );
		}
		$hidden = $this->publish_post( array( 'post_title' => 'Hidden' ) );
		update_post_meta( $hidden, '_seopress_robots_index', 'yes' );
		// An empty value is SEOPress's default: follow the site.
		$plain = $this->publish_post( array( 'post_title' => 'Plain' ) );
		update_post_meta( $plain, '_seopress_robots_index', '' );
		update_post_meta( $plain, '_seopress_titles_desc', 'Plain one' );
		update_term_meta( $cat, '_seopress_titles_title', '%%term_title%% archive %%sep%% %%sitetitle%%' );
		update_term_meta( $cat, '_seopress_titles_desc', '%%term_description%%' );
		update_term_meta( $cat, '_seopress_robots_index', 'yes' );
		update_option(
			'seopress_titles_option_name',
			array(
				'seopress_titles_sep'                  => '|',
				'seopress_titles_home_site_title'      => '%%sitetitle%% %%sep%% %%tagline%%',
				'seopress_titles_home_site_desc'       => 'Welcome to %%sitetitle%%',
				'seopress_titles_single_titles'        => array(
					'post'       => array(
						'title'       => '%%post_title%% %%sep%% %%sitetitle%%',
						'description' => '%%post_excerpt%%',
					),
					'page'       => array( 'title' => '%%post_title%% %%sep%% %%cpt_plural%%' ),
					'attachment' => array( 'noindex' => '1' ),
				),
				'seopress_titles_tax_titles'           => array(
					'post_tag' => array(
						'noindex'  => '1',
						'nofollow' => '1',
					),
				),
				'seopress_titles_archives_author_noindex' => '1',
				'seopress_titles_archives_date_disable'   => '1',
				'seopress_titles_archives_search_title'   => '%%search_keywords%% %%sep%% %%sitetitle%%',
				'seopress_titles_paged_noindex'           => '1',
			)
		);
		update_option(
			'seopress_social_option_name',
			array(
				'seopress_social_knowledge_type'     => 'Organization',
				'seopress_social_knowledge_name'     => 'Acme Inc.',
				'seopress_social_accounts_facebook'  => 'https://www.facebook.com/acme',
				'seopress_social_accounts_twitter'   => '@acme',
				'seopress_social_accounts_instagram' => 'https://www.instagram.com/acme',
				'seopress_social_accounts_extra'     => "https://github.com/acme\nhttps://example.net/acme",
				'seopress_social_facebook_og'        => '1',
				'seopress_social_facebook_img'       => 'https://cdn.example.org/default.png',
				'seopress_social_twitter_card'       => '1',
				'seopress_social_twitter_card_img_size' => 'default',
			)
		);

		$this->act_as( 'administrator' );
		$plugins = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame( 'SEOPress', $plugins['plugins'][ self::SLUG ]['name'] );
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( array( $cat ), $result['state']['terms']['category']['completed'] );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'Rasp | Files | Acme', html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="A coarse file." />', $head['head'] );
		$this->assertSame( 'nofollow, max-image-preview:large, max-snippet:-1, max-video-preview:-1', $this->robots_of( $head['head'] ) );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/files/rasp" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Share Rasp" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:description" content="Shared rasp" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/rasp.jpg" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:title" content="X Rasp" />', $head['head'] );
		// The target keywords comma list: the first is the focus keyword, the others follow.
		$this->assertSame( 'rasp', get_post_meta( $post, '_lodestar_focus_keyword', true ) );
		$this->assertSame( array( 'wood rasp', 'file' ), get_post_meta( $post, '_lodestar_secondary_keywords', true ) );
		$this->assertSame( '', get_post_meta( $post, '_lodestar_post_no_index', true ) );

		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $hidden ) )['head'] ) );
		$this->assertSame( '', get_post_meta( $plain, '_lodestar_post_no_index', true ) );
		$this->assertStringNotContainsString( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $plain ) )['head'] ) );

		$term = $this->render_request( array( 'cat' => $cat ) );
		$this->assertSame( 'Files archive | Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Metal files." />', $term['head'] );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $term['head'] ) );

		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme | Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Welcome to Acme" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '|', $settings->get( 'separator' ) );
		$this->assertSame( '%excerpt%', $settings->get( 'page_description' ) );
		$this->assertSame( array( 'attachment', 'post_tag', 'author' ), $settings->get( 'no_index' ) );
		$this->assertSame( array( 'post_tag' ), $settings->get( 'no_follow' ) );
		$this->assertFalse( $settings->get( 'date_archive' ) );
		$this->assertTrue( $settings->get( 'noindex_paginated_pages' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'https://www.instagram.com/acme', $settings->get( 'instagram_account' ) );
		$this->assertSame( array( 'github' => 'https://github.com/acme' ), $settings->get( 'social_profiles' ) );
		$this->assertSame( 'https://cdn.example.org/default.png', $settings->get( 'fallback_image' ) );
		$this->assertSame( 'summary', $settings->get( 'twitter_card_type' ) );

		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		foreach (
			array(
				'post:' . $post . ':page_description:%%_cf_price%%',
				'post:' . $post . ':page_description:%%post_thumbnail_url%%',
				'post:' . $post . ':_seopress_robots_snippet:nosnippet',
				'post:' . $post . ':breadcrumb_title:Rasp!',
				'global:0:seopress_social_knowledge_name:Acme Inc.',
				'global:0:seopress_social_accounts_extra:https://example.net/acme',
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
		// The page and search templates migrate now: not reported, stored per content type.
		$this->assertNotContains( 'global:0:seopress_titles_single_titles.page.title:%%post_title%% %%sep%% %%cpt_plural%%', $reported );
		$this->assertNotContains( 'global:0:seopress_titles_archives_search_title:%%search_keywords%% %%sep%% %%sitetitle%%', $reported );
		$this->assertSame( '%title% %separator% %post_type_plural%', $settings->get( 'content_types' )['post_type:page']['title'] );
		$this->assertSame( '%search_query% %separator% %site_name%', $settings->get( 'content_types' )['archive:search']['title'] );
		$this->assertSame( 'yes', get_post_meta( $post, '_seopress_robots_follow', true ) );
		// The post's redirect became a redirect rule from its address (issue 21).
		$this->assertNotContains( 'post:' . $post . ':_seopress_redirections_value:https://acme.example/new-rasp', $reported );
		$match = \Lodestar\Plugin::instance()->redirects()->matcher->match( (string) get_permalink( $post ) );
		$this->assertSame( array( 301, 'https://acme.example/new-rasp', 'migration' ), array( $match['status'], $match['location'], $match['rule']['origin'] ) );
	}

	/**
	 * The author tags as SEOPress prints them on posts: twitter:creator is the author's `twitter`
	 * contact method, else the site's X account; article:author is the site's Facebook page.
	 */
	public function test_author_tags_migrate(): void {
		$writer = $this->create_user( 'author' );
		$plain  = $this->create_user( 'author' );
		update_user_meta( $writer, 'twitter', 'writer_one' );
		update_option(
			'seopress_social_option_name',
			array(
				'seopress_social_accounts_facebook' => 'https://www.facebook.com/acme',
				'seopress_social_accounts_twitter'  => '@acme',
				'seopress_social_facebook_og'       => '1',
				'seopress_social_twitter_card'      => '1',
			)
		);
		$by_writer = $this->publish_post( array( 'post_author' => $writer ) );
		$by_plain  = $this->publish_post( array( 'post_author' => $plain ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		$head = $this->render_request( array( 'p' => $by_writer ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@writer_one" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme" />', $head );
		$head = $this->render_request( array( 'p' => $by_plain ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@acme" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:site" content="@acme" />', $head );
	}

	/**
	 * SEOPress's templates of a custom post type, its archive and a taxonomy become Lodestar's
	 * templates per content type: the product, its category archive and the product archive
	 * print its title and description; the archive's noindex becomes pta:product.
	 */
	public function test_front_end_head_of_custom_types_says_what_seopress_meant(): void {
		$shop = $this->register_shop_types();
		try {
			update_option(
				'seopress_titles_option_name',
				array(
					'seopress_titles_sep'            => '|',
					'seopress_titles_single_titles'  => array(
						'product' => array(
							'title'       => '%%post_title%% %%sep%% %%sitetitle%%',
							'description' => 'Buy the %%post_title%%: %%post_excerpt%%',
						),
					),
					'seopress_titles_tax_titles'     => array(
						'product_cat' => array(
							'title'       => '%%term_title%% range %%sep%% %%sitetitle%%',
							'description' => '%%term_title%%: %%term_description%%',
						),
					),
					'seopress_titles_archive_titles' => array(
						'product' => array(
							'title'       => '%%cpt_plural%% archive %%sep%% %%sitetitle%%',
							'description' => 'Everything we sell',
							'noindex'     => '1',
						),
					),
				)
			);
			$this->act_as( 'administrator' );
			$result = $this->run_migration();

			$this->assert_shop_migrated(
				$this->shop_heads( $shop ),
				$result,
				array(
					'product' => 'Anvil | Acme',
					'term'    => 'Forged range | Acme',
					'archive' => 'Products archive | Acme',
				)
			);
		} finally {
			$this->unregister_shop_types();
		}
	}

	/**
	 * Every SEOPress variable becomes a Lodestar variable or a report entry.
	 */
	public function test_every_seopress_variable_translates_or_is_reported(): void {
		$source = new SeoPress( new MigrationSourceData() );
		$table  = $source->variables();
		$this->assertCount( 56, $table );
		foreach ( $table as $name => $target ) {
			$variable   = '%%' . ( str_ends_with( $name, '*' ) ? substr( $name, 0, -1 ) . 'key' : $name ) . '%%';
			$translated = Translator::translate( 'A ' . $variable . ' B', $source );
			if ( null === $target ) {
				$this->assertSame( array( $variable ), $translated['unsupported'], $name );
				$this->assertSame( 'A B', $translated['template'], $name );
			} else {
				$this->assertSame( array(), $translated['unsupported'], $name );
				$this->assertSame( 'A %' . $target . '% B', $translated['template'], $name );
				$this->assertContains( $target, TemplateVariables::KNOWN, $name );
			}
		}
		$this->assertSame(
			array(
				'template'    => '%title% 50% %term_title%',
				'unsupported' => array( '%%_ct_genre%%', '%%_ucf_twitter%%' ),
			),
			Translator::translate( '%%post_title%% 50% %%_ct_genre%% %%_category_title%% %%_ucf_twitter%%', $source )
		);
	}
}
