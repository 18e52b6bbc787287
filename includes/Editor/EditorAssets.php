<?php
/**
 * Loads the SEO sidebar into the block editor.
 *
 * @package Lodestar
 */

namespace Lodestar\Editor;

use Lodestar\Seo\Limits;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\BuildAssets;
use Lodestar\Support\RestNamespace;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/editor in the block editor of a post of a public post type, only while
 * page-level SEO is on, and preloads the post's `lodestar/v1/post/settings` answer so the
 * sidebar's previews need no request at load.
 *
 * @since 0.1.0
 */
class EditorAssets {

	/**
	 * Script and style handle.
	 *
	 * @since 0.1.0
	 */
	public const HANDLE = 'lodestar-editor';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param BuildAssets        $build    Built entries.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private BuildAssets $build
	) {}

	/**
	 * Hooks the enqueue and the preload.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
		add_filter( 'block_editor_rest_api_preload_paths', array( $this, 'preload_paths' ), 10, 2 );
	}

	/**
	 * The post being edited when the sidebar belongs on this screen, else null.
	 *
	 * @since 0.1.0
	 */
	public function current_post(): ?\WP_Post {
		if ( ! $this->settings->get( 'enable_page_level_seo' ) || ! function_exists( 'get_current_screen' ) ) {
			return null;
		}
		$screen = get_current_screen();
		// The post editor only: not the site editor, widgets or navigation screens.
		if ( ! $screen || 'post' !== $screen->base || ! $screen->is_block_editor() ) {
			return null;
		}
		$post = get_post();
		if ( ! $post ) {
			return null;
		}
		$type = get_post_type_object( $post->post_type );
		if ( ! $type || ! $type->public || ! current_user_can( 'edit_post', $post->ID ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * Enqueues the sidebar.
	 *
	 * @since 0.1.0
	 */
	public function enqueue(): void {
		$post = $this->current_post();
		if ( null === $post ) {
			return;
		}
		// The boot object holds what only PHP knows: the length limits (filtered). The sidebar
		// reads the post from the editor and its settings through REST.
		$this->build->enqueue( 'editor', self::HANDLE, 'lodestarEditor', Limits::boot_data() );
	}

	/**
	 * Adds the post's SEO settings to the editor's preloaded REST answers.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int, mixed>         $paths   Preloaded paths.
	 * @param \WP_Block_Editor_Context $context Editor context.
	 * @return array<int, mixed>
	 */
	public function preload_paths( $paths, $context ): array {
		$paths = is_array( $paths ) ? $paths : array();
		$post  = $context instanceof \WP_Block_Editor_Context ? $context->post : null;
		if ( $post instanceof \WP_Post && 'core/edit-post' === $context->name && $this->settings->get( 'enable_page_level_seo' ) ) {
			$paths[] = self::settings_path( $post );
		}
		return $paths;
	}

	/**
	 * The REST path the sidebar requests: the post's id, type and `is_taxonomy=false`, in the
	 * order and encoding of src/api/paths.ts objectSettingsPath() (addQueryArgs), so the
	 * preloaded answer is the one the sidebar asks for.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 Takes the post and adds its post_type and is_taxonomy.
	 *
	 * @param \WP_Post $post Post being edited.
	 */
	public static function settings_path( \WP_Post $post ): string {
		return '/' . RestNamespace::NAME . '/post/settings?post_id=' . $post->ID
			. '&post_type=' . rawurlencode( $post->post_type )
			. '&is_taxonomy=false';
	}
}
