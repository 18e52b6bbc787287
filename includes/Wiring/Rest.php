<?php
/**
 * The REST controllers.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Analysis\Attention;
use Lodestar\Extensions\Installer;
use Lodestar\Extensions\Recommended;
use Lodestar\Analysis\LinkProbe;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Analysis\Page\Reanalysis;
use Lodestar\Rest\AttentionController;
use Lodestar\Rest\BrokenLinkController;
use Lodestar\Rest\Controller;
use Lodestar\Rest\ExtensionsController;
use Lodestar\Frontend\HeadDocument;
use Lodestar\Rest\GlobalSettingsController;
use Lodestar\Rest\HeadController;
use Lodestar\Rest\MigrationController;
use Lodestar\Rest\PostContentController;
use Lodestar\Rest\PostSettingsController;
use Lodestar\Rest\RobotsTxtController;
use Lodestar\Rest\SchemaController;
use Lodestar\Rest\SearchConsoleController;
use Lodestar\Rest\SettingsTransferController;
use Lodestar\Rest\SettingsHistoryController;
use Lodestar\Rest\SiteSettingsController;
use Lodestar\Rest\SitemapController;
use Lodestar\Rest\SiteChecksController;
use Lodestar\Rest\TermSettingsController;
use Lodestar\Rest\PageChecksController;
use Lodestar\Rest\ReanalysisController;
use Lodestar\Schema\SchemaExport;
use Lodestar\Settings\SettingsTransfer;
use Lodestar\News\Feed;
use Lodestar\Onboarding\Wizard;
use Lodestar\Rest\OnboardingController;
use Lodestar\Rest\WhatsNewController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds every controller of `lodestar/v1` and registers their routes (on rest_api_init, from
 * Plugin::register_routes(): only requests that reach the REST API pay for them).
 *
 * @since 0.3.0
 */
final class Rest {

	/**
	 * Constructor.
	 *
	 * @param Services       $services  Shared services.
	 * @param Sitemaps       $sitemaps  Sitemaps and robots.txt.
	 * @param Redirects|null $redirects The redirect manager.
	 */
	public function __construct(
		private Services $services,
		private Sitemaps $sitemaps,
		private ?Redirects $redirects = null
	) {}

	/**
	 * The controllers, in registration order.
	 *
	 * @since 0.3.0
	 *
	 * @return list<Controller>
	 */
	public function controllers(): array {
		$s = $this->services;
		return array(
			new GlobalSettingsController( $s->settings ),
			new SiteSettingsController( $s->settings ),
			new PostContentController(),
			new PostSettingsController( $s->settings ),
			new TermSettingsController( $s->settings ),
			new SettingsTransferController( new SettingsTransfer( $s->settings, new SchemaExport( $s->schemas ) ) ),
			new SchemaController( $s->schemas ),
			new SitemapController( $this->sitemaps->registry, $this->sitemaps->builder ),
			new RobotsTxtController( $this->sitemaps->robots_txt ),
			new SiteChecksController( fn () => ( new Analysis( $s, $this->sitemaps ) )->runner() ),
			new MigrationController( Migration::runner( $s->settings, $this->sitemaps->cache ) ),
			new AttentionController( new Attention( new ContentFacts() ) ),
			new BrokenLinkController( new LinkProbe() ),
			new SearchConsoleController( $s->search_console, $s->settings ),
			new PageChecksController( $s->page_checks() ),
			new ReanalysisController( new Reanalysis( $s->page_checks(), new ContentFacts() ) ),
			new HeadController( static fn( $context ) => ( new HeadDocument( Front::head_renderer( $s ), $s->titles, $s->robots ) )->for_context( $context ) ),
			new ExtensionsController( new Recommended(), new Installer() ),
			new OnboardingController( new Wizard( $s->settings ) ),
			new WhatsNewController( new Feed() ),
			new SettingsHistoryController( $s->history ),
			...( null !== $this->redirects ? array( $this->redirects->controller() ) : array() ),
		);
	}

	/**
	 * Registers every controller's routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		foreach ( $this->controllers() as $controller ) {
			$controller->register_routes();
		}
		// The async Site Health test of the sitemap.
		Health::site_health( $this->services, $this->sitemaps )->register_routes();
	}
}
