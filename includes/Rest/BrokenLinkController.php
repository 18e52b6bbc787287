<?php
/**
 * REST resource: whether the links of a post answer.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Analysis\LinkProbe;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /lodestar/v1/checks/broken-link {post_id, urls[]}: the status of up to 50 URLs of one
 * post's content (edit_post on that post). URLs the content does not hold are refused (400);
 * targets on private networks are answered as unreachable without a request (LinkProbe).
 *
 * @since 0.3.0
 */
class BrokenLinkController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param LinkProbe $probe The link checker.
	 */
	public function __construct( private LinkProbe $probe ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/checks/broken-link',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'check_links' ),
					'permission_callback' => array( $this, 'can_edit_post' ),
					'args'                => array(
						'post_id' => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'required' => true,
						),
						'urls'    => array(
							'type'     => 'array',
							'items'    => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => 2048,
							),
							'minItems' => 1,
							'maxItems' => LinkProbe::MAX_URLS,
							'required' => true,
						),
					),
				),
			)
		);
	}

	/**
	 * Whether the current user may edit the post.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function can_edit_post( WP_REST_Request $request ): bool {
		$id = (int) $request->get_param( 'post_id' );
		return $id > 0 && get_post( $id ) instanceof WP_Post && current_user_can( 'edit_post', $id );
	}

	/**
	 * The results: {results: {url: {ok, code, message}}}.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function check_links( WP_REST_Request $request ) {
		$post  = get_post( (int) $request->get_param( 'post_id' ) );
		$urls  = array_values( array_unique( array_map( 'strval', (array) $request->get_param( 'urls' ) ) ) );
		$known = $post instanceof WP_Post ? $this->probe->urls_in( $post ) : array();
		$alien = array_values( array_filter( $urls, static fn ( string $url ): bool => ! isset( $known[ $url ] ) ) );
		if ( array() !== $alien ) {
			return new WP_Error(
				'lodestar_url_not_in_content',
				__( 'Only links that occur in the post’s content can be checked.', 'lodestar' ),
				array(
					'status' => 400,
					'urls'   => $alien,
				)
			);
		}
		$results = array();
		foreach ( $urls as $url ) {
			$results[ $url ] = $this->probe->check( $url );
		}
		return new WP_REST_Response( array( 'results' => (object) $results ) );
	}
}
