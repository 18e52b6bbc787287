<?php
/**
 * REST: llms.txt.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\LlmsTxt\Config;
use Lodestar\LlmsTxt\Generator;
use Lodestar\LlmsTxt\LlmsTxt;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET lodestar/v1/llms-txt`: the screen's data (switch, choices, the post types that may
 * have a section, whether a physical file takes precedence, the text); `POST
 * lodestar/v1/llms-txt {post_types, count, details, featured}`: saves the choices;
 * `POST lodestar/v1/llms-txt/preview` with the same body: the text those choices give, saved
 * or not (the screen's live preview). All need manage_options.
 *
 * @since 0.3.0
 */
class LlmsTxtController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param LlmsTxt   $llms      The served file.
	 * @param Config    $config    The owner's choices.
	 * @param Generator $generator The text.
	 */
	public function __construct(
		private LlmsTxt $llms,
		private Config $config,
		private Generator $generator
	) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/llms-txt',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_llms_txt' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'save_llms_txt' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $this->args(),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/llms-txt/preview',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'preview' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => $this->args(),
			)
		);
	}

	/**
	 * The args schema of the choices.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function args(): array {
		return array(
			'post_types' => array(
				'type'     => 'array',
				'maxItems' => 100,
				'items'    => array(
					'type'    => 'string',
					'pattern' => '^[a-z0-9_-]{1,20}$',
				),
			),
			'count'      => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => Config::MAX_COUNT,
			),
			'details'    => array(
				'type'      => 'string',
				'maxLength' => Config::MAX_DETAILS * 2,
			),
			'featured'   => array(
				'type'     => 'array',
				'maxItems' => Config::MAX_FEATURED,
				'items'    => array(
					'type'      => 'string',
					'maxLength' => 2048,
				),
			),
		);
	}

	/**
	 * The screen's data.
	 *
	 * @since 0.3.0
	 */
	public function get_llms_txt(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $this->data(),
			)
		);
	}

	/**
	 * Saves the choices.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_llms_txt( WP_REST_Request $request ) {
		$config = $this->choices( $request );
		if ( is_wp_error( $config ) ) {
			return $config;
		}
		if ( ! $this->config->save( $config ) ) {
			return new WP_Error( 'lodestar_llms_txt_save', __( 'The llms.txt settings could not be saved.', 'lodestar' ), array( 'status' => 500 ) );
		}
		$this->llms->drop_cache();
		return self::saved_response( $this->data() );
	}

	/**
	 * The text of unsaved choices.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function preview( WP_REST_Request $request ) {
		$config = $this->choices( $request );
		if ( is_wp_error( $config ) ) {
			return $config;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array( 'preview' => $this->generator->generate( $config ) ),
			)
		);
	}

	/**
	 * The request's choices over the saved ones, checked.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{post_types:list<string>, count:int, details:string, featured:list<string>}|WP_Error
	 */
	private function choices( WP_REST_Request $request ) {
		$allowed = array( 'post_types', 'count', 'details', 'featured' );
		$given   = array_merge( array_keys( (array) $request->get_json_params() ), array_keys( (array) $request->get_body_params() ) );
		$unknown = array_values( array_diff( $given, $allowed ) );
		if ( array() !== $unknown ) {
			/* translators: %s: parameter names. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'Unknown parameters: %s.', 'lodestar' ), esc_html( implode( ', ', $unknown ) ) ), array( 'status' => 400 ) );
		}
		$input = $this->config->get();
		foreach ( $allowed as $name ) {
			if ( null !== $request->get_param( $name ) ) {
				$input[ $name ] = $request->get_param( $name );
			}
		}
		$config = Config::sanitize( $input );
		if ( is_wp_error( $config ) ) {
			return $config;
		}
		$unknown_types = array_values( array_diff( $config['post_types'], $this->generator->post_types() ) );
		if ( array() !== $unknown_types ) {
			/* translators: %s: post type names. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'These content types cannot be listed: %s.', 'lodestar' ), esc_html( implode( ', ', $unknown_types ) ) ), array( 'status' => 400 ) );
		}
		return $config;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed>
	 */
	private function data(): array {
		$types = array();
		foreach ( $this->generator->post_types() as $type ) {
			$object  = get_post_type_object( $type );
			$types[] = array(
				'slug'  => $type,
				'label' => null === $object ? $type : (string) $object->labels->name,
			);
		}
		$exists = $this->llms->file_exists();
		return array(
			'enabled'      => $this->llms->enabled(),
			'config'       => $this->config->get(),
			'post_types'   => $types,
			'file_exists'  => $exists,
			'file_content' => $exists ? $this->llms->file_content() : '',
			'url'          => home_url( '/llms.txt' ),
			'max_count'    => Config::MAX_COUNT,
			'preview'      => $this->generator->generate( $this->config->get() ),
		);
	}
}
