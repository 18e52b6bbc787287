<?php
/**
 * The HTML sitemap shortcode.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use WP_Post;
use WP_Query;
use WP_Term;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * `[lodestar_html_sitemap]`: a sitemap for visitors (the settings' `sitemap_display_format`
 * 'shortcode'), one section per post type of the XML sitemaps (pages, posts, then the other
 * types) and per taxonomy of the XML sitemaps, each a `<h2>` with the plural label and a `<ul>`
 * of links sorted by title (terms by name).
 *
 * It lists what the XML sitemaps list, asking the same Registry and Listing: the post types
 * and taxonomies after `lodestar_sitemap_post_types` and `lodestar_sitemap_taxonomies`, the
 * same flag modes and the same final word on each object (Seo\RobotsResolver's rules):
 * published posts without a password, not noindexed by their own flag or by their type (a
 * post whose own flag says 'no' lifts its type's noindex, while page-level SEO is on);
 * non-empty terms, not noindexed by their own flag; no taxonomy noindexed as a whole. Unlike
 * the XML sitemaps: no attachments (even while attachment pages do not redirect), and neither
 * the home page, nor post type archives, nor authors.
 *
 * Attributes: `post_types="page,post"` and `taxonomies="category"` choose the sections (unknown
 * or non-public names are ignored; an empty value shows none of that kind; the order stays the
 * one above). Filter `lodestar_html_sitemap_limit` caps each section (default 500; below 1
 * leaves the section out).
 *
 * Cost: one query per section (WP_Query or get_terms, their rows' meta primed with it, plus
 * what the permalinks need once per section: terms for %category%, users for %author%, missing
 * parents of hierarchical links), never one per item. Nothing is read until the shortcode runs.
 *
 * Moved from Frontend\ to Sitemaps\ in 0.3.0 (it asks the sitemap registry).
 *
 * @since 0.2.0
 */
class HtmlSitemap {

	/**
	 * The shortcode's tag.
	 *
	 * @since 0.2.0
	 */
	public const TAG = 'lodestar_html_sitemap';

	/**
	 * Items per section unless filtered.
	 *
	 * @since 0.2.0
	 */
	public const DEFAULT_LIMIT = 500;

	/**
	 * Constructor.
	 *
	 * @param Registry $registry Which sitemaps exist (the sections).
	 * @param Listing  $listing  What the sitemaps may list (shared with the XML sitemaps).
	 */
	public function __construct(
		private Registry $registry,
		private Listing $listing
	) {}

	/**
	 * The shortcode's HTML ('' when there is nothing to list).
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, string>|string $atts Attributes ('' when none).
	 */
	public function render( $atts = array() ): string {
		MissingTranslations::settle();
		$atts = shortcode_atts(
			array(
				'post_types' => null,
				'taxonomies' => null,
			),
			is_array( $atts ) ? $atts : array(),
			self::TAG
		);

		$sections = array();
		foreach ( $this->chosen( $this->post_types(), $atts['post_types'] ) as $type ) {
			$object = get_post_type_object( $type );
			$items  = null === $object ? array() : $this->post_items( $type );
			if ( array() !== $items ) {
				$sections[] = array( (string) $object->labels->name, $items );
			}
		}
		foreach ( $this->chosen( $this->taxonomies(), $atts['taxonomies'] ) as $taxonomy ) {
			$object = get_taxonomy( $taxonomy );
			$items  = false === $object ? array() : $this->term_items( $taxonomy );
			if ( array() !== $items ) {
				$sections[] = array( (string) $object->labels->name, $items );
			}
		}
		if ( array() === $sections ) {
			return '';
		}

		$html = '<div class="lodestar-html-sitemap">';
		foreach ( $sections as list( $heading, $items ) ) {
			$html .= "\n<h2>" . esc_html( $heading ) . "</h2>\n<ul>";
			foreach ( $items as list( $url, $label ) ) {
				$html .= "\n<li><a href=\"" . esc_url( $url ) . '">' . esc_html( $label ) . '</a></li>';
			}
			$html .= "\n</ul>";
		}
		return $html . "\n</div>";
	}

	/**
	 * The XML sitemaps' post types in section order: pages, posts, the others as registered.
	 * No attachments.
	 *
	 * @return list<string>
	 */
	private function post_types(): array {
		$types = array_values( array_diff( $this->registry->post_types(), array( 'attachment' ) ) );
		$first = array_values( array_intersect( array( 'page', 'post' ), $types ) );
		return array_merge( $first, array_values( array_diff( $types, $first ) ) );
	}

	/**
	 * The XML sitemaps' taxonomies, as registered.
	 *
	 * @return list<string>
	 */
	private function taxonomies(): array {
		return $this->registry->taxonomies();
	}

	/**
	 * The names of a list an attribute chooses (all without the attribute), in the list's order.
	 *
	 * @param list<string> $available Names that may be listed.
	 * @param string|null  $attribute Comma-separated names, or null when not given.
	 * @return list<string>
	 */
	private function chosen( array $available, $attribute ): array {
		if ( null === $attribute ) {
			return $available;
		}
		$wanted = array_map( 'sanitize_key', array_map( 'trim', explode( ',', (string) $attribute ) ) );
		return array_values( array_intersect( $available, $wanted ) );
	}

	/**
	 * Most items of a section.
	 *
	 * @param string $kind 'post_type' or 'taxonomy'.
	 * @param string $name Post type or taxonomy.
	 */
	private function limit( string $kind, string $name ): int {
		/**
		 * Filters how many items a section of the HTML sitemap lists.
		 *
		 * @since 0.2.0
		 *
		 * @param int    $limit Most items. Default 500; below 1 leaves the section out.
		 * @param string $name  Post type or taxonomy of the section.
		 * @param string $kind  'post_type' or 'taxonomy'.
		 */
		return (int) apply_filters( 'lodestar_html_sitemap_limit', self::DEFAULT_LIMIT, $name, $kind );
	}

	/**
	 * The meta_query of a flag mode (Listing::flags()), which narrows the query as the XML
	 * sitemaps do: null when no object can be indexed (noindexed as a whole, no own flags),
	 * else a meta_query (empty when the flags do not count).
	 *
	 * @param string|null $flags One of the SitemapRepository::FLAGS_ constants, or null.
	 * @return array<int|string, mixed>|null
	 */
	private function flag_query( ?string $flags ): ?array {
		return null === $flags ? null : Listing::meta_query( $flags );
	}

	/**
	 * Links of a post type's listed posts, sorted by title.
	 *
	 * @param string $type Post type.
	 * @return list<array{0:string, 1:string}> [URL, title].
	 */
	private function post_items( string $type ): array {
		$limit = $this->limit( 'post_type', $type );
		$meta  = $this->flag_query( $this->listing->flags( $type ) );
		if ( $limit < 1 || null === $meta ) {
			return array();
		}
		$args = array(
			'post_type'              => $type,
			'post_status'            => 'publish',
			'has_password'           => false,
			'orderby'                => array(
				'title' => 'ASC',
				'ID'    => 'ASC',
			),
			'posts_per_page'         => $limit,
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => true, // The robots rules read each post's own flags.
			'update_post_term_cache' => false, // Primed below only when permalinks need terms.
		);
		if ( array() !== $meta ) {
			$args['meta_query'] = $meta; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed key, as the XML sitemaps narrow.
		}
		$posts = array_values( array_filter( ( new WP_Query( $args ) )->posts, fn ( $post ) => $post instanceof WP_Post ) );
		if ( array() === $posts ) {
			return array();
		}
		$this->prime_permalinks( $type, $posts );

		$items = array();
		// The final word, as in the XML sitemaps (the query only keeps the section full).
		foreach ( $this->listing->indexable_posts( $posts ) as $post ) {
			$url = get_permalink( $post );
			if ( ! is_string( $url ) || '' === $url ) {
				continue;
			}
			$title   = trim( (string) get_the_title( $post ) );
			$items[] = array( $url, '' !== $title ? $title : __( '(no title)', 'lodestar' ) );
		}
		return $items;
	}

	/**
	 * Loads what the permalinks of a section read, once for all its posts: the parents of
	 * hierarchical links, the terms of %category% links, the users of %author% links.
	 *
	 * @param string        $type  Post type.
	 * @param list<WP_Post> $posts Posts (in the cache).
	 */
	private function prime_permalinks( string $type, array $posts ): void {
		$structure = (string) get_option( 'permalink_structure' );
		if ( '' === $structure ) {
			return;
		}
		if ( is_post_type_hierarchical( $type ) ) {
			$this->prime_ancestors( wp_list_pluck( $posts, 'post_parent' ), 'post' );
		}
		if ( 'post' !== $type ) {
			return; // Other types have their own permastructs (custom tags are their plugins' business).
		}
		if ( str_contains( $structure, '%category%' ) ) {
			update_object_term_cache( wp_list_pluck( $posts, 'ID' ), 'post' );
			// The link of a post in a subcategory names the parent categories too.
			$parents = array();
			foreach ( $posts as $post ) {
				$terms = get_object_term_cache( $post->ID, 'category' );
				if ( is_array( $terms ) ) {
					$parents = array_merge( $parents, wp_list_pluck( $terms, 'parent' ) );
				}
			}
			$this->prime_ancestors( $parents, 'term' );
		}
		if ( str_contains( $structure, '%author%' ) ) {
			cache_users( array_values( array_unique( array_map( 'intval', wp_list_pluck( $posts, 'post_author' ) ) ) ) );
		}
	}

	/**
	 * Loads the ancestors of hierarchical links that are not in the cache yet: at most one
	 * query per level of the hierarchy, never one per item.
	 *
	 * @param array<int, mixed> $parents Parent IDs of the section's items.
	 * @param string            $kind    'post' or 'term'.
	 */
	private function prime_ancestors( array $parents, string $kind ): void {
		$seen  = array();
		$level = array_values( array_unique( array_filter( array_map( 'intval', $parents ) ) ) );
		for ( $depth = 0; array() !== $level && $depth < 50; $depth++ ) {
			$seen += array_fill_keys( $level, true );
			$next  = array();
			if ( 'post' === $kind ) {
				_prime_post_caches( $level, false, false );
				foreach ( $level as $id ) {
					$post = get_post( $id );
					if ( $post instanceof WP_Post ) {
						$next[] = (int) $post->post_parent;
					}
				}
			} else {
				_prime_term_caches( $level, false );
				foreach ( $level as $id ) {
					$term = get_term( $id );
					if ( $term instanceof WP_Term ) {
						$next[] = (int) $term->parent;
					}
				}
			}
			$level = array_values( array_filter( array_unique( $next ), fn ( $id ) => $id > 0 && ! isset( $seen[ $id ] ) ) );
		}
	}

	/**
	 * Links of a taxonomy's listed terms (those with posts), sorted by name.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return list<array{0:string, 1:string}> [URL, name].
	 */
	private function term_items( string $taxonomy ): array {
		$limit = $this->limit( 'taxonomy', $taxonomy );
		$meta  = $this->flag_query( $this->listing->term_flags( $taxonomy ) );
		if ( $limit < 1 || null === $meta ) {
			return array();
		}
		$args = array(
			'taxonomy'               => $taxonomy,
			'hide_empty'             => true,
			'hierarchical'           => false, // Empty parents of used terms stay out, as in the XML sitemaps.
			'orderby'                => 'name',
			'order'                  => 'ASC',
			'number'                 => $limit,
			'update_term_meta_cache' => true, // The robots rules read each term's own flags.
		);
		if ( array() !== $meta ) {
			$args['meta_query'] = $meta; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed key.
		}
		$terms = get_terms( $args );
		if ( ! is_array( $terms ) || array() === $terms ) {
			return array();
		}
		$terms = array_values( array_filter( $terms, fn ( $term ) => $term instanceof WP_Term ) );
		if ( is_taxonomy_hierarchical( $taxonomy ) && '' !== (string) get_option( 'permalink_structure' ) ) {
			$this->prime_ancestors( wp_list_pluck( $terms, 'parent' ), 'term' );
		}

		$items = array();
		foreach ( $this->listing->indexable_terms( $terms ) as $term ) {
			$url = get_term_link( $term );
			if ( ! is_string( $url ) || '' === $url ) {
				continue;
			}
			$items[] = array( $url, (string) $term->name );
		}
		return $items;
	}
}
