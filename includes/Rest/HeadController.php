<?php
/**
 * The head of any front-end page, for headless front ends.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Seo\Context;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET lodestar/v1/head?url=<front-end URL>`: the head a page view of that URL would print, as
 * `{ url, status, html, json }` (see Frontend\HeadDocument for html and json). The URL is
 * resolved with WordPress's own rules (its rewrite rules and query), as a visitor with the
 * current user's rights would see it: an unknown URL, or a private or draft post the user may
 * not read, gives the 404 head with status 404 (nothing of the hidden post shows). URLs of
 * other hosts are refused (400). Public: the head is what the page shows anyone.
 *
 * And the opt-in REST field `lodestar_head` (`{ html, json }`) on posts of every post type
 * shown in REST, terms of every taxonomy shown in REST, and users: computed only when the
 * request names it in `_fields` (`?_fields=id,lodestar_head`), null otherwise, so other REST
 * requests do no work for it.
 *
 * @since 0.3.0
 */
class HeadController extends Controller {

	/**
	 * The REST field's name.
	 *
	 * @since 0.3.0
	 */
	public const FIELD = 'lodestar_head';

	/**
	 * Constructor.
	 *
	 * @param \Closure $head Page context => {html, json} (Frontend\HeadDocument::for_context(), built when first called).
	 */
	public function __construct( private \Closure $head ) {}

	/**
	 * Registers the route and the field.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/head',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_head' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'url' => array(
							'description' => __( 'Front-end URL of this site.', 'lodestar' ),
							'type'        => 'string',
							'format'      => 'uri',
							'required'    => true,
							'maxLength'   => 2048,
						),
					),
				),
			)
		);

		$schema   = array(
			'description' => __( 'The page\'s head (Lodestar SEO): html, and json with title, description, robots, canonical, og, twitter and json_ld. Only when requested with _fields.', 'lodestar' ),
			'type'        => array( 'object', 'null' ),
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
		);
		$post_types = get_post_types( array( 'show_in_rest' => true ) );
		$taxonomies = get_taxonomies( array( 'show_in_rest' => true ) );
		$args       = array(
			'get_callback' => array( $this, 'field_value' ),
			'schema'       => $schema,
		);
		register_rest_field( array_values( array_diff( $post_types, array( 'attachment', 'wp_block', 'wp_template', 'wp_template_part', 'wp_navigation', 'wp_global_styles', 'wp_font_family', 'wp_font_face' ) ) ), self::FIELD, $args );
		register_rest_field( array_values( $taxonomies ), self::FIELD, $args );
		register_rest_field( 'user', self::FIELD, $args );
	}

	/**
	 * The field's value: the head of the object's page, only when `_fields` names the field.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $data       The object's response data.
	 * @param string               $field_name Field name.
	 * @param WP_REST_Request      $request    Request.
	 * @param string               $subtype    Post type, taxonomy or 'user'.
	 * @return array{html: string, json: array<string, mixed>}|null
	 */
	public function field_value( $data, $field_name, $request, $subtype = '' ): ?array {
		$fields = $request instanceof WP_REST_Request ? wp_parse_list( (string) ( is_array( $request['_fields'] ) ? implode( ',', $request['_fields'] ) : $request['_fields'] ) ) : array();
		if ( ! in_array( self::FIELD, $fields, true ) ) {
			return null;
		}
		$id      = (int) ( $data['id'] ?? 0 );
		$context = null;
		if ( 'user' === $subtype ) {
			$user    = get_userdata( $id );
			$context = $user instanceof \WP_User ? Context::author( $user ) : null;
		} elseif ( taxonomy_exists( (string) $subtype ) ) {
			$term    = get_term( $id, (string) $subtype );
			$context = $term instanceof \WP_Term ? Context::term( $term ) : null;
		} else {
			$post = get_post( $id );
			if ( $post instanceof \WP_Post ) {
				$front   = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
				$blog    = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_for_posts' ) : 0;
				$context = $post->ID === $blog ? Context::blog( $post ) : Context::singular( $post, 1, $post->ID === $front );
			}
		}
		return null === $context ? null : ( $this->head )( $context );
	}

	/**
	 * The head of a front-end URL.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_head( WP_REST_Request $request ) {
		$url   = (string) $request['url'];
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) || strtolower( (string) ( $parts['host'] ?? '' ) ) !== strtolower( (string) ( $home['host'] ?? '' ) ) || ( $parts['port'] ?? null ) !== ( $home['port'] ?? null ) ) {
			return new WP_Error( 'lodestar_foreign_url', __( 'The URL is not an address of this site.', 'lodestar' ), array( 'status' => 400 ) );
		}
		$home_path = (string) ( $home['path'] ?? '/' );
		$path      = (string) ( $parts['path'] ?? '/' );
		if ( ! str_starts_with( trailingslashit( $path ), trailingslashit( $home_path ) ) ) {
			return new WP_Error( 'lodestar_foreign_url', __( 'The URL is not an address of this site.', 'lodestar' ), array( 'status' => 400 ) );
		}

		$saved = array(
			'server' => array(
				'REQUEST_URI' => $_SERVER['REQUEST_URI'] ?? null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- restored as it was.
				'PATH_INFO'   => $_SERVER['PATH_INFO'] ?? null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- restored as it was.
				'QUERY_STRING' => $_SERVER['QUERY_STRING'] ?? null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- restored as it was.
			),
			'get'    => $_GET, // phpcs:ignore WordPress.Security.NonceVerification -- restored as it was.
			'wp'     => $GLOBALS['wp'] ?? null,
			'query'  => $GLOBALS['wp_query'] ?? null,
			'the'    => $GLOBALS['wp_the_query'] ?? null,
			'post'   => $GLOBALS['post'] ?? null,
		);
		try {
			$query = $this->resolve( $path, (string) ( $parts['query'] ?? '' ) );
			$context = Context::from_query( $query );
			$status  = $query->is_404() ? 404 : 200;
			if ( $context->is_singular() && ! is_post_publicly_viewable( $context->post ) && ! current_user_can( 'read_post', $context->post->ID ) ) {
				$query->set_404();
				$context = Context::not_found();
				$status  = 404;
			}
			$head = ( $this->head )( $context );
		} finally {
			foreach ( $saved['server'] as $key => $value ) {
				if ( null === $value ) {
					unset( $_SERVER[ $key ] );
				} else {
					$_SERVER[ $key ] = $value;
				}
			}
			$_GET                    = $saved['get'];
			$GLOBALS['wp']           = $saved['wp'];
			$GLOBALS['wp_query']     = $saved['query'];
			$GLOBALS['wp_the_query'] = $saved['the'];
			$GLOBALS['post']         = $saved['post']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored as it was.
		}
		return new WP_REST_Response(
			array(
				'url'    => $url,
				'status' => $status,
				'html'   => $head['html'],
				'json'   => $head['json'],
			),
			$status
		);
	}

	/**
	 * Runs WordPress's request parsing and main query for a path and query string, as a page view
	 * of that address would (globals set; the caller restores them), 404 included.
	 *
	 * @param string $path  URL path.
	 * @param string $query URL query string.
	 */
	private function resolve( string $path, string $query ): \WP_Query {
		$_SERVER['REQUEST_URI']  = $path . ( '' === $query ? '' : '?' . $query );
		$_SERVER['QUERY_STRING'] = $query;
		unset( $_SERVER['PATH_INFO'] );
		$get = array();
		wp_parse_str( $query, $get );
		$_GET = $get;

		$wp                      = new \WP();
		$wp_query                = new \WP_Query();
		$GLOBALS['wp']           = $wp;
		$GLOBALS['wp_query']     = $wp_query;
		$GLOBALS['wp_the_query'] = $wp_query;
		$wp->parse_request();
		if ( isset( $wp->query_vars['rest_route'] ) ) {
			$wp_query->set_404();
			return $wp_query;
		}
		$wp_query->query( $wp->query_vars );
		$this->handle_404( $wp_query );
		if ( $wp_query->is_singular() && $wp_query->post instanceof \WP_Post ) {
			$GLOBALS['post'] = $wp_query->post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored by the caller.
		}
		return $wp_query;
	}

	/**
	 * WordPress's 404 rule (WP::handle_404()): a request that matched nothing, a singular
	 * request without its post, or an archive page past its last page is a 404.
	 *
	 * @param \WP_Query $query Query.
	 */
	private function handle_404( \WP_Query $query ): void {
		if ( $query->is_404() ) {
			return;
		}
		if ( $query->posts ) {
			return;
		}
		$paged = (int) $query->get( 'paged' );
		if ( ( $query->is_tax() || $query->is_category() || $query->is_tag() || $query->is_author() || $query->is_post_type_archive() ) && $paged <= 1 && $query->get_queried_object() ) {
			return;
		}
		if ( $query->is_home() && $paged <= 1 ) {
			return;
		}
		if ( $query->is_search() && $paged <= 1 ) {
			return;
		}
		if ( $query->is_date() && $paged <= 1 ) {
			return;
		}
		$query->set_404();
	}
}
