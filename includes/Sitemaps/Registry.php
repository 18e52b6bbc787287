<?php
/**
 * Which sitemaps exist.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The sitemaps of the site and their pages, decided by the settings and by the same
 * indexability rules as the head output (Seo\RobotsResolver): a post type or taxonomy whose
 * pages are noindexed has no sitemap (except posts whose own flag lifts the noindex), author
 * sitemaps follow the author archive switch and its robots rules.
 *
 * Sitemap kinds: 'post_type', 'taxonomy', 'author', 'video', 'news'.
 *
 * @since 0.2.0
 */
class Registry {

	/**
	 * Sitemaps of this request, by name.
	 *
	 * @var array<string, array{name:string, kind:string, object:string}>|null
	 */
	private ?array $sitemaps = null;

	/**
	 * Settings revision the memo was built from.
	 *
	 * @var int
	 */
	private int $revision = -1;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings   Settings.
	 * @param RobotsResolver     $robots     Indexability rules.
	 * @param SitemapRepository  $repository Queries.
	 * @param SitemapCache       $cache      Cache.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private RobotsResolver $robots,
		private SitemapRepository $repository,
		private SitemapCache $cache
	) {}

	/**
	 * Whether Lodestar's XML sitemaps are on.
	 *
	 * @since 0.2.0
	 */
	public function enabled(): bool {
		return (bool) $this->settings->get( 'enable_xml_sitemap' );
	}

	/**
	 * URLs per sitemap page.
	 *
	 * @since 0.2.0
	 */
	public function page_size(): int {
		/**
		 * Filters how many URLs a sitemap page lists (1 to 50,000).
		 *
		 * @since 0.2.0
		 *
		 * @param int $size URLs per page. Default 1000.
		 */
		return max( 1, min( 50000, (int) apply_filters( 'lodestar_sitemap_page_size', 1000 ) ) );
	}

	/**
	 * The sitemaps the settings switch on, by name (empty ones included).
	 *
	 * @since 0.2.0
	 *
	 * @return array<string, array{name:string, kind:string, object:string}>
	 */
	public function sitemaps(): array {
		if ( null !== $this->sitemaps && $this->revision === $this->settings->revision() ) {
			return $this->sitemaps;
		}
		$sitemaps = array();
		if ( $this->enabled() ) {
			foreach ( $this->post_types() as $type ) {
				$sitemaps[ $type ] = $this->describe( $type, 'post_type', $type );
			}
			foreach ( $this->taxonomies() as $taxonomy ) {
				if ( ! isset( $sitemaps[ $taxonomy ] ) ) {
					$sitemaps[ $taxonomy ] = $this->describe( $taxonomy, 'taxonomy', $taxonomy );
				}
			}
			if ( $this->settings->get( 'enable_author_sitemap' ) && $this->robots->is_indexable( Context::author( new WP_User() ) ) ) {
				$sitemaps['author'] = $this->describe( 'author', 'author', 'user' );
			}
			if ( $this->settings->get( 'enable_xml_video_sitemap' ) ) {
				$sitemaps['video'] = $this->describe( 'video', 'video', 'post' );
			}
			if ( $this->settings->get( 'enable_xml_news_sitemap' ) && array() !== $this->news_post_types() ) {
				$sitemaps['news'] = $this->describe( 'news', 'news', 'post' );
			}
		}
		$this->sitemaps = $sitemaps;
		$this->revision = $this->settings->revision();
		return $sitemaps;
	}

	/**
	 * One sitemap by name, or null.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @return array{name:string, kind:string, object:string}|null
	 */
	public function get( string $name ): ?array {
		return $this->sitemaps()[ $name ] ?? null;
	}

	/**
	 * Post types with a sitemap: public ones, without attachments while attachment pages
	 * redirect, without types noindexed as a whole (unless some post lifts it).
	 *
	 * @since 0.2.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		$types = array_values( get_post_types( array( 'public' => true ) ) );
		if ( $this->settings->get( 'redirectAttachmentPagesToPostParent' ) ) {
			$types = array_values( array_diff( $types, array( 'attachment' ) ) );
		}
		/**
		 * Filters the post types that get an XML sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $types Public post types.
		 */
		return array_values( array_filter( (array) apply_filters( 'lodestar_sitemap_post_types', $types ), 'post_type_exists' ) );
	}

	/**
	 * Taxonomies with a sitemap: public ones (not post formats), not noindexed as a whole.
	 *
	 * @since 0.2.0
	 *
	 * @return list<string>
	 */
	public function taxonomies(): array {
		$taxonomies = array_values( array_diff( get_taxonomies( array( 'public' => true ) ), array( 'post_format' ) ) );
		$taxonomies = array_values(
			array_filter(
				$taxonomies,
				fn ( $taxonomy ) => $this->robots->is_indexable( Context::term( new \WP_Term( (object) array( 'term_id' => 0, 'taxonomy' => $taxonomy ) ) ) )
			)
		);
		/**
		 * Filters the taxonomies that get an XML sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $taxonomies Public taxonomies.
		 */
		return array_values( array_filter( (array) apply_filters( 'lodestar_sitemap_taxonomies', $taxonomies ), 'taxonomy_exists' ) );
	}

	/**
	 * Post types of the news sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @return list<string>
	 */
	public function news_post_types(): array {
		/**
		 * Filters the post types of the news sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $types Default ['post'].
		 */
		$types = (array) apply_filters( 'lodestar_sitemap_news_post_types', array( 'post' ) );
		return array_values( array_intersect( $types, $this->post_types() ) );
	}

	/**
	 * Whether posts of a type are noindexed as a whole (so only posts lifting it are listed).
	 *
	 * @since 0.2.0
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
	 * Pages of a sitemap: first key and newest lastmod (GMT) of each.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		$sitemap = $this->get( $name );
		if ( null === $sitemap ) {
			return array();
		}
		$size = $this->page_size();
		$key  = 'pages-' . $size;
		if ( 'post_type' === $sitemap['kind'] ) {
			return $this->with_edits( $name, $this->post_type_pages( $name, $size, $key ) );
		}
		// Video and author pages change only when objects enter or leave the sitemap.
		$by_set = 'taxonomy' !== $sitemap['kind'];
		$pages  = $this->cache->get( $name, $key, $by_set );
		if ( ! is_array( $pages ) ) {
			switch ( $sitemap['kind'] ) {
				case 'taxonomy':
					$pages = $this->repository->term_pages( $name, $size );
					break;
				case 'author':
					$pages = array();
					foreach ( array_chunk( $this->authors(), $size, true ) as $chunk ) {
						$pages[] = array(
							'start'   => (int) array_key_first( $chunk ),
							'lastmod' => (string) max( $chunk ),
						);
					}
					break;
				case 'video':
					$pages = $this->repository->video_pages( $this->post_types(), $size );
					break;
				default:
					$pages = array();
			}
			$this->cache->set( $name, $key, $pages, 0, $by_set );
		}
		return $pages;
	}

	/**
	 * Raises each page's lastmod to the latest remembered edit of a post in its ID range.
	 *
	 * @param string                                 $name  Sitemap name.
	 * @param list<array{start:int, lastmod:string}> $pages Pages.
	 * @return list<array{start:int, lastmod:string}>
	 */
	private function with_edits( string $name, array $pages ): array {
		$touched = $this->cache->touched( $name );
		if ( array() === $touched || array() === $pages ) {
			return $pages;
		}
		$starts = array_column( $pages, 'start' );
		foreach ( $touched as $id => $modified ) {
			$index = $this->page_of( $starts, (int) $id );
			if ( null !== $index && $modified > $pages[ $index ]['lastmod'] ) {
				$pages[ $index ]['lastmod'] = $modified;
			}
		}
		return $pages;
	}

	/**
	 * Index of the page whose ID range holds an ID (binary search), or null.
	 *
	 * @param list<int> $starts First IDs, ascending.
	 * @param int       $id     ID.
	 */
	private function page_of( array $starts, int $id ): ?int {
		$low  = 0;
		$high = count( $starts ) - 1;
		if ( $high < 0 || $id < $starts[0] ) {
			return null;
		}
		while ( $low < $high ) {
			$mid = intdiv( $low + $high + 1, 2 );
			if ( $starts[ $mid ] <= $id ) {
				$low = $mid;
			} else {
				$high = $mid - 1;
			}
		}
		return $low;
	}

	/**
	 * Authors listed in the author sitemap with their newest lastmod (GMT), by user ID.
	 *
	 * @since 0.2.0
	 *
	 * @return array<int, string>
	 */
	public function authors(): array {
		$cached = $this->cache->get( 'author', 'authors', true );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$types = array_values( array_filter( $this->post_types(), fn ( $type ) => post_type_supports( $type, 'author' ) && 'attachment' !== $type ) );
		/**
		 * Filters the users of the author sitemap (user ID => lastmod GMT).
		 *
		 * @since 0.2.0
		 *
		 * @param array<int,string> $authors Authors of published posts.
		 */
		$authors = (array) apply_filters( 'lodestar_sitemap_authors', $this->repository->authors( $types ) );
		$this->cache->set( 'author', 'authors', $authors, 0, true );
		return $authors;
	}

	/**
	 * Pages of a post type sitemap, cached until posts enter or leave it.
	 *
	 * Posts leaving only make pages shorter, and a post published after the last page start
	 * (a new post: IDs grow) only fills the last page or opens a new one: the boundaries are
	 * then carried over and extended with a page's worth of reads. Anything else (a post
	 * entering an earlier page, the noindexed-type mode, "Regenerate sitemap cache") numbers
	 * them again. Settings changes keep them: they depend only on which posts are listed.
	 *
	 * @param string $type Post type.
	 * @param int    $size Page size.
	 * @param string $key  Cache key.
	 * @return list<array{start:int, lastmod:string}>
	 */
	private function post_type_pages( string $type, int $size, string $key ): array {
		$flags = $this->flags( $type );
		if ( null === $flags ) {
			return array();
		}
		// Boundaries depend only on which posts are listed: the set counter, the flag mode and
		// the page size (in the key), not on the settings generation.
		$stale  = $this->cache->stale( $type, $key );
		$cached = is_array( $stale['v'] ?? null ) ? $stale['v'] : null;
		if ( null !== $cached && isset( $cached['pages'] ) && ( $cached['set'] ?? -1 ) === $this->cache->set_counter( $type )
			&& ( $cached['flags'] ?? null ) === $flags && ( $cached['reset'] ?? -1 ) === $this->cache->boundaries_counter() ) {
			return $cached['pages'];
		}
		$status = self::status_of( $type );
		$pages  = $this->extended( $type, $key, $status, $size, $flags );
		if ( null === $pages ) {
			$pages = $this->repository->post_pages( $type, $status, $size, $flags );
			foreach ( $pages as $i => $page ) {
				$pages[ $i ]['lastmod'] = $this->gmt( $page['lastmod'] );
			}
		}
		$this->cache->set(
			$type,
			$key,
			array(
				'pages' => $pages,
				'set'   => $this->cache->set_counter( $type ),
				'flags' => $flags,
				'reset' => $this->cache->boundaries_counter(),
			),
			0,
			true
		);
		return $pages;
	}

	/**
	 * The previous boundaries carried over to the current set, or null when they must be
	 * numbered again.
	 *
	 * @param string $type   Post type.
	 * @param string $key    Cache key.
	 * @param string $status Post status.
	 * @param int    $size   Page size.
	 * @param string $flags  Flag mode.
	 * @return list<array{start:int, lastmod:string}>|null
	 */
	private function extended( string $type, string $key, string $status, int $size, string $flags ): ?array {
		$stale = $this->cache->stale( $type, $key );
		if ( null === $stale || ! is_array( $stale['v'] ) || ( $stale['v']['reset'] ?? -1 ) !== $this->cache->boundaries_counter() ) {
			return null;
		}
		$previous = $stale['v'];
		$pages    = (array) ( $previous['pages'] ?? array() );
		if ( array() === $pages || SitemapRepository::FLAGS_ONLY_NO === $flags || ( $previous['flags'] ?? null ) !== $flags ) {
			return null;
		}
		$entered = $this->cache->entered_since( $type, (int) ( $previous['set'] ?? 0 ) );
		$last    = count( $pages ) - 1;
		if ( null === $entered || ( array() !== $entered && min( $entered ) < $pages[ $last ]['start'] ) ) {
			return null;
		}
		// The last page takes the new posts; full pages split off (a page's worth of reads each).
		for ( $guard = 0; $guard < 100; $guard++ ) {
			$stats = $this->repository->range_stats( $type, $status, $pages[ $last ]['start'] );
			if ( $stats['count'] <= $size ) {
				if ( 0 === $stats['count'] && $last > 0 ) {
					array_pop( $pages ); // Its posts all left: drop the empty page.
					--$last;
					continue;
				}
				$pages[ $last ]['lastmod'] = $this->gmt( $stats['lastmod'] );
				return $pages;
			}
			$next                      = $this->repository->id_after( $type, $status, $pages[ $last ]['start'], $size );
			$full                      = $this->repository->range_stats( $type, $status, $pages[ $last ]['start'], $next );
			$pages[ $last ]['lastmod'] = $this->gmt( $full['lastmod'] );
			$pages[]                   = array(
				'start'   => $next,
				'lastmod' => '',
			);
			++$last;
		}
		return null;
	}

	/**
	 * GMT of a local MySQL date ('' stays '').
	 *
	 * @param string $local 'Y-m-d H:i:s' in the site's time zone.
	 */
	private function gmt( string $local ): string {
		return '' === $local ? '' : get_gmt_from_date( $local );
	}

	/**
	 * How the per-post noindex flag narrows a post type's candidates, or null when no post of
	 * the type can be indexed. The robots rules give the type's default (a post without a flag);
	 * a post's own flag overrides it while page-level SEO is on. Every listed post is still
	 * checked against the rules (Renderer), so this only keeps pages full.
	 *
	 * @since 0.2.0
	 *
	 * @param string $type Post type.
	 */
	public function flags( string $type ): ?string {
		$page_level = (bool) $this->settings->get( 'enable_page_level_seo' );
		if ( $this->type_noindexed( $type ) ) {
			return $page_level ? SitemapRepository::FLAGS_ONLY_NO : null;
		}
		return $page_level ? SitemapRepository::FLAGS_EXCLUDE_YES : SitemapRepository::FLAGS_IGNORE;
	}

	/**
	 * The status a listed post of a type has.
	 *
	 * @since 0.2.0
	 *
	 * @param string $type Post type.
	 */
	public static function status_of( string $type ): string {
		return 'attachment' === $type ? 'inherit' : 'publish';
	}

	/**
	 * A sitemap descriptor.
	 *
	 * @param string $name   Name.
	 * @param string $kind   Kind.
	 * @param string $object Object type.
	 * @return array{name:string, kind:string, object:string}
	 */
	private function describe( string $name, string $kind, string $object ): array {
		return array(
			'name'   => $name,
			'kind'   => $kind,
			'object' => $object,
		);
	}
}
