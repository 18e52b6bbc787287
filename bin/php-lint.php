<?php
/**
 * What `php -l` checks, for many files in one PHP process (bin/php-lint.sh): each file given on
 * standard input (one path per line) is parsed (a syntax error is reported with its file and line
 * and the run goes on) and then compiled by OPcache without being run, which finds the compile
 * errors `php -l` finds too (a method declared twice, say); a file that does not compile is
 * checked again by `php -l` itself, whose message is printed. The status is non-zero when any
 * file failed.
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
	$lodestar_lint_code = file_get_contents( $lodestar_lint_file );
	if ( false === $lodestar_lint_code ) {
		fwrite( STDERR, "php-lint: cannot read $lodestar_lint_file\n" );
		$lodestar_lint_failed = 1;
		continue;
	}
	try {
		token_get_all( $lodestar_lint_code, TOKEN_PARSE );
	} catch ( \ParseError $e ) {
		fwrite( STDERR, sprintf( "PHP Parse error:  %s in %s on line %d\n", $e->getMessage(), $lodestar_lint_file, $e->getLine() ) );
		$lodestar_lint_failed = 1;
		continue;
	}
	if ( ! $lodestar_lint_can ) {
		continue;
	}
	// Compiling in one process binds each file's functions and classes as it goes, so a file
	// that declares a name another file declared too (two test bootstraps, say) fails here
	// and not under `php -l`: such a file is checked again by `php -l` on its own, and only
	// that verdict counts.
	$lodestar_lint_display = ini_set( 'display_errors', '0' );
	$lodestar_lint_ok      = @opcache_compile_file( $lodestar_lint_file );
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
