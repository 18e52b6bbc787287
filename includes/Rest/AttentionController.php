<?php
/**
 * REST resource: the posts and terms that need attention most.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Analysis\Attention;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /lodestar/v1/checks/attention?limit=10: the dashboard's left list (manage_options).
 *
 * @since 0.3.0
 */
class AttentionController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Attention $attention The list.
	 */
	public function __construct( private Attention $attention ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/checks/attention',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'limit' => array(
							'type'     => 'integer',
							'default'  => 10,
							'minimum'  => 1,
							'maximum'  => 50,
							'required' => false,
						),
					),
				),
			)
		);
	}

	/**
	 * The list: {items, total, view_all_url}.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->attention->items( (int) $request->get_param( 'limit' ) ) );
	}
}
