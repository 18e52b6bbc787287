<?php
/**
 * Migration from Yoast SEO: the front-end head after a run, variables, robots, resume, undo.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Runner;
use Lodestar\Migration\Sources\Yoast;
use Lodestar\Migration\Translator;
use Lodestar\Migration\UndoLog;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way Yoast stores them: `_yoast_wpseo_*` post meta through
 * update_post_meta(), terms in the `wpseo_taxonomy_meta` option, settings in `wpseo_titles`,
 * `wpseo_social` and `wpseo`.
 */
class MigrationYoastTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'wordpress-seo';

	/**
	 * Fixture ids.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * No migration state, an empty site, known site name and tagline.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_taxonomy_meta' );
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * Yoast's twitter:creator of a post is its author's X handle (the `twitter` contact method,
	 * which Lodestar reads too), else the site's `twitter_site`: after a run each post prints the
	 * same; article:author (the author's `facebook` contact method) stays as it was.
	 */
	public function test_twitter_creator_falls_back_to_the_site_handle(): void {
		$own   = $this->create_user( 'author' );
		$plain = $this->create_user( 'author' );
		update_user_meta( $own, 'twitter', 'own_handle' );
		update_user_meta( $own, 'facebook', 'https://www.facebook.com/own.profile' );
		update_option( 'wpseo_social', array( 'twitter_site' => 'acme' ) );
		$by_own   = $this->publish_post( array( 'post_author' => $own ) );
		$by_plain = $this->publish_post( array( 'post_author' => $plain ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		$head = $this->render_request( array( 'p' => $by_own ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@own_handle" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/own.profile" />', $head );
		$head = $this->render_request( array( 'p' => $by_plain ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@acme" />', $head );
		$this->assertStringNotContainsString( 'article:author', $head );
	}

	/**
	 * A site holding Yoast data: three posts, a page, a category, the options.
	 */
	private function seed(): void {
		$cat                   = wp_insert_term( 'Hammers', 'category', array( 'description' => 'All hammers.' ) );
		$this->ids['category'] = (int) $cat['term_id'];
		$image                 = 'https://cdn.example.org/hammer.jpg';

		$this->ids['post'] = $this->publish_post(
			array(
				'post_title'    => 'Claw hammer',
				'post_excerpt'  => 'A hammer with a claw.',
				'post_category' => array( $this->ids['category'] ),
			)
		);
		foreach (
			array(
				'title'                 => '%%title%% %%sep%% %%primary_category%% %%sep%% %%sitename%%',
				'metadesc'              => 'Buy the %%title%% in %%category%%. %%cf_price%% only.',
				'focuskw'               => 'claw hammer',
				'focuskeywords'         => '[{"keyword":"framing hammer","score":0},{"keyword":"nail puller","score":0}]',
				'meta-robots-noindex'   => '0',
				'meta-robots-nofollow'  => '1',
				'meta-robots-adv'       => 'noarchive,nosnippet',
				'canonical'             => 'https://acme.example/hammers/claw',
				'bctitle'               => 'Claw',
				'opengraph-title'       => 'Social %%title%%',
				'opengraph-description' => 'Shared description',
				'opengraph-image'       => $image,
				'opengraph-image-id'    => '0',
				'twitter-title'         => 'X %%title%%',
				'primary_category'      => (string) $this->ids['category'],
			) as $key => $value
		) {
			update_post_meta( $this->ids['post'], '_yoast_wpseo_' . $key, $value );
		}

		$this->ids['hidden'] = $this->publish_post( array( 'post_title' => 'Hidden' ) );
		update_post_meta( $this->ids['hidden'], '_yoast_wpseo_meta-robots-noindex', '1' );

		$this->ids['forced'] = $this->publish_post( array( 'post_title' => 'Forced' ) );
		update_post_meta( $this->ids['forced'], '_yoast_wpseo_meta-robots-noindex', '2' );

		$this->ids['page'] = $this->publish_post(
			array(
				'post_title' => 'About',
				'post_type'  => 'page',
			)
		);
		update_post_meta( $this->ids['page'], '_yoast_wpseo_metadesc', 'About %%sitename%%' );

		update_option(
			'wpseo_taxonomy_meta',
			array(
				'category' => array(
					$this->ids['category'] => array(
						'wpseo_title'    => '%%term_title%% archive %%sep%% %%sitename%%',
						'wpseo_desc'     => '%%term_description%%',
						'wpseo_noindex'  => 'noindex',
						'wpseo_focuskw'  => 'hammers',
						'wpseo_bctitle'  => 'Hammers!',
					),
				),
			)
		);
		update_option(
			'wpseo_titles',
			array(
				'separator'                  => 'sc-pipe',
				'title-home-wpseo'           => '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
				'metadesc-home-wpseo'        => 'Home of %%sitename%%',
				'title-post'                 => '%%title%% %%sep%% %%sitename%%',
				'metadesc-post'              => '%%excerpt%%',
				'title-page'                 => '%%title%% %%sep%% %%pt_single%%',
				'noindex-post'               => false,
				'noindex-tax-post_tag'       => true,
				'noindex-author-wpseo'       => true,
				'disable-author'             => false,
				'disable-date'               => true,
				'company_or_person'          => 'company',
				'company_name'               => 'Acme Inc.',
				'open_graph_frontpage_title' => 'Acme home',
				'breadcrumbs-enable'         => true,
			)
		);
		update_option(
			'wpseo_social',
			array(
				'facebook_site'     => 'https://www.facebook.com/acme',
				'twitter_site'      => 'acme',
				'instagram_url'     => 'https://www.instagram.com/acme',
				'mastodon_url'      => 'https://mastodon.social/@acme',
				'other_social_urls' => array( 'https://github.com/acme', 'https://example.net/acme' ),
				'og_default_image'  => 'https://cdn.example.org/default.png',
				'opengraph'         => true,
				'twitter'           => true,
				'twitter_card_type' => 'summary',
			)
		);
		update_option( 'wpseo', array( 'googleverify' => 'abc123' ) );
	}

	/**
	 * Only `wpseo_titles` noindex keys naming the author or date archives, a registered post
	 * type, its archive or a registered taxonomy enter the `no_index` list; the others (Yoast's
	 * authors-without-posts switch, types this site no longer registers) are reported as not
	 * migrated.
	 */
	public function test_noindex_list_holds_only_archives_post_types_and_taxonomies(): void {
		update_option(
			'wpseo_titles',
			array(
				'noindex-post'                 => false,
				'noindex-page'                 => true,
				'noindex-tax-post_tag'         => true,
				'noindex-tax-gone_tax'         => true,
				'noindex-ptarchive-gone_type'  => true,
				'noindex-gone_type'            => true,
				'noindex-author-wpseo'         => true,
				'noindex-author-noposts-wpseo' => true,
				'noindex-archive-wpseo'        => true,
				'noindex-subpages-wpseo'       => true,
			)
		);
		$this->act_as( 'administrator' );

		$result = $this->run_migration();

		$this->assertSame( array( 'page', 'post_tag', 'author', 'date' ), \Lodestar\Plugin::instance()->settings()->get( 'no_index' ) );
		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			if ( str_starts_with( (string) $entry['field'], 'noindex-' ) ) {
				$reported[] = $entry['field'];
			}
		}
		sort( $reported );
		$this->assertSame( array( 'noindex-author-noposts-wpseo', 'noindex-gone_type', 'noindex-ptarchive-gone_type', 'noindex-subpages-wpseo', 'noindex-tax-gone_tax' ), $reported );
	}

	/**
	 * Yoast is offered once its data exists, though the plugin is not active.
	 */
	public function test_offered_when_its_data_exists_even_inactive(): void {
		$this->act_as( 'administrator' );
		$body = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertArrayNotHasKey( self::SLUG, $body['plugins'] );
		$this->seed();
		$body = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame(
			array(
				'name'   => 'Yoast SEO',
				'active' => false,
			),
			$body['plugins'][ self::SLUG ]
		);
		$this->assertSame( array(), $body['completed'] );
		$this->assertFalse( $body['migration_ever_completed'] );
		$this->assertNull( $body['undo'] );
	}

	/**
	 * A full run through REST: the head of the post, term and home says what Yoast printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_yoast_meant(): void {
		$this->seed();
		$this->act_as( 'administrator' );
		$result = $this->run_migration();

		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( array( $this->ids['category'] ), $result['state']['terms']['category']['completed'] );
		$this->assertSame( 4, count( $result['state']['posts']['post']['completed'] ) + count( $result['state']['posts']['page']['completed'] ) );

		// The post: Yoast's title with its variables, robots tri-state, canonical, social.
		$post = $this->render_request( array( 'p' => $this->ids['post'] ) );
		$this->assertSame( 'Claw hammer | Hammers | Acme', html_entity_decode( (string) $post['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Buy the Claw hammer in Hammers. only." />', $post['head'] );
		$this->assertSame( 'nofollow, noarchive, max-image-preview:large, max-snippet:-1, max-video-preview:-1', $this->robots_of( $post['head'] ) );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/hammers/claw" />', $post['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Social Claw hammer" />', $post['head'] );
		$this->assertStringContainsString( '<meta property="og:description" content="Shared description" />', $post['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/hammer.jpg" />', $post['head'] );
		$this->assertStringContainsString( '<meta name="twitter:title" content="X Claw hammer" />', $post['head'] );
		// The primary keyphrase is the focus keyword; Premium's related keyphrases follow it,
		// in order, in their own list (REST-visible for the editor).
		$this->assertSame( 'claw hammer', get_post_meta( $this->ids['post'], '_lodestar_focus_keyword', true ) );
		$this->assertSame( array( 'framing hammer', 'nail puller' ), get_post_meta( $this->ids['post'], '_lodestar_secondary_keywords', true ) );
		$rest = $this->json_data( $this->call( 'GET', '/wp/v2/posts/' . $this->ids['post'] ) );
		$this->assertSame( array( 'framing hammer', 'nail puller' ), $rest['meta']['_lodestar_secondary_keywords'] );
		$this->assertSame( 'hammers', get_term_meta( $this->ids['category'], '_lodestar_focus_keyword', true ) );
		$this->assertSame( array(), get_term_meta( $this->ids['category'], '_lodestar_secondary_keywords', true ) );
		$this->assertSame( array(), $this->json_data( $this->call( 'GET', '/wp/v2/categories/' . $this->ids['category'] ) )['meta']['_lodestar_secondary_keywords'] );
		$this->assertSame( self::SLUG, get_post_meta( $this->ids['post'], Runner::MARKER, true ) );

		// Yoast '1' = noindex; '2' = force index even where the site noindexes the type.
		$this->assertStringContainsString( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $this->ids['hidden'] ) )['head'] ) );
		$this->assertSame( 'no', get_post_meta( $this->ids['forced'], '_lodestar_post_no_index', true ) );
		// Yoast '0' (the type's default) stays "follow the site": no explicit value.
		$this->assertSame( '', get_post_meta( $this->ids['post'], '_lodestar_post_no_index', true ) );

		// The term, from wpseo_taxonomy_meta.
		$term = $this->render_request( array( 'cat' => $this->ids['category'] ) );
		$this->assertSame( 'Hammers archive | Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="All hammers." />', $term['head'] );
		$this->assertStringContainsString( 'noindex', (string) $this->robots_of( $term['head'] ) );

		// Home and global settings.
		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme | Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Home of Acme" />', $home['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Acme home" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '|', $settings->get( 'separator' ) );
		$this->assertSame( '%title% %separator% %site_name%', $settings->get( 'page_title' ) );
		$this->assertSame( array( 'post_tag', 'author' ), $settings->get( 'no_index' ) );
		$this->assertTrue( $settings->get( 'author_archive' ) );
		$this->assertFalse( $settings->get( 'date_archive' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'https://www.instagram.com/acme', $settings->get( 'instagram_account' ) );
		$this->assertSame(
			array(
				'mastodon' => 'https://mastodon.social/@acme',
				'github'   => 'https://github.com/acme',
			),
			$settings->get( 'social_profiles' )
		);
		$this->assertSame( 'https://cdn.example.org/default.png', $settings->get( 'fallback_image' ) );
		$this->assertSame( 'summary', $settings->get( 'twitter_card_type' ) );

		// Nothing of Yoast's data changed.
		$this->assertSame( '1', get_post_meta( $this->ids['post'], '_yoast_wpseo_meta-robots-nofollow', true ) );
		$this->assertSame( 'noindex', get_option( 'wpseo_taxonomy_meta' )['category'][ $this->ids['category'] ]['wpseo_noindex'] );

		// What could not be migrated was reported, with the object it came from.
		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		// Per-type templates migrate now: nothing says they were left behind.
		$this->assertNotContains( 'global:0:title-page:%%title%% %%sep%% %%pt_single%%', $reported );
		$this->assertSame( 'About | Page', html_entity_decode( (string) $this->render_request( array( 'page_id' => $this->ids['page'] ) )['title'] ) );
		foreach (
			array(
				'post:' . $this->ids['post'] . ':page_description:%%cf_price%%',
				'post:' . $this->ids['post'] . ':meta-robots-adv:nosnippet',
				'post:' . $this->ids['post'] . ':breadcrumb_title:Claw',
				'term:' . $this->ids['category'] . ':breadcrumb_title:Hammers!',
				'global:0:company_name:Acme Inc.',
				'global:0:googleverify:abc123',
				'global:0:other_social_urls:https://example.net/acme',
				'global:0:breadcrumbs-enable:1',
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
	}

	/**
	 * Yoast's templates of a custom post type, its archive and a taxonomy become Lodestar's
	 * templates per content type: a product, its category archive and the product archive print
	 * Yoast's title and description; the archive's noindex becomes `pta:product`; the global
	 * templates stay as they were.
	 */
	public function test_front_end_head_of_custom_types_says_what_yoast_meant(): void {
		$this->seed();
		$shop = $this->register_shop_types();
		try {
			update_option(
				'wpseo_titles',
				array_merge(
					get_option( 'wpseo_titles' ),
					array(
						'title-product'              => '%%title%% %%sep%% %%pt_single%% %%sep%% %%sitename%%',
						'metadesc-product'           => 'Buy the %%title%%: %%excerpt%%',
						'title-tax-product_cat'      => '%%term_title%% range %%sep%% %%sitename%%',
						'metadesc-tax-product_cat'   => '%%term_title%%: %%term_description%%',
						'title-ptarchive-product'    => '%%pt_plural%% archive %%sep%% %%sitename%%',
						'metadesc-ptarchive-product' => 'Every %%pt_single%% we sell',
						'noindex-ptarchive-product'  => true,
						'title-search-wpseo'         => 'Looking for %%searchphrase%% %%sep%% %%sitename%%',
					)
				)
			);
			$this->act_as( 'administrator' );
			$result = $this->run_migration();

			$heads = $this->shop_heads( $shop );
			$this->assertSame( 'Anvil | Product | Acme', html_entity_decode( (string) $heads['product']['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Buy the Anvil: A heavy block." />', $heads['product']['head'] );
			$this->assertSame( 'Forged range | Acme', html_entity_decode( (string) $heads['term']['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Forged: Hot work." />', $heads['term']['head'] );
			$this->assertSame( 'Products archive | Acme', html_entity_decode( (string) $heads['archive']['title'] ) );
			$this->assertStringContainsString( '<meta name="description" content="Every Product we sell" />', $heads['archive']['head'] );
			$this->assertStringContainsString( 'noindex', (string) $this->robots_of( $heads['archive']['head'] ) );
			$this->assertStringNotContainsString( 'noindex', (string) $this->robots_of( $heads['product']['head'] ) );

			$settings = \Lodestar\Plugin::instance()->settings();
			$this->assertSame(
				array(
					'title'       => 'Looking for %search_query% %separator% %site_name%',
					'description' => '',
					'schema'      => '',
				),
				$settings->get( 'content_types' )['archive:search']
			);
			$this->assertSame( '%title% %separator% %site_name%', $settings->get( 'page_title' ) );
			$this->assertSame( '%excerpt%', $settings->get( 'page_description' ) );
			$this->assertContains( 'pta:product', $settings->get( 'no_index' ) );
			// Nothing of these templates or robots is reported as left behind.
			foreach ( $result['not_migrated'] as $entry ) {
				$this->assertDoesNotMatchRegularExpression( '/product|search-wpseo/', $entry['field'], wp_json_encode( $entry ) );
			}
		} finally {
			$this->unregister_shop_types();
		}
	}

	/**
	 * The Yoast variables that have Lodestar equivalents now print what Yoast printed: the
	 * category hierarchy, the post type label, the id, the author's names and biography, the
	 * publish date parts, the parent's title, the excerpt alone; nothing of them is reported.
	 */
	public function test_yoast_variables_with_new_equivalents_print_in_the_head(): void {
		$this->seed();
		$author = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'          => $author,
				'first_name'  => 'Grace',
				'last_name'   => 'Hopper',
				'description' => 'Builds <em>benches</em>.',
			)
		);
		$tools = (int) wp_insert_term( 'Tools', 'category' )['term_id'];
		$saws  = (int) wp_insert_term( 'Saws', 'category', array( 'parent' => $tools ) )['term_id'];
		$post  = $this->publish_post(
			array(
				'post_title'    => 'Tenon saw',
				'post_excerpt'  => 'Fine teeth.',
				'post_author'   => $author,
				'post_date'     => '2024-03-05 10:00:00',
				'post_category' => array( $saws ),
			)
		);
		update_post_meta( $post, '_yoast_wpseo_title', '%%term_hierarchy%% %%sep%% %%title%% %%sep%% %%pt_single%% %%id%%' );
		update_post_meta( $post, '_yoast_wpseo_metadesc', '%%excerpt_only%% By %%author_first_name%% %%author_last_name%%, %%post_day%% %%post_month%% %%post_year%%: %%user_description%% %%focuskw%%' );
		update_post_meta( $post, '_yoast_wpseo_focuskw', 'tenon saw' );
		$parent = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Workshop',
			)
		);
		$child  = $this->publish_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Benches',
				'post_parent' => $parent,
			)
		);
		update_post_meta( $child, '_yoast_wpseo_title', '%%title%% %%sep%% %%parent_title%% %%sep%% %%pt_plural%%' );

		$this->act_as( 'administrator' );
		$result = $this->run_migration();
		$this->assertSame( '%term_hierarchy% %separator% %title% %separator% %post_type_singular% %post_id%', get_post_meta( $post, '_lodestar_page_title', true ) );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'Tools | Saws | Tenon saw | Post ' . $post, html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Fine teeth. By Grace Hopper, 05 March 2024: Builds benches. tenon saw" />', $head['head'] );
		$this->assertSame( 'Benches | Workshop | Pages', html_entity_decode( (string) $this->render_request( array( 'page_id' => $child ) )['title'] ) );

		$reported = array_filter(
			$result['not_migrated'],
			static fn( array $entry ): bool => in_array( $entry['id'], array( $post, $child ), true )
		);
		$this->assertSame( array(), array_values( $reported ) );
	}

	/**
	 * Every Yoast variable becomes a Lodestar variable or a report entry.
	 */
	public function test_every_yoast_variable_translates_or_is_reported(): void {
		$source = new Yoast( new MigrationSourceData() );
		$table  = $source->variables();
		$this->assertCount( 51, $table );
		foreach ( array_keys( $table ) as $name ) {
			$variable   = '%%' . ( str_ends_with( $name, '*' ) ? substr( $name, 0, -1 ) . 'key' : $name ) . '%%';
			$translated = Translator::translate( 'A ' . $variable . ' B', $source );
			if ( null === Translator::lookup( rtrim( $name, '*' ) . ( str_ends_with( $name, '*' ) ? 'key' : '' ), $table ) ) {
				$this->assertSame( array( $variable ), $translated['unsupported'], $name );
				$this->assertSame( 'A B', $translated['template'], $name );
			} else {
				$this->assertSame( array(), $translated['unsupported'], $name );
				$this->assertMatchesRegularExpression( '/^A %([a-z_]+)% B$/', $translated['template'], $name );
				preg_match( '/%([a-z_]+)%/', $translated['template'], $m );
				$this->assertContains( $m[1], TemplateVariables::KNOWN, $name );
			}
		}
		// The family prefixes: the longest wins; text and percent signs are never rewritten.
		$this->assertSame( array( '%%ct_desc_genre%%' ), Translator::translate( '%%ct_desc_genre%%', $source )['unsupported'] );
		$this->assertSame( '100% %title% %%', Translator::translate( '100% %%title%% %%', $source )['template'] );
		$this->assertSame( '%separator%%site_name%', Translator::translate( '%%sep%%%%sitename%%', $source )['template'] );
	}

	/**
	 * An object with Lodestar values is left alone unless overwrite is chosen.
	 */
	public function test_objects_holding_lodestar_values_are_skipped_unless_overwrite(): void {
		$this->seed();
		update_post_meta( $this->ids['post'], '_lodestar_page_title', 'Mine' );
		$this->act_as( 'administrator' );
		$body = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $this->ids['post'] ) ) );
		$this->assertTrue( $body['skipped'] );
		$this->assertSame( array(), $body['migrated'] );
		$this->assertSame( 'Mine', get_post_meta( $this->ids['post'], '_lodestar_page_title', true ) );
		$this->assertSame( '', get_post_meta( $this->ids['post'], Runner::MARKER, true ) );

		$body = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $this->ids['post'], true ) ) );
		$this->assertFalse( $body['skipped'] );
		$this->assertContains( 'page_title', $body['migrated'] );
		$this->assertSame( '%title% %separator% %primary_category% %separator% %site_name%', get_post_meta( $this->ids['post'], '_lodestar_page_title', true ) );
	}

	/**
	 * A template per content type Lodestar already holds is kept (and reported) unless the user
	 * chooses to overwrite; the entry's other values (schema, an empty description) are kept or
	 * filled; entries of other content types stay untouched.
	 */
	public function test_templates_per_content_type_lodestar_holds_are_kept_unless_overwrite(): void {
		$this->seed();
		$mine = array(
			'post_type:page' => array(
				'title'       => 'Mine %title%',
				'description' => '',
				'schema'      => 'WebPage',
			),
			'archive:date'   => array(
				'title'       => 'Dates',
				'description' => '',
				'schema'      => '',
			),
		);
		$this->assertTrue( \Lodestar\Plugin::instance()->settings()->save( array( 'content_types' => $mine ) ) );
		update_option( 'wpseo_titles', array_merge( get_option( 'wpseo_titles' ), array( 'metadesc-page' => 'Page of %%sitename%%' ) ) );
		$this->act_as( 'administrator' );

		$body = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => self::SLUG, 'cleanup' => false, 'overwrite' => false ) ) );
		$types = \Lodestar\Plugin::instance()->settings()->get( 'content_types' );
		$this->assertSame(
			array(
				'title'       => 'Mine %title%',
				'description' => 'Page of %site_name%',
				'schema'      => 'WebPage',
			),
			$types['post_type:page']
		);
		$this->assertSame( $mine['archive:date'], $types['archive:date'] );
		$kept = array_values( array_filter( $body['not_migrated'], static fn( array $entry ): bool => 'content_types.post_type:page.title' === $entry['field'] ) );
		$this->assertCount( 1, $kept );
		$this->assertSame( '%title% %separator% %post_type_singular%', $kept[0]['value'] );

		$this->json_data( $this->call( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => self::SLUG, 'cleanup' => false, 'overwrite' => true ) ) );
		$types = \Lodestar\Plugin::instance()->settings()->get( 'content_types' );
		$this->assertSame( '%title% %separator% %post_type_singular%', $types['post_type:page']['title'] );
		$this->assertSame( 'WebPage', $types['post_type:page']['schema'] );
		$this->assertSame( $mine['archive:date'], $types['archive:date'] );
	}

	/**
	 * The secondary keywords are a registered list: REST writes are sanitized (trimmed, one line,
	 * repeats and empties dropped) and need the right to edit the post.
	 */
	public function test_secondary_keywords_are_a_registered_sanitized_list(): void {
		$post = $this->publish_post( array( 'post_title' => 'Mallet' ) );
		$this->act_as( 'administrator' );
		$response = $this->call( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_secondary_keywords' => array( ' wooden mallet ', 'Wooden Mallet', '', "two\nlines" ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'wooden mallet', 'two lines' ), get_post_meta( $post, '_lodestar_secondary_keywords', true ) );
		// Not a list of strings, or more than 100 keywords: refused, nothing changed.
		$this->assertSame( 400, $this->call( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_secondary_keywords' => array( array( 'nested' ) ) ) ) )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_secondary_keywords' => array_map( 'strval', range( 1, 101 ) ) ) ) )->get_status() );

		$this->act_as( 'contributor' );
		$this->assertContains( $this->call( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_secondary_keywords' => array( 'x' ) ) ) )->get_status(), array( 401, 403 ) );
		$this->assertSame( array( 'wooden mallet', 'two lines' ), get_post_meta( $post, '_lodestar_secondary_keywords', true ) );
	}

	/**
	 * Running an item twice gives the same response and the same data.
	 */
	public function test_each_item_is_idempotent(): void {
		$this->seed();
		$this->act_as( 'administrator' );
		$first  = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $this->ids['post'] ) ) );
		$dump   = $this->dump();
		$second = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $this->ids['post'] ) ) );
		$this->assertSame( $first, $second );
		$this->assertSame( $dump, $this->dump() );
		$this->assertSame( array( $this->ids['post'] ), $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/migrated-data' ) )['posts']['post']['completed'] );

		$global = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => self::SLUG ) ) );
		$dump   = $this->dump();
		$again  = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => self::SLUG ) ) );
		$this->assertSame( $dump, $this->dump() );
		$this->assertSame( $global['not_migrated'], $again['not_migrated'] );
	}

	/**
	 * Undo puts back the settings and every touched meta as stored before.
	 */
	public function test_undo_restores_settings_and_meta_byte_for_byte(): void {
		$this->seed();
		update_option( Definitions::OPTION, array( 'separator' => '~', 'no_index' => array( 'attachment' ) ), true );
		update_post_meta( $this->ids['page'], '_lodestar_page_title', "Kept \\ back\\slash 'q'" );
		update_post_meta( $this->ids['hidden'], '_lodestar_canonical_url', 'https://old.example/hidden' );
		$before = $this->dump();
		$this->act_as( 'administrator' );
		$this->run_migration( true );
		$this->assertNotSame( $before, $this->dump() );
		$plugins = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame( self::SLUG, $plugins['undo']['plugin_slug'] );
		$this->assertSame( array( self::SLUG ), $plugins['completed'] );

		$body = $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/undo', array() ) );
		$this->assertTrue( $body['success'] );
		$this->assertSame( 6, $body['restored'] );
		$this->assertSame( $before, $this->dump() );
		$this->assertNull( $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) )['undo'] );
		$this->assertSame( 0, $this->json_data( $this->call( 'POST', '/lodestar/v1/migration/undo', array() ) )['restored'] );

		// A migration after the undo starts clean: the same result as the first.
		$this->run_migration( true );
		$this->assertSame( 'Claw hammer | Hammers | Acme', html_entity_decode( (string) $this->render_request( array( 'p' => $this->ids['post'] ) )['title'] ) );
	}

	/**
	 * Twenty deaths at random writes, each followed by a resume: the result equals an uninterrupted run.
	 */
	public function test_interrupted_at_twenty_random_points_resumes_without_loss_or_doubles(): void {
		$this->seed();
		for ( $i = 0; $i < 6; $i++ ) {
			$id = $this->publish_post( array( 'post_title' => 'Extra ' . $i ) );
			update_post_meta( $id, '_yoast_wpseo_title', '%%title%% ' . $i . ' %%sep%% %%sitename%%' );
			update_post_meta( $id, '_yoast_wpseo_metadesc', 'Desc ' . $i );
		}
		$this->act_as( 'administrator' );
		$before = $this->dump();

		// The reference: an uninterrupted run.
		$this->run_migration();
		$expected = $this->dump();
		$this->call( 'POST', '/lodestar/v1/migration/undo', array() );
		$this->assertSame( $before, $this->dump() );

		// Each write (meta, option) is a point where the request may die.
		$writes = 0;
		$count  = static function () use ( &$writes ) {
			++$writes;
		};
		add_action( 'updated_option', $count );
		add_action( 'added_option', $count );
		add_action( 'added_post_meta', $count );
		add_action( 'updated_post_meta', $count );
		$this->run_migration();
		remove_action( 'updated_option', $count );
		remove_action( 'added_option', $count );
		remove_action( 'added_post_meta', $count );
		remove_action( 'updated_post_meta', $count );
		$this->call( 'POST', '/lodestar/v1/migration/undo', array() );
		$this->assertGreaterThan( 40, $writes );

		// Each attempt dies at a random write counted from its own start (an offset small enough
		// that twenty deaths fall across the whole run, between items and inside them).
		mt_srand( 17 );
		$span  = max( 2, intdiv( $writes, 25 ) );
		$seen  = 0;
		$point = mt_rand( 1, $span );
		$left  = 20;
		$kill  = static function () use ( &$seen, &$point, &$left, $span ) {
			++$seen;
			if ( $left > 0 && $seen === $point ) {
				--$left;
				$seen  = 0;
				$point = mt_rand( 1, $span );
				throw new \RuntimeException( 'killed' );
			}
		};
		foreach ( array( 'updated_option', 'added_option', 'added_post_meta', 'updated_post_meta' ) as $hook ) {
			add_action( $hook, $kill );
		}
		$kills  = 0;
		$done   = false;
		$result = array();
		while ( ! $done ) {
			try {
				$result = $this->run_migration( false, true );
				$done   = true;
			} catch ( \RuntimeException $e ) {
				++$kills;
				$this->assertSame( 'killed', $e->getMessage() );
			}
		}
		foreach ( array( 'updated_option', 'added_option', 'added_post_meta', 'updated_post_meta' ) as $hook ) {
			remove_action( $hook, $kill );
		}
		$this->assertSame( 20, $kills );
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( 0, $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/migrated-data' ) )['progress'] );
		$this->assertSame( $expected, $this->dump() );

		// And the undo log of the interrupted run still knows the state before it.
		$this->call( 'POST', '/lodestar/v1/migration/undo', array() );
		$this->assertSame( $before, $this->dump() );
	}

	/**
	 * The dry run writes nothing and reports current and new values, paged and as CSV.
	 */
	public function test_preview_writes_nothing_and_reports_current_and_new(): void {
		$this->seed();
		update_post_meta( $this->ids['hidden'], '_lodestar_page_title', 'Mine' );
		$this->act_as( 'administrator' );
		$before = $this->dump();
		$body   = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=100' ) );
		$this->assertSame( $before, $this->dump() );
		$this->assertFalse( get_option( UndoLog::OPTION ) );
		$this->assertSame( 6, $body['total'] );
		$this->assertSame( 1, $body['total_pages'] );
		$rows = array();
		foreach ( $body['items'] as $item ) {
			$rows[ $item['object'] . ':' . $item['id'] . ':' . $item['field'] ] = $item;
		}
		$this->assertSame( '%title% %separator% %primary_category% %separator% %site_name%', $rows[ 'post:' . $this->ids['post'] . ':page_title' ]['new'] );
		$this->assertSame( '', $rows[ 'post:' . $this->ids['post'] . ':page_title' ]['current'] );
		$this->assertSame( '|', $rows['global:0:separator']['new'] );
		$this->assertSame( '-', $rows['global:0:separator']['current'] );
		$this->assertArrayHasKey( 'post:' . $this->ids['hidden'] . ':*', $rows );
		$this->assertArrayNotHasKey( 'post:' . $this->ids['hidden'] . ':post_no_index', $rows );
		// A template per content type: one row for it, not the whole content_types map.
		$this->assertSame( '', $rows['global:0:content_types.post_type:page.title']['current'] );
		$this->assertSame( '%title% %separator% %post_type_singular%', $rows['global:0:content_types.post_type:page.title']['new'] );
		$this->assertArrayNotHasKey( 'global:0:content_types', $rows );
		$this->assertArrayNotHasKey( 'global:0:content_types.post_type:page.schema', $rows );
		$this->assertSame( array( 'framing hammer', 'nail puller' ), json_decode( $rows[ 'post:' . $this->ids['post'] . ':secondary_keywords' ]['new'], true ) );

		$paged = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=2&page=3' ) );
		$this->assertSame( 3, $paged['total_pages'] );

		$csv = $this->call( 'GET', '/lodestar/v1/migration/preview.csv?plugin_slug=' . self::SLUG );
		$this->assertSame( 200, $csv->get_status() );
		$this->assertSame( 'text/csv; charset=utf-8', $csv->get_headers()['Content-Type'] );
		$lines = explode( "\r\n", trim( (string) $csv->get_data() ) );
		$this->assertSame( '"object","id","title","field","current","new","note"', $lines[0] );
		$this->assertCount( count( $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=100' ) )['items'] ) + 1, $lines );
		$this->assertSame( $before, $this->dump() );
	}

	/**
	 * Every route needs manage_options; bad arguments are refused.
	 */
	public function test_permissions_and_bad_arguments(): void {
		$this->seed();
		$routes = array(
			array( 'GET', '/lodestar/v1/migration/plugins', null ),
			array( 'GET', '/lodestar/v1/migration/migrated-data', null ),
			array( 'GET', '/lodestar/v1/migration/terms?plugin_slug=' . self::SLUG, null ),
			array( 'GET', '/lodestar/v1/migration/posts?plugin_slug=' . self::SLUG, null ),
			array( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => self::SLUG ) ),
			array( 'POST', '/lodestar/v1/migration/terms', $this->item( 'term_ids', $this->ids['category'] ) ),
			array( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $this->ids['post'] ) ),
			array( 'POST', '/lodestar/v1/migration/completed', array( 'plugin_slug' => self::SLUG ) ),
			array( 'POST', '/lodestar/v1/migration/undo', array() ),
			array( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG, null ),
			array( 'GET', '/lodestar/v1/migration/preview.csv?plugin_slug=' . self::SLUG, null ),
			array( 'POST', '/lodestar/v1/plugins/deactivate', array( 'plugin_slug' => self::SLUG ) ),
		);
		$before = $this->dump();
		foreach ( array( '' => 401, 'subscriber' => 403, 'editor' => 403 ) as $role => $status ) {
			'' === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );
			foreach ( $routes as list( $method, $route, $body ) ) {
				$this->assertSame( $status, $this->call( $method, $route, $body )->get_status(), $role . ' ' . $method . ' ' . $route );
			}
		}
		$this->assertSame( $before, $this->dump() );
		$this->assertFalse( get_option( Runner::STATE_OPTION ) );

		$this->act_as( 'administrator' );
		foreach (
			array(
				array( 'GET', '/lodestar/v1/migration/terms?plugin_slug=nope', null ),
				array( 'GET', '/lodestar/v1/migration/posts?plugin_slug=' . self::SLUG . '&page=0', null ),
				array( 'POST', '/lodestar/v1/migration/posts', array( 'plugin_slug' => self::SLUG ) ),
				array( 'POST', '/lodestar/v1/migration/posts', array( 'plugin_slug' => self::SLUG, 'post_ids' => array( 1, 2 ) ) ),
				array( 'POST', '/lodestar/v1/migration/posts', array( 'plugin_slug' => self::SLUG, 'post_ids' => array( 'x' ) ) ),
				array( 'POST', '/lodestar/v1/migration/posts', array_merge( $this->item( 'post_ids', $this->ids['post'] ), array( 'cleanup' => true ) ) ),
				array( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => 'other' ) ),
				array( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=1000', null ),
			) as list( $method, $route, $body )
		) {
			$response = $this->call( $method, $route, $body );
			$this->assertSame( 400, $response->get_status(), $method . ' ' . $route . ' ' . wp_json_encode( $body ) );
			$this->assertContains( $this->json_data( $response )['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		}
		$missing = $this->call( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', 999999 ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'lodestar_migration_not_found', $this->json_data( $missing )['code'] );
		$inactive = $this->call( 'POST', '/lodestar/v1/plugins/deactivate', array( 'plugin_slug' => self::SLUG ) );
		$this->assertSame( 400, $inactive->get_status() );
		$this->assertSame( 'lodestar_plugin_not_active', $this->json_data( $inactive )['code'] );
	}
}
