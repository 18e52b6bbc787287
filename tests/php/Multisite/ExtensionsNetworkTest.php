<?php
/**
 * The recommended plugins and theme on a multisite network.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Multisite;

use Lodestar\Tests\TestCase;

/**
 * Runs in the multisite pass (bin/multisite-pass.sh). On a network only super admins may
 * install plugins and themes: a site's administrator sees the listing with install refused
 * (the card disables those buttons) and the install routes answer 403 before any call to
 * wordpress.org.
 *
 * @since 0.3.0
 */
class ExtensionsNetworkTest extends TestCase {

	/**
	 * Checks the pass runs on a network.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( is_multisite() );
	}

	/**
	 * A site administrator: the listing says no to installing; the install routes refuse.
	 */
	public function test_a_site_administrator_cannot_install(): void {
		$this->act_as( 'administrator' );
		$this->assertFalse( is_super_admin() );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/plugins/installed' ) );
		$this->assertFalse( $data['can']['plugin']['install'] );
		$this->assertFalse( $data['can']['theme']['install'] );
		foreach ( array( '/lodestar/v1/plugins/install' => 'redirection', '/lodestar/v1/themes/install' => 'ollie' ) as $route => $slug ) {
			$response = $this->rest(
				'POST',
				$route,
				array(
					'slug'  => $slug,
					'nonce' => wp_create_nonce( 'lodestar_extensions' ),
				)
			);
			$this->assertSame( 403, $response->get_status(), $route );
			$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
		}
	}

	/**
	 * A super admin may do everything.
	 */
	public function test_a_super_admin_may_install_and_activate(): void {
		$id = $this->act_as( 'administrator' );
		grant_super_admin( $id );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/plugins/installed' ) );
		revoke_super_admin( $id );
		$this->assertSame(
			array(
				'plugin' => array(
					'install'  => true,
					'activate' => true,
				),
				'theme'  => array(
					'install'  => true,
					'activate' => true,
				),
			),
			$data['can']
		);
	}
}
