<?php
/**
 * The site checks an administrator chose to ignore.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

defined( 'ABSPATH' ) || exit;

/**
 * Ids of the ignored site checks, in the non-autoloaded option `lodestar_ignored_site_checks`
 * (read only by the analysis and its routes).
 *
 * @since 0.3.0
 */
class IgnoreList {

	/**
	 * Option name.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_ignored_site_checks';

	/**
	 * The ignored ids.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? array_values( array_filter( $stored, 'is_string' ) ) : array();
	}

	/**
	 * Whether a check is ignored.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Check id.
	 */
	public function has( string $id ): bool {
		return in_array( $id, $this->all(), true );
	}

	/**
	 * Ignores a check.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Check id.
	 */
	public function add( string $id ): void {
		$ids = $this->all();
		if ( ! in_array( $id, $ids, true ) ) {
			$ids[] = $id;
			$this->save( $ids );
		}
	}

	/**
	 * Restores a check.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Check id.
	 */
	public function remove( string $id ): void {
		$ids = $this->all();
		if ( in_array( $id, $ids, true ) ) {
			$this->save( array_values( array_diff( $ids, array( $id ) ) ) );
		}
	}

	/**
	 * Stores the list.
	 *
	 * @param list<string> $ids Ids.
	 */
	private function save( array $ids ): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $ids, '', false );
			return;
		}
		update_option( self::OPTION, $ids, false );
	}
}
