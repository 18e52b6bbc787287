<?php
/**
 * Scripts, styles and boot data of the admin app.
 *
 * @package Lodestar
 */

namespace Lodestar\Admin;

use Lodestar\Onboarding\Wizard;
use Lodestar\Seo\Limits;
use Lodestar\Support\BuildAssets;
use Lodestar\Support\Changelog;
use Lodestar\Support\HelpLinks;
use Lodestar\Support\RestNamespace;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/admin on Lodestar's pages only, with its boot object and preloaded data.
 *
 * @since 0.1.0
 */
class Assets {

	/**
	 * Script and style handle of the admin app.
	 *
	 * @since 0.1.0
	 */
	public const HANDLE = 'lodestar-admin';

	/**
	 * REST paths preloaded for the first paint.
	 *
	 * @since 0.1.0
	 */
	public const PRELOAD_PATHS = array(
		'/lodestar/v1/admin/global-settings',
		'/lodestar/v1/admin/site-settings',
		'/lodestar/v1/admin/post-content',
	);

	/**
	 * Whether the build was missing on this page.
	 *
	 * @var bool
	 */
	private bool $build_missing = false;

	/**
	 * Loader of the built entry.
	 */
	private BuildAssets $build;

	/**
	 * Constructor.
	 *
	 * @param Menu   $menu       Menu (knows our pages).
	 * @param string $plugin_dir Plugin directory with trailing slash.
	 * @param string $plugin_url Plugin URL with trailing slash.
	 * @param Wizard|null $wizard The setup wizard's state (the help menu's wizard entry).
	 */
	public function __construct(
		private Menu $menu,
		private string $plugin_dir,
		private string $plugin_url,
		private ?Wizard $wizard = null
	) {
		$this->build = new BuildAssets( $plugin_dir, $plugin_url );
	}

	/**
	 * Hooks the enqueue.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_notices', array( $this, 'print_missing_build_notice' ) );
	}

	/**
	 * Enqueues the app on our pages.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		$page = $this->menu->page_for_hook( (string) $hook_suffix );
		if ( null === $page ) {
			return;
		}

		// The preloading middleware below is attached to wp-api-fetch.
		if ( ! $this->build->enqueue( 'admin', self::HANDLE, 'lodestarAdmin', $this->boot_data( $page ), array( 'wp-api-fetch' ) ) ) {
			$this->build_missing = true;
			return;
		}
		$this->preload();

		// The social image fields open the WordPress media library (wp.media), which needs
		// its scripts, styles and templates on the page.
		if ( function_exists( 'wp_enqueue_media' ) ) {
			wp_enqueue_media();
		}
	}

	/**
	 * Boot object of the app (`window.lodestarAdmin`).
	 *
	 * @since 0.1.0
	 *
	 * @param string $page Current page slug.
	 * @return array<string, mixed>
	 */
	public function boot_data( string $page ): array {
		/**
		 * Filters the Knowledge Base link of the admin app's top bar.
		 *
		 * @since 0.1.0
		 *
		 * @param string $url Knowledge Base URL.
		 */
		$help           = HelpLinks::all();
		$knowledge_base = (string) apply_filters( 'lodestar_knowledge_base_url', $help['documentation'] );

		return array_merge(
			array(
				'version'          => defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '',
				'page'             => $page,
				'settingsGroup'    => Menu::SETTINGS_GROUPS[ $page ] ?? null,
				'adminUrl'         => admin_url(),
				'siteUrl'          => home_url(),
				'assetsUrl'        => $this->plugin_url,
				'restNamespace'    => RestNamespace::NAME,
				'knowledgeBaseUrl' => esc_url_raw( $knowledge_base ),
				'whatsNew'         => $this->whats_new(),
				'helpLinks'        => $help,
				'onboardingCompleted' => null !== $this->wizard && $this->wizard->is_completed(),
				'analysis'         => $this->analysis_counts(),
			),
			// titleLength, descriptionLength, urlLength (the filtered limits).
			Limits::boot_data()
		);
	}

	/**
	 * The site analysis counts kept when the report was last computed (autoloaded options), for
	 * the top bar badge before a screen loads the report; null where never computed.
	 *
	 * @since 0.3.0
	 *
	 * @return array{errors: int|null, warnings: int|null}
	 */
	public function analysis_counts(): array {
		$counts = array();
		foreach ( array(
			'errors'   => 'lodestar_analysis_errors',
			'warnings' => 'lodestar_analysis_warnings',
		) as $key => $option ) {
			$value          = get_option( $option, false );
			$counts[ $key ] = is_numeric( $value ) ? max( 0, (int) $value ) : null;
		}
		return $counts;
	}

	/**
	 * Tells the administrator when the app has not been built.
	 *
	 * @since 0.1.0
	 */
	public function print_missing_build_notice(): void {
		if ( ! $this->build_missing ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'The Lodestar admin app has not been built. Run "npm run build" in the plugin folder.', 'lodestar' )
		);
	}

	/**
	 * Preloads the first screen's REST data into wp.apiFetch.
	 */
	private function preload(): void {
		$preloaded = array_reduce( self::PRELOAD_PATHS, 'rest_preload_api_request', array() );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', $this->json( $preloaded ) ),
			'after'
		);
	}

	/**
	 * User notes of the newest two versions from CHANGELOG.md.
	 *
	 * @return array<int, array{version: string, items: string[]}>
	 */
	private function whats_new(): array {
		$file = $this->plugin_dir . 'CHANGELOG.md';
		if ( ! is_readable( $file ) ) {
			return array();
		}
		// Only the top of the file holds the newest versions.
		$markdown = (string) file_get_contents( $file, false, null, 0, 65536 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		return Changelog::user_notes( $markdown, 2 );
	}

	/**
	 * JSON safe inside an inline script.
	 *
	 * @param mixed $data Data.
	 */
	private function json( $data ): string {
		return (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
}
