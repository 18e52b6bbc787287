<?php
/**
 * Check: indexable posts that link to no other page of the site.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts whose content has no link to another page of this site.
 *
 * @since 0.3.0
 */
final class NoInternalLinks extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'no_internal_links';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$sample = $this->scan->facts()['no_outbound'];
		return $this->result(
			$sample,
			'suggestion',
			__( 'Every indexable post links to another page of the site.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles. */
			_n( '%1$d indexable post links to no other page of the site: %2$s.', '%1$d indexable posts link to no other page of the site: %2$s.', $sample->total, 'lodestar' ),
			__( 'The content of these posts has no link to another page of this site (links to the post itself, to anchors and to uploaded files do not count). Internal links help readers and search engines find related content: edit each post and link it to a related post or page.', 'lodestar' )
		);
	}
}
