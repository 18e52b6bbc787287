<?php
/**
 * REST resource: the recommended plugins and theme (dashboard "Extend Your Website").
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Extensions\Installer;
use Lodestar\Extensions\Recommended;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET plugins/installed (manage_options): installed and active slugs of plugins and themes,
 * the recommended list, what the user may do and the nonce the other routes need.
 *
 * POST plugins/install, plugins/activate, themes/install, themes/activate {slug, nonce}: one
 * entry of the recommended list; install_plugins / activate_plugins / install_themes /
 * switch_themes, and the nonce of action `lodestar_extensions` (a second check beside the
 * REST cookie nonce, as the spec asks of install and activation).
 *
 * @since 0.3.0
 */
class ExtensionsController extends Controller {

	/**
	 * Nonce action of the install and activate routes.
	 *
	 * @since 0.3.0
	 */
	public const NONCE_ACTION = 'lodestar_extensions';

	/**
	 * Capability of each operation.
	 *
	 * @since 0.3.0
	 */
	public const CAPABILITIES = array(
		'plugin' => array(
			'install'  => 'install_plugins',
			'activate' => 'activate_plugins',
		),
		'theme'  => array(
			'install'  => 'install_themes',
			'activate' => 'switch_themes',
		),
	);

	/**
	 * Constructor.
	 *
	 * @param Recommended $recommended The list.
	 * @param Installer   $installer   Installer.
	 */
	public function __construct( private Recommended $recommended, private Installer $installer ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/plugins/installed',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_installed' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
			)
		);
		foreach ( array( 'plugin', 'theme' ) as $type ) {
			foreach ( array( 'install', 'activate' ) as $operation ) {
				register_rest_route(
					self::NAMESPACE,
					'/' . $type . 's/' . $operation,
					array(
						array(
							'methods'             => WP_REST_Server::CREATABLE,
							'callback'            => fn ( WP_REST_Request $request ) => $this->operate( $type, $operation, $request ),
							'permission_callback' => fn ( WP_REST_Request $request ) => $this->can_operate( $type, $operation, $request ),
							'args'                => array(
								'slug'  => array(
									'type'      => 'string',
									'required'  => true,
									'minLength' => 1,
									'maxLength' => Recommended::SLUG_MAX,
									'pattern'   => Recommended::SLUG_PATTERN,
								),
								'nonce' => array(
									'type'      => 'string',
									'required'  => true,
									'minLength' => 1,
									'maxLength' => 64,
								),
							),
						),
					)
				);
			}
		}
	}

	/**
	 * The capability, then the nonce. Without the capability WordPress answers
	 * rest_forbidden (401 logged out, 403 otherwise); a bad nonce is a 403 of its own.
	 *
	 * @since 0.3.0
	 *
	 * @param string          $type      plugin or theme.
	 * @param string          $operation install or activate.
	 * @param WP_REST_Request $request   Request.
	 * @return bool|WP_Error
	 */
	public function can_operate( string $type, string $operation, WP_REST_Request $request ) {
		if ( ! current_user_can( self::CAPABILITIES[ $type ][ $operation ] ) ) {
			return false;
		}
		$nonce = $request->get_param( 'nonce' );
		if ( ! is_string( $nonce ) || ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return new WP_Error( 'lodestar_bad_nonce', __( 'The security check failed. Reload the page and try again.', 'lodestar' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * GET plugins/installed: {success, message, data: {plugins, themes}, recommended, can, nonce}.
	 *
	 * @since 0.3.0
	 */
	public function get_installed(): WP_REST_Response {
		$can = array();
		foreach ( self::CAPABILITIES as $type => $operations ) {
			foreach ( $operations as $operation => $capability ) {
				$can[ $type ][ $operation ] = current_user_can( $capability );
			}
		}
		return new WP_REST_Response(
			array(
				'success'     => true,
				'message'     => '',
				'data'        => $this->installer->status(),
				'recommended' => $this->recommended->all(),
				'can'         => $can,
				'nonce'       => wp_create_nonce( self::NONCE_ACTION ),
			)
		);
	}

	/**
	 * POST {plugins|themes}/{install|activate}: {success, message, data: {plugins, themes}}.
	 *
	 * Installing something already installed does nothing and says so (already_installed);
	 * activating something already active likewise (already_active).
	 *
	 * @since 0.3.0
	 *
	 * @param string          $type      plugin or theme.
	 * @param string          $operation install or activate.
	 * @param WP_REST_Request $request   Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function operate( string $type, string $operation, WP_REST_Request $request ) {
		$sent    = array_merge( array_keys( (array) $request->get_json_params() ), array_keys( $request->get_body_params() ) );
		$unknown = array_values( array_diff( array_map( 'strval', $sent ), array( 'slug', 'nonce' ) ) );
		if ( array() !== $unknown ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter names. */
				sprintf( __( 'Unknown parameters: %s.', 'lodestar' ), implode( ', ', $unknown ) ),
				array( 'status' => 400 )
			);
		}
		$slug = (string) $request->get_param( 'slug' );
		$item = $this->recommended->find( $type, $slug );
		if ( null === $item ) {
			return new WP_Error(
				'lodestar_not_recommended',
				/* translators: %s: a plugin or theme slug. */
				sprintf( __( '“%s” is not one of the recommended plugins and themes.', 'lodestar' ), $slug ),
				array( 'status' => 400 )
			);
		}
		$name   = $item['name'];
		$status = $this->installer->status();
		$lists  = $status[ $type . 's' ];
		$flags  = array(
			'already_installed' => false,
			'already_active'    => false,
		);
		if ( 'install' === $operation ) {
			if ( in_array( $slug, $lists['installed'], true ) ) {
				$flags['already_installed'] = true;
				/* translators: %s: plugin or theme name. */
				$message = sprintf( __( '%s is already installed.', 'lodestar' ), $name );
			} else {
				$result = 'plugin' === $type ? $this->installer->install_plugin( $slug ) : $this->installer->install_theme( $slug );
				if ( is_wp_error( $result ) ) {
					return $result;
				}
				/* translators: %s: plugin or theme name. */
				$message = sprintf( __( '%s installed successfully.', 'lodestar' ), $name );
			}
		} elseif ( in_array( $slug, 'theme' === $type ? array( get_stylesheet() ) : $lists['active'], true ) ) {
			$flags['already_active'] = true;
			/* translators: %s: plugin or theme name. */
			$message = sprintf( __( '%s is already installed and activated.', 'lodestar' ), $name );
		} else {
			$result = 'plugin' === $type ? $this->installer->activate_plugin( $slug ) : $this->installer->activate_theme( $slug );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
			/* translators: %s: plugin or theme name. */
			$message = sprintf( __( '%s activated successfully.', 'lodestar' ), $name );
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => $message,
				'data'    => $this->installer->status(),
			) + $flags
		);
	}
}
