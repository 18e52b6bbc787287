<?php
/**
 * Check: noindexed objects listed in an XML sitemap.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ObjectSample;
use Lodestar\Analysis\SiteCheck;
use Lodestar\Analysis\SitemapListing;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Published posts and terms the robots rules (Seo\RobotsResolver) set to noindex that the
 * site's XML sitemap lists all the same: must be none. The noindexed objects are found
 * set-based (the per-post noindex flag through the meta_key index, or every post of a type
 * noindexed as a whole), then the sitemap's own listing rules are asked which of them it
 * lists (SitemapListing): Lodestar's sitemaps drop them by the same rules, WordPress's own
 * sitemaps (served while Lodestar's are off) list every published post.
 *
 * @since 0.3.0
 */
final class NoindexInSitemap implements SiteCheck {

	/**
	 * Objects asked about at once.
	 */
	private const BATCH = 1000;

	/**
	 * Constructor.
	 *
	 * @param ContentFacts       $content  Content queries.
	 * @param RobotsResolver     $robots   Indexability rules.
	 * @param SettingsRepository $settings Settings.
	 * @param SitemapListing     $sitemaps The sitemaps' listing rules.
	 */
	public function __construct(
		private ContentFacts $content,
		private RobotsResolver $robots,
		private SettingsRepository $settings,
		private SitemapListing $sitemaps
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'noindex_in_sitemap';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'other';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$sample = new ObjectSample();
		if ( '' !== $this->sitemaps->source() ) {
			$flags_count = (bool) $this->settings->get( 'enable_page_level_seo' );
			foreach ( $this->sitemaps->post_types() as $post_type ) {
				$this->check_posts( $post_type, $flags_count, $sample );
			}
			foreach ( $this->sitemaps->taxonomies() as $taxonomy ) {
				$this->check_terms( $taxonomy, $sample );
			}
		}
		$explanation = 'core' === $this->sitemaps->source()
			? __( 'WordPress’s own XML sitemap is on (Lodestar’s is off) and lists every published post and term, including those Lodestar sets to noindex. Switch Lodestar’s XML sitemap on: it leaves noindexed content out.', 'lodestar' )
			: __( 'A sitemap tells search engines which pages to index; a page set to noindex must not be in it. Lodestar’s sitemap leaves out what its robots rules set to noindex.', 'lodestar' );
		return $sample->result(
			$this->id(),
			'other',
			'error',
			'' === $this->sitemaps->source() ? __( 'No XML sitemap is served, so no noindexed page is listed in one.', 'lodestar' ) : __( 'No noindexed post or term is listed in the XML sitemap.', 'lodestar' ),
			/* translators: 1: number of posts and terms, 2: their names. */
			_n( '%1$d noindexed page is listed in the XML sitemap: %2$s.', '%1$d noindexed pages are listed in the XML sitemap: %2$s.', $sample->total, 'lodestar' ),
			$explanation
		);
	}

	/**
	 * Counts the noindexed posts of a type the sitemap lists.
	 *
	 * @param string       $post_type   Post type.
	 * @param bool         $flags_count Whether per-post flags count.
	 * @param ObjectSample $sample      Collects them.
	 */
	private function check_posts( string $post_type, bool $flags_count, ObjectSample $sample ): void {
		$probe          = new WP_Post(
			(object) array(
				'ID'           => 0,
				'post_type'    => $post_type,
				'post_content' => '',
			)
		);
		$type_noindexed = ! $this->robots->is_indexable( Context::singular( $probe ) );
		$after          = 0;
		do {
			$ids = $this->content->noindexed_post_ids( $post_type, $type_noindexed, $flags_count, $after, self::BATCH );
			if ( array() === $ids ) {
				break;
			}
			$after = (int) end( $ids );
			_prime_post_caches( $ids, false, true );
			$posts = array();
			foreach ( $ids as $id ) {
				$post = get_post( $id );
				// The query mirrors the rules; the resolver has the final word.
				if ( $post instanceof WP_Post && ! $this->robots->is_indexable( Context::singular( $post ) ) ) {
					$posts[] = $post;
				}
			}
			foreach ( $this->sitemaps->listed_posts( $posts ) as $post ) {
				$sample->add( ObjectSample::title_text( $post->post_title ), ObjectSample::post_url( $post->ID ) );
			}
			wp_cache_delete_multiple( $ids, 'post_meta' );
		} while ( count( $ids ) === self::BATCH );
	}

	/**
	 * Counts the noindexed terms of a taxonomy the sitemap lists.
	 *
	 * @param string       $taxonomy Taxonomy.
	 * @param ObjectSample $sample   Collects them.
	 */
	private function check_terms( string $taxonomy, ObjectSample $sample ): void {
		$after = 0;
		do {
			$ids = $this->content->listed_term_ids( $taxonomy, $after, self::BATCH );
			if ( array() === $ids ) {
				break;
			}
			$after = (int) end( $ids );
			_prime_term_caches( $ids, true );
			$terms = array();
			foreach ( $ids as $id ) {
				$term = get_term( $id, $taxonomy );
				if ( $term instanceof WP_Term && ! $this->robots->is_indexable( Context::term( $term ) ) ) {
					$terms[] = $term;
				}
			}
			foreach ( $this->sitemaps->listed_terms( $terms ) as $term ) {
				$sample->add( $term->name, ObjectSample::term_url( (int) $term->term_id, $term->taxonomy ) );
			}
		} while ( count( $ids ) === self::BATCH );
	}
}
