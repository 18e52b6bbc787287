<?php
/**
 * Check: the home page's Open Graph tags.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * og:title, og:description, og:url and og:type are expected (a missing one is a warning);
 * og:image missing alone is a suggestion.
 *
 * @since 0.3.0
 */
class OpenGraphTags extends HomePageCheck {

	/**
	 * Tags a shared link needs.
	 *
	 * @since 0.3.0
	 */
	public const REQUIRED = array( 'og:title', 'og:description', 'og:url', 'og:type' );

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'open_graph_tags';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$missing = array();
		foreach ( array_merge( self::REQUIRED, array( 'og:image' ) ) as $property ) {
			if ( array() === array_filter( $this->page->metas( 'property', $property ), static fn ( string $c ): bool => '' !== $c ) ) {
				$missing[] = $property;
			}
		}
		$help = self::text( __( 'Open Graph tags decide the title, text and image shown when the page is shared on social networks. Lodestar prints them when Open Graph is on in Lodestar → Social; set a fallback image there.', 'lodestar' ) );
		if ( array() === $missing ) {
			return $this->result( 'success', __( 'The home page has the Open Graph tags og:title, og:description, og:url, og:type and og:image.', 'lodestar' ) );
		}
		if ( array( 'og:image' ) === $missing ) {
			return $this->result( 'suggestion', __( 'The home page has no og:image tag: shared links show no image.', 'lodestar' ), array( $help ) );
		}
		return $this->result(
			'warning',
			/* translators: %s: list of missing tags. */
			sprintf( __( 'Open Graph tags missing on the home page: %s.', 'lodestar' ), implode( ', ', $missing ) ),
			array( $help, self::items( $missing ) )
		);
	}
}
