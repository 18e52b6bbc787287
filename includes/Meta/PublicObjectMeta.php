<?php
/**
 * Registration of meta keys for every public post type or taxonomy.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a class's meta keys for every public subtype (post type or taxonomy) of one
 * object kind, and for public subtypes registered later. MetaRegistration calls it at init when
 * the request needs them (Fields::registration_needed(): admin, AJAX, cron, CLI, XML-RPC) and
 * always on rest_api_init. Plain page views skip it: reading meta needs no registration.
 *
 * With the keys, core REST writes of them (the block editor saves them in the `meta` of
 * /wp/v2/<type>/{id}) are checked by FieldRules before anything is written.
 *
 * @since 0.1.0
 */
abstract class PublicObjectMeta {

	/**
	 * Whether the keys were registered on this request.
	 *
	 * @var bool
	 */
	private bool $registered = false;

	/**
	 * Registers the meta keys for every public subtype (once).
	 *
	 * @since 0.1.0
	 */
	public function register_meta(): void {
		if ( $this->registered ) {
			return;
		}
		$this->registered = true;
		// Types registered from now on get the keys too (hooked only now: a page view that
		// registers nothing never runs it for each of core's types).
		add_action( 'post' === $this->object_kind() ? 'registered_post_type' : 'registered_taxonomy', array( $this, 'register_late_subtype' ) );
		add_filter( 'rest_dispatch_request', array( $this, 'validate_rest_meta' ), 10, 4 );
		$subtypes         = 'post' === $this->object_kind() ? get_post_types( array( 'public' => true ) ) : get_taxonomies( array( 'public' => true ) );
		foreach ( $subtypes as $subtype ) {
			$this->register_for( (string) $subtype );
		}
	}

	/**
	 * Registers the keys of a post type or taxonomy registered after the others.
	 *
	 * @since 0.1.0
	 *
	 * @param string $subtype Post type or taxonomy name.
	 */
	public function register_late_subtype( $subtype ): void {
		$object = 'post' === $this->object_kind() ? get_post_type_object( (string) $subtype ) : get_taxonomy( (string) $subtype );
		if ( $this->registered && $object && $object->public ) {
			$this->register_for( (string) $subtype );
		}
	}

	/**
	 * Checks the SEO fields in the `meta` of a core REST write of this kind of object with
	 * FieldRules, after the route's permission check and before anything is written: the
	 * first invalid value answers 400 naming the field, and nothing is saved (core itself
	 * would save the post first and then each valid key).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed                $result  Dispatch result so far (null: not dispatched yet).
	 * @param \WP_REST_Request     $request Request.
	 * @param string               $route   Route.
	 * @param array<string, mixed> $handler Route handler.
	 * @return mixed The result so far, or the 400 error.
	 */
	public function validate_rest_meta( $result, $request, $route, $handler ) {
		if ( null !== $result || ! $request instanceof \WP_REST_Request || 'GET' === $request->get_method() ) {
			return $result;
		}
		$meta = $request->get_param( 'meta' );
		if ( ! is_array( $meta ) || ! $this->is_rest_controller( is_array( $handler ) ? $handler : array() ) ) {
			return $result;
		}
		$id = (int) $request->get_param( 'id' );
		foreach ( $meta as $key => $value ) {
			$field = Fields::field_of( (string) $key );
			// null deletes the value (core's convention).
			if ( null === $field || null === $value ) {
				continue;
			}
			$current = $id > 0 ? get_metadata( $this->object_kind(), $id, (string) $key, true ) : null;
			$checked = FieldRules::check( $field, $value, is_scalar( $current ) ? $current : null );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
		}
		return $result;
	}

	/**
	 * Whether a route handler belongs to core's controller of this kind of object.
	 *
	 * @param array<string, mixed> $handler Route handler.
	 */
	private function is_rest_controller( array $handler ): bool {
		$callback   = $handler['callback'] ?? null;
		$controller = is_array( $callback ) ? ( $callback[0] ?? null ) : null;
		switch ( $this->object_kind() ) {
			case 'post':
				return $controller instanceof \WP_REST_Posts_Controller;
			case 'user':
				return $controller instanceof \WP_REST_Users_Controller;
		}
		return $controller instanceof \WP_REST_Terms_Controller;
	}

	/**
	 * A stored JSON value (or a value already decoded) as an array: [] for an empty string, a
	 * string over $max_bytes, malformed JSON or anything that does not decode to an array.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $value     Stored value.
	 * @param int   $max_bytes Longest JSON string read.
	 * @return array<mixed>
	 */
	protected static function decoded( $value, int $max_bytes ): array {
		if ( is_string( $value ) ) {
			$value = '' === $value || strlen( $value ) > $max_bytes ? null : json_decode( $value, true );
		}
		return is_array( $value ) ? $value : array();
	}

	/**
	 * 'post' or 'term'.
	 */
	abstract protected function object_kind(): string;

	/**
	 * Registers this class's keys for one post type or taxonomy.
	 *
	 * @param string $subtype Post type or taxonomy name.
	 */
	abstract protected function register_for( string $subtype ): void;
}
