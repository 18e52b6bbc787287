<?php
/**
 * What the page checks count in a post's content.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Page;

use Lodestar\Seo\TemplateVariables;

defined( 'ABSPATH' ) || exit;

/**
 * PHP twin of src/analysis/content.ts (both run tests/fixtures/page-checks.json). One linear
 * pass over the tags, so nesting (headings in groups, links in columns) does not matter:
 *
 * 1. HTML comments (block delimiters included) and script / style elements are removed.
 * 2. Opening tags of h2–h6, img, a, video, iframe, embed, object and figure, and closing figure
 *    tags, are read in order (`<name` and a word boundary, case-insensitive).
 * 3. Attributes: the first of each name counts (lower-case names); values are entity-decoded.
 * - Subheadings: h2–h6. Images: img; no alt text when alt is missing or only whitespace.
 * - Videos: video, iframe, embed, object; a figure with the classes `wp-block-embed` and
 *   `is-type-video` counts as one video, and the players inside it are not counted again.
 * - Links: a with an href that is not empty, not only a fragment and not javascript:; the
 *   http(s) ones can be checked for being broken (each URL once).
 *
 * @since 0.3.0
 */
final class ContentScan {

	/**
	 * Counts what the checks need in rendered (or serialized) content.
	 *
	 * @since 0.3.0
	 *
	 * @param string $html Content HTML.
	 * @return array{subheadings: int, images: list<array{src: string, alt: string}>, videos: int, links: int, checkable_links: list<string>}
	 */
	public static function scan( string $html ): array {
		$facts   = array(
			'subheadings'     => 0,
			'images'          => array(),
			'videos'          => 0,
			'links'           => 0,
			'checkable_links' => array(),
		);
		$visible = (string) preg_replace( '#<!--.*?(?:-->|\z)|<(script|style)\b[^>]*>.*?(?:</\1\s*>|\z)#is', '', $html );
		if ( ! preg_match_all( '#<(/?)(h[2-6]|img|a|video|iframe|embed|object|figure)\b([^>]*)>#i', $visible, $tags, PREG_SET_ORDER ) ) {
			return $facts;
		}
		$seen     = array();
		$figures  = array();
		$in_video = 0;
		foreach ( $tags as $tag ) {
			$closing = '/' === $tag[1];
			$name    = strtolower( $tag[2] );
			if ( 'figure' === $name ) {
				if ( $closing ) {
					if ( array_pop( $figures ) ) {
						--$in_video;
					}
					continue;
				}
				$classes = preg_split( '/\s+/', self::attributes( $tag[3] )['class'] ?? '', -1, PREG_SPLIT_NO_EMPTY );
				$video   = in_array( 'wp-block-embed', $classes, true ) && in_array( 'is-type-video', $classes, true );
				$figures[] = $video;
				if ( $video ) {
					++$in_video;
					++$facts['videos'];
				}
				continue;
			}
			if ( $closing ) {
				continue;
			}
			switch ( $name ) {
				case 'img':
					$attributes        = self::attributes( $tag[3] );
					$facts['images'][] = array(
						'src' => trim( $attributes['src'] ?? '' ),
						'alt' => TemplateVariables::collapse_whitespace( $attributes['alt'] ?? '' ),
					);
					break;
				case 'a':
					$href = trim( self::attributes( $tag[3] )['href'] ?? '' );
					if ( '' === $href || str_starts_with( $href, '#' ) || 1 === preg_match( '/^javascript:/i', $href ) ) {
						break;
					}
					++$facts['links'];
					if ( 1 === preg_match( '#^https?://#i', $href ) && ! isset( $seen[ $href ] ) ) {
						$seen[ $href ]              = true;
						$facts['checkable_links'][] = $href;
					}
					break;
				case 'video':
				case 'iframe':
				case 'embed':
				case 'object':
					if ( 0 === $in_video ) {
						++$facts['videos'];
					}
					break;
				default:
					++$facts['subheadings'];
			}
		}
		return $facts;
	}

	/**
	 * The resources a content loads over plain http:// (what browsers block or flag on an
	 * HTTPS page: mixed content), each address once, in document order: `src` of img, script,
	 * iframe, frame, audio, video, source, track, embed and input (type image), `srcset`
	 * candidates of img and source, `poster` of video, `data` of object, and `href` of a link
	 * element loading a stylesheet, icon, preload or manifest. A link a visitor follows
	 * (`<a href="http://…">`) loads nothing, so it is not mixed content. HTML comments (block
	 * delimiters) are skipped; attribute values are entity-decoded.
	 *
	 * @since 0.4.0
	 *
	 * @param string $html Content HTML.
	 * @return list<string>
	 */
	public static function insecure_resources( string $html ): array {
		if ( false === stripos( $html, 'http:' ) && false === stripos( $html, 'http&#58;' ) ) {
			return array();
		}
		$visible = (string) preg_replace( '#<!--.*?(?:-->|\z)#s', '', $html );
		if ( ! preg_match_all( '#<(img|script|iframe|frame|audio|video|source|track|embed|input|object|link)\b([^>]*)>#i', $visible, $tags, PREG_SET_ORDER ) ) {
			return array();
		}
		$found = array();
		foreach ( $tags as $tag ) {
			$name       = strtolower( $tag[1] );
			$attributes = self::attributes( $tag[2] );
			$urls       = array();
			switch ( $name ) {
				case 'link':
					if ( preg_match( '/\b(stylesheet|icon|preload|modulepreload|manifest)\b/i', $attributes['rel'] ?? '' ) ) {
						$urls[] = $attributes['href'] ?? '';
					}
					break;
				case 'object':
					$urls[] = $attributes['data'] ?? '';
					break;
				case 'input':
					if ( 'image' === strtolower( trim( $attributes['type'] ?? '' ) ) ) {
						$urls[] = $attributes['src'] ?? '';
					}
					break;
				default:
					$urls[] = $attributes['src'] ?? '';
					$urls[] = $attributes['poster'] ?? '';
					foreach ( explode( ',', $attributes['srcset'] ?? '' ) as $candidate ) {
						$urls[] = (string) strtok( trim( $candidate ), " \t\n\r" );
					}
			}
			foreach ( $urls as $url ) {
				$url = trim( $url );
				if ( 0 === stripos( $url, 'http://' ) ) {
					$found[ $url ] = true;
				}
			}
		}
		return array_keys( $found );
	}

	/**
	 * The attributes of a tag: lower-case name => decoded value (the first of each name).
	 *
	 * @param string $source The text between the tag name and `>`.
	 * @return array<string, string>
	 */
	private static function attributes( string $source ): array {
		$found = array();
		if ( ! preg_match_all( '#([^\s"\'>/=]+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+)))?#', $source, $matches, PREG_SET_ORDER ) ) {
			return $found;
		}
		foreach ( $matches as $match ) {
			$name = strtolower( $match[1] );
			if ( ! isset( $found[ $name ] ) ) {
				$value          = ( $match[2] ?? '' ) . ( $match[3] ?? '' ) . ( $match[4] ?? '' );
				$found[ $name ] = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
		}
		return $found;
	}
}
