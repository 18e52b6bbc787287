<?php
/**
 * Authors' own SEO title and description.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Per-author SEO fields: user meta `_lodestar_page_title` and `_lodestar_page_description`
 * (the same field names and rules as a post's or term's, Fields), templates used by the head
 * of the author's archive before the author archive template. Registered with their schema,
 * sanitized by FieldRules and writable by users who can edit that user; the profile screen's
 * "Lodestar SEO" section (Admin\AuthorSeoSection) edits them.
 *
 * On an author archive WordPress loads the author with all their meta (capabilities live in
 * user meta), so reading these costs no query.
 *
 * @since 0.5.0
 */
class AuthorSeo extends PublicObjectMeta {

	/**
	 * The fields an author has (Fields names).
	 *
	 * @since 0.5.0
	 */
	public const FIELDS = array( 'page_title', 'page_description' );

	/**
	 * Whether the keys are registered.
	 *
	 * @var bool
	 */
	private bool $done = false;

	/**
	 * Registers the user meta keys (users have no subtypes) and their REST check.
	 *
	 * @since 0.5.0
	 */
	public function register_meta(): void {
		if ( $this->done ) {
			return;
		}
		$this->done = true;
		add_filter( 'rest_dispatch_request', array( $this, 'validate_rest_meta' ), 10, 4 );
		$this->register_for( 'user' );
	}

	/**
	 * A user's fields: every Fields name, the author's two filled in ('' when unset).
	 *
	 * @since 0.5.0
	 *
	 * @param int $user_id User id.
	 * @return array<string, string|int>
	 */
	public static function of_user( int $user_id ): array {
		$meta   = $user_id > 0 ? get_user_meta( $user_id ) : array();
		$all    = Fields::from_meta( is_array( $meta ) ? $meta : array() );
		$values = array_combine( Fields::names(), array_map( array( Fields::class, 'default_value' ), Fields::names() ) );
		foreach ( self::FIELDS as $field ) {
			$values[ $field ] = $all[ $field ];
		}
		return $values;
	}

	/**
	 * Only users who can edit that user may write their SEO fields.
	 *
	 * @since 0.5.0
	 *
	 * @param bool   $allowed   Whether allowed so far.
	 * @param string $meta_key  Meta key.
	 * @param int    $object_id User id.
	 */
	public function can_edit( $allowed, $meta_key, $object_id ): bool {
		return current_user_can( 'edit_user', (int) $object_id );
	}

	/**
	 * Registrations are for users.
	 */
	protected function object_kind(): string {
		return 'user';
	}

	/**
	 * Registers the fields for users.
	 *
	 * @param string $subtype Ignored (users have none).
	 */
	protected function register_for( string $subtype ): void {
		foreach ( self::FIELDS as $field ) {
			register_meta( 'user', Fields::key( $field ), Fields::register_args( $field, array( $this, 'can_edit' ) ) );
		}
	}
}
