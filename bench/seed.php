<?php
/**
 * Seeds the bench site: N published posts with excerpts, categories and a static page.
 *
 * php bench/seed.php SITE_DIR HOST N
 */

[ , $lodestar_site, $lodestar_host, $lodestar_count ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';
wp_defer_term_counting( true );
$lodestar_cats = array();
foreach ( array( 'News', 'Guides', 'Reviews' ) as $lodestar_name ) {
	$lodestar_cats[] = (int) wp_insert_term( $lodestar_name, 'category' )['term_id'];
}
for ( $i = 1; $i <= (int) $lodestar_count; $i++ ) {
	wp_insert_post(
		array(
			'post_title'    => "Bench post $i: a title of ordinary length",
			'post_content'  => str_repeat( "<!-- wp:paragraph --><p>Paragraph of bench post $i with some words.</p><!-- /wp:paragraph -->\n", 8 ),
			'post_excerpt'  => 0 === $i % 2 ? "Excerpt of bench post $i." : '',
			'post_status'   => 'publish',
			'post_category' => array( $lodestar_cats[ $i % 3 ] ),
			'post_date'     => gmdate( 'Y-m-d H:i:s', time() - $i * 3600 ),
		)
	);
}
wp_defer_term_counting( false );
wp_insert_post( array( 'post_title' => 'About', 'post_name' => 'about', 'post_type' => 'page', 'post_status' => 'publish', 'post_content' => 'About this site.' ) );
echo "seeded $lodestar_count posts\n";
