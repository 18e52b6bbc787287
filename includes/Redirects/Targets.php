<?php
/**
 * Where a rule sends a request.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

defined( 'ABSPATH' ) || exit;

/**
 * A rule's target as a URL: the URL given (a path is on this site), or the current permalink of
 * a post or term (so the rule follows the object when its URL changes). Regular-expression
 * rules fill $1 to $9 from the source's groups.
 *
 * @since 0.4.0
 */
final class Targets {

	/**
	 * The URL a rule sends to, or null when its object is gone or not public.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $rule   Rule row.
	 * @param string[]             $groups Regular-expression groups.
	 */
	public static function resolve( array $rule, array $groups = array() ): ?string {
		$type = (string) ( $rule['target_type'] ?? 'url' );
		if ( 'post' === $type ) {
			$post = get_post( (int) $rule['target_id'] );
			if ( ! $post instanceof \WP_Post || ! in_array( $post->post_status, array( 'publish', 'inherit' ), true ) ) {
				return null;
			}
			$url = get_permalink( $post );
			return is_string( $url ) ? $url : null;
		}
		if ( 'term' === $type ) {
			$url = get_term_link( (int) $rule['target_id'] );
			return is_string( $url ) ? $url : null;
		}
		$target = trim( (string) ( $rule['target'] ?? '' ) );
		if ( '' === $target ) {
			return null;
		}
		if ( $groups ) {
			$target = (string) preg_replace_callback(
				'/\$([1-9])/',
				static fn( array $m ): string => str_replace( '%2F', '/', rawurlencode( (string) ( $groups[ (int) $m[1] ] ?? '' ) ) ),
				$target
			);
		}
		if ( str_starts_with( $target, '/' ) && ! str_starts_with( $target, '//' ) ) {
			return home_url( $target );
		}
		return $target;
	}

	/**
	 * The label of a rule's target for lists: the URL, or the object's title and URL.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $rule Rule row.
	 */
	public static function label( array $rule ): string {
		$type = (string) ( $rule['target_type'] ?? 'url' );
		if ( 'post' === $type ) {
			$title = get_the_title( (int) $rule['target_id'] );
			return '' !== $title ? $title : '#' . (int) $rule['target_id'];
		}
		if ( 'term' === $type ) {
			$term = get_term( (int) $rule['target_id'] );
			return $term instanceof \WP_Term ? $term->name : '#' . (int) $rule['target_id'];
		}
		return (string) ( $rule['target'] ?? '' );
	}
}
