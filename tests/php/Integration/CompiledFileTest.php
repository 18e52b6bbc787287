<?php
/**
 * Compiled data files: what is written reads back exactly, under its key only.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Support\CompiledFile;
use Lodestar\Tests\TestCase;

/**
 * Each test has a folder of its own (TestCase). The command line runs without opcache, where
 * files are not read unless `lodestar_compiled_without_opcache` says so: the tests that read
 * say so.
 */
class CompiledFileTest extends TestCase {

	/**
	 * Reads switched on (this process has no opcache).
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'lodestar_compiled_without_opcache', '__return_true' );
	}

	/**
	 * Strings with quotes, backslashes, NUL bytes, line breaks and UTF-8, numbers, booleans,
	 * null and nested lists and maps come back as they went in, types included.
	 */
	public function test_data_reads_back_exactly(): void {
		$data = array(
			'quotes'  => "It's \"here\" \\ \\' \0 end\nline\r\n",
			'utf8'    => 'Café – 東京 😀',
			'int'     => 42,
			'float'   => 1.5,
			'zero'    => 0.0,
			'bools'   => array( true, false ),
			'null'    => null,
			'list'    => array( 'a', array( 'b' => array( 'c' => '' ) ) ),
			7         => 'numeric key',
			'code'    => '<?php echo 1; ?>',
			'closing' => "'); echo 'x",
		);
		$file = new CompiledFile( 'unit' );
		$this->assertTrue( $file->write( 'a1b2', $data ) );
		$this->assertTrue( $file->exists( 'a1b2' ) );
		$this->assertSame( $data, $file->read( 'a1b2' ) );
	}

	/**
	 * A file of another key is never read; writing a key removes the name's other files of
	 * this site, and nothing else.
	 */
	public function test_one_key_one_file(): void {
		$file  = new CompiledFile( 'unit' );
		$other = new CompiledFile( 'other' );
		$this->assertTrue( $file->write( 'aa', array( 'v' => 1 ) ) );
		$this->assertTrue( $other->write( 'aa', array( 'v' => 'other' ) ) );
		// Another site's file of the same name.
		$elsewhere = CompiledFile::folder() . 'unit-' . ( get_current_blog_id() + 1 ) . '-aa.php';
		copy( CompiledFile::folder() . 'unit-' . get_current_blog_id() . '-aa.php', $elsewhere );

		$this->assertNull( $file->read( 'bb' ) );
		$this->assertTrue( $file->write( 'bb', array( 'v' => 2 ) ) );
		$this->assertSame( array( 'v' => 2 ), $file->read( 'bb' ) );
		$this->assertNull( $file->read( 'aa' ) );
		$this->assertFalse( $file->exists( 'aa' ) );
		$this->assertSame( array( 'v' => 'other' ), $other->read( 'aa' ) );
		$this->assertFileExists( $elsewhere );
		$names = array_map( 'basename', (array) glob( CompiledFile::folder() . '{,.}*', GLOB_BRACE ) );
		sort( $names );
		$this->assertSame( array( '.', '..', '.htaccess', 'index.php', 'other-1-aa.php', 'unit-1-bb.php', 'unit-2-aa.php' ), $names, 'No temporary file is left.' );
		// Where PHP does not run in the folder, the web server serves none of it.
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( CompiledFile::folder() . '.htaccess' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	/**
	 * A file renamed to another key's name (or edited to hold another key) is not that key's.
	 */
	public function test_a_file_holds_its_key(): void {
		$file = new CompiledFile( 'unit' );
		$file->write( 'aa', array( 'v' => 1 ) );
		rename( CompiledFile::folder() . 'unit-1-aa.php', CompiledFile::folder() . 'unit-1-cc.php' );
		$this->assertNull( $file->read( 'cc' ) );
	}

	/**
	 * A damaged file (cut short, edited by hand) is no file: the caller reads the option.
	 */
	public function test_a_damaged_file_is_no_file(): void {
		$file = new CompiledFile( 'unit' );
		$file->write( 'aa', array( 'v' => 1 ) );
		$path = CompiledFile::folder() . 'unit-1-aa.php';
		file_put_contents( $path, substr( (string) file_get_contents( $path ), 0, -10 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertNull( $file->read( 'aa' ) );
		file_put_contents( $path, "<?php\nreturn 'not an array';\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertNull( $file->read( 'aa' ) );
	}

	/**
	 * Without a folder, or with one that cannot be made, nothing is written or read; keys that
	 * are not hexadecimal name no file; data holding an object is refused.
	 */
	public function test_nothing_without_a_usable_folder_or_key(): void {
		$file = new CompiledFile( 'unit' );
		$this->assertFalse( $file->write( '../aa', array() ) );
		$this->assertFalse( $file->write( 'xyz', array() ) );
		$this->assertFalse( $file->write( 'aa', array( 'o' => new \stdClass() ) ) );
		$this->assertSame( array(), (array) glob( CompiledFile::folder() . '*' ) );

		add_filter( 'lodestar_compiled_folder', '__return_empty_string', 20 );
		$this->assertSame( '', CompiledFile::folder() );
		$this->assertFalse( $file->write( 'aa', array( 'v' => 1 ) ) );
		$this->assertNull( $file->read( 'aa' ) );
		$this->assertFalse( $file->exists( 'aa' ) );
		remove_filter( 'lodestar_compiled_folder', '__return_empty_string', 20 );

		// A folder below a regular file cannot exist.
		$blocker = $GLOBALS['lodestar_tests_compiled_folder'] . '-blocker';
		file_put_contents( $blocker, 'x' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$below = static fn (): string => $blocker . '/below';
		add_filter( 'lodestar_compiled_folder', $below, 20 );
		$this->assertFalse( $file->write( 'aa', array( 'v' => 1 ) ) );
		$this->assertNull( $file->read( 'aa' ) );
		remove_filter( 'lodestar_compiled_folder', $below, 20 );
		unlink( $blocker ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
	}

	/**
	 * Where opcache is off (this process), files are not read unless the filter says so: the
	 * option is then the cheaper read.
	 */
	public function test_not_read_without_opcache_unless_asked(): void {
		$file = new CompiledFile( 'unit' );
		$file->write( 'aa', array( 'v' => 1 ) );
		remove_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		$opcache = function_exists( 'opcache_get_status' ) && filter_var( ini_get( 'opcache.enable_cli' ), FILTER_VALIDATE_BOOLEAN );
		$this->assertSame( $opcache ? array( 'v' => 1 ) : null, $file->read( 'aa' ) );
		$this->assertTrue( $file->exists( 'aa' ) );
	}

	/**
	 * Requested directly (outside WordPress), a file prints and returns nothing.
	 */
	public function test_a_file_outside_wordpress_does_nothing(): void {
		$file = new CompiledFile( 'unit' );
		$file->write( 'aa', array( 'secret' => 'value' ) );
		$path   = CompiledFile::folder() . 'unit-1-aa.php';
		exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( 'var_export( include $argv[1] ); echo "|";' ) . ' ' . escapeshellarg( $path ) . ' 2>&1', $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		$this->assertSame( array(), $output );
		$this->assertSame( 0, $status );
		$this->assertStringStartsWith( "<?php\n", (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	/**
	 * Uninstalling removes every site's files and the folder.
	 */
	public function test_remove_all(): void {
		( new CompiledFile( 'unit' ) )->write( 'aa', array( 'v' => 1 ) );
		( new CompiledFile( 'other' ) )->write( 'bb', array( 'v' => 2 ) );
		CompiledFile::remove_all();
		$this->assertDirectoryDoesNotExist( CompiledFile::folder() );
	}
}
