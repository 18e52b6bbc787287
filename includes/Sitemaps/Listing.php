<?php
/**
 * What the sitemaps may list.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Meta\Fields;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The indexability rules of the head output (Seo\RobotsResolver) as every sitemap applies
 * them, XML and HTML alike: whether a post type or taxonomy is noindexed as a whole, how the
 * per-object noindex flag narrows a query (flags()), and the final word on each post and term.
 * Also turns post rows into cached posts with what their permalinks and rules read.
 *
 * @since 0.3.0
 */
final class Listing {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param RobotsResolver     $robots   Indexability rules (shared with the head output).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private RobotsResolver $robots
	) {}

	/**
	 * Whether posts of a type are noindexed as a whole (so only posts lifting it are listed).
	 *
	 * @since 0.3.0
	 *
	 * @param string $post_type Post type.
	 */
	public function type_noindexed( string $post_type ): bool {
		$probe = new WP_Post(
			(object) array(
				'ID'           => 0,
				'post_type'    => $post_type,
				'post_content' => '',
			)
		);
		return ! $this->robots->is_indexable( Context::singular( $probe ) );
	}

	/**
	 * Whether terms of a taxonomy are noindexed as a whole.
	 *
	 * @since 0.3.0
	 *
	 * @param string $taxonomy Taxonomy.
	 */
	public function taxonomy_noindexed( string $taxonomy ): bool {
		$probe = new WP_Term(
			(object) array(
				'term_id'  => 0,
				'taxonomy' => $taxonomy,
			)
		);
		return ! $this->robots->is_indexable( Context::term( $probe ) );
	}

	/**
	 * How the per-post noindex flag narrows a post type's candidates, or null when no post of
	 * the type can be indexed. The robots rules give the type's default (a post without a flag);
	 * a post's own flag overrides it while page-level SEO is on. Every listed post is still
	 * checked against the rules (posts()), so this only keeps pages full.
	 *
	 * @since 0.3.0
	 *
	 * @param string $post_type Post type.
	 * @return string|null One of the SitemapRepository::FLAGS_ constants, or null.
	 */
	public function flags( string $post_type ): ?string {
		return $this->mode( $this->type_noindexed( $post_type ) );
	}

	/**
	 * flags() for the terms of a taxonomy.
	 *
	 * @since 0.3.0
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return string|null One of the SitemapRepository::FLAGS_ constants, or null.
	 */
	public function term_flags( string $taxonomy ): ?string {
		return $this->mode( $this->taxonomy_noindexed( $taxonomy ) );
	}

	/**
	 * The meta_query of a flag mode (flags(), term_flags()) that narrows a query of posts as
	 * the XML sitemaps do (the final word on each post is still indexable_posts()): none when
	 * the flags do not count, only the objects whose own flag lifts the noindex, or every
	 * object but those flagged noindex.
	 *
	 * @since 0.3.0
	 *
	 * @param string $flags One of the SitemapRepository::FLAGS_ constants.
	 * @return array<int|string, mixed>
	 */
	public static function meta_query( string $flags ): array {
		$key = Fields::key( 'post_no_index' );
		if ( SitemapRepository::FLAGS_IGNORE === $flags ) {
			return array();
		}
		if ( SitemapRepository::FLAGS_ONLY_NO === $flags ) {
			return array(
				array(
					'key'   => $key,
					'value' => Fields::ROBOTS_NO,
				),
			);
		}
		return array(
			'relation' => 'OR',
			array(
				'key'     => $key,
				'compare' => 'NOT EXISTS',
			),
			array(
				'key'     => $key,
				'value'   => Fields::ROBOTS_YES,
				'compare' => '!=',
			),
		);
	}

	/**
	 * The flag mode of objects whose type or taxonomy is (not) noindexed as a whole.
	 *
	 * @param bool $noindexed Whether the type or taxonomy is noindexed.
	 */
	private function mode( bool $noindexed ): ?string {
		$page_level = (bool) $this->settings->get( 'enable_page_level_seo' );
		if ( $noindexed ) {
			return $page_level ? SitemapRepository::FLAGS_ONLY_NO : null;
		}
		return $page_level ? SitemapRepository::FLAGS_EXCLUDE_YES : SitemapRepository::FLAGS_IGNORE;
	}

	/**
	 * The status a listed post of a type has.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type Post type.
	 */
	public static function status_of( string $type ): string {
		return 'attachment' === $type ? 'inherit' : 'publish';
	}

	/**
	 * Turns rows into cached posts (with the meta, parents, terms and users their permalinks
	 * and rules read, a few queries for all) and keeps those the robots rules let be indexed.
	 *
	 * @since 0.3.0
	 *
	 * @param list<object> $rows Post rows (SELECT *).
	 * @param string       $type Post type ('' for mixed).
	 * @return list<WP_Post>
	 */
	public function posts( array $rows, string $type ): array {
		$posts = array();
		foreach ( $rows as $row ) {
			$row->filter = 'raw'; // Whole rows: get_post() takes them as they are instead of reloading each.
			// As sanitize_post() leaves them: core compares IDs strictly (a static front page's link).
			$row->ID          = (int) $row->ID;
			$row->post_parent = (int) $row->post_parent;
			$row->menu_order  = (int) $row->menu_order;
			$posts[]          = new WP_Post( $row );
		}
		if ( array() === $posts ) {
			return array();
		}
		$ids = wp_list_pluck( $posts, 'ID' );
		update_meta_cache( 'post', $ids );
		if ( '' === $type || is_post_type_hierarchical( $type ) ) {
			update_post_cache( $posts ); // Parents of hierarchical permalinks come from the cache.
		}
		$structure = (string) get_option( 'permalink_structure' );
		if ( ( '' === $type || 'post' === $type ) && str_contains( $structure, '%category%' ) ) {
			update_object_term_cache( $ids, 'post' );
		}
		if ( str_contains( $structure, '%author%' ) ) {
			cache_users( array_unique( array_map( 'intval', wp_list_pluck( $posts, 'post_author' ) ) ) );
		}
		return $this->indexable_posts( $posts );
	}

	/**
	 * The posts the robots rules let be indexed (their meta primed).
	 *
	 * @since 0.3.0
	 *
	 * @param list<WP_Post> $posts Posts.
	 * @return list<WP_Post>
	 */
	public function indexable_posts( array $posts ): array {
		$defaults = array();
		return array_values(
			array_filter(
				$posts,
				function ( WP_Post $post ) use ( &$defaults ): bool {
					if ( $this->has_own_fields( $post->ID ) ) {
						return $this->robots->is_indexable( Context::singular( $post ) );
					}
					// The rules read a post's own Lodestar fields and its type: a post without
					// fields gets its type's verdict, asked once per type of a page.
					if ( ! isset( $defaults[ $post->post_type ] ) ) {
						$defaults[ $post->post_type ] = ! $this->type_noindexed( $post->post_type );
					}
					return $defaults[ $post->post_type ];
				}
			)
		);
	}

	/**
	 * The terms the robots rules let be indexed (their meta primed).
	 *
	 * @since 0.3.0
	 *
	 * @param list<WP_Term> $terms Terms.
	 * @return list<WP_Term>
	 */
	public function indexable_terms( array $terms ): array {
		return array_values( array_filter( $terms, fn ( WP_Term $term ): bool => $this->robots->is_indexable( Context::term( $term ) ) ) );
	}

	/**
	 * Loads the featured images of posts in two queries.
	 *
	 * @since 0.3.0
	 *
	 * @param list<WP_Post> $posts Posts (meta primed).
	 */
	public function prime_thumbnails( array $posts ): void {
		$ids = array();
		foreach ( $posts as $post ) {
			$id = (int) get_post_meta( $post->ID, '_thumbnail_id', true );
			if ( $id > 0 ) {
				$ids[] = $id;
			}
		}
		if ( array() !== $ids ) {
			_prime_post_caches( array_unique( $ids ), false, true );
		}
	}

	/**
	 * Whether a post has any Lodestar field stored (its meta is primed).
	 *
	 * @param int $post_id Post ID.
	 */
	private function has_own_fields( int $post_id ): bool {
		foreach ( array_keys( (array) get_post_meta( $post_id ) ) as $key ) {
			if ( Fields::is_output_field( (string) $key ) ) {
				return true;
			}
		}
		return false;
	}
}
