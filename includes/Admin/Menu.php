<?php
/**
 * The Lodestar admin menu.
 *
 * @package Lodestar
 */

namespace Lodestar\Admin;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the top-level "Lodestar" menu and its submenu pages.
 *
 * Every page prints one root element; the admin app (build/admin) renders into it and routes
 * with the URL hash.
 *
 * @since 0.1.0
 */
class Menu {

	/**
	 * Slug of the main page.
	 *
	 * @since 0.1.0
	 */
	public const MAIN_SLUG = 'lodestar';

	/**
	 * Settings group of each page (null: the main app, no group).
	 *
	 * @since 0.1.0
	 */
	public const SETTINGS_GROUPS = array(
		'lodestar'          => null,
		'lodestar_general'  => 'general_settings',
		'lodestar_social'   => 'social_settings',
		'lodestar_advanced' => 'advanced_settings',
	);

	/**
	 * Capability needed for every page.
	 *
	 * @since 0.1.0
	 */
	public const CAPABILITY = 'manage_options';

	/**
	 * Autoloaded option holding the site analysis's non-ignored errors (written by
	 * Analysis\Runner, created on activation): reading it costs no query.
	 *
	 * @since 0.3.0
	 */
	public const ERRORS_OPTION = 'lodestar_analysis_errors';

	/**
	 * Page slugs by hook suffix, filled on admin_menu.
	 *
	 * @var array<string, string>
	 */
	private array $hook_suffixes = array();

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Hooks the menu.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ) );
	}

	/**
	 * Adds the pages.
	 *
	 * @since 0.1.0
	 */
	public function add_pages(): void {
		$render = array( $this, 'render_page' );

		$hook = add_menu_page(
			__( 'Lodestar SEO', 'lodestar' ),
			__( 'Lodestar', 'lodestar' ) . $this->count_badge(),
			self::CAPABILITY,
			self::MAIN_SLUG,
			$render,
			'dashicons-star-filled',
			80
		);
		$this->remember( $hook, self::MAIN_SLUG );

		$pages = array(
			self::MAIN_SLUG     => __( 'Dashboard', 'lodestar' ),
			'lodestar_general'  => __( 'General', 'lodestar' ),
			'lodestar_social'   => __( 'Social', 'lodestar' ),
			'lodestar_advanced' => __( 'Advanced', 'lodestar' ),
		);
		foreach ( $pages as $slug => $title ) {
			$hook = add_submenu_page(
				self::MAIN_SLUG,
				/* translators: %s: admin page name. */
				sprintf( __( '%s ‹ Lodestar SEO', 'lodestar' ), $title ),
				$title,
				self::CAPABILITY,
				$slug,
				$render
			);
			$this->remember( $hook, $slug );
		}

		// Links into the app's hash routes. Without a callback WordPress uses the slug as the link.
		if ( $this->settings->get( 'enable_google_console' ) ) {
			add_submenu_page(
				self::MAIN_SLUG,
				__( 'Search Console', 'lodestar' ),
				__( 'Search Console', 'lodestar' ),
				self::CAPABILITY,
				'admin.php?page=' . self::MAIN_SLUG . '#/search-console'
			);
		}
		if ( $this->settings->get( 'enable_migration' ) ) {
			add_submenu_page(
				self::MAIN_SLUG,
				__( 'Migrate to Lodestar', 'lodestar' ),
				__( 'Migrate to Lodestar', 'lodestar' ),
				self::CAPABILITY,
				'admin.php?page=' . self::MAIN_SLUG . '#/tools/migrate'
			);
		}
	}

	/**
	 * The menu's count badge of site-analysis errors (WordPress's own markup, as for pending
	 * comments), '' when there are none.
	 *
	 * @since 0.3.0
	 */
	public function count_badge(): string {
		$errors = max( 0, (int) get_option( self::ERRORS_OPTION, 0 ) );
		if ( 0 === $errors ) {
			return '';
		}
		$label = sprintf(
			/* translators: %s: number of errors. */
			_n( '%s site SEO error', '%s site SEO errors', $errors, 'lodestar' ),
			number_format_i18n( $errors )
		);
		return sprintf(
			' <span class="awaiting-mod count-%1$d"><span class="pending-count" aria-hidden="true">%2$s</span><span class="screen-reader-text">%3$s</span></span>',
			$errors,
			esc_html( number_format_i18n( $errors ) ),
			esc_html( $label )
		);
	}

	/**
	 * Prints the app's root element.
	 *
	 * @since 0.1.0
	 */
	public function render_page(): void {
		echo '<div id="lodestar-admin-root" class="lodestar-admin"></div>';
	}

	/**
	 * Page slug of one of our hook suffixes, or null for any other screen.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hook_suffix Hook suffix from admin_enqueue_scripts.
	 */
	public function page_for_hook( string $hook_suffix ): ?string {
		return $this->hook_suffixes[ $hook_suffix ] ?? null;
	}

	/**
	 * Remembers a page's hook suffix.
	 *
	 * @param string|false $hook Hook suffix, false when the user may not see the page.
	 * @param string       $slug Page slug.
	 */
	private function remember( $hook, string $slug ): void {
		if ( is_string( $hook ) && '' !== $hook ) {
			$this->hook_suffixes[ $hook ] = $slug;
		}
	}
}
