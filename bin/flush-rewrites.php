<?php
/**
 * Flushes rewrite rules in a fresh process, after plugins and taxonomies are registered.
 *
 * php flush-rewrites.php SITE_DIR HOST
 */

[ , $lodestar_site, $lodestar_host ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';
flush_rewrite_rules( false );
