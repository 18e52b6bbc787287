<?php
/**
 * REST resource of the global settings.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /lodestar/v1/admin/global-settings.
 *
 * @since 0.1.0
 */
class GlobalSettingsController extends Controller {

	/**
	 * Largest accepted request body, in bytes.
	 *
	 * @since 0.1.0
	 */
	public const MAX_BODY_BYTES = 65536;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/admin/global-settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_settings' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'save_settings' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'data' => array(
							'description'       => __( 'Settings to change, keyed by setting.', 'lodestar' ),
							'type'              => 'object',
							'required'          => true,
							'validate_callback' => array( $this, 'validate_data' ),
						),
					),
				),
				'schema' => array( $this, 'get_schema' ),
			)
		);
	}

	/**
	 * Every setting with defaults merged, plus the keys that make the app reload.
	 *
	 * @since 0.1.0
	 */
	public function get_settings(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $this->settings->all_for_json(),
				'reload'  => Definitions::reload_keys(),
			)
		);
	}

	/**
	 * Saves the changes in `data`; nothing is saved when any change is invalid.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_settings( WP_REST_Request $request ) {
		$changes = (array) $request->get_param( 'data' );
		$saved   = $this->settings->save( $changes );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return self::saved_response( $this->settings->all_for_json() );
	}

	/**
	 * Validates `data`: an object, in a body no larger than MAX_BODY_BYTES.
	 *
	 * The settings themselves are checked by SettingsRepository::validate(), whose messages
	 * name the offending key.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed           $value   Value of `data`.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_data( $value, $request, $param ) {
		$too_large = self::body_too_large( $request, self::MAX_BODY_BYTES );
		if ( null !== $too_large ) {
			return $too_large;
		}
		if ( ! is_array( $value ) && ! $value instanceof \stdClass ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter name. */
				sprintf( __( '%s must be an object.', 'lodestar' ), $param ),
				array( 'status' => 400 )
			);
		}
		return rest_validate_request_arg( $value, $request, $param );
	}

	/**
	 * JSON Schema of the settings resource.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, mixed>
	 */
	public function get_schema(): array {
		return Definitions::json_schema();
	}
}
