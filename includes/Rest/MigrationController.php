<?php
/**
 * REST routes of the migration from other SEO plugins.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Migration\Runner;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `migration/*` and `plugins/deactivate` (spec §7 and contracts17): translate requests to the
 * Runner. Every route needs manage_options; deactivation also activate_plugins.
 *
 * @since 0.3.0
 */
class MigrationController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Runner $runner Migration runner.
	 */
	public function __construct( private Runner $runner ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		$slug      = array(
			'type'     => 'string',
			'required' => true,
			'enum'     => $this->runner->slugs(),
		);
		$page      = array(
			'type'    => 'integer',
			'minimum' => 1,
			'default' => 1,
		);
		$overwrite = array(
			'type'    => 'boolean',
			'default' => false,
		);
		$cleanup   = array(
			'type'              => 'boolean',
			'default'           => false,
			'validate_callback' => array( $this, 'validate_cleanup' ),
		);
		$one_id    = array(
			'type'     => 'array',
			'required' => true,
			'items'    => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems' => 1,
			'maxItems' => 1,
		);
		$read      = array( $this, 'can_manage_options' );

		$routes = array(
			'/migration/plugins'         => array(
				array( WP_REST_Server::READABLE, 'get_plugins', array() ),
			),
			'/migration/migrated-data'   => array(
				array( WP_REST_Server::READABLE, 'get_state', array() ),
			),
			'/migration/terms'           => array(
				array(
					WP_REST_Server::READABLE,
					'scan_terms',
					array(
						'plugin_slug' => $slug,
						'page'        => $page,
					),
				),
				array(
					WP_REST_Server::CREATABLE,
					'migrate_term',
					array(
						'plugin_slug' => $slug,
						'term_ids'    => $one_id,
						'cleanup'     => $cleanup,
						'overwrite'   => $overwrite,
					),
				),
			),
			'/migration/posts'           => array(
				array(
					WP_REST_Server::READABLE,
					'scan_posts',
					array(
						'plugin_slug' => $slug,
						'page'        => $page,
					),
				),
				array(
					WP_REST_Server::CREATABLE,
					'migrate_post',
					array(
						'plugin_slug' => $slug,
						'post_ids'    => $one_id,
						'cleanup'     => $cleanup,
						'overwrite'   => $overwrite,
					),
				),
			),
			'/migration/global-settings' => array(
				array(
					WP_REST_Server::CREATABLE,
					'migrate_global',
					array(
						'plugin_slug' => $slug,
						'cleanup'     => $cleanup,
						'overwrite'   => $overwrite,
					),
				),
			),
			'/migration/completed'       => array(
				array( WP_REST_Server::CREATABLE, 'complete', array( 'plugin_slug' => $slug ) ),
			),
			'/migration/undo'            => array(
				array( WP_REST_Server::CREATABLE, 'undo', array() ),
			),
			'/migration/preview'         => array(
				array(
					WP_REST_Server::READABLE,
					'preview',
					array(
						'plugin_slug' => $slug,
						'page'        => $page,
						'per_page'    => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 100,
							'default' => 20,
						),
						'overwrite'   => $overwrite,
					),
				),
			),
			'/migration/preview\.csv'    => array(
				array(
					WP_REST_Server::READABLE,
					'preview_csv',
					array(
						'plugin_slug' => $slug,
						'overwrite'   => $overwrite,
					),
				),
			),
		);
		foreach ( $routes as $path => $endpoints ) {
			$args = array();
			foreach ( $endpoints as list( $methods, $callback, $schema ) ) {
				$args[] = array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => $read,
					'args'                => $schema,
				);
			}
			register_rest_route( self::NAMESPACE, $path, $args );
		}

		register_rest_route(
			self::NAMESPACE,
			'/plugins/deactivate',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'deactivate' ),
					'permission_callback' => array( $this, 'can_deactivate' ),
					'args'                => array( 'plugin_slug' => $slug ),
				),
			)
		);
	}

	/**
	 * `cleanup` must be false: Lodestar never deletes the other plugin's data.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Value.
	 * @return true|WP_Error
	 */
	public function validate_cleanup( $value ) {
		if ( false === rest_sanitize_boolean( $value ) ) {
			return true;
		}
		return new WP_Error( 'rest_invalid_param', __( 'Lodestar never deletes the other plugin\'s data: cleanup must be false.', 'lodestar' ), array( 'status' => 400 ) );
	}

	/**
	 * Deactivation needs manage_options and activate_plugins.
	 *
	 * @since 0.3.0
	 */
	public function can_deactivate(): bool {
		return current_user_can( 'manage_options' ) && current_user_can( 'activate_plugins' );
	}

	/**
	 * GET migration/plugins.
	 *
	 * @since 0.3.0
	 */
	public function get_plugins(): WP_REST_Response {
		return new WP_REST_Response( $this->runner->plugins() );
	}

	/**
	 * GET migration/migrated-data.
	 *
	 * @since 0.3.0
	 */
	public function get_state(): WP_REST_Response {
		return new WP_REST_Response( $this->runner->state() );
	}

	/**
	 * GET migration/terms.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function scan_terms( WP_REST_Request $request ) {
		return rest_ensure_response( $this->runner->scan( (string) $request['plugin_slug'], 'terms', (int) $request['page'] ) );
	}

	/**
	 * GET migration/posts.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function scan_posts( WP_REST_Request $request ) {
		return rest_ensure_response( $this->runner->scan( (string) $request['plugin_slug'], 'posts', (int) $request['page'] ) );
	}

	/**
	 * POST migration/global-settings.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function migrate_global( WP_REST_Request $request ) {
		return rest_ensure_response( $this->runner->migrate_global( (string) $request['plugin_slug'], (bool) $request['overwrite'] ) );
	}

	/**
	 * POST migration/terms.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function migrate_term( WP_REST_Request $request ) {
		return rest_ensure_response( $this->runner->migrate_object( (string) $request['plugin_slug'], 'term', (int) $request['term_ids'][0], (bool) $request['overwrite'] ) );
	}

	/**
	 * POST migration/posts.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function migrate_post( WP_REST_Request $request ) {
		return rest_ensure_response( $this->runner->migrate_object( (string) $request['plugin_slug'], 'post', (int) $request['post_ids'][0], (bool) $request['overwrite'] ) );
	}

	/**
	 * POST migration/completed.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function complete( WP_REST_Request $request ) {
		$done = $this->runner->complete( (string) $request['plugin_slug'] );
		if ( is_wp_error( $done ) ) {
			return $done;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Migration completed.', 'lodestar' ),
			)
		);
	}

	/**
	 * POST migration/undo.
	 *
	 * @since 0.3.0
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function undo() {
		$restored = $this->runner->undo();
		if ( is_wp_error( $restored ) ) {
			return $restored;
		}
		return new WP_REST_Response(
			array(
				'success'  => true,
				'message'  => 0 === $restored ? __( 'There was nothing to undo.', 'lodestar' ) : __( 'The migration was undone.', 'lodestar' ),
				'restored' => $restored,
			)
		);
	}

	/**
	 * GET migration/preview.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function preview( WP_REST_Request $request ) {
		return rest_ensure_response( $this->runner->preview( (string) $request['plugin_slug'], (bool) $request['overwrite'], (int) $request['page'], (int) $request['per_page'] ) );
	}

	/**
	 * GET migration/preview.csv: the whole report as a CSV download.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function preview_csv( WP_REST_Request $request ) {
		$report = $this->runner->preview( (string) $request['plugin_slug'], (bool) $request['overwrite'], 1, 0 );
		if ( is_wp_error( $report ) ) {
			return $report;
		}
		$csv = self::csv_line( array( 'object', 'id', 'title', 'field', 'current', 'new', 'note' ) );
		foreach ( $report['items'] as $item ) {
			$csv .= self::csv_line( array( $item['object'], (string) $item['id'], $item['title'], $item['field'], $item['current'], $item['new'], $item['note'] ) );
		}
		$response = new WP_REST_Response( $csv );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="lodestar-migration-preview-' . sanitize_file_name( (string) $request['plugin_slug'] ) . '.csv"' );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_csv' ), 10, 4 );
		return $response;
	}

	/**
	 * Prints the CSV body as it is (REST would JSON-encode it).
	 *
	 * @since 0.3.0
	 *
	 * @param bool             $served   Whether the request was served.
	 * @param WP_REST_Response $response Response.
	 * @param WP_REST_Request  $request  Request.
	 * @return bool
	 */
	public function serve_csv( $served, $response, $request ): bool {
		if ( $served || ! $request instanceof WP_REST_Request || ! str_ends_with( $request->get_route(), '/migration/preview.csv' ) || ! is_string( $response->get_data() ) ) {
			return (bool) $served;
		}
		echo $response->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV download, not HTML.
		return true;
	}

	/**
	 * POST plugins/deactivate.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function deactivate( WP_REST_Request $request ) {
		$source = $this->runner->source( (string) $request['plugin_slug'] );
		if ( ! function_exists( 'is_plugin_active' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		if ( null === $source || ! is_plugin_active( $source->plugin_file() ) ) {
			return new WP_Error( 'lodestar_plugin_not_active', __( 'The plugin is not active.', 'lodestar' ), array( 'status' => 400 ) );
		}
		deactivate_plugins( $source->plugin_file() );
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Plugin deactivated successfully', 'lodestar' ),
			)
		);
	}

	/**
	 * One CSV line; cells a spreadsheet would run as formulas get a leading quote.
	 *
	 * @param string[] $cells Cells.
	 */
	private static function csv_line( array $cells ): string {
		$out = array();
		foreach ( $cells as $cell ) {
			$cell  = (string) $cell;
			$cell  = '' !== $cell && in_array( $cell[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ? "'" . $cell : $cell;
			$out[] = '"' . str_replace( '"', '""', $cell ) . '"';
		}
		return implode( ',', $out ) . "\r\n";
	}
}
