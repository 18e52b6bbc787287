<?php
/**
 * Which What's New items a user has seen.
 *
 * @package Lodestar
 */

namespace Lodestar\News;

defined( 'ABSPATH' ) || exit;

/**
 * Per user (user meta `_lodestar_whats_new_read`): the time up to which the user has seen the
 * feed. Items dated after it are unread; items without a date never count.
 *
 * @since 0.4.0
 */
final class ReadState {

	/**
	 * User meta key.
	 *
	 * @since 0.4.0
	 */
	public const META_KEY = '_lodestar_whats_new_read';

	/**
	 * The time up to which a user has seen the feed (0: never opened it).
	 *
	 * @since 0.4.0
	 *
	 * @param int $user_id User.
	 */
	public static function read_until( int $user_id ): int {
		return max( 0, (int) get_user_meta( $user_id, self::META_KEY, true ) );
	}

	/**
	 * Marks every item up to now (or the newest item's date, if later) as seen.
	 *
	 * @since 0.4.0
	 *
	 * @param int                              $user_id User.
	 * @param list<array<string, mixed>>       $items   Current items.
	 */
	public static function mark_read( int $user_id, array $items ): int {
		$until = time();
		foreach ( $items as $item ) {
			$until = max( $until, (int) ( $item['timestamp'] ?? 0 ) );
		}
		update_user_meta( $user_id, self::META_KEY, $until );
		return $until;
	}

	/**
	 * How many items are newer than the read time.
	 *
	 * @since 0.4.0
	 *
	 * @param list<array<string, mixed>> $items Items.
	 * @param int                        $until Read time.
	 */
	public static function unread( array $items, int $until ): int {
		$count = 0;
		foreach ( $items as $item ) {
			if ( (int) ( $item['timestamp'] ?? 0 ) > $until ) {
				++$count;
			}
		}
		return $count;
	}
}
