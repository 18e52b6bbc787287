<?php
/**
 * The site owner's OAuth client.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

defined( 'ABSPATH' ) || exit;

/**
 * The OAuth client (id and secret) the site owner created in Google Cloud console: from the
 * constants `LODESTAR_GSC_CLIENT_ID` / `LODESTAR_GSC_CLIENT_SECRET` when both are defined,
 * else from the Search Console screen (option `lodestar_gsc_client`, not autoloaded, the
 * secret sealed by the Vault). The secret never leaves the server.
 *
 * @since 0.3.0
 */
final class ClientCredentials {

	/**
	 * Option holding the client entered on the screen.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_gsc_client';

	/**
	 * Constructor.
	 *
	 * @param Vault                      $vault     Encryption of the secret.
	 * @param array<string, string>|null $constants LODESTAR_GSC_CLIENT_ID and LODESTAR_GSC_CLIENT_SECRET
	 *                                              as wp-config.php defines them (null: read the constants).
	 */
	public function __construct( private Vault $vault, private ?array $constants = null ) {}

	/**
	 * A client constant ('' when not defined).
	 *
	 * @param string $name LODESTAR_GSC_CLIENT_ID|LODESTAR_GSC_CLIENT_SECRET.
	 */
	private function constant( string $name ): string {
		if ( null !== $this->constants ) {
			return (string) ( $this->constants[ $name ] ?? '' );
		}
		return defined( $name ) && is_scalar( constant( $name ) ) ? (string) constant( $name ) : '';
	}

	/**
	 * Whether wp-config.php defines the client (the screen's fields are then read-only).
	 *
	 * @since 0.3.0
	 */
	public function from_constants(): bool {
		return '' !== $this->constant( 'LODESTAR_GSC_CLIENT_ID' ) && '' !== $this->constant( 'LODESTAR_GSC_CLIENT_SECRET' );
	}

	/**
	 * The client id ('' when none).
	 *
	 * @since 0.3.0
	 */
	public function client_id(): string {
		if ( $this->from_constants() ) {
			return $this->constant( 'LODESTAR_GSC_CLIENT_ID' );
		}
		return (string) ( $this->stored()['client_id'] ?? '' );
	}

	/**
	 * The client secret; null when none is stored or it cannot be decrypted.
	 *
	 * @since 0.3.0
	 */
	public function secret(): ?string {
		if ( $this->from_constants() ) {
			return $this->constant( 'LODESTAR_GSC_CLIENT_SECRET' );
		}
		return $this->vault->open( $this->stored()['secret'] ?? null );
	}

	/**
	 * Whether a secret is stored (readable or not).
	 *
	 * @since 0.3.0
	 */
	public function has_secret(): bool {
		return $this->from_constants() || '' !== (string) ( $this->stored()['secret'] ?? '' );
	}

	/**
	 * Whether the flow can start: an id and a readable secret.
	 *
	 * @since 0.3.0
	 */
	public function ready(): bool {
		return '' !== $this->client_id() && null !== $this->secret() && '' !== $this->secret();
	}

	/**
	 * Saves the client entered on the screen. An empty secret keeps the stored one.
	 *
	 * @since 0.3.0
	 *
	 * @param string $client_id Client id.
	 * @param string $secret    Client secret ('' keeps the stored one).
	 * @return bool Whether the client id changed.
	 */
	public function save( string $client_id, string $secret ): bool {
		$old    = $this->stored();
		$sealed = '' !== $secret ? $this->vault->seal( $secret ) : (string) ( $old['secret'] ?? '' );
		update_option(
			self::OPTION,
			array(
				'client_id' => $client_id,
				'secret'    => $sealed,
			),
			false
		);
		return ( $old['client_id'] ?? '' ) !== $client_id;
	}

	/**
	 * The redirect URI to register in Google Cloud console (and send with the flow).
	 *
	 * @since 0.3.0
	 */
	public function redirect_uri(): string {
		return admin_url( 'admin.php?page=lodestar' );
	}

	/**
	 * The stored option.
	 *
	 * @return array<string, mixed>
	 */
	private function stored(): array {
		$value = get_option( self::OPTION, array() );
		return is_array( $value ) ? $value : array();
	}
}
