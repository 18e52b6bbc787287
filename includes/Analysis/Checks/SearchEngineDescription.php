<?php
/**
 * Check: the home page's meta description.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomeContext;
use Lodestar\Analysis\HomePage;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\Limits;

defined( 'ABSPATH' ) || exit;

/**
 * The served `<meta name="description">`: missing or empty is a warning, longer than the
 * description limit a warning.
 *
 * @since 0.3.0
 */
class SearchEngineDescription extends HomePageCheck {

	/**
	 * Constructor.
	 *
	 * @param HomePage            $page         Home page.
	 * @param DescriptionResolver $descriptions Description resolver.
	 */
	public function __construct( HomePage $page, private DescriptionResolver $descriptions ) {
		parent::__construct( $page );
	}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'search_engine_description';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$found = array_values( array_filter( $this->page->metas( 'name', 'description' ), static fn ( string $d ): bool => '' !== $d ) );
		if ( array() === $found ) {
			return $this->result(
				'warning',
				__( 'The home page has no meta description: no <meta name="description"> with content was found.', 'lodestar' ),
				array( self::text( __( 'Search engines then pick text from the page for the result\'s snippet. Set the home page description in Lodestar → General → Home Page.', 'lodestar' ) ) )
			);
		}
		$description = $found[0];
		$length      = mb_strlen( $description );
		$limit       = Limits::get( 'description' );
		$items       = array();
		$expected    = $this->descriptions->resolve( HomeContext::build() );
		if ( '' !== $expected && $expected !== $description ) {
			/* translators: 1: the description Lodestar resolves, 2: the description on the page. */
			$items[] = self::text( sprintf( __( 'Lodestar\'s description for the home page is %1$s, but the page shows %2$s: the theme or another plugin replaces it.', 'lodestar' ), self::quote( $expected ), self::quote( $description ) ) );
		}
		if ( $length > $limit ) {
			$items[] = self::text( __( 'Search engines cut longer descriptions short in their results. Shorten the home page description in Lodestar → General → Home Page.', 'lodestar' ) );
			return $this->result(
				'warning',
				/* translators: 1: length, 2: limit, 3: the description. */
				sprintf( __( 'The home page description is %1$d characters long, more than %2$d: %3$s.', 'lodestar' ), $length, $limit, self::quote( $description ) ),
				$items
			);
		}
		return $this->result(
			'success',
			/* translators: 1: length, 2: the description. */
			sprintf( __( 'The home page description is %1$d characters long: %2$s.', 'lodestar' ), $length, self::quote( $description ) ),
			$items
		);
	}
}
