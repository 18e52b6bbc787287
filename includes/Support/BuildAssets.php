<?php
/**
 * Loads the built script entries (admin app, editor sidebar, term popup).
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/<entry>/index.js (+ its stylesheet) with the dependencies and version of
 * its index.asset.php, a typed boot object, and the translations of the entry and of its
 * lazily loaded chunks. The one loader every entry goes through.
 *
 * @since 0.1.0
 */
class BuildAssets {

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
	 * @param string               $global Name of the boot object (window.<name>); '' for an entry that reads none.
	 * @param array<string, mixed> $boot   Boot data.
	 * @param string[]             $extra_dependencies Script handles the entry needs besides its own.
	 */
	public function enqueue( string $entry, string $handle, string $global, array $boot, array $extra_dependencies = array() ): bool {
		$asset_file = $this->plugin_dir . 'build/' . $entry . '/index.asset.php';
		if ( ! is_readable( $asset_file ) || ! is_readable( $this->plugin_dir . 'build/' . $entry . '/index.js' ) ) {
			return false;
		}
		$asset        = require $asset_file;
		$asset        = is_array( $asset ) ? $asset : array();
		$dependencies = array_values( array_filter( (array) ( $asset['dependencies'] ?? array() ), 'is_string' ) );
		$dependencies = array_values( array_unique( array_merge( $dependencies, $extra_dependencies ) ) );
		$version      = (string) ( $asset['version'] ?? LODESTAR_VERSION );

		wp_enqueue_script( $handle, $this->plugin_url . 'build/' . $entry . '/index.js', $dependencies, $version, true );
		wp_set_script_translations( $handle, 'lodestar', $this->plugin_dir . 'languages' );
		$this->add_chunk_translations( $entry, $handle );
		if ( '' !== $global ) {
			wp_add_inline_script(
				$handle,
				'window.' . $global . ' = ' . wp_json_encode( $boot, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . ';',
				'before'
			);
		}
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

	/**
	 * Loads the translations of an entry's lazily loaded chunks.
	 *
	 * wp_set_script_translations() only covers the entry file; each chunk (build/<entry>/*.js)
	 * has its own JSON translation file, keyed by its path. The chunks are registered (never
	 * enqueued: webpack loads them) only so that load_script_textdomain() can find those files,
	 * and the translations are set before the entry runs.
	 *
	 * @param string $entry  Build folder.
	 * @param string $handle The entry's script handle.
	 */
	private function add_chunk_translations( string $entry, string $handle ): void {
		$chunks = glob( $this->plugin_dir . 'build/' . $entry . '/*.js' );
		foreach ( false === $chunks ? array() : $chunks as $chunk ) {
			$name = basename( $chunk, '.js' );
			if ( 'index' === $name ) {
				continue;
			}
			$chunk_handle = $handle . '-chunk-' . sanitize_key( $name );
			wp_register_script( $chunk_handle, $this->plugin_url . 'build/' . $entry . '/' . $name . '.js', array(), LODESTAR_VERSION, true );
			$json = load_script_textdomain( $chunk_handle, 'lodestar', $this->plugin_dir . 'languages' );
			if ( is_string( $json ) && '' !== $json ) {
				wp_add_inline_script(
					$handle,
					sprintf( '( function( data ) { wp.i18n.setLocaleData( data.locale_data.messages, "lodestar" ); } )( %s );', $json ),
					'before'
				);
			}
		}
	}
}
