<?php
/**
 * Removes everything Lodestar stored.
 *
 * @package Lodestar
 */

namespace Lodestar\Lifecycle;

use Lodestar\Repositories\HeadRevision;
use Lodestar\Repositories\RedirectsTable;
use Lodestar\Repositories\StoredKeys;
use Lodestar\Support\CompiledFile;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes lodestar_* options and transients, _lodestar_* post, term and user meta, and
 * lodestar_* cron events. Run by uninstall.php, on every site of a network. What to delete is
 * found by Repositories\StoredKeys (the SQL); deleting goes through the WordPress APIs, so
 * caches and hooks follow.
 *
 * @since 0.1.0
 */
class Uninstaller {

	/**
	 * Finds the stored names.
	 *
	 * @var StoredKeys
	 */
	private StoredKeys $keys;

	/**
	 * Constructor.
	 *
	 * @param StoredKeys|null $keys Finds the stored names (a new one when null).
	 */
	public function __construct( ?StoredKeys $keys = null ) {
		$this->keys = $keys ?? new StoredKeys();
	}

	/**
	 * Cleans the current site, or every site of a network, and the compiled data files.
	 *
	 * @since 0.1.0
	 */
	public function run(): void {
		if ( is_multisite() ) {
			foreach ( get_sites(
				array(
					'fields' => 'ids',
					'number' => 0,
				)
			) as $site_id ) {
				switch_to_blog( (int) $site_id );
				$this->clean_site();
				restore_current_blog();
			}
			$this->clean_network();
		} else {
			$this->clean_site();
		}
		$this->clean_user_meta();
		// The compiled data files of every site (wp-content/cache/lodestar/).
		CompiledFile::remove_all();
	}

	/**
	 * Cleans the current site's options, transients, meta and cron events.
	 *
	 * @since 0.1.0
	 */
	public function clean_site(): void {
		global $wpdb;

		// Meta first: deleting it may fire hooks (when the plugin is loaded) that write options.
		foreach ( $this->meta_keys( $wpdb->postmeta ) as $key ) {
			delete_post_meta_by_key( $key );
		}
		foreach ( $this->meta_keys( $wpdb->termmeta ) as $key ) {
			delete_metadata( 'term', 0, $key, '', true );
		}

		// Options and transients (stored as _transient_lodestar_* / _transient_timeout_lodestar_*).
		// The settings history (when the plugin is loaded) records none of these deletions.
		do_action( 'lodestar_history_begin', 'none', array() );
		HeadRevision::stop();
		$prefixes = array( 'lodestar_', '_transient_lodestar_', '_transient_timeout_lodestar_', '_site_transient_lodestar_', '_site_transient_timeout_lodestar_' );
		foreach ( $prefixes as $prefix ) {
			foreach ( $this->keys->option_names( $prefix ) as $name ) {
				delete_option( $name );
			}
		}
		do_action( 'lodestar_history_end' );
		HeadRevision::stop( false );

		$this->clear_cron_events();
		// The redirects and 404 log tables of this site.
		( new RedirectsTable() )->drop();
	}

	/**
	 * Deletes network options of a multisite network.
	 *
	 * @since 0.1.0
	 */
	public function clean_network(): void {
		$prefixes = array( 'lodestar_', '_site_transient_lodestar_', '_site_transient_timeout_lodestar_' );
		foreach ( $prefixes as $prefix ) {
			foreach ( $this->keys->network_option_names( $prefix ) as $name ) {
				delete_site_option( $name );
			}
		}
	}

	/**
	 * Deletes _lodestar_* user meta (users are shared by a whole network).
	 *
	 * @since 0.1.0
	 */
	public function clean_user_meta(): void {
		global $wpdb;
		foreach ( $this->meta_keys( $wpdb->usermeta ) as $key ) {
			delete_metadata( 'user', 0, $key, '', true );
		}
	}

	/**
	 * Distinct _lodestar_* keys of a meta table.
	 *
	 * @param string $table Table name (from $wpdb).
	 * @return string[]
	 */
	private function meta_keys( string $table ): array {
		return $this->keys->meta_keys( $table, '_lodestar_' );
	}

	/**
	 * Unschedules every lodestar_* cron event.
	 */
	private function clear_cron_events(): void {
		$crons = _get_cron_array();
		if ( ! is_array( $crons ) ) {
			return;
		}
		$hooks = array();
		foreach ( $crons as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, 'lodestar_' ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}
}
