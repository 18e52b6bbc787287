<?php
/**
 * REST routes of the settings history.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Settings\SettingsHistory;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /lodestar/v1/settings-history (the revisions, newest first, with their readable diff)
 * and POST /lodestar/v1/settings-history/restore (`{id}`: puts back what that revision
 * replaced, through the settings' validation; the restore is a revision itself).
 *
 * @since 0.3.0
 */
class SettingsHistoryController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param SettingsHistory $history The history.
	 */
	public function __construct( private SettingsHistory $history ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/settings-history',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_revisions' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/settings-history/restore',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'restore' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'id' => array(
							'description' => __( 'Id of the revision whose previous values are put back.', 'lodestar' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * The revisions, newest first.
	 *
	 * @since 0.3.0
	 */
	public function list_revisions(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $this->history->revisions(),
			)
		);
	}

	/**
	 * Restores a revision's previous values.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function restore( WP_REST_Request $request ) {
		$unknown = array_diff( array_keys( (array) $request->get_json_params() + (array) $request->get_body_params() ), array( 'id' ) );
		if ( array() !== $unknown ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter names. */
				sprintf( __( 'Unknown parameters: %s.', 'lodestar' ), implode( ', ', array_map( static fn ( $key ): string => mb_substr( (string) $key, 0, 100 ), array_slice( $unknown, 0, 5 ) ) ) ),
				array( 'status' => 400 )
			);
		}
		$restored = $this->history->restore( (int) $request->get_param( 'id' ) );
		if ( is_wp_error( $restored ) ) {
			return $restored;
		}
		return new WP_REST_Response(
			array(
				'success'  => true,
				'message'  => null === $restored['revision']
					? __( 'Nothing to restore: the settings already have these values.', 'lodestar' )
					: __( 'The previous values were restored.', 'lodestar' ),
				'revision' => $restored['revision'],
				'skipped'  => $restored['skipped'],
				'data'     => $this->history->revisions(),
			)
		);
	}
}
