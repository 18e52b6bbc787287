<?php
/**
 * The counting part of "Regenerate sitemap cache" at scale: starts a rebuild of the stored
 * counts and runs its steps (50,000 IDs each) one after the other, as the cron batches do,
 * printing the progress and each step's time; visitors keep being served meanwhile (see
 * bench/sitemaps.sh, which requests the index during the rebuild).
 *
 * php bench/sitemaps-recount.php SITE_DIR HOST
 */

$lodestar_site          = $argv[1];
$_SERVER['HTTP_HOST']   = $argv[2];
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';

$lodestar_sitemaps = \Lodestar\Plugin::instance()->sitemaps();
$lodestar_types    = array();
foreach ( $lodestar_sitemaps->registry->post_types() as $lodestar_type ) {
	$lodestar_types[ $lodestar_type ] = \Lodestar\Sitemaps\Listing::status_of( $lodestar_type );
}
$lodestar_t0 = microtime( true );
$lodestar_sitemaps->counts->start_rebuild( $lodestar_types, $lodestar_sitemaps->registry->page_size() );
$lodestar_steps = array();
do {
	$lodestar_t        = microtime( true );
	$lodestar_progress = $lodestar_sitemaps->counts->rebuild_step();
	$lodestar_steps[]  = ( microtime( true ) - $lodestar_t ) * 1000;
} while ( ! $lodestar_progress['done'] );
sort( $lodestar_steps );
$lodestar_hist = $lodestar_sitemaps->counts->get( 'post', 'publish', $lodestar_sitemaps->registry->page_size() );
printf(
	"recount: %d steps of 50,000 IDs over %s post types in %.1f s; a step takes %.0f ms (median), %.0f ms at most; posts counted: %d\n",
	count( $lodestar_steps ),
	count( $lodestar_types ),
	microtime( true ) - $lodestar_t0,
	$lodestar_steps[ intdiv( count( $lodestar_steps ), 2 ) ],
	end( $lodestar_steps ),
	array_sum( (array) $lodestar_hist )
);
