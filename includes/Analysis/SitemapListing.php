<?php
/**
 * What the site's XML sitemaps list: the contract the content checks ask.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The listing rules of whichever XML sitemaps the site serves (Lodestar's, or WordPress's own
 * when Lodestar's are off), for the check "noindexed objects listed in a sitemap". Analysis
 * sits beside Sitemaps in the layers, so it declares what it needs and the composition root
 * fills it (Wiring\AnalysisSitemaps).
 *
 * @since 0.3.0
 */
interface SitemapListing {

	/**
	 * Which sitemaps the site serves: 'lodestar', 'core', or '' for none.
	 *
	 * @since 0.3.0
	 */
	public function source(): string;

	/**
	 * Post types whose published posts a sitemap lists.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array;

	/**
	 * Taxonomies whose non-empty terms a sitemap lists.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function taxonomies(): array;

	/**
	 * Of some published posts of listed types, those a sitemap lists.
	 *
	 * @since 0.3.0
	 *
	 * @param list<WP_Post> $posts Posts (meta primed).
	 * @return list<WP_Post>
	 */
	public function listed_posts( array $posts ): array;

	/**
	 * Of some non-empty terms of listed taxonomies, those a sitemap lists.
	 *
	 * @since 0.3.0
	 *
	 * @param list<WP_Term> $terms Terms.
	 * @return list<WP_Term>
	 */
	public function listed_terms( array $terms ): array;
}
