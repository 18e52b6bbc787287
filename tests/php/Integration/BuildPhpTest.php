<?php
/**
 * The generated PHP of the build (build/php/) equals what the code computes, and is read only
 * while the build is in use.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Schema\Catalogue;
use Lodestar\Tests\TestCase;

/**
 * Runs bin/gen-php-bundle.mjs into a temporary folder: classmap.php and classes.php (which holds
 * the autoloader, the page-view classes, the catalogue shape and the template function); a built
 * build/php/ must equal that output.
 */
class BuildPhpTest extends TestCase {

	/**
	 * The generated files, by name.
	 */
	private const FILES = array( 'classes.php', 'classmap.php', 'doors.php' );

	/**
	 * Files (under includes/) of the admin, REST and analysis: not bundled at all.
	 */
	private const UNBUNDLED = '#^(Admin|Editor|Lifecycle|Rest|Health|Analysis|Migration|Extensions|Onboarding|News)/|^Support/(BuildAssets|Changelog)\.php$|^Wiring/(Admin|Analysis|AnalysisSitemaps|Health|Migration)\.php$#';

	/**
	 * Files of the parts a page view does not build (the second bundle, doors.php).
	 */
	private const DOORS = '#^(IndexNow|LlmsTxt|Robots)/|^Redirects/(?!Index\.php$)|^SearchConsole/|^Sitemaps/(?!Registry\.php$)|^Frontend/HeadDocument\.php$|^Meta/(AttachmentDefaults|AuthorSeo|FieldRules|PostMeta|SecondaryKeywords|TermMeta)\.php$|^Repositories/(ContentFacts|MigrationLock|MigrationSourceData|NotFoundLog|ScanFactsStore|SitemapCache|SitemapCounts|SitemapRepository|StoredKeys)\.php$|^Settings/SettingsTransfer\.php$|^Support/(ConditionalGet|HelpLinks|RestNamespace|RobotsTxtRules|RootFile|SiteText|SiteUrl)\.php$|^Wiring/(Discovery|Redirects|Rest|Sitemaps)\.php$#';

	/**
	 * Folder of the generated files (one generation for the whole class).
	 *
	 * @var string|null
	 */
	private static ?string $out = null;

	/**
	 * Generates build/php/ into a temporary folder, once.
	 */
	private function generated(): string {
		if ( null === self::$out ) {
			$out = sys_get_temp_dir() . '/lodestar-build-php-' . getmypid();
			$this->run_command( array( 'node', LODESTAR_PLUGIN_DIR . '/bin/gen-php-bundle.mjs', $out ) );
			self::$out = $out . '/';
		}
		return self::$out;
	}

	/**
	 * Removes the temporary folder.
	 */
	public static function tearDownAfterClass(): void {
		if ( null !== self::$out ) {
			foreach ( self::FILES as $name ) {
				if ( is_file( self::$out . $name ) ) {
					unlink( self::$out . $name ); // phpcs:ignore WordPress.WP.AlternativeFunctions
				}
			}
			rmdir( self::$out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			self::$out = null;
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Every class under includes/ by its PSR-4 name => file, found by reading the files (each
	 * must declare the class its path names).
	 *
	 * @return array<string, string>
	 */
	private function psr4_classes(): array {
		$root  = LODESTAR_PLUGIN_DIR . '/includes/';
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		$map   = array();
		foreach ( $files as $file ) {
			$relative = substr( (string) $file, strlen( $root ) );
			if ( ! str_ends_with( $relative, '.php' ) || 'Autoloader.php' === $relative ) {
				continue;
			}
			$this->assertMatchesRegularExpression( '#^[A-Z][A-Za-z0-9]*(?:/[A-Z][A-Za-z0-9]*)*\.php$#', $relative, 'includes/ holds only PSR-4 class files' );
			$parts  = explode( '/', substr( $relative, 0, -4 ) );
			$short  = array_pop( $parts );
			$source = (string) file_get_contents( (string) $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$this->assertStringContainsString( "\nnamespace " . implode( '\\', array_merge( array( 'Lodestar' ), $parts ) ) . ";\n", $source, $relative );
			$this->assertMatchesRegularExpression( '/^(?:final |abstract |readonly )*(?:class|interface|trait|enum) ' . $short . '\b/m', $source, $relative );
			$map[ 'Lodestar\\' . str_replace( '/', '\\', substr( $relative, 0, -4 ) ) ] = $relative;
		}
		ksort( $map );
		return $map;
	}

	/**
	 * What a PHP file returns.
	 *
	 * @param string $file Path.
	 * @return mixed
	 */
	private function returned_by( string $file ) {
		$this->assertFileExists( $file );
		return require $file;
	}

	/**
	 * The class map lists every class under includes/ at its PSR-4 path, or '@doors.php' for the
	 * classes of the second bundle, and nothing else.
	 */
	public function test_class_map_is_the_psr4_map_of_includes(): void {
		$expected = $this->psr4_classes();
		$this->assertArrayHasKey( \Lodestar\Plugin::class, $expected );
		$this->assertArrayHasKey( Catalogue::class, $expected );
		$this->assertSame( 'Schema/Catalogue.php', $expected[ Catalogue::class ] );
		$this->assertArrayNotHasKey( 'Lodestar\\Autoloader', $expected );
		foreach ( $expected as $class => $file ) {
			if ( ! preg_match( self::UNBUNDLED, $file ) && preg_match( self::DOORS, $file ) ) {
				$expected[ $class ] = '@doors.php';
			}
		}
		$this->assertSame( '@doors.php', $expected[ \Lodestar\Sitemaps\Router::class ] );
		$this->assertSame( 'Sitemaps/Registry.php', $expected[ \Lodestar\Sitemaps\Registry::class ] );

		$map = $this->returned_by( $this->generated() . 'classmap.php' );
		$this->assertIsArray( $map );
		$this->assertSame( array_keys( $map ), array_keys( $expected ), 'the map is sorted by class name' );
		$this->assertSame( $expected, $map );
	}

	/**
	 * The bundle's BuiltShapes::ALL is Catalogue::shapes(): every type, without labels, as
	 * bin/gen-catalogue-shape.php prints it; no separate file.
	 */
	public function test_catalogue_shape_is_the_computed_shape(): void {
		$script = 'define( "ABSPATH", "/" ); require $argv[1]; echo json_encode( \\Lodestar\\Schema\\BuiltShapes::ALL );';
		$output = $this->run_command( array( PHP_BINARY, '-d', 'display_errors=stderr', '-r', $script, $this->generated() . 'classes.php' ) );
		$shapes = json_decode( $output, true );
		$this->assertSame( Catalogue::shapes(), $shapes );
		$this->assertSame( array_keys( Catalogue::types() ), array_keys( $shapes ) );
		$this->assertCount( 22, $shapes );
		$this->assertSame( 'Article', $shapes['Article']['type'] );
		$this->assertSame( Catalogue::CONTENT, $shapes['Article']['level'] );
		$keys = array();
		$walk = static function ( array $value ) use ( &$walk, &$keys ): void {
			foreach ( $value as $key => $item ) {
				$keys[ $key ] = true;
				if ( is_array( $item ) ) {
					$walk( $item );
				}
			}
		};
		$walk( $shapes );
		$this->assertArrayHasKey( 'fields', $keys );
		$this->assertArrayNotHasKey( 'label', $keys );
		$this->assertArrayNotHasKey( 'tooltip', $keys );
		$this->assertStringContainsString( $this->run_generator( 'bin/gen-catalogue-shape.php' ), (string) file_get_contents( $this->generated() . 'classes.php' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertFileDoesNotExist( $this->generated() . 'catalogue-shape.php' );
	}

	/**
	 * The bundle holds every page-view class, parents first, the autoloader (registered at
	 * once), the catalogue shape and the template function, and loads on its own; doors.php
	 * holds the classes of the parts a page view does not build, and the autoloader loads it
	 * whole on the first of them.
	 */
	public function test_bundle_holds_the_page_view_classes(): void {
		$page_view = array();
		$doors     = array();
		foreach ( $this->psr4_classes() as $class => $file ) {
			if ( preg_match( self::UNBUNDLED, $file ) ) {
				continue;
			}
			if ( preg_match( self::DOORS, $file ) ) {
				$doors[] = $class;
			} else {
				$page_view[] = $class;
			}
		}
		$page_view[] = 'Lodestar\\Autoloader';
		$page_view[] = 'Lodestar\\Schema\\BuiltShapes';
		sort( $page_view );
		sort( $doors );
		$this->assertContains( Catalogue::class, $page_view );
		$this->assertContains( \Lodestar\Frontend\HeadRenderer::class, $page_view );
		$this->assertContains( \Lodestar\Support\WebUrl::class, $page_view, 'Page views print profile URLs.' );
		$this->assertContains( \Lodestar\Wiring\Doors::class, $page_view );
		$this->assertNotContains( \Lodestar\Support\Changelog::class, $page_view );
		$this->assertContains( \Lodestar\Sitemaps\Router::class, $doors );
		$this->assertContains( \Lodestar\SearchConsole\Connection::class, $doors );
		$this->assertGreaterThan( 50, count( $doors ) );

		// Loaded alone in a fresh PHP: no error, and exactly those classes declared; then one
		// class of doors.php through the autoloader (the build in use): all of doors.php.
		$script = 'define( "ABSPATH", "/" ); define( "LODESTAR_BUILT_PHP", dirname( $argv[1] ) . "/" ); require $argv[1]; $lodestar = fn() => array_values( array_filter( array_merge( get_declared_classes(), get_declared_interfaces() ), fn( $c ) => str_starts_with( $c, "Lodestar\\\\" ) ) ); $d = $lodestar(); sort( $d ); $loaders = array_map( fn( $l ) => is_array( $l ) ? implode( "::", $l ) : "", spl_autoload_functions() ); $loaded = class_exists( "Lodestar\\\\Sitemaps\\\\Router" ); $all = array_values( array_diff( $lodestar(), $d ) ); sort( $all ); echo json_encode( array( $d, function_exists( "lodestar_breadcrumbs" ), $loaders[0] ?? null, $loaded, $all, array_values( array_filter( get_included_files(), fn( $f ) => str_ends_with( $f, ".php" ) && str_contains( $f, "/lodestar-build-php-" ) ) ) ) );';
		$output = $this->run_command( array( PHP_BINARY, '-d', 'display_errors=stderr', '-r', $script, $this->generated() . 'classes.php' ) );
		$this->assertSame(
			array( $page_view, true, 'Lodestar\\Autoloader::load', true, $doors, array( $this->generated() . 'classes.php', $this->generated() . 'classmap.php', $this->generated() . 'doors.php' ) ),
			json_decode( $output, true ),
			$output
		);
	}

	/**
	 * A built build/php/ (npm run build) is current: each file the build wrote equals a fresh
	 * generation. The catalogue shape may be missing (a build on a machine without PHP).
	 */
	public function test_built_files_are_current(): void {
		$built = LODESTAR_PLUGIN_DIR . '/build/php/';
		foreach ( self::FILES as $name ) {
			if ( is_file( $built . $name ) ) {
				$this->assertSame(
					file_get_contents( $this->generated() . $name ), // phpcs:ignore WordPress.WP.AlternativeFunctions
					file_get_contents( $built . $name ), // phpcs:ignore WordPress.WP.AlternativeFunctions
					"build/php/{$name} is stale: npm run build"
				);
			}
		}
		// classes.php (what plugin.php looks for) is written last: with it, the class map is there.
		$this->assertTrue( ! is_file( $built . 'classes.php' ) || is_file( $built . 'classmap.php' ), 'build/php/classes.php without classmap.php: npm run build' );
	}

	/**
	 * PHPUnit runs as the development site does (LODESTAR_PHP_BUNDLE false): nothing built is
	 * read, and the shapes are computed.
	 */
	public function test_nothing_built_is_used_here(): void {
		$this->assertFalse( LODESTAR_PHP_BUNDLE );
		$this->assertFalse( defined( 'LODESTAR_BUILT_PHP' ) );
		foreach ( get_included_files() as $file ) {
			$this->assertStringNotContainsString( '/build/php/', $file );
		}
		$this->assertSame( Catalogue::shapes()['WebPage'], Catalogue::shape( 'WebPage' ) );
	}

	/**
	 * With LODESTAR_BUILT_PHP set (plugin.php does it when the bundle is in use), the autoloader
	 * reads the class map and the catalogue the bundle's BuiltShapes; without it, neither does.
	 * Shown in a fresh PHP with deliberately different generated code, so a read cannot go
	 * unnoticed.
	 */
	public function test_built_files_are_read_only_when_in_use(): void {
		$dir = sys_get_temp_dir() . '/lodestar-built-' . getmypid() . '/';
		wp_mkdir_p( $dir );
		// A map that sends Lodestar\Probe to the catalogue's file, and a shape no definition has
		// (as the bundle declares it).
		file_put_contents( $dir . 'classmap.php', "<?php\nreturn array( 'Lodestar\\\\Probe' => 'Schema/Catalogue.php' );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( $dir . 'shapes.php', "<?php\nnamespace Lodestar\\Schema;\nfinal class BuiltShapes { public const ALL = array( 'Article' => array( 'type' => 'FromTheBuild', 'level' => 'content', 'fields' => array() ) ); }\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$script = implode(
			"\n",
			array(
				'define( "ABSPATH", "/" );',
				'if ( "" !== $argv[2] ) { define( "LODESTAR_BUILT_PHP", $argv[2] ); }',
				'if ( "" !== $argv[3] ) { require $argv[3]; }',
				'function has_filter() { return false; }',
				'function __( $text ) { return $text; }',
				'require $argv[1];',
				'\\Lodestar\\Autoloader::register();',
				'$probe = class_exists( "Lodestar\\\\Probe" );',
				'$mapped = class_exists( "Lodestar\\\\Schema\\\\Catalogue", false );',
				'echo json_encode( array( $probe, $mapped, \\Lodestar\\Schema\\Catalogue::shape( "Article" )["type"] ?? null, \\Lodestar\\Schema\\Catalogue::exists( "FAQPage" ) ) );',
			)
		);
		$run = function ( string $built, string $shapes ) use ( $script ): array {
			$output = $this->run_command( array( PHP_BINARY, '-d', 'display_errors=stderr', '-r', $script, LODESTAR_PLUGIN_DIR . '/includes/Autoloader.php', $built, $shapes ) );
			return (array) json_decode( $output, true );
		};
		try {
			// In use: the map loads the catalogue for Lodestar\Probe; the shape is the built one.
			$this->assertSame( array( false, true, 'FromTheBuild', false ), $run( $dir, $dir . 'shapes.php' ) );
			// Not in use: Lodestar\Probe has no PSR-4 file; the shape is computed.
			$this->assertSame( array( false, false, 'Article', true ), $run( '', $dir . 'shapes.php' ) );
			// In use, but a build without PHP left no catalogue shape: computed.
			$this->assertSame( array( false, true, 'Article', true ), $run( $dir, '' ) );
		} finally {
			foreach ( array( 'classmap.php', 'shapes.php' ) as $name ) {
				if ( is_file( $dir . $name ) ) {
					unlink( $dir . $name ); // phpcs:ignore WordPress.WP.AlternativeFunctions
				}
			}
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
	}
}
