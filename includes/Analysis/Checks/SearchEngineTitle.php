<?php
/**
 * Check: the home page's title.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomeContext;
use Lodestar\Analysis\HomePage;
use Lodestar\Seo\Limits;
use Lodestar\Seo\TitleResolver;

defined( 'ABSPATH' ) || exit;

/**
 * The served `<title>`: missing is an error, longer than the title limit a warning. When it
 * differs from the title Lodestar resolves for the home page, the description says so
 * (a theme or another plugin replaced it).
 *
 * @since 0.3.0
 */
class SearchEngineTitle extends HomePageCheck {

	/**
	 * Constructor.
	 *
	 * @param HomePage      $page   Home page.
	 * @param TitleResolver $titles Title resolver.
	 */
	public function __construct( HomePage $page, private TitleResolver $titles ) {
		parent::__construct( $page );
	}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'search_engine_title';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$titles = array_values( array_filter( $this->page->titles(), static fn ( string $t ): bool => '' !== $t ) );
		if ( array() === $titles ) {
			return $this->result(
				'error',
				__( 'The home page has no title: no <title> tag with text was found in its <head>.', 'lodestar' ),
				array( self::text( __( 'Search engines show the title as the headline of the result. Set the home page title in Lodestar → General → Home Page.', 'lodestar' ) ) )
			);
		}
		$title       = $titles[0];
		$length      = mb_strlen( $title );
		$limit       = Limits::get( 'title' );
		$description = array();
		$expected    = $this->titles->resolve( HomeContext::build() );
		if ( '' !== $expected && $expected !== $title ) {
			/* translators: 1: the title Lodestar resolves, 2: the title on the page. */
			$description[] = self::text( sprintf( __( 'Lodestar\'s title for the home page is %1$s, but the page shows %2$s: the theme or another plugin replaces it.', 'lodestar' ), self::quote( $expected ), self::quote( $title ) ) );
		}
		if ( count( $titles ) > 1 ) {
			/* translators: %d: number of title tags. */
			$description[] = self::text( sprintf( __( 'The page has %d <title> tags; search engines read the first.', 'lodestar' ), count( $titles ) ) );
		}
		if ( $length > $limit ) {
			$description[] = self::text( __( 'Search engines cut longer titles short in their results. Shorten the home page title in Lodestar → General → Home Page.', 'lodestar' ) );
			return $this->result(
				'warning',
				/* translators: 1: length, 2: limit, 3: the title. */
				sprintf( __( 'The home page title is %1$d characters long, more than %2$d: %3$s.', 'lodestar' ), $length, $limit, self::quote( $title ) ),
				$description
			);
		}
		return $this->result(
			'success',
			/* translators: 1: length, 2: the title. */
			sprintf( __( 'The home page title is %1$d characters long: %2$s.', 'lodestar' ), $length, self::quote( $title ) ),
			$description
		);
	}
}
