<?php
/**
 * llms.txt generation time on the bench site (issue 21): the text built from scratch (empty
 * object cache, as a request without a persistent cache after an edit) with the default
 * choices (pages and posts, 20 each) and with the largest count (200 each), its size and
 * queries; and a cached answer. Prints medians of repeated runs.
 *
 * php bench/llms-txt.php SITE_DIR HOST [ROUNDS]
 */

/**
 * Measures on the loaded WordPress.
 *
 * @param int $rounds Runs per figure.
 * @return array<string, array{ms: float, queries: int, bytes: int, lines: int}>
 */
function lodestar_bench_llms_txt( int $rounds ): array {
	global $wpdb;
	$settings                    = get_option( 'lodestar_settings', array() );
	$settings['enable_llms_txt'] = true;
	update_option( 'lodestar_settings', $settings );
	\Lodestar\Plugin::instance()->settings()->flush();
	$discovery = \Lodestar\Plugin::instance()->discovery();
	$figures   = array();
	foreach ( array( 20, 200 ) as $count ) {
		$config = array(
			'post_types' => array( 'page', 'post' ),
			'count'      => $count,
			'details'    => '',
			'featured'   => array(),
		);
		$times  = array();
		$text   = '';
		$before = 0;
		for ( $r = 0; $r < $rounds; $r++ ) {
			wp_cache_flush();
			$before  = $wpdb->num_queries;
			$start   = hrtime( true );
			$text    = $discovery->llms_generator->generate( $config );
			$times[] = ( hrtime( true ) - $start ) / 1e6;
		}
		$queries = $wpdb->num_queries - $before;
		sort( $times );
		$figures[ "generate $count" ] = array(
			'ms'      => $times[ intdiv( count( $times ), 2 ) ],
			'queries' => $queries,
			'bytes'   => strlen( $text ),
			'lines'   => substr_count( $text, "\n- [" ),
		);
	}
	$discovery->llms_config->save( \Lodestar\LlmsTxt\Config::defaults() );
	$discovery->llms->text(); // Warm.
	$times = array();
	for ( $r = 0; $r < $rounds; $r++ ) {
		wp_cache_flush();
		$before  = $wpdb->num_queries;
		$start   = hrtime( true );
		$text    = $discovery->llms->text();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
	}
	sort( $times );
	$figures['cached'] = array(
		'ms'      => $times[ intdiv( count( $times ), 2 ) ],
		'queries' => $wpdb->num_queries - $before,
		'bytes'   => strlen( $text ),
		'lines'   => substr_count( $text, "\n- [" ),
	);
	return $figures;
}

if ( PHP_SAPI === 'cli' && isset( $argv[1], $argv[2] ) && ! defined( 'ABSPATH' ) ) {
	$_SERVER['HTTP_HOST']   = $argv[2];
	$_SERVER['REQUEST_URI'] = '/';
	require $argv[1] . '/wp-load.php';
	foreach ( lodestar_bench_llms_txt( (int) ( $argv[3] ?? 15 ) ) as $lodestar_name => $lodestar_figure ) {
		printf(
			"llms.txt %s: %.2f ms, %d queries, %d links, %d bytes\n",
			$lodestar_name, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- command line.
			$lodestar_figure['ms'], // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- command line.
			$lodestar_figure['queries'], // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- command line.
			$lodestar_figure['lines'], // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- command line.
			$lodestar_figure['bytes'] // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- command line.
		);
	}
}
