<?php
/**
 * A set of hooks added or removed as one switch.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Front-end features whose hooks do nothing while their setting is off (feed options, the
 * redirect responder without rules, the key file and llms.txt while switched off...) are not
 * hooked at all then: each callback WordPress calls on a page view costs a few microseconds
 * even when it returns at once. Each feature's sync() states which of its hooks the current
 * state needs (Plugin calls it at wp_loaded and after a write of the options it depends on);
 * the callbacks still check their settings themselves, so a hook left on is never wrong.
 *
 * @since 0.4.0
 */
final class HookSwitch {

	/**
	 * Adds the hooks when $on, removes them otherwise (each idempotent). The first call of a
	 * switch (its $state still null) has nothing to remove: switching off then costs nothing,
	 * which is what a page view with the feature off does.
	 *
	 * @since 0.4.0
	 *
	 * @param bool                                                        $on    Whether the hooks are wanted.
	 * @param array<int, array{0: string, 1: callable, 2?: int, 3?: int}> $hooks Hook name, callback, priority (10), accepted arguments (1).
	 * @param bool|null                                                   $state Null until the switch's first call, kept by its owner.
	 */
	public static function set( bool $on, array $hooks, ?bool &$state ): void {
		$first = null === $state;
		$state = $on;
		if ( $first && ! $on ) {
			return;
		}
		foreach ( $hooks as $hook ) {
			if ( $on ) {
				add_filter( $hook[0], $hook[1], $hook[2] ?? 10, $hook[3] ?? 1 );
			} else {
				remove_filter( $hook[0], $hook[1], $hook[2] ?? 10 );
			}
		}
	}
}
