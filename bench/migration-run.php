<?php
/**
 * The migration bench's two loops over the same data: in-process (the Runner called directly,
 * as a REST request would, one item at a time) and through HTTP (one REST request per item, the
 * screen's flow: scan pages, global settings, each post, completed), with an undo in between.
 *
 * php bench/migration-run.php SITE_DIR HOST URL USER APP_PASSWORD
 */

[ , $lodestar_site, $lodestar_host, $lodestar_url, $lodestar_user, $lodestar_password ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';
wp_set_current_user( 1 );

$lodestar_slug   = 'wordpress-seo';
$lodestar_runner = \Lodestar\Wiring\Migration::runner( \Lodestar\Plugin::instance()->settings(), \Lodestar\Plugin::instance()->sitemaps()->cache );

// In-process.
$lodestar_t0  = microtime( true );
$lodestar_ids = array();
for ( $page = 1; ; $page++ ) {
	$scan = $lodestar_runner->scan( $lodestar_slug, 'posts', $page );
	foreach ( (array) $scan['data'] as $group ) {
		$lodestar_ids = array_merge( $lodestar_ids, $group['post_ids'] );
	}
	if ( $page >= $scan['pagination']['total_pages'] ) {
		break;
	}
}
$lodestar_scan = microtime( true ) - $lodestar_t0;
$lodestar_runner->migrate_global( $lodestar_slug, false );
$lodestar_t1 = microtime( true );
foreach ( $lodestar_ids as $id ) {
	$result = $lodestar_runner->migrate_object( $lodestar_slug, 'post', (int) $id, false );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
$lodestar_items = microtime( true ) - $lodestar_t1;
$lodestar_runner->complete( $lodestar_slug );
$lodestar_t2   = microtime( true );
$lodestar_undo = $lodestar_runner->undo();
$lodestar_undo_s = microtime( true ) - $lodestar_t2;
$lodestar_n    = count( $lodestar_ids );
printf( "in-process: %d posts, scan %.1f s, items %.1f s = %.0f items/s; undo of %d objects %.1f s\n", $lodestar_n, $lodestar_scan, $lodestar_items, $lodestar_n / max( 0.001, $lodestar_items ), $lodestar_undo, $lodestar_undo_s );

// HTTP, one item per request, one keep-alive connection (as a browser tab does).
$lodestar_curl = curl_init();
$lodestar_call = static function ( string $method, string $route, ?array $body = null ) use ( $lodestar_curl, $lodestar_url, $lodestar_user, $lodestar_password ) {
	curl_setopt_array(
		$lodestar_curl,
		array(
			CURLOPT_URL            => $lodestar_url . '/?rest_route=/lodestar/v1/' . $route,
			CURLOPT_CUSTOMREQUEST  => $method,
			CURLOPT_POSTFIELDS     => null === $body ? null : wp_json_encode( $body ),
			CURLOPT_HTTPHEADER     => array( 'Content-Type: application/json', 'Authorization: Basic ' . base64_encode( $lodestar_user . ':' . $lodestar_password ) ),
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_TIMEOUT        => 60,
		)
	);
	$out    = (string) curl_exec( $lodestar_curl );
	$status = (int) curl_getinfo( $lodestar_curl, CURLINFO_RESPONSE_CODE );
	if ( 200 !== $status ) {
		fwrite( STDERR, "$method $route: $status $out\n" );
		exit( 1 );
	}
	return json_decode( $out, true );
};
$lodestar_t0  = microtime( true );
$lodestar_ids = array();
$lodestar_call( 'GET', 'migration/terms&plugin_slug=' . $lodestar_slug . '&page=1' );
for ( $page = 1; ; $page++ ) {
	$scan = $lodestar_call( 'GET', 'migration/posts&plugin_slug=' . $lodestar_slug . '&page=' . $page );
	foreach ( (array) $scan['data'] as $group ) {
		$lodestar_ids = array_merge( $lodestar_ids, $group['post_ids'] );
	}
	if ( $page >= $scan['pagination']['total_pages'] ) {
		break;
	}
}
$lodestar_call( 'POST', 'migration/global-settings', array( 'plugin_slug' => $lodestar_slug, 'cleanup' => false ) );
$lodestar_scan = microtime( true ) - $lodestar_t0;
$lodestar_t1   = microtime( true );
foreach ( $lodestar_ids as $id ) {
	$lodestar_call( 'POST', 'migration/posts', array( 'plugin_slug' => $lodestar_slug, 'post_ids' => array( (int) $id ), 'cleanup' => false ) );
}
$lodestar_items = microtime( true ) - $lodestar_t1;
$lodestar_call( 'POST', 'migration/completed', array( 'plugin_slug' => $lodestar_slug ) );
$lodestar_total = microtime( true ) - $lodestar_t0;
$lodestar_n     = count( $lodestar_ids );
printf( "REST (one item per request): %d posts, scan + global %.1f s, items %.1f s = %.1f items/s (%.1f ms per request); whole run %.1f s\n", $lodestar_n, $lodestar_scan, $lodestar_items, $lodestar_n / max( 0.001, $lodestar_items ), 1000 * $lodestar_items / max( 1, $lodestar_n ), $lodestar_total );
printf( "10,000 posts through the UI at this rate: %.1f min (budget 10 min): %s\n", ( $lodestar_scan + 10000 * $lodestar_items / max( 1, $lodestar_n ) ) / 60, ( $lodestar_scan + 10000 * $lodestar_items / max( 1, $lodestar_n ) ) <= 600 ? 'within budget' : 'OVER BUDGET' );
