<?php
/**
 * Seeds the sitemap bench: N published posts in one category, inserted with multi-row SQL
 * (bench only: the plugin never writes posts), and switches the XML sitemap on.
 *
 * php bench/sitemaps-seed.php SITE_DIR HOST N
 */

[ , $lodestar_site, $lodestar_host, $lodestar_count ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';

global $wpdb;
$lodestar_count = (int) $lodestar_count;
$lodestar_start = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;
$lodestar_tt    = (int) $wpdb->get_var( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'category' AND term_id = 1" );
$lodestar_batch = 2000;
$lodestar_now   = time();
for ( $lodestar_done = 0; $lodestar_done < $lodestar_count; $lodestar_done += $lodestar_batch ) {
	$lodestar_posts = array();
	$lodestar_rels  = array();
	$lodestar_n     = min( $lodestar_batch, $lodestar_count - $lodestar_done );
	for ( $i = 0; $i < $lodestar_n; $i++ ) {
		$id    = $lodestar_start + $lodestar_done + $i;
		$date  = gmdate( 'Y-m-d H:i:s', $lodestar_now - ( $lodestar_count - $lodestar_done - $i ) * 600 );
		$title = "Bench post $id: a title of ordinary length";
		$lodestar_posts[] = $wpdb->prepare(
			'(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)',
			$id,
			$date,
			$date,
			str_repeat( "<!-- wp:paragraph --><p>Paragraph of bench post $id with some words.</p><!-- /wp:paragraph -->\n", 8 ),
			$title,
			'',
			'publish',
			'bench-post-' . $id,
			$date,
			$date,
			'',
			'',
			'',
			'post',
			home_url( '/?p=' . $id )
		);
		$lodestar_rels[] = $wpdb->prepare( '(%d, %d)', $id, $lodestar_tt );
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, guid) VALUES " . implode( ',', $lodestar_posts ) ); // phpcs:ignore
	$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $lodestar_rels ) ); // phpcs:ignore
}
$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->term_taxonomy} SET count = count + %d WHERE term_taxonomy_id = %d", $lodestar_count, $lodestar_tt ) );
update_option( 'permalink_structure', '/%postname%/' );
\Lodestar\Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
delete_option( 'rewrite_rules' );
wp_cache_flush();
echo 'seeded ' . $lodestar_count . " posts\n";
