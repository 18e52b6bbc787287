<?php
/**
 * Seeds the sitemap bench: N published posts in one category, inserted with set-based SQL
 * (INSERT ... SELECT over MariaDB's sequence engine, 50,000 rows a statement; multi-row
 * VALUES where the engine is missing), and switches the XML sitemap on. Bench only: the
 * plugin never writes posts.
 *
 * php bench/sitemaps-seed.php SITE_DIR HOST N
 */

$lodestar_site  = $argv[1];
$lodestar_host  = $argv[2];
$lodestar_count = (int) $argv[3];
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';

global $wpdb;
$lodestar_start   = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;
$lodestar_tt      = (int) $wpdb->get_var( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'category' AND term_id = 1" );
$lodestar_now     = time();
$lodestar_guid    = home_url( '/?p=' );
$lodestar_errors   = $wpdb->suppress_errors( true );
$lodestar_has_seq = '1' === (string) $wpdb->get_var( 'SELECT seq FROM seq_1_to_1' );
$wpdb->suppress_errors( $lodestar_errors );
$lodestar_t0      = microtime( true );
$wpdb->query( 'SET SESSION unique_checks = 0' );
$wpdb->query( 'SET SESSION foreign_key_checks = 0' );
$lodestar_batch = $lodestar_has_seq ? 50000 : 2000;
for ( $lodestar_done = 0; $lodestar_done < $lodestar_count; $lodestar_done += $lodestar_batch ) {
	$lodestar_n = min( $lodestar_batch, $lodestar_count - $lodestar_done );
	if ( $lodestar_has_seq ) {
		// Row i (0-based over the whole seed) gets ID start + i and a date (count - i) * 10 minutes ago.
		$lodestar_first = $lodestar_start + $lodestar_done;
		$lodestar_date  = $wpdb->prepare( "DATE_ADD('1970-01-01 00:00:00', INTERVAL (%d - (%d - (seq - 1)) * 600) SECOND)", $lodestar_now, $lodestar_count - $lodestar_done );
		$wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- bench only; $lodestar_date built with prepare().
				"INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, guid)
				SELECT %d + s.seq - 1, 1, s.dt, s.dt, REPEAT(CONCAT('<!-- wp:paragraph --><p>Paragraph of bench post ', %d + s.seq - 1, ' with some words.</p><!-- /wp:paragraph -->\n'), 8),
					CONCAT('Bench post ', %d + s.seq - 1, ': a title of ordinary length'), '', 'publish', CONCAT('bench-post-', %d + s.seq - 1), s.dt, s.dt, '', '', '', 'post', CONCAT(%s, %d + s.seq - 1)
				FROM (SELECT seq, {$lodestar_date} AS dt FROM seq_1_to_{$lodestar_n}) s",
				$lodestar_first,
				$lodestar_first,
				$lodestar_first,
				$lodestar_first,
				$lodestar_guid,
				$lodestar_first
			)
		);
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) SELECT %d + seq - 1, %d FROM seq_1_to_{$lodestar_n}", $lodestar_first, $lodestar_tt ) ); // phpcs:ignore
		if ( '' !== $wpdb->last_error ) {
			fwrite( STDERR, $wpdb->last_error . "\n" );
			exit( 1 );
		}
		continue;
	}
	$lodestar_posts = array();
	$lodestar_rels  = array();
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
			$lodestar_guid . $id
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
printf( "seeded %d posts in %.0f s (%s)\n", $lodestar_count, microtime( true ) - $lodestar_t0, $lodestar_has_seq ? 'INSERT ... SELECT over seq' : 'multi-row VALUES' );
