<?php
/**
 * Creates the long post of the editor bench: 600 blocks (paragraphs with a heading every
 * tenth block), and prints its id.
 *
 * php bench/editor-seed.php SITE_DIR HOST
 */

[ , $lodestar_site, $lodestar_host ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';
$lodestar_blocks = array();
for ( $i = 1; $i <= 600; $i++ ) {
	$lodestar_blocks[] = 0 === $i % 10
		? "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Section $i of the long post</h2>\n<!-- /wp:heading -->"
		: "<!-- wp:paragraph -->\n<p>Paragraph $i of the long bench post, with a sentence or two of ordinary text to type around. The stars are out tonight.</p>\n<!-- /wp:paragraph -->";
}
$lodestar_id = wp_insert_post(
	array(
		'post_title'   => 'Editor bench: a post of 600 blocks',
		'post_content' => implode( "\n\n", $lodestar_blocks ),
		'post_status'  => 'publish',
		'post_author'  => 1,
	)
);
echo (int) $lodestar_id, "\n";
