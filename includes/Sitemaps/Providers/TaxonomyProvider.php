<?php
/**
 * Taxonomy sitemaps.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps\Providers;

use Lodestar\Repositories\SitemapRepository;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Pager;
use Lodestar\Sitemaps\Renderer;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * One sitemap per public taxonomy (not post formats, not noindexed as a whole), filtered by
 * `lodestar_sitemap_taxonomies`: its non-empty terms by ID that the robots rules let be
 * indexed, each with the newest modification of its published posts. A taxonomy gives way to
 * a post type of the same name.
 *
 * @since 0.3.0
 */
final class TaxonomyProvider extends Provider {

	/**
	 * Constructor.
	 *
	 * @param SitemapRepository $repository Queries.
	 * @param Pager             $pager      Page planning.
	 * @param Listing           $listing    What may be listed.
	 */
	public function __construct(
		private SitemapRepository $repository,
		private Pager $pager,
		private Listing $listing
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function kind(): string {
		return 'taxonomy';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function sitemaps(): array {
		$taxonomies = $this->taxonomies();
		return array_combine( $taxonomies, $taxonomies );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function gives_way(): bool {
		return true;
	}

	/**
	 * Taxonomies with a sitemap: public ones (not post formats), not noindexed as a whole.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function taxonomies(): array {
		$taxonomies = array_values( array_diff( get_taxonomies( array( 'public' => true ) ), array( 'post_format' ) ) );
		$taxonomies = array_values( array_filter( $taxonomies, fn ( $taxonomy ) => ! $this->listing->taxonomy_noindexed( $taxonomy ) ) );
		/**
		 * Filters the taxonomies that get an XML sitemap (and a section of the HTML sitemap).
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $taxonomies Public taxonomies.
		 */
		return array_values( array_filter( (array) apply_filters( 'lodestar_sitemap_taxonomies', $taxonomies ), 'taxonomy_exists' ) );
	}

	/**
	 * {@inheritDoc} Kept until the taxonomy's content changes.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Taxonomy.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		return $this->pager->planned( $name, false, fn ( int $size ): array => $this->repository->term_pages( $name, $size ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string                $name Taxonomy.
	 * @param int                   $page Page number.
	 * @param array<string, int>    $at   Where the page starts (locate()).
	 * @param callable(string):void $sink Receives the XML chunks.
	 */
	public function entries( string $name, int $page, array $at, callable $sink ): void {
		$terms = array();
		foreach ( $this->repository->terms_from( $name, (int) $at['start'], $this->pager->size() ) as $row ) {
			$terms[] = new WP_Term( $row );
		}
		update_term_cache( $terms );
		$lastmods = $this->repository->term_lastmods( wp_list_pluck( $terms, 'term_taxonomy_id' ) );
		foreach ( $this->listing->indexable_terms( $terms ) as $term ) {
			$link = get_term_link( $term );
			if ( is_wp_error( $link ) ) {
				continue;
			}
			$sink( Renderer::entry( $link, $lastmods[ (int) $term->term_taxonomy_id ] ?? '' ) );
		}
	}
}
