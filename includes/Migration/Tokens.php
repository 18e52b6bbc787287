<?php
/**
 * Tokenizers of the other plugins' template syntaxes.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Splits a template into text and variable tokens, one left-to-right pass, so a variable is
 * translated as a whole (with its argument) and text is never rewritten by accident.
 *
 * A token is `['type' => 'text', 'raw' => string]` or
 * `['type' => 'var', 'raw' => string, 'name' => string, 'arg' => string|null]`.
 *
 * @since 0.3.0
 */
final class Tokens {

	/**
	 * `%%name%%` (Yoast, SEOPress): the whole name is kept, families such as `cf_key` or
	 * `_ct_genre` are told apart by the variable table.
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 * @return list<array<string, string|null>>
	 */
	public static function double_percent( string $template ): array {
		return self::by_pattern( $template, '/%%([A-Za-z0-9_\-]+)%%/', static fn( array $m ): array => array( $m[1][0], null ) );
	}

	/**
	 * `%name%` and `%name.key%` (SureRank, the spec's syntax; `%custom_field.price%`): the
	 * dotted name is kept whole.
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 * @return list<array<string, string|null>>
	 */
	public static function dotted_percent( string $template ): array {
		return self::by_pattern( $template, '/%([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_\-]+)*)%/', static fn( array $m ): array => array( $m[1][0], null ) );
	}

	/**
	 * `%name%` and `%name(args)%` (Rank Math, Lodestar-like syntaxes): the argument is the
	 * text between the parentheses.
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 * @return list<array<string, string|null>>
	 */
	public static function single_percent( string $template ): array {
		return self::by_pattern(
			$template,
			'/%([A-Za-z_][A-Za-z0-9_]*)(?:\(([^()%]*)\))?%/',
			static fn( array $m ): array => array( $m[1][0], isset( $m[2] ) && -1 !== $m[2][1] ? $m[2][0] : null )
		);
	}

	/**
	 * `#tag` (All in One SEO): the known tag names are tried longest first (`#post_excerpt_only`
	 * before `#post_excerpt`, `#categories` before `#category`), a tag may not run into a word
	 * character, and the families `#custom_field-key` and `#tax_name-taxonomy` carry their
	 * argument. A `#word` that is no tag stays text (AIOSEO prints it as it is).
	 *
	 * @since 0.3.0
	 *
	 * @param string   $template Template.
	 * @param string[] $names    Tag names without '#'; names ending in '-' take an argument.
	 * @return list<array<string, string|null>>
	 */
	public static function hash_tags( string $template, array $names ): array {
		usort( $names, static fn( string $a, string $b ): int => strlen( $b ) <=> strlen( $a ) ?: strcmp( $a, $b ) );
		$alternatives = array();
		foreach ( $names as $name ) {
			$quoted         = preg_quote( $name, '/' );
			$alternatives[] = str_ends_with( $name, '-' ) ? $quoted . '[A-Za-z0-9_\-]+' : $quoted . '(?![A-Za-z0-9_])';
		}
		if ( array() === $alternatives ) {
			return '' === $template ? array() : array( self::text( $template ) );
		}
		$pattern = '/#(' . implode( '|', $alternatives ) . ')/';
		return self::by_pattern(
			$template,
			$pattern,
			static function ( array $m ) use ( $names ): array {
				$found = $m[1][0];
				foreach ( $names as $name ) {
					if ( str_ends_with( $name, '-' ) && str_starts_with( $found, $name ) && strlen( $found ) > strlen( $name ) ) {
						return array( substr( $name, 0, -1 ), substr( $found, strlen( $name ) ) );
					}
				}
				return array( $found, null );
			}
		);
	}

	/**
	 * `{{ name }}` (Slim SEO's Twig-like syntax): the dotted name is kept whole
	 * (`post.custom_field.price`), spaces inside the braces are optional.
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 * @return list<array<string, string|null>>
	 */
	public static function double_braces( string $template ): array {
		return self::by_pattern( $template, '/\{\{\s*([A-Za-z_][A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_\-]+)*)\s*\}\}/', static fn( array $m ): array => array( $m[1][0], null ) );
	}

	/**
	 * Tokens of a template by a pattern whose match is a variable.
	 *
	 * @param string   $template Template.
	 * @param string   $pattern  Regular expression.
	 * @param callable $name_of  Match (with offsets) => [name, arg].
	 * @return list<array<string, string|null>>
	 */
	private static function by_pattern( string $template, string $pattern, callable $name_of ): array {
		$tokens = array();
		$offset = 0;
		if ( preg_match_all( $pattern, $template, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
			foreach ( $matches as $match ) {
				$start = $match[0][1];
				if ( $start > $offset ) {
					$tokens[] = self::text( substr( $template, $offset, $start - $offset ) );
				}
				list( $name, $arg ) = $name_of( $match );
				$tokens[]           = array(
					'type' => 'var',
					'raw'  => $match[0][0],
					'name' => $name,
					'arg'  => $arg,
				);
				$offset             = $start + strlen( $match[0][0] );
			}
		}
		if ( $offset < strlen( $template ) ) {
			$tokens[] = self::text( substr( $template, $offset ) );
		}
		return $tokens;
	}

	/**
	 * A text token.
	 *
	 * @param string $raw Text.
	 * @return array<string, string|null>
	 */
	private static function text( string $raw ): array {
		return array(
			'type' => 'text',
			'raw'  => $raw,
		);
	}
}
