<?php
/**
 * Reads an RSS or Atom document into safe What's New items.
 *
 * @package Lodestar
 */

namespace Lodestar\News;

defined( 'ABSPATH' ) || exit;

/**
 * Parses a feed with WordPress's SimplePie and makes every item safe to show in the admin app.
 *
 * An item is { id, title, link, date, timestamp, description }: the title is plain text; the
 * link an absolute http(s) URL or ''; the description HTML that went through wp_kses_post()
 * after script-like elements were dropped with their content, whose links are http(s), mailto
 * or in-page only and open in a new tab with rel="noopener noreferrer", and whose images are
 * http(s) only. A description longer than 500 words becomes a plain-text excerpt of 500 words.
 *
 * @since 0.4.0
 */
final class FeedParser {

	/**
	 * Words of the longest description (spec: excerpt word limit 500).
	 *
	 * @since 0.4.0
	 */
	public const EXCERPT_WORDS = 500;

	/**
	 * Most items kept, newest first.
	 *
	 * @since 0.4.0
	 */
	public const MAX_ITEMS = 20;

	/**
	 * Elements removed with everything inside them before kses (kses would keep their text).
	 */
	private const DROPPED_ELEMENTS = 'script|style|iframe|object|embed|noscript|template|svg|math|form|textarea|select|button';

	/**
	 * The items of a feed document, or null when it is not an RSS or Atom feed.
	 *
	 * @since 0.4.0
	 *
	 * @param string $xml Feed document.
	 * @return list<array{id: string, title: string, link: string, date: string, timestamp: int, description: string}>|null
	 */
	public static function parse( string $xml ): ?array {
		if ( '' === trim( $xml ) ) {
			return null;
		}
		if ( ! class_exists( 'SimplePie', false ) ) {
			require_once ABSPATH . WPINC . '/class-simplepie.php';
		}
		$feed = new \SimplePie();
		$feed->enable_cache( false );
		$feed->enable_order_by_date( true );
		$feed->set_raw_data( $xml );
		// SimplePie logs a refused document as a PHP notice; a bad feed is an answer here, not an error.
		$level = error_reporting();
		error_reporting( $level & ~E_USER_NOTICE );
		try {
			$parsed = $feed->init() && null === $feed->error();
		} finally {
			error_reporting( $level );
		}
		if ( ! $parsed ) {
			return null;
		}
		$items = array();
		foreach ( (array) $feed->get_items( 0, self::MAX_ITEMS ) as $item ) {
			$link        = self::http_url( (string) $item->get_permalink() );
			$title       = self::plain( (string) $item->get_title() );
			$timestamp   = (int) $item->get_date( 'U' );
			$description = (string) ( $item->get_content() ?? '' );
			if ( '' === $title && '' === $link ) {
				continue;
			}
			$items[] = array(
				'id'          => substr( md5( (string) ( $item->get_id() ?: $link . $title ) ), 0, 12 ),
				'title'       => '' !== $title ? mb_substr( $title, 0, 300 ) : __( '(no title)', 'lodestar' ),
				'link'        => $link,
				'date'        => $timestamp > 0 ? gmdate( 'c', $timestamp ) : '',
				'timestamp'   => max( 0, $timestamp ),
				'description' => self::description( $description ),
			);
		}
		return $items;
	}

	/**
	 * Safe HTML of an item's description (see the class comment).
	 *
	 * @since 0.4.0
	 *
	 * @param string $html Description as the feed gives it (SimplePie decoded it).
	 */
	public static function description( string $html ): string {
		$html = (string) preg_replace( '#<(' . self::DROPPED_ELEMENTS . ')\b[^>]*>.*?</\1\s*>#is', '', $html );
		// An unclosed one drops the rest of the text.
		$html = (string) preg_replace( '#<(' . self::DROPPED_ELEMENTS . ')\b.*$#is', '', $html );
		$html = wp_kses_post( $html );

		$text  = trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$words = '' === $text ? array() : preg_split( '/\s+/u', $text );
		if ( count( (array) $words ) > self::EXCERPT_WORDS ) {
			return '<p>' . esc_html( implode( ' ', array_slice( (array) $words, 0, self::EXCERPT_WORDS ) ) . '…' ) . '</p>';
		}

		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			$name = $tags->get_tag();
			if ( 'A' === $name ) {
				$href = (string) $tags->get_attribute( 'href' );
				if ( ! self::is_safe_link( $href ) ) {
					$tags->remove_attribute( 'href' );
					continue;
				}
				$tags->set_attribute( 'target', '_blank' );
				$tags->set_attribute( 'rel', 'noopener noreferrer' );
			} elseif ( 'IMG' === $name ) {
				if ( '' === self::http_url( (string) $tags->get_attribute( 'src' ) ) ) {
					$tags->remove_attribute( 'src' );
				}
				$tags->remove_attribute( 'srcset' );
				$tags->set_attribute( 'loading', 'lazy' );
			}
		}
		return trim( $tags->get_updated_html() );
	}

	/**
	 * An absolute http(s) URL, or ''.
	 *
	 * @since 0.4.0
	 *
	 * @param string $url URL.
	 */
	public static function http_url( string $url ): string {
		$url    = trim( html_entity_decode( $url, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
			return '';
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/**
	 * Whether a description link may stay: http(s), mailto, or a fragment.
	 *
	 * @param string $href Link.
	 */
	private static function is_safe_link( string $href ): bool {
		$href = trim( $href );
		if ( '' === $href ) {
			return false;
		}
		if ( str_starts_with( $href, '#' ) ) {
			return true;
		}
		if ( 1 === preg_match( '/^mailto:[^\s<>"\']+$/i', $href ) ) {
			return true;
		}
		return '' !== self::http_url( $href );
	}

	/**
	 * Plain text of a title.
	 *
	 * @param string $text Text that may hold markup or entities.
	 */
	private static function plain( string $text ): string {
		// Decoded first: a title SimplePie read as text comes back with its markup escaped.
		$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = (string) preg_replace( '#<(' . self::DROPPED_ELEMENTS . ')\b[^>]*>.*?</\1\s*>#is', '', $text );
		$text = wp_strip_all_tags( $text );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
