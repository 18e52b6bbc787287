<?php
/**
 * Removes Lodestar's data when the plugin is deleted.
 *
 * @package Lodestar
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Autoloader.php';
\Lodestar\Autoloader::register();

( new \Lodestar\Lifecycle\Uninstaller() )->run();
