<?php
/**
 * The redirect to the setup wizard after Lodestar's first activation.
 *
 * @package Lodestar
 */

namespace Lodestar\Onboarding;

defined( 'ABSPATH' ) || exit;

/**
 * Sends the administrator who activated Lodestar to the setup wizard, once.
 *
 * Activation (one plugin, from the plugins screen) leaves a short-lived transient naming the
 * user; WordPress then sends that user back to plugins.php, where `load-plugins.php` (the only
 * screen that pays for the check) reads and deletes it and redirects. Never on bulk
 * activation, never for a user without `manage_options`, never twice (the wizard's state
 * remembers the redirect), never once the wizard is finished, never on network or CLI
 * activation (no user, or a network screen).
 *
 * @since 0.4.0
 */
class ActivationRedirect {

	/**
	 * Transient naming the user who activated Lodestar.
	 *
	 * @since 0.4.0
	 */
	public const TRANSIENT = 'lodestar_activation_redirect';

	/**
	 * Where the wizard lives (relative to admin_url()).
	 *
	 * @since 0.4.0
	 */
	public const WIZARD_PATH = 'admin.php?page=lodestar#/onboarding';

	/**
	 * Constructor.
	 *
	 * @param Wizard $wizard The wizard's state.
	 */
	public function __construct( private Wizard $wizard ) {}

	/**
	 * Hooks the check on the plugins screen.
	 *
	 * @since 0.4.0
	 */
	public function register(): void {
		add_action( 'load-plugins.php', array( $this, 'redirect' ) );
	}

	/**
	 * Remembers an activation that should lead to the wizard.
	 *
	 * @since 0.4.0
	 *
	 * @param int  $user_id User who activated Lodestar (0: none, e.g. WP-CLI).
	 * @param bool $bulk    Whether several plugins were activated at once.
	 */
	public function remember( int $user_id, bool $bulk ): void {
		if ( $user_id <= 0 || $bulk || ! user_can( $user_id, 'manage_options' ) ) {
			return;
		}
		if ( $this->wizard->is_completed() || $this->wizard->was_redirected() ) {
			return;
		}
		set_transient( self::TRANSIENT, $user_id, 5 * MINUTE_IN_SECONDS );
	}

	/**
	 * Whether the current request activates plugins in bulk (the plugins screen's bulk action).
	 *
	 * @since 0.4.0
	 */
	public static function is_bulk_request(): bool {
		// phpcs:disable WordPress.Security.NonceVerification -- read only; WordPress checked the bulk action's nonce.
		foreach ( array( 'action', 'action2' ) as $field ) {
			if ( isset( $_REQUEST[ $field ] ) && 'activate-selected' === $_REQUEST[ $field ] ) {
				return true;
			}
		}
		return isset( $_GET['activate-multi'] );
		// phpcs:enable
	}

	/**
	 * The wizard's URL when this request should go there (consuming the activation's mark),
	 * else null.
	 *
	 * @since 0.4.0
	 */
	public function target(): ?string {
		$user_id = get_transient( self::TRANSIENT );
		if ( false === $user_id ) {
			return null;
		}
		if ( wp_doing_ajax() || is_network_admin() ) {
			return null;
		}
		if ( (int) $user_id !== get_current_user_id() ) {
			// Another user's page: the mark waits for the one who activated.
			return null;
		}
		delete_transient( self::TRANSIENT );
		if ( self::is_bulk_request() || ! current_user_can( 'manage_options' ) ) {
			return null;
		}
		if ( $this->wizard->is_completed() || $this->wizard->was_redirected() ) {
			return null;
		}
		$this->wizard->mark_redirected();
		return admin_url( self::WIZARD_PATH );
	}

	/**
	 * Redirects to the wizard when target() says so.
	 *
	 * @since 0.4.0
	 */
	public function redirect(): void {
		$target = $this->target();
		if ( null !== $target && wp_safe_redirect( $target ) ) {
			exit;
		}
	}
}
