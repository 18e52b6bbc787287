<?php
/**
 * REST: the What's New feed (`lodestar/v1/whats-new`).
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\News\Feed;
use Lodestar\News\ReadState;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET: the feed's sanitized items (the server fetches and caches the feed), the user's read
 * time and unread count. POST /whats-new/read: the user has seen every current item.
 *
 * @since 0.4.0
 */
class WhatsNewController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Feed $feed The feed.
	 */
	public function __construct( private Feed $feed ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/whats-new',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => array(
					'refresh' => array(
						'description' => __( 'Fetch the feed again instead of using the cached copy.', 'lodestar' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/whats-new/read',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'mark_read' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => array(),
			)
		);
	}

	/**
	 * GET /whats-new.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( WP_REST_Request $request ): WP_REST_Response {
		$feed  = $this->feed->read( (bool) $request->get_param( 'refresh' ) );
		$until = ReadState::read_until( get_current_user_id() );
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array(
					'items'     => $feed['items'],
					'error'     => $feed['error'],
					'readUntil' => $until,
					'unread'    => ReadState::unread( $feed['items'], $until ),
				),
			)
		);
	}

	/**
	 * POST /whats-new/read.
	 *
	 * @since 0.4.0
	 */
	public function mark_read(): WP_REST_Response {
		$until = ReadState::mark_read( get_current_user_id(), $this->feed->read()['items'] );
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array(
					'readUntil' => $until,
					'unread'    => 0,
				),
			)
		);
	}
}
