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
use Lodestar\Sitemaps\Pager;
use Lodestar\Sitemaps\Renderer;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `author`: the archives of the users who published posts of the listed types, while its
 * switch is on and the author archives are indexable, by user ID with their newest post's
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
	 */
	public function __construct(
		private SettingsRepository $settings,
		private RobotsResolver $robots,
		private SitemapRepository $repository,
		private SitemapCache $cache,
		private Pager $pager,
		private PostTypeProvider $post_types
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
		$types = array_values( array_filter( $this->post_types->post_types(), fn ( $type ) => post_type_supports( $type, 'author' ) && 'attachment' !== $type ) );
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
