<?php
/**
 * The PHP 8.1 and WordPress 6.7 floors.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Tests\FloorChecker;
use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__ ) . '/FloorChecker.php';

/**
 * The PHP that ships (plugin.php, uninstall.php, includes/, build/php/) uses no syntax or PHP
 * function newer than 8.1 and no WordPress function newer than 6.7 (the list is read from the
 * test site's WordPress 7.1 docblocks), and the checker sees each newer feature.
 */
class FloorsTest extends TestCase {

	/**
	 * The plugin folder.
	 */
	private const ROOT = __DIR__ . '/../../../';

	/**
	 * The shipped PHP files.
	 *
	 * @return string[]
	 */
	private function shipped_files(): array {
		$files = array( self::ROOT . 'plugin.php', self::ROOT . 'uninstall.php' );
		foreach ( array( 'includes', 'build/php' ) as $folder ) {
			if ( ! is_dir( self::ROOT . $folder ) ) {
				continue;
			}
			$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( self::ROOT . $folder, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $iterator as $file ) {
				if ( 'php' === $file->getExtension() ) {
					$files[] = $file->getPathname();
				}
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Nothing newer than the floors in what ships.
	 */
	public function test_shipped_php_meets_the_floors(): void {
		$wp_functions = FloorChecker::wordpress_functions_after( ABSPATH, '6.7' );
		$files        = $this->shipped_files();
		$this->assertGreaterThan( 100, count( $files ) );
		$findings = FloorChecker::findings( $files, $wp_functions, self::ROOT );
		$this->assertSame( array(), $findings, "Newer than PHP 8.1 / WordPress 6.7:\n" . implode( "\n", $findings ) );
	}

	/**
	 * The WordPress list comes from core's docblocks: newer functions in, older ones out.
	 */
	public function test_wordpress_functions_after_67_are_read_from_core(): void {
		$functions = FloorChecker::wordpress_functions_after( ABSPATH, '6.7' );
		// Added in 7.0 (the script module translations).
		$this->assertSame( '7.0.0', $functions['load_script_module_textdomain'] ?? null );
		// Older ones are not listed.
		$this->assertArrayNotHasKey( 'wp_set_script_translations', $functions );
		$this->assertArrayNotHasKey( 'load_script_textdomain', $functions );
		$this->assertArrayNotHasKey( 'wp_register_script_module', $functions );

		$this->assertSame(
			array( '3: load_script_module_textdomain() needs WordPress 7.0.0' ),
			FloorChecker::scan( "<?php\nload_script_textdomain( 'a' );\nload_script_module_textdomain( 'a' );\n", $functions )
		);
		// A call guarded by function_exists() is allowed.
		$this->assertSame(
			array(),
			FloorChecker::scan( "<?php\nif ( function_exists( 'load_script_module_textdomain' ) ) {\n\tload_script_module_textdomain( 'a' );\n}\n", $functions )
		);
	}

	/**
	 * Each feature newer than PHP 8.1 is seen, with its line.
	 *
	 * @dataProvider newer_code
	 *
	 * @param string $code     PHP code.
	 * @param string $expected Finding.
	 */
	public function test_newer_syntax_is_found( string $code, string $expected ): void {
		$this->assertSame( array( $expected ), FloorChecker::scan( "<?php\n" . $code ) );
	}

	/**
	 * Code newer than 8.1 and what the checker says.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function newer_code(): array {
		return array(
			'readonly class'         => array( "final readonly class A {}\n", '2: readonly class (PHP 8.2)' ),
			'DNF parameter'          => array( "function f( (A&B)|null \$x ) {}\n", '2: DNF type (PHP 8.2)' ),
			'DNF return'             => array( "function f(): C|(A&B) {}\n", '2: DNF type (PHP 8.2)' ),
			'true return'            => array( "function f(): true {}\n", '2: standalone true type (PHP 8.2)' ),
			'null parameter'         => array( "function f( null \$x ) {}\n", '2: standalone null type (PHP 8.2)' ),
			'false property'         => array( "class A {\n\tpublic false \$x;\n}\n", '3: standalone false type (PHP 8.2)' ),
			'constant in trait'      => array( "trait T {\n\tconst A = 1;\n}\n", '3: constant in a trait (PHP 8.2)' ),
			'typed constant'         => array( "class A {\n\tconst string A = 'a';\n}\n", '3: typed class constant (PHP 8.3)' ),
			'dynamic constant'       => array( "\$v = A::{\$name};\n", '2: dynamic class constant fetch (PHP 8.3)' ),
			'override attribute'     => array( "class A {\n\t#[\\Override]\n\tpublic function f() {}\n}\n", '3: #[\\Override] attribute (PHP 8.3/8.4)' ),
			'asymmetric visibility'  => array( "class A {\n\tpublic private(set) int \$x;\n}\n", '3: asymmetric visibility (PHP 8.4)' ),
			'property hook'          => array( "class A {\n\tpublic int \$x { get => 1; }\n}\n", '3: property hook (PHP 8.4)' ),
			'PHP 8.3 function'       => array( "\$ok = json_validate( \$s );\n", '2: json_validate() needs a PHP newer than 8.1' ),
			'PHP 8.4 function'       => array( "\$x = \\array_find( \$a, 'f' );\n", '2: array_find() needs a PHP newer than 8.1' ),
		);
	}

	/**
	 * PHP 8.1 code that looks close to the newer forms is not flagged.
	 */
	public function test_php_81_code_is_not_flagged(): void {
		$code = <<<'PHP'
<?php
enum Suit: string {
	const WILD = 'w';
	case Hearts = 'h';
}
final class A {
	const B = 1;
	public readonly int $x;
	public function __construct( public readonly ?string $name = null, private A&B $both = null ) {}
	public function f( string|false $s, ?int $n, int|null $m ): string|false {
		$flags = ( FLAG_A & FLAG_B ) | FLAG_C;
		$value = $s ? strlen( $s ) : null;
		$other = $n ? g() : false;
		$fn    = fn( $v ) => $v ? true : null;
		return static::B . self::class . $flags . $value . $other . $fn( 1 );
	}
	public function g(): never {
		throw new \Exception( 'x' );
	}
}
$obj->json_validate( 1 );
Foo::array_find( 1 );
function json_validate_like() {}
PHP;
		$this->assertSame( array(), FloorChecker::scan( $code ) );
	}
}
