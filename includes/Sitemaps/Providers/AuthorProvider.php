<?php
/**
 * The author sitemap.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps\Providers;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Pager;
use Lodestar\Sitemaps\Renderer;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `author`: the archives of the users with at least one post the post type sitemaps list
 * (published, no password, not noindexed by its type or its own flag), while its switch is on
 * and the author archives are indexable, by user ID with their newest such post's
 * modification. Its pages change only when posts enter or leave the sitemaps.
 *
 * @since 0.3.0
 */
final class AuthorProvider extends Provider {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings   Settings.
	 * @param RobotsResolver     $robots     Indexability rules (the author archive).
	 * @param SitemapRepository  $repository Queries.
	 * @param SitemapCache       $cache      Cache.
	 * @param Pager              $pager      Page planning.
	 * @param PostTypeProvider   $post_types The listed post types.
	 * @param Listing            $listing    The per-post noindex flags' part in listing a type.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private RobotsResolver $robots,
		private SitemapRepository $repository,
		private SitemapCache $cache,
		private Pager $pager,
		private PostTypeProvider $post_types,
		private Listing $listing
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function kind(): string {
		return 'author';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function sitemaps(): array {
		if ( $this->settings->get( 'enable_author_sitemap' ) && $this->robots->is_indexable( Context::author( new WP_User() ) ) ) {
			return array( 'author' => 'user' );
		}
		return array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		return $this->pager->planned( $name, true, fn ( int $size ): array => Pager::chunks( $this->authors(), $size ) );
	}

	/**
	 * Authors listed in the author sitemap with their newest lastmod (GMT), by user ID.
	 *
	 * @since 0.3.0
	 *
	 * @return array<int, string>
	 */
	public function authors(): array {
		$cached = $this->cache->get( 'author', 'authors', true );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		// Type => how the per-post noindex flag narrows it (a type none of whose posts can be
		// listed is left out), as the post type sitemaps list them.
		$flags = array();
		foreach ( $this->post_types->post_types() as $type ) {
			$mode = post_type_supports( $type, 'author' ) && 'attachment' !== $type ? $this->listing->flags( $type ) : null;
			if ( null !== $mode ) {
				$flags[ $type ] = $mode;
			}
		}
		/**
		 * Filters the users of the author sitemap (user ID => lastmod GMT).
		 *
		 * @since 0.2.0
		 *
		 * @param array<int,string> $authors Authors of the posts the post type sitemaps list.
		 */
		$authors = (array) apply_filters( 'lodestar_sitemap_authors', $this->repository->authors( $flags ) );
		$this->cache->set( 'author', 'authors', $authors, 0, true );
		return $authors;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string                $name Sitemap name.
	 * @param int                   $page Page number.
	 * @param array<string, int>    $at   Where the page starts (locate()).
	 * @param callable(string):void $sink Receives the XML chunks.
	 */
	public function entries( string $name, int $page, array $at, callable $sink ): void {
		$start   = (int) $at['start'];
		$authors = array_filter( $this->authors(), fn ( $id ) => $id >= $start, ARRAY_FILTER_USE_KEY );
		$authors = array_slice( $authors, 0, $this->pager->size(), true );
		cache_users( array_keys( $authors ) );
		foreach ( $authors as $id => $lastmod ) {
			$sink( Renderer::entry( get_author_posts_url( (int) $id ), $lastmod ) );
		}
	}
}
