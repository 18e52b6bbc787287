<?php
/**
 * Text rules of the page checks: how the focus keyword meets the title, description, content and URL.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Page;

use Lodestar\Seo\TemplateVariables;

defined( 'ABSPATH' ) || exit;

/**
 * PHP twin of src/analysis/text.ts (both run tests/fixtures/page-checks.json):
 *
 * - normalize(): Unicode NFC, the apostrophes ’ ‘ ʼ read as ', lower case (final sigma ς read as
 *   σ and "i̇" as "i", so PHP and JavaScript agree), whitespace collapsed and trimmed.
 * - count(): non-overlapping occurrences of the keyword at word boundaries (the characters
 *   around it are not Unicode letters, digits or combining marks); a keyword that starts (ends)
 *   with a character of a script written without spaces (Han, Hiragana, Katakana, Thai, Lao,
 *   Khmer, Myanmar) needs no boundary before (after) it.
 * - fold_for_url(): accents removed (NFD, marks dropped, ß æ ø œ ł đ ð þ ı transliterated),
 *   quotes and apostrophes dropped (as WordPress drops them from slugs), runs of other
 *   characters than letters and digits turned into one hyphen, hyphens trimmed.
 *   Accents are folded only where the keyword meets a slug.
 * - url_path(): a URL's path, percent-decoded where the escapes form valid UTF-8.
 *
 * @since 0.3.0
 */
final class KeywordText {

	/**
	 * Scripts written without spaces between words.
	 */
	private const NO_SPACE_SCRIPTS = '[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]';

	/**
	 * Letters no canonical decomposition turns into a plain letter, as slugs spell them.
	 */
	private const TRANSLITERATIONS = array(
		'ß' => 'ss',
		'æ' => 'ae',
		'ø' => 'o',
		'œ' => 'oe',
		'ł' => 'l',
		'đ' => 'd',
		'ð' => 'd',
		'þ' => 'th',
		'ı' => 'i',
	);

	/**
	 * NFC, apostrophes, lower case, collapsed whitespace.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Plain text.
	 */
	public static function normalize( string $text ): string {
		if ( '' === $text ) {
			return '';
		}
		$nfc  = \Normalizer::normalize( $text, \Normalizer::FORM_C );
		$text = is_string( $nfc ) ? $nfc : $text;
		$text = str_replace( array( "\u{2019}", "\u{2018}", "\u{02BC}" ), "'", $text );
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = str_replace( array( 'ς', "i\u{0307}" ), array( 'σ', 'i' ), $text );
		return TemplateVariables::collapse_whitespace( $text );
	}

	/**
	 * Occurrences of a keyword in a text, both normalized, at word boundaries.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text    Normalized text.
	 * @param string $keyword Normalized keyword ('' never matches).
	 */
	public static function count( string $text, string $keyword ): int {
		if ( '' === $keyword || '' === $text ) {
			return 0;
		}
		$before = 1 === preg_match( '/^' . self::NO_SPACE_SCRIPTS . '/u', $keyword ) ? '' : '(?<![\p{L}\p{N}\p{M}])';
		$after  = 1 === preg_match( '/' . self::NO_SPACE_SCRIPTS . '\z/u', $keyword ) ? '' : '(?![\p{L}\p{N}\p{M}])';
		$found  = preg_match_all( '/' . $before . preg_quote( $keyword, '/' ) . $after . '/u', $text );
		return is_int( $found ) ? $found : 0;
	}

	/**
	 * Accent-folded, hyphenated form of a text, for comparing with a URL.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Plain text or a decoded URL path.
	 */
	public static function fold_for_url( string $text ): string {
		$text = self::normalize( $text );
		$nfd  = \Normalizer::normalize( $text, \Normalizer::FORM_D );
		$text = is_string( $nfd ) ? $nfd : $text;
		$text = (string) preg_replace( '/\p{M}+/u', '', $text );
		$text = strtr( $text, self::TRANSLITERATIONS );
		$text = str_replace( array( "'", '"' ), '', $text );
		$text = (string) preg_replace( '/[^\p{L}\p{N}]+/u', '-', $text );
		return trim( $text, '-' );
	}

	/**
	 * The path of a URL, percent-decoded where the escapes are valid UTF-8.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Absolute or relative URL.
	 */
	public static function url_path( string $url ): string {
		$path = (string) preg_replace( '~^[a-z][a-z0-9+.-]*://[^/?#]*~i', '', trim( $url ) );
		$path = (string) preg_replace( '~[?#].*\z~s', '', $path );
		return (string) preg_replace_callback(
			'/(?:%[0-9a-f]{2})+/i',
			static function ( array $escapes ): string {
				$decoded = rawurldecode( $escapes[0] );
				return mb_check_encoding( $decoded, 'UTF-8' ) ? $decoded : $escapes[0];
			},
			$path
		);
	}
}
