<?php
/**
 * GET and POST /lodestar/v1/admin/global-settings.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Denied, invalid and happy paths of the settings resource.
 */
class GlobalSettingsRestTest extends TestCase {

	private const ROUTE = '/lodestar/v1/admin/global-settings';

	/**
	 * Stores a known non-default value so "unchanged" is meaningful.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Definitions::OPTION, array( 'separator' => '|' ), true );
	}

	/**
	 * The option is exactly as setUp left it.
	 */
	private function assert_unchanged(): void {
		wp_cache_flush();
		$this->assertSame( array( 'separator' => '|' ), $this->stored_settings() );
	}

	/**
	 * Asserts a 400 lodestar_invalid_setting naming a key, and nothing saved.
	 *
	 * @param array<string, mixed> $data    Sent data.
	 * @param string               $key     Key the error must name.
	 * @param string|null          $message Exact message, when it matters.
	 */
	private function assert_rejected( array $data, string $key, ?string $message = null ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => $data ) );
		$body     = $this->json_data( $response );

		$this->assertSame( 400, $response->get_status(), wp_json_encode( $body ) );
		$this->assertSame( 'lodestar_invalid_setting', $body['code'] );
		$this->assertStringContainsString( $key, $body['message'] );
		$this->assertSame( 400, $body['data']['status'] );
		$this->assertSame( $key, $body['data']['key'] );
		if ( null !== $message ) {
			$this->assertSame( $message, $body['message'] );
		}
		$this->assert_unchanged();
	}

	/**
	 * GET returns every key with defaults merged, stored values, and the reload keys.
	 */
	public function test_get_returns_all_settings_merged_with_defaults(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE );
		$body     = $this->json_data( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $body['success'] );
		$this->assertSame( Definitions::keys(), array_keys( $body['data'] ) );
		$this->assertSame( '|', $body['data']['separator'] );
		$this->assertSame( '%title% - %site_name%', $body['data']['page_title'] );
		$this->assertSame( array( 'enable_google_console', 'enable_migration' ), $body['reload'] );
	}

	/**
	 * Empty objects are JSON objects, not arrays.
	 */
	public function test_get_encodes_empty_objects_as_objects(): void {
		$this->act_as( 'administrator' );
		$json = wp_json_encode( rest_get_server()->response_to_data( $this->rest( 'GET', self::ROUTE ), false ) );
		$this->assertStringContainsString( '"social_profiles":{}', $json );
		$this->assertStringContainsString( '"home_page_robots":{"general":[]}', $json );
		$this->assertStringContainsString( '"no_index":[]', $json );
	}

	/**
	 * Happy path: saved, answered with the merged settings, and visible to GET.
	 */
	public function test_post_saves_and_get_returns_the_merged_value(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'data' => array(
					'page_title'       => '%title% %separator% %site_name%',
					'enable_schemas'   => false,
					'no_index'         => array( 'post', 'category', 'post' ),
					'home_page_robots' => array( 'general' => array( 'noindex' ) ),
					'social_profiles'  => array( 'github' => 'https://github.com/lodestar' ),
				),
			)
		);
		$body = $this->json_data( $response );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $body ) );
		$this->assertSame( array( 'success', 'message', 'data' ), array_keys( $body ) );
		$this->assertTrue( $body['success'] );
		$this->assertSame( 'Settings saved successfully.', $body['message'] );
		$this->assertSame( Definitions::keys(), array_keys( $body['data'] ) );
		$this->assertSame( '%title% %separator% %site_name%', $body['data']['page_title'] );
		$this->assertSame( '|', $body['data']['separator'], 'Keys not sent keep their value.' );

		wp_cache_flush();
		$stored = $this->stored_settings();
		$this->assertSame( '%title% %separator% %site_name%', $stored['page_title'] );
		$this->assertFalse( $stored['enable_schemas'] );
		$this->assertArrayNotHasKey( 'page_description', $stored, 'Defaults are not stored.' );

		\Lodestar\Plugin::instance()->settings()->flush();
		$get = $this->json_data( $this->rest( 'GET', self::ROUTE ) );
		$this->assertSame( '%title% %separator% %site_name%', $get['data']['page_title'] );
		$this->assertFalse( $get['data']['enable_schemas'] );
		$this->assertSame( array( 'post', 'category' ), $get['data']['no_index'] );
		$this->assertSame( array( 'general' => array( 'noindex' ) ), $get['data']['home_page_robots'] );
		$this->assertSame( array( 'github' => 'https://github.com/lodestar' ), $get['data']['social_profiles'] );
		$this->assertTrue( $get['data']['enable_migration'] );
	}

	/**
	 * The option stays autoloaded after a save (page views read it from alloptions).
	 */
	public function test_saved_option_is_autoloaded(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$this->rest( 'POST', self::ROUTE, array( 'data' => array( 'separator' => '~' ) ) );
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Definitions::OPTION ) );
		$this->assertContains( $autoload, array( 'on', 'yes', 'auto-on' ) );
	}

	/**
	 * Saving a default value again removes it from storage; reads still return it.
	 */
	public function test_saving_the_default_stores_nothing_for_that_key(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'separator' => '-' ) ) );
		$this->assertSame( 200, $response->get_status() );
		wp_cache_flush();
		$this->assertSame( array(), $this->stored_settings() );
		$this->assertSame( '-', $this->json_data( $response )['data']['separator'] );
	}

	/**
	 * Text is sanitized but %variables% survive (core's sanitize_text_field would eat "%da").
	 */
	public function test_text_is_sanitized_and_keeps_variables(): void {
		$this->act_as( 'administrator' );
		$this->rest(
			'POST',
			self::ROUTE,
			array(
				'data' => array(
					'page_title'        => "<b>%date%</b>\n%category% <script>alert(1)</script>%title%",
					'facebook_page_url' => 'javascript:alert(1)',
					'fallback_image'    => 'https://example.org/a b.png',
					'separator'         => '>',
				),
			)
		);
		wp_cache_flush();
		$stored = $this->stored_settings();
		$this->assertSame( '%date% %category% %title%', $stored['page_title'] );
		$this->assertSame( '', $stored['facebook_page_url'] ?? '' );
		$this->assertSame( 'https://example.org/a%20b.png', $stored['fallback_image'] );
		$this->assertSame( '>', $stored['separator'] );
	}

	/**
	 * Unknown key: 400 naming it, nothing saved.
	 */
	public function test_unknown_key_is_rejected(): void {
		$this->assert_rejected( array( 'foo' => 'bar' ), 'foo', 'Unknown setting: foo.' );
	}

	/**
	 * A string setting sent as a number.
	 */
	public function test_separator_number_is_rejected(): void {
		$this->assert_rejected( array( 'separator' => 5 ), 'separator', 'Invalid value for separator: expected string.' );
	}

	/**
	 * A boolean setting sent as "yes".
	 */
	public function test_boolean_as_string_is_rejected(): void {
		$this->assert_rejected( array( 'enable_schemas' => 'yes' ), 'enable_schemas', 'Invalid value for enable_schemas: expected boolean.' );
	}

	/**
	 * A list setting sent as a string.
	 */
	public function test_list_as_string_is_rejected(): void {
		$this->assert_rejected( array( 'no_index' => 'x' ), 'no_index', 'Invalid value for no_index: expected array.' );
	}

	/**
	 * Integer, enum, list item, object property and length violations.
	 */
	public function test_other_invalid_values_are_rejected(): void {
		$this->assert_rejected( array( 'fallback_image_id' => '12' ), 'fallback_image_id' );
		$this->assert_rejected( array( 'fallback_image_id' => -1 ), 'fallback_image_id' );
		$this->assert_rejected( array( 'twitter_card_type' => 'huge' ), 'twitter_card_type' );
		$this->assert_rejected( array( 'twitter_same_as_facebook' => true ), 'twitter_same_as_facebook' );
		$this->assert_rejected( array( 'no_follow' => array( 'Post Type!' ) ), 'no_follow' );
		$this->assert_rejected( array( 'no_archive' => array( 3 ) ), 'no_archive' );
		$this->assert_rejected( array( 'home_page_robots' => array( 'general' => array( 'noodle' ) ) ), 'home_page_robots' );
		$this->assert_rejected( array( 'home_page_robots' => array( 'extra' => array() ) ), 'home_page_robots' );
		$this->assert_rejected( array( 'global_default' => array( 'page_title' => 7 ) ), 'global_default' );
		$this->assert_rejected( array( 'social_profiles' => array( 'myspace' => 'https://myspace.com/x' ) ), 'social_profiles' );
		$this->assert_rejected( array( 'social_profiles' => array( 'x', 'y' ) ), 'social_profiles' );
		$this->assert_rejected( array( 'page_title' => str_repeat( 'a', 2049 ) ), 'page_title' );
		$this->assert_rejected( array( 'auto_generate_description' => null ), 'auto_generate_description' );
	}

	/**
	 * One bad key among good ones: nothing at all is saved.
	 */
	public function test_bad_key_mixed_with_good_one_saves_nothing(): void {
		$this->assert_rejected(
			array(
				'page_title'     => 'Changed %title%',
				'enable_schemas' => false,
				'nope'           => true,
			),
			'nope'
		);
		$this->assert_rejected(
			array(
				'page_title' => 'Changed %title%',
				'separator'  => array( '-' ),
			),
			'separator'
		);
	}

	/**
	 * Subscribers get WordPress's 403 and change nothing.
	 */
	public function test_subscriber_is_forbidden(): void {
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'separator' => '~' ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->json_data( $response )['code'] );
		$this->assert_unchanged();

		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	/**
	 * Editors do not manage options either.
	 */
	public function test_editor_is_forbidden(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'separator' => '~' ) ) )->get_status() );
		$this->assert_unchanged();
	}

	/**
	 * Anonymous requests get WordPress's 401 and change nothing.
	 */
	public function test_anonymous_is_unauthorized(): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'separator' => '~' ) ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->json_data( $response )['code'] );
		$this->assert_unchanged();

		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	/**
	 * A body over 64 KiB is refused with a message naming the limit.
	 */
	public function test_oversized_body_is_rejected(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'page_title' => str_repeat( 'a', 70000 ) ) ) );
		$body     = $this->json_data( $response );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( '64 KiB', wp_json_encode( $body ) );
		$this->assert_unchanged();
	}

	/**
	 * A body just under the limit is fine as far as size goes.
	 */
	public function test_body_under_the_limit_is_accepted(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'page_title' => str_repeat( 'a', 2000 ) ) ) );
		$this->assertSame( 200, $response->get_status() );
	}

	/**
	 * Missing `data`, `data` not an object, or broken JSON: 400, nothing saved.
	 */
	public function test_malformed_bodies_are_rejected(): void {
		$this->act_as( 'administrator' );

		$missing = $this->rest( 'POST', self::ROUTE, array( 'separator' => '~' ) );
		$this->assertSame( 400, $missing->get_status() );
		$this->assertSame( 'rest_missing_callback_param', $this->json_data( $missing )['code'] );

		foreach ( array( 'text', 5, true, '' ) as $not_an_object ) {
			$response = $this->rest( 'POST', self::ROUTE, array( 'data' => $not_an_object ) );
			$this->assertSame( 400, $response->get_status(), 'data = ' . wp_json_encode( $not_an_object ) );
		}

		$broken = $this->rest( 'POST', self::ROUTE, null, '{"data": {"separator": "~"' );
		$this->assertSame( 400, $broken->get_status() );
		$this->assertSame( 'rest_invalid_json', $this->json_data( $broken )['code'] );

		$this->assert_unchanged();
	}

	/**
	 * The route declares its argument schema and its resource schema.
	 */
	public function test_route_declares_args_and_schema(): void {
		$this->rest( 'GET', self::ROUTE );
		$routes = rest_get_server()->get_routes( 'lodestar/v1' );
		$this->assertArrayHasKey( self::ROUTE, $routes );
		$post = null;
		foreach ( $routes[ self::ROUTE ] as $handler ) {
			if ( ! empty( $handler['methods']['POST'] ) ) {
				$post = $handler;
			}
		}
		$this->assertNotNull( $post );
		$this->assertSame( 'object', $post['args']['data']['type'] );
		$this->assertTrue( $post['args']['data']['required'] );
	}
}
