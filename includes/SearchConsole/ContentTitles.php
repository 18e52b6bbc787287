<?php
/**
 * Local titles of Search Console page URLs.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

defined( 'ABSPATH' ) || exit;

/**
 * Titles of the site's posts for the page URLs Search Console reports, in one pass: the
 * URLs' last path segments (and `?p=` / `?page_id=` ids) become one posts query, whose
 * permalinks (from the primed caches) are matched to the URLs. A hundred rows cost one or two
 * queries, not url_to_postid()'s query or more per row.
 *
 * @since 0.3.0
 */
final class ContentTitles {

	/**
	 * Title of each URL that is one of the site's posts (or its front page).
	 *
	 * @since 0.3.0
	 *
	 * @param list<string> $urls Absolute page URLs.
	 * @return array<string, string> URL => title.
	 */
	public function titles( array $urls ): array {
		$slugs = array();
		$ids   = array();
		foreach ( $urls as $url ) {
			$path = trim( (string) wp_parse_url( $url, PHP_URL_PATH ), '/' );
			if ( '' !== $path ) {
				$segments = explode( '/', $path );
				$slugs[]  = sanitize_title( rawurldecode( (string) end( $segments ) ) );
			}
			parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
			foreach ( array( 'p', 'page_id' ) as $key ) {
				if ( isset( $query[ $key ] ) && is_numeric( $query[ $key ] ) ) {
					$ids[] = (int) $query[ $key ];
				}
			}
		}
		$slugs = array_values( array_unique( array_filter( $slugs ) ) );
		$posts = array();
		$base  = array(
			'post_type'              => 'any',
			'post_status'            => 'publish',
			'posts_per_page'         => -1,
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			'suppress_filters'       => true,
		);
		if ( array() !== $slugs ) {
			$posts = get_posts( array_merge( $base, array( 'post_name__in' => $slugs ) ) );
		}
		if ( array() !== $ids ) {
			$posts = array_merge( $posts, get_posts( array_merge( $base, array( 'post__in' => array_values( array_unique( $ids ) ) ) ) ) );
		}

		$by_link = array();
		foreach ( $posts as $post ) {
			$link = get_permalink( $post );
			if ( is_string( $link ) ) {
				$by_link[ self::key( $link ) ] = get_the_title( $post );
			}
		}
		$front = (int) get_option( 'page_on_front' );
		if ( 'page' === get_option( 'show_on_front' ) && $front > 0 ) {
			$by_link[ self::key( home_url( '/' ) ) ] = get_the_title( $front );
		} else {
			$by_link[ self::key( home_url( '/' ) ) ] = (string) get_bloginfo( 'name' );
		}

		$titles = array();
		foreach ( $urls as $url ) {
			if ( isset( $by_link[ self::key( $url ) ] ) ) {
				$titles[ $url ] = html_entity_decode( $by_link[ self::key( $url ) ], ENT_QUOTES, 'UTF-8' );
			}
		}
		return $titles;
	}

	/**
	 * A URL compared without scheme, `www.`, case of the host or trailing slash (a domain
	 * property reports every variant).
	 *
	 * @param string $url URL.
	 */
	private static function key( string $url ): string {
		$parts = wp_parse_url( $url );
		$host  = strtolower( (string) ( $parts['host'] ?? '' ) );
		$host  = str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host;
		$port  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
		$query = isset( $parts['query'] ) ? '?' . $parts['query'] : '';
		return $host . $port . untrailingslashit( (string) ( $parts['path'] ?? '' ) ) . $query;
	}
}
