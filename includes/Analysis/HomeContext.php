<?php
/**
 * The SEO context of the home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * The context the front end builds for the home page: the static front page when the
 * site has one, else the latest-posts home page.
 *
 * @since 0.3.0
 */
final class HomeContext {

	/**
	 * The home page's context.
	 *
	 * @since 0.3.0
	 */
	public static function build(): Context {
		if ( 'page' === get_option( 'show_on_front' ) ) {
			$page = get_post( (int) get_option( 'page_on_front' ) );
			if ( $page instanceof \WP_Post && 'publish' === $page->post_status ) {
				return Context::singular( $page, 1, true );
			}
		}
		return Context::home();
	}
}
