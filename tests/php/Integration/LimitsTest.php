<?php
/**
 * The length limits: one source, a filter, the boot data of every script, REST and the page.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Editor\EditorAssets;
use Lodestar\Editor\TermAssets;
use Lodestar\Plugin;
use Lodestar\Seo\Limits;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\BuildAssets;
use Lodestar\Tests\TestCase;

/**
 * Seo\Limits (title 60, description 160, URL 90) and the `lodestar_length_limits` filter.
 */
class LimitsTest extends TestCase {

	/**
	 * Temporary plugin folder with a fake build.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * A fake build of every entry; fresh script registries; admin functions.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$this->dir             = sys_get_temp_dir() . '/lodestar-limits-test-' . uniqid();
		foreach ( array( 'admin', 'editor', 'term' ) as $entry ) {
			mkdir( $this->dir . '/build/' . $entry, 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/' . $entry . '/index.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'v1' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/' . $entry . '/index.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
	}

	/**
	 * Removes the temporary folder and the filter.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'lodestar_length_limits' );
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		unset( $GLOBALS['current_screen'], $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * Sets the filter to title 70, description 120, URL 100.
	 */
	private function filter_limits(): void {
		add_filter(
			'lodestar_length_limits',
			static fn( $limits ) => array(
				'title'       => 70,
				'description' => 120,
				'url'         => 100,
			) + $limits
		);
	}

	/**
	 * The boot object a script got, decoded.
	 *
	 * @param string $handle Script handle.
	 * @param string $global Global name.
	 * @return array<string, mixed>
	 */
	private function boot_of( string $handle, string $global ): array {
		$before = implode( "\n", array_filter( (array) wp_scripts()->get_data( $handle, 'before' ) ) );
		$this->assertSame( 1, preg_match( '/window\.' . $global . ' = (\{.*?\});/s', $before, $match ), $before );
		return (array) json_decode( $match[1], true );
	}

	/**
	 * The spec's defaults.
	 */
	public function test_defaults_are_60_160_90(): void {
		$this->assertSame(
			array(
				'title'       => 60,
				'description' => 160,
				'url'         => 90,
			),
			Limits::all()
		);
		$this->assertSame( 160, TemplateVariables::DEFAULT_DESCRIPTION_LENGTH );
		$this->assertSame(
			array(
				'titleLength'       => 60,
				'descriptionLength' => 160,
				'urlLength'         => 90,
			),
			Limits::boot_data()
		);
	}

	/**
	 * TypeScript's fallback for pages without boot data (unit tests, the template engine's
	 * default) is the same set of numbers.
	 */
	public function test_typescript_fallback_equals_the_php_defaults(): void {
		$source = (string) file_get_contents( LODESTAR_PLUGIN_DIR . '/src/utils/limits.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertSame( 1, preg_match( '/DEFAULT_LENGTH_LIMITS[^=]*= Object\.freeze\( \{\s*title: (\d+),\s*description: (\d+),\s*url: (\d+),/', $source, $match ) );
		$this->assertSame( array_values( Limits::DEFAULTS ), array_map( 'intval', array_slice( $match, 1 ) ) );
	}

	/**
	 * The filter's answer is validated: positive integers only, unknown keys dropped, missing
	 * or invalid keys keep their defaults.
	 */
	public function test_filter_is_validated(): void {
		add_filter(
			'lodestar_length_limits',
			static fn() => array(
				'title'  => '75',
				'url'    => -4,
				'extra'  => 12,
				'unused' => 'x',
			)
		);
		$this->assertSame(
			array(
				'title'       => 75,
				'description' => 160,
				'url'         => 90,
			),
			Limits::all()
		);
		remove_all_filters( 'lodestar_length_limits' );

		foreach ( array( 0, 7.5, '', '12a', null, true, array( 1 ) ) as $bad ) {
			$this->assertSame( 60, Limits::clean( array( 'title' => $bad ) )['title'], (string) wp_json_encode( $bad ) );
		}
		add_filter( 'lodestar_length_limits', '__return_false' );
		$this->assertSame( 90, Limits::get( 'url' ) );
	}

	/**
	 * The admin app's boot object carries the filtered limits.
	 */
	public function test_admin_boot_data_carries_the_filtered_limits(): void {
		$this->filter_limits();
		$menu = new Menu( new SettingsRepository() );
		$menu->add_pages();
		$hook = get_plugin_page_hookname( 'lodestar', 'lodestar' );
		( new Assets( $menu, $this->dir . '/', 'https://example.test/p/' ) )->enqueue( $hook );
		$boot = $this->boot_of( Assets::HANDLE, 'lodestarAdmin' );
		$this->assertSame( 70, $boot['titleLength'] );
		$this->assertSame( 120, $boot['descriptionLength'] );
		$this->assertSame( 100, $boot['urlLength'] );
	}

	/**
	 * The block editor's boot object carries them.
	 */
	public function test_editor_boot_data_carries_the_filtered_limits(): void {
		$this->filter_limits();
		$this->act_as( 'editor' );
		$post            = (int) wp_insert_post( array( 'post_title' => 'Limits', 'post_status' => 'draft' ) );
		$GLOBALS['post'] = get_post( $post );
		$screen          = \WP_Screen::get( 'post' );
		$screen->is_block_editor( true );
		$GLOBALS['current_screen'] = $screen;

		( new EditorAssets( Plugin::instance()->settings(), new BuildAssets( $this->dir . '/', 'https://example.test/p/' ) ) )->enqueue();
		$boot = $this->boot_of( EditorAssets::HANDLE, 'lodestarEditor' );
		$this->assertSame( array( 'titleLength', 'descriptionLength', 'urlLength' ), array_keys( $boot ), 'The editor boot object holds only the limits.' );
		$this->assertSame( 70, $boot['titleLength'] );
		$this->assertSame( 120, $boot['descriptionLength'] );
		$this->assertSame( 100, $boot['urlLength'] );
	}

	/**
	 * The term screens' boot object carries them.
	 */
	public function test_term_boot_data_carries_the_filtered_limits(): void {
		$this->filter_limits();
		$this->act_as( 'editor' );
		set_current_screen( 'edit-category' );
		( new TermAssets( Plugin::instance()->settings(), new BuildAssets( $this->dir . '/', 'https://example.test/p/' ) ) )->enqueue( 'edit-tags.php' );
		$boot = $this->boot_of( TermAssets::HANDLE, 'lodestarTerm' );
		$this->assertSame( 'category', $boot['taxonomy'] );
		$this->assertSame( 70, $boot['titleLength'] );
		$this->assertSame( 120, $boot['descriptionLength'] );
		$this->assertSame( 100, $boot['urlLength'] );
	}

	/**
	 * The post and term settings routes answer the filtered limits in their preview facts.
	 */
	public function test_rest_preview_facts_carry_the_filtered_limits(): void {
		$this->filter_limits();
		$this->act_as( 'editor' );
		$post = (int) wp_insert_post( array( 'post_title' => 'Limits', 'post_status' => 'publish' ) );
		$term = (int) wp_insert_term( 'Limits', 'category' )['term_id'];
		foreach ( array( '/lodestar/v1/post/settings?post_id=' . $post, '/lodestar/v1/term/settings?term_id=' . $term ) as $route ) {
			list( $path, $query ) = explode( '?', $route );
			parse_str( $query, $params );
			$server                    = new \WP_REST_Server();
			$GLOBALS['wp_rest_server'] = $server;
			do_action( 'rest_api_init', $server );
			$request = new \WP_REST_Request( 'GET', $path );
			$request->set_query_params( $params );
			$body = $this->json_data( rest_do_request( $request ) );
			$this->assertSame(
				array(
					'title_length'       => 70,
					'description_length' => 120,
					'url_length'         => 100,
				),
				$body['preview']['limits'],
				$route
			);
		}
	}

	/**
	 * The page's description generated from the content is cut to the filtered description
	 * limit (what the previews, given the same limit by boot data, show).
	 */
	public function test_generated_description_follows_the_filtered_limit(): void {
		add_filter( 'lodestar_length_limits', static fn() => array( 'description' => 42 ) );
		$this->act_as( 'administrator' );
		$id = (int) wp_insert_post(
			array(
				'post_title'   => 'Long',
				'post_content' => '<p>' . str_repeat( 'word ', 60 ) . '</p>',
				'post_status'  => 'publish',
			)
		);
		wp_set_current_user( 0 );
		$this->go_to( array( 'p' => $id ) );
		ob_start();
		do_action( 'wp_head' );
		$head     = (string) ob_get_clean();
		$expected = trim( str_repeat( 'word ', 8 ) );
		$this->assertSame( 39, strlen( $expected ) );
		$this->assertStringContainsString( '<meta name="description" content="' . $expected . '" />', $head );
	}
}
