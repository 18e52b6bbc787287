<?php
/**
 * Check: indexable posts with little text.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ContentScan;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts with fewer than ContentScan::THIN_WORDS words of rendered text
 * (blocks, shortcodes and `the_content` filters applied).
 *
 * @since 0.3.0
 */
final class ThinContent extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'thin_content';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$sample = $this->scan->facts()['thin'];
		return $this->result(
			$sample,
			'warning',
			/* translators: %d: minimum number of words. */
			sprintf( __( 'Every indexable post has at least %d words.', 'lodestar' ), ContentScan::THIN_WORDS ),
			/* translators: 1: number of posts, 2: their titles. The minimum number of words follows in the description. */
			_n( '%1$d indexable post has thin content: %2$s.', '%1$d indexable posts have thin content: %2$s.', $sample->total, 'lodestar' ),
			/* translators: %d: minimum number of words. */
			sprintf( __( 'Posts with fewer than %d words of text, counted in the content as visitors see it (blocks, shortcodes and page builders rendered). Search engines rarely rank short pages: expand them, merge them, or set them to noindex.', 'lodestar' ), ContentScan::THIN_WORDS )
		);
	}
}
