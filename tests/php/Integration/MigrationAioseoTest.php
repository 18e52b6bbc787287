<?php
/**
 * Migration from All in One SEO: the front-end head after a run, tags, robots.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Sources\Aioseo;
use Lodestar\Migration\Translator;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are stored the way All in One SEO 4 stores them: one row per post in its table
 * `{prefix}aioseo_posts` and per term in `{prefix}aioseo_terms` (created here with the columns
 * of its schema; rows inserted with $wpdb, as its models do), the options `aioseo_options` and
 * `aioseo_options_dynamic` as JSON strings.
 */
class MigrationAioseoTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'all-in-one-seo-pack';

	/**
	 * Columns shared by both tables (after the key column).
	 */
	private const COLUMNS = 'title text, description text, keywords mediumtext, keyphrases longtext, page_analysis longtext, primary_term longtext, canonical_url text,
		og_title text, og_description text, og_object_type varchar(64) DEFAULT \'default\', og_image_type varchar(64) DEFAULT \'default\', og_image_custom_url text, og_image_custom_fields text,
		og_image_url text, og_image_width varchar(64), og_image_height varchar(64), og_video varchar(255), og_custom_url text, og_article_section text, og_article_tags text,
		twitter_use_og tinyint(1) DEFAULT 1, twitter_card varchar(64) DEFAULT \'default\', twitter_image_type varchar(64) DEFAULT \'default\', twitter_image_custom_url text,
		twitter_image_custom_fields text, twitter_image_url text, twitter_title text, twitter_description text,
		robots_default tinyint(1) NOT NULL DEFAULT 1, robots_noindex tinyint(1) NOT NULL DEFAULT 0, robots_noarchive tinyint(1) NOT NULL DEFAULT 0,
		robots_nosnippet tinyint(1) NOT NULL DEFAULT 0, robots_nofollow tinyint(1) NOT NULL DEFAULT 0, robots_noimageindex tinyint(1) NOT NULL DEFAULT 0,
		robots_noodp tinyint(1) NOT NULL DEFAULT 0, robots_notranslate tinyint(1) NOT NULL DEFAULT 0, robots_max_snippet int(11) DEFAULT -1,
		robots_max_videopreview int(11) DEFAULT -1, robots_max_imagepreview varchar(20) DEFAULT \'large\', schema_type varchar(20) DEFAULT \'default\',
		schema_type_options longtext, `schema` longtext, pillar_content tinyint(1), seo_score int(11) NOT NULL DEFAULT 0, priority float, frequency tinytext,
		images longtext, videos longtext, local_seo longtext, breadcrumb_settings longtext, limit_modified_date tinyint(1) NOT NULL DEFAULT 0, options longtext, ai longtext,
		created datetime NOT NULL, updated datetime NOT NULL';

	/**
	 * Creates the plugin's tables (before any test's transaction: CREATE TABLE commits).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::create_tables();
	}

	/**
	 * Creates (anew) the plugin's tables `aioseo_posts` and `aioseo_terms` with its columns.
	 */
	public static function create_tables(): void {
		global $wpdb;
		foreach ( array( 'aioseo_posts' => 'post_id', 'aioseo_terms' => 'term_id' ) as $table => $key ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}$table" ); // phpcs:ignore
			$wpdb->query( "CREATE TABLE {$wpdb->prefix}$table ( id bigint(20) unsigned NOT NULL AUTO_INCREMENT, $key bigint(20) unsigned NOT NULL, " . self::COLUMNS . ", PRIMARY KEY (id), KEY ndx_$key ($key) ) {$wpdb->get_charset_collate()}" ); // phpcs:ignore
		}
	}

	/**
	 * Drops the plugin's tables.
	 */
	public static function tearDownAfterClass(): void {
		self::drop_tables();
		parent::tearDownAfterClass();
	}

	/**
	 * Drops the plugin's tables.
	 */
	public static function drop_tables(): void {
		global $wpdb;
		foreach ( array( 'aioseo_posts', 'aioseo_terms' ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}$table" ); // phpcs:ignore
		}
	}

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
	 * A row as All in One SEO saves it (its defaults, then the values).
	 *
	 * @param string               $table  'aioseo_posts' or 'aioseo_terms'.
	 * @param string               $key    'post_id' or 'term_id'.
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $values Columns.
	 */
	public static function row( string $table, string $key, int $id, array $values ): void {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			$wpdb->prefix . $table,
			array_merge(
				array(
					$key      => $id,
					'created' => $now,
					'updated' => $now,
				),
				$values
			)
		);
	}

	/**
	 * A full run through REST: the head of the post, term and home says what AIOSEO printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_aioseo_meant(): void {
		$cat  = (int) wp_insert_term( 'Planes', 'category', array( 'description' => 'Hand planes.' ) )['term_id'];
		$post = $this->publish_post(
			array(
				'post_title'    => 'Block plane',
				'post_excerpt'  => 'A small plane.',
				'post_category' => array( $cat ),
			)
		);
		$this->row(
			'aioseo_posts',
			'post_id',
			$post,
			array(
				'title'                    => '#post_title #separator_sa #categories #separator_sa #site_title',
				'description'              => '#post_excerpt_only #custom_field-price',
				'keyphrases'               => '{"focus":{"keyphrase":"block plane","score":70,"analysis":{}},"additional":[{"keyphrase":"low angle plane","score":50},{"keyphrase":"wood plane","score":40}]}',
				'primary_term'             => '{"category":' . $cat . '}',
				'canonical_url'            => 'https://acme.example/planes/block',
				'og_title'                 => 'Share #post_title',
				'og_description'           => 'Shared plane',
				'og_image_type'            => 'custom_image',
				'og_image_custom_url'      => 'https://cdn.example.org/plane.jpg',
				'twitter_use_og'           => 0,
				'twitter_title'            => 'X #post_title',
				'twitter_description'      => 'On X',
				'robots_default'           => 0,
				'robots_noindex'           => 0,
				'robots_nofollow'          => 1,
				'robots_noarchive'         => 0,
				'robots_nosnippet'         => 1,
				'robots_max_imagepreview'  => 'standard',
				'schema'                   => '{"blockGraphs":[],"customGraphs":[],"default":{"graphName":"Product","isEnabled":true,"data":{}},"graphs":[]}',
			)
		);
		// Default robots (robots_default 1) with stale flags: the flags are not read.
		$plain = $this->publish_post( array( 'post_title' => 'Plain' ) );
		$this->row(
			'aioseo_posts',
			'post_id',
			$plain,
			array(
				'description'    => 'Plain one',
				'robots_default' => 1,
				'robots_noindex' => 1,
			)
		);
		$hidden = $this->publish_post( array( 'post_title' => 'Hidden' ) );
		$this->row(
			'aioseo_posts',
			'post_id',
			$hidden,
			array(
				'robots_default' => 0,
				'robots_noindex' => 1,
			)
		);
		$this->row(
			'aioseo_terms',
			'term_id',
			$cat,
			array(
				'title'          => '#taxonomy_title archive #separator_sa #site_title',
				'description'    => '#taxonomy_description',
				'robots_default' => 0,
				'robots_noindex' => 1,
			)
		);
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'global'   => array(
							'separator'       => '&raquo;',
							'siteTitle'       => '#site_title #separator_sa #tagline',
							'metaDescription' => 'Welcome to #site_title. #tagline',
							'schema'          => array(
								'siteRepresents'   => 'organization',
								'organizationName' => 'Acme Inc.',
							),
						),
						'archives' => array(
							'author' => array(
								'title'    => '#author_name #separator_sa #site_title',
								'advanced' => array(
									'robotsMeta' => array(
										'default' => false,
										'noindex' => true,
									),
								),
							),
							'date'   => array( 'title' => '#archive_date #separator_sa #site_title' ),
						),
					),
					'social'           => array(
						'profiles' => array(
							'urls'           => array(
								'facebookPageUrl' => 'https://www.facebook.com/acme',
								'twitterUrl'      => 'https://x.com/acme',
								'youtubeUrl'      => 'https://www.youtube.com/@acme',
								'myspaceUrl'      => 'https://myspace.com/acme',
							),
							'additionalUrls' => "https://github.com/acme\nhttps://example.net/acme",
						),
					),
				)
			)
		);
		update_option(
			'aioseo_options_dynamic',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'postTypes'  => array(
							'post'       => array(
								'title'           => '#post_title #separator_sa #site_title',
								'metaDescription' => '#post_excerpt',
							),
							'page'       => array( 'title' => '#post_title #separator_sa #parent_title' ),
							'attachment' => array(
								'title'    => '#post_title',
								'advanced' => array(
									'robotsMeta' => array(
										'default' => false,
										'noindex' => true,
									),
								),
							),
						),
						'taxonomies' => array(
							'post_tag' => array(
								'advanced' => array(
									'robotsMeta' => array(
										'default' => true,
										'noindex' => true,
									),
								),
							),
						),
					),
				)
			)
		);

		$this->act_as( 'administrator' );
		$plugins = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame(
			array(
				'name'   => 'All in One SEO',
				'active' => false,
			),
			$plugins['plugins'][ self::SLUG ]
		);
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( array( $cat ), $result['state']['terms']['category']['completed'] );
		$this->assertCount( 3, $result['state']['posts']['post']['completed'] );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'Block plane » Planes » Acme', html_entity_decode( (string) $head['title'] ) );
		// #post_excerpt_only: the excerpt as written (%excerpt_only%).
		$this->assertStringContainsString( '<meta name="description" content="A small plane." />', $head['head'] );
		// Custom robots: noindex 0 is an explicit index, nofollow 1 a nofollow.
		$this->assertSame( 'nofollow, max-image-preview:large, max-snippet:-1, max-video-preview:-1', $this->robots_of( $head['head'] ) );
		$this->assertSame( 'no', get_post_meta( $post, '_lodestar_post_no_index', true ) );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/planes/block" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Share Block plane" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:description" content="Shared plane" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/plane.jpg" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:title" content="X Block plane" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:description" content="On X" />', $head['head'] );
		// The keyphrases JSON: the focus keyphrase, then the additional ones in their own list.
		$this->assertSame( 'block plane', get_post_meta( $post, '_lodestar_focus_keyword', true ) );
		$this->assertSame( array( 'low angle plane', 'wood plane' ), get_post_meta( $post, '_lodestar_secondary_keywords', true ) );
		$this->assertSame( self::SLUG, get_post_meta( $post, '_lodestar_migrated_from', true ) );

		// robots_default 1 is "follow the site": nothing explicit, and the page is indexable.
		$this->assertSame( '', get_post_meta( $plain, '_lodestar_post_no_index', true ) );
		$this->assertStringNotContainsString( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $plain ) )['head'] ) );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $hidden ) )['head'] ) );

		$term = $this->render_request( array( 'cat' => $cat ) );
		$this->assertSame( 'Planes archive » Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Hand planes." />', $term['head'] );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $term['head'] ) );

		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme » Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Welcome to Acme. Tools for makers" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '»', $settings->get( 'separator' ) );
		$this->assertSame( '%title% %separator% %site_name%', $settings->get( 'page_title' ) );
		$this->assertSame( '%excerpt%', $settings->get( 'page_description' ) );
		$this->assertSame( array( 'attachment', 'author' ), $settings->get( 'no_index' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'https://www.youtube.com/@acme', $settings->get( 'youtube_account' ) );
		$this->assertSame( array( 'github' => 'https://github.com/acme' ), $settings->get( 'social_profiles' ) );

		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		foreach (
			array(
				'post:' . $post . ':page_description:#custom_field-price',
				'post:' . $post . ':robots_nosnippet:1',
				'post:' . $post . ':robots_max_imagepreview:standard',
				'post:' . $post . ':schema_type:Product',
				'global:0:searchAppearance.global.schema.organizationName:Acme Inc.',
				'global:0:social.profiles.urls.myspaceUrl:https://myspace.com/acme',
				'global:0:social.profiles.additionalUrls:https://example.net/acme',
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
		// The page and archive templates migrate now: they are not reported as left behind.
		$this->assertNotContains( 'global:0:searchAppearance.postTypes.page.title:#post_title #separator_sa #parent_title', $reported );
		$this->assertSame( '%title% %separator% %parent_title%', $settings->get( 'content_types' )['post_type:page']['title'] );
		$this->assertSame( '%author_name% %separator% %site_name%', $settings->get( 'content_types' )['archive:author']['title'] );
		// #archive_date is the date archive's own title there.
		$this->assertSame( '%title% %separator% %site_name%', $settings->get( 'content_types' )['archive:date']['title'] );
		$this->assertNotContains( 'global:0:content_types.archive:date.title:#archive_date', $reported );
		// The primary category is the first one: nothing to report for it.
		$this->assertNotContains( 'post:' . $post . ':primary_category:Planes', $reported );
		// #post_excerpt_only has a Lodestar equivalent (%excerpt_only%): nothing to report for it.
		$this->assertSame( array(), array_filter( $reported, static fn( string $entry ): bool => str_contains( $entry, '#post_excerpt_only' ) ) );

		// Nothing of All in One SEO's data changed.
		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT robots_nofollow FROM {$wpdb->prefix}aioseo_posts WHERE post_id = %d", $post ) ) );
	}

	/**
	 * All in One SEO's templates of a custom post type, its archive and a taxonomy become
	 * Lodestar's templates per content type: the product, its category archive and the product
	 * archive print its title and description; the archive's own noindex becomes pta:product.
	 */
	public function test_front_end_head_of_custom_types_says_what_aioseo_meant(): void {
		$shop = $this->register_shop_types();
		try {
			update_option( 'aioseo_options', wp_json_encode( array( 'searchAppearance' => array( 'global' => array( 'separator' => '|' ) ) ) ) );
			update_option(
				'aioseo_options_dynamic',
				wp_json_encode(
					array(
						'searchAppearance' => array(
							'postTypes'  => array(
								'product' => array(
									'title'           => '#post_title #separator_sa #site_title',
									'metaDescription' => 'Buy the #post_title: #post_excerpt',
								),
							),
							'taxonomies' => array(
								'product_cat' => array(
									'title'           => '#taxonomy_title range #separator_sa #site_title',
									'metaDescription' => '#taxonomy_title: #taxonomy_description',
								),
							),
							'archives'   => array(
								'product' => array(
									'title'           => 'Our stock #separator_sa #site_title',
									'metaDescription' => 'Everything we sell',
									'advanced'        => array(
										'robotsMeta' => array(
											'default' => false,
											'noindex' => true,
										),
									),
								),
							),
						),
					)
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
					'archive' => 'Our stock | Acme',
				)
			);
		} finally {
			$this->unregister_shop_types();
		}
	}

	/**
	 * Every tag becomes a Lodestar variable or a report entry; tags sharing a prefix are told
	 * apart (longest first), families carry their argument, a `#word` that is no tag is text.
	 */
	public function test_every_aioseo_tag_translates_or_is_reported(): void {
		$source = new Aioseo( new MigrationSourceData() );
		$table  = $source->variables();
		$this->assertCount( 47, $table );
		foreach ( $table as $name => $target ) {
			$tag        = '#' . $name . ( in_array( $name, array( 'custom_field', 'tax_name' ), true ) ? '-key' : '' );
			$translated = Translator::translate( 'A ' . $tag . ' B', $source );
			if ( null === $target ) {
				$this->assertSame( array( $tag ), $translated['unsupported'], $name );
				$this->assertSame( 'A B', $translated['template'], $name );
			} else {
				$this->assertSame( array(), $translated['unsupported'], $name );
				$this->assertSame( 'A %' . $target . '% B', $translated['template'], $name );
				$this->assertContains( $target, TemplateVariables::KNOWN, $name );
			}
		}
		$this->assertSame(
			array(
				'template'    => '%category% %excerpt% %excerpt_only% #hashtag #post_titles',
				'unsupported' => array( '#category_link', '#custom_field-my_key', '#tax_name-genre' ),
			),
			Translator::translate( '#categories #post_excerpt #post_excerpt_only #category_link #hashtag #post_titles #custom_field-my_key #tax_name-genre', $source )
		);
	}

	/**
	 * Offered only once its data exists; without the terms table (All in One SEO Lite) there
	 * are simply no terms.
	 */
	public function test_offered_with_its_data_and_no_terms_without_the_terms_table(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$body = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertArrayNotHasKey( self::SLUG, (array) $body['plugins'] );
		$this->assertFalse( ( new Aioseo( new MigrationSourceData() ) )->has_data() );

		$post = $this->publish_post( array( 'post_title' => 'Chisel' ) );
		$this->row( 'aioseo_posts', 'post_id', $post, array( 'title' => '#post_title' ) );
		$cat = (int) wp_insert_term( 'Chisels', 'category' )['term_id'];
		$this->row( 'aioseo_terms', 'term_id', $cat, array( 'title' => '#taxonomy_title' ) );
		$source = new Aioseo( new MigrationSourceData() );
		$this->assertTrue( $source->has_data() );
		$this->assertSame( array( $post => 'post' ), $source->post_ids( 0, 10 ) );
		$this->assertSame( 1, $source->count_posts() );
		$this->assertSame( array( $cat => 'category' ), $source->term_ids( 0, 10 ) );
		$this->assertSame( 1, $source->count_terms() );

		$lite = new Aioseo(
			new class() extends MigrationSourceData {
				/**
				 * Lite: no terms table.
				 *
				 * @param string $suffix Table.
				 */
				public function table_exists( string $suffix ): bool {
					return 'aioseo_terms' !== $suffix && parent::table_exists( $suffix );
				}
			}
		);
		$this->assertSame( array(), $lite->term_ids( 0, 10 ) );
		$this->assertSame( 0, $lite->count_terms() );
		$this->assertSame( '', $wpdb->last_error );
	}

	/**
	 * The author tags All in One SEO prints come out the same: each author's Facebook page and
	 * X profile (their user meta, or their "same username", which wins for the networks it
	 * includes), else the site's fallbacks (the advanced Facebook author URL; the site's X
	 * profile for twitter:creator). The site's "same username" fills its profiles too.
	 */
	public function test_authors_social_profiles_same_username_and_the_site_fallbacks_migrate(): void {
		$writer = $this->create_user( 'author' );
		$samey  = $this->create_user( 'author' );
		$plain  = $this->create_user( 'author' );
		update_user_meta( $writer, 'aioseo_facebook_page_url', 'https://www.facebook.com/writer.one' );
		update_user_meta( $writer, 'aioseo_twitter_url', 'https://x.com/writer_one' );
		update_user_meta( $samey, 'aioseo_twitter_url', 'https://x.com/not_printed' );
		update_user_meta(
			$samey,
			'aioseo_profiles_same_username',
			array(
				'enable'   => true,
				'username' => 'samey',
				'included' => array( 'twitterUrl' ),
			)
		);
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'social' => array(
						'profiles' => array(
							'sameUsername' => array(
								'enable'   => true,
								'username' => 'acme',
								'included' => array( 'facebookPageUrl', 'twitterUrl', 'instagramUrl' ),
							),
							'urls'         => array(
								'facebookPageUrl' => 'https://www.facebook.com/not-printed',
								'youtubeUrl'      => 'https://www.youtube.com/@acme',
							),
						),
						'facebook' => array( 'advanced' => array( 'authorUrl' => 'https://www.facebook.com/acme.staff' ) ),
					),
				)
			)
		);
		$by_writer = $this->publish_post( array( 'post_author' => $writer ) );
		$by_samey  = $this->publish_post( array( 'post_author' => $samey ) );
		$by_plain  = $this->publish_post( array( 'post_author' => $plain ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( 'https://facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'https://instagram.com/acme', $settings->get( 'instagram_account' ) );
		$this->assertSame( 'https://www.facebook.com/writer.one', get_user_meta( $writer, 'facebook', true ) );
		$this->assertSame( 'https://x.com/writer_one', get_user_meta( $writer, 'twitter', true ) );
		$this->assertSame( 'https://x.com/samey', get_user_meta( $samey, 'twitter', true ) );
		$this->assertSame( '', get_user_meta( $plain, 'twitter', true ) );

		$head = $this->render_request( array( 'p' => $by_writer ) )['head'];
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/writer.one" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@writer_one" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:site" content="@acme" />', $head );
		// The Organization's sameAs: the site's "same username" profiles, not the URL it replaces.
		$this->assertStringContainsString( '"sameAs":["https://facebook.com/acme","https://x.com/acme","https://instagram.com/acme"', $head );
		$this->assertStringNotContainsString( 'not-printed', $head );
		$head = $this->render_request( array( 'p' => $by_samey ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@samey" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme.staff" />', $head );
		$head = $this->render_request( array( 'p' => $by_plain ) )['head'];
		$this->assertStringContainsString( '<meta name="twitter:creator" content="@acme" />', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/acme.staff" />', $head );
	}

	/**
	 * With All in One SEO's showAuthor settings off it prints no author tags: nothing of the
	 * authors' profiles or the fallbacks is migrated, and the posts print none either.
	 */
	public function test_author_tags_switched_off_stay_off(): void {
		$writer = $this->create_user( 'author' );
		update_user_meta( $writer, 'aioseo_facebook_page_url', 'https://www.facebook.com/writer.one' );
		update_user_meta( $writer, 'aioseo_twitter_url', 'https://x.com/writer_one' );
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'social' => array(
						'profiles' => array( 'urls' => array( 'twitterUrl' => 'https://x.com/acme' ) ),
						'facebook' => array(
							'general'  => array( 'showAuthor' => false ),
							'advanced' => array( 'authorUrl' => 'https://www.facebook.com/acme.staff' ),
						),
						'twitter'  => array( 'general' => array( 'showAuthor' => false ) ),
					),
				)
			)
		);
		$post = $this->publish_post( array( 'post_author' => $writer ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		$this->assertSame( '', get_user_meta( $writer, 'facebook', true ) );
		$this->assertSame( '', get_user_meta( $writer, 'twitter', true ) );
		$head = $this->render_request( array( 'p' => $post ) )['head'];
		$this->assertStringNotContainsString( 'article:author', $head );
		$this->assertStringNotContainsString( 'twitter:creator', $head );
		$this->assertStringContainsString( '<meta name="twitter:site" content="@acme" />', $head );
	}

	/**
	 * The default social image: Facebook's becomes Lodestar's default image, shown on a post
	 * without an image of its own; with the image source "featured" nothing is reported but a
	 * different X default image (Lodestar has one for both).
	 */
	public function test_default_social_image_migrates_and_a_different_x_image_is_reported(): void {
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'social' => array(
						'facebook' => array(
							'general' => array(
								'defaultImageSourcePosts' => 'featured',
								'defaultImagePosts'       => 'https://cdn.example.org/facebook.jpg',
							),
						),
						'twitter'  => array(
							'general' => array(
								'defaultImageSourcePosts' => 'featured',
								'defaultImagePosts'       => 'https://cdn.example.org/x.jpg',
							),
						),
					),
				)
			)
		);
		$post = $this->publish_post( array( 'post_title' => 'No image' ) );
		$this->act_as( 'administrator' );
		$body = $this->ok(
			'POST',
			'/lodestar/v1/migration/global-settings',
			array(
				'plugin_slug' => self::SLUG,
				'cleanup'     => false,
				'overwrite'   => false,
			)
		);
		$this->assertSame( 'https://cdn.example.org/facebook.jpg', \Lodestar\Plugin::instance()->settings()->get( 'fallback_image' ) );
		$reported = wp_list_pluck( $body['not_migrated'], 'value', 'field' );
		$this->assertSame( 'https://cdn.example.org/x.jpg', $reported['social.twitter.general.defaultImagePosts'] ?? null, wp_json_encode( $body['not_migrated'] ) );
		$this->assertArrayNotHasKey( 'social.facebook.general.defaultImageSourcePosts', $reported );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/facebook.jpg" />', $head['head'] );
	}
}
