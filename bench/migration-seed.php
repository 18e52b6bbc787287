<?php
/**
 * Seeds the migration bench: N published posts holding Yoast SEO data (title, description,
 * focus keyphrase, robots, canonical, Open Graph title), inserted with multi-row SQL (bench
 * only), Yoast's titles option, and an application password for the REST client.
 *
 * php bench/migration-seed.php SITE_DIR HOST N  (prints the application password)
 */

[ , $lodestar_site, $lodestar_host, $lodestar_count ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';

global $wpdb;
$lodestar_count = (int) $lodestar_count;
$lodestar_start = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;
$lodestar_batch = 1000;
for ( $lodestar_done = 0; $lodestar_done < $lodestar_count; $lodestar_done += $lodestar_batch ) {
	$lodestar_posts = array();
	$lodestar_meta  = array();
	$lodestar_n     = min( $lodestar_batch, $lodestar_count - $lodestar_done );
	for ( $i = 0; $i < $lodestar_n; $i++ ) {
		$id               = $lodestar_start + $lodestar_done + $i;
		$date             = gmdate( 'Y-m-d H:i:s', time() - ( $lodestar_count - $lodestar_done - $i ) * 600 );
		$lodestar_posts[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $id, $date, $date, "<p>Bench post $id.</p>", "Bench post $id", '', 'publish', 'bench-post-' . $id, $date, $date, '', '', '', 'post', home_url( '/?p=' . $id ) );
		foreach (
			array(
				'_yoast_wpseo_title'                => '%%title%% %%sep%% %%sitename%%',
				'_yoast_wpseo_metadesc'             => "Description of bench post $id in %%category%%.",
				'_yoast_wpseo_focuskw'              => "bench $id",
				'_yoast_wpseo_meta-robots-noindex'  => 0 === $id % 10 ? '1' : '0',
				'_yoast_wpseo_meta-robots-nofollow' => 0 === $id % 20 ? '1' : '0',
				'_yoast_wpseo_canonical'            => 0 === $id % 50 ? "https://example.org/canonical/$id" : '',
				'_yoast_wpseo_opengraph-title'      => "Share %%title%%",
				'_yoast_wpseo_primary_category'     => '1',
			) as $key => $value
		) {
			if ( '' !== $value ) {
				$lodestar_meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, $value );
			}
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, guid) VALUES " . implode( ',', $lodestar_posts ) ); // phpcs:ignore
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $lodestar_meta ) ); // phpcs:ignore
}
update_option(
	'wpseo_titles',
	array(
		'separator'           => 'sc-pipe',
		'title-home-wpseo'    => '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
		'metadesc-home-wpseo' => 'Home of %%sitename%%',
		'title-post'          => '%%title%% %%sep%% %%sitename%%',
		'noindex-tax-post_tag' => true,
	)
);
wp_cache_flush();
$lodestar_password = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'migration-bench' ) );
echo is_wp_error( $lodestar_password ) ? '' : $lodestar_password[0];
