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
 * A spec is `array{tag: 'meta'|'link', attributes: array<string, string>}` (printed in the
 * head block), or a JSON-LD `array{tag: 'script', type: 'application/ld+json', graph: array}`
 * (HeadRenderer::json_ld(), printed after the block through Schema\Encoder). Generators
 * return data only: no output, no escaping.
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
	 * @return array<int, array<string, mixed>>
	 */
	public function tags( Context $context ): array;
}
