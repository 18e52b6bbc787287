<?php
/**
 * REST: the page checks of one post or term, and their ignore list.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Analysis\Page\PageChecks;
use Lodestar\Analysis\Page\PageCheckStore;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Server;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * `GET checks/page?post_id=`, `GET checks/taxonomy?term_id=`: the object's checks, run afresh
 * on the saved object (and stored), with the ignore flags, the counts of what is not ignored
 * and the time of the run. `POST|DELETE checks/ignore-page-check {id, post_id | term_id}`
 * ignores or restores one check. Each needs edit_post / edit_term on that object. The GET
 * answers also say whether the site prints Open Graph tags (`open_graph`), for the editor.
 *
 * @since 0.3.0
 */
class PageChecksController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param PageCheckStore $store Page checks of posts and terms.
	 */
	public function __construct( private PageCheckStore $store ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		$id = static fn( string $description, bool $required ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => $required,
		);
		register_rest_route(
			self::NAMESPACE,
			'/checks/page',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_post_checks' ),
				'permission_callback' => array( $this, 'can_edit_object' ),
				'args'                => array( 'post_id' => $id( __( 'Id of the post.', 'lodestar' ), true ) ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/checks/taxonomy',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_term_checks' ),
				'permission_callback' => array( $this, 'can_edit_object' ),
				'args'                => array( 'term_id' => $id( __( 'Id of the term.', 'lodestar' ), true ) ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/checks/ignore-page-check',
			array(
				'methods'             => array( WP_REST_Server::CREATABLE, WP_REST_Server::DELETABLE ),
				'callback'            => array( $this, 'set_ignored' ),
				'permission_callback' => array( $this, 'can_edit_object' ),
				'args'                => array(
					'id'      => array(
						'description' => __( 'Id of the page check.', 'lodestar' ),
						'type'        => 'string',
						'enum'        => PageChecks::IDS,
						'required'    => true,
					),
					'post_id' => $id( __( 'Id of the post (or send term_id).', 'lodestar' ), false ),
					'term_id' => $id( __( 'Id of the term (or send post_id).', 'lodestar' ), false ),
				),
			)
		);
	}

	/**
	 * The request's object: a post or a term the current user may edit, or why not.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Term|WP_Error
	 */
	private function object_of( WP_REST_Request $request ) {
		$post_id = (int) $request->get_param( 'post_id' );
		$term_id = (int) $request->get_param( 'term_id' );
		if ( ( $post_id > 0 ) === ( $term_id > 0 ) ) {
			return new WP_Error( 'rest_missing_callback_param', __( 'Send either post_id or term_id.', 'lodestar' ), array( 'status' => 400 ) );
		}
		if ( $post_id > 0 ) {
			$post = get_post( $post_id );
			if ( ! $post instanceof WP_Post ) {
				return new WP_Error( 'rest_post_invalid_id', __( 'No post has this id.', 'lodestar' ), array( 'status' => 404 ) );
			}
			return $post;
		}
		$term = get_term( $term_id );
		if ( ! $term instanceof WP_Term ) {
			return new WP_Error( 'rest_term_invalid', __( 'No term has this id.', 'lodestar' ), array( 'status' => 404 ) );
		}
		return $term;
	}

	/**
	 * Whether the current user may edit the request's post or term.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function can_edit_object( WP_REST_Request $request ) {
		$object = $this->object_of( $request );
		if ( is_wp_error( $object ) ) {
			// Nothing about an object is told to someone who may edit nothing.
			return current_user_can( 'edit_posts' ) ? $object : $this->forbidden();
		}
		$allowed = $object instanceof WP_Post
			? current_user_can( 'edit_post', $object->ID )
			: current_user_can( 'edit_term', $object->term_id );
		return $allowed ? true : $this->forbidden();
	}

	/**
	 * GET checks/page.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	public function get_post_checks( WP_REST_Request $request ) {
		$post = $this->object_of( $request );
		if ( ! $post instanceof WP_Post ) {
			return is_wp_error( $post ) ? $post : $this->not_checked();
		}
		if ( ! $this->store->applies_to_post( $post ) ) {
			return $this->not_checked();
		}
		return $this->answer( $this->store->store_post( $post ), $this->store->ignored( 'post', $post->ID ) );
	}

	/**
	 * GET checks/taxonomy.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	public function get_term_checks( WP_REST_Request $request ) {
		$term = $this->object_of( $request );
		if ( ! $term instanceof WP_Term ) {
			return is_wp_error( $term ) ? $term : $this->not_checked();
		}
		if ( ! $this->store->applies_to_term( $term ) ) {
			return $this->not_checked();
		}
		return $this->answer( $this->store->store_term( $term ), $this->store->ignored( 'term', $term->term_id ) );
	}

	/**
	 * POST / DELETE checks/ignore-page-check.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{status: string, id: string}|WP_Error
	 */
	public function set_ignored( WP_REST_Request $request ) {
		$object = $this->object_of( $request );
		if ( is_wp_error( $object ) ) {
			return $object;
		}
		$id = (string) $request->get_param( 'id' );
		$this->store->set_ignored(
			$object instanceof WP_Post ? 'post' : 'term',
			$object instanceof WP_Post ? $object->ID : $object->term_id,
			$id,
			'DELETE' !== $request->get_method()
		);
		return array(
			'status' => 'success',
			'id'     => $id,
		);
	}

	/**
	 * The answer of the GET routes.
	 *
	 * @param array<string, array{status: string, message: string, description: list<array<string, mixed>>}> $results Results.
	 * @param list<string>                                                                                  $ignored Ignored ids.
	 * @return array<string, mixed>
	 */
	private function answer( array $results, array $ignored ): array {
		$checks = array();
		foreach ( $results as $id => $check ) {
			$checks[ $id ] = $check + array( 'ignore' => in_array( $id, $ignored, true ) );
		}
		return array(
			'checks'     => $checks,
			'counts'     => PageCheckStore::counts( $results, $ignored ),
			'updated'    => gmdate( 'c' ),
			// Beyond the contract: what the editor's live run cannot know from the editor.
			'open_graph' => $this->store->open_graph_enabled(),
		);
	}

	/**
	 * 400: the object gets no page checks.
	 */
	private function not_checked(): WP_Error {
		return new WP_Error( 'lodestar_no_page_checks', __( 'This item has no page checks (page-level SEO is off, or it has no public page).', 'lodestar' ), array( 'status' => 400 ) );
	}

	/**
	 * 401 / 403 as WordPress answers them.
	 */
	private function forbidden(): WP_Error {
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'lodestar' ), array( 'status' => rest_authorization_required_code() ) );
	}
}
