<?php
/**
 * Migration from Rank Math: the front-end head after a run, variables, robots.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Sources\RankMath;
use Lodestar\Migration\Translator;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way Rank Math stores them: `rank_math_*` post and term meta through
 * update_post_meta() / update_term_meta() (robots as an array, serialized by WordPress), and the
 * `rank-math-options-titles` option.
 */
class MigrationRankMathTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'seo-by-rank-math';

	/**
	 * No migration state, an empty site, known site name and tagline.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_titles' );
		delete_option( 'wpseo_taxonomy_meta' );
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * Rank Math's article:author and twitter:creator of a post: the author's own
	 * `rank_math_facebook_author` / `rank_math_twitter_author`, else their contact methods, else
	 * the site's `facebook_author_urls` / `twitter_author_names`. After a run each post prints
	 * the same: the authors' own values go to their profile fields (a contact method they hold
	 * already is kept, and reported), the site's to the fallbacks.
	 */
	public function test_authors_social_profiles_and_the_site_fallbacks_migrate(): void {
		$writer = $this->create_user( 'author' );
		$native = $this->create_user( 'author' );
		$plain  = $this->create_user( 'author' );
		update_user_meta( $writer, 'rank_math_facebook_author', 'https://www.facebook.com/writer.one' );
		update_user_meta( $writer, 'rank_math_twitter_author', 'writer_one' );
		update_user_meta( $native, 'twitter', 'native_handle' );
		update_option(
			'rank-math-options-titles',
			array(
				'facebook_author_urls' => 'https://www.facebook.com/acme.staff',
				'twitter_author_names' => 'acme',
			)
		);
		$by_writer = $this->publish_post( array( 'post_author' => $writer ) );
		$by_native = $this->publish_post( array( 'post_author' => $native ) );
		$by_plain  = $this->publish_post( array( 'post_author' => $plain ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		$this->assertSame( 'https://www.facebook.com/writer.one', get_user_meta( $writer, 'facebook', true ) );
		$this->assertSame( 'writer_one', get_user_meta( $writer, 'twitter', true ) );

		$head = $this->render_request( array( 'p' => $by_writer ) )['head'];
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/writer.one" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@writer_one" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:site" content="@acme" />', $head );
		$head = $this->render_request( array( 'p' => $by_native ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@native_handle" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme.staff" />', $head );
		$head = $this->render_request( array( 'p' => $by_plain ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@acme" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme.staff" />', $head );
	}

	/**
	 * Rank Math's robots for later archive pages migrate (`noindex_archive_subpages` is
	 * Lodestar's `noindex_paginated_pages`), and its noindex of empty term archives, which
	 * Lodestar has no rule for, is reported as not migrated.
	 */
	public function test_paginated_and_empty_archive_robots(): void {
		update_option(
			'rank-math-options-titles',
			array(
				'noindex_archive_subpages' => 'on',
				'noindex_empty_taxonomies' => 'on',
			)
		);
		$this->act_as( 'administrator' );
		$result = $this->run_migration();

		$this->assertTrue( \Lodestar\Plugin::instance()->settings()->get( 'noindex_paginated_pages' ) );
		$fields = array_column( $result['not_migrated'], 'field' );
		$this->assertContains( 'noindex_empty_taxonomies', $fields );
		$this->assertNotContains( 'noindex_archive_subpages', $fields );
	}

	/**
	 * A full run through REST: the head of the post, term and home says what Rank Math printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_rank_math_meant(): void {
		$cat  = (int) wp_insert_term( 'Saws', 'category', array( 'description' => 'All saws.' ) )['term_id'];
		$post = $this->publish_post(
			array(
				'post_title'    => 'Hand saw',
				'post_category' => array( $cat ),
			)
		);
		update_post_meta( $post, 'rank_math_title', '%title% %sep% %date(Y)% %sep% %sitename%' );
		update_post_meta( $post, 'rank_math_description', 'Get a %title% from %category%. %customfield(price)%' );
		update_post_meta( $post, 'rank_math_focus_keyword', 'hand saw,saw,wood saw' );
		update_post_meta( $post, 'rank_math_robots', array( 'index', 'nofollow', 'nosnippet' ) );
		update_post_meta( $post, 'rank_math_canonical_url', 'https://acme.example/saws/hand' );
		update_post_meta( $post, 'rank_math_facebook_title', 'FB %title%' );
		update_post_meta( $post, 'rank_math_facebook_image', 'https://cdn.example.org/saw.jpg' );
		update_post_meta( $post, 'rank_math_twitter_description', 'On X' );
		update_post_meta( $post, 'rank_math_schema_Product', array( '@type' => 'Product' ) );
		$plain = $this->publish_post( array( 'post_title' => 'Plain' ) );
		update_post_meta( $plain, 'rank_math_robots', array() );
		update_post_meta( $plain, 'rank_math_description', 'Plain one' );
		update_term_meta( $cat, 'rank_math_title', '%term% %sep% %sitename%' );
		update_term_meta( $cat, 'rank_math_robots', array( 'noindex' ) );
		update_option(
			'rank-math-options-titles',
			array(
				'title_separator'            => '&raquo;',
				'homepage_title'             => '%sitename% %page% %sep% %sitedesc%',
				'homepage_description'       => 'Welcome to %sitename%',
				'pt_post_title'              => '%title% %sep% %sitename%',
				'pt_page_title'              => '%title% %sep% %pt_single%',
				'pt_attachment_custom_robots' => 'on',
				'pt_attachment_robots'       => array( 'noindex' ),
				'disable_author_archives'    => 'on',
				'disable_date_archives'      => 'off',
				'social_url_facebook'        => 'https://www.facebook.com/acme',
				'twitter_author_names'       => 'acme',
				'social_additional_profiles' => "https://www.youtube.com/@acme\nhttps://bsky.app/profile/acme",
				'knowledgegraph_name'        => 'Acme Inc.',
			)
		);

		$this->act_as( 'administrator' );
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'Hand saw » ' . get_the_date( '', $post ) . ' » Acme', html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Get a Hand saw from Saws." />', $head['head'] );
		$this->assertStringStartsWith( 'nofollow', (string) $this->robots_of( $head['head'] ) );
		$this->assertSame( 'no', get_post_meta( $post, '_lodestar_post_no_index', true ) );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/saws/hand" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="FB Hand saw" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/saw.jpg" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:description" content="On X" />', $head['head'] );
		// Rank Math's comma list: the first keyword is the primary one, the others follow.
		$this->assertSame( 'hand saw', get_post_meta( $post, '_lodestar_focus_keyword', true ) );
		$this->assertSame( array( 'saw', 'wood saw' ), get_post_meta( $post, '_lodestar_secondary_keywords', true ) );
		// An empty robots array is Rank Math's "default": no explicit value in Lodestar.
		$this->assertSame( '', get_post_meta( $plain, '_lodestar_post_no_index', true ) );

		$term = $this->render_request( array( 'cat' => $cat ) );
		$this->assertSame( 'Saws » Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringContainsString( 'noindex', (string) $this->robots_of( $term['head'] ) );

		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme » Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Welcome to Acme" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '»', $settings->get( 'separator' ) );
		$this->assertSame( array( 'attachment' ), $settings->get( 'no_index' ) );
		$this->assertFalse( $settings->get( 'author_archive' ) );
		$this->assertTrue( $settings->get( 'date_archive' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'https://www.youtube.com/@acme', $settings->get( 'youtube_account' ) );
		$this->assertSame( array( 'bluesky' => 'https://bsky.app/profile/acme' ), $settings->get( 'social_profiles' ) );

		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		foreach (
			array(
				'post:' . $post . ':page_title:%date(Y)%',
				'post:' . $post . ':page_description:%customfield(price)%',
				'post:' . $post . ':rank_math_robots:nosnippet',
				'post:' . $post . ':schema_type:Product',
				'global:0:knowledgegraph_name:Acme Inc.',
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
		$this->assertNotContains( 'global:0:pt_page_title:%title% %sep% %pt_single%', $reported );
		// pt_page_title is the template of pages now.
		$about = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'About',
			)
		);
		$this->assertSame( 'About » Page', html_entity_decode( (string) $this->render_request( array( 'page_id' => $about ) )['title'] ) );
		$this->assertSame( array( 'index', 'nofollow', 'nosnippet' ), get_post_meta( $post, 'rank_math_robots', true ) );
	}

	/**
	 * Rank Math's templates of a custom post type, its archive, a taxonomy and the search page
	 * become Lodestar's templates per content type: the product, its category archive and the
	 * product archive print Rank Math's title and description; a taxonomy's custom noindex joins
	 * the noindex list; the global templates stay.
	 */
	public function test_front_end_head_of_custom_types_says_what_rank_math_meant(): void {
		$shop = $this->register_shop_types();
		try {
			update_option(
				'rank-math-options-titles',
				array(
					'title_separator'                => '|',
					'pt_post_title'                  => '%title% %sep% %sitename%',
					'pt_product_title'               => '%title% %sep% %pt_single% %sep% %sitename%',
					'pt_product_description'         => 'Buy the %title%: %excerpt%',
					'pt_product_archive_title'       => '%pt_plural% archive %sep% %sitename%',
					'pt_product_archive_description' => 'Every %pt_single% we sell',
					'tax_product_cat_title'          => '%term% range %sep% %sitename%',
					'tax_product_cat_description'    => '%term%: %term_description%',
					'tax_product_cat_custom_robots'  => 'on',
					'tax_product_cat_robots'         => array( 'noindex' ),
					'search_title'                   => 'Looking for %search_query% %sep% %sitename%',
				)
			);
			$this->act_as( 'administrator' );
			$result = $this->run_migration();

			$heads = $this->shop_heads( $shop );
			$this->assertSame( 'Anvil | Product | Acme', html_entity_decode( (string) $heads['product']['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Buy the Anvil: A heavy block." />', $heads['product']['head'] );
			$this->assertSame( 'Forged range | Acme', html_entity_decode( (string) $heads['term']['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Forged: Hot work." />', $heads['term']['head'] );
			$this->assertStringContainsString( 'noindex', (string) $this->robots_of( $heads['term']['head'] ) );
			$this->assertSame( 'Products archive | Acme', html_entity_decode( (string) $heads['archive']['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Every Product we sell" />', $heads['archive']['head'] );

			$settings = \Lodestar\Plugin::instance()->settings();
			$this->assertSame( 'Looking for %search_query% %separator% %site_name%', $settings->get( 'content_types' )['archive:search']['title'] );
			$this->assertSame( '%title% %separator% %site_name%', $settings->get( 'page_title' ) );
			$this->assertArrayNotHasKey( 'post_type:post', $settings->get( 'content_types' ) );
			foreach ( $result['not_migrated'] as $entry ) {
				$this->assertDoesNotMatchRegularExpression( '/product|search_title/', $entry['field'], wp_json_encode( $entry ) );
			}
		} finally {
			$this->unregister_shop_types();
		}
	}

	/**
	 * Every Rank Math variable becomes a Lodestar variable or a report entry; arguments too.
	 */
	public function test_every_rank_math_variable_translates_or_is_reported(): void {
		$source = new RankMath( new MigrationSourceData() );
		$table  = $source->variables();
		$this->assertCount( 52, $table );
		foreach ( $table as $name => $target ) {
			$translated = Translator::translate( 'A %' . $name . '% B', $source );
			if ( null === $target ) {
				$this->assertSame( array( '%' . $name . '%' ), $translated['unsupported'], $name );
				$this->assertSame( 'A B', $translated['template'], $name );
			} else {
				$this->assertSame( array(), $translated['unsupported'], $name );
				$this->assertSame( 'A %' . $target . '% B', $translated['template'], $name );
				$this->assertContains( $target, TemplateVariables::KNOWN, $name );
			}
		}
		$this->assertSame(
			array(
				'template'    => '%category% 100% %title%',
				'unsupported' => array( '%categories(limit=3&separator= | )%' ),
			),
			Translator::translate( '%categories(limit=3&separator= | )% 100% %title%', $source )
		);
	}
}
