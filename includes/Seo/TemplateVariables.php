<?php
/**
 * The template-variable engine (%title%, %site_name%, ...).
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;

/**
 * Resolves title and description templates against a context. WordPress-free and pure.
 *
 * The same rules run in TypeScript (src/utils/template-variables.ts); both must pass every
 * vector of tests/fixtures/template-variables.json. The rules, in order:
 *
 * 1. Variables are `%name%` with name matching `[a-z][a-z0-9_]*` (regex `%([a-z][a-z0-9_]*)%`,
 *    one left-to-right pass, replacements are never re-scanned). Known names: title, site_name,
 *    tagline, separator, excerpt, content, site_url, permalink, and the plain values
 *    term_title, term_description, archive_title, author_name, search_query, page, published,
 *    modified, currentdate, currentyear, currentmonth, currentday, category, tag,
 *    primary_category, focus_keyword, post_type_singular, post_type_plural, parent_title,
 *    term_hierarchy, post_id, author_first_name, author_last_name, author_description, post_year,
 *    post_month, post_day, page_number, page_total, currenttime (each the plain text of the
 *    context value of that name; the caller computes them, e.g. `page` is " - Page 2 of 3" on
 *    page 2 and '' on page 1, `category` a post's categories joined with ", ", `term_hierarchy`
 *    a term's ancestors and itself joined with " <separator> "). `excerpt_only` is the plain
 *    `excerpt` without rule 3's fallbacks. Any other matching name gives ''.
 *    Text that does not match (`100%`, `%Foo%`, `%title is`) stays as it is.
 * 2. Every context text value becomes plain text (plain_text()):
 *    a. `content` only: shortcode tags are removed, tags only, enclosed text kept:
 *       `\[\/?[A-Za-z][A-Za-z0-9_-]*(?:\s[^\[\]]*)?\/?\]` (so `[gallery ids="1"]`, `[caption]`, `[/caption]`).
 *       This runs before entity decoding, so an escaped `&#91;x&#93;` survives as literal text.
 *    b. `<script …>…</script>` and `<style …>…</style>` are removed with their content
 *       (case-insensitive; an unclosed one runs to the end of the text).
 *    c. HTML comments `<!-- … -->` are removed (an unclosed one runs to the end).
 *    d. Tags `</?[A-Za-z][^>]*>` are removed. Block-level tags and `<br>` become one space
 *       (address article aside blockquote br caption dd details dialog div dl dt fieldset
 *       figcaption figure footer form h1-h6 header hgroup hr li main nav ol p pre section summary
 *       table tbody td tfoot th thead tr ul), so `<p>First</p><p>Second</p>` reads "First Second";
 *       inline tags become nothing, so `<a>link</a>,` keeps "link,". A lone `<` (not followed by
 *       a letter or `/letter`) is text.
 *    e. HTML entities are decoded: named (HTML5 table), decimal and hex; `&nbsp;` is U+00A0.
 *    f. Every run of whitespace becomes one space and the ends are trimmed. Whitespace is the
 *       JavaScript `\s` set: ASCII space, \t \n \v \f \r, U+00A0, U+1680, U+2000–U+200A,
 *       U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF.
 * 3. `%excerpt%` = plain excerpt; when empty and `auto_generate_description` is not false, the
 *    plain content cut to `description_length` code points (default 160) at a word boundary:
 *    if longer than the limit, cut at the last space at or before index `limit` (0-based) of the
 *    text, else hard-cut at `limit`; no ellipsis. When still empty: plain `default_description`.
 * 4. After substitution whitespace is collapsed and trimmed again (rule 2f). For kind "title",
 *    separators left dangling at either end are then stripped, repeatedly: the configured
 *    (plain) separator or any one of `- – — : · • * ⋆ | ~ « » < >`, but only where it stands
 *    alone (the whole title, or followed by a space at the start / preceded by a space at the
 *    end), trimming whitespace after each removal. So "- Site" and "Post •" lose the separator,
 *    while "<3 Cats", "*New* arrivals" and "-40° winters" keep their first character.
 * 5. Lengths are counted in Unicode code points (length()).
 *
 * The result is plain, unescaped text: escape it where it is printed.
 *
 * @since 0.1.0
 */
final class TemplateVariables {

	/**
	 * Variables the engine knows.
	 *
	 * @since 0.1.0
	 */
	public const KNOWN = array( 'title', 'site_name', 'tagline', 'separator', 'excerpt', 'content', 'site_url', 'permalink', 'term_title', 'term_description', 'archive_title', 'author_name', 'search_query', 'page', 'published', 'modified', 'currentdate', 'currentyear', 'currentmonth', 'currentday', 'category', 'tag', 'primary_category', 'focus_keyword', 'excerpt_only', 'post_type_singular', 'post_type_plural', 'parent_title', 'term_hierarchy', 'post_id', 'author_first_name', 'author_last_name', 'author_description', 'post_year', 'post_month', 'post_day', 'page_number', 'page_total', 'currenttime' );

	/**
	 * Variables whose value is the plain text of the context value of the same name.
	 *
	 * @since 0.1.0
	 */
	public const PLAIN = array( 'title', 'site_name', 'tagline', 'separator', 'site_url', 'permalink', 'term_title', 'term_description', 'archive_title', 'author_name', 'search_query', 'page', 'published', 'modified', 'currentdate', 'currentyear', 'currentmonth', 'currentday', 'category', 'tag', 'primary_category', 'focus_keyword', 'post_type_singular', 'post_type_plural', 'parent_title', 'term_hierarchy', 'post_id', 'author_first_name', 'author_last_name', 'author_description', 'post_year', 'post_month', 'post_day', 'page_number', 'page_total', 'currenttime' );

	/**
	 * Description length in code points of a context without `description_length` (the
	 * default of Limits; pages pass the filtered limit, TemplateValues).
	 *
	 * @since 0.1.0
	 */
	public const DEFAULT_DESCRIPTION_LENGTH = Limits::DEFAULTS['description'];

	/**
	 * Characters stripped from both ends of a title (besides the configured separator).
	 *
	 * @since 0.1.0
	 */
	public const TITLE_EDGE_SEPARATORS = array( '-', '–', '—', ':', '·', '•', '*', '⋆', '|', '~', '«', '»', '<', '>' );

	/**
	 * Whitespace class, the same set as JavaScript's \s.
	 */
	private const WS = '[\t\n\x{0B}\f\r \x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

	/**
	 * Block-level tags that separate words.
	 */
	private const BLOCK_TAGS = 'address|article|aside|blockquote|br|caption|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul';

	/**
	 * Resolves a template.
	 *
	 * @since 0.1.0
	 *
	 * @param string               $template Template such as '%title% - %site_name%'.
	 * @param array<string, mixed> $context  Context values (see the class docblock).
	 * @param string               $kind     'title', 'description' or 'text'.
	 * @return string Plain text.
	 */
	public function resolve( string $template, array $context, string $kind = 'text' ): string {
		$cache  = array();
		$result = preg_replace_callback(
			'/%([a-z][a-z0-9_]*)%/',
			function ( array $match ) use ( $context, &$cache ): string {
				$name = $match[1];
				if ( ! array_key_exists( $name, $cache ) ) {
					$cache[ $name ] = $this->value( $name, $context );
				}
				return $cache[ $name ];
			},
			$template
		);
		$result = self::collapse_whitespace( (string) $result );

		if ( 'title' === $kind ) {
			$result = self::strip_edge_separators( $result, self::plain_text( self::text( $context, 'separator' ) ) );
		}
		return $result;
	}

	/**
	 * One variable's value: what resolve( '%name%', $context ) gives, without a template to
	 * parse (the schema graph asks for variables one at a time).
	 *
	 * @since 0.1.0
	 *
	 * @param string               $name    Variable name without the percent signs.
	 * @param array<string, mixed> $context Context.
	 */
	public function value( string $name, array $context ): string {
		switch ( $name ) {
			case 'excerpt':
				return $this->excerpt( $context );
			case 'content':
				return self::plain_text( self::strip_shortcodes( self::text( $context, 'content' ) ) );
			case 'excerpt_only':
				return self::plain_text( self::text( $context, 'excerpt' ) );
		}
		return in_array( $name, self::PLAIN, true ) ? self::plain_text( self::text( $context, $name ) ) : '';
	}

	/**
	 * The %excerpt% value (rule 3).
	 *
	 * @param array<string, mixed> $context Context.
	 */
	private function excerpt( array $context ): string {
		$excerpt = self::plain_text( self::text( $context, 'excerpt' ) );
		if ( '' !== $excerpt ) {
			return $excerpt;
		}
		if ( false !== ( $context['auto_generate_description'] ?? true ) ) {
			$limit = $context['description_length'] ?? self::DEFAULT_DESCRIPTION_LENGTH;
			$limit = is_numeric( $limit ) && (int) $limit > 0 ? (int) $limit : self::DEFAULT_DESCRIPTION_LENGTH;

			$content = self::content_summary( self::text( $context, 'content' ), $limit );
			if ( '' !== $content ) {
				return $content;
			}
		}
		return self::plain_text( self::text( $context, 'default_description' ) );
	}

	/**
	 * A context value as a string.
	 *
	 * @param array<string, mixed> $context Context.
	 * @param string               $key     Key.
	 */
	private static function text( array $context, string $key ): string {
		$value = $context[ $key ] ?? '';
		return is_scalar( $value ) && ! is_bool( $value ) ? (string) $value : '';
	}

	/**
	 * The content as plain text cut to $limit characters at a word boundary: what
	 * trim_to_length( plain_text( strip_shortcodes( $content ) ), $limit ) gives, without turning
	 * a long post into text to keep its first sentences.
	 *
	 * The content is read from the start in growing slices; a slice ends before any tag, entity
	 * or shortcode it would cut, so its text is the start of the whole content's text, and once
	 * that text is longer than $limit the cut is the same. The last result is remembered: the
	 * description, Open Graph, X and schema fields of a page all ask for the same summary.
	 *
	 * @since 0.1.0
	 *
	 * @param string $content HTML content.
	 * @param int    $limit   Most characters.
	 */
	public static function content_summary( string $content, int $limit ): string {
		static $memo = null;
		if ( null !== $memo && $memo[0] === $limit && $memo[1] === $content ) {
			return $memo[2];
		}
		$summary = null;
		$total   = strlen( $content );
		for ( $bytes = max( 512, 4 * $limit ); $bytes < $total && null === $summary; $bytes *= 4 ) {
			$slice = (string) preg_replace( '/(?:<[^>]*|&[#A-Za-z0-9]*|\[[^\]]*)\z/', '', mb_strcut( $content, 0, $bytes, 'UTF-8' ) );
			$text  = self::plain_text( self::strip_shortcodes( $slice ) );
			if ( self::length( $text ) > $limit ) {
				$summary = self::trim_to_length( $text, $limit );
			}
		}
		$summary ??= self::trim_to_length( self::plain_text( self::strip_shortcodes( $content ) ), $limit );
		$memo      = array( $limit, $content, $summary );
		return $summary;
	}

	/**
	 * Turns HTML into one line of plain text (rule 2b–2f).
	 *
	 * @since 0.1.0
	 *
	 * @param string $html HTML or text.
	 */
	public static function plain_text( string $html ): string {
		if ( '' === $html ) {
			return '';
		}
		$text = $html;
		// Without a '<' no pattern below matches, without a '&' there is no entity: most titles
		// and excerpts skip both steps.
		if ( str_contains( $text, '<' ) ) {
			$text = (string) preg_replace( '#<(script|style)\b[^>]*>.*?(?:</\1\s*>|\z)#is', '', $text );
			$text = (string) preg_replace( '#<!--.*?(?:-->|\z)#s', '', $text );
			$text = (string) preg_replace( '#</?(?:' . self::BLOCK_TAGS . ')\b[^>]*>#i', ' ', $text );
			$text = (string) preg_replace( '#</?[a-zA-Z][^>]*>#', '', $text );
		}
		if ( str_contains( $text, '&' ) ) {
			$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		return self::collapse_whitespace( $text );
	}

	/**
	 * Removes shortcode tags, keeping enclosed text (rule 2a).
	 *
	 * Deliberately not WordPress's strip_shortcodes(): that drops the enclosed content of
	 * registered shortcodes, and it depends on which shortcodes happen to be registered.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text Content.
	 */
	public static function strip_shortcodes( string $text ): string {
		if ( false === strpos( $text, '[' ) ) {
			return $text;
		}
		return (string) preg_replace( '#\[/?[A-Za-z][A-Za-z0-9_-]*(?:\s[^\[\]]*)?/?\]#', '', $text );
	}

	/**
	 * Collapses whitespace runs to one space and trims (rule 2f).
	 *
	 * @since 0.1.0
	 *
	 * @param string $text Text.
	 */
	public static function collapse_whitespace( string $text ): string {
		// Plain ASCII with single spaces only (most titles and names): nothing to collapse.
		if ( ! str_contains( $text, '  ' ) && false === strpbrk( $text, "\t\n\x0B\f\r" ) && mb_check_encoding( $text, 'ASCII' ) ) {
			return trim( $text, ' ' );
		}
		// A lone space is left alone (most text is words and single spaces: no replacement to make),
		// every other run becomes one space.
		$text = (string) preg_replace( '/' . self::WS . '{2,}|(?! )' . self::WS . '/u', ' ', $text );
		return trim( $text, ' ' );
	}

	/**
	 * Cuts plain text to a number of code points at a word boundary (rule 3).
	 *
	 * @since 0.1.0
	 *
	 * @param string $text  Plain text with single spaces.
	 * @param int    $limit Maximum code points.
	 */
	public static function trim_to_length( string $text, int $limit ): string {
		if ( self::length( $text ) <= $limit ) {
			return $text;
		}
		$head  = mb_substr( $text, 0, $limit + 1, 'UTF-8' );
		$space = mb_strrpos( $head, ' ', 0, 'UTF-8' );
		$cut   = ( false !== $space && $space > 0 ) ? mb_substr( $head, 0, $space, 'UTF-8' ) : mb_substr( $text, 0, $limit, 'UTF-8' );
		return rtrim( $cut, ' ' );
	}

	/**
	 * Strips separators from both ends of a title (rule 4).
	 *
	 * @since 0.1.0
	 *
	 * @param string $title     Collapsed title.
	 * @param string $separator Configured separator, plain text.
	 */
	public static function strip_edge_separators( string $title, string $separator ): string {
		$candidates = self::TITLE_EDGE_SEPARATORS;
		if ( '' !== $separator ) {
			// Longest first, so a multi-character separator wins over its first character.
			array_unshift( $candidates, $separator );
		}
		do {
			$before = $title;
			foreach ( $candidates as $candidate ) {
				if ( $title === $candidate || str_starts_with( $title, $candidate . ' ' ) ) {
					$title = ltrim( substr( $title, strlen( $candidate ) ), ' ' );
					break;
				}
			}
			foreach ( $candidates as $candidate ) {
				if ( $title === $candidate || str_ends_with( $title, ' ' . $candidate ) ) {
					$title = rtrim( substr( $title, 0, -strlen( $candidate ) ), ' ' );
					break;
				}
			}
		} while ( $title !== $before );
		return $title;
	}

	/**
	 * Length in Unicode code points (rule 5).
	 *
	 * @since 0.1.0
	 *
	 * @param string $text Text.
	 */
	public static function length( string $text ): int {
		return mb_strlen( $text, 'UTF-8' );
	}
}
