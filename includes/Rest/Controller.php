<?php
/**
 * Base of Lodestar REST controllers.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Support\RestNamespace;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Shared namespace and permission check.
 *
 * Controllers translate HTTP to domain calls only; the domain lives in Settings and Seo.
 *
 * @since 0.1.0
 */
abstract class Controller {

	/**
	 * REST namespace of every Lodestar route (Support\RestNamespace::NAME, which the screens
	 * that call the routes read too).
	 *
	 * @since 0.1.0
	 */
	public const NAMESPACE = RestNamespace::NAME;

	/**
	 * Registers the controller's routes (called on rest_api_init).
	 *
	 * @since 0.1.0
	 */
	abstract public function register_routes(): void;

	/**
	 * Site-settings routes need manage_options.
	 *
	 * Returning false lets WordPress answer rest_forbidden: 401 when logged out, 403 otherwise.
	 *
	 * @since 0.1.0
	 */
	public function can_manage_options(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * The answer to a successful save: the success message and the saved data.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $data What the route answers with after the save.
	 */
	protected static function saved_response( $data ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Settings saved successfully.', 'lodestar' ),
				'data'    => $data,
			)
		);
	}

	/**
	 * The error of a request body larger than $max_bytes (400), or null when it is not.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request   Request.
	 * @param int             $max_bytes Largest body accepted, in bytes.
	 */
	protected static function body_too_large( WP_REST_Request $request, int $max_bytes ): ?WP_Error {
		if ( strlen( (string) $request->get_body() ) <= $max_bytes ) {
			return null;
		}
		return new WP_Error(
			'lodestar_body_too_large',
			/* translators: %d: maximum size in KiB. */
			sprintf( __( 'The request body is larger than the limit of %d KiB.', 'lodestar' ), $max_bytes / 1024 ),
			array( 'status' => 400 )
		);
	}
}
