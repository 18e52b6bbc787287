<?php
/**
 * Plugin Name: Lodestar e2e: extensions cleanup
 * Description: A REST route that puts the test site back after tests/e2e/extend-your-website.spec.ts
 * installed packages of the fake directory: switches back to the given theme, then deactivates
 * and deletes every plugin and theme whose name ends with "(test package)". Copied in by that
 * spec and removed afterwards.
 *
 * @package Lodestar\Tests
 */

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'lodestar-e2e/v1',
			'/extensions-cleanup',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'theme' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					require_once ABSPATH . 'wp-admin/includes/file.php';
					require_once ABSPATH . 'wp-admin/includes/plugin.php';
					require_once ABSPATH . 'wp-admin/includes/theme.php';
					switch_theme( (string) $request['theme'] );
					$plugins = array();
					foreach ( get_plugins() as $file => $data ) {
						if ( str_ends_with( (string) $data['Name'], '(test package)' ) ) {
							$plugins[] = $file;
						}
					}
					deactivate_plugins( $plugins, true );
					$deleted = array() === $plugins ? true : delete_plugins( $plugins );
					$themes  = array();
					foreach ( wp_get_themes() as $stylesheet => $theme ) {
						if ( str_ends_with( (string) $theme->get( 'Name' ), '(test package)' ) && get_stylesheet() !== $stylesheet ) {
							$themes[] = $stylesheet;
							delete_theme( $stylesheet );
						}
					}
					return array(
						'plugins' => $plugins,
						'themes'  => $themes,
						'deleted' => true === $deleted,
					);
				},
			)
		);
	}
);
