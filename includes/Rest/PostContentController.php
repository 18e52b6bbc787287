<?php
/**
 * REST resource listing what robots instructions can target.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /lodestar/v1/admin/post-content: public post types, taxonomies and archive kinds.
 *
 * @since 0.1.0
 */
class PostContentController extends Controller {

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/admin/post-content',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_post_content' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
			)
		);
	}

	/**
	 * Lists of {slug, label}.
	 *
	 * @since 0.1.0
	 */
	public function get_post_content(): WP_REST_Response {
		$post_types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $post_type ) {
			$post_types[] = array(
				'slug'  => $post_type->name,
				'label' => (string) $post_type->labels->name,
			);
		}

		$taxonomies = array();
		foreach ( get_taxonomies( array( 'public' => true ), 'objects' ) as $taxonomy ) {
			$taxonomies[] = array(
				'slug'  => $taxonomy->name,
				'label' => (string) $taxonomy->labels->name,
			);
		}

		$archives = array(
			array(
				'slug'  => 'author',
				'label' => __( 'Author archives', 'lodestar' ),
			),
			array(
				'slug'  => 'date',
				'label' => __( 'Date archives', 'lodestar' ),
			),
			array(
				'slug'  => 'search',
				'label' => __( 'Search results', 'lodestar' ),
			),
		);

		/**
		 * Filters the targets offered by the robots instruction screens.
		 *
		 * @since 0.1.0
		 *
		 * @param array $lists {post_types, taxonomies, archives}, each a list of {slug, label}.
		 */
		$lists = apply_filters(
			'lodestar_post_content',
			array(
				'post_types' => $post_types,
				'taxonomies' => $taxonomies,
				'archives'   => $archives,
			)
		);

		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $lists,
			)
		);
	}
}
