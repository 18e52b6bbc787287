<?php
/**
 * REST: robots.txt.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Robots\RobotsTxt;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET lodestar/v1/robots-txt`: the editor's data; `POST lodestar/v1/robots-txt
 * {robots_txt_content}`: saves it (409 while a physical file exists or the site is hidden from
 * search engines).
 *
 * @since 0.2.0
 */
class RobotsTxtController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param RobotsTxt $robots robots.txt.
	 */
	public function __construct( private RobotsTxt $robots ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.2.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/robots-txt',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_robots_txt' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_robots_txt' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'robots_txt_content' => array(
							'type'              => 'string',
							'required'          => true,
							'maxLength'         => RobotsTxt::MAX_BYTES,
							'validate_callback' => array( $this, 'validate_content' ),
						),
					),
				),
			)
		);
	}

	/**
	 * The editor's data.
	 *
	 * @since 0.2.0
	 */
	public function get_robots_txt(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $this->data(),
			)
		);
	}

	/**
	 * Validates submitted content: plain text within the size limit.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $value Value.
	 * @return true|\WP_Error
	 */
	public function validate_content( $value ) {
		if ( ! is_string( $value ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'robots.txt content must be text.', 'lodestar' ), array( 'status' => 400 ) );
		}
		if ( strlen( $value ) > RobotsTxt::MAX_BYTES ) {
			/* translators: %d: size limit in KB. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( 'robots.txt content is limited to %d KB.', 'lodestar' ), RobotsTxt::MAX_BYTES / 1024 ), array( 'status' => 400 ) );
		}
		if ( RobotsTxt::has_markup( $value ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'robots.txt takes plain text only, without HTML.', 'lodestar' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * Saves the content.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_robots_txt( WP_REST_Request $request ): WP_REST_Response {
		if ( $this->robots->file_exists() ) {
			return $this->failure( __( 'A robots.txt file exists in the site root. The web server serves that file, so it can only be changed on the server.', 'lodestar' ), 409 );
		}
		if ( ! $this->robots->visible() ) {
			return $this->failure( __( 'The site asks search engines not to index it (Settings → Reading), so WordPress serves a robots.txt that disallows everything.', 'lodestar' ), 409 );
		}
		$content = RobotsTxt::normalise( (string) $request->get_param( 'robots_txt_content' ) );
		if ( ! $this->robots->save( $content ) ) {
			return $this->failure( __( 'Failed to update robots.txt file.', 'lodestar' ), 500, __( 'An unexpected error occurred while updating the robots.txt content. Please try again later.', 'lodestar' ) );
		}
		return self::saved_response( $this->data() );
	}

	/**
	 * The editor's data.
	 *
	 * @return array<string, mixed>
	 */
	private function data(): array {
		$exists = $this->robots->file_exists();
		return array(
			'robots_txt_content'       => $this->robots->saved(),
			'search_engine_visibility' => $this->robots->visible() ? '1' : '0',
			'robots_file_exists'       => $exists,
			'robot_file_content'       => $exists ? $this->robots->file_content() : '',
			'wordpress_content'        => $this->robots->served(),
			'robots_txt_url'           => home_url( '/robots.txt' ),
			'reading_settings_url'     => admin_url( 'options-reading.php' ),
		);
	}

	/**
	 * A failure answer.
	 *
	 * @param string $message     Message.
	 * @param int    $status      HTTP status.
	 * @param string $description Description.
	 */
	private function failure( string $message, int $status, string $description = '' ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success'     => false,
				'code'        => 'lodestar_robots_txt',
				'message'     => $message,
				'description' => $description,
			),
			$status
		);
	}
}
