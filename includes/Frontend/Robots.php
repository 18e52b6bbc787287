<?php
/**
 * Robots directives through WordPress's wp_robots filter.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;

defined( 'ABSPATH' ) || exit;

/**
 * Adds Lodestar's directives to the robots meta tag core prints (wp_robots()).
 *
 * Only ever adds: what core (max-image-preview:large, noindex of search results and of a
 * site hidden from search engines) and other plugins put in the array stays. The one exception
 * is a direct contradiction: when Lodestar adds noindex or nofollow, an `index` or `follow`
 * already there is switched off (a page cannot be both). With search engine visibility off,
 * core's noindex, nofollow stands alone. Indexable pages also get `max-snippet:-1` and
 * `max-video-preview:-1` unless someone set those already.
 *
 * @since 0.1.0
 */
class Robots {

	/**
	 * Constructor.
	 *
	 * @param RobotsResolver|\Closure $resolver Robots directives, or () => them (built when first needed: a kept head needs none).
	 * @param CurrentContext      $current  Context of the main query.
	 * @param PageRecords|null    $record   The kept heads of the 404 and home pages (since 0.6.0).
	 */
	public function __construct(
		private RobotsResolver|\Closure $resolver,
		private CurrentContext $current,
		private ?PageRecords $record = null
	) {}

	/**
	 * Adds the filter.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'wp_robots', array( $this, 'filter_robots' ) );
	}

	/**
	 * Adds the page's directives.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, string|bool> $robots Directives so far.
	 * @return array<string, string|bool>
	 */
	public function filter_robots( $robots ): array {
		$robots = is_array( $robots ) ? $robots : array();
		if ( ! get_option( 'blog_public' ) || ! PageRequest::is_html() ) {
			return $robots;
		}
		$context = $this->current->get();
		if ( Context::NONE === $context->kind ) {
			// Not a page Lodestar describes (the login screen, say): leave it to WordPress.
			return $robots;
		}
		return self::merge( $robots, $this->record?->get( $context )['robots'] ?? $this->resolver()->directives( $context ) );
	}

	/**
	 * WordPress's directives with Lodestar's added: restrictions first, their opposites turned
	 * off, and the snippet and video preview allowances on indexable pages. A noindex page
	 * carries no `max-*` allowance at all (WordPress's `max-image-preview:large` included):
	 * preview sizes of a page kept out of the index mean nothing, and the old SEO plugins a
	 * site migrates from print none there either.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string|bool> $robots     WordPress's directives.
	 * @param array<string, true>        $directives Lodestar's directives.
	 * @return array<string, string|bool>
	 */
	public static function merge( array $robots, array $directives ): array {
		// Restrictions first for readability; every existing key keeps its value.
		$robots = array_merge( $directives, $robots );
		foreach ( array_keys( $directives ) as $directive ) {
			$robots[ $directive ] = true;
			$opposite             = array(
				'noindex'  => 'index',
				'nofollow' => 'follow',
			)[ $directive ] ?? '';
			if ( '' !== $opposite && ! empty( $robots[ $opposite ] ) ) {
				$robots[ $opposite ] = false;
			}
		}
		if ( ! empty( $robots['noindex'] ) ) {
			unset( $robots['max-snippet'], $robots['max-video-preview'], $robots['max-image-preview'] );
		} else {
			$robots += array(
				'max-snippet'       => '-1',
				'max-video-preview' => '-1',
			);
		}
		return $robots;
	}

	/**
	 * The resolver, built on first use.
	 */
	private function resolver(): RobotsResolver {
		if ( $this->resolver instanceof \Closure ) {
			$this->resolver = ( $this->resolver )();
		}
		return $this->resolver;
	}
}
