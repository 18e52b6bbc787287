<?php
/**
 * The compiled settings: read on the first use while they are the option's, never after.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\CompiledFile;
use Lodestar\Tests\TestCase;

/**
 * A marker written into the compiled file shows while its key (the option as stored) holds:
 * that makes each freshness test below able to fail. Compiled files are read here as with
 * opcache (this process has none).
 */
class SettingsCompiledTest extends TestCase {

	/**
	 * Reads switched on; a stored setting.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		$this->assertTrue( Plugin::instance()->settings()->save( array( 'separator' => '|' ) ) );
	}

	/**
	 * The end of a request that wrote compiles the settings; a repository's first read then
	 * takes them from the file (the marker), get() and all() alike.
	 */
	public function test_the_compiled_settings_are_read(): void {
		$this->assertIsInt( has_action( 'shutdown', array( Plugin::instance()->settings(), 'compile' ) ) );
		$key = $this->compile();
		$this->mark( $key );
		$settings = new SettingsRepository();
		$this->assertSame( 'Marker', $settings->get( 'separator' ) );
		$this->assertSame( 'Marker', $settings->all()['separator'] );
		$this->assertSame( 'Marker', ( new SettingsRepository() )->all()['separator'] );
	}

	/**
	 * What compile() writes is what the option merges to.
	 */
	public function test_the_compiled_settings_are_the_merged_option(): void {
		$key      = $this->compile();
		$compiled = ( new CompiledFile( 'settings' ) )->read( $key );
		remove_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		$this->assertSame( ( new SettingsRepository() )->all(), $compiled );
		$this->assertSame( '|', $compiled['separator'] );
	}

	/**
	 * A save (through the repository or straight to the option) changes the key: the next read
	 * is the option's, in the same request too, and the next compile writes one new file.
	 */
	public function test_a_changed_option_is_read_as_stored(): void {
		$this->mark( $this->compile() );
		$settings = Plugin::instance()->settings();
		$settings->flush();
		$this->assertSame( 'Marker', $settings->get( 'separator' ) );
		$this->assertTrue( $settings->save( array( 'separator' => '~' ) ) );
		$this->assertSame( '~', $settings->get( 'separator' ) );

		$this->mark( $this->compile() );
		$settings->flush();
		$this->assertSame( 'Marker', $settings->get( 'separator' ) );
		$stored              = get_option( 'lodestar_settings' );
		$stored['separator'] = '*';
		update_option( 'lodestar_settings', $stored );
		$this->assertSame( '*', $settings->get( 'separator' ) );
		$this->compile();
		$this->assertCount( 1, (array) glob( CompiledFile::folder() . 'settings-*.php' ) );
	}

	/**
	 * While a filter could change what get_option() returns, the file is not read.
	 */
	public function test_a_filter_on_the_option_steps_aside(): void {
		$this->mark( $this->compile() );
		foreach ( array( 'option_lodestar_settings', 'pre_option_lodestar_settings', 'pre_option', 'alloptions' ) as $hook ) {
			$same = static fn( $value ) => $value;
			add_filter( $hook, $same );
			$this->assertSame( '|', ( new SettingsRepository() )->get( 'separator' ), $hook );
			remove_filter( $hook, $same );
			$this->assertSame( 'Marker', ( new SettingsRepository() )->get( 'separator' ), $hook );
		}
	}

	/**
	 * Compiles the settings as the end of a writing request does; the file's key.
	 */
	private function compile(): string {
		Plugin::instance()->settings()->compile();
		$files = (array) glob( CompiledFile::folder() . 'settings-' . get_current_blog_id() . '-*.php' );
		$this->assertCount( 1, $files );
		return substr( basename( (string) $files[0], '.php' ), strlen( 'settings-' . get_current_blog_id() . '-' ) );
	}

	/**
	 * Writes a marker separator into the compiled settings of a key.
	 *
	 * @param string $key Key.
	 */
	private function mark( string $key ): void {
		$file     = new CompiledFile( 'settings' );
		$settings = $file->read( $key );
		$this->assertIsArray( $settings );
		$settings['separator'] = 'Marker';
		$this->assertTrue( $file->write( $key, $settings ) );
	}
}
