<?php
/**
 * The database lock that makes migration steps run one at a time.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * A named MariaDB/MySQL lock (GET_LOCK) per site: a migration step holds it while it reads
 * and writes, so a step retried while the first request is still running (the tab was closed,
 * the client timed out) waits for it instead of writing the same object beside it. The server
 * releases the lock when the connection ends, so a killed PHP process never leaves it held.
 *
 * @since 0.5.0
 */
class MigrationLock {

	/**
	 * Times this request took the lock without releasing it (GET_LOCK nests per connection).
	 *
	 * @var int
	 */
	private int $depth = 0;

	/**
	 * Takes the lock, waiting at most $seconds for another request to release it.
	 *
	 * @since 0.5.0
	 *
	 * @param int $seconds Most seconds to wait.
	 * @return bool Whether the lock is held.
	 */
	public function acquire( int $seconds ): bool {
		global $wpdb;
		if ( $this->depth > 0 ) {
			++$this->depth;
			return true;
		}
		$got = $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $this->name(), max( 0, $seconds ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( '1' !== (string) $got ) {
			return false;
		}
		$this->depth = 1;
		return true;
	}

	/**
	 * Releases the lock taken by acquire().
	 *
	 * @since 0.5.0
	 */
	public function release(): void {
		global $wpdb;
		if ( $this->depth <= 0 ) {
			return;
		}
		--$this->depth;
		if ( 0 === $this->depth ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $this->name() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * The lock's name: one per database and table prefix (a network's sites each have theirs),
	 * hashed to stay within the server's 64 characters.
	 */
	private function name(): string {
		global $wpdb;
		return 'lodestar_migration_' . md5( DB_NAME . '|' . $wpdb->prefix );
	}
}
