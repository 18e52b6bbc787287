<?php
/**
 * Where the editor sidebar, the term popup and the classic meta box load, and the meta box save.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Support\BuildAssets;
use Lodestar\Editor\ClassicMetaBox;
use Lodestar\Editor\EditorAssets;
use Lodestar\Editor\TermAssets;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * Block editor of public post types only, with page-level SEO on; the post's settings
 * preloaded; term screens of public taxonomies with a button per editable term; the classic
 * meta box with nonce and capability checks.
 */
class EditorIntegrationTest extends TestCase {

	/**
	 * Temporary plugin folder with a fake build.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * Fresh script and style registries, admin functions.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$this->dir             = sys_get_temp_dir() . '/lodestar-editor-test-' . uniqid();
		foreach ( array( 'editor', 'term' ) as $entry ) {
			mkdir( $this->dir . '/build/' . $entry, 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/' . $entry . '/index.asset.php', "<?php return array( 'dependencies' => array( 'wp-components', 'wp-data' ), 'version' => 'v1' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/' . $entry . '/index.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			file_put_contents( $this->dir . '/build/' . $entry . '/style-index.css', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
	}

	/**
	 * Removes the temporary folder.
	 */
	protected function tearDown(): void {
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		parent::tearDown();
	}

	/**
	 * The build reader of the fake folder.
	 */
	private function build(): BuildAssets {
		return new BuildAssets( $this->dir . '/', 'https://example.test/wp-content/plugins/lodestar/' );
	}

	/**
	 * Opens the block editor screen of a post.
	 *
	 * @param int  $post_id      Post.
	 * @param bool $block_editor Whether the screen is the block editor.
	 */
	private function open_editor( int $post_id, bool $block_editor = true ): void {
		$GLOBALS['post'] = get_post( $post_id );
		$screen          = \WP_Screen::get( get_post_type( $post_id ) );
		$screen->is_block_editor( $block_editor );
		$GLOBALS['current_screen'] = $screen;
	}

	/**
	 * Sidebar loads in the block editor of public post types only.
	 */
	public function test_sidebar_loads_in_the_block_editor_of_public_post_types_only(): void {
		$settings = Plugin::instance()->settings();
		$assets   = new EditorAssets( $settings, $this->build() );
		$this->act_as( 'editor' );
		$post = (int) wp_insert_post( array( 'post_title' => 'Sidebar', 'post_status' => 'draft' ) );

		$this->open_editor( $post );
		$assets->enqueue();
		$this->assertTrue( wp_script_is( EditorAssets::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( EditorAssets::HANDLE, 'enqueued' ) );
		$this->assertSame( 'https://example.test/wp-content/plugins/lodestar/build/editor/index.js', wp_scripts()->registered[ EditorAssets::HANDLE ]->src );
		// The one window global holds only the length limits: the sidebar reads the post from the
		// editor, its settings through REST.
		$this->assertSame( 'window.lodestarEditor = {"titleLength":60,"descriptionLength":160,"urlLength":90};', implode( '', (array) wp_scripts()->get_data( EditorAssets::HANDLE, 'before' ) ) );

		// Preloaded: the post's settings, on the post editor only.
		$context = new \WP_Block_Editor_Context( array( 'post' => get_post( $post ) ) );
		// The URL the sidebar asks for (src/api/paths.ts, pinned in tests/js/object-settings-path.test.ts).
		$this->assertContains( '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=post&is_taxonomy=false', $assets->preload_paths( array(), $context ) );
		$this->assertSame( array(), $assets->preload_paths( array(), new \WP_Block_Editor_Context( array( 'name' => 'core/edit-site' ) ) ) );

		// Not on a private post type, not with the classic editor, not with the feature off.
		$GLOBALS['wp_scripts'] = null;
		$block                 = (int) wp_insert_post( array( 'post_type' => 'wp_block', 'post_title' => 'Pattern', 'post_status' => 'publish' ) );
		$this->open_editor( $block );
		$assets->enqueue();
		$this->assertFalse( wp_script_is( EditorAssets::HANDLE, 'enqueued' ) );

		$this->open_editor( $post, false );
		$assets->enqueue();
		$this->assertFalse( wp_script_is( EditorAssets::HANDLE, 'enqueued' ) );

		$settings->save( array( 'enable_page_level_seo' => false ) );
		$this->open_editor( $post );
		$assets->enqueue();
		$this->assertFalse( wp_script_is( EditorAssets::HANDLE, 'enqueued' ) );
		$this->assertSame( array(), $assets->preload_paths( array(), $context ) );
	}

	/**
	 * The preloaded path is the sidebar's exact URL (id, type, is_taxonomy in addQueryArgs'
	 * order) and WordPress's preloading answers it with the post's settings, not an error.
	 */
	public function test_preloaded_settings_path_is_the_sidebars_url_and_answers(): void {
		$settings = Plugin::instance()->settings();
		$assets   = new EditorAssets( $settings, $this->build() );
		$this->act_as( 'editor' );
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'About the sky', 'post_status' => 'draft' ) );

		$paths = $assets->preload_paths( array( '/wp/v2/types?context=view' ), new \WP_Block_Editor_Context( array( 'post' => get_post( $page ) ) ) );
		$this->assertSame( array( '/wp/v2/types?context=view', '/lodestar/v1/post/settings?post_id=' . $page . '&post_type=page&is_taxonomy=false' ), $paths );

		$GLOBALS['wp_rest_server'] = null;
		$preloaded = array_reduce( $paths, 'rest_preload_api_request', array() );
		$path      = '/lodestar/v1/post/settings?post_id=' . $page . '&post_type=page&is_taxonomy=false';
		$this->assertArrayHasKey( $path, $preloaded );
		$this->assertTrue( $preloaded[ $path ]['body']['success'] );
		$this->assertSame( 'About the sky', $preloaded[ $path ]['body']['preview']['object']['title'] );
		$this->assertSame( 'page', $preloaded[ $path ]['body']['preview']['object']['type'] );
	}

	/**
	 * Term popup on public taxonomy screens for term editors.
	 */
	public function test_term_popup_on_public_taxonomy_screens_for_term_editors(): void {
		$settings = Plugin::instance()->settings();
		$assets   = new TermAssets( $settings, $this->build() );
		$term     = get_term( (int) wp_insert_term( 'Planets', 'category' )['term_id'] );

		set_current_screen( 'edit-category' );
		$this->act_as( 'author' );
		$assets->enqueue( 'edit-tags.php' );
		$this->assertFalse( wp_script_is( TermAssets::HANDLE, 'enqueued' ), 'Authors cannot edit categories.' );
		$this->assertSame( array(), $assets->add_row_action( array(), $term ) );

		$this->act_as( 'editor' );
		$assets->enqueue( 'edit-tags.php' );
		$this->assertTrue( wp_script_is( TermAssets::HANDLE, 'enqueued' ) );
		$this->assertStringContainsString( '"taxonomy":"category"', implode( '', (array) wp_scripts()->get_data( TermAssets::HANDLE, 'before' ) ) );
		$actions = $assets->add_row_action( array( 'edit' => 'Edit' ), $term );
		$this->assertStringContainsString( 'data-term-id="' . $term->term_id . '"', $actions['lodestar_seo'] );
		$this->assertStringContainsString( 'Lodestar SEO', $actions['lodestar_seo'] );

		ob_start();
		$assets->print_edit_form_button( $term );
		$this->assertStringContainsString( TermAssets::BUTTON_CLASS, (string) ob_get_clean() );

		// Not on other screens, nor with the feature off.
		$this->assertNull( $assets->taxonomy_for( 'edit.php' ) );
		$settings->save( array( 'enable_page_level_seo' => false ) );
		$this->assertNull( $assets->taxonomy_for( 'edit-tags.php' ) );
	}

	/**
	 * Posts a classic editor form.
	 *
	 * @param int                  $post_id Post.
	 * @param array<string, mixed> $fields  Fields.
	 * @param string|null          $nonce   Nonce (null: a valid one).
	 */
	private function submit_meta_box( int $post_id, array $fields, ?string $nonce = null ): void {
		$_POST = array(
			ClassicMetaBox::NONCE => $nonce ?? wp_create_nonce( ClassicMetaBox::NONCE ),
			ClassicMetaBox::INPUT => $fields,
		);
		( new ClassicMetaBox( Plugin::instance()->settings() ) )->save( $post_id, get_post( $post_id ) );
	}

	/**
	 * Classic meta box renders and saves with nonce and capability.
	 */
	public function test_classic_meta_box_renders_and_saves_with_nonce_and_capability(): void {
		add_filter( 'use_block_editor_for_post_type', '__return_false' );
		$author = $this->act_as( 'author' );
		$post   = (int) wp_insert_post( array( 'post_title' => 'Classic', 'post_status' => 'draft', 'post_author' => $author ) );
		update_post_meta( $post, '_lodestar_facebook_image_id', 7 );

		$box = new ClassicMetaBox( Plugin::instance()->settings() );
		ob_start();
		$box->render( get_post( $post ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="' . ClassicMetaBox::NONCE . '"', $html );
		$this->assertStringContainsString( 'name="lodestar_seo[page_title]"', $html );
		$this->assertStringContainsString( 'name="lodestar_seo[post_no_index]"', $html );

		$this->submit_meta_box(
			$post,
			array(
				'page_title'         => ' Classic %separator% %site_name% ',
				'post_no_follow'     => 'yes',
				'canonical_url'      => 'not a url',
				'facebook_image_url' => 'https://example.com/new.png',
			)
		);
		$this->assertSame( 'Classic %separator% %site_name%', get_post_meta( $post, '_lodestar_page_title', true ) );
		$this->assertSame( 'yes', get_post_meta( $post, '_lodestar_post_no_follow', true ) );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_canonical_url' ), 'An invalid URL is not saved.' );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_facebook_image_id' ), 'A new image URL replaces the picked attachment.' );

		// Bad nonce: nothing changes.
		$this->submit_meta_box( $post, array( 'page_title' => 'Forged' ), 'bad' );
		$this->assertSame( 'Classic %separator% %site_name%', get_post_meta( $post, '_lodestar_page_title', true ) );

		// Another author's post: nothing changes.
		$this->act_as( 'author' );
		$this->submit_meta_box( $post, array( 'page_title' => 'Not mine' ) );
		$this->assertSame( 'Classic %separator% %site_name%', get_post_meta( $post, '_lodestar_page_title', true ) );

		// The box only exists where the block editor is off.
		remove_filter( 'use_block_editor_for_post_type', '__return_false' );
		$GLOBALS['wp_meta_boxes'] = array();
		$box->add_meta_box( 'post', get_post( $post ) );
		$this->assertEmpty( $GLOBALS['wp_meta_boxes']['post']['normal']['default']['lodestar-seo'] ?? null );
		add_filter( 'use_block_editor_for_post_type', '__return_false' );
		$box->add_meta_box( 'post', get_post( $post ) );
		$this->assertNotEmpty( $GLOBALS['wp_meta_boxes']['post']['normal']['default']['lodestar-seo'] ?? null );
	}
}
