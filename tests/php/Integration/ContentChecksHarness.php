<?php
/**
 * The content checks as the site analysis builds them, for tests.
 *
 * @package Lodestar
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\ContentChecks;
use Lodestar\Plugin;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Wiring\AnalysisSitemaps;

/**
 * Builds ContentChecks from the booted plugin's services.
 */
trait ContentChecksHarness {

	/**
	 * The content checks.
	 */
	protected function content_checks(): ContentChecks {
		$plugin = Plugin::instance();
		return new ContentChecks(
			new ContentFacts(),
			$plugin->settings(),
			$plugin->robots(),
			$plugin->titles(),
			$plugin->descriptions(),
			$plugin->canonicals(),
			new AnalysisSitemaps( $plugin->sitemaps()->registry, $plugin->sitemaps()->listing )
		);
	}
}
