<?php
/**
 * REST: redirects and the 404 log.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Redirects\AutoRedirects;
use Lodestar\Redirects\Csv;
use Lodestar\Redirects\Rules;
use Lodestar\Redirects\Targets;
use Lodestar\Repositories\NotFoundLog;
use Lodestar\Repositories\RedirectsTable;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `lodestar/v1/redirects`: list (search, filters, sort, pages), create, read, update, delete,
 * bulk enable/disable/delete, test a URL, CSV export and import; `redirects/404-log`: the 404 log
 * (list, delete); `redirects/trashed/{id}`: a 410 or a redirect for a trashed post's URL.
 * Everything needs manage_options (the trashed-post route also delete_post on the post).
 *
 * @since 0.4.0
 */
class RedirectsController extends Controller {

	/**
	 * Fields a rule's body may have.
	 */
	private const FIELDS = array( 'source', 'match_type', 'query_mode', 'target', 'target_type', 'target_id', 'status', 'enabled', 'note' );

	/**
	 * Most ids of one bulk action.
	 *
	 * @since 0.4.0
	 */
	public const MAX_BULK = 500;

	/**
	 * Constructor.
	 *
	 * @param Rules          $rules The rules.
	 * @param RedirectsTable $table The rules' table.
	 * @param Csv            $csv   CSV import and export.
	 * @param NotFoundLog    $log   The 404 log.
	 */
	public function __construct( private Rules $rules, private RedirectsTable $table, private Csv $csv, private NotFoundLog $log ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		$manage = array( $this, 'can_manage_options' );
		register_rest_route(
			self::NAMESPACE,
			'/redirects',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_rules' ),
					'permission_callback' => $manage,
					'args'                => $this->list_args( true ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_rule' ),
					'permission_callback' => $manage,
					'args'                => $this->rule_args( true ),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_rule' ),
					'permission_callback' => $manage,
					'args'                => array( 'id' => $this->id_arg() ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_rule' ),
					'permission_callback' => $manage,
					'args'                => array( 'id' => $this->id_arg() ) + $this->rule_args( false ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_rule' ),
					'permission_callback' => $manage,
					'args'                => array( 'id' => $this->id_arg() ),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/bulk',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'bulk' ),
				'permission_callback' => $manage,
				'args'                => array(
					'action' => array(
						'type'     => 'string',
						'enum'     => array( 'enable', 'disable', 'delete' ),
						'required' => true,
					),
					'ids'    => $this->ids_arg( true ),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/test',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'test_url' ),
				'permission_callback' => $manage,
				'args'                => array(
					'url' => array(
						'type'      => 'string',
						'required'  => true,
						'minLength' => 1,
						'maxLength' => Rules::MAX_LENGTH,
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/export',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'export_csv' ),
				'permission_callback' => $manage,
				'args'                => array(),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/import',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'import_csv' ),
				'permission_callback' => $manage,
				'args'                => array(
					'csv' => array(
						'type'      => 'string',
						'required'  => true,
						'minLength' => 1,
						'maxLength' => Csv::MAX_BYTES,
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/404-log',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_404' ),
					'permission_callback' => $manage,
					'args'                => $this->list_args( false ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_404' ),
					'permission_callback' => $manage,
					'args'                => array(
						'ids' => $this->ids_arg( false ),
						'all' => array(
							'type'    => 'boolean',
							'default' => false,
						),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/redirects/trashed/(?P<post_id>\d+)',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'answer_trashed' ),
				'permission_callback' => array( $this, 'can_answer_trashed' ),
				'args'                => array(
					'post_id' => $this->id_arg(),
					'action'  => array(
						'type'     => 'string',
						'enum'     => array( 'gone', 'redirect', 'dismiss' ),
						'required' => true,
					),
					'target'  => array(
						'type'      => 'string',
						'maxLength' => Rules::MAX_LENGTH,
					),
				),
			)
		);
	}

	/**
	 * manage_options, and delete_post on the trashed post.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function can_answer_trashed( WP_REST_Request $request ): bool {
		return current_user_can( 'manage_options' ) && current_user_can( 'delete_post', (int) $request['post_id'] );
	}

	/**
	 * A page of rules.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function list_rules( WP_REST_Request $request ): WP_REST_Response {
		$enabled = $request['enabled'];
		$page    = $this->table->page(
			array(
				'search'     => (string) $request['search'],
				'status'     => (int) $request['status'],
				'origin'     => (string) $request['origin'],
				'match_type' => (string) $request['match_type'],
				'enabled'    => null === $enabled || '' === $enabled ? null : (bool) $enabled,
				'orderby'    => (string) $request['orderby'],
				'order'      => (string) $request['order'],
				'page'       => (int) $request['page'],
				'per_page'   => (int) $request['per_page'],
			)
		);
		$hashes   = array();
		foreach ( $page['items'] as $row ) {
			if ( 'exact' === $row['match_type'] ) {
				$hashes[] = (string) $row['source_hash'];
			}
		}
		$targeted = array_flip( $this->table->targeted( $hashes ) );
		$items    = array();
		foreach ( $page['items'] as $row ) {
			$items[] = $this->shape( $row, isset( $targeted[ (string) $row['source_hash'] ] ) && 'exact' === $row['match_type'] );
		}
		return $this->paged( $items, $page['total'], (int) $request['per_page'] );
	}

	/**
	 * Creates a rule.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_rule( WP_REST_Request $request ) {
		$input = $this->input( $request );
		if ( is_wp_error( $input ) ) {
			return $input;
		}
		$origin = '404' === $request->get_param( 'from' ) ? '404' : 'manual';
		return $this->saved( $this->rules->create( $input, $origin ), 201 );
	}

	/**
	 * One rule.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_rule( WP_REST_Request $request ) {
		$row = $this->table->find( (int) $request['id'] );
		if ( null === $row ) {
			return $this->not_found();
		}
		return new WP_REST_Response( $this->shape( $row, false ) );
	}

	/**
	 * Changes a rule.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_rule( WP_REST_Request $request ) {
		$input = $this->input( $request );
		if ( is_wp_error( $input ) ) {
			return $input;
		}
		return $this->saved( $this->rules->update( (int) $request['id'], $input ), 200 );
	}

	/**
	 * Deletes a rule.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_rule( WP_REST_Request $request ) {
		if ( 0 === $this->rules->delete( array( (int) $request['id'] ) ) ) {
			return $this->not_found();
		}
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $request['id'],
			)
		);
	}

	/**
	 * Enables, disables or deletes rules.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function bulk( WP_REST_Request $request ): WP_REST_Response {
		$ids    = array_map( 'intval', (array) $request['ids'] );
		$action = (string) $request['action'];
		$count  = 'delete' === $action ? $this->rules->delete( $ids ) : $this->rules->set_enabled( $ids, 'enable' === $action );
		return new WP_REST_Response(
			array(
				'action'  => $action,
				'changed' => $count,
			)
		);
	}

	/**
	 * Which rule answers a URL, and where it goes.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function test_url( WP_REST_Request $request ): WP_REST_Response {
		$match = $this->rules->test( (string) $request['url'] );
		if ( null === $match ) {
			return new WP_REST_Response( array( 'matched' => false ) );
		}
		return new WP_REST_Response(
			array(
				'matched'  => true,
				'rule'     => $this->shape( $match['rule'], false ),
				'status'   => $match['status'],
				'location' => $match['location'],
			)
		);
	}

	/**
	 * Every rule as CSV.
	 *
	 * @since 0.4.0
	 */
	public function export_csv(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'filename' => 'lodestar-redirects-' . gmdate( 'Y-m-d' ) . '.csv',
				'csv'      => $this->csv->export(),
			)
		);
	}

	/**
	 * Imports a CSV.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function import_csv( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->csv->import( (string) $request['csv'] ) );
	}

	/**
	 * A page of the 404 log.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function list_404( WP_REST_Request $request ): WP_REST_Response {
		$page  = $this->log->page(
			array(
				'search'   => (string) $request['search'],
				'orderby'  => (string) $request['orderby'],
				'order'    => (string) $request['order'],
				'page'     => (int) $request['page'],
				'per_page' => (int) $request['per_page'],
			)
		);
		$items = array();
		foreach ( $page['items'] as $row ) {
			$items[] = array(
				'id'         => (int) $row['id'],
				'path'       => (string) $row['path'],
				'hits'       => (int) $row['hits'],
				'first_seen' => mysql_to_rfc3339( (string) $row['first_seen'] ),
				'last_seen'  => mysql_to_rfc3339( (string) $row['last_seen'] ),
				'referrer'   => (string) $row['referrer'],
				'bot'        => (bool) (int) $row['bot'],
			);
		}
		$response = $this->paged( $items, $page['total'], (int) $request['per_page'] );
		$data     = $response->get_data();
		$data['buffered'] = (bool) apply_filters( 'lodestar_404_buffered', wp_using_ext_object_cache() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- documented in Redirects\NotFoundMonitor.
		$response->set_data( $data );
		return $response;
	}

	/**
	 * Deletes rows of the 404 log (some, or all).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_404( WP_REST_Request $request ) {
		if ( ! $request['all'] && empty( $request['ids'] ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Give the ids of the rows to delete, or all.', 'lodestar' ), array( 'status' => 400 ) );
		}
		$count = $this->log->delete( $request['all'] ? null : array_map( 'intval', (array) $request['ids'] ) );
		return new WP_REST_Response( array( 'deleted' => $count ) );
	}

	/**
	 * A 410 or a redirect for a trashed post's former URL (or forgets it).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function answer_trashed( WP_REST_Request $request ) {
		$user    = get_current_user_id();
		$post_id = (int) $request['post_id'];
		$known   = AutoRedirects::trashed_for( $user )[ $post_id ] ?? null;
		if ( null === $known ) {
			return new WP_Error( 'lodestar_redirect_not_found', __( 'This post is not among the posts you just moved to the trash.', 'lodestar' ), array( 'status' => 404 ) );
		}
		$action = (string) $request['action'];
		if ( 'dismiss' === $action ) {
			AutoRedirects::forget_trashed( $user, $post_id );
			return new WP_REST_Response( array( 'dismissed' => true ) );
		}
		$input = array(
			'source'     => (string) $known['path'],
			'match_type' => 'exact',
			'status'     => 'gone' === $action ? 410 : 301,
			'target'     => (string) $request['target'],
			/* translators: %s: post title. */
			'note'       => sprintf( __( 'Trashed: %s', 'lodestar' ), (string) $known['title'] ),
		);
		$saved = $this->rules->create( $input, 'auto' );
		if ( ! is_wp_error( $saved ) ) {
			AutoRedirects::forget_trashed( $user, $post_id );
		}
		return $this->saved( $saved, 201 );
	}

	/**
	 * A rule as the client sees it.
	 *
	 * @param array<string, mixed> $row     Rule row.
	 * @param bool                 $warning Whether another rule sends to this rule's source.
	 * @return array<string, mixed>
	 */
	private function shape( array $row, bool $warning ): array {
		$input = $this->rules->input_of( $row );
		return $input + array(
			'id'           => (int) $row['id'],
			'origin'       => (string) $row['origin'],
			'hits'         => (int) $row['hits'],
			'last_hit'     => null === $row['last_hit'] ? null : mysql_to_rfc3339( (string) $row['last_hit'] ),
			'created'      => mysql_to_rfc3339( (string) $row['created'] ),
			'target_label' => Targets::label( $row ),
			'target_url'   => in_array( (int) $row['status'], array( 410, 451 ), true ) ? null : Targets::resolve( $row ),
			'warning'      => $warning ? __( 'Another redirect sends visitors to this source: they are redirected twice.', 'lodestar' ) : '',
		);
	}

	/**
	 * The saved rule with its notes, or the error.
	 *
	 * @param array{rule: array<string, mixed>, notes: string[]}|WP_Error $saved  Result.
	 * @param int                                                        $status HTTP status on success.
	 * @return WP_REST_Response|WP_Error
	 */
	private function saved( $saved, int $status ) {
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return new WP_REST_Response(
			array(
				'rule'  => $this->shape( $saved['rule'], false ),
				'notes' => $saved['notes'],
			),
			$status
		);
	}

	/**
	 * The rule fields of a request's body, refusing unknown fields.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	private function input( WP_REST_Request $request ) {
		$body = $request->get_json_params();
		$body = is_array( $body ) ? $body : $request->get_body_params();
		foreach ( array_keys( (array) $body ) as $key ) {
			if ( ! in_array( $key, self::FIELDS, true ) && 'from' !== $key ) {
				/* translators: %s: field name. */
				return new WP_Error( 'rest_invalid_param', sprintf( __( 'Unknown field: %s.', 'lodestar' ), (string) $key ), array( 'status' => 400 ) );
			}
		}
		$input = array();
		foreach ( self::FIELDS as $field ) {
			if ( null !== $request->get_param( $field ) ) {
				$input[ $field ] = $request->get_param( $field );
			}
		}
		return $input;
	}

	/**
	 * A list response with its totals.
	 *
	 * @param list<array<string, mixed>> $items    Items.
	 * @param int                        $total    Total rows.
	 * @param int                        $per_page Rows per page.
	 */
	private function paged( array $items, int $total, int $per_page ): WP_REST_Response {
		$response = new WP_REST_Response(
			array(
				'items' => $items,
				'total' => $total,
				'pages' => (int) ceil( $total / max( 1, $per_page ) ),
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		return $response;
	}

	/**
	 * 404 for an unknown rule.
	 */
	private function not_found(): WP_Error {
		return new WP_Error( 'lodestar_redirect_not_found', __( 'This redirect does not exist.', 'lodestar' ), array( 'status' => 404 ) );
	}

	/**
	 * The args of a rule's fields.
	 *
	 * @param bool $create Whether source is required.
	 * @return array<string, array<string, mixed>>
	 */
	private function rule_args( bool $create ): array {
		return array(
			'source'      => array(
				'type'      => 'string',
				'required'  => $create,
				'minLength' => 1,
				'maxLength' => Rules::MAX_LENGTH,
			),
			'match_type'  => array(
				'type' => 'string',
				'enum' => Rules::MATCH_TYPES,
			),
			'query_mode'  => array(
				'type' => 'string',
				'enum' => Rules::QUERY_MODES,
			),
			'target'      => array(
				'type'      => 'string',
				'maxLength' => Rules::MAX_LENGTH,
			),
			'target_type' => array(
				'type' => 'string',
				'enum' => Rules::TARGET_TYPES,
			),
			'target_id'   => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			'status'      => array(
				'type' => 'integer',
				'enum' => Rules::STATUSES,
			),
			'enabled'     => array( 'type' => 'boolean' ),
			'note'        => array(
				'type'      => 'string',
				'maxLength' => 255,
			),
			'from'        => array(
				'type' => 'string',
				'enum' => array( '404' ),
			),
		);
	}

	/**
	 * The args of a list.
	 *
	 * @param bool $rules Rules (with filters) rather than the 404 log.
	 * @return array<string, array<string, mixed>>
	 */
	private function list_args( bool $rules ): array {
		$args = array(
			'search'   => array(
				'type'      => 'string',
				'default'   => '',
				'maxLength' => 200,
			),
			'orderby'  => array(
				'type'    => 'string',
				'enum'    => $rules ? RedirectsTable::SORTABLE : array( 'hits', 'path', 'first_seen', 'last_seen' ),
				'default' => $rules ? 'id' : 'last_seen',
			),
			'order'    => array(
				'type'    => 'string',
				'enum'    => array( 'asc', 'desc' ),
				'default' => 'desc',
			),
			'page'     => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'per_page' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100,
				'default' => 20,
			),
		);
		if ( $rules ) {
			$args['status']     = array(
				'type' => 'integer',
				'enum' => Rules::STATUSES,
			);
			$args['origin']     = array(
				'type' => 'string',
				'enum' => Rules::ORIGINS,
			);
			$args['match_type'] = array(
				'type' => 'string',
				'enum' => Rules::MATCH_TYPES,
			);
			$args['enabled']    = array( 'type' => 'boolean' );
		}
		return $args;
	}

	/**
	 * The id path argument.
	 *
	 * @return array<string, mixed>
	 */
	private function id_arg(): array {
		return array(
			'type'     => 'integer',
			'minimum'  => 1,
			'required' => true,
		);
	}

	/**
	 * A list of ids.
	 *
	 * @param bool $required Whether required.
	 * @return array<string, mixed>
	 */
	private function ids_arg( bool $required ): array {
		return array(
			'type'     => 'array',
			'items'    => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems' => 1,
			'maxItems' => self::MAX_BULK,
			'required' => $required,
		);
	}
}
