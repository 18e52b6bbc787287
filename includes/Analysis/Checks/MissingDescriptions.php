<?php
/**
 * Check: indexable posts without a meta description.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Published, indexable posts whose description (own field, template, excerpt, generated text,
 * as Seo\DescriptionResolver gives it) comes out empty: their page prints no description tag.
 *
 * @since 0.3.0
 */
final class MissingDescriptions extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'missing_descriptions';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$sample = $this->scan->facts()['missing_description'];
		return $this->result(
			$sample,
			'warning',
			__( 'Every indexable post has a meta description.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles. */
			_n( '%1$d indexable post has no meta description: %2$s.', '%1$d indexable posts have no meta description: %2$s.', $sample->total, 'lodestar' ),
			__( 'These published posts print no meta description: their own description is empty and the description template gives nothing for them (no excerpt, no text to summarise, no fallback). Write a description, or set a template under Meta Templates.', 'lodestar' )
		);
	}
}
