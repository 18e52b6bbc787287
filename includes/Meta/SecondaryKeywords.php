<?php
/**
 * The other focus keywords of a post or term, after the primary one.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Meta `_lodestar_secondary_keywords` on posts and terms: a list of strings, the focus keywords
 * a migrated item held besides its primary one (`_lodestar_focus_keyword`), in the source's
 * order. Nothing prints or checks them yet; they are kept so a migration loses none, and they
 * are registered (REST-visible, writable by users who can edit the item) so the editor can show
 * them later without a data change.
 *
 * A list of strings rather than one comma-joined string: a keyword may itself hold a comma
 * (Yoast and All in One SEO store keyphrases as JSON lists), and the REST schema then says
 * exactly what the value is.
 *
 * @since 0.3.0
 */
class SecondaryKeywords extends PublicObjectMeta {

	/**
	 * Meta key.
	 *
	 * @since 0.3.0
	 */
	public const KEY = '_lodestar_secondary_keywords';

	/**
	 * Most keywords kept.
	 *
	 * @since 0.3.0
	 */
	public const MAX_ITEMS = 100;

	/**
	 * Constructor.
	 *
	 * @param string $kind 'post' or 'term'.
	 */
	public function __construct( private string $kind ) {}

	/**
	 * Posts or terms.
	 */
	protected function object_kind(): string {
		return 'term' === $this->kind ? 'term' : 'post';
	}

	/**
	 * Registers the key for one post type or taxonomy.
	 *
	 * @param string $subtype Post type or taxonomy.
	 */
	protected function register_for( string $subtype ): void {
		$is_term = 'term' === $this->object_kind();
		register_meta(
			$this->object_kind(),
			self::KEY,
			array(
				'object_subtype'    => $subtype,
				'type'              => 'array',
				'description'       => __( 'Other focus keywords of this item, after the primary one.', 'lodestar' ),
				'single'            => true,
				'default'           => array(),
				'show_in_rest'      => array(
					'schema' => array(
						'type'     => 'array',
						'maxItems' => self::MAX_ITEMS,
						'items'    => array(
							'type'      => 'string',
							'maxLength' => Fields::MAX_LENGTH,
						),
					),
				),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'auth_callback'     => static fn( $allowed, $meta_key, $object_id ): bool => current_user_can( $is_term ? 'edit_term' : 'edit_post', (int) $object_id ),
			)
		);
	}

	/**
	 * Sanitizes a list: each keyword one line of plain text, trimmed; empty ones and repeats
	 * (case-insensitive) dropped; at most MAX_ITEMS, each at most Fields::MAX_LENGTH long.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Raw value.
	 * @return list<string>
	 */
	public static function sanitize( $value ): array {
		$clean = array();
		$seen  = array();
		foreach ( is_array( $value ) ? $value : array() as $keyword ) {
			if ( ! is_scalar( $keyword ) || is_bool( $keyword ) ) {
				continue;
			}
			$keyword = mb_substr( sanitize_text_field( (string) $keyword ), 0, Fields::MAX_LENGTH );
			$folded  = mb_strtolower( $keyword );
			if ( '' === $keyword || isset( $seen[ $folded ] ) ) {
				continue;
			}
			$seen[ $folded ] = true;
			$clean[]         = $keyword;
			if ( count( $clean ) >= self::MAX_ITEMS ) {
				break;
			}
		}
		return $clean;
	}
}
