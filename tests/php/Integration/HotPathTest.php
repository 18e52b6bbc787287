<?php
/**
 * The shortcuts that keep a page view cheap give the same answers as the long way.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Autoloader;
use Lodestar\Schema\Catalogue;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\TestCase;
use Lodestar\Support\MissingTranslations;

/**
 * Catalogue shapes, sanitize-on-write schemas, the content summary and the autoloader.
 */
class HotPathTest extends TestCase {

	/**
	 * Every type's shape is its translated definition without labels, in WordPress too.
	 */
	public function test_shape_matches_the_catalogue(): void {
		$this->assertSame( array_keys( Catalogue::types() ), array_keys( Catalogue::shapes() ) );
		foreach ( Catalogue::types() as $key => $definition ) {
			$this->assertSame( Catalogue::shape_of( $definition ), Catalogue::shape( $key ), $key );
		}
		$this->assertNull( Catalogue::shape( 'NoSuchType' ) );
		$this->assertSame( array( 'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'ItemPage', 'ProfilePage', 'SearchResultsPage', 'CheckoutPage' ), Catalogue::allowed_types( 'WebPage' ) );
	}

	/**
	 * While the catalogue is filtered, the shape follows the filter.
	 */
	public function test_filtered_catalogue_is_honoured(): void {
		$add = static function ( array $types ): array {
			$types['Custom'] = array(
				'label'  => 'Custom',
				'level'  => Catalogue::CONTENT,
				'type'   => 'Thing',
				'fields' => array(
					array(
						'id'       => 'name',
						'type'     => 'text',
						'label'    => 'Name',
						'std'      => '%title%',
						'required' => true,
					),
				),
			);
			return $types;
		};
		add_filter( 'lodestar_schema_types', $add );
		$shape = Catalogue::shape( 'Custom' );
		$this->assertSame( 'Thing', $shape['type'] ?? null );
		$this->assertArrayNotHasKey( 'label', $shape['fields'][0] );
		$this->assertTrue( Catalogue::exists( 'Custom' ) );
		remove_filter( 'lodestar_schema_types', $add );
		$this->assertFalse( Catalogue::exists( 'Custom' ) );
	}

	/**
	 * Whoever writes the schemas option, it is stored sanitized; reads skip what is malformed.
	 */
	public function test_schemas_are_sanitized_when_written(): void {
		$id    = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';
		$other = '7f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';
		update_option(
			SchemaRepository::OPTION,
			array(
				$id          => array(
					'type'   => 'Article',
					'fields' => array(
						'headline' => "Head\x07line",
						'@type'    => 'NotAType',
						42         => true,
					),
				),
				'not-an-id'  => array( 'type' => 'Article' ),
				$other       => array( 'type' => 'NoSuchType' ),
			)
		);
		$stored = get_option( SchemaRepository::OPTION );
		$this->assertSame( array( $id ), array_keys( $stored ) );
		$this->assertSame( 'Headline', $stored[ $id ]['fields']['headline'] );
		$this->assertSame( 'Article', $stored[ $id ]['fields']['@type'] );
		$this->assertSame( 'true', $stored[ $id ]['fields'][42] );
		$this->assertSame( array( 'rules', 'specific', 'specificText' ), array_keys( $stored[ $id ]['show_on'] ) );

		// A value that bypassed the Options API (straight into the cache) is shape-checked on read.
		$alloptions                               = wp_load_alloptions();
		$alloptions[ SchemaRepository::OPTION ] = maybe_serialize(
			array(
				$id    => $stored[ $id ],
				$other => array(
					'type'   => 'Article',
					'fields' => 'not a list',
				),
			)
		);
		wp_cache_set( 'alloptions', $alloptions, 'options' );
		$this->assertSame( array( $id ), array_keys( ( new SchemaRepository() )->all() ) );
	}

	/**
	 * The sliced content summary equals summarising the whole content, on awkward content.
	 */
	public function test_content_summary_equals_the_long_way(): void {
		mt_srand( 7 );
		$pieces = array( 'word ', 'ünïcödé ', '日本語の文章 ', '<p>', '</p>', '<script>var x = "<p>";</script>', '<!-- note -->', '[gallery ids="1,2"]', '[/caption]', '&amp; ', '&nbsp;', '&#8220;quoted&#8221; ', "\n\n", '<a href="https://example.com/?a=1&b=2">link</a> ', '<br/>', '3 < 4 ', '[not a shortcode ', '<style>p{}</style>', '😀 ' );
		foreach ( array( 20, 160, 300 ) as $limit ) {
			for ( $round = 0; $round < 150; $round++ ) {
				$content = '';
				$length  = mt_rand( 0, 900 );
				for ( $i = 0; $i < $length; $i++ ) {
					$content .= $pieces[ mt_rand( 0, count( $pieces ) - 1 ) ];
				}
				$expected = TemplateVariables::trim_to_length( TemplateVariables::plain_text( TemplateVariables::strip_shortcodes( $content ) ), $limit );
				$this->assertSame( $expected, TemplateVariables::content_summary( $content, $limit ), "limit {$limit}, round {$round}" );
			}
		}
	}

	/**
	 * Without a translation file, Lodestar strings skip WordPress's directory listing; with one,
	 * they are translated as before.
	 */
	public function test_translations_are_found_or_skipped(): void {
		global $wp_textdomain_registry;
		$saved_registry = $wp_textdomain_registry;
		$file           = WP_LANG_DIR . '/plugins/lodestar-de_DE.l10n.php';
		$locale         = 'fr_FR';
		$set_locale     = static function () use ( &$locale ): string {
			return $locale;
		};
		add_filter( 'locale', $set_locale );
		wp_mkdir_p( dirname( $file ) );
		try {
			// No file for fr_FR: the registry is told so, and strings come back untranslated.
			$wp_textdomain_registry = new \WP_Textdomain_Registry();
			unload_textdomain( 'lodestar', true );
			$lookups = 0;
			$count   = static function ( $files ) use ( &$lookups ) {
				++$lookups;
				return $files;
			};
			add_filter( 'pre_get_language_files_from_path', $count );
			$this->assertTrue( MissingTranslations::settle() );
			$this->assertSame( 'Home', __( 'Home', 'lodestar' ) );
			$this->assertSame( 0, $lookups, 'WordPress listed the language directories' );

			// A kept head's word for it: no look at all, the same answer.
			$wp_textdomain_registry = new \WP_Textdomain_Registry();
			unload_textdomain( 'lodestar', true );
			MissingTranslations::assume( true );
			$this->assertSame( 'Home', __( 'Home', 'lodestar' ) );
			$this->assertSame( 0, $lookups, 'WordPress listed the language directories' );
			remove_filter( 'pre_get_language_files_from_path', $count );

			// A language pack for de_DE: left to WordPress, which loads it just in time.
			file_put_contents( $file, "<?php\nreturn array( 'domain' => 'lodestar', 'messages' => array( 'Home' => 'Startseite' ) );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$locale                 = 'de_DE';
			$wp_textdomain_registry = new \WP_Textdomain_Registry();
			unload_textdomain( 'lodestar', true );
			$this->assertFalse( MissingTranslations::settle() );
			$this->assertSame( 'Startseite', __( 'Home', 'lodestar' ) );
			// The plugin's own languages/ (WordPress 7.1 names it from the Domain Path header).
			$own    = LODESTAR_DIR . 'languages/lodestar-xx_XX.l10n.php';
			$locale = 'xx_XX';
			file_put_contents( $own, "<?php\nreturn array( 'domain' => 'lodestar', 'messages' => array( 'Home' => 'Hjem' ) );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$wp_textdomain_registry = new \WP_Textdomain_Registry();
			unload_textdomain( 'lodestar', true );
			try {
				$this->assertFalse( MissingTranslations::settle(), 'a file in the plugin\'s own folder' );
			} finally {
				unlink( $own ); // phpcs:ignore WordPress.WP.AlternativeFunctions
				$locale = 'de_DE';
			}
			// A kept head built with the file: nothing to tell.
			$wp_textdomain_registry = new \WP_Textdomain_Registry();
			unload_textdomain( 'lodestar', true );
			MissingTranslations::assume( false );
			$this->assertSame( 'Startseite', __( 'Home', 'lodestar' ) );
		} finally {
			remove_filter( 'locale', $set_locale );
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$wp_textdomain_registry = $saved_registry;
			unload_textdomain( 'lodestar', true );
		}
	}

	/**
	 * value() gives what resolving the lone variable gives, for every variable.
	 */
	public function test_variable_value_equals_resolving_it(): void {
		$engine  = new TemplateVariables();
		$context = array(
			'title'                     => "  A <b>title</b>\n with &amp; entities ",
			'site_name'                 => 'Site &quot;Name&quot;',
			'tagline'                   => "Tag\tline",
			'separator'                 => '&ndash;',
			'excerpt'                   => '',
			'content'                   => '<p>First   paragraph.</p>[gallery]<script>x()</script><p>Second one, long enough to be cut somewhere along the way when the limit is small.</p>',
			'description_length'        => 40,
			'auto_generate_description' => true,
			'permalink'                 => 'https://example.com/a/',
			'page'                      => ' - Page 2 of 3',
		);
		foreach ( TemplateVariables::KNOWN as $name ) {
			$this->assertSame( $engine->resolve( '%' . $name . '%', $context ), $engine->value( $name, $context ), $name );
		}
		$this->assertSame( '', $engine->value( 'no_such_variable', $context ) );
	}

	/**
	 * Schema dates read from the post's columns equal get_post_time( DATE_W3C ), in any timezone.
	 */
	public function test_local_w3c_dates_equal_wordpress(): void {
		$settings = array(
			array( 'America/New_York', 0 ),
			array( 'Asia/Kolkata', 0 ),
			array( 'UTC', 0 ),
			array( '', -3.5 ),
			array( '', 5.75 ),
		);
		foreach ( $settings as list( $timezone, $offset ) ) {
			update_option( 'timezone_string', $timezone );
			update_option( 'gmt_offset', $offset );
			foreach ( array( '2024-01-15 08:30:00', '2024-07-01 23:59:59', '2021-03-14 03:15:00' ) as $date ) {
				$post = get_post(
					wp_insert_post(
						array(
							'post_title'  => 'Dated',
							'post_status' => 'publish',
							'post_date'   => $date,
						)
					)
				);
				$this->assertSame( get_post_time( DATE_W3C, false, $post ), \Lodestar\Schema\Variables::local_w3c( $post->post_date, $post->post_date_gmt ), "{$timezone} {$offset} {$date}" );
			}
		}
		$this->assertNull( \Lodestar\Schema\Variables::local_w3c( '2024-01-15 08:30:00', '0000-00-00 00:00:00' ) );
	}

	/**
	 * The loader is first in line, loads Lodestar classes and ignores everything else.
	 */
	public function test_autoloader(): void {
		$loaders = spl_autoload_functions();
		$this->assertSame( array( Autoloader::class, 'load' ), $loaders[0] );
		$this->assertFalse( class_exists( 'Lodestar\\No\\Such\\Thing' ) );
		$this->assertFalse( class_exists( 'Lodestar\\..\\Plugin' ) );
		$this->assertTrue( class_exists( Catalogue::class ) );
	}
}
