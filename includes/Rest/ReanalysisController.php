<?php
/**
 * REST: bulk re-analysis of the page checks of every post and term.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Analysis\Page\Reanalysis;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST checks/reanalyze {kind, after}`: runs and stores the page checks of one batch of posts
 * (`kind` post) or terms (`kind` term) after an ID and answers where the next batch starts and
 * whether that kind is done; with `after` 0 it also answers how many posts and terms a whole run
 * goes through (`totals`), for the progress bar. manage_options (a run touches every object).
 *
 * @since 0.4.0
 */
class ReanalysisController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Reanalysis $reanalysis The batch runner.
	 */
	public function __construct( private Reanalysis $reanalysis ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/checks/reanalyze',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'step' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => array(
					'kind'  => array(
						'description' => __( 'What the batch goes through: posts or terms.', 'lodestar' ),
						'type'        => 'string',
						'enum'        => array( 'post', 'term' ),
						'required'    => true,
					),
					'after' => array(
						'description' => __( 'Last ID of the previous batch of that kind (0 to start).', 'lodestar' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'default'     => 0,
					),
				),
			)
		);
	}

	/**
	 * POST checks/reanalyze.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	public function step( WP_REST_Request $request ) {
		if ( ! $this->reanalysis->enabled() ) {
			return new WP_Error( 'lodestar_no_page_checks', __( 'Page checks need Page-Level SEO, which is turned off on Manage Features.', 'lodestar' ), array( 'status' => 409 ) );
		}
		$after  = (int) $request->get_param( 'after' );
		$answer = $this->reanalysis->step( (string) $request->get_param( 'kind' ), $after );
		if ( 0 === $after ) {
			$answer['totals'] = $this->reanalysis->totals();
		}
		return $answer;
	}
}
