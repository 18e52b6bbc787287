<?php
/**
 * Base of the content checks that read the shared content scan.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ContentScan;
use Lodestar\Analysis\ObjectSample;
use Lodestar\Analysis\SiteCheck;

defined( 'ABSPATH' ) || exit;

/**
 * A check of category `other` whose facts come from ContentScan (one pass over the content
 * for all of them): it turns an ObjectSample into a result that names the objects.
 *
 * @since 0.3.0
 */
abstract class ScanCheck implements SiteCheck {

	/**
	 * Constructor.
	 *
	 * @param ContentScan $scan The shared content scan.
	 */
	public function __construct( protected ContentScan $scan ) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'other';
	}

	/**
	 * A result: $passed when the sample is empty, else $status with $failed (which gets the
	 * count and the first names) and the sample's list.
	 *
	 * @param ObjectSample $sample      Failing objects.
	 * @param string       $status      Status when some fail.
	 * @param string       $passed      Message when none fails.
	 * @param string       $failed      Message format: %1$d the count, %2$s the first names.
	 * @param string       $explanation What is counted and how to fix it.
	 */
	protected function result( ObjectSample $sample, string $status, string $passed, string $failed, string $explanation ): CheckResult {
		return $sample->result( $this->id(), $this->category(), $status, $passed, $failed, $explanation );
	}
}
