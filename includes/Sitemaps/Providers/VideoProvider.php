<?php
/**
 * The video sitemap.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps\Providers;

use Lodestar\Repositories\SitemapRepository;
use Lodestar\Seo\Context;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Pager;
use Lodestar\Sitemaps\Renderer;
use Lodestar\Sitemaps\Videos;

defined( 'ABSPATH' ) || exit;

/**
 * `video`, while its switch is on: the listed posts that embed videos (marked by
 * Sitemaps\VideoIndex), each with its videos (Sitemaps\Videos) that have the required
 * thumbnail and title. Its pages change only when posts enter or leave it.
 *
 * @since 0.3.0
 */
final class VideoProvider extends Provider {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository  $settings     Settings.
	 * @param SitemapRepository   $repository   Queries.
	 * @param Pager               $pager        Page planning.
	 * @param Listing             $listing      What may be listed.
	 * @param PostTypeProvider    $post_types   The listed post types.
	 * @param DescriptionResolver $descriptions Descriptions of the videos.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private SitemapRepository $repository,
		private Pager $pager,
		private Listing $listing,
		private PostTypeProvider $post_types,
		private DescriptionResolver $descriptions
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function kind(): string {
		return 'video';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function sitemaps(): array {
		return $this->settings->get( 'enable_xml_video_sitemap' ) ? array( 'video' => 'post' ) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		return $this->pager->planned( $name, true, fn ( int $size ): array => $this->repository->video_pages( $this->post_types->post_types(), $size ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function namespaces(): array {
		return array( 'video' => Renderer::NS_VIDEO );
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
		$rows  = $this->repository->video_posts_from( $this->post_types->post_types(), (int) $at['start'], (int) $at['before'], $this->pager->size() );
		$posts = $this->listing->posts( $rows, '' );
		$this->listing->prime_thumbnails( $posts );
		foreach ( $posts as $post ) {
			$videos = Videos::of( $post );
			if ( array() === $videos ) {
				continue;
			}
			$title       = Renderer::text( get_the_title( $post ), 100 );
			$description = Renderer::text( $this->descriptions->resolve( Context::singular( $post ) ), 2048 );
			if ( '' === $description ) {
				$description = $title;
			}
			$poster   = (int) get_post_meta( $post->ID, '_thumbnail_id', true ) > 0 ? (string) get_the_post_thumbnail_url( $post, 'full' ) : '';
			$children = '';
			foreach ( $videos as $video ) {
				$thumbnail = '' !== $video['thumbnail'] ? $video['thumbnail'] : $poster;
				if ( '' === $thumbnail || '' === $title ) {
					continue; // A thumbnail and a title are required.
				}
				$children .= '<video:video><video:thumbnail_loc>' . Renderer::esc( Renderer::absolute( $thumbnail ) ) . '</video:thumbnail_loc>'
					. '<video:title>' . Renderer::esc( $title ) . '</video:title>'
					. '<video:description>' . Renderer::esc( $description ) . '</video:description>'
					. ( '' !== $video['content'] ? '<video:content_loc>' . Renderer::esc( Renderer::absolute( $video['content'] ) ) . '</video:content_loc>' : '' )
					. ( '' !== $video['player'] ? '<video:player_loc>' . Renderer::esc( $video['player'] ) . '</video:player_loc>' : '' )
					. '<video:publication_date>' . Renderer::w3c( $post->post_date_gmt ) . '</video:publication_date>'
					. '</video:video>';
			}
			if ( '' !== $children ) {
				$sink( Renderer::entry( (string) get_permalink( $post ), '', $children ) );
			}
		}
	}
}
