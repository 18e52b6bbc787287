<?php
/**
 * Prints, as JSON, every translatable string of the given PHP files whose text domain is the
 * one given: `php bin/i18n-extract-php.php lodestar file.php…`. Used by bin/i18n.mjs, which
 * writes the .pot (the TypeScript side is read with the TypeScript compiler there).
 *
 * Reads the files with token_get_all(): a call counts when its name is one of WordPress's
 * gettext functions (not a method, not a declaration) and its text, context and domain
 * arguments are string literals (or literals joined with `.`). A `translators:` comment that
 * ends on the call's line or the line before is the translator comment of the first call after it.
 *
 * Output: [{ "msgid", "plural", "context", "comment", "file", "line" }, …] (plural, context and
 * comment null when absent); files are named as given.
 *
 * @package Lodestar
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/*
 * Argument roles of each function: t = text, p = plural, c = context, d = domain, n = number.
 */
const LODESTAR_I18N_FUNCTIONS = array(
	'__'           => 'td',
	'_e'           => 'td',
	'esc_html__'   => 'td',
	'esc_html_e'   => 'td',
	'esc_attr__'   => 'td',
	'esc_attr_e'   => 'td',
	'_x'           => 'tcd',
	'_ex'          => 'tcd',
	'esc_html_x'   => 'tcd',
	'esc_attr_x'   => 'tcd',
	'_n'           => 'tpnd',
	'_nx'          => 'tpncd',
	'_n_noop'      => 'tpd',
	'_nx_noop'     => 'tpcd',
);

/**
 * The value of a PHP string literal token.
 *
 * @param string $literal Token text, quotes included.
 */
function lodestar_i18n_literal( string $literal ): string {
	$quote = $literal[0];
	$body  = substr( $literal, 1, -1 );
	if ( "'" === $quote ) {
		return strtr( $body, array( "\\\\" => "\\", "\\'" => "'" ) );
	}
	return stripcslashes( $body );
}

/**
 * The string value of one argument (tokens), or null when it is not made of literals only.
 *
 * @param array<int, array{0: int, 1: string, 2: int}|string> $tokens Tokens of the argument.
 */
function lodestar_i18n_argument( array $tokens ): ?string {
	$value    = '';
	$expected = 'literal';
	foreach ( $tokens as $token ) {
		if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			continue;
		}
		if ( 'literal' === $expected && is_array( $token ) && T_CONSTANT_ENCAPSED_STRING === $token[0] ) {
			$value   .= lodestar_i18n_literal( $token[1] );
			$expected = 'dot';
		} elseif ( 'dot' === $expected && '.' === $token ) {
			$expected = 'literal';
		} else {
			return null;
		}
	}
	return 'dot' === $expected ? $value : null;
}

/**
 * The strings of one file.
 *
 * @param string $file   Path.
 * @param string $domain Text domain to keep.
 * @return array<int, array<string, mixed>>
 */
function lodestar_i18n_extract( string $file, string $domain ): array {
	$tokens   = token_get_all( (string) file_get_contents( $file ) );
	$count    = count( $tokens );
	$entries  = array();
	$comments = array();
	$previous = null;
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			if ( preg_match( '/translators:/i', $token[1] ) ) {
				$comments[] = array(
					'end'  => $token[2] + substr_count( $token[1], "\n" ),
					'text' => $token[1],
				);
			}
			continue;
		}
		if ( is_array( $token ) && T_WHITESPACE === $token[0] ) {
			continue;
		}
		$this_previous = $previous;
		$previous      = $token;
		if ( ! is_array( $token ) || ! in_array( $token[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
			continue;
		}
		$name = ltrim( $token[1], '\\' );
		if ( ! isset( LODESTAR_I18N_FUNCTIONS[ $name ] ) ) {
			continue;
		}
		if ( is_array( $this_previous ) && in_array( $this_previous[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true ) ) {
			continue;
		}
		// The opening parenthesis.
		$j = $i + 1;
		while ( $j < $count && is_array( $tokens[ $j ] ) && T_WHITESPACE === $tokens[ $j ][0] ) {
			++$j;
		}
		if ( $j >= $count || '(' !== $tokens[ $j ] ) {
			continue;
		}
		// Split the arguments at the top-level commas.
		$arguments = array( array() );
		$depth     = 0;
		for ( ++$j; $j < $count; $j++ ) {
			$t = $tokens[ $j ];
			if ( in_array( $t, array( '(', '[', '{' ), true ) || ( is_array( $t ) && in_array( $t[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
			} elseif ( in_array( $t, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					break;
				}
				--$depth;
			} elseif ( ',' === $t && 0 === $depth ) {
				$arguments[] = array();
				continue;
			}
			$arguments[ count( $arguments ) - 1 ][] = $t;
		}
		$roles = LODESTAR_I18N_FUNCTIONS[ $name ];
		$value = array();
		foreach ( str_split( $roles ) as $k => $role ) {
			if ( 'n' !== $role ) {
				$value[ $role ] = isset( $arguments[ $k ] ) ? lodestar_i18n_argument( $arguments[ $k ] ) : null;
			}
		}
		if ( $domain !== $value['d'] || null === $value['t'] || '' === $value['t'] ) {
			continue;
		}
		$line    = $token[2];
		$comment = null;
		$last    = end( $comments );
		if ( false !== $last && $last['end'] >= $line - 1 && $last['end'] <= $line ) {
			$text    = preg_replace( '#^\s*(/\*+|//)\s*|\s*\*+/\s*$#', '', $last['text'] );
			$text    = preg_replace( '/\s*\n\s*\*?\s*/', ' ', (string) $text );
			$comment = trim( (string) $text );
			// A comment belongs to the first call after it.
			array_pop( $comments );
		}
		$entries[] = array(
			'msgid'   => $value['t'],
			'plural'  => $value['p'] ?? null,
			'context' => $value['c'] ?? null,
			'comment' => $comment,
			'file'    => $file,
			'line'    => $line,
		);
	}
	return $entries;
}

$lodestar_domain = $argv[1] ?? '';
$lodestar_all    = array();
foreach ( array_slice( $argv, 2 ) as $lodestar_file ) {
	array_push( $lodestar_all, ...lodestar_i18n_extract( $lodestar_file, $lodestar_domain ) );
}
echo json_encode( $lodestar_all, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT ), "\n";
