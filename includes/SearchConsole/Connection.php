<?php
/**
 * The Search Console connection.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What the REST routes and the rest of the plugin ask of Search Console: the connection's
 * status, the OAuth client, the redirect back from Google, the properties (list, pre-selection,
 * selection, adding, META verification), the reports and the disconnection.
 *
 * @since 0.3.0
 */
final class Connection {

	/**
	 * Nonce action of the error redirect to the dashboard.
	 *
	 * @since 0.3.0
	 */
	public const NONCE_ACTION = 'lodestar_gsc';

	/**
	 * Token store.
	 *
	 * @var TokenStore
	 */
	public readonly TokenStore $tokens;

	/**
	 * OAuth client.
	 *
	 * @var ClientCredentials
	 */
	public readonly ClientCredentials $client;

	/**
	 * OAuth flow.
	 *
	 * @var OAuth
	 */
	public readonly OAuth $oauth;

	/**
	 * API client.
	 *
	 * @var Api
	 */
	public readonly Api $api;

	/**
	 * Reports.
	 *
	 * @var Reports
	 */
	public readonly Reports $reports;

	/**
	 * Verification tags.
	 *
	 * @var VerificationTag
	 */
	public readonly VerificationTag $verification;

	/**
	 * Builds the connection's parts (no hooks).
	 *
	 * @param ClientCredentials|null $client OAuth client (null: the screen's or wp-config.php's).
	 */
	public function __construct( ?ClientCredentials $client = null ) {
		$vault              = new Vault();
		$this->tokens       = new TokenStore( $vault );
		$this->client       = $client ?? new ClientCredentials( $vault );
		$this->oauth        = new OAuth( $this->client, $this->tokens );
		$this->api          = new Api( $this->oauth, $this->tokens );
		$this->reports      = new Reports( $this->api, $this->tokens, new ContentTitles() );
		$this->verification = new VerificationTag();
	}

	/**
	 * Hooks the redirect handler and the connected filter (the verification tag is one of the head's generators).
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		if ( is_admin() ) {
			add_action( 'admin_init', array( $this, 'handle_oauth_redirect' ) );
		}
		$this->register_connected();
	}

	/**
	 * Hooks the connected filter alone (REST requests: the site analysis asks it). Hooking it
	 * again changes nothing.
	 *
	 * @since 0.5.0
	 */
	public function register_connected(): void {
		add_filter( 'lodestar_search_console_connected', array( $this, 'filter_connected' ) );
	}

	/**
	 * Answers the `lodestar_search_console_connected` filter: whether a working connection exists.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $connected Value so far.
	 */
	public function filter_connected( $connected ): bool {
		return (bool) $connected || $this->tokens->is_connected();
	}

	/**
	 * Google's redirect back to `admin.php?page=lodestar&state=…&code=…` (or `&error=…`).
	 *
	 * Handled on admin_init, before anything is printed: the redirect URI is the admin page
	 * site owners register, the user is known (the state is bound to them), and the code is
	 * exchanged and dropped from the address (a redirect) before the app loads.
	 *
	 * @since 0.3.0
	 */
	public function handle_oauth_redirect(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the OAuth state is the CSRF check (OAuth::handle_callback()).
		if ( 'lodestar' !== ( $_GET['page'] ?? '' ) || ! isset( $_GET['state'] ) || ( ! isset( $_GET['code'] ) && ! isset( $_GET['error'] ) ) ) {
			return;
		}
		$query = array();
		foreach ( array( 'state', 'code', 'error', 'scope' ) as $key ) {
			if ( isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) ) {
				$query[ $key ] = sanitize_text_field( wp_unslash( $_GET[ $key ] ) );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		wp_safe_redirect( $this->complete_authorization( $query ) );
		exit;
	}

	/**
	 * Completes a flow from the redirect's query and answers where the browser goes next.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string> $query state, code | error, scope.
	 */
	public function complete_authorization( array $query ): string {
		$result = current_user_can( 'manage_options' )
			? $this->oauth->handle_callback( $query )
			: new WP_Error( 'gsc_forbidden', Errors::message( 403 ), array( 'status' => 403 ) );
		if ( true === $result ) {
			$this->tokens->set( 'email', $this->api->email() );
			return admin_url( 'admin.php?page=lodestar' ) . '#/search-console';
		}
		$status = (int) ( ( (array) $result->get_error_data() )['status'] ?? 400 );
		// The dashboard's toast knows 400, 401, 403, 404, 429 and 500 (spec §8): 502-504 read as 500.
		$status = $status >= 500 ? 500 : $status;
		return add_query_arg(
			array(
				'page'           => 'lodestar',
				'gcp_error_code' => $status,
				'action'         => self::NONCE_ACTION,
				'status'         => 'error',
				'nonce'          => wp_create_nonce( self::NONCE_ACTION ),
			),
			admin_url( 'admin.php' )
		) . '#/dashboard';
	}

	/**
	 * The connection's state for the screens (never a token or the client secret).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function status(): array {
		$reason    = $this->tokens->reconnect_reason();
		$connected = $this->tokens->is_connected();
		$scopes    = $connected ? $this->tokens->scopes() : array();
		$missing   = array();
		if ( $connected && ! array_intersect( $scopes, array( OAuth::SCOPE_READONLY, OAuth::SCOPE_FULL ) ) ) {
			$missing[] = 'data';
		}
		if ( $connected && ! array_intersect( $scopes, array( OAuth::SCOPE_VERIFY, OAuth::SCOPE_VERIFY_FULL ) ) ) {
			$missing[] = 'verification';
		}
		$site  = $connected ? $this->site() : '';
		$email = (string) $this->tokens->get( 'email' );
		return array(
			'authenticated'   => $connected ? '1' : '',
			'profile'         => $connected && '' !== $email ? array( 'email' => $email ) : null,
			'hasSiteSelected' => '' !== $site,
			'selectedSite'    => $site,
			'authUrl'         => $this->oauth->authorization_url(),
			'client'          => array(
				'clientId'      => $this->client->client_id(),
				'hasSecret'     => $this->client->has_secret(),
				'fromConstants' => $this->client->from_constants(),
				'redirectUri'   => $this->client->redirect_uri(),
			),
			'grantedScopes'   => $scopes,
			'missingFeatures' => $missing,
			'reconnect'       => '' === $reason ? null : array(
				'reason'  => $reason,
				'message' => $this->reconnect_message( $reason ),
			),
		);
	}

	/**
	 * Saves the OAuth client entered on the screen; a different client id ends the connection.
	 *
	 * @since 0.3.0
	 *
	 * @param string $client_id Client id.
	 * @param string $secret    Client secret ('' keeps the stored one).
	 * @return true|WP_Error
	 */
	public function save_client( string $client_id, string $secret ) {
		if ( $this->client->from_constants() ) {
			return new WP_Error( 'constants_defined', __( 'The OAuth client is defined in wp-config.php (LODESTAR_GSC_CLIENT_ID and LODESTAR_GSC_CLIENT_SECRET); change it there.', 'lodestar' ), array( 'status' => 403 ) );
		}
		if ( $this->client->save( $client_id, $secret ) && $this->tokens->has_tokens() ) {
			$this->oauth->revoke();
			$this->tokens->forget();
		}
		return true;
	}

	/**
	 * The selected property ('' when none).
	 *
	 * @since 0.3.0
	 */
	public function site(): string {
		return (string) $this->tokens->get( 'site' );
	}

	/**
	 * Every property the account can see, and the one to pre-select for this site.
	 *
	 * @since 0.3.0
	 *
	 * @return array{sites: list<array{siteUrl: string, isVerified: bool, permissionLevel: string}>, suggested: string}|WP_Error
	 */
	public function sites() {
		$sites = $this->api->sites();
		if ( is_wp_error( $sites ) ) {
			return $sites;
		}
		$list = array();
		foreach ( $sites as $site ) {
			$list[] = array(
				'siteUrl'         => $site['siteUrl'],
				'isVerified'      => self::is_verified( $site['permissionLevel'] ),
				'permissionLevel' => $site['permissionLevel'],
			);
		}
		return array(
			'sites'     => $list,
			'suggested' => self::suggest( $list, home_url( '/' ) ),
		);
	}

	/**
	 * Selects a property: one the account can read (verified).
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Property.
	 * @return true|WP_Error
	 */
	public function select_site( string $url ) {
		$sites = $this->api->sites();
		if ( is_wp_error( $sites ) ) {
			return $sites;
		}
		foreach ( $sites as $site ) {
			if ( $site['siteUrl'] === $url ) {
				if ( ! self::is_verified( $site['permissionLevel'] ) ) {
					return new WP_Error( 'gsc_site_unverified', __( 'This property is not verified yet: verify it before selecting it.', 'lodestar' ), array( 'status' => 400 ) );
				}
				$this->tokens->set( 'site', $url );
				return true;
			}
		}
		return new WP_Error( 'gsc_site_unknown', __( 'Your Google account has no access to this property.', 'lodestar' ), array( 'status' => 404 ) );
	}

	/**
	 * Adds a property to the account (asking for the full `webmasters` scope first when it was
	 * not granted), then verifies a URL-prefix property with the META tag.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Property: a URL prefix or `sc-domain:host`.
	 * @return array{success: bool, message: string, pending?: bool, code?: string, authUrl?: string}|WP_Error
	 */
	public function add_site( string $url ) {
		if ( ! in_array( OAuth::SCOPE_FULL, $this->tokens->scopes(), true ) ) {
			return array(
				'success' => false,
				'code'    => 'scope_required',
				'message' => __( 'Adding a property needs permission to manage Search Console. Google will ask you for it.', 'lodestar' ),
				'authUrl' => $this->oauth->authorization_url( true ),
			);
		}
		$sites = $this->api->sites();
		if ( is_wp_error( $sites ) ) {
			return $sites;
		}
		$known = array_column( $sites, 'permissionLevel', 'siteUrl' );
		if ( ! isset( $known[ $url ] ) ) {
			$added = $this->api->add_site( $url );
			if ( is_wp_error( $added ) ) {
				return $added;
			}
		} elseif ( self::is_verified( $known[ $url ] ) ) {
			return array(
				'success' => true,
				'message' => __( 'This property is already in your account and verified.', 'lodestar' ),
				'pending' => false,
			);
		}
		if ( self::is_domain( $url ) ) {
			return array(
				'success' => true,
				'message' => self::dns_message( $url ),
				'pending' => true,
			);
		}
		return $this->verify_site( $url );
	}

	/**
	 * Verifies a URL-prefix property with the META method: the token is stored (and printed in
	 * the home page's head from now on), then Google is asked to check it.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Property.
	 * @return array{success: bool, message: string, pending: bool}|WP_Error
	 */
	public function verify_site( string $url ) {
		if ( self::is_domain( $url ) ) {
			return new WP_Error( 'gsc_domain_property', self::dns_message( $url ), array( 'status' => 400 ) );
		}
		$token = $this->api->verification_token( $url );
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		if ( ! $this->verification->store( $url, $token ) ) {
			return new WP_Error( 'gsc_error', Errors::message( 500 ), array( 'status' => 502 ) );
		}
		$verified = $this->api->verify( $url );
		if ( is_wp_error( $verified ) ) {
			if ( 'gsc_bad_request' !== $verified->get_error_code() ) {
				return $verified;
			}
			// Google did not see the tag yet (a page cache, a firewall): it keeps being printed.
			return array(
				'success' => true,
				'message' => __( 'The verification tag is on your home page, but Google could not confirm it yet. Verification may take 1–2 hours, up to 2 days; then select the property.', 'lodestar' ),
				'pending' => true,
			);
		}
		return array(
			'success' => true,
			'message' => __( 'Site verified successfully.', 'lodestar' ),
			'pending' => false,
		);
	}

	/**
	 * Revokes the grant at Google and forgets the connection.
	 *
	 * @since 0.3.0
	 *
	 * @return true|WP_Error Only when Google could not be reached (the connection is kept, to try again).
	 */
	public function disconnect() {
		$revoked = $this->oauth->revoke();
		if ( is_wp_error( $revoked ) ) {
			return $revoked;
		}
		$this->tokens->forget();
		return true;
	}

	/**
	 * Whether a permission level can read data (anything but siteUnverifiedUser; Google's
	 * lowerCamel wire value or the discovery enum name).
	 *
	 * @since 0.3.0
	 *
	 * @param string $level Permission level.
	 */
	public static function is_verified( string $level ): bool {
		$level = strtolower( str_replace( '_', '', $level ) );
		return in_array( $level, array( 'siteowner', 'sitefulluser', 'siterestricteduser' ), true );
	}

	/**
	 * Whether a property is a domain property (verified by DNS only).
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Property.
	 */
	public static function is_domain( string $url ): bool {
		return str_starts_with( $url, 'sc-domain:' );
	}

	/**
	 * The property to pre-select: an exact URL-prefix match of the home URL, else a domain
	 * property whose host is the site's host or a suffix of it (longest first), else ''.
	 * Unverified properties are never pre-selected.
	 *
	 * @since 0.3.0
	 *
	 * @param list<array{siteUrl: string, isVerified: bool}> $sites Properties.
	 * @param string                                         $home  Home URL.
	 */
	public static function suggest( array $sites, string $home ): string {
		$home = trailingslashit( $home );
		$host = strtolower( (string) wp_parse_url( $home, PHP_URL_HOST ) );
		$best = '';
		foreach ( $sites as $site ) {
			if ( ! $site['isVerified'] ) {
				continue;
			}
			if ( $site['siteUrl'] === $home ) {
				return $home;
			}
			if ( self::is_domain( $site['siteUrl'] ) ) {
				$domain = strtolower( substr( $site['siteUrl'], 10 ) );
				if ( ( $host === $domain || str_ends_with( $host, '.' . $domain ) ) && strlen( $site['siteUrl'] ) > strlen( $best ) ) {
					$best = $site['siteUrl'];
				}
			}
		}
		return $best;
	}

	/**
	 * What to do for a domain property.
	 *
	 * @param string $url Property.
	 */
	private static function dns_message( string $url ): string {
		return sprintf(
			/* translators: %s: domain name. */
			__( 'A domain property (%s) can only be verified through DNS: Search Console gives you a TXT record to add at your domain registrar or DNS host. Open Search Console, choose the property and follow its DNS steps; verification may take 1–2 hours, up to 2 days. A URL-prefix property (https://…) can be verified from here.', 'lodestar' ),
			substr( $url, 10 )
		);
	}

	/**
	 * The message of a reason to reconnect.
	 *
	 * @param string $reason Reason.
	 */
	private function reconnect_message( string $reason ): string {
		if ( TokenStore::KEY_CHANGED === $reason ) {
			return __( 'The site\'s security keys (salts) changed, so the stored Google connection can no longer be read. Please reconnect to Search Console.', 'lodestar' );
		}
		if ( TokenStore::INVALID_GRANT === $reason ) {
			return Errors::from_oauth( 400, array( 'error' => 'invalid_grant' ), (int) $this->tokens->get( 'connected_at' ) )->get_error_message();
		}
		return __( 'Google refused the connection\'s access. Please reconnect to Search Console.', 'lodestar' );
	}
}
