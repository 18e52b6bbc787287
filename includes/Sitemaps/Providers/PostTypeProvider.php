<?php
/**
 * Post type sitemaps.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps\Providers;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Pager;
use Lodestar\Sitemaps\Renderer;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One sitemap per public post type (without attachments while attachment pages redirect),
 * filtered by `lodestar_sitemap_post_types`: its listable posts by ID, each with its images
 * while the image sitemap is on; the first page opens with the home page (page sitemap, latest
 * posts on the front) and the type's archive. A type noindexed as a whole lists only the posts
 * whose own flag lifts it. Pages are planned one boundary at a time (Sitemaps\Pager).
 *
 * @since 0.3.0
 */
final class PostTypeProvider extends Provider {

	/**
	 * Images per URL (the protocol's limit).
	 */
	private const MAX_IMAGES = 1000;

	/**
	 * First-page extra URLs of this request, by post type.
	 *
	 * @var array<string, list<array{loc:string, lastmod:string}>>
	 */
	private array $extras = array();

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings   Settings.
	 * @param RobotsResolver     $robots     Indexability rules (home page, archives).
	 * @param SitemapRepository  $repository Queries.
	 * @param SitemapCache       $cache      Cache.
	 * @param Pager              $pager      Page planning.
	 * @param Listing            $listing    What may be listed.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private RobotsResolver $robots,
		private SitemapRepository $repository,
		private SitemapCache $cache,
		private Pager $pager,
		private Listing $listing
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function kind(): string {
		return 'post_type';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function sitemaps(): array {
		$types = $this->post_types();
		return array_combine( $types, $types );
	}

	/**
	 * Post types with a sitemap: public ones, without attachments while attachment pages
	 * redirect (a type noindexed as a whole has a sitemap, listing only posts lifting it).
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		$types = array_values( get_post_types( array( 'public' => true ) ) );
		if ( $this->settings->get( 'redirectAttachmentPagesToPostParent' ) ) {
			$types = array_values( array_diff( $types, array( 'attachment' ) ) );
		}
		/**
		 * Filters the post types that get an XML sitemap (and a section of the HTML sitemap).
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $types Public post types.
		 */
		return array_values( array_filter( (array) apply_filters( 'lodestar_sitemap_post_types', $types ), 'post_type_exists' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Post type.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		return $this->pager->pages( $name, $this->opens( $name ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Post type.
	 */
	public function page_count( string $name ): int {
		return $this->pager->page_count( $name, $this->opens( $name ) );
	}

	/**
	 * {@inheritDoc} Only the page's own boundary is looked up (no count).
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Post type.
	 * @param int    $page Page number.
	 * @return array{start:int}|null
	 */
	public function locate( string $name, int $page ): ?array {
		$start = $this->pager->page_start( $name, $page, $this->opens( $name ) );
		return null === $start ? null : array( 'start' => $start );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function namespaces(): array {
		return $this->images() ? array( 'image' => Renderer::NS_IMAGE ) : array();
	}

	/**
	 * {@inheritDoc} `size` listable posts from the page's first ID (the first page opens with
	 * the extra URLs of extras()). Reading one post past the page tells where the next page
	 * starts; that and the page's lastmod are remembered for the index.
	 *
	 * @since 0.3.0
	 *
	 * @param string                $name Post type.
	 * @param int                   $page Page number.
	 * @param array<string, int>    $at   Where the page starts (locate()).
	 * @param callable(string):void $sink Receives the XML chunks.
	 */
	public function entries( string $name, int $page, array $at, callable $sink ): void {
		$images  = $this->images();
		$lastmod = '';
		if ( 1 === $page ) {
			foreach ( $this->extras( $name ) as $extra ) {
				$sink( Renderer::entry( $extra['loc'], $extra['lastmod'] ) );
				$lastmod = max( $lastmod, $extra['lastmod'] );
			}
		}
		list( $rows, $next ) = $this->page_rows( $name, (int) $at['start'] );
		$rows                = array_values( array_filter( $rows, fn ( $row ) => '' === (string) $row->post_password ) );
		$posts               = $this->listing->posts( $rows, $name );
		foreach ( $posts as $post ) {
			$lastmod = max( $lastmod, (string) $post->post_modified_gmt );
		}
		if ( $images ) {
			$this->listing->prime_thumbnails( $posts );
		}
		foreach ( $posts as $post ) {
			$children = '';
			if ( $images ) {
				foreach ( $this->images_of( $post ) as $image ) {
					$children .= '<image:image><image:loc>' . Renderer::esc( $image ) . '</image:loc></image:image>';
				}
			}
			$sink( Renderer::entry( (string) get_permalink( $post ), $post->post_modified_gmt, $children ) );
		}
		$this->pager->remember_page( $name, $page, $next, $lastmod );
	}

	/**
	 * URLs that open a post type sitemap's first page besides its posts: the home page when it
	 * lists the latest posts (page sitemap), the type's archive when it has one. Each follows
	 * the robots rules.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type Post type.
	 * @return list<array{loc:string, lastmod:string}>
	 */
	public function extras( string $type ): array {
		$memo = $this->cache->epoch() . '|' . $this->settings->revision() . '|' . get_option( 'show_on_front' ) . '|' . $type;
		if ( isset( $this->extras[ $memo ] ) ) {
			return $this->extras[ $memo ];
		}
		$extras = array();
		if ( 'page' === $type && 'page' !== get_option( 'show_on_front' ) && $this->robots->is_indexable( Context::home() ) ) {
			$extras[] = array(
				'loc'     => home_url( '/' ),
				'lastmod' => $this->pager->type_lastmod( 'post' ),
			);
		}
		$object = get_post_type_object( $type );
		if ( null !== $object && $object->has_archive && 'post' !== $type && $this->robots->is_indexable( Context::post_type_archive( $type ) ) ) {
			$link = get_post_type_archive_link( $type );
			if ( is_string( $link ) && '' !== $link ) {
				$extras[] = array(
					'loc'     => $link,
					'lastmod' => $this->pager->type_lastmod( $type ),
				);
			}
		}
		$this->extras[ $memo ] = $extras;
		return $extras;
	}

	/**
	 * Whether extra URLs open a post type's first page, asked only when the pager needs it.
	 *
	 * @param string $type Post type.
	 * @return callable():bool
	 */
	private function opens( string $type ): callable {
		return fn (): bool => array() !== $this->extras( $type );
	}

	/**
	 * Whether entries list their images.
	 */
	private function images(): bool {
		return (bool) $this->settings->get( 'enable_xml_image_sitemap' );
	}

	/**
	 * The rows of a post type page (`size` listable candidates from its first ID) and the first
	 * ID of the next page (0 for none), read in page-sized keyset batches.
	 *
	 * @param string $type  Post type.
	 * @param int    $start First ID.
	 * @return array{0:list<object>, 1:int}
	 */
	private function page_rows( string $type, int $start ): array {
		$size     = $this->pager->size();
		$flags    = (string) $this->listing->flags( $type );
		$excluded = array_flip( $this->pager->excluded( $type ) );
		$rows     = array();
		$cursor   = $start;
		do {
			$batch = $this->repository->candidates_from( $type, Listing::status_of( $type ), $flags, $cursor, $size + 1 );
			foreach ( $batch as $row ) {
				$cursor = (int) $row->ID + 1;
				if ( isset( $excluded[ (int) $row->ID ] ) ) {
					continue;
				}
				if ( count( $rows ) === $size ) {
					return array( $rows, (int) $row->ID );
				}
				$rows[] = $row;
			}
		} while ( count( $batch ) === $size + 1 );
		return array( $rows, 0 );
	}

	/**
	 * Image URLs of a post: the featured image, then the images in its content.
	 *
	 * @param WP_Post $post Post.
	 * @return list<string>
	 */
	private function images_of( WP_Post $post ): array {
		$images = array();
		if ( 'attachment' === $post->post_type ) {
			if ( wp_attachment_is_image( $post ) ) {
				$images[] = (string) wp_get_attachment_url( $post->ID );
			}
		} else {
			$thumbnail = (int) get_post_meta( $post->ID, '_thumbnail_id', true );
			if ( $thumbnail > 0 ) {
				$images[] = (string) wp_get_attachment_url( $thumbnail );
			}
			if ( str_contains( $post->post_content, '<img' ) && preg_match_all( '/<img\s[^>]*?\bsrc\s*=\s*(["\'])(.+?)\1/i', $post->post_content, $matches ) ) {
				foreach ( $matches[2] as $src ) {
					$images[] = Renderer::absolute( html_entity_decode( $src, ENT_QUOTES | ENT_HTML5 ) );
				}
			}
		}
		$images = array_values( array_unique( array_filter( $images, fn ( $url ) => (bool) preg_match( '#^https?://#i', $url ) ) ) );
		/**
		 * Filters the image URLs of a post in the image sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $images Image URLs.
		 * @param WP_Post      $post   Post.
		 */
		$images = (array) apply_filters( 'lodestar_sitemap_post_images', $images, $post );
		return array_slice( array_values( $images ), 0, self::MAX_IMAGES );
	}
}
