<?php
/**
 * The IndexNow key.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

defined( 'ABSPATH' ) || exit;

/**
 * The site's IndexNow key (option `lodestar_indexnow_key`, not autoloaded: only the key file's
 * requests and the submissions read it): 32 lowercase hexadecimal characters when generated;
 * a key the owner types may be any 8 to 128 letters, digits and dashes, as the protocol allows.
 * Search engines fetch it at `/{key}.txt` (KeyFile) to check that the submitter owns the host.
 *
 * @since 0.3.0
 */
class Key {

	/**
	 * Option holding the key.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_indexnow_key';

	/**
	 * What a key may be (the IndexNow protocol: 8 to 128 of a-z, A-Z, 0-9 and '-').
	 *
	 * @since 0.3.0
	 */
	public const PATTERN = '/^[a-zA-Z0-9-]{8,128}$/';

	/**
	 * The stored key ('' when none was generated yet).
	 *
	 * @since 0.3.0
	 */
	public function get(): string {
		$key = get_option( self::OPTION, '' );
		return is_string( $key ) && self::valid( $key ) ? $key : '';
	}

	/**
	 * The stored key, generated and stored first when there is none.
	 *
	 * @since 0.3.0
	 */
	public function ensure(): string {
		$key = $this->get();
		return '' !== $key ? $key : $this->regenerate();
	}

	/**
	 * Stores a new random key (32 hexadecimal characters) and returns it.
	 *
	 * @since 0.3.0
	 */
	public function regenerate(): string {
		$key = bin2hex( random_bytes( 16 ) );
		$this->set( $key );
		return $key;
	}

	/**
	 * Stores a key the owner chose.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key Key (valid()).
	 * @return bool Whether it is stored.
	 */
	public function set( string $key ): bool {
		if ( ! self::valid( $key ) ) {
			return false;
		}
		$before = get_option( self::OPTION );
		if ( $before === $key ) {
			return true;
		}
		$saved = false === $before ? add_option( self::OPTION, $key, '', false ) : update_option( self::OPTION, $key, false );
		if ( $saved ) {
			// The key file's rewrite rule names the key: rebuilt by the next request.
			KeyFile::flush_rules();
		}
		return $saved;
	}

	/**
	 * Whether a string may be a key.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key Candidate.
	 */
	public static function valid( string $key ): bool {
		return 1 === preg_match( self::PATTERN, $key );
	}

	/**
	 * Where the key file is served: `{home}/{key}.txt` (the site root, so the key covers every
	 * URL of the host).
	 *
	 * @since 0.3.0
	 *
	 * @param string $key Key.
	 */
	public static function location( string $key ): string {
		return home_url( '/' . $key . '.txt' );
	}
}
