<?php
/**
 * Names of what Lodestar stored.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * The option names and meta keys that start with a prefix, found with prepared LIKE queries
 * (the names are not known in advance: transients, keys of older versions). Read by the
 * uninstaller, which deletes them through the WordPress APIs.
 *
 * @since 0.3.0
 */
class StoredKeys {

	/**
	 * Options of the current site whose name starts with a prefix.
	 *
	 * @since 0.3.0
	 *
	 * @param string $prefix Name prefix (matched literally).
	 * @return string[]
	 */
	public function option_names( string $prefix ): array {
		global $wpdb;
		return (array) $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstall sweep, names unknown in advance.
			$wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' )
		);
	}

	/**
	 * Network options (multisite) whose name starts with a prefix.
	 *
	 * @since 0.3.0
	 *
	 * @param string $prefix Name prefix (matched literally).
	 * @return string[]
	 */
	public function network_option_names( string $prefix ): array {
		global $wpdb;
		return (array) $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstall sweep.
			$wpdb->prepare( "SELECT meta_key FROM {$wpdb->sitemeta} WHERE meta_key LIKE %s", $wpdb->esc_like( $prefix ) . '%' )
		);
	}

	/**
	 * Distinct keys of a meta table that start with a prefix.
	 *
	 * @since 0.3.0
	 *
	 * @param string $table  Table name (from $wpdb: postmeta, termmeta, usermeta).
	 * @param string $prefix Key prefix (matched literally).
	 * @return string[]
	 */
	public function meta_keys( string $table, string $prefix ): array {
		global $wpdb;
		return (array) $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name comes from $wpdb.
			$wpdb->prepare( "SELECT DISTINCT meta_key FROM {$table} WHERE meta_key LIKE %s", $wpdb->esc_like( $prefix ) . '%' )
		);
	}
}
