<?php
/**
 * The media library (wp.media) on Lodestar's admin pages.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Tests\TestCase;

/**
 * The social image pickers open wp.media, so our pages enqueue it; other screens do not.
 */
class AdminMediaTest extends TestCase {

	/**
	 * Temporary plugin folder with a fake build.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * Admin screen functions, a clean menu and fresh script queues.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$GLOBALS['menu']              = array();
		$GLOBALS['submenu']           = array();
		$GLOBALS['_registered_pages'] = array();
		$GLOBALS['admin_page_hooks']  = array();
		$GLOBALS['_parent_pages']     = array();
		$GLOBALS['wp_scripts']        = null;
		$GLOBALS['wp_styles']         = null;
		$this->act_as( 'administrator' );

		$this->dir = sys_get_temp_dir() . '/lodestar-media-test-' . uniqid();
		mkdir( $this->dir . '/build/admin', 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( $this->dir . '/build/admin/index.asset.php', "<?php return array( 'dependencies' => array( 'wp-element' ), 'version' => 'v1' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( $this->dir . '/build/admin/index.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/**
	 * Removes the temporary folder.
	 */
	protected function tearDown(): void {
		foreach ( array( 'build/admin/index.asset.php', 'build/admin/index.js' ) as $file ) {
			unlink( $this->dir . '/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		rmdir( $this->dir . '/build/admin' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		rmdir( $this->dir . '/build' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		parent::tearDown();
	}

	/**
	 * Our page: the media scripts are enqueued.
	 */
	public function test_media_library_on_our_pages(): void {
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		$before = did_action( 'wp_enqueue_media' );

		( new Assets( $menu, $this->dir . '/', 'http://example.org/p/' ) )->enqueue( get_plugin_page_hookname( 'lodestar_social', 'lodestar' ) );

		$this->assertSame( $before + 1, did_action( 'wp_enqueue_media' ) );
		$this->assertTrue( wp_script_is( 'media-editor', 'enqueued' ) );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
	}

	/**
	 * Another admin screen: no media library from us.
	 */
	public function test_no_media_library_elsewhere(): void {
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		$before = did_action( 'wp_enqueue_media' );

		( new Assets( $menu, $this->dir . '/', 'http://example.org/p/' ) )->enqueue( 'edit.php' );

		$this->assertSame( $before, did_action( 'wp_enqueue_media' ) );
		$this->assertFalse( wp_script_is( 'media-editor', 'enqueued' ) );
	}
}
