<?php
/**
 * REST resource of structured-data schemas.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Schema\Catalogue;
use Lodestar\Schema\Conditions;
use Lodestar\Seo\Context;
use Lodestar\Schema\SchemaRepository;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - GET  /lodestar/v1/schemas: `{success, data: {schemas, types, rules}}` (the stored map, the
 *   type catalogue with field definitions, the display-condition groups).
 * - POST /lodestar/v1/schemas `{schemas}`: validates and replaces the map; `{success, message, data}`.
 * - POST /lodestar/v1/schemas/search `{q}`: posts and terms for specific display conditions,
 *   `{success, results: [{text, children: [{id, text}]}]}` (ids `post-<id>`, `tax-<id>`).
 * - GET  /lodestar/v1/schemas/post/<id>: for the editor's Schema tab (edit_post): the site
 *   schemas whose conditions include the post, with the @types each may switch to, and the
 *   content types a post may add for itself.
 *
 * @since 0.1.0
 */
class SchemaController extends Controller {

	/**
	 * Results per group of a search.
	 */
	private const SEARCH_LIMIT = 10;

	/**
	 * Types a post may add for itself from the editor (built from the post's own content).
	 */
	private const POST_TYPES = array( 'FAQPage', 'HowTo' );

	/**
	 * Constructor.
	 *
	 * @param SchemaRepository $schemas Stored schemas.
	 */
	public function __construct( private SchemaRepository $schemas ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/schemas',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_schemas' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'save_schemas' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'schemas' => array(
							'description' => __( 'The schemas, keyed by id.', 'lodestar' ),
							'type'        => 'object',
							'required'    => true,
						),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/schemas/post/(?P<id>[\\d]+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_post_schemas' ),
					'permission_callback' => array( $this, 'can_edit_post' ),
					'args'                => array(
						'id' => array(
							'description' => __( 'Post ID.', 'lodestar' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/schemas/search',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'search' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'q' => array(
							'description'       => __( 'Search phrase.', 'lodestar' ),
							'type'              => 'string',
							'required'          => true,
							'minLength'         => 1,
							'maxLength'         => 200,
							// A custom sanitizer replaces core's type check: validate against the schema first.
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'sanitize_text_field',
						),
					),
				),
			)
		);
	}

	/**
	 * Only users who can edit the post read its schemas.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function can_edit_post( WP_REST_Request $request ): bool {
		return current_user_can( 'edit_post', (int) $request->get_param( 'id' ) );
	}

	/**
	 * The site schemas of a post and the types it may add.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_post_schemas( WP_REST_Request $request ) {
		$post = get_post( (int) $request->get_param( 'id' ) );
		if ( ! $post ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'lodestar' ), array( 'status' => 404 ) );
		}
		$context    = Context::singular( $post );
		$conditions = new Conditions();
		$site       = array();
		foreach ( $this->schemas->all() as $id => $schema ) {
			if ( ! $conditions->applies( $schema, $context ) ) {
				continue;
			}
			$site[] = array(
				'id'    => $id,
				'title' => $schema['title'],
				'type'  => $schema['type'],
				'@type' => $schema['fields']['@type'],
				'types' => Catalogue::allowed_types( $schema['type'] ),
			);
		}
		$addable = array();
		foreach ( self::POST_TYPES as $type ) {
			$definition = Catalogue::get( $type );
			if ( $definition ) {
				$addable[ $type ] = $definition['label'];
			}
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array(
					'schemas' => $site,
					'addable' => (object) $addable,
				),
			)
		);
	}

	/**
	 * The schemas, the catalogue and the condition groups.
	 *
	 * @since 0.1.0
	 */
	public function get_schemas(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array(
					'schemas' => (object) $this->schemas->all(),
					'types'   => Catalogue::types(),
					'rules'   => Conditions::rules(),
				),
			)
		);
	}

	/**
	 * Saves the whole map.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_schemas( WP_REST_Request $request ) {
		$saved = $this->schemas->save( $request->get_param( 'schemas' ) );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return self::saved_response( (object) $saved );
	}

	/**
	 * Posts (grouped by post type) and terms (grouped by taxonomy) matching a phrase.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function search( WP_REST_Request $request ): WP_REST_Response {
		$phrase  = (string) $request->get_param( 'q' );
		$results = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
			if ( 'attachment' === $type->name ) {
				continue;
			}
			$posts = get_posts(
				array(
					'post_type'        => $type->name,
					'post_status'      => 'publish',
					's'                => $phrase,
					'posts_per_page'   => self::SEARCH_LIMIT,
					'orderby'          => 'relevance',
					'suppress_filters' => false,
				)
			);
			$children = array();
			foreach ( $posts as $post ) {
				$children[] = array(
					'id'   => 'post-' . $post->ID,
					'text' => '' === $post->post_title ? sprintf( '#%d', $post->ID ) : $post->post_title,
				);
			}
			if ( array() !== $children ) {
				$results[] = array(
					'text'     => (string) $type->labels->name,
					'children' => $children,
				);
			}
		}
		foreach ( get_taxonomies( array( 'public' => true ), 'objects' ) as $taxonomy ) {
			if ( 'post_format' === $taxonomy->name ) {
				continue;
			}
			$terms = get_terms(
				array(
					'taxonomy'   => $taxonomy->name,
					'search'     => $phrase,
					'number'     => self::SEARCH_LIMIT,
					'hide_empty' => false,
				)
			);
			$children = array();
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$children[] = array(
					'id'   => 'tax-' . $term->term_id,
					'text' => $term->name,
				);
			}
			if ( array() !== $children ) {
				$results[] = array(
					'text'     => (string) $taxonomy->labels->name,
					'children' => $children,
				);
			}
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'results' => $results,
			)
		);
	}
}
