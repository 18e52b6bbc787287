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
