<?php
/**
 * Template functions for themes.
 *
 * @package Lodestar
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'lodestar_breadcrumbs' ) ) {
	/**
	 * Prints (or returns) the breadcrumbs of the current page: the trail Lodestar lists in the
	 * page's BreadcrumbList, as the block and the `[lodestar_breadcrumbs]` shortcode print it.
	 * Nothing on the front page and 404 pages (a trail of the home page alone).
	 *
	 * @since 0.3.0
	 *
	 * @param bool $display Whether to print the HTML (true) or only return it.
	 * @return string The HTML.
	 */
	function lodestar_breadcrumbs( bool $display = true ): string {
		$plugin = \Lodestar\Plugin::instance();
		$html   = null === $plugin ? '' : $plugin->breadcrumbs()->html();
		if ( $display ) {
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Frontend\Breadcrumbs escapes every part.
		}
		return $html;
	}
}
