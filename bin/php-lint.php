<?php
/**
 * What `php -l` checks, for many files in one PHP process (bin/php-lint.sh): each file given on
 * standard input (one path per line) is compiled by OPcache without being run, which finds the
 * syntax errors and the compile errors `php -l` finds (a method declared twice, say); without
 * OPcache it is only parsed. A file that fails is checked again by `php -l` on its own, whose
 * verdict counts and whose message is printed: compiling in one process binds each file's
 * functions and classes as it goes, so a file declaring a name another file declared too (two
 * test bootstraps, say) fails here and not under `php -l`. The status is non-zero when any file
 * failed.
 *
 * Run as: php -d opcache.enable_cli=1 -d display_errors=stderr -d log_errors=0 bin/php-lint.php < list
 *
 * @package Lodestar
 */

$lodestar_lint_failed = 0;
$lodestar_lint_count  = 0;
$lodestar_lint_can    = function_exists( 'opcache_compile_file' ) && false !== @opcache_get_status( false );
foreach ( explode( "\n", (string) stream_get_contents( STDIN ) ) as $lodestar_lint_file ) {
	$lodestar_lint_file = rtrim( $lodestar_lint_file, "\r" );
	if ( '' === $lodestar_lint_file ) {
		continue;
	}
	++$lodestar_lint_count;
	$lodestar_lint_display = ini_set( 'display_errors', '0' );
	try {
		if ( $lodestar_lint_can ) {
			$lodestar_lint_ok = @opcache_compile_file( $lodestar_lint_file );
		} else {
			token_get_all( (string) @file_get_contents( $lodestar_lint_file ), TOKEN_PARSE );
			$lodestar_lint_ok = is_readable( $lodestar_lint_file );
		}
	} catch ( \CompileError $e ) { // A syntax error is a ParseError, a CompileError.
		$lodestar_lint_ok = false;
	}
	ini_set( 'display_errors', (string) $lodestar_lint_display );
	if ( ! $lodestar_lint_ok ) {
		$lodestar_lint_out = array();
		exec( escapeshellarg( PHP_BINARY ) . ' -d display_errors=1 -l ' . escapeshellarg( $lodestar_lint_file ) . ' 2>&1', $lodestar_lint_out, $lodestar_lint_status );
		if ( 0 !== $lodestar_lint_status ) {
			fwrite( STDERR, implode( "\n", $lodestar_lint_out ) . "\n" );
			$lodestar_lint_failed = 1;
		}
	}
}
if ( ! $lodestar_lint_can ) {
	fwrite( STDERR, "php-lint: OPcache is off in this PHP, so only syntax was checked\n" );
}
if ( 0 === $lodestar_lint_count ) {
	fwrite( STDERR, "php-lint: no files given\n" );
	exit( 1 );
}
exit( $lodestar_lint_failed );
