<?php
/**
 * The site analysis.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Analysis\Checks;
use Lodestar\Analysis\ContentChecks;
use Lodestar\Analysis\HomePage;
use Lodestar\Analysis\IgnoreList;
use Lodestar\Analysis\Runner;
use Lodestar\Analysis\SiteCheck;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Sitemaps\Renderer;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the site checks (one fetch of the home page shared by the checks of a run) and the
 * runner. Built only where the analysis is used (its REST routes).
 *
 * @since 0.3.0
 */
final class Analysis {

	/**
	 * Constructor.
	 *
	 * @param Services $services Shared services.
	 * @param Sitemaps $sitemaps Sitemaps (the whole-content checks ask its listing rules).
	 */
	public function __construct(
		private Services $services,
		private Sitemaps $sitemaps
	) {}

	/**
	 * The site checks, in report order: the home page as served (general), then the site's
	 * configuration (settings), then the whole site (other).
	 *
	 * @since 0.3.0
	 *
	 * @return list<SiteCheck>
	 */
	public function site_checks(): array {
		$s    = $this->services;
		$page = new HomePage();
		return array(
			new Checks\SearchEngineTitle( $page, $s->titles ),
			new Checks\SearchEngineDescription( $page, $s->descriptions ),
			new Checks\H1Heading( $page ),
			new Checks\H2Headings( $page ),
			new Checks\ImageAltText( $page ),
			new Checks\InternalLinks( $page ),
			new Checks\CanonicalTag( $page, $s->canonicals ),
			new Checks\OpenGraphTags( $page ),
			new Checks\StructuredData( $page ),
			new Checks\HtmlLang( $page ),
			new Checks\ViewportMeta( $page ),
			new Checks\MixedContent( $page ),
			new Checks\SearchEngineVisibility(),
			new Checks\HomeReachable( $page ),
			new Checks\HomeIndexable( $page, $s->robots ),
			new Checks\SecureConnection(),
			new Checks\WwwRedirect(),
			new Checks\PermalinkStructure(),
			new Checks\SitemapReachable( $s->settings, static fn (): string => Renderer::url( 'index' ) ),
			new Checks\RobotsTxt( new ContentFacts(), $s->robots, $this->robots_source() ),
			new Checks\OtherSeoPlugins(),
			new Checks\SiteTagline(),
			new Checks\SiteIcon(),
			new Checks\SearchConsole(),
			...$this->content_checks()->all(),
		);
	}

	/**
	 * Where robots.txt comes from, for the robots.txt check's advice: the physical file's path
	 * when one exists, and Lodestar's saved content.
	 *
	 * @since 0.5.0
	 */
	public function robots_source(): \Closure {
		$robots = $this->sitemaps->robots_txt;
		return static fn (): array => array(
			'file'  => $robots->file_exists() ? $robots->file_path() : '',
			'saved' => $robots->saved(),
		);
	}

	/**
	 * The checks across the whole content (category `other`).
	 *
	 * @since 0.3.0
	 */
	public function content_checks(): ContentChecks {
		$s = $this->services;
		return new ContentChecks(
			new ContentFacts(),
			$s->settings,
			$s->robots,
			$s->titles,
			$s->descriptions,
			$s->canonicals,
			new AnalysisSitemaps( $this->sitemaps->registry, $this->sitemaps->listing )
		);
	}

	/**
	 * The runner over every site check.
	 *
	 * @since 0.3.0
	 */
	public function runner(): Runner {
		return new Runner( $this->site_checks(), new IgnoreList() );
	}
}
