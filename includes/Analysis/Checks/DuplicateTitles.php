<?php
/**
 * Check: SEO titles several indexable posts share.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts whose title as the head prints it (Seo\TitleResolver) equals
 * another's (ignoring case and whitespace).
 *
 * @since 0.3.0
 */
final class DuplicateTitles extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'duplicate_titles';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$found  = $this->scan->facts()['duplicate_titles'];
		$sample = $found['sample'];
		$result = $this->result(
			$sample,
			'warning',
			__( 'Every indexable post has its own SEO title.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles. */
			_n( '%1$d indexable post shares its SEO title with another: %2$s.', '%1$d indexable posts share their SEO title with another: %2$s.', $sample->total, 'lodestar' ),
			__( 'These posts show the same title in search results (as the title template and their own titles resolve, ignoring case), so searchers cannot tell them apart. Give each a title of its own.', 'lodestar' )
		);
		return $result;
	}
}
