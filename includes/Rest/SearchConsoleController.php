<?php
/**
 * REST: Search Console.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\SearchConsole\Connection;
use Lodestar\SearchConsole\DateWindow;
use Lodestar\Settings\SettingsRepository;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `lodestar/v1/google-search-console/*`: status, OAuth client, properties (list, selection,
 * add, verify), disconnection and the three reports. Every route needs manage_options and
 * answers 404 `feature_disabled` while the Search Console feature is off.
 *
 * @since 0.3.0
 */
class SearchConsoleController extends Controller {

	/**
	 * Route prefix.
	 */
	private const BASE = '/google-search-console';

	/**
	 * Constructor.
	 *
	 * @param Connection         $connection Search Console connection.
	 * @param SettingsRepository $settings   Settings (the feature flag).
	 */
	public function __construct(
		private Connection $connection,
		private SettingsRepository $settings
	) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		$url   = array(
			'url' => array(
				'type'              => 'string',
				'required'          => true,
				'minLength'         => 1,
				'maxLength'         => 2048,
				'validate_callback' => array( $this, 'validate_property' ),
				'sanitize_callback' => array( $this, 'sanitize_property' ),
			),
		);
		$dates = array(
			'startDate' => array(
				'type'              => 'string',
				'validate_callback' => array( $this, 'validate_date' ),
			),
			'endDate'   => array(
				'type'              => 'string',
				'validate_callback' => array( $this, 'validate_date' ),
			),
			'refresh'   => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
		$routes = array(
			'/status'                  => array( WP_REST_Server::READABLE, 'get_status', array() ),
			'/client'                  => array(
				WP_REST_Server::CREATABLE,
				'save_client',
				array(
					'clientId'     => array(
						'type'              => 'string',
						'required'          => true,
						'maxLength'         => 255,
						'pattern'           => '^[A-Za-z0-9._-]*$',
					),
					'clientSecret' => array(
						'type'      => 'string',
						'default'   => '',
						'maxLength' => 255,
						'pattern'   => '^[A-Za-z0-9._~-]*$',
					),
				),
			),
			'/sites'                   => array( WP_REST_Server::READABLE, 'get_sites', array() ),
			'/add-site'                => array( WP_REST_Server::CREATABLE, 'add_site', $url ),
			'/verify-site'             => array( WP_REST_Server::CREATABLE, 'verify_site', $url ),
			'/revoke-auth'             => array( WP_REST_Server::DELETABLE, 'revoke_auth', array() ),
			'/clicks-and-impressions'  => array( WP_REST_Server::CREATABLE, 'clicks_and_impressions', $dates ),
			'/site-traffic'            => array( WP_REST_Server::READABLE, 'site_traffic', $dates ),
			'/content-performance'     => array(
				WP_REST_Server::READABLE,
				'content_performance',
				array_merge(
					$dates,
					array(
						'rowLimit' => array(
							'type'    => 'integer',
							'default' => 100,
							'minimum' => 1,
							'maximum' => 1000,
						),
					)
				),
			),
		);
		foreach ( $routes as $path => $route ) {
			register_rest_route(
				self::NAMESPACE,
				self::BASE . $path,
				array(
					array(
						'methods'             => $route[0],
						'callback'            => $this->guarded( $route[1] ),
						'permission_callback' => array( $this, 'can_manage_options' ),
						'args'                => $route[2],
					),
				)
			);
		}
		register_rest_route(
			self::NAMESPACE,
			self::BASE . '/site',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => $this->guarded( 'get_site' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => $this->guarded( 'put_site' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $url,
				),
			)
		);
	}

	/**
	 * A callback that answers 404 feature_disabled while the feature is off.
	 *
	 * @param string $method Method of this controller.
	 */
	private function guarded( string $method ): callable {
		return function ( WP_REST_Request $request ) use ( $method ) {
			if ( ! $this->settings->get( 'enable_google_console' ) ) {
				return new WP_Error( 'feature_disabled', __( 'Search Console is turned off in Lodestar\'s features.', 'lodestar' ), array( 'status' => 404 ) );
			}
			return $this->$method( $request );
		};
	}

	/**
	 * Validates a property: an http(s) URL prefix or `sc-domain:host`.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Value.
	 * @return true|WP_Error
	 */
	public function validate_property( $value ) {
		if ( is_string( $value ) && ( preg_match( '~^https?://[^/\s?#]+(/\S*)?$~i', $value ) || preg_match( '/^sc-domain:[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i', $value ) ) ) {
			return true;
		}
		return new WP_Error( 'rest_invalid_param', __( 'Enter a property as a URL (https://example.com/) or a domain property (sc-domain:example.com).', 'lodestar' ), array( 'status' => 400 ) );
	}

	/**
	 * Sanitizes a property: a URL prefix ends with a slash, as Search Console lists it.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Value.
	 */
	public function sanitize_property( $value ): string {
		$value = trim( (string) $value );
		if ( str_starts_with( $value, 'sc-domain:' ) ) {
			return strtolower( $value );
		}
		$value = esc_url_raw( $value, array( 'http', 'https' ) );
		return null === wp_parse_url( $value, PHP_URL_PATH ) ? $value . '/' : $value;
	}

	/**
	 * Validates an optional YYYY-MM-DD date.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Value.
	 * @return true|WP_Error
	 */
	public function validate_date( $value ) {
		return '' === $value || DateWindow::is_date( $value )
			? true
			: new WP_Error( 'rest_invalid_param', __( 'Dates are written YYYY-MM-DD.', 'lodestar' ), array( 'status' => 400 ) );
	}

	/**
	 * The connection's status.
	 *
	 * @since 0.3.0
	 */
	public function get_status(): WP_REST_Response {
		return new WP_REST_Response( $this->connection->status() );
	}

	/**
	 * Saves the OAuth client.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_client( WP_REST_Request $request ) {
		$saved = $this->connection->save_client( (string) $request['clientId'], (string) $request['clientSecret'] );
		return is_wp_error( $saved ) ? $saved : $this->success( __( 'OAuth client saved.', 'lodestar' ) );
	}

	/**
	 * The selected property.
	 *
	 * @since 0.3.0
	 */
	public function get_site(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'site'    => null !== $this->connection->tokens->refresh_token() ? $this->connection->site() : '',
			)
		);
	}

	/**
	 * Selects a property.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function put_site( WP_REST_Request $request ) {
		$selected = $this->connection->select_site( (string) $request['url'] );
		return is_wp_error( $selected ) ? $selected : $this->success( __( 'Site selected successfully', 'lodestar' ) );
	}

	/**
	 * The account's properties and the pre-selection.
	 *
	 * @since 0.3.0
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_sites() {
		$sites = $this->connection->sites();
		return is_wp_error( $sites ) ? $sites : new WP_REST_Response( array( 'success' => true ) + $sites );
	}

	/**
	 * Adds (and verifies) a property.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function add_site( WP_REST_Request $request ) {
		$result = $this->connection->add_site( (string) $request['url'] );
		return is_wp_error( $result ) ? $result : new WP_REST_Response( $result );
	}

	/**
	 * Verifies a URL-prefix property.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function verify_site( WP_REST_Request $request ) {
		$result = $this->connection->verify_site( (string) $request['url'] );
		return is_wp_error( $result ) ? $result : new WP_REST_Response( $result );
	}

	/**
	 * Disconnects.
	 *
	 * @since 0.3.0
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function revoke_auth() {
		$result = $this->connection->disconnect();
		if ( is_wp_error( $result ) ) {
			return new WP_Error( $result->get_error_code(), __( 'Failed to disconnect your account. Please try again.', 'lodestar' ), $result->get_error_data() );
		}
		return $this->success( __( 'Your Search Console account was disconnected.', 'lodestar' ) );
	}

	/**
	 * Clicks and impressions totals.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function clicks_and_impressions( WP_REST_Request $request ) {
		$site = $this->selected_site();
		if ( is_wp_error( $site ) ) {
			return $site;
		}
		$data = $this->connection->reports->totals( $site, $this->window( $request ), (bool) $request['refresh'] );
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Data fetched successfully.', 'lodestar' ),
				'data'    => $data,
			)
		);
	}

	/**
	 * Traffic by date.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function site_traffic( WP_REST_Request $request ) {
		$site = $this->selected_site();
		if ( is_wp_error( $site ) ) {
			return $site;
		}
		$data = $this->connection->reports->traffic( $site, $this->window( $request ), (bool) $request['refresh'] );
		return is_wp_error( $data ) ? $data : new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $data,
			)
		);
	}

	/**
	 * Performance by page.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function content_performance( WP_REST_Request $request ) {
		$site = $this->selected_site();
		if ( is_wp_error( $site ) ) {
			return $site;
		}
		$data = $this->connection->reports->content( $site, $this->window( $request ), (int) $request['rowLimit'], (bool) $request['refresh'] );
		return is_wp_error( $data ) ? $data : new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $data,
			)
		);
	}

	/**
	 * The selected property, or why there is none.
	 *
	 * @return string|WP_Error
	 */
	private function selected_site() {
		// A readable refresh token is enough to try: a success clears a recorded reason to reconnect.
		if ( null === $this->connection->tokens->refresh_token() ) {
			return new WP_Error( 'gsc_not_connected', __( 'Authentication failed. Please provide valid credentials or re-authenticate.', 'lodestar' ), array( 'status' => 401 ) );
		}
		$site = $this->connection->site();
		return '' === $site
			? new WP_Error( 'gsc_no_site', __( 'Please select a site', 'lodestar' ), array( 'status' => 400 ) )
			: $site;
	}

	/**
	 * The request's window (Google's default where a date is missing).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function window( WP_REST_Request $request ): DateWindow {
		$window = DateWindow::from( (string) $request['startDate'], (string) $request['endDate'] );
		if ( $window->start > $window->end ) {
			return new DateWindow( $window->end, $window->start );
		}
		return $window;
	}

	/**
	 * A success answer.
	 *
	 * @param string $message Message.
	 */
	private function success( string $message ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => $message,
			)
		);
	}
}
