<?php
/**
 * Translates another plugin's template into Lodestar's syntax.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Maps each variable token of a source template through the source's table; text passes
 * unchanged. A variable Lodestar has no equivalent for is left out of the result and named in
 * `unsupported` (the runner turns it into a `not_migrated` entry): never dropped silently.
 *
 * Table: source name => Lodestar variable name, or null when Lodestar has none. A key ending
 * in '*' is a family: `cf_*` matches `cf_price` (longest family first, so `ct_desc_*` wins over
 * `ct_*`). A variable whose argument Lodestar cannot honour (`%date(F Y)%`) is translated
 * without it and reported too.
 *
 * @since 0.3.0
 */
final class Translator {

	/**
	 * Translates a template.
	 *
	 * @since 0.3.0
	 *
	 * @param string                     $template Source template.
	 * @param Source                     $source   The source (tokenizer and table).
	 * @return array{template: string, unsupported: list<string>}
	 */
	public static function translate( string $template, Source $source ): array {
		$table       = $source->variables();
		$out         = '';
		$unsupported = array();
		foreach ( $source->tokenize( $template ) as $token ) {
			if ( 'text' === $token['type'] ) {
				$out .= (string) $token['raw'];
				continue;
			}
			$target = self::lookup( (string) $token['name'], $table );
			if ( null === $target ) {
				$unsupported[] = (string) $token['raw'];
				continue;
			}
			if ( null !== ( $token['arg'] ?? null ) && '' !== $token['arg'] ) {
				$unsupported[] = (string) $token['raw'];
			}
			$out .= '%' . $target . '%';
		}
		return array(
			'template'    => self::tidy( $out ),
			'unsupported' => array_values( array_unique( $unsupported ) ),
		);
	}

	/**
	 * The Lodestar variable of a source variable name, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string                     $name  Source variable name.
	 * @param array<string, string|null> $table Source table.
	 */
	public static function lookup( string $name, array $table ): ?string {
		if ( array_key_exists( $name, $table ) ) {
			return $table[ $name ];
		}
		$best = null;
		foreach ( $table as $key => $target ) {
			if ( str_ends_with( $key, '*' ) && str_starts_with( $name, substr( $key, 0, -1 ) ) && strlen( $name ) >= strlen( $key ) ) {
				if ( null === $best || strlen( $key ) > strlen( $best ) ) {
					$best = $key;
				}
			}
		}
		return null === $best ? null : $table[ $best ];
	}

	/**
	 * Whether a source variable name is in its table (an entry or a family).
	 *
	 * @since 0.3.0
	 *
	 * @param string                     $name  Source variable name.
	 * @param array<string, string|null> $table Source table.
	 */
	public static function known( string $name, array $table ): bool {
		if ( array_key_exists( $name, $table ) ) {
			return true;
		}
		foreach ( array_keys( $table ) as $key ) {
			if ( str_ends_with( $key, '*' ) && str_starts_with( $name, substr( $key, 0, -1 ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Collapses the spaces a left-out variable leaves behind.
	 *
	 * @param string $template Template.
	 */
	private static function tidy( string $template ): string {
		return trim( (string) preg_replace( '/ {2,}/', ' ', $template ) );
	}
}
