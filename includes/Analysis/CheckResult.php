<?php
/**
 * One check's outcome: the value every site check and page check returns.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable result of one check (spec 2 §3 "Site SEO check": id, message, description,
 * status, category). The ignore flag is not part of it: the runner adds it from the
 * ignore list when it answers REST.
 *
 * Description items (what the detail drawer shows), each one of:
 * - `array{type: 'text', text: string}`
 * - `array{type: 'list', items: list<string|array{text: string, url: string}>}`
 * - `array{type: 'image', src: string, alt: string}`
 *
 * @since 0.3.0
 */
final class CheckResult {

	/**
	 * Statuses, most severe first (the order the lists use). `unavailable`: the check could
	 * not run (loopback request blocked or timed out, a source it reads missing); it is never
	 * reported as success, and it is not counted as a defect of the site.
	 *
	 * @since 0.3.0
	 */
	public const STATUSES = array( 'error', 'warning', 'suggestion', 'unavailable', 'success' );

	/**
	 * Categories of the site analysis (spec 2 §3).
	 *
	 * @since 0.3.0
	 */
	public const CATEGORIES = array( 'general', 'settings', 'other' );

	/**
	 * Constructor.
	 *
	 * @param string            $id          Check id (snake_case, stable: the ignore list stores it).
	 * @param string            $category    One of CATEGORIES.
	 * @param string            $status      One of STATUSES.
	 * @param string            $message     One sentence saying what was found (translated).
	 * @param list<array<string, mixed>> $description Description items (see the class docblock).
	 *
	 * @throws \InvalidArgumentException On an unknown status or category.
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $category,
		public readonly string $status,
		public readonly string $message,
		public readonly array $description = array()
	) {
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			throw new \InvalidArgumentException( 'Unknown check status: ' . $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		if ( ! in_array( $category, self::CATEGORIES, true ) ) {
			throw new \InvalidArgumentException( 'Unknown check category: ' . $category ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
	}

	/**
	 * The REST shape of one entry of the `checks/*` maps (without the ignore flag).
	 *
	 * @since 0.3.0
	 *
	 * @return array{status: string, message: string, description: list<array<string, mixed>>, category: string}
	 */
	public function to_array(): array {
		return array(
			'status'      => $this->status,
			'message'     => $this->message,
			'description' => $this->description,
			'category'    => $this->category,
		);
	}
}
