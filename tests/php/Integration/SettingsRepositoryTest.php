<?php
/**
 * The settings repository.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Tests\TestCase;

/**
 * Reading, merging, validating and saving.
 */
class SettingsRepositoryTest extends TestCase {

	/**
	 * Activation created the option, empty and autoloaded.
	 */
	public function test_activation_created_an_autoloaded_option(): void {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", Definitions::OPTION ) );
		$this->assertNotNull( $row );
		$this->assertContains( $row->autoload, array( 'on', 'yes', 'auto-on' ) );
		$this->assertArrayHasKey( Definitions::OPTION, wp_load_alloptions() );
	}

	/**
	 * ensure_option() re-creates a deleted option and leaves an existing one alone.
	 */
	public function test_ensure_option(): void {
		delete_option( Definitions::OPTION );
		$repository = new SettingsRepository();
		$repository->ensure_option();
		$this->assertSame( array( 'enable_xml_sitemap' => true ), get_option( Definitions::OPTION ), 'A fresh install: XML sitemaps on.' );

		update_option( Definitions::OPTION, array( 'separator' => '~' ) );
		$repository->ensure_option();
		$this->assertSame( array( 'separator' => '~' ), get_option( Definitions::OPTION ) );
	}

	/**
	 * Reads merge defaults; stored values of the wrong type or unknown keys are ignored.
	 */
	public function test_reads_merge_defaults_and_ignore_bad_stored_values(): void {
		update_option(
			Definitions::OPTION,
			array(
				'separator'      => '~',
				'enable_schemas' => 'yes',
				'retired_key'    => 1,
				'global_default' => array( 'page_title' => 'Only this' ),
			)
		);
		$settings = ( new SettingsRepository() )->all();
		$this->assertSame( Definitions::keys(), array_keys( $settings ) );
		$this->assertSame( '~', $settings['separator'] );
		$this->assertTrue( $settings['enable_schemas'] );
		$this->assertArrayNotHasKey( 'retired_key', $settings );
		$this->assertSame(
			array(
				'home_page_title' => '%site_name% - %tagline%',
				'page_title'      => 'Only this',
			),
			$settings['global_default']
		);
	}

	/**
	 * Settings read one by one (a page view's get() before any all()) equal the merged whole,
	 * key by key: valid, mistyped, partial objects, folded profiles, unknown keys; and a
	 * change through the options API is seen by both.
	 */
	public function test_single_reads_equal_the_merged_settings(): void {
		$stored = array(
			'separator'         => '~',
			'enable_schemas'    => 'yes',
			'retired_key'       => 1,
			'global_default'    => array( 'page_title' => 'Only this' ),
			'social_profiles'   => array( 'instagram' => 'https://www.instagram.com/probe' ),
			'facebook_page_url' => 'not a url but a string',
		);
		update_option( Definitions::OPTION, $stored );
		$whole = ( new SettingsRepository() )->all();
		$one   = new SettingsRepository();
		foreach ( array_reverse( Definitions::keys() ) as $key ) {
			$this->assertSame( $whole[ $key ], $one->get( $key ), $key );
		}
		$this->assertNull( $one->get( 'retired_key' ) );
		$this->assertSame( '~', $one->get( 'separator' ) );
		$this->assertTrue( $one->get( 'enable_schemas' ) );
		$this->assertSame( 'Only this', $one->get( 'global_default' )['page_title'] );
		$this->assertSame( $whole, $one->all() );

		$fresh = new SettingsRepository();
		$this->assertSame( '~', $fresh->get( 'separator' ) );
		update_option( Definitions::OPTION, array( 'separator' => '|' ) );
		$fresh->flush();
		$this->assertSame( '|', $fresh->get( 'separator' ) );
		$this->assertTrue( $fresh->get( 'enable_schemas' ) );
	}

	/**
	 * The option is read once per request, and a change through the options API is seen.
	 */
	public function test_reads_are_memoised_and_refreshed_on_update(): void {
		$repository = Plugin::instance()->settings();
		$this->assertSame( '-', $repository->get( 'separator' ) );

		$calls   = 0;
		$counter = static function ( $value ) use ( &$calls ) {
			++$calls;
			return $value;
		};
		add_filter( 'option_' . Definitions::OPTION, $counter );
		$repository->get( 'separator' );
		$repository->get( 'page_title' );
		$this->assertSame( 0, $calls, 'Memoised: no further get_option().' );

		update_option( Definitions::OPTION, array( 'separator' => '»' ) );
		$calls = 0;
		$this->assertSame( '»', $repository->get( 'separator' ) );
		$repository->get( 'separator' );
		$this->assertSame( 1, $calls, 'Read again once after the update.' );
	}

	/**
	 * validate() returns true or a WP_Error with code, status and key.
	 */
	public function test_validate(): void {
		$repository = new SettingsRepository();
		$this->assertTrue( $repository->validate( array() ) );
		$this->assertTrue( $repository->validate( array( 'separator' => '·', 'enable_xml_sitemap' => true ) ) );

		$error = $repository->validate( array( 'separator' => '·', 'no_index' => array( 'post', 'BAD' ) ) );
		$this->assertWPError( $error );
		$this->assertSame( 'lodestar_invalid_setting', $error->get_error_code() );
		$this->assertSame(
			array(
				'status' => 400,
				'key'    => 'no_index',
			),
			$error->get_error_data()
		);
		$this->assertStringContainsString( 'no_index', $error->get_error_message() );
	}

	/**
	 * save() fires lodestar_settings_saved with the sanitized changes.
	 */
	public function test_save_fires_action(): void {
		$seen = null;
		add_action(
			'lodestar_settings_saved',
			static function ( $changes ) use ( &$seen ) {
				$seen = $changes;
			}
		);
		$this->assertTrue( ( new SettingsRepository() )->save( array( 'page_title' => ' <i>%title%</i> ' ) ) );
		$this->assertSame( array( 'page_title' => '%title%' ), $seen );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $actual Value.
	 */
	private function assertWPError( $actual ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
		$this->assertInstanceOf( \WP_Error::class, $actual );
	}
}
