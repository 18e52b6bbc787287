<?php
/**
 * The sitemaps' listing rules, as the content checks ask them.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Analysis\SitemapListing;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Registry;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Fills Analysis\SitemapListing (Analysis may not see Sitemaps): with Lodestar's sitemaps on,
 * their registry (which post types and taxonomies have a sitemap) and listing rules (what a
 * sitemap keeps); with them off and WordPress's own sitemaps on, core's providers, which list
 * every published post of their types and every non-empty term of their taxonomies.
 *
 * @since 0.3.0
 */
final class AnalysisSitemaps implements SitemapListing {

	/**
	 * Constructor.
	 *
	 * @param Registry $registry Which sitemaps exist.
	 * @param Listing  $listing  What they list.
	 */
	public function __construct(
		private Registry $registry,
		private Listing $listing
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function source(): string {
		if ( $this->registry->enabled() ) {
			return 'lodestar';
		}
		return null !== $this->core() ? 'core' : '';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		return $this->objects( 'post_type', 'posts' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function taxonomies(): array {
		return $this->objects( 'taxonomy', 'taxonomies' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param list<WP_Post> $posts Posts.
	 * @return list<WP_Post>
	 */
	public function listed_posts( array $posts ): array {
		if ( ! $this->registry->enabled() ) {
			return null !== $this->core() ? array_values( $posts ) : array();
		}
		// Password-protected posts are never listed (SitemapRepository::excluded_ids()).
		$open = array_values( array_filter( $posts, static fn ( WP_Post $post ): bool => '' === $post->post_password ) );
		return $this->listing->indexable_posts( $open );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param list<\WP_Term> $terms Terms.
	 * @return list<\WP_Term>
	 */
	public function listed_terms( array $terms ): array {
		if ( ! $this->registry->enabled() ) {
			return null !== $this->core() ? array_values( $terms ) : array();
		}
		return $this->listing->indexable_terms( $terms );
	}

	/**
	 * The objects of one kind that have a sitemap.
	 *
	 * @param string $kind     Lodestar's provider kind.
	 * @param string $provider Core's provider name.
	 * @return list<string>
	 */
	private function objects( string $kind, string $provider ): array {
		if ( $this->registry->enabled() ) {
			$objects = array();
			foreach ( $this->registry->sitemaps() as $sitemap ) {
				if ( $kind === $sitemap['kind'] ) {
					$objects[] = $sitemap['object'];
				}
			}
			return array_values( array_unique( $objects ) );
		}
		$core = $this->core();
		$core = null === $core ? null : $core->registry->get_provider( $provider );
		return null === $core ? array() : array_map( 'strval', array_keys( (array) $core->get_object_subtypes() ) );
	}

	/**
	 * WordPress's sitemaps server while its sitemaps are on, else null.
	 */
	private function core(): ?\WP_Sitemaps {
		if ( ! function_exists( 'wp_sitemaps_get_server' ) ) {
			return null;
		}
		$server = wp_sitemaps_get_server();
		return $server->sitemaps_enabled() ? $server : null;
	}
}
