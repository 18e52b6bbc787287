<?php
/**
 * Seeds the site analysis bench: N published posts inserted with multi-row SQL (bench only:
 * the plugin never writes posts), most of them healthy (350 words, two internal links, an
 * image with alt text) and some failing each content check: thin (10 %), a shared title
 * (5 %), an image without alt (2 %), noindexed (1 %), a canonical elsewhere (1 %); a fifth
 * have stored page-check counts. Switches the XML sitemap on.
 *
 * php bench/analysis-seed.php SITE_DIR HOST N
 */

[ , $lodestar_site, $lodestar_host, $lodestar_count ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';

global $wpdb;
$lodestar_count = (int) $lodestar_count;
$lodestar_start = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;
// A second run continues the first: its posts link back to the earlier bench posts too.
$lodestar_first = (int) $wpdb->get_var( "SELECT COALESCE(MIN(ID), 0) FROM {$wpdb->posts} WHERE post_name LIKE 'bench-analysis-%'" ) ?: $lodestar_start;
$lodestar_batch = 1000;
$lodestar_now   = time();
$lodestar_vocab = explode( ' ', 'site river mountain garden kitchen window morning evening travel story people city market music light water stone forest summer winter autumn spring bread coffee letter paper station bridge harbour island village' );
for ( $lodestar_done = 0; $lodestar_done < $lodestar_count; $lodestar_done += $lodestar_batch ) {
	$lodestar_posts = array();
	$lodestar_meta  = array();
	$lodestar_n     = min( $lodestar_batch, $lodestar_count - $lodestar_done );
	for ( $i = 0; $i < $lodestar_n; $i++ ) {
		$id     = $lodestar_start + $lodestar_done + $i;
		$date   = gmdate( 'Y-m-d H:i:s', $lodestar_now - ( $lodestar_count - $lodestar_done - $i ) * 600 );
		$thin   = 0 === $id % 10;
		$words  = array();
		$length = $thin ? 60 : 350;
		for ( $w = 0; $w < $length; $w++ ) {
			$words[] = $lodestar_vocab[ ( $id * 7 + $w * 13 ) % count( $lodestar_vocab ) ];
		}
		$words[0] = 'Post' . $id;
		$text     = '';
		foreach ( array_chunk( $words, 50 ) as $p => $chunk ) {
			$links = '';
			if ( ! $thin && $p < 2 && $id - $p - 1 >= $lodestar_first ) {
				$links = ' <a href="/bench-analysis-' . ( $id - $p - 1 ) . '/">related</a>';
			}
			$text .= '<!-- wp:paragraph --><p>' . implode( ' ', $chunk ) . $links . "</p><!-- /wp:paragraph -->\n";
		}
		$text .= 0 === $id % 50 ? '<!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/uploads/x.jpg"/></figure><!-- /wp:image -->' : '<!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/uploads/x.jpg" alt="A picture"/></figure><!-- /wp:image -->';
		$title = 0 === $id % 20 ? 'A shared bench title ' . ( $id % 400 ) : "Bench post $id: a title of ordinary length";
		$lodestar_posts[] = $wpdb->prepare(
			'(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)',
			$id,
			$date,
			$date,
			$text,
			$title,
			'',
			'publish',
			'bench-analysis-' . $id,
			$date,
			$date,
			'',
			'',
			'',
			'post',
			home_url( '/?p=' . $id )
		);
		if ( 0 === $id % 100 ) {
			$lodestar_meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_lodestar_post_no_index', 'yes' );
		}
		if ( 1 === $id % 100 ) {
			$lodestar_meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_lodestar_canonical_url', 'https://elsewhere.example/' . $id . '/' );
		}
		if ( 0 === $id % 5 ) {
			$lodestar_meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_lodestar_check_errors', (string) ( $id % 3 ) );
			$lodestar_meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_lodestar_check_warnings', (string) ( $id % 4 ) );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, guid) VALUES " . implode( ',', $lodestar_posts ) ); // phpcs:ignore
	if ( array() !== $lodestar_meta ) {
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $lodestar_meta ) ); // phpcs:ignore
	}
}
update_option( 'permalink_structure', '/%postname%/' );
\Lodestar\Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
delete_option( 'rewrite_rules' );
// Index statistics as a site that grew by saves has them (InnoDB recounts them in the background
// once a tenth of a table changed, whenever that happens): stale ones after a bulk insert make
// the meta queries by post ID scan the whole table, which measures the seeding, not the checks.
$wpdb->query( "ANALYZE TABLE {$wpdb->posts}, {$wpdb->postmeta}" ); // phpcs:ignore
wp_cache_flush();
echo 'seeded ' . $lodestar_count . " posts\n";
