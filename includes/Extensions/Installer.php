<?php
/**
 * Installs and activates the recommended plugins and themes with WordPress's own upgrader.
 *
 * @package Lodestar
 */

namespace Lodestar\Extensions;

use Plugin_Upgrader;
use Theme_Upgrader;
use WP_Ajax_Upgrader_Skin;
use WP_Error;
use WP_Upgrader;

defined( 'ABSPATH' ) || exit;

/**
 * Which plugins and themes are installed and active, and installing (plugins_api() /
 * themes_api() and Plugin_Upgrader / Theme_Upgrader) and activating (activate_plugin() /
 * switch_theme()) one of them.
 *
 * Every call to wordpress.org made during an operation gets a short timeout
 * (`lodestar_extensions_timeout`), and once one of them fails the rest of the operation is
 * answered with the same error at once (plugins_api() would otherwise try again over plain
 * HTTP, doubling the wait). Installing needs direct write access to the plugins or themes
 * folder, or stored credentials: without them the answer says so at once.
 *
 * @since 0.3.0
 */
final class Installer {

	/**
	 * Hosts of the wordpress.org directory API and its downloads.
	 *
	 * @since 0.3.0
	 */
	public const DIRECTORY_HOSTS = array( 'api.wordpress.org', 'downloads.wordpress.org', 'wordpress.org' );

	/**
	 * Default timeouts in seconds: directory API calls, package downloads.
	 *
	 * @since 0.3.0
	 */
	public const TIMEOUTS = array(
		'api'      => 10,
		'download' => 60,
	);

	/**
	 * Name of the lock (WP_Upgrader::create_lock()) that keeps operations one at a time.
	 *
	 * @since 0.3.0
	 */
	public const LOCK = 'lodestar_extensions';

	/**
	 * The first failed directory call of the running operation.
	 *
	 * @var WP_Error|null
	 */
	private ?WP_Error $failure = null;

	/**
	 * Installed and active slugs: {plugins: {installed, active}, themes: {installed, active}}.
	 *
	 * A plugin's slug is its folder (or its file name without .php for a single-file plugin);
	 * a theme's is its stylesheet folder. The active themes are the theme and its parent.
	 *
	 * @since 0.3.0
	 *
	 * @return array{plugins: array{installed: list<string>, active: list<string>}, themes: array{installed: list<string>, active: list<string>}}
	 */
	public function status(): array {
		$this->load_admin_files();
		$installed = array();
		$active    = array();
		foreach ( array_keys( get_plugins() ) as $file ) {
			$slug               = self::plugin_slug( (string) $file );
			$installed[ $slug ] = true;
			if ( is_plugin_active( (string) $file ) ) {
				$active[ $slug ] = true;
			}
		}
		$themes = array_map( 'strval', array_keys( wp_get_themes() ) );
		sort( $themes );
		$active_themes = array_values( array_unique( array( get_stylesheet(), get_template() ) ) );
		$installed     = array_map( 'strval', array_keys( $installed ) );
		$active        = array_map( 'strval', array_keys( $active ) );
		sort( $installed );
		sort( $active );
		return array(
			'plugins' => array(
				'installed' => $installed,
				'active'    => $active,
			),
			'themes'  => array(
				'installed' => $themes,
				'active'    => $active_themes,
			),
		);
	}

	/**
	 * The slug of a plugin file (relative to the plugins folder).
	 *
	 * @since 0.3.0
	 *
	 * @param string $file e.g. redirection/redirection.php or hello.php.
	 */
	public static function plugin_slug( string $file ): string {
		$dir = dirname( $file );
		return '.' === $dir ? basename( $file, '.php' ) : $dir;
	}

	/**
	 * The installed plugin file of a slug, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Slug.
	 */
	public function plugin_file( string $slug ): ?string {
		$this->load_admin_files();
		$files = array();
		foreach ( array_keys( get_plugins() ) as $file ) {
			if ( self::plugin_slug( (string) $file ) === $slug ) {
				$files[] = (string) $file;
			}
		}
		if ( array() === $files ) {
			return null;
		}
		// The main file is named after the folder where there are several.
		foreach ( $files as $file ) {
			if ( basename( $file, '.php' ) === $slug ) {
				return $file;
			}
		}
		return $files[0];
	}

	/**
	 * Installs a plugin from wordpress.org (no activation).
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	public function install_plugin( string $slug ) {
		return $this->install( 'plugin', $slug );
	}

	/**
	 * Installs a theme from wordpress.org (no activation).
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	public function install_theme( string $slug ) {
		return $this->install( 'theme', $slug );
	}

	/**
	 * Activates an installed plugin (its activation hook runs).
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	public function activate_plugin( string $slug ) {
		$this->load_admin_files();
		$file = $this->plugin_file( $slug );
		if ( null === $file ) {
			return new WP_Error( 'lodestar_not_installed', __( 'It is not installed.', 'lodestar' ), array( 'status' => 409 ) );
		}
		if ( ! current_user_can( 'activate_plugin', $file ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to activate this plugin.', 'lodestar' ), array( 'status' => 403 ) );
		}
		if ( is_plugin_active( $file ) ) {
			return true;
		}
		$result = activate_plugin( $file );
		if ( is_wp_error( $result ) ) {
			return new WP_Error( 'lodestar_activation_failed', $result->get_error_message(), array( 'status' => 500 ) );
		}
		return true;
	}

	/**
	 * Switches to an installed theme.
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Stylesheet folder.
	 * @return true|WP_Error
	 */
	public function activate_theme( string $slug ) {
		$theme = wp_get_theme( $slug );
		if ( ! $theme->exists() ) {
			return new WP_Error( 'lodestar_not_installed', __( 'It is not installed.', 'lodestar' ), array( 'status' => 409 ) );
		}
		if ( $theme->errors() ) {
			return new WP_Error( 'lodestar_activation_failed', $theme->errors()->get_error_message(), array( 'status' => 500 ) );
		}
		if ( ! $theme->is_allowed() ) {
			return new WP_Error( 'lodestar_activation_failed', __( 'The theme is not allowed on this site.', 'lodestar' ), array( 'status' => 403 ) );
		}
		if ( get_stylesheet() !== $slug ) {
			switch_theme( $slug );
		}
		return true;
	}

	/**
	 * Installs a plugin or theme: ask the directory for its package, download and unpack it.
	 *
	 * @param string $type plugin or theme.
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	private function install( string $type, string $slug ) {
		$this->load_admin_files();
		if ( ! function_exists( 'plugins_api' ) || ! function_exists( 'themes_api' ) || ! class_exists( Plugin_Upgrader::class ) ) {
			return self::updates_api_unavailable( __( 'The WordPress installer could not be loaded.', 'lodestar' ) );
		}
		$dir = 'plugin' === $type ? WP_PLUGIN_DIR : get_theme_root();
		$fs  = $this->filesystem( $dir );
		if ( is_wp_error( $fs ) ) {
			return $fs;
		}
		if ( ! WP_Upgrader::create_lock( self::LOCK, 5 * MINUTE_IN_SECONDS ) ) {
			return new WP_Error( 'lodestar_operation_in_progress', __( 'Another operation is in progress. Please wait.', 'lodestar' ), array( 'status' => 409 ) );
		}
		$this->failure = null;
		add_filter( 'http_request_args', array( $this, 'limit_directory_request' ), PHP_INT_MAX, 2 );
		add_filter( 'pre_http_request', array( $this, 'short_circuit_after_failure' ), 0, 3 );
		add_filter( 'pre_http_request', array( $this, 'note_rerouted_failure' ), PHP_INT_MAX, 3 );
		add_action( 'http_api_debug', array( $this, 'note_failure' ), 10, 5 );
		// The upgrader and its skin print and open buffers of their own: nothing reaches the answer.
		$level = ob_get_level();
		ob_start();
		try {
			$result = 'plugin' === $type ? $this->run_plugin_upgrader( $slug ) : $this->run_theme_upgrader( $slug );
		} finally {
			while ( ob_get_level() > $level ) {
				ob_end_clean();
			}
			remove_filter( 'http_request_args', array( $this, 'limit_directory_request' ), PHP_INT_MAX );
			remove_filter( 'pre_http_request', array( $this, 'short_circuit_after_failure' ), 0 );
			remove_filter( 'pre_http_request', array( $this, 'note_rerouted_failure' ), PHP_INT_MAX );
			remove_action( 'http_api_debug', array( $this, 'note_failure' ), 10 );
			WP_Upgrader::release_lock( self::LOCK );
		}
		return $result;
	}

	/**
	 * Plugin: plugins_api() then Plugin_Upgrader::install().
	 *
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	private function run_plugin_upgrader( string $slug ) {
		$api = plugins_api(
			'plugin_information',
			array(
				'slug'   => $slug,
				'fields' => array(
					'sections'          => false,
					'short_description' => false,
					'icons'             => false,
					'banners'           => false,
					'reviews'           => false,
					'contributors'      => false,
				),
			)
		);
		$link = $this->download_link( $api );
		if ( is_wp_error( $link ) ) {
			return $link;
		}
		$skin     = new WP_Ajax_Upgrader_Skin();
		$upgrader = new Plugin_Upgrader( $skin );
		return $this->upgrader_result( $upgrader->install( $link ), $skin );
	}

	/**
	 * Theme: themes_api() then Theme_Upgrader::install().
	 *
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	private function run_theme_upgrader( string $slug ) {
		// themes_api() reports a failed HTTPS call as a PHP warning unless the request is an
		// Ajax one (plugins_api() asks whether it is a JSON one): this REST call is the same
		// kind of request as core's Ajax installer, and the failure is answered here.
		add_filter( 'wp_doing_ajax', '__return_true' );
		try {
			$api = themes_api(
				'theme_information',
				array(
					'slug'   => $slug,
					'fields' => array(
						'sections' => false,
						'tags'     => false,
					),
				)
			);
		} finally {
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		$link = $this->download_link( $api );
		if ( is_wp_error( $link ) ) {
			return $link;
		}
		$skin     = new WP_Ajax_Upgrader_Skin();
		$upgrader = new Theme_Upgrader( $skin );
		return $this->upgrader_result( $upgrader->install( $link ), $skin );
	}

	/**
	 * The package URL of a directory answer, or why there is none.
	 *
	 * An unreachable directory (the request failed, timed out or did not answer JSON) is
	 * 'WordPress updates API not available.'; the directory's own refusal (e.g. an unknown
	 * slug) keeps its message.
	 *
	 * @param mixed $api plugins_api() / themes_api() answer.
	 * @return string|WP_Error
	 */
	private function download_link( $api ) {
		if ( is_wp_error( $api ) ) {
			$detail = $api->get_error_data();
			if ( null !== $this->failure || ( is_string( $detail ) && '' !== $detail ) ) {
				return self::updates_api_unavailable( null !== $this->failure ? $this->failure->get_error_message() : (string) $detail );
			}
			return new WP_Error( 'lodestar_directory_refused', $api->get_error_message(), array( 'status' => 404 ) );
		}
		$link = is_object( $api ) && isset( $api->download_link ) && is_string( $api->download_link ) ? $api->download_link : '';
		// Packages come from wordpress.org only, whatever the answer says.
		$scheme = wp_parse_url( $link, PHP_URL_SCHEME );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ! $this->is_directory_url( $link ) ) {
			return self::updates_api_unavailable( __( 'The directory did not name a package.', 'lodestar' ) );
		}
		return $link;
	}

	/**
	 * Turns what the upgrader reports into true or an error.
	 *
	 * @param mixed                 $result Upgrader::install() result.
	 * @param WP_Ajax_Upgrader_Skin $skin   The skin that collected the messages.
	 * @return true|WP_Error
	 */
	private function upgrader_result( $result, WP_Ajax_Upgrader_Skin $skin ) {
		// A download that timed out or could not connect (the upgrader then answers null).
		if ( true !== $result && null !== $this->failure ) {
			return self::updates_api_unavailable( $this->failure->get_error_message() );
		}
		if ( is_wp_error( $result ) ) {
			return $this->install_error( $result );
		}
		if ( is_wp_error( $skin->result ) ) {
			return $this->install_error( $skin->result );
		}
		if ( $skin->get_errors()->has_errors() ) {
			return new WP_Error( 'lodestar_install_failed', $skin->get_error_messages(), array( 'status' => 500 ) );
		}
		if ( true !== $result ) {
			global $wp_filesystem;
			if ( $wp_filesystem instanceof \WP_Filesystem_Base && is_wp_error( $wp_filesystem->errors ) && $wp_filesystem->errors->has_errors() ) {
				return new WP_Error( 'lodestar_install_failed', $wp_filesystem->errors->get_error_message(), array( 'status' => 500 ) );
			}
			return new WP_Error( 'lodestar_install_failed', __( 'Unable to connect to the filesystem. Please confirm your credentials.', 'lodestar' ), array( 'status' => 500 ) );
		}
		return true;
	}

	/**
	 * An upgrader error as the route's error (a failed download of wordpress.org is the
	 * directory being unavailable).
	 *
	 * @param WP_Error $error Error.
	 */
	private function install_error( WP_Error $error ): WP_Error {
		if ( null !== $this->failure ) {
			return self::updates_api_unavailable( $this->failure->get_error_message() );
		}
		$code = (string) $error->get_error_code();
		return new WP_Error( 'folder_exists' === $code ? 'lodestar_already_installed' : 'lodestar_install_failed', $error->get_error_message(), array( 'status' => 'folder_exists' === $code ? 409 : 500 ) );
	}

	/**
	 * The directory cannot be reached or answered nonsense.
	 *
	 * @param string $detail What went wrong (kept in the error's data for debugging).
	 */
	private static function updates_api_unavailable( string $detail ): WP_Error {
		return new WP_Error(
			'lodestar_updates_api_unavailable',
			__( 'WordPress updates API not available.', 'lodestar' ),
			array(
				'status' => 503,
				'detail' => $detail,
			)
		);
	}

	/**
	 * Whether WordPress may write to a folder without asking for credentials, or has stored
	 * credentials that work. A form asking for them is never printed.
	 *
	 * @param string $dir Folder to write to.
	 * @return true|WP_Error
	 */
	private function filesystem( string $dir ) {
		ob_start();
		$credentials = request_filesystem_credentials( '', '', false, $dir, null, true );
		ob_end_clean();
		if ( false === $credentials || ! WP_Filesystem( $credentials, $dir, true ) ) {
			return new WP_Error(
				'lodestar_filesystem_credentials',
				__( 'WordPress cannot write to this site’s files without FTP or SSH credentials. Install it from the Plugins or Themes screen, which asks for them, or ask your host to allow direct writes.', 'lodestar' ),
				array( 'status' => 409 )
			);
		}
		return true;
	}

	/**
	 * Caps the timeout of calls to the directory and its downloads (http_request_args).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $args Request arguments.
	 * @param string               $url  URL.
	 * @return array<string, mixed>
	 */
	public function limit_directory_request( $args, $url ) {
		if ( ! is_array( $args ) || ! $this->is_directory_url( (string) $url ) ) {
			return $args;
		}
		$kind  = 'downloads.wordpress.org' === wp_parse_url( (string) $url, PHP_URL_HOST ) || ! empty( $args['stream'] ) ? 'download' : 'api';
		$limit = self::timeout( $kind );
		$args['timeout'] = isset( $args['timeout'] ) && is_numeric( $args['timeout'] ) ? min( (float) $args['timeout'], $limit ) : $limit;
		return $args;
	}

	/**
	 * After one failed directory call, the next ones fail at once (pre_http_request, first).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed                $pre  Short-circuit value.
	 * @param array<string, mixed> $args Request arguments.
	 * @param string               $url  URL.
	 * @return mixed
	 */
	public function short_circuit_after_failure( $pre, $args, $url ) {
		if ( false === $pre && null !== $this->failure && $this->is_directory_url( (string) $url ) ) {
			return $this->failure;
		}
		return $pre;
	}

	/**
	 * Notes a failed directory call answered by another pre_http_request callback (pre_http_request, last).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed                $pre  Short-circuit value.
	 * @param array<string, mixed> $args Request arguments.
	 * @param string               $url  URL.
	 * @return mixed
	 */
	public function note_rerouted_failure( $pre, $args, $url ) {
		if ( $pre instanceof WP_Error && $this->is_directory_url( (string) $url ) ) {
			$this->failure = $pre;
		}
		return $pre;
	}

	/**
	 * Notes a failed directory call (http_api_debug).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed  $response Response or error.
	 * @param string $context  'response'.
	 * @param string $transport Transport class.
	 * @param mixed  $args     Request arguments.
	 * @param string $url      URL.
	 */
	public function note_failure( $response, $context, $transport, $args, $url ): void {
		if ( $response instanceof WP_Error && $this->is_directory_url( (string) $url ) ) {
			$this->failure = $response;
		}
	}

	/**
	 * Seconds allowed for one call of a kind.
	 *
	 * @since 0.3.0
	 *
	 * @param string $kind api or download.
	 */
	public static function timeout( string $kind ): float {
		$default = self::TIMEOUTS[ $kind ] ?? self::TIMEOUTS['api'];
		/**
		 * Filters the timeout, in seconds, of one call to the wordpress.org directory while a
		 * recommended plugin or theme is installed.
		 *
		 * @since 0.3.0
		 *
		 * @param int    $seconds Default: 10 for the API, 60 for a download.
		 * @param string $kind    'api' or 'download'.
		 */
		$seconds = (float) apply_filters( 'lodestar_extensions_timeout', $default, $kind );
		return $seconds > 0 ? $seconds : (float) $default;
	}

	/**
	 * Whether a URL is on a wordpress.org directory host.
	 *
	 * @param string $url URL.
	 */
	private function is_directory_url( string $url ): bool {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $host ) && in_array( strtolower( $host ), self::DIRECTORY_HOSTS, true );
	}

	/**
	 * The admin files the upgrader and the plugin functions live in (a REST request has
	 * not loaded them).
	 */
	private function load_admin_files(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/plugin-install.php';
		require_once ABSPATH . 'wp-admin/includes/theme.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
	}
}
