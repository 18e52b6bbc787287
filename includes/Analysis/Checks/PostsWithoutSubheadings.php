<?php
/**
 * Check: long posts without subheadings.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ContentScan;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts of at least ContentScan::THIN_WORDS words (a shorter one is thin
 * content, its own check) with no H2–H6 heading in their content, counted by the page checks'
 * `sub_headings` rule (Page\ContentScan::scan(), stored in ScanFacts).
 *
 * @since 0.4.0
 */
final class PostsWithoutSubheadings extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.4.0
	 */
	public function id(): string {
		return 'posts_without_subheadings';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.4.0
	 */
	public function run(): CheckResult {
		$sample = $this->scan->facts()['no_subheadings'];
		return $this->result(
			$sample,
			'warning',
			/* translators: %d: minimum number of words. */
			sprintf( __( 'Every indexable post of at least %d words has subheadings (H2–H6).', 'lodestar' ), ContentScan::THIN_WORDS ),
			/* translators: 1: number of posts, 2: their titles. The number of words follows in the description. */
			_n( '%1$d long indexable post has no subheadings (H2–H6): %2$s.', '%1$d long indexable posts have no subheadings (H2–H6): %2$s.', $sample->total, 'lodestar' ),
			/* translators: %d: minimum number of words. */
			sprintf( __( 'Posts of at least %d words with no H2–H6 heading in their content. Subheadings give the content a structure readers and search engines can follow: edit each post and divide its text into sections, each under an H2 heading (a Heading block) that names it.', 'lodestar' ), ContentScan::THIN_WORDS )
		);
	}
}
