<?php
/**
 * The canonical and pagination links.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Yields `<link rel="canonical">` when the page has a canonical URL, and `rel="prev"` /
 * `rel="next"` on paginated pages when `paginated_link_relationships` is on. A page Lodestar
 * noindexes prints none of them: a canonical names the URL to index, which contradicts noindex
 * (search engines may follow either signal).
 *
 * @since 0.1.0
 */
class CanonicalTags implements TagGenerator {

	/**
	 * Constructor.
	 *
	 * @param CanonicalResolver  $resolver Canonical URLs.
	 * @param SettingsRepository $settings Settings.
	 * @param RobotsResolver     $robots   Robots directives.
	 */
	public function __construct(
		private CanonicalResolver $resolver,
		private SettingsRepository $settings,
		private RobotsResolver $robots
	) {}

	/**
	 * Tag specs for a page.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array{tag: string, attributes: array<string, string>}>
	 */
	public function tags( Context $context ): array {
		$canonical = $this->resolver->url( $context );
		if ( '' === $canonical || ! $this->robots->is_indexable( $context ) ) {
			return array();
		}
		$tags = array( HeadRenderer::link( 'canonical', $canonical ) );
		if ( $this->settings->get( 'paginated_link_relationships' ) ) {
			foreach ( $this->resolver->adjacent( $context ) as $rel => $url ) {
				if ( '' !== $url ) {
					$tags[] = HeadRenderer::link( $rel, $url );
				}
			}
		}
		return $tags;
	}
}
