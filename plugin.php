<?php
/**
 * Plugin Name:       Lodestar SEO
 * Description:       Fast, correct SEO for WordPress: titles, descriptions, social tags, schema, sitemaps and site analysis.
 * Version:           0.1.0
 * Requires at least: 6.7
 * Requires PHP:      8.1
 * Author:            Lodestar
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       lodestar
 * Domain Path:       /languages
 *
 * @package Lodestar
 */

defined( 'ABSPATH' ) || exit;

define( 'LODESTAR_VERSION', '0.1.0' );
define( 'LODESTAR_FILE', __FILE__ );
define( 'LODESTAR_DIR', __DIR__ . '/' );

// The generated PHP of the build (bin/gen-php-bundle.mjs, run by `npm run build`): what a page
// view loads of the plugin in one file (the autoloader, the classes page views use, the schema
// catalogue's shape and lodestar_breadcrumbs(): one include instead of some fifty), and the class
// map beside it. Development sites and PHPUnit set LODESTAR_PHP_BUNDLE to false and run includes/
// as it is, so an edit shows at once and a stale generated file is never read.
// LODESTAR_BUILT_PHP (the folder) says the build is in use.
if ( ( ! defined( 'LODESTAR_PHP_BUNDLE' ) || LODESTAR_PHP_BUNDLE ) && is_file( LODESTAR_DIR . 'build/php/classes.php' ) ) {
	define( 'LODESTAR_BUILT_PHP', LODESTAR_DIR . 'build/php/' );
	require_once LODESTAR_BUILT_PHP . 'classes.php';
} else {
	require_once LODESTAR_DIR . 'includes/Autoloader.php';
	// lodestar_breadcrumbs() for themes.
	require_once LODESTAR_DIR . 'template-functions.php';
}
\Lodestar\Autoloader::register();
\Lodestar\Plugin::boot();
