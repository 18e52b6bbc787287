<?php
/**
 * Invalidates sitemaps before an uncached request of the bench.
 *
 * php bench/sitemaps-clear.php SITE_DIR HOST cold            drops every cached sitemap and page boundary
 * php bench/sitemaps-clear.php SITE_DIR HOST edit POST_ID    edits one post with wp_update_post()
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
} else {
	\Lodestar\Plugin::instance()->sitemaps()->cache->bump( array( '*' ) );
}
