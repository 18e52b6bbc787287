<?php
/**
 * The PHP 8.1 and WordPress 6.7 floors of the shipped PHP.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

// phpcs:disable WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local files.

/**
 * Finds, with token_get_all(), what would not run on the floors the plugin declares
 * (Requires PHP: 8.1, Requires at least: 6.7), although it runs on the test stack's PHP 8.2
 * and WordPress 7.1:
 *
 * - syntax newer than PHP 8.1 that PHP 8.2's tokenizer still reads (php -l on 8.2 accepts the
 *   8.2 features, and the 8.3/8.4 ones it rejects are caught here too, for a linter run on a
 *   newer PHP): readonly classes, DNF types, standalone true/false/null types, constants in
 *   traits (8.2); typed class constants, dynamic class constant fetch, #[\Override] (8.3);
 *   asymmetric visibility and property hooks (8.4);
 * - calls of PHP functions added after 8.1 (a literal list below);
 * - calls of WordPress functions added after 6.7, read from the WordPress tree itself: each
 *   function whose docblock's first `@since` is 6.8.0 or later. A call guarded by
 *   `function_exists( 'name' )` in the same file is allowed.
 *
 * Each finding is `file:line: what`.
 */
class FloorChecker {

	/**
	 * PHP functions added after 8.1 (8.2, 8.3, 8.4), from the PHP manual's migration guides.
	 */
	public const PHP_FUNCTIONS_AFTER_81 = array(
		// 8.2.
		'ini_parse_quantity',
		'memory_reset_peak_usage',
		'mysqli_execute_query',
		'openssl_cipher_key_length',
		'curl_upkeep',
		'libxml_get_external_entity_loader',
		'sodium_crypto_stream_xchacha20_xor_ic',
		// 8.3.
		'json_validate',
		'mb_str_pad',
		'str_increment',
		'str_decrement',
		'stream_context_set_options',
		'posix_sysconf',
		'posix_pathconf',
		'posix_fpathconf',
		'posix_eaccess',
		'socket_atmark',
		'mb_trim',
		// 8.4.
		'array_find',
		'array_find_key',
		'array_any',
		'array_all',
		'mb_ltrim',
		'mb_rtrim',
		'mb_ucfirst',
		'mb_lcfirst',
		'bcround',
		'bcfloor',
		'bcceil',
		'bcdivmod',
		'fpow',
		'grapheme_str_split',
		'http_get_last_response_headers',
		'http_clear_last_response_headers',
		'request_parse_body',
	);

	/**
	 * Findings in the given files.
	 *
	 * @param string[]             $files        PHP files.
	 * @param array<string,string> $wp_functions Lower-case WordPress function => version it came in.
	 * @param string               $base         Prefix removed from file names in findings.
	 * @return string[]
	 */
	public static function findings( array $files, array $wp_functions, string $base = '' ): array {
		$out = array();
		foreach ( $files as $file ) {
			$name = '' !== $base && str_starts_with( $file, $base ) ? substr( $file, strlen( $base ) ) : $file;
			foreach ( self::scan( (string) file_get_contents( $file ), $wp_functions ) as $finding ) {
				$out[] = $name . ':' . $finding;
			}
		}
		return $out;
	}

	/**
	 * Findings in one file's code: `line: what`.
	 *
	 * @param string               $code         PHP code.
	 * @param array<string,string> $wp_functions Lower-case WordPress function => version.
	 * @return string[]
	 */
	public static function scan( string $code, array $wp_functions = array() ): array {
		$all    = token_get_all( $code );
		$tokens = array();
		// Code tokens only (no whitespace or comments), each as [id, text, line].
		$line = 1;
		foreach ( $all as $token ) {
			if ( is_array( $token ) ) {
				$line = $token[2];
				if ( in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
					continue;
				}
				$tokens[] = $token;
			} else {
				$tokens[] = array( 0, $token, $line );
			}
		}
		$found   = array();
		$count   = count( $tokens );
		$text    = static fn( int $i ): string => $i >= 0 && $i < $count ? strtolower( $tokens[ $i ][1] ) : '';
		$id      = static fn( int $i ): int => $i >= 0 && $i < $count ? $tokens[ $i ][0] : -1;
		$guarded = array();
		if ( preg_match_all( "/function_exists\(\s*['\"]\\\\?([A-Za-z0-9_]+)['\"]/", $code, $matches ) ) {
			$guarded = array_map( 'strtolower', $matches[1] );
		}
		$names     = array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_ARRAY, T_CALLABLE, T_STATIC );
		$modifiers = array( T_PUBLIC, T_PROTECTED, T_PRIVATE, T_READONLY, T_VAR, T_STATIC, T_FINAL, T_ABSTRACT );
		// Class-like bodies: brace depth at which each trait opened.
		$depth       = 0;
		$trait_depth = array();
		$pending     = null;
		$class_depth = array();

		for ( $i = 0; $i < $count; $i++ ) {
			$t    = $tokens[ $i ];
			$line = $t[2];
			if ( '{' === $t[1] || T_CURLY_OPEN === $t[0] || T_DOLLAR_OPEN_CURLY_BRACES === $t[0] ) {
				++$depth;
				if ( null !== $pending ) {
					$class_depth[ $depth ] = $pending;
					$pending               = null;
				}
			} elseif ( '}' === $t[1] ) {
				unset( $class_depth[ $depth ] );
				--$depth;
			}
			if ( in_array( $t[0], array( T_CLASS, T_TRAIT, T_INTERFACE, T_ENUM ), true ) && T_DOUBLE_COLON !== $id( $i - 1 ) && T_NEW !== $id( $i - 1 ) ) {
				$pending = T_TRAIT === $t[0] ? 'trait' : 'class';
			}
			$in_body = ( $class_depth[ $depth ] ?? null );

			// readonly class (8.2).
			if ( T_READONLY === $t[0] ) {
				$j = $i + 1;
				while ( in_array( $id( $j ), array( T_FINAL, T_ABSTRACT ), true ) ) {
					++$j;
				}
				if ( T_CLASS === $id( $j ) ) {
					$found[] = "$line: readonly class (PHP 8.2)";
				}
			}
			// Constants in traits (8.2) and typed class constants (8.3).
			if ( T_CONST === $t[0] && null !== $in_body ) {
				if ( 'trait' === $in_body ) {
					$found[] = "$line: constant in a trait (PHP 8.2)";
				}
				$j = $i + 1;
				while ( $j < $count && '=' !== $tokens[ $j ][1] && ';' !== $tokens[ $j ][1] ) {
					++$j;
				}
				if ( $j - $i > 2 ) {
					$found[] = "$line: typed class constant (PHP 8.3)";
				}
			}
			// Dynamic class constant fetch Foo::{$name} (8.3).
			if ( T_DOUBLE_COLON === $t[0] && '{' === $text( $i + 1 ) ) {
				$found[] = "$line: dynamic class constant fetch (PHP 8.3)";
			}
			// #[\Override] (8.3; ignored by 8.1 but promises a check it does not make).
			if ( T_ATTRIBUTE === $t[0] && in_array( ltrim( $text( $i + 1 ), '\\' ), array( 'override', 'deprecated' ), true ) ) {
				$found[] = "$line: #[\\" . ucfirst( ltrim( $text( $i + 1 ), '\\' ) ) . '] attribute (PHP 8.3/8.4)';
			}
			// Asymmetric visibility private(set) (8.4), as PHP 8.2 tokenizes it.
			if ( in_array( $t[0], array( T_PUBLIC, T_PROTECTED, T_PRIVATE ), true ) && '(' === $text( $i + 1 ) && 'set' === $text( $i + 2 ) ) {
				$found[] = "$line: asymmetric visibility (PHP 8.4)";
			}
			// Property hooks (8.4): a property declaration followed by `{`.
			if ( T_VARIABLE === $t[0] && null !== $in_body && '{' === $text( $i + 1 ) ) {
				$k = $i - 1;
				while ( in_array( $id( $k ), $names, true ) || in_array( $text( $k ), array( '?', '|', '&', '(', ')' ), true ) ) {
					--$k;
				}
				if ( in_array( $id( $k ), $modifiers, true ) ) {
					$found[] = "$line: property hook (PHP 8.4)";
				}
			}
			// Standalone true / false / null types (8.2).
			if ( T_STRING === $t[0] && in_array( $text( $i ), array( 'true', 'false', 'null' ), true ) ) {
				$before = $text( $i - 1 );
				$after  = $text( $i + 1 );
				$alone  = ! in_array( $before, array( '|', '?', '&' ), true ) && ! in_array( $after, array( '|', '&' ), true );
				// Parameter or property type: followed by the variable.
				$param = T_VARIABLE === $id( $i + 1 ) || ( T_ELLIPSIS === $id( $i + 1 ) );
				// Return type: after the `)` of a function's parameter list and `:`.
				$return = false;
				if ( ':' === $before && ')' === $text( $i - 2 ) && in_array( $after, array( '{', ';', '=>' ), true ) ) {
					$return = self::closes_parameters( $tokens, $i - 2 );
				}
				if ( $alone && ( $param || $return ) ) {
					$found[] = "$line: standalone " . $text( $i ) . ' type (PHP 8.2)';
				}
			}
			// DNF types (A&B)|C (8.2): a parenthesised intersection next to `|`, in a type position.
			if ( '(' === $t[1] && in_array( $id( $i + 1 ), $names, true ) && T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG === $id( $i + 2 ) ) {
				$j = $i + 1;
				while ( in_array( $id( $j ), $names, true ) || T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG === $id( $j ) ) {
					++$j;
				}
				if ( ')' === $text( $j ) && ( '|' === $text( $i - 1 ) || '|' === $text( $j + 1 ) ) ) {
					// The end of the whole type: skip names, `|`, `(…)` groups.
					$k = $j + 1;
					while ( in_array( $id( $k ), $names, true ) || in_array( $text( $k ), array( '|', '(', ')', '&' ), true ) || T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG === $id( $k ) ) {
						if ( ')' === $text( $k ) && T_VARIABLE !== $id( $k + 1 ) && ! in_array( $text( $k + 1 ), array( '|', '{', ';' ), true ) && ! in_array( $id( $k + 1 ), $names, true ) && T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG !== $id( $k + 1 ) ) {
							break;
						}
						++$k;
					}
					// The start of the whole type: after `(` or `,` (a parameter), `:` (a return type) or a modifier (a property).
					$b = $i - 1;
					while ( in_array( $id( $b ), $names, true ) || in_array( $text( $b ), array( '|', ')', '&' ), true ) || T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG === $id( $b ) || ( '(' === $text( $b ) && '|' === $text( $b - 1 ) ) ) {
						--$b;
					}
					$starts_type = in_array( $text( $b ), array( '(', ',', ':' ), true ) || in_array( $id( $b ), $modifiers, true );
					if ( $starts_type && ( T_VARIABLE === $id( $k ) || T_ELLIPSIS === $id( $k ) || in_array( $text( $k ), array( '{', ';', '=>' ), true ) ) ) {
						$found[] = "$line: DNF type (PHP 8.2)";
					}
				}
			}
			// Function calls.
			if ( T_STRING === $t[0] || T_NAME_FULLY_QUALIFIED === $t[0] ) {
				$function = ltrim( $text( $i ), '\\' );
				$previous = $id( $i - 1 );
				$is_call  = '(' === $text( $i + 1 ) && ! in_array( $previous, array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true );
				if ( $is_call && ! in_array( $function, $guarded, true ) ) {
					if ( in_array( $function, self::PHP_FUNCTIONS_AFTER_81, true ) ) {
						$found[] = "$line: $function() needs a PHP newer than 8.1";
					}
					if ( isset( $wp_functions[ $function ] ) ) {
						$found[] = "$line: $function() needs WordPress " . $wp_functions[ $function ];
					}
				}
			}
		}
		return array_values( array_unique( $found ) );
	}

	/**
	 * Whether the `)` at $close ends a function's or closure's parameter list.
	 *
	 * @param array<int, array{0: int, 1: string, 2: int}> $tokens Code tokens.
	 * @param int                                          $close  Index of `)`.
	 */
	private static function closes_parameters( array $tokens, int $close ): bool {
		$level = 0;
		for ( $k = $close; $k >= 0; $k-- ) {
			if ( ')' === $tokens[ $k ][1] ) {
				++$level;
			} elseif ( '(' === $tokens[ $k ][1] ) {
				--$level;
				if ( 0 === $level ) {
					$before = $tokens[ $k - 1 ] ?? array( 0, '', 0 );
					if ( T_STRING === $before[0] || '&' === $before[1] ) {
						$before = $tokens[ $k - 2 ] ?? array( 0, '', 0 );
					}
					return in_array( $before[0], array( T_FUNCTION, T_FN ), true );
				}
			}
		}
		return false;
	}

	/**
	 * WordPress functions added after a version, read from a WordPress tree: each function
	 * whose docblock's first `@since` is newer than $floor.
	 *
	 * @param string $abspath WordPress root.
	 * @param string $floor   e.g. 6.7.
	 * @return array<string, string> Lower-case name => version it came in.
	 */
	public static function wordpress_functions_after( string $abspath, string $floor ): array {
		$out      = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( rtrim( $abspath, '/' ) . '/wp-includes', \FilesystemIterator::SKIP_DOTS ) );
		$admin    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( rtrim( $abspath, '/' ) . '/wp-admin/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( array( $iterator, $admin ) as $files ) {
			foreach ( $files as $file ) {
				if ( 'php' !== $file->getExtension() ) {
					continue;
				}
				$code = (string) file_get_contents( $file->getPathname() );
				if ( ! preg_match_all( '#/\*\*((?:(?!\*/).)*?)\*/\s*function\s+&?\s*([A-Za-z0-9_]+)\s*\(#s', $code, $matches, PREG_SET_ORDER ) ) {
					continue;
				}
				foreach ( $matches as $match ) {
					if ( preg_match( '/@since\s+(\d+\.\d+(?:\.\d+)?)/', $match[1], $since ) && version_compare( $since[1], $floor . '.99', '>' ) ) {
						$out[ strtolower( $match[2] ) ] = $since[1];
					}
				}
			}
		}
		ksort( $out );
		return $out;
	}
}
