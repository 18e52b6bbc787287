<?php
/**
 * Seeds the bench site as a configured site: N published posts with excerpts, categories and
 * featured images (three images in turn), one post and one category with their own SEO title
 * and description, a static page, and the settings a site owner typically fills in (separator,
 * social profiles, fallback image, XML sitemap on).
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
$lodestar_images = array();
foreach ( array( 'harbour', 'lighthouse', 'dunes' ) as $lodestar_index => $lodestar_name ) {
	$lodestar_image = wp_insert_attachment(
		array(
			'post_title'     => ucfirst( $lodestar_name ),
			'post_mime_type' => 'image/jpeg',
			'post_status'    => 'inherit',
		),
		"2026/11/$lodestar_name.jpg"
	);
	update_post_meta( $lodestar_image, '_wp_attachment_image_alt', "A photo of the $lodestar_name" );
	wp_update_attachment_metadata(
		$lodestar_image,
		array(
			'width'  => 1600 + 100 * $lodestar_index,
			'height' => 900,
			'file'   => "2026/11/$lodestar_name.jpg",
			'sizes'  => array(),
		)
	);
	$lodestar_images[] = $lodestar_image;
}
for ( $i = 1; $i <= (int) $lodestar_count; $i++ ) {
	$lodestar_post = wp_insert_post(
		array(
			'post_title'    => "Bench post $i: a title of ordinary length",
			'post_content'  => str_repeat( "<!-- wp:paragraph --><p>Paragraph of bench post $i with some words.</p><!-- /wp:paragraph -->\n", 8 ),
			'post_excerpt'  => 0 === $i % 2 ? "Excerpt of bench post $i." : '',
			'post_status'   => 'publish',
			'post_category' => array( $lodestar_cats[ $i % 3 ] ),
			'post_date'     => gmdate( 'Y-m-d H:i:s', time() - $i * 3600 ),
		)
	);
	set_post_thumbnail( $lodestar_post, $lodestar_images[ $i % 3 ] );
	if ( 10 === $i ) {
		update_post_meta( $lodestar_post, '_lodestar_page_title', 'Bench post 10, its own title %sep% %site_name%' );
		update_post_meta( $lodestar_post, '_lodestar_page_description', 'Its own description, written for search results.' );
	}
}
wp_defer_term_counting( false );
// One category with its own SEO fields (read from the autoloaded term index: no query).
update_term_meta( $lodestar_cats[1], '_lodestar_page_title', 'Guides worth reading %separator% %site_name%' );
update_term_meta( $lodestar_cats[1], '_lodestar_page_description', 'Step-by-step guides, reviewed every month.' );
wp_insert_post( array( 'post_title' => 'About', 'post_name' => 'about', 'post_type' => 'page', 'post_status' => 'publish', 'post_content' => 'About this site.' ) );
$lodestar_saved = \Lodestar\Plugin::instance()->settings()->save(
	array(
		'separator'                => '|',
		'facebook_page_url'        => 'https://www.facebook.com/lodestar.bench',
		'twitter_profile_username' => '@lodestar_bench',
		'instagram_account'        => 'https://www.instagram.com/lodestar.bench',
		'linkedin_account'         => 'https://www.linkedin.com/company/lodestar-bench',
		'fallback_image'           => wp_get_attachment_url( $lodestar_images[0] ),
		'fallback_image_id'        => $lodestar_images[0],
		'enable_xml_sitemap'       => true,
	)
);
if ( is_wp_error( $lodestar_saved ) ) {
	fwrite( STDERR, $lodestar_saved->get_error_message() . "\n" );
	exit( 1 );
}
echo "seeded $lodestar_count posts\n";
