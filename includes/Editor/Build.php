<?php
/**
 * Reads the built entries of the editor integrations.
 *
 * @package Lodestar
 */

namespace Lodestar\Editor;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/<entry>/index.js (+ its stylesheet) with the dependencies and version of
 * its index.asset.php, and a typed boot object.
 *
 * @since 0.1.0
 */
class Build {

	/**
	 * Constructor.
	 *
	 * @param string $plugin_dir Plugin directory with trailing slash.
	 * @param string $plugin_url Plugin URL with trailing slash.
	 */
	public function __construct(
		private string $plugin_dir,
		private string $plugin_url
	) {}

	/**
	 * Enqueues an entry; false when it has not been built.
	 *
	 * @since 0.1.0
	 *
	 * @param string               $entry  Build folder ('editor', 'term').
	 * @param string               $handle Script and style handle.
	 * @param string               $global Name of the boot object (window.<name>).
	 * @param array<string, mixed> $boot   Boot data.
	 */
	public function enqueue( string $entry, string $handle, string $global, array $boot ): bool {
		$asset_file = $this->plugin_dir . 'build/' . $entry . '/index.asset.php';
		if ( ! is_readable( $asset_file ) || ! is_readable( $this->plugin_dir . 'build/' . $entry . '/index.js' ) ) {
			return false;
		}
		$asset        = require $asset_file;
		$asset        = is_array( $asset ) ? $asset : array();
		$dependencies = array_values( array_filter( (array) ( $asset['dependencies'] ?? array() ), 'is_string' ) );
		$version      = (string) ( $asset['version'] ?? LODESTAR_VERSION );

		wp_enqueue_script( $handle, $this->plugin_url . 'build/' . $entry . '/index.js', $dependencies, $version, true );
		wp_set_script_translations( $handle, 'lodestar', $this->plugin_dir . 'languages' );
		wp_add_inline_script(
			$handle,
			'window.' . $global . ' = ' . wp_json_encode( $boot, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . ';',
			'before'
		);
		foreach ( array( 'style-index', 'index' ) as $name ) {
			if ( is_readable( $this->plugin_dir . 'build/' . $entry . '/' . $name . '.css' ) ) {
				$style_dependencies = in_array( 'wp-components', $dependencies, true ) ? array( 'wp-components' ) : array();
				wp_enqueue_style( $handle, $this->plugin_url . 'build/' . $entry . '/' . $name . '.css', $style_dependencies, $version );
				if ( is_readable( $this->plugin_dir . 'build/' . $entry . '/' . $name . '-rtl.css' ) ) {
					wp_style_add_data( $handle, 'rtl', 'replace' );
				}
				break;
			}
		}
		return true;
	}
}
