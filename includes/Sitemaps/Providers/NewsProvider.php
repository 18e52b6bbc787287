<?php
/**
 * The news sitemap.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps\Providers;

use Lodestar\Repositories\SitemapRepository;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Renderer;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `news` (`/news-sitemap.xml`, one page), while its switch is on: the listed posts of the news
 * post types published in the last 48 hours, newest first. The index lists it only while it
 * has a post, with that post's modification.
 *
 * @since 0.3.0
 */
final class NewsProvider extends Provider {

	/**
	 * Newest news posts read first for the index's news entry.
	 */
	private const NEWS_PROBE = 10;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings   Settings.
	 * @param SitemapRepository  $repository Queries.
	 * @param Listing            $listing    What may be listed.
	 * @param PostTypeProvider   $post_types The listed post types.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private SitemapRepository $repository,
		private Listing $listing,
		private PostTypeProvider $post_types
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function kind(): string {
		return 'news';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function sitemaps(): array {
		return $this->settings->get( 'enable_xml_news_sitemap' ) && array() !== $this->news_post_types() ? array( 'news' => 'post' ) : array();
	}

	/**
	 * Post types of the news sitemap.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function news_post_types(): array {
		/**
		 * Filters the post types of the news sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $types Default ['post'].
		 */
		$types = (array) apply_filters( 'lodestar_sitemap_news_post_types', array( 'post' ) );
		return array_values( array_intersect( $types, $this->post_types->post_types() ) );
	}

	/**
	 * {@inheritDoc} One page with the newest post's modification, none without posts.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		$newest = $this->newest_post();
		return null === $newest ? array() : array(
			array(
				'start'   => 0,
				'lastmod' => (string) $newest->post_modified_gmt,
			),
		);
	}

	/**
	 * {@inheritDoc} Its one page exists, empty or not.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 */
	public function page_count( string $name ): int {
		return 1;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @param int    $page Page number.
	 * @return array{}|null
	 */
	public function locate( string $name, int $page ): ?array {
		return 1 === $page ? array() : null;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function namespaces(): array {
		return array( 'news' => Renderer::NS_NEWS );
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
		$site     = Renderer::text( (string) get_bloginfo( 'name' ), 256 );
		$site     = Renderer::esc( '' !== $site ? $site : (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
		$language = Renderer::esc( self::language( get_locale() ) );
		foreach ( $this->posts() as $post ) {
			$sink(
				Renderer::entry(
					(string) get_permalink( $post ),
					'',
					'<news:news><news:publication><news:name>' . $site . '</news:name><news:language>' . $language
					. '</news:language></news:publication><news:publication_date>' . Renderer::w3c( $post->post_date_gmt ) . '</news:publication_date><news:title>'
					. Renderer::esc( Renderer::text( get_the_title( $post ), 500 ) ) . '</news:title></news:news>'
				)
			);
		}
	}

	/**
	 * The news language code of a locale (ISO 639; Chinese keeps its script).
	 *
	 * @since 0.3.0
	 *
	 * @param string $locale WordPress locale, e.g. de_DE.
	 */
	public static function language( string $locale ): string {
		$locale = strtolower( str_replace( '_', '-', $locale ) );
		if ( 'zh-cn' === $locale || 'zh-tw' === $locale ) {
			return $locale;
		}
		$language = strtok( $locale, '-' );
		return false !== $language && '' !== $language ? $language : 'en';
	}

	/**
	 * Listed posts of the news sitemap, newest first (at most 1,000, the protocol's limit).
	 *
	 * @return list<WP_Post>
	 */
	private function posts(): array {
		return $this->listing->posts( $this->repository->news_posts( $this->news_post_types(), self::since(), 1000 ), '' );
	}

	/**
	 * The first post of the news sitemap, or null when it lists none (the index needs no more:
	 * a few of the newest posts are read first, the whole list only when none of them is listed).
	 */
	private function newest_post(): ?WP_Post {
		$rows  = $this->repository->news_posts( $this->news_post_types(), self::since(), self::NEWS_PROBE );
		$posts = $this->listing->posts( $rows, '' );
		if ( array() === $posts && count( $rows ) === self::NEWS_PROBE ) {
			$posts = $this->posts();
		}
		return $posts[0] ?? null;
	}

	/**
	 * Start of the last 48 hours ('Y-m-d H:i:s' GMT).
	 */
	private static function since(): string {
		return gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS );
	}
}
