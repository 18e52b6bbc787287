<?php
/**
 * The stored connection.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

defined( 'ABSPATH' ) || exit;

/**
 * The connection to Google: tokens (sealed by the Vault: the raw option holds neither token),
 * granted scopes, the account's e-mail, the selected property and the state the last answer
 * left (a reason to reconnect). Option `lodestar_gsc_connection`, not autoloaded (only admin
 * screens and REST read it), not part of the settings export.
 *
 * @since 0.3.0
 */
final class TokenStore {

	/**
	 * Option name.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_gsc_connection';

	/**
	 * Reconnect reasons.
	 *
	 * @since 0.3.0
	 */
	public const INVALID_GRANT = 'invalid_grant';

	/**
	 * The key changed: the tokens cannot be read.
	 *
	 * @since 0.3.0
	 */
	public const KEY_CHANGED = 'key_changed';

	/**
	 * Google refused a fresh access token.
	 *
	 * @since 0.3.0
	 */
	public const REVOKED = 'revoked';

	/**
	 * Seconds an access token is considered expired before Google says so.
	 */
	private const EXPIRY_MARGIN = 60;

	/**
	 * Per-request copy of the option.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $data = null;

	/**
	 * Constructor.
	 *
	 * @param Vault $vault Encryption.
	 */
	public function __construct( private Vault $vault ) {}

	/**
	 * The stored connection.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		if ( null === $this->data ) {
			$value      = get_option( self::OPTION, array() );
			$this->data = is_array( $value ) ? $value : array();
		}
		return $this->data;
	}

	/**
	 * Forgets the per-request copy (tests, and after another process wrote the option).
	 *
	 * @since 0.3.0
	 */
	public function flush(): void {
		$this->data = null;
	}

	/**
	 * Whether a refresh token is stored (readable or not).
	 *
	 * @since 0.3.0
	 */
	public function has_tokens(): bool {
		return '' !== (string) ( $this->data()['refresh'] ?? '' );
	}

	/**
	 * The refresh token; null when none or unreadable (see reconnect_reason()).
	 *
	 * @since 0.3.0
	 */
	public function refresh_token(): ?string {
		return $this->has_tokens() ? $this->vault->open( $this->data()['refresh'] ) : null;
	}

	/**
	 * The access token while it is valid, else null.
	 *
	 * @since 0.3.0
	 */
	public function access_token(): ?string {
		$data = $this->data();
		if ( (int) ( $data['expires'] ?? 0 ) - self::EXPIRY_MARGIN <= time() ) {
			return null;
		}
		return $this->vault->open( $data['access'] ?? null );
	}

	/**
	 * Why the user must reconnect, or '' when the connection works (or never existed).
	 *
	 * @since 0.3.0
	 */
	public function reconnect_reason(): string {
		if ( $this->has_tokens() && null === $this->refresh_token() ) {
			return self::KEY_CHANGED;
		}
		return (string) ( $this->data()['reconnect'] ?? '' );
	}

	/**
	 * Whether the connection can call Google: a readable refresh token and no reason to reconnect.
	 *
	 * @since 0.3.0
	 */
	public function is_connected(): bool {
		return null !== $this->refresh_token() && '' === $this->reconnect_reason();
	}

	/**
	 * Granted scopes.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function scopes(): array {
		return array_values( array_filter( array_map( 'strval', (array) ( $this->data()['scopes'] ?? array() ) ) ) );
	}

	/**
	 * Stores a token answer of the code exchange.
	 *
	 * @since 0.3.0
	 *
	 * @param string       $refresh    Refresh token ('' keeps the stored one: incremental grants).
	 * @param string       $access     Access token.
	 * @param int          $expires_in Lifetime in seconds.
	 * @param list<string> $scopes     Granted scopes.
	 */
	public function store_grant( string $refresh, string $access, int $expires_in, array $scopes ): void {
		$data = $this->data();
		if ( '' !== $refresh ) {
			$data['refresh']      = $this->vault->seal( $refresh );
			$data['connected_at'] = time();
		}
		$data['scopes']    = array_values( $scopes );
		$data['reconnect'] = '';
		$this->write( $data );
		$this->store_access( $access, $expires_in );
	}

	/**
	 * Stores a fresh access token.
	 *
	 * @since 0.3.0
	 *
	 * @param string $access     Access token.
	 * @param int    $expires_in Lifetime in seconds.
	 */
	public function store_access( string $access, int $expires_in ): void {
		$data            = $this->data();
		$data['access']  = $this->vault->seal( $access );
		$data['expires'] = time() + max( 0, $expires_in );
		$this->write( $data );
	}

	/**
	 * Records why the user must reconnect (the access token is dropped).
	 *
	 * @since 0.3.0
	 *
	 * @param string $reason invalid_grant|revoked.
	 */
	public function mark_reconnect( string $reason ): void {
		$data              = $this->data();
		$data['reconnect'] = $reason;
		unset( $data['access'], $data['expires'] );
		$this->write( $data );
	}

	/**
	 * Clears a recorded reason to reconnect (a call succeeded).
	 *
	 * @since 0.3.0
	 */
	public function clear_reconnect(): void {
		if ( '' !== (string) ( $this->data()['reconnect'] ?? '' ) ) {
			$data              = $this->data();
			$data['reconnect'] = '';
			$this->write( $data );
		}
	}

	/**
	 * A plain (not secret) field: email, site, connected_at.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key Field.
	 * @return mixed
	 */
	public function get( string $key ) {
		return $this->data()[ $key ] ?? null;
	}

	/**
	 * Sets a plain field.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key   Field: email, site, connected_at.
	 * @param mixed  $value Value.
	 */
	public function set( string $key, $value ): void {
		$data         = $this->data();
		$data[ $key ] = $value;
		$this->write( $data );
	}

	/**
	 * Forgets the whole connection: tokens, scopes, e-mail and the selected property.
	 *
	 * @since 0.3.0
	 */
	public function forget(): void {
		$this->write( array() );
	}

	/**
	 * Writes the option.
	 *
	 * @param array<string, mixed> $data Connection.
	 */
	private function write( array $data ): void {
		$this->data = $data;
		if ( array() === $data ) {
			delete_option( self::OPTION );
			return;
		}
		update_option( self::OPTION, $data, false );
	}
}
