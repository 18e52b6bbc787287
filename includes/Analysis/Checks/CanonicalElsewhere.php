<?php
/**
 * Check: indexable posts whose canonical URL points to another page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ObjectSample;
use Lodestar\Analysis\SiteCheck;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;

defined( 'ABSPATH' ) || exit;

/**
 * Published posts that are indexable yet name another URL as their canonical (their own
 * canonical field, as Seo\CanonicalResolver applies it): two contradicting signals, and
 * search engines usually drop the page in favour of the other URL. Only posts with a
 * canonical field stored are read (found through the meta_key index).
 *
 * @since 0.3.0
 */
final class CanonicalElsewhere implements SiteCheck {

	/**
	 * Posts loaded at once.
	 */
	private const BATCH = 500;

	/**
	 * Constructor.
	 *
	 * @param ContentFacts      $content    Content queries.
	 * @param RobotsResolver    $robots     Indexability rules.
	 * @param CanonicalResolver $canonicals Canonical URLs.
	 * @param list<string>      $post_types Post types analysed.
	 */
	public function __construct(
		private ContentFacts $content,
		private RobotsResolver $robots,
		private CanonicalResolver $canonicals,
		private array $post_types
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'canonical_elsewhere';
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
		foreach ( array_chunk( $this->content->posts_with_canonical( $this->post_types ), self::BATCH ) as $ids ) {
			_prime_post_caches( $ids, false, true );
			foreach ( $ids as $id ) {
				$post = get_post( $id );
				if ( ! $post instanceof \WP_Post ) {
					continue;
				}
				$context = Context::singular( $post );
				if ( ! $this->robots->is_indexable( $context ) ) {
					continue;
				}
				$canonical = $this->canonicals->url( $context );
				$own       = $context->post_permalink();
				if ( '' !== $canonical && self::normal( $canonical ) !== self::normal( $own ) ) {
					/* translators: 1: post title, 2: the URL its canonical points to. */
					$sample->add( sprintf( __( '%1$s → %2$s', 'lodestar' ), ObjectSample::title_text( $post->post_title ), $canonical ), ObjectSample::post_url( $id ) );
				}
			}
			wp_cache_delete_multiple( $ids, 'post_meta' );
		}
		$explanation = __( 'These posts are set to be indexed, yet their canonical URL names another page, so search engines are likely to show the other page instead. Clear the canonical URL, or set the post to noindex if it really duplicates the other page.', 'lodestar' );
		return $sample->result(
			$this->id(),
			'other',
			'warning',
			__( 'No indexable post points its canonical URL to another page.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles and canonical URLs. */
			_n( '%1$d indexable post has a canonical URL pointing to another page: %2$s.', '%1$d indexable posts have a canonical URL pointing to another page: %2$s.', $sample->total, 'lodestar' ),
			$explanation
		);
	}

	/**
	 * A URL as compared: scheme and host in lower case, no trailing slash, no fragment.
	 *
	 * @param string $url URL.
	 */
	private static function normal( string $url ): string {
		$url = strtok( $url, '#' );
		$url = untrailingslashit( (string) $url );
		return (string) preg_replace_callback( '#^[a-z][a-z0-9+.-]*://[^/?]+#i', static fn ( array $m ): string => strtolower( $m[0] ), $url );
	}
}
