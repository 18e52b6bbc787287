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

require_once LODESTAR_DIR . 'includes/Autoloader.php';
\Lodestar\Autoloader::register();
// The generated PHP of the build (bin/gen-php-bundle.mjs, run by `npm run build`): the classes a
// page view uses in one file (one include instead of some fifty), the class map and the schema
// catalogue's shape. Used together or not at all: development sites and PHPUnit set
// LODESTAR_PHP_BUNDLE to false and run includes/ as it is, so an edit shows at once and a stale
// generated file is never read. LODESTAR_BUILT_PHP (the folder) says the build is in use.
if ( ( ! defined( 'LODESTAR_PHP_BUNDLE' ) || LODESTAR_PHP_BUNDLE ) && is_file( LODESTAR_DIR . 'build/php/classes.php' ) ) {
	define( 'LODESTAR_BUILT_PHP', LODESTAR_DIR . 'build/php/' );
	require_once LODESTAR_BUILT_PHP . 'classes.php';
}

\Lodestar\Plugin::boot();
// lodestar_breadcrumbs() for themes.
require_once LODESTAR_DIR . 'template-functions.php';
