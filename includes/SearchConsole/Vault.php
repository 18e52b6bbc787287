<?php
/**
 * Encryption of the stored secrets.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

defined( 'ABSPATH' ) || exit;

/**
 * Encrypts the OAuth tokens and the client secret at rest with libsodium's secretbox
 * (XSalsa20-Poly1305), under a key derived (HKDF-SHA256) from the site's salts.
 *
 * A changed salt (a new wp-config.php, a moved site) makes every stored value unreadable:
 * open() then answers null, and the connection asks to reconnect; never a PHP error.
 *
 * @since 0.3.0
 */
final class Vault {

	/**
	 * Prefix of values sealed by this version.
	 */
	private const PREFIX = 'lsv1:';

	/**
	 * HKDF info string: keys for other uses of the salts never equal this one.
	 */
	private const INFO = 'lodestar-search-console-secrets-v1';

	/**
	 * The key, derived from the site's salts.
	 */
	private function key(): string {
		$material = wp_salt( 'auth' ) . '|' . wp_salt( 'secure_auth' );
		return hash_hkdf( 'sha256', $material, SODIUM_CRYPTO_SECRETBOX_KEYBYTES, self::INFO );
	}

	/**
	 * Encrypts a value.
	 *
	 * @since 0.3.0
	 *
	 * @param string $plain Secret.
	 * @return string Printable sealed value.
	 */
	public function seal( string $plain ): string {
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$key   = $this->key();
		$box   = sodium_crypto_secretbox( $plain, $nonce, $key );
		sodium_memzero( $key );
		return self::PREFIX . sodium_bin2base64( $nonce . $box, SODIUM_BASE64_VARIANT_URLSAFE_NO_PADDING );
	}

	/**
	 * Decrypts a sealed value; null when it cannot be read (another key, tampered, not sealed).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $sealed Sealed value.
	 */
	public function open( $sealed ): ?string {
		if ( ! is_string( $sealed ) || ! str_starts_with( $sealed, self::PREFIX ) ) {
			return null;
		}
		try {
			$raw = sodium_base642bin( substr( $sealed, strlen( self::PREFIX ) ), SODIUM_BASE64_VARIANT_URLSAFE_NO_PADDING );
		} catch ( \SodiumException $e ) {
			return null;
		}
		if ( strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES + SODIUM_CRYPTO_SECRETBOX_MACBYTES ) {
			return null;
		}
		$key   = $this->key();
		$plain = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), $key );
		sodium_memzero( $key );
		return false === $plain ? null : $plain;
	}
}
