<?php
/**
 * REST: the setup wizard (`lodestar/v1/onboarding`).
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Onboarding\Wizard;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET: the wizard's fields and the completion flag. POST: saves one step's fields (any of
 * them; unknown ones are refused, nothing is saved when one is invalid), and `completed`.
 *
 * @since 0.4.0
 */
class OnboardingController extends Controller {

	/**
	 * Largest body accepted, in bytes.
	 *
	 * @since 0.4.0
	 */
	public const MAX_BODY_BYTES = 16384;

	/**
	 * Constructor.
	 *
	 * @param Wizard $wizard The wizard's data.
	 */
	public function __construct( private Wizard $wizard ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/onboarding',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_onboarding' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'save_onboarding' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $this->args(),
				),
			)
		);
	}

	/**
	 * The POST fields' schema (the settings repository validates Lodestar's own values again).
	 *
	 * @since 0.4.0
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function args(): array {
		$string = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		$social = array();
		foreach ( Wizard::SOCIAL_KEYS as $key ) {
			$social[ $key ] = $string( 2048 );
		}
		return array(
			'site_type'           => array(
				'type' => 'string',
				'enum' => array( '', 'blog', 'shop', 'business', 'personal', 'news', 'portfolio', 'other' ),
			),
			'site_name'           => $string( Wizard::MAX_SITE_TEXT ),
			'site_tagline'        => $string( Wizard::MAX_SITE_TEXT ),
			'site_represents'     => array(
				'type' => 'string',
				'enum' => array( 'organization', 'person' ),
			),
			'site_entity_name'    => $string( 200 ),
			'site_entity_logo'    => $string( 2048 ),
			'site_entity_logo_id' => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			'social'              => array(
				'type'                 => 'object',
				'properties'           => $social,
				'additionalProperties' => false,
			),
			'enable_xml_sitemap'  => array( 'type' => 'boolean' ),
			'author_archive'      => array( 'type' => 'boolean' ),
			'date_archive'        => array( 'type' => 'boolean' ),
			'blog_public'         => array( 'type' => 'boolean' ),
			'completed'           => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * GET /onboarding.
	 *
	 * @since 0.4.0
	 */
	public function get_onboarding(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $this->wizard->data(),
			)
		);
	}

	/**
	 * POST /onboarding.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_onboarding( WP_REST_Request $request ) {
		$too_large = self::body_too_large( $request, self::MAX_BODY_BYTES );
		if ( null !== $too_large ) {
			return $too_large;
		}
		$body = $request->get_json_params();
		if ( ! is_array( $body ) || array() === $body ) {
			return new WP_Error( 'rest_invalid_param', __( 'Send the fields to save as a JSON object.', 'lodestar' ), array( 'status' => 400 ) );
		}
		$known   = array_keys( $this->args() );
		$unknown = array_diff( array_map( 'strval', array_keys( $body ) ), $known );
		if ( array() !== $unknown ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: field names. */
				sprintf( __( 'Unknown fields: %s.', 'lodestar' ), implode( ', ', array_map( 'sanitize_key', array_slice( $unknown, 0, 5 ) ) ) ),
				array( 'status' => 400 )
			);
		}
		$fields = array();
		foreach ( $known as $key ) {
			if ( array_key_exists( $key, $body ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		$saved = $this->wizard->save( $fields );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return self::saved_response( $this->wizard->data() );
	}
}
