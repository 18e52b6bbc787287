<?php
/**
 * Contract of head tag generators.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * Produces tag specs for the head; HeadRenderer escapes and prints them.
 *
 * A spec is `array{tag: string, attributes: array<string, string>}`. Generators return data
 * only: no output, no escaping.
 *
 * @since 0.1.0
 */
interface TagGenerator {

	/**
	 * Tag specs for a page.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array{tag: string, attributes: array<string, string>}>
	 */
	public function tags( Context $context ): array;
}
