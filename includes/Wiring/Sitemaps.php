<?php
/**
 * The XML sitemaps and robots.txt services.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapCounts;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Robots\RobotsTxt;
use Lodestar\Sitemaps\CacheBuilder;
use Lodestar\Sitemaps\Invalidator;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Pager;
use Lodestar\Sitemaps\Providers\AuthorProvider;
use Lodestar\Sitemaps\Providers\NewsProvider;
use Lodestar\Sitemaps\Providers\PostTypeProvider;
use Lodestar\Sitemaps\Providers\TaxonomyProvider;
use Lodestar\Sitemaps\Providers\VideoProvider;
use Lodestar\Sitemaps\Registry;
use Lodestar\Sitemaps\Renderer;
use Lodestar\Sitemaps\Router;
use Lodestar\Sitemaps\VideoIndex;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the sitemap services (registry, renderer, router, invalidation, cache builder, video
 * index) and robots.txt when a request first needs them (Wiring\Doors hooks them: the front end
 * serves; listen() adds the invalidation that follows edits). The REST controllers over them are
 * built by Wiring\Rest.
 *
 * @since 0.3.0
 */
final class Sitemaps {

	/**
	 * Which sitemaps exist.
	 *
	 * @var Registry
	 */
	public readonly Registry $registry;

	/**
	 * What the sitemaps may list (the HTML sitemap applies the same rules).
	 *
	 * @var Listing
	 */
	public readonly Listing $listing;

	/**
	 * URLs and responses.
	 *
	 * @var Router
	 */
	public readonly Router $router;

	/**
	 * Cache of rendered pages.
	 *
	 * @var SitemapCache
	 */
	public readonly SitemapCache $cache;

	/**
	 * Stored candidate counts of the post type sitemaps.
	 *
	 * @var SitemapCounts
	 */
	public readonly SitemapCounts $counts;

	/**
	 * Cache rebuilding.
	 *
	 * @var CacheBuilder
	 */
	public readonly CacheBuilder $builder;

	/**
	 * Video markers.
	 *
	 * @var VideoIndex
	 */
	public readonly VideoIndex $videos;

	/**
	 * robots.txt.
	 *
	 * @var RobotsTxt
	 */
	public readonly RobotsTxt $robots_txt;

	/**
	 * Builds the services.
	 *
	 * @param Services $services Shared services.
	 */
	public function __construct( Services $services ) {
		$repository       = new SitemapRepository();
		$this->cache      = new SitemapCache();
		$settings         = $services->settings;
		$robots           = $services->robots;
		$this->listing    = new Listing( $settings, $robots );
		$this->counts     = new SitemapCounts( $repository );
		$pager            = new Pager( $repository, $this->cache, $this->listing, $this->counts );
		$post_types       = new PostTypeProvider( $settings, $robots, $repository, $this->cache, $pager, $this->listing );
		$this->registry   = new Registry(
			$settings,
			$pager,
			$post_types,
			new TaxonomyProvider( $repository, $pager, $this->listing ),
			new AuthorProvider( $settings, $robots, $repository, $this->cache, $pager, $post_types, $this->listing ),
			new VideoProvider( $settings, $repository, $pager, $this->listing, $post_types, $services->descriptions ),
			new NewsProvider( $settings, $repository, $this->listing, $post_types )
		);
		$renderer         = new Renderer( $this->registry );
		$this->router     = new Router( $this->registry, $renderer, $this->cache );
		$this->videos     = new VideoIndex( $repository );
		$this->builder    = new CacheBuilder( $this->registry, $this->router, $this->cache, $this->videos, $this->counts );
		$this->robots_txt = new RobotsTxt( $this->registry );
	}

	/**
	 * Adds the hooks that follow writes (see WriteListeners).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		$this->router->listen();
		( new Invalidator( $this->cache, $this->counts ) )->register();
		$this->videos->register();
	}
}
