<?php
/**
 * The redirect to the setup wizard after the first activation.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Onboarding\ActivationRedirect;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * Once, for the administrator who activated Lodestar alone; never on bulk activation, never
 * for users without manage_options, never twice, never after the wizard was finished.
 */
class ActivationRedirectTest extends TestCase {

	/**
	 * No state left from earlier tests or the request globals.
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_option( 'lodestar_onboarding' );
		delete_transient( ActivationRedirect::TRANSIENT );
		unset( $_REQUEST['action'], $_REQUEST['action2'], $_GET['activate-multi'] );
	}

	/**
	 * Request globals put back.
	 */
	protected function tearDown(): void {
		unset( $_REQUEST['action'], $_REQUEST['action2'], $_GET['activate-multi'] );
		parent::tearDown();
	}

	/**
	 * Activating Lodestar alone leads its administrator to the wizard once; reactivating it
	 * later does not.
	 */
	public function test_first_activation_redirects_once(): void {
		$admin = $this->act_as( 'administrator' );
		$this->activate();
		$this->assertSame( $admin, (int) get_transient( ActivationRedirect::TRANSIENT ) );

		$redirect = Plugin::activation_redirect();
		$this->assertSame( admin_url( 'admin.php?page=lodestar#/onboarding' ), $redirect->target() );
		$this->assertFalse( get_transient( ActivationRedirect::TRANSIENT ) );
		$this->assertNull( $redirect->target(), 'The next plugins screen stays.' );

		// Deactivated and activated again: never twice.
		$this->activate();
		$this->assertFalse( get_transient( ActivationRedirect::TRANSIENT ) );
		$this->assertNull( Plugin::activation_redirect()->target() );
	}

	/**
	 * Bulk activation (the plugins screen's bulk action, either select, and the screen it
	 * returns to) never redirects.
	 */
	public function test_never_on_bulk_activation(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'action', 'action2' ) as $field ) {
			$_REQUEST[ $field ] = 'activate-selected';
			$this->activate();
			unset( $_REQUEST[ $field ] );
			$this->assertFalse( get_transient( ActivationRedirect::TRANSIENT ), $field );
		}

		// A mark left by a single activation is dropped on the bulk result screen.
		$this->activate();
		$_GET['activate-multi'] = 'true';
		$this->assertNull( Plugin::activation_redirect()->target() );
		$this->assertFalse( get_transient( ActivationRedirect::TRANSIENT ) );
		unset( $_GET['activate-multi'] );
		$this->assertNull( Plugin::activation_redirect()->target() );
	}

	/**
	 * A user without manage_options is never redirected, whether they activated it or just
	 * visit the plugins screen while the administrator's mark waits.
	 */
	public function test_never_for_users_without_manage_options(): void {
		$editor = $this->create_user( 'editor' );
		get_userdata( $editor )->add_cap( 'activate_plugins' );
		wp_set_current_user( $editor );
		$this->activate();
		$this->assertFalse( get_transient( ActivationRedirect::TRANSIENT ) );

		$admin = $this->act_as( 'administrator' );
		$this->activate();
		wp_set_current_user( $editor );
		$this->assertNull( Plugin::activation_redirect()->target() );
		$this->assertSame( $admin, (int) get_transient( ActivationRedirect::TRANSIENT ), 'The mark waits for the administrator.' );

		wp_set_current_user( $admin );
		$this->assertNotNull( Plugin::activation_redirect()->target() );
	}

	/**
	 * Once the wizard is finished, activation leaves no mark; a waiting mark leads nowhere.
	 */
	public function test_never_after_the_wizard_was_finished(): void {
		$this->act_as( 'administrator' );
		$this->activate();
		update_option( 'lodestar_onboarding', array( 'completed' => true ) );
		$this->assertNull( Plugin::activation_redirect()->target() );
		$this->activate();
		$this->assertFalse( get_transient( ActivationRedirect::TRANSIENT ) );
	}

	/**
	 * The check is hooked on the plugins screen only.
	 */
	public function test_hooked_on_plugins_screen_only(): void {
		$redirect = Plugin::activation_redirect();
		$redirect->register();
		$this->assertSame( 10, has_action( 'load-plugins.php', array( $redirect, 'redirect' ) ) );
		$this->assertFalse( has_action( 'admin_init', array( $redirect, 'redirect' ) ) );
	}

	/**
	 * What WordPress fires when this plugin is activated from the plugins screen.
	 */
	private function activate(): void {
		Plugin::on_activate_plugin( plugin_basename( LODESTAR_FILE ), false );
	}
}
