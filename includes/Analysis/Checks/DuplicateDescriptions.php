<?php
/**
 * Check: meta descriptions several indexable posts share.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts whose meta description as the head prints it (Seo\DescriptionResolver) equals
 * another's (ignoring case and whitespace).
 *
 * @since 0.3.0
 */
final class DuplicateDescriptions extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'duplicate_descriptions';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$found  = $this->scan->facts()['duplicate_descriptions'];
		$sample = $found['sample'];
		$result = $this->result(
			$sample,
			'warning',
			__( 'Every indexable post has its own meta description.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles. */
			_n( '%1$d indexable post shares its meta description with another: %2$s.', '%1$d indexable posts share their meta description with another: %2$s.', $sample->total, 'lodestar' ),
			__( 'These posts show the same description in search results (as the description template and their own descriptions resolve, ignoring case). Give each a description of its own.', 'lodestar' )
		);
		return $result;
	}
}
