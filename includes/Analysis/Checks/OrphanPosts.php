<?php
/**
 * Check: indexable posts no other post links to.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts that no other published post links to from its content (the
 * front page and the page for posts excepted: the theme links to them).
 *
 * @since 0.3.0
 */
final class OrphanPosts extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'orphan_posts';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$sample = $this->scan->facts()['orphans'];
		return $this->result(
			$sample,
			'warning',
			__( 'Every indexable post is linked from another post.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles. */
			_n( '%1$d indexable post has no internal links to it: %2$s.', '%1$d indexable posts have no internal links to them: %2$s.', $sample->total, 'lodestar' ),
			__( 'No other published post links to these posts from its content, so visitors and search engines find them only through menus, archives or the sitemap. Link to them from related posts.', 'lodestar' )
		);
	}
}
