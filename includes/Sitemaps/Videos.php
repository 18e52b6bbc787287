<?php
/**
 * Finds the videos a post embeds.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Videos embedded in a post: video blocks and `<video>` tags (the file, its poster), and
 * YouTube or Vimeo embeds (embed blocks, [embed] shortcodes and bare oEmbed URLs), with the
 * player URL and, for YouTube, the thumbnail the provider serves. Stateless.
 *
 * @since 0.2.0
 */
final class Videos {

	/**
	 * Embedded players, in the order they are listed: how a URL names a video (its ID is the
	 * first group), and the player and thumbnail URLs of an ID ('' for none).
	 */
	private const EMBEDS = array(
		'yt'    => array(
			'pattern'   => '#(?:youtube\.com/(?:watch\?(?:[^"\'\s<]*?&(?:amp;)?)?v=|embed/|shorts/)|youtu\.be/)([A-Za-z0-9_-]{11})#',
			'player'    => 'https://www.youtube.com/embed/%s',
			'thumbnail' => 'https://i.ytimg.com/vi/%s/hqdefault.jpg',
		),
		'vimeo' => array(
			'pattern'   => '#vimeo\.com/(?:video/)?(\d{5,12})#',
			'player'    => 'https://player.vimeo.com/video/%s',
			'thumbnail' => '',
		),
	);

	/**
	 * Videos of a post.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Post $post Post.
	 * @return list<array{content:string, player:string, thumbnail:string}>
	 */
	public static function of( WP_Post $post ): array {
		$content = (string) $post->post_content;
		$videos  = array();
		$seen    = array();

		if ( str_contains( $content, '<video' ) && preg_match_all( '/<video\b([^>]*)>(.*?)<\/video>/is', $content, $tags, PREG_SET_ORDER ) ) {
			foreach ( $tags as $tag ) {
				$src = self::attribute( $tag[1], 'src' );
				if ( '' === $src && preg_match( '/<source\b[^>]*\bsrc\s*=\s*(["\'])(.+?)\1/i', $tag[2], $source ) ) {
					$src = html_entity_decode( $source[2], ENT_QUOTES | ENT_HTML5 );
				}
				if ( '' !== $src && ! isset( $seen[ $src ] ) ) {
					$seen[ $src ] = true;
					$videos[]     = array(
						'content'   => $src,
						'player'    => '',
						'thumbnail' => self::attribute( $tag[1], 'poster' ),
					);
				}
			}
		}

		foreach ( self::EMBEDS as $provider => $embed ) {
			if ( ! preg_match_all( $embed['pattern'], $content, $matches ) ) {
				continue;
			}
			foreach ( array_unique( $matches[1] ) as $id ) {
				if ( ! isset( $seen[ $provider . ':' . $id ] ) ) {
					$seen[ $provider . ':' . $id ] = true;
					$videos[]                      = array(
						'content'   => '',
						'player'    => sprintf( $embed['player'], $id ),
						'thumbnail' => sprintf( $embed['thumbnail'], $id ),
					);
				}
			}
		}

		/**
		 * Filters the videos of a post in the video sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<array{content:string, player:string, thumbnail:string}> $videos Videos.
		 * @param WP_Post                                                     $post   Post.
		 */
		return array_values( (array) apply_filters( 'lodestar_sitemap_post_videos', $videos, $post ) );
	}

	/**
	 * An attribute of a tag's attribute string ('' when missing).
	 *
	 * @param string $attributes Attribute string.
	 * @param string $name       Attribute name.
	 */
	private static function attribute( string $attributes, string $name ): string {
		if ( preg_match( '/\b' . preg_quote( $name, '/' ) . '\s*=\s*(["\'])(.*?)\1/is', $attributes, $match ) ) {
			return html_entity_decode( $match[2], ENT_QUOTES | ENT_HTML5 );
		}
		return '';
	}
}
