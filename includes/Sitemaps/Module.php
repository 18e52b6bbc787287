<?php
/**
 * Sitemaps and robots.txt wiring.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Rest\RobotsTxtController;
use Lodestar\Rest\SitemapController;
use Lodestar\Robots\RobotsTxt;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Providers\AuthorProvider;
use Lodestar\Sitemaps\Providers\NewsProvider;
use Lodestar\Sitemaps\Providers\PostTypeProvider;
use Lodestar\Sitemaps\Providers\TaxonomyProvider;
use Lodestar\Sitemaps\Providers\VideoProvider;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the sitemap services (registry, renderer, router, invalidation, cache builder) and
 * the robots.txt service, so the composition root wires them with one object.
 *
 * @since 0.2.0
 */
final class Module {

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
	 * Cache rebuilding.
	 *
	 * @var CacheBuilder
	 */
	public readonly CacheBuilder $builder;

	/**
	 * robots.txt.
	 *
	 * @var RobotsTxt
	 */
	public readonly RobotsTxt $robots_txt;

	/**
	 * Video markers.
	 *
	 * @var VideoIndex
	 */
	public readonly VideoIndex $videos;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository  $settings     Settings.
	 * @param RobotsResolver      $robots       Indexability rules (shared with the head output).
	 * @param DescriptionResolver $descriptions Descriptions.
	 */
	public function __construct( SettingsRepository $settings, RobotsResolver $robots, DescriptionResolver $descriptions ) {
		$repository       = new SitemapRepository();
		$this->cache      = new SitemapCache();
		$this->listing    = new Listing( $settings, $robots );
		$pager            = new Pager( $repository, $this->cache, $this->listing );
		$post_types       = new PostTypeProvider( $settings, $robots, $repository, $this->cache, $pager, $this->listing );
		$this->registry   = new Registry(
			$settings,
			$pager,
			$post_types,
			new TaxonomyProvider( $repository, $pager, $this->listing ),
			new AuthorProvider( $settings, $robots, $repository, $this->cache, $pager, $post_types ),
			new VideoProvider( $settings, $repository, $pager, $this->listing, $post_types, $descriptions ),
			new NewsProvider( $settings, $repository, $this->listing, $post_types )
		);
		$renderer         = new Renderer( $this->registry );
		$this->router     = new Router( $this->registry, $renderer, $this->cache );
		$this->videos     = new VideoIndex( $repository );
		$this->builder    = new CacheBuilder( $this->registry, $this->router, $this->cache, $this->videos );
		$this->robots_txt = new RobotsTxt( $this->registry );
	}

	/**
	 * Drops the stored rewrite rules when the plugin being deactivated is this one (the generic
	 * action: register_deactivation_hook() needs plugin_basename() on every request).
	 *
	 * @since 0.2.0
	 *
	 * @param string $plugin Basename of the plugin being deactivated.
	 */
	public static function on_deactivate_plugin( $plugin ): void {
		if ( defined( 'LODESTAR_FILE' ) && plugin_basename( LODESTAR_FILE ) === $plugin ) {
			Router::flush_rules();
		}
	}

	/**
	 * Adds the hooks (every context: edits in the admin invalidate, the front end serves).
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		$this->router->register();
		// Deactivated, our rules must not outlive the code that answers them.
		add_action( 'deactivate_plugin', array( self::class, 'on_deactivate_plugin' ) );
		( new Invalidator( $this->cache ) )->register();
		$this->videos->register();
		$this->builder->register();
		$this->robots_txt->register();
	}

	/**
	 * The REST controllers.
	 *
	 * @since 0.2.0
	 *
	 * @return list<\Lodestar\Rest\Controller>
	 */
	public function controllers(): array {
		return array(
			new SitemapController( $this->registry, $this->builder ),
			new RobotsTxtController( $this->robots_txt ),
		);
	}
}
