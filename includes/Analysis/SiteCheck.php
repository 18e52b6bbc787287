<?php
/**
 * The contract of one site check.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

defined( 'ABSPATH' ) || exit;

/**
 * One check of the site analysis: one class per check under `Analysis/Checks/`. A check gets
 * what it reads (the fetched home page, settings, the `Seo` resolvers, a repository) through
 * its constructor and never re-derives a value those compute.
 *
 * @since 0.3.0
 */
interface SiteCheck {

	/**
	 * Stable id (snake_case): the key of the REST map and of the ignore list.
	 *
	 * @since 0.3.0
	 */
	public function id(): string;

	/**
	 * One of CheckResult::CATEGORIES.
	 *
	 * @since 0.3.0
	 */
	public function category(): string;

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult;
}
