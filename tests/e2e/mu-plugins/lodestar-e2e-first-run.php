<?php
/**
 * Plugin Name: Lodestar e2e: first run
 * Description: A REST route that forgets the setup wizard's state (the `lodestar_onboarding`
 * option), so that tests/e2e/plugin-zip.spec.ts activates Lodestar as on a site that never ran
 * it. Copied in by that spec and removed afterwards.
 *
 * @package Lodestar\Tests
 */

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'lodestar-e2e/v1',
			'/forget-onboarding',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(),
				'callback'            => static function () {
					return rest_ensure_response( array( 'deleted' => delete_option( 'lodestar_onboarding' ) ) );
				},
			)
		);
	}
);
