<?php
/**
 * The full site analysis as the Site SEO Analysis screen runs it: `GET lodestar/v1/checks/
 * <category>?force=1` for general, settings and other, over HTTP against the site's nginx and
 * PHP-FPM (the general checks fetch the home page over loopback), one request after the other
 * on one keep-alive connection. Prints each category's time, its checks' statuses and the sum.
 * Budget: the full analysis <= 3 s on a site of 1,000 posts.
 *
 * php bench/analysis-http.php SITE_DIR HOST URL
 */

[ , $lodestar_site, $lodestar_host, $lodestar_url ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';

$lodestar_user     = get_userdata( 1 );
$lodestar_password = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'analysis bench ' . wp_generate_password( 6, false ) ) )[0];
global $wpdb;
$lodestar_posts = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
printf( "%d published posts; full site analysis over HTTP (nginx + PHP-FPM), GET checks/<category>?force=1\n", $lodestar_posts );

$lodestar_curl = curl_init();
$lodestar_get  = static function ( string $category ) use ( $lodestar_curl, $lodestar_url, $lodestar_user, $lodestar_password ): array {
	curl_setopt_array(
		$lodestar_curl,
		array(
			CURLOPT_URL            => $lodestar_url . '/?rest_route=/lodestar/v1/checks/' . $category . '&force=1',
			CURLOPT_HTTPHEADER     => array( 'Authorization: Basic ' . base64_encode( $lodestar_user->user_login . ':' . $lodestar_password ) ),
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_TIMEOUT        => 60,
		)
	);
	$t    = microtime( true );
	$body = (string) curl_exec( $lodestar_curl );
	$time = microtime( true ) - $t;
	$code = (int) curl_getinfo( $lodestar_curl, CURLINFO_RESPONSE_CODE );
	$data = json_decode( $body, true );
	if ( 200 !== $code || ! is_array( $data ) ) {
		fwrite( STDERR, "checks/$category: HTTP $code " . substr( $body, 0, 300 ) . "\n" );
		exit( 1 );
	}
	return array( $time, $data );
};

$lodestar_total = 0.0;
foreach ( array( 'general', 'settings', 'other' ) as $lodestar_category ) {
	[ $lodestar_time, $lodestar_report ] = $lodestar_get( $lodestar_category );
	$lodestar_total                    += $lodestar_time;
	$lodestar_statuses                  = array_count_values( array_column( $lodestar_report, 'status' ) );
	ksort( $lodestar_statuses );
	$lodestar_summary = array();
	foreach ( $lodestar_statuses as $lodestar_status => $lodestar_n ) {
		$lodestar_summary[] = "$lodestar_n $lodestar_status";
	}
	printf( "%-9s %8.0f ms  %2d checks: %s\n", $lodestar_category, $lodestar_time * 1000, count( $lodestar_report ), implode( ', ', $lodestar_summary ) );
	if ( 'general' === $lodestar_category && 'error' === ( $lodestar_report['home_reachable']['status'] ?? '' ) ) {
		fwrite( STDERR, "the home page was not reachable over loopback: the figure would not include its fetch\n" );
		exit( 1 );
	}
}
printf( "full analysis: %.2f s (budget 3 s): %s\n", $lodestar_total, $lodestar_total <= 3 ? 'within' : 'OVER' );
WP_Application_Passwords::delete_all_application_passwords( 1 );
