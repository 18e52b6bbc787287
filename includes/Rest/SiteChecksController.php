<?php
/**
 * REST: the site analysis.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\Runner;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET lodestar/v1/checks/general|settings|other {url?, force?}`: the cached report of one
 * category (run when missing or forced); `POST|DELETE lodestar/v1/checks/ignore-site-check
 * {id}`: ignores or restores a check. manage_options.
 *
 * @since 0.3.0
 */
class SiteChecksController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param \Closure $runner Returns the Runner (built on first use: the checks are only
	 *                         needed by these routes).
	 */
	public function __construct( private \Closure $runner ) {}

	/**
	 * The runner, built once.
	 *
	 * @var Runner|null
	 */
	private ?Runner $built = null;

	/**
	 * The runner.
	 */
	private function runner(): Runner {
		if ( null === $this->built ) {
			$this->built = ( $this->runner )();
		}
		return $this->built;
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/checks/(?P<category>general|settings|other)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_report' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'category' => array(
							'type' => 'string',
							'enum' => CheckResult::CATEGORIES,
						),
						'url'      => array(
							'type'              => 'string',
							'format'            => 'uri',
							'validate_callback' => array( $this, 'validate_url' ),
						),
						'force'    => array(
							'type'    => 'boolean',
							'default' => false,
						),
					),
				),
			)
		);
		$id = array(
			'type'              => 'string',
			'required'          => true,
			'pattern'           => '^[a-z0-9_]{1,64}$',
			'validate_callback' => array( $this, 'validate_id' ),
		);
		register_rest_route(
			self::NAMESPACE,
			'/checks/ignore-site-check',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'ignore' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array( 'id' => $id ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'restore' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array( 'id' => $id ),
				),
			)
		);
	}

	/**
	 * The `url` argument names this site's home page (the analysis reads no other site).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_url( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		$host = strtolower( (string) wp_parse_url( (string) $value, PHP_URL_HOST ) );
		$home = strtolower( (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST ) );
		if ( '' === $host || $host !== $home ) {
			return new WP_Error( 'rest_invalid_param', __( 'The site analysis reads this site\'s home page only: url must be on the site\'s host.', 'lodestar' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * The `id` argument names a site check.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_id( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( ! $this->runner()->has_check( (string) $value ) ) {
			/* translators: %s: check id. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'Unknown site check: %s.', 'lodestar' ), (string) $value ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * One category's report.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_report( WP_REST_Request $request ): WP_REST_Response {
		$report = $this->runner()->report( (string) $request->get_param( 'category' ), (bool) $request->get_param( 'force' ) );
		// An empty map must stay a JSON object.
		return new WP_REST_Response( array() === $report ? new \stdClass() : $report );
	}

	/**
	 * Ignores a check.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function ignore( WP_REST_Request $request ): WP_REST_Response {
		$id = (string) $request->get_param( 'id' );
		$this->runner()->ignore( $id );
		return new WP_REST_Response(
			array(
				'status' => 'success',
				'id'     => $id,
			)
		);
	}

	/**
	 * Restores a check.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function restore( WP_REST_Request $request ): WP_REST_Response {
		$id = (string) $request->get_param( 'id' );
		$this->runner()->restore( $id );
		return new WP_REST_Response(
			array(
				'status' => 'success',
				'id'     => $id,
			)
		);
	}
}
