<?php
/**
 * Check: the home page may be indexed.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomeContext;
use Lodestar\Analysis\HomePage;
use Lodestar\Seo\RobotsResolver;

defined( 'ABSPATH' ) || exit;

/**
 * A `noindex` in the served robots meta tags or X-Robots-Tag header is an error; the
 * description says whether Lodestar's own robots settings ask for it.
 *
 * @since 0.3.0
 */
class HomeIndexable extends HomePageCheck {

	/**
	 * Constructor.
	 *
	 * @param HomePage       $page   Home page.
	 * @param RobotsResolver $robots Robots resolver.
	 */
	public function __construct( HomePage $page, private RobotsResolver $robots ) {
		parent::__construct( $page );
	}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'home_indexable';
	}

	/**
	 * Site configuration.
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'settings';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$sources = array();
		foreach ( array( 'robots', 'googlebot' ) as $name ) {
			foreach ( $this->page->metas( 'name', $name ) as $content ) {
				if ( preg_match( '/\b(noindex|none)\b/i', $content ) ) {
					/* translators: 1: meta name, 2: its content. */
					$sources[] = sprintf( __( '<meta name="%1$s" content="%2$s">', 'lodestar' ), $name, $content );
				}
			}
		}
		$header = $this->page->header( 'x-robots-tag' );
		if ( preg_match( '/\b(noindex|none)\b/i', $header ) ) {
			/* translators: %s: header value. */
			$sources[] = sprintf( __( 'HTTP header X-Robots-Tag: %s', 'lodestar' ), $header );
		}
		if ( array() === $sources ) {
			return $this->result( 'success', __( 'Search engines may index the home page: no noindex was found in its robots meta tags or headers.', 'lodestar' ) );
		}
		$items = array(
			self::text( __( 'The home page asks search engines not to index it, so it will not appear in search results.', 'lodestar' ) ),
			self::items( $sources ),
		);
		$items[] = self::text(
			$this->robots->is_indexable( HomeContext::build() )
				? __( 'Lodestar\'s robots settings allow indexing: the theme, another plugin or the server adds the noindex.', 'lodestar' )
				: __( 'Lodestar\'s robots settings ask for it: check the home page\'s robots setting and, if the site shows a static page, that page\'s own setting, or the site\'s search engine visibility.', 'lodestar' )
		);
		/* translators: %s: where the noindex was found. */
		return $this->result( 'error', sprintf( __( 'The home page is set to noindex (%s).', 'lodestar' ), implode( '; ', $sources ) ), $items );
	}
}
