<?php
/**
 * Which requests get head output.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Tells HTML page views (where Lodestar prints its head block and adjusts title and robots)
 * from everything else: admin screens, AJAX, REST, XML-RPC, feeds, robots.txt, favicon,
 * sitemaps, embeds and trackbacks.
 *
 * @since 0.1.0
 */
final class PageRequest {

	/**
	 * Whether the current request is an HTML page view of the site.
	 *
	 * @since 0.1.0
	 */
	public static function is_html(): bool {
		if ( is_admin() || wp_doing_ajax() || wp_is_serving_rest_request() || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) ) {
			return false;
		}
		if ( is_feed() || is_robots() || is_favicon() || is_embed() || is_trackback() ) {
			return false;
		}
		return '' === (string) get_query_var( 'sitemap' ) && '' === (string) get_query_var( 'sitemap-stylesheet' );
	}
}
