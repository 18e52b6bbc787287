<?php
/**
 * Admin menu and the admin app's assets.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Tests\TestCase;

/**
 * Menu items per feature flag, one root element, enqueue only on our pages, boot data, preload.
 */
class AdminTest extends TestCase {

	/**
	 * Temporary plugin folder with a fake build.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * Admin screen functions and a clean menu.
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
	}

	/**
	 * Removes the temporary folder.
	 */
	protected function tearDown(): void {
		if ( '' !== $this->dir ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $files as $file ) {
				$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			}
			rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		parent::tearDown();
	}

	/**
	 * A plugin folder with (or without) a build and a changelog.
	 *
	 * @param bool $with_build Whether to write build/admin.
	 */
	private function plugin_dir( bool $with_build ): string {
		$this->dir = sys_get_temp_dir() . '/lodestar-admin-test-' . uniqid();
		mkdir( $this->dir . '/build/admin', 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( $with_build ) {
			file_put_contents( $this->dir . '/build/admin/index.asset.php', "<?php return array( 'dependencies' => array( 'react-jsx-runtime', 'wp-components', 'wp-element' ), 'version' => 'abc123' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/admin/index.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/admin/style-index.css', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions
			$this->dir . '/CHANGELOG.md',
			"# Changelog\n\n## Unreleased\n### Users\n- Not yet\n\n## 0.3.0 - 2026-03-01\n### Users\n- Faster **sitemaps**.\n- A [new](https://example.org) screen,\n  with a wrapped line.\n### Developers\n- Internal only.\n\n## 0.2.0\n### Developers\n- Nothing for users.\n\n## 0.1.1\n### Users\n* Fixed `titles`.\n\n## 0.1.0\n### Users\n- First release.\n"
		);
		return $this->dir . '/';
	}

	/**
	 * Slugs of the Lodestar submenu.
	 *
	 * @return string[]
	 */
	private function submenu_slugs(): array {
		return array_column( $GLOBALS['submenu']['lodestar'] ?? array(), 2 );
	}

	/**
	 * All items with every feature on.
	 */
	public function test_menu_with_features_on(): void {
		( new Menu( new SettingsRepository() ) )->add_pages();
		$top = array_values( array_filter( $GLOBALS['menu'], static fn( $item ) => 'lodestar' === $item[2] ) );
		$this->assertCount( 1, $top );
		$this->assertSame( 'Lodestar', $top[0][0] );
		$this->assertSame( 'manage_options', $top[0][1] );
		$this->assertSame( 'dashicons-star-filled', $top[0][6] );
		$this->assertSame(
			array( 'lodestar', 'lodestar_general', 'lodestar_social', 'lodestar_advanced', 'admin.php?page=lodestar#/search-console', 'admin.php?page=lodestar#/tools/migrate' ),
			$this->submenu_slugs()
		);
		$this->assertSame( 'Dashboard', $GLOBALS['submenu']['lodestar'][0][0] );
		$this->assertSame( 'Migrate to Lodestar', $GLOBALS['submenu']['lodestar'][5][0] );
		foreach ( $GLOBALS['submenu']['lodestar'] as $item ) {
			$this->assertSame( 'manage_options', $item[1] );
		}
	}

	/**
	 * Console and migration links disappear with their features.
	 */
	public function test_menu_with_features_off(): void {
		update_option(
			Definitions::OPTION,
			array(
				'enable_google_console' => false,
				'enable_migration'      => false,
			)
		);
		( new Menu( new SettingsRepository() ) )->add_pages();
		$this->assertSame( array( 'lodestar', 'lodestar_general', 'lodestar_social', 'lodestar_advanced' ), $this->submenu_slugs() );
	}

	/**
	 * Users without manage_options get no menu.
	 */
	public function test_no_menu_for_editors(): void {
		$this->act_as( 'editor' );
		( new Menu( new SettingsRepository() ) )->add_pages();
		$this->assertSame( array(), $this->submenu_slugs() );
	}

	/**
	 * Each page prints exactly one root element.
	 */
	public function test_page_prints_one_root(): void {
		ob_start();
		( new Menu( new SettingsRepository() ) )->render_page();
		$this->assertSame( '<div id="lodestar-admin-root" class="lodestar-admin"></div>', ob_get_clean() );
	}

	/**
	 * On our page: script with the build's deps/version, boot object, style, preloaded REST data.
	 */
	public function test_assets_on_our_page(): void {
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		$hook = get_plugin_page_hookname( 'lodestar_social', 'lodestar' );
		$this->assertSame( 'lodestar_social', $menu->page_for_hook( $hook ) );

		( new Assets( $menu, $this->plugin_dir( true ), 'http://example.org/wp-content/plugins/lodestar/' ) )->enqueue( $hook );

		$scripts = wp_scripts();
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
		$script = $scripts->registered[ Assets::HANDLE ];
		$this->assertSame( 'http://example.org/wp-content/plugins/lodestar/build/admin/index.js', $script->src );
		$this->assertSame( 'abc123', $script->ver );
		$this->assertContains( 'wp-components', $script->deps );
		$this->assertContains( 'wp-api-fetch', $script->deps );
		$this->assertSame( 'lodestar', $script->textdomain );

		$before = trim( implode( "\n", array_filter( (array) $scripts->get_data( Assets::HANDLE, 'before' ) ) ) );
		$this->assertMatchesRegularExpression( '/^window\.lodestarAdmin = (\{.*\});$/s', $before );
		preg_match( '/^window\.lodestarAdmin = (\{.*\});$/s', $before, $match );
		$boot = json_decode( $match[1], true );
		$this->assertSame( array( 'version', 'page', 'settingsGroup', 'adminUrl', 'siteUrl', 'assetsUrl', 'restNamespace', 'knowledgeBaseUrl', 'whatsNew', 'helpLinks', 'onboardingCompleted', 'analysis', 'titleLength', 'descriptionLength', 'urlLength' ), array_keys( $boot ) );
		$this->assertSame( LODESTAR_VERSION, $boot['version'] );
		$this->assertSame( 'lodestar_social', $boot['page'] );
		$this->assertSame( 'social_settings', $boot['settingsGroup'] );
		$this->assertSame( 'lodestar/v1', $boot['restNamespace'] );
		$this->assertSame( admin_url(), $boot['adminUrl'] );
		$this->assertSame(
			array(
				array(
					'version' => '0.3.0',
					'items'   => array( 'Faster sitemaps.', 'A new screen, with a wrapped line.' ),
				),
				array(
					'version' => '0.1.1',
					'items'   => array( 'Fixed titles.' ),
				),
			),
			$boot['whatsNew']
		);

		$this->assertTrue( wp_style_is( Assets::HANDLE, 'enqueued' ) );
		$this->assertStringEndsWith( 'build/admin/style-index.css', wp_styles()->registered[ Assets::HANDLE ]->src );
		$this->assertSame( array( 'wp-components' ), wp_styles()->registered[ Assets::HANDLE ]->deps );

		$after = implode( "\n", (array) $scripts->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( 'wp.apiFetch.createPreloadingMiddleware', $after );
		foreach ( Assets::PRELOAD_PATHS as $path ) {
			$this->assertStringContainsString( '"' . $path . '"', $after );
		}
		$this->assertStringContainsString( '"success":true', $after );
	}

	/**
	 * Lazily loaded screen chunks get their own translations (keyed by the chunk's path),
	 * added before the app script; chunks without a translation file add nothing.
	 */
	public function test_translations_of_lazy_chunks(): void {
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		$hook = get_plugin_page_hookname( 'lodestar', 'lodestar' );
		$dir  = $this->plugin_dir( true );
		file_put_contents( $dir . 'build/admin/screen-meta-templates.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( $dir . 'build/admin/screen-untranslated.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		mkdir( $dir . 'languages' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions
			$dir . 'languages/lodestar-de_DE-' . md5( 'build/admin/screen-meta-templates.js' ) . '.json',
			'{"locale_data":{"messages":{"":{"domain":"messages"},"Search Engine Title":["Suchmaschinentitel"]}}}'
		);
		$locale = static fn() => 'de_DE';
		add_filter( 'determine_locale', $locale );

		( new Assets( $menu, $dir, 'http://example.org/wp-content/plugins/lodestar/' ) )->enqueue( $hook );
		remove_filter( 'determine_locale', $locale );

		$before = implode( "\n", array_filter( (array) wp_scripts()->get_data( Assets::HANDLE, 'before' ) ) );
		$this->assertSame( 1, substr_count( $before, 'wp.i18n.setLocaleData' ) );
		$this->assertStringContainsString( '"Suchmaschinentitel"', $before );
		$this->assertStringContainsString( '"lodestar"', $before );
		$this->assertFalse( wp_script_is( Assets::HANDLE . '-chunk-screen-meta-templates', 'enqueued' ) );
	}

	/**
	 * The main page has no settings group; the knowledge base URL is filterable.
	 */
	public function test_boot_data_of_main_page_and_filter(): void {
		add_filter( 'lodestar_knowledge_base_url', static fn() => 'https://docs.example.org/lodestar/' );
		$boot = ( new Assets( new Menu( new SettingsRepository() ), $this->plugin_dir( false ), 'http://example.org/p/' ) )->boot_data( 'lodestar' );
		$this->assertNull( $boot['settingsGroup'] );
		$this->assertSame( 'https://docs.example.org/lodestar/', $boot['knowledgeBaseUrl'] );
		foreach ( array( 'lodestar_general' => 'general_settings', 'lodestar_advanced' => 'advanced_settings' ) as $page => $group ) {
			$this->assertSame( $group, ( new Assets( new Menu( new SettingsRepository() ), $this->dir . '/', '' ) )->boot_data( $page )['settingsGroup'] );
		}
	}

	/**
	 * Other screens get nothing.
	 */
	public function test_no_assets_on_other_screens(): void {
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		( new Assets( $menu, $this->plugin_dir( true ), 'http://example.org/p/' ) )->enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'registered' ) );
		$this->assertFalse( wp_style_is( Assets::HANDLE, 'registered' ) );
	}

	/**
	 * A missing build is reported with a notice instead of a broken page.
	 */
	public function test_missing_build_shows_notice(): void {
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		$assets = new Assets( $menu, $this->plugin_dir( false ), 'http://example.org/p/' );
		$assets->enqueue( 'toplevel_page_lodestar' );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'registered' ) );
		ob_start();
		$assets->print_missing_build_notice();
		$this->assertStringContainsString( 'npm run build', (string) ob_get_clean() );
	}
}
