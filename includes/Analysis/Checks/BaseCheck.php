<?php
/**
 * What every site check shares.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\SiteCheck;

defined( 'ABSPATH' ) || exit;

/**
 * Builds results and description items for one check.
 *
 * @since 0.3.0
 */
abstract class BaseCheck implements SiteCheck {

	/**
	 * At most this many examples are listed in a description.
	 *
	 * @since 0.3.0
	 */
	public const MAX_LISTED = 10;

	/**
	 * A result of this check.
	 *
	 * @since 0.3.0
	 *
	 * @param string                     $status      Status.
	 * @param string                     $message     Message.
	 * @param list<array<string, mixed>> $description Description items.
	 */
	protected function result( string $status, string $message, array $description = array() ): CheckResult {
		return new CheckResult( $this->id(), $this->category(), $status, $message, $description );
	}

	/**
	 * A text item.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Text.
	 * @return array{type: string, text: string}
	 */
	protected static function text( string $text ): array {
		return array(
			'type' => 'text',
			'text' => $text,
		);
	}

	/**
	 * A list item of at most MAX_LISTED entries; a last entry says how many more there are.
	 *
	 * @since 0.3.0
	 *
	 * @param list<string|array{text: string, url: string}> $items Entries.
	 * @return array{type: string, items: list<string|array{text: string, url: string}>}
	 */
	protected static function items( array $items ): array {
		$shown = array_slice( array_values( $items ), 0, self::MAX_LISTED );
		$more  = count( $items ) - count( $shown );
		if ( $more > 0 ) {
			/* translators: %d: number of entries not listed. */
			$shown[] = sprintf( _n( 'and %d more', 'and %d more', $more, 'lodestar' ), $more );
		}
		return array(
			'type'  => 'list',
			'items' => $shown,
		);
	}

	/**
	 * A list item of links: where to see or fix what the check found.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, string> $links Text => URL.
	 * @return array{type: string, items: list<array{text: string, url: string}>}
	 */
	protected static function links( array $links ): array {
		$items = array();
		foreach ( $links as $text => $url ) {
			$items[] = array(
				'text' => (string) $text,
				'url'  => $url,
			);
		}
		return self::items( $items );
	}

	/**
	 * A Lodestar admin screen's address.
	 *
	 * @since 0.4.0
	 *
	 * @param string $route App route, e.g. '/general/home-page'.
	 */
	protected static function app_url( string $route ): string {
		return admin_url( 'admin.php?page=lodestar#' . $route );
	}

	/**
	 * A quoted text, shortened for a message.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Text.
	 */
	protected static function quote( string $text ): string {
		$short = mb_strlen( $text ) > 80 ? mb_substr( $text, 0, 79 ) . '…' : $text;
		/* translators: %s: a quoted text. */
		return sprintf( __( '“%s”', 'lodestar' ), $short );
	}
}
