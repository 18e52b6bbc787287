<?php
/**
 * Invalidates sitemaps before an uncached request of the bench.
 *
 * php bench/sitemaps-clear.php SITE_DIR HOST activated       cold, the stored counts dropped, then counted as activation
 *                                                          counts them (first request after activation); prints the
 *                                                          activation's counting time in ms
 * php bench/sitemaps-clear.php SITE_DIR HOST cold            drops every cached sitemap and page boundary (counts kept, as Regenerate leaves them)
 * php bench/sitemaps-clear.php SITE_DIR HOST settings        drops every cached sitemap (a settings change)
 * php bench/sitemaps-clear.php SITE_DIR HOST edit POST_ID    edits one post with wp_update_post()
 * php bench/sitemaps-clear.php SITE_DIR HOST publish          publishes a new post with wp_insert_post()
 */

[ , $lodestar_site, $lodestar_host, $lodestar_mode ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';
if ( 'edit' === $lodestar_mode ) {
	$lodestar_id = (int) $argv[4];
	wp_update_post(
		array(
			'ID'         => $lodestar_id,
			'post_title' => 'Bench post ' . $lodestar_id . ' edited at ' . microtime( true ),
		)
	);
} elseif ( 'publish' === $lodestar_mode ) {
	wp_insert_post(
		array(
			'post_title'   => 'Bench post published at ' . microtime( true ),
			'post_content' => 'New.',
			'post_status'  => 'publish',
			'post_author'  => 1,
		)
	);
} elseif ( 'settings' === $lodestar_mode ) {
	\Lodestar\Plugin::instance()->sitemaps()->cache->bump( array( '*' ) );
} else {
	$lodestar_sitemaps = \Lodestar\Plugin::instance()->sitemaps();
	if ( 'activated' === $lodestar_mode ) {
		delete_option( 'lodestar_sitemap_counts' );
		$lodestar_start = microtime( true );
		$lodestar_sitemaps->builder->count_missing();
		echo round( ( microtime( true ) - $lodestar_start ) * 1000, 1 ), "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a number for the bench.
	} else {
		// As "Regenerate sitemap cache" leaves it: counted (here at once, when an earlier
		// 'activated' round left no counts), every boundary and cached page dropped.
		foreach ( $lodestar_sitemaps->registry->post_types() as $lodestar_type ) {
			$lodestar_sitemaps->counts->build( $lodestar_type, \Lodestar\Sitemaps\Listing::status_of( $lodestar_type ), $lodestar_sitemaps->registry->page_size() );
		}
	}
	$lodestar_sitemaps->cache->reset_boundaries();
}
