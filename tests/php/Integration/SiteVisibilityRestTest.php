<?php
/**
 * POST /lodestar/v1/admin/site-settings: the search engine visibility fixer of the site
 * analysis, and the admin boot object's analysis counts.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Tests\TestCase;

/**
 * Permissions, validation and effect of the visibility write; the badge counts.
 */
class SiteVisibilityRestTest extends TestCase {

	/**
	 * An administrator turns indexing on (and off) with WordPress's own values.
	 */
	public function test_admin_sets_blog_public(): void {
		update_option( 'blog_public', '0' );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', '/lodestar/v1/admin/site-settings', array( 'blog_public' => true ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array( 'blog_public' => true ),
			),
			$this->json_data( $response )
		);
		$this->assertSame( '1', (string) get_option( 'blog_public' ) );

		$response = $this->rest( 'POST', '/lodestar/v1/admin/site-settings', array( 'blog_public' => false ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '0', (string) get_option( 'blog_public' ) );
	}

	/**
	 * Anonymous visitors, subscribers and editors are refused and nothing changes.
	 */
	public function test_denied_without_manage_options(): void {
		update_option( 'blog_public', '0' );
		foreach ( array( null, 'subscriber', 'editor' ) as $role ) {
			if ( null === $role ) {
				wp_set_current_user( 0 );
			} else {
				$this->act_as( $role );
			}
			$response = $this->rest( 'POST', '/lodestar/v1/admin/site-settings', array( 'blog_public' => true ) );
			$this->assertSame( null === $role ? 401 : 403, $response->get_status(), (string) $role );
		}
		$this->assertSame( '0', (string) get_option( 'blog_public' ) );
	}

	/**
	 * A missing or non-boolean value is a 400.
	 */
	public function test_invalid_args(): void {
		update_option( 'blog_public', '0' );
		$this->act_as( 'administrator' );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/admin/site-settings', array() )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/admin/site-settings', array( 'blog_public' => 'yes please' ) )->get_status() );
		$this->assertSame( '0', (string) get_option( 'blog_public' ) );
	}

	/**
	 * The boot object carries the kept counts: null before any analysis, integers after.
	 */
	public function test_boot_analysis_counts(): void {
		$assets = new Assets( new Menu( new SettingsRepository() ), LODESTAR_DIR, 'http://example.org/p/' );
		delete_option( 'lodestar_analysis_errors' );
		delete_option( 'lodestar_analysis_warnings' );
		$this->assertSame(
			array(
				'errors'   => null,
				'warnings' => null,
			),
			$assets->boot_data( 'lodestar' )['analysis']
		);

		update_option( 'lodestar_analysis_errors', 3 );
		update_option( 'lodestar_analysis_warnings', '2' );
		$this->assertSame(
			array(
				'errors'   => 3,
				'warnings' => 2,
			),
			$assets->analysis_counts()
		);

		update_option( 'lodestar_analysis_errors', -4 );
		update_option( 'lodestar_analysis_warnings', 'many' );
		$this->assertSame(
			array(
				'errors'   => 0,
				'warnings' => null,
			),
			$assets->analysis_counts()
		);
	}
}
