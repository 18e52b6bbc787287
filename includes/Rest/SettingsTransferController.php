<?php
/**
 * REST routes of settings export, import and the import backup.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Settings\SettingsTransfer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /lodestar/v1/export-settings, POST /lodestar/v1/import-settings,
 * GET /lodestar/v1/settings-backup and POST /lodestar/v1/settings-backup/restore.
 *
 * @since 0.1.0
 */
class SettingsTransferController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param SettingsTransfer $transfer Export and import.
	 */
	public function __construct( private SettingsTransfer $transfer ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/export-settings',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'export_settings' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'categories' => array(
							'description' => __( 'Categories to export.', 'lodestar' ),
							'type'        => 'array',
							'required'    => true,
							'minItems'    => 1,
							'uniqueItems' => true,
							'items'       => array(
								'type' => 'string',
								'enum' => SettingsTransfer::CATEGORIES,
							),
						),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/import-settings',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'import_settings' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'settings_data' => array(
							'description'       => __( 'The parsed export file.', 'lodestar' ),
							'type'              => 'object',
							'required'          => true,
							// Checked as a whole by import_settings(), whose messages say what is
							// wrong (a validate_callback's message would be the generic
							// "Invalid parameter(s)"); kept raw.
							'sanitize_callback' => null,
						),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/settings-backup',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_backup' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/settings-backup/restore',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'restore_backup' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
			)
		);
	}

	/**
	 * The export file of the requested categories, with success and message.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function export_settings( WP_REST_Request $request ): WP_REST_Response {
		$file = $this->transfer->export( (array) $request->get_param( 'categories' ) );
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Settings exported successfully.', 'lodestar' ),
			) + $file
		);
	}

	/**
	 * Imports a file; nothing changes when it is refused.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function import_settings( WP_REST_Request $request ) {
		$valid = $this->check_settings_data( $request->get_param( 'settings_data' ), $request );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$imported = $this->transfer->import( $request->get_param( 'settings_data' ) );
		if ( is_wp_error( $imported ) ) {
			return $imported;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Settings imported successfully!', 'lodestar' ),
			)
		);
	}

	/**
	 * Whether a backup exists, and when it was made.
	 *
	 * @since 0.1.0
	 */
	public function get_backup(): WP_REST_Response {
		$info = $this->transfer->backup_info();
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array(
					'exists'     => null !== $info,
					'created_at' => $info['created_at'] ?? '',
					'version'    => $info['version'] ?? '',
				),
			)
		);
	}

	/**
	 * Restores the settings saved before the last import.
	 *
	 * @since 0.1.0
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function restore_backup() {
		$restored = $this->transfer->restore_backup();
		if ( is_wp_error( $restored ) ) {
			return $restored;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'The previous settings were restored.', 'lodestar' ),
			)
		);
	}

	/**
	 * Refuses bodies above the file limit and values that are not objects.
	 *
	 * @param mixed           $value   Value of `settings_data`.
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	private function check_settings_data( $value, WP_REST_Request $request ) {
		if ( strlen( (string) $request->get_body() ) > SettingsTransfer::MAX_BYTES ) {
			return $this->transfer->too_large();
		}
		if ( ! is_array( $value ) && ! $value instanceof \stdClass ) {
			return new WP_Error(
				SettingsTransfer::ERROR_CODE,
				__( 'The file is not a Lodestar settings export.', 'lodestar' ),
				array( 'status' => 400 )
			);
		}
		return true;
	}
}
