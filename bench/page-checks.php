<?php
/**
 * Page checks budget (issue 15): the PHP checks of a 2,000-word post (≤ 5 ms) and what they
 * add to saving it (≤ 10 ms). Prints medians of repeated runs.
 *
 * php bench/page-checks.php SITE_DIR HOST [ROUNDS]
 */

/**
 * Measures on the loaded WordPress: returns the medians in milliseconds.
 *
 * @param int $rounds Runs per figure.
 * @return array{engine: float, with_content: float, save_on: float, save_off: float, words: int}
 */
function lodestar_bench_page_checks( int $rounds ): array {
	$words  = array( 'trail', 'boots', 'winter', 'hiking', 'warm', 'socks', 'river', 'stone', 'summit', 'path' );
	$blocks = array();
	$count  = 0;
	for ( $i = 1; $count < 2000; $i++ ) {
		if ( 0 === $i % 8 ) {
			$blocks[] = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Section $i about hiking boots</h2>\n<!-- /wp:heading -->";
			continue;
		}
		$text = array();
		for ( $w = 0; $w < 40; $w++, $count++ ) {
			$text[] = $words[ ( $i * 7 + $w ) % 10 ];
		}
		$link     = 0 === $i % 5 ? ' <a href="https://example.org/page-' . $i . '/">a link</a>' : '';
		$image    = 0 === $i % 12 ? "\n<!-- wp:image --><figure class=\"wp-block-image\"><img src=\"https://example.org/$i.jpg\" alt=\"\"/></figure><!-- /wp:image -->" : '';
		$blocks[] = "<!-- wp:paragraph -->\n<p>" . implode( ' ', $text ) . "$link</p>\n<!-- /wp:paragraph -->$image";
	}
	$id = wp_insert_post(
		array(
			'post_title'   => 'Bench: hiking boots, 2,000 words',
			'post_content' => implode( "\n\n", $blocks ),
			'post_status'  => 'publish',
			'post_author'  => 1,
		)
	);
	update_post_meta( $id, '_lodestar_focus_keyword', 'hiking boots' );
	$store  = \Lodestar\Plugin::instance()->page_checks();
	$post   = get_post( $id );
	$input  = $store->post_input( $post );
	$engine = new \Lodestar\Analysis\Page\PageChecks();
	$median = static function ( callable $run ) use ( $rounds ): float {
		$times = array();
		for ( $r = 0; $r < $rounds; $r++ ) {
			$start   = hrtime( true );
			$run( $r );
			$times[] = ( hrtime( true ) - $start ) / 1e6;
		}
		sort( $times );
		return $times[ intdiv( count( $times ), 2 ) ];
	};
	$figures = array(
		'words'        => $count,
		'engine'       => $median( static fn() => $engine->run( $input ) ),
		'with_content' => $median( static fn() => $store->store_post( get_post( $id ) ) ),
	);
	$save                 = static fn( int $r ) => wp_update_post(
		array(
			'ID'           => $id,
			'post_excerpt' => 'Round ' . $r . ' ' . wp_rand(),
		)
	);
	$figures['save_on']   = $median( $save );
	remove_action( 'wp_after_insert_post', array( $store, 'on_post_saved' ), 20 );
	$figures['save_off']  = $median( $save );
	add_action( 'wp_after_insert_post', array( $store, 'on_post_saved' ), 20, 2 );
	wp_delete_post( $id, true );
	return $figures;
}

if ( PHP_SAPI === 'cli' && isset( $argv[1], $argv[2] ) && ! defined( 'ABSPATH' ) ) {
	$_SERVER['HTTP_HOST']   = $argv[2];
	$_SERVER['REQUEST_URI'] = '/';
	require $argv[1] . '/wp-load.php';
	$lodestar_figures = lodestar_bench_page_checks( (int) ( $argv[3] ?? 30 ) );
	printf(
		"Page checks, %d-word post: engine %.2f ms (budget 5), with the_content and resolvers %.2f ms; save %.2f ms with the checks vs %.2f ms without: +%.2f ms (budget 10)\n",
		$lodestar_figures['words'],
		$lodestar_figures['engine'],
		$lodestar_figures['with_content'],
		$lodestar_figures['save_on'],
		$lodestar_figures['save_off'],
		$lodestar_figures['save_on'] - $lodestar_figures['save_off']
	);
}
