<?php
/**
 * The IndexNow key file.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\RootFileRoute;

defined( 'ABSPATH' ) || exit;

/**
 * Serves `/{key}.txt` (the key as plain text) while IndexNow is on, from WordPress: no file
 * is written. With pretty permalinks a rewrite rule names the key exactly (added through
 * `rewrite_rules_array`, so the key is read only when WordPress rebuilds its rules, never on a
 * page view); a change of key or of the switch drops the stored rules. With plain permalinks
 * WordPress parses no path, so `parse_request` compares the request's path (a string test; the
 * key is read only for a path shaped like a key file).
 *
 * Switching IndexNow on generates the key when there is none.
 *
 * @since 0.3.0
 */
class KeyFile extends RootFileRoute {

	/**
	 * Query variable of the key file's rewrite rule.
	 *
	 * @since 0.3.0
	 */
	public const QUERY_VAR = 'lodestar_indexnow_key';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings (the switch).
	 * @param Key                $key      The key.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private Key $key
	) {}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'update_option_' . Definitions::OPTION, array( $this, 'on_settings_updated' ), 10, 2 );
		add_action( 'add_option_' . Definitions::OPTION, array( $this, 'on_settings_added' ), 10, 2 );
	}

	/**
	 * Whether IndexNow is on.
	 *
	 * @since 0.3.0
	 */
	public function enabled(): bool {
		return (bool) $this->settings->get( 'enable_indexnow' );
	}

	/**
	 * Generates the key when IndexNow is switched on, and drops the stored rules when the
	 * switch changes.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $old_value Old settings.
	 * @param mixed $value     New settings.
	 */
	public function on_settings_updated( $old_value, $value ): void {
		$before = ! empty( ( (array) $old_value )['enable_indexnow'] );
		$after  = ! empty( ( (array) $value )['enable_indexnow'] );
		if ( $after ) {
			$this->key->ensure();
		}
		if ( $before !== $after ) {
			self::flush_rules();
		}
	}

	/**
	 * Same as on_settings_updated() for a first save.
	 *
	 * @since 0.3.0
	 *
	 * @param string $option Option name.
	 * @param mixed  $value  Settings.
	 */
	public function on_settings_added( $option, $value ): void {
		$this->on_settings_updated( array(), $value );
	}

	/**
	 * Drops the stored rewrite rules (WordPress rebuilds them on the next request).
	 *
	 * @since 0.3.0
	 */
	public static function flush_rules(): void {
		delete_option( 'rewrite_rules' );
	}

	/**
	 * The key file's body for a request path relative to the home URL (e.g. 'abc....txt'), or
	 * null when the path is not the key file (or IndexNow is off).
	 *
	 * @since 0.3.0
	 *
	 * @param string $path Path relative to the site's home, without a leading slash.
	 */
	public function answer( string $path ): ?string {
		if ( ! $this->enabled() || ! preg_match( '/^([a-zA-Z0-9-]{8,128})\.txt$/', $path, $match ) ) {
			return null;
		}
		$key = $this->key->get();
		return '' !== $key && hash_equals( $key, $match[1] ) ? $key : null;
	}

	/**
	 * The rule naming the key exactly, while IndexNow is on and a key exists.
	 *
	 * @since 0.3.0
	 */
	protected function rewrite_pattern(): string {
		$key = $this->enabled() ? $this->key->get() : '';
		return '' === $key ? '' : '^' . preg_quote( $key, '/' ) . '\.txt$';
	}

	/**
	 * The key file's body for the request's path (answer()); plain text, the key matches
	 * Key::PATTERN.
	 *
	 * @since 0.3.0
	 */
	protected function body(): ?string {
		return $this->answer( self::request_path() );
	}

	/**
	 * The key file is not indexed.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	protected function extra_headers(): array {
		return array( 'X-Robots-Tag: noindex' );
	}

	/**
	 * Whether the request may be the key file while WordPress parses no path (plain permalinks):
	 * a path of one segment ending in .txt.
	 *
	 * @since 0.3.0
	 */
	protected function plain_request(): bool {
		return '' === (string) get_option( 'permalink_structure' ) && str_ends_with( self::request_path(), '.txt' );
	}

	/**
	 * The request's path relative to the site's home, without slashes at either end.
	 *
	 * @since 0.3.0
	 */
	public static function request_path(): string {
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$home = trim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' );
		$path = trim( rawurldecode( $path ), '/' );
		if ( '' !== $home ) {
			if ( ! str_starts_with( $path . '/', $home . '/' ) ) {
				return '';
			}
			$path = ltrim( substr( $path, strlen( $home ) ), '/' );
		}
		return $path;
	}
}
