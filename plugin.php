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
// The classes a page view uses, from one file (bin/gen-php-bundle.mjs, run by the build): one
// include instead of some fifty. Development sites set LODESTAR_PHP_BUNDLE to false.
if ( ! defined( 'LODESTAR_PHP_BUNDLE' ) || LODESTAR_PHP_BUNDLE ) {
	$lodestar_bundle = LODESTAR_DIR . 'build/php/classes.php';
	if ( is_file( $lodestar_bundle ) ) {
		require_once $lodestar_bundle;
	}
	unset( $lodestar_bundle );
}

\Lodestar\Plugin::boot();
