<?php
/**
 * Shared half of the post and term SEO settings routes.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Meta\FieldRules;
use Lodestar\Seo\Context;
use Lodestar\Seo\Limits;
use Lodestar\Seo\TemplateValues;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\SiteText;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST of one object's page-level SEO fields (Meta\Fields).
 *
 * Answers `{success, message, data: {field: value}, preview: {...}}`; `preview` holds what the
 * editor's live previews need besides the object (site facts, separator, templates, limits),
 * so users who cannot read the site settings (authors) still see exact previews.
 *
 * Permission is checked for the object itself (edit_post / edit_term). An unknown id gives 404
 * only to users who could edit such objects at all; others get 401/403, so the route never
 * tells them whether an id exists.
 *
 * Both methods also take `post_type` and `is_taxonomy` (spec: the popup context), optional so
 * that older clients and other tools keep working with the id alone. When sent they must
 * agree with the route and the object: `is_taxonomy` false on post/settings and true on
 * term/settings (checked with the arguments), `post_type` the post's type or the term's
 * taxonomy (checked after the permission, so a user who may not edit the object learns
 * nothing about it). A disagreement is a 400 naming the parameter.
 *
 * @since 0.1.0
 */
abstract class ObjectSettingsController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( protected SettingsRepository $settings ) {}

	/**
	 * Route path below the namespace, e.g. '/post/settings'.
	 */
	abstract protected function route(): string;

	/**
	 * Name of the id parameter ('post_id' or 'term_id').
	 */
	abstract protected function id_param(): string;

	/**
	 * Whether the route serves terms (term/settings) rather than posts.
	 */
	abstract protected function is_taxonomy(): bool;

	/**
	 * The type the client's `post_type` must name: the post's type, or the term's taxonomy.
	 *
	 * @param int $id Existing object id.
	 */
	abstract protected function type_of( int $id ): string;

	/**
	 * Message of a `post_type` that is not the object's type.
	 *
	 * @param string $sent   The post_type sent.
	 * @param string $actual The object's type.
	 */
	abstract protected function type_mismatch_message( string $sent, string $actual ): string;

	/**
	 * Whether the object exists and carries the fields (a public type).
	 *
	 * @param int $id Object id.
	 */
	abstract protected function exists( int $id ): bool;

	/**
	 * Whether the current user may edit this existing object.
	 *
	 * @param int $id Object id.
	 */
	abstract protected function can_edit( int $id ): bool;

	/**
	 * Whether the current user could edit objects of this kind at all.
	 */
	abstract protected function can_edit_any(): bool;

	/**
	 * The stored fields of an existing object.
	 *
	 * @param int $id Object id.
	 * @return array<string, string|int>
	 */
	abstract protected function read( int $id ): array;

	/**
	 * Writes one field ('' / 0 deletes the meta row).
	 *
	 * @param int        $id    Object id.
	 * @param string     $field Field name.
	 * @param string|int $value Sanitized value.
	 */
	abstract protected function write( int $id, string $field, $value ): void;

	/**
	 * Object facts for previews (title, permalink, ...).
	 *
	 * @param int $id Object id.
	 * @return array<string, mixed>
	 */
	abstract protected function object_facts( int $id ): array;

	/**
	 * Variables a preview cannot work out in the browser (the author, the dates, the terms, the
	 * post type labels, the parent, the term hierarchy),
	 * with their values for the object as saved: the previews then agree with the page.
	 *
	 * @param Context $context The object's page context.
	 * @return array<string, string>
	 */
	protected function server_variables( Context $context ): array {
		$names  = array( 'author_name', 'published', 'modified', 'category', 'tag', 'primary_category', 'post_type_singular', 'post_type_plural', 'parent_title', 'term_hierarchy', 'post_id', 'author_first_name', 'author_last_name', 'author_description', 'post_year', 'post_month', 'post_day' );
		$values = ( new TemplateValues( $this->settings ) )->for_template( $context, '%' . implode( '% %', $names ) . '%' );
		$engine = new TemplateVariables();
		$result = array();
		foreach ( $names as $name ) {
			$result[ $name ] = $engine->value( $name, $values );
		}
		return $result;
	}

	/**
	 * Registers GET and POST.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$id_arg  = array(
			'description' => __( 'Id of the object.', 'lodestar' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
		$context = array(
			'post_type'   => array(
				'description' => $this->is_taxonomy()
					? __( 'Taxonomy of the term (optional; when sent, it must be the term\'s taxonomy).', 'lodestar' )
					: __( 'Post type of the post (optional; when sent, it must be the post\'s type).', 'lodestar' ),
				'type'        => 'string',
				'minLength'   => 1,
			),
			'is_taxonomy' => array(
				'description'       => $this->is_taxonomy()
					? __( 'Whether the object is a term (optional; when sent, true on this route).', 'lodestar' )
					: __( 'Whether the object is a term (optional; when sent, false on this route).', 'lodestar' ),
				'type'              => 'boolean',
				'validate_callback' => array( $this, 'validate_is_taxonomy' ),
			),
		);
		register_rest_route(
			self::NAMESPACE,
			$this->route(),
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permission' ),
					'args'                => array_merge( array( $this->id_param() => $id_arg ), $context ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'save_item' ),
					'permission_callback' => array( $this, 'permission' ),
					'args'                => array_merge(
						array( $this->id_param() => $id_arg ),
						$context,
						array(
							'data' => array(
								'description' => __( 'Fields to change, keyed by field name.', 'lodestar' ),
								'type'        => 'object',
								'required'    => true,
							),
						)
					),
				),
			)
		);
	}

	/**
	 * Validates `is_taxonomy`: a boolean that agrees with the route (false on post/settings,
	 * true on term/settings). It depends on the route only, so it is checked with the other
	 * arguments, before the permission.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed           $value   Sent value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_is_taxonomy( $value, WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( rest_sanitize_boolean( $value ) === $this->is_taxonomy() ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			$this->is_taxonomy()
				/* translators: %s: REST route, e.g. /term/settings. */
				? sprintf( __( 'is_taxonomy must be true on %s: it serves terms.', 'lodestar' ), $this->route() )
				/* translators: %s: REST route, e.g. /post/settings. */
				: sprintf( __( 'is_taxonomy must be false on %s: it serves posts.', 'lodestar' ), $this->route() ),
			array( 'status' => 400 )
		);
	}

	/**
	 * edit_post / edit_term on the object; for an unknown id, whether the user could edit
	 * such objects at all (then the callback answers 404).
	 *
	 * Returning false lets WordPress answer rest_forbidden: 401 logged out, 403 otherwise.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		if ( ! is_user_logged_in() ) {
			return false;
		}
		$id = (int) $request->get_param( $this->id_param() );
		if ( $id > 0 && $this->exists( $id ) ) {
			return $this->can_edit( $id );
		}
		return $this->can_edit_any();
	}

	/**
	 * The id of the request's object, or the error when no such object exists or it is not of
	 * the route's type.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int|WP_Error
	 */
	private function requested_id( WP_REST_Request $request ) {
		$id = (int) $request->get_param( $this->id_param() );
		if ( ! $this->exists( $id ) ) {
			return $this->not_found();
		}
		$mismatch = $this->type_mismatch( $request, $id );
		return null !== $mismatch ? $mismatch : $id;
	}

	/**
	 * The object's fields and the preview facts.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( WP_REST_Request $request ) {
		$id = $this->requested_id( $request );
		if ( $id instanceof WP_Error ) {
			return $id;
		}
		return $this->answer( $id, '' );
	}

	/**
	 * Validates every change, then writes them; nothing is written when one is invalid.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_item( WP_REST_Request $request ) {
		$id = $this->requested_id( $request );
		if ( $id instanceof WP_Error ) {
			return $id;
		}
		$changes = $request->get_param( 'data' );
		if ( ! is_array( $changes ) ) {
			return $this->invalid( 'data', __( 'data must be an object of fields.', 'lodestar' ) );
		}
		$stored = $this->read( $id );
		$clean  = array();
		foreach ( $changes as $field => $value ) {
			$checked = FieldRules::check( (string) $field, $value, $stored[ (string) $field ] ?? null );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
			$clean[ (string) $field ] = $checked;
		}
		foreach ( $clean as $field => $value ) {
			$this->write( $id, $field, $value );
		}
		return $this->answer( $id, __( 'SEO settings saved.', 'lodestar' ) );
	}

	/**
	 * The answer of GET and POST.
	 *
	 * @param int    $id      Object id.
	 * @param string $message Message.
	 */
	private function answer( int $id, string $message ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => $message,
				'data'    => $this->read( $id ),
				'preview' => $this->preview( $id ),
			)
		);
	}

	/**
	 * What the previews need: site facts, separator, templates, fallbacks and limits.
	 *
	 * @param int $id Object id.
	 * @return array<string, mixed>
	 */
	private function preview( int $id ): array {
		$global_default = (array) $this->settings->get( 'global_default' );
		return array(
			'site_name'                 => SiteText::name(),
			'tagline'                   => SiteText::tagline(),
			'site_url'                  => home_url(),
			'favicon'                   => (string) get_site_icon_url( 32 ),
			'separator'                 => (string) $this->settings->get( 'separator' ),
			'title_template'            => (string) $this->settings->get( 'page_title' ),
			'description_template'      => (string) $this->settings->get( 'page_description' ),
			'default_title'             => (string) ( $global_default['page_title'] ?? '' ),
			'auto_generate_description' => (bool) $this->settings->get( 'auto_generate_description' ),
			'twitter_card_type'         => (string) $this->settings->get( 'twitter_card_type' ),
			'fallback_image'            => (string) $this->settings->get( 'fallback_image' ),
			'limits'                    => Limits::rest_data(),
			'object'                    => $this->object_facts( $id ),
		);
	}

	/**
	 * A 400 when the request names a `post_type` that is not the object's; null when it
	 * names none or the right one.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param int             $id      Existing object id.
	 */
	private function type_mismatch( WP_REST_Request $request, int $id ): ?WP_Error {
		$sent = $request->get_param( 'post_type' );
		if ( null === $sent ) {
			return null;
		}
		$actual = $this->type_of( $id );
		if ( (string) $sent === $actual ) {
			return null;
		}
		return $this->invalid( 'post_type', $this->type_mismatch_message( (string) $sent, $actual ) );
	}

	/**
	 * 404 for an unknown (or field-less) object.
	 */
	private function not_found(): WP_Error {
		return new WP_Error(
			'lodestar_not_found',
			__( 'No item with SEO settings has this id.', 'lodestar' ),
			array( 'status' => 404 )
		);
	}

	/**
	 * 400 naming the parameter.
	 *
	 * @param string $param   Parameter name.
	 * @param string $message Message.
	 */
	private function invalid( string $param, string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'key'    => $param,
				'params' => array( $param => $message ),
			)
		);
	}
}
