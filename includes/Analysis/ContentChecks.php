<?php
/**
 * The site checks across the whole content.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Analysis\Checks\CanonicalElsewhere;
use Lodestar\Analysis\Checks\DuplicateDescriptions;
use Lodestar\Analysis\Checks\DuplicateTitles;
use Lodestar\Analysis\Checks\ImagesWithoutAlt;
use Lodestar\Analysis\Checks\MissingDescriptions;
use Lodestar\Analysis\Checks\MixedContentPosts;
use Lodestar\Analysis\Checks\NoindexInSitemap;
use Lodestar\Analysis\Checks\NoInternalLinks;
use Lodestar\Analysis\Checks\OrphanPosts;
use Lodestar\Analysis\Checks\PageCheckErrors;
use Lodestar\Analysis\Checks\PostsWithoutSubheadings;
use Lodestar\Analysis\Checks\ThinContent;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Repositories\ScanFactsStore;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the checks of category `other` that look at every published post (and term): the
 * ones reading the content share one ContentScan, so the content is read once per run.
 *
 * @since 0.3.0
 */
final class ContentChecks {

	/**
	 * Constructor.
	 *
	 * @param ContentFacts        $content      Content queries.
	 * @param SettingsRepository  $settings     Settings.
	 * @param RobotsResolver      $robots       Indexability rules.
	 * @param TitleResolver       $titles       Titles.
	 * @param DescriptionResolver $descriptions Descriptions.
	 * @param CanonicalResolver   $canonicals   Canonical URLs.
	 * @param SitemapListing      $sitemaps     The sitemaps' listing rules.
	 */
	public function __construct(
		private ContentFacts $content,
		private SettingsRepository $settings,
		private RobotsResolver $robots,
		private TitleResolver $titles,
		private DescriptionResolver $descriptions,
		private CanonicalResolver $canonicals,
		private SitemapListing $sitemaps
	) {}

	/**
	 * A new pass over the content, reading and storing the scan facts (the checks' pass, and
	 * the one ScanFactsWarmup's batches run).
	 *
	 * @since 0.4.0
	 */
	public function scan(): ContentScan {
		return new ContentScan( $this->content, $this->robots, $this->titles, $this->descriptions, new ScanFacts( new ScanFactsStore() ) );
	}

	/**
	 * The checks, in the order the report lists them (a fresh scan per call).
	 *
	 * @since 0.3.0
	 *
	 * @return list<SiteCheck>
	 */
	public function all(): array {
		$scan       = $this->scan();
		$post_types = $scan->post_types();
		$taxonomies = array_values( get_taxonomies( array( 'public' => true ) ) );
		return array(
			new PageCheckErrors( $this->content, $post_types, $taxonomies ),
			new NoindexInSitemap( $this->content, $this->robots, $this->settings, $this->sitemaps ),
			new CanonicalElsewhere( $this->content, $this->robots, $this->canonicals, $post_types ),
			new MissingDescriptions( $scan ),
			new DuplicateTitles( $scan ),
			new DuplicateDescriptions( $scan ),
			new ThinContent( $scan ),
			new PostsWithoutSubheadings( $scan ),
			new OrphanPosts( $scan ),
			new NoInternalLinks( $scan ),
			new ImagesWithoutAlt( $scan, $this->content ),
			new MixedContentPosts( $scan ),
		);
	}
}
