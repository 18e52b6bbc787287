<?php
/**
 * The XML sitemaps and robots.txt services.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Robots\RobotsTxt;
use Lodestar\Sitemaps\CacheBuilder;
use Lodestar\Sitemaps\Invalidator;
use Lodestar\Sitemaps\Registry;
use Lodestar\Sitemaps\Renderer;
use Lodestar\Sitemaps\Router;
use Lodestar\Sitemaps\VideoIndex;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the sitemap services (registry, renderer, router, invalidation, cache builder, video
 * index) and robots.txt, and hooks them in every context: edits in the admin invalidate, the
 * front end serves. The REST controllers over them are built by Wiring\Rest.
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
		$this->registry   = new Registry( $services->settings, $services->robots, $repository, $this->cache );
		$renderer         = new Renderer( $services->settings, $this->registry, $repository, $services->robots, $services->descriptions );
		$this->router     = new Router( $this->registry, $renderer, $this->cache );
		$this->videos     = new VideoIndex( $repository );
		$this->builder    = new CacheBuilder( $this->registry, $this->router, $this->cache, $this->videos );
		$this->robots_txt = new RobotsTxt( $this->registry );
	}

	/**
	 * Adds the hooks.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		$this->router->register();
		( new Invalidator( $this->cache ) )->register();
		$this->videos->register();
		$this->builder->register();
		$this->robots_txt->register();
	}
}
