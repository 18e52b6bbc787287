<?php
/**
 * The oEmbed response of posts.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Seo\SocialResolver;
use Lodestar\Settings\SettingsRepository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Applies the `oembeded_*` settings to the oEmbed data other sites fetch to embed a post:
 * - `oembeded_og_title`: the title is the post's Open Graph title;
 * - `oembeded_social_images`: the thumbnail is the post's Open Graph image;
 * - `oembeded_remove_author_name`: no author name or author URL;
 * - `oembeded_scripts` off: the embed HTML carries no `<script>` (the iframe does not resize).
 *
 * @since 0.1.0
 */
class Oembed {

	/**
	 * Constructor.
	 *
	 * @param \Closure           $social   () => the social data (built when an oEmbed response asks; since 0.6.0 a closure).
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct(
		private \Closure $social,
		private SettingsRepository $settings
	) {}

	/**
	 * The social data.
	 */
	private function social(): SocialResolver {
		return ( $this->social )();
	}

	/**
	 * Adds the filter.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'oembed_response_data', array( $this, 'filter_response' ), 20, 2 );
	}

	/**
	 * Adjusts the oEmbed data of a post.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $data oEmbed data.
	 * @param WP_Post|mixed        $post Post.
	 * @return array<string, mixed>
	 */
	public function filter_response( $data, $post ): array {
		$data = (array) $data;
		if ( ! $post instanceof WP_Post ) {
			return $data;
		}
		$context = Context::singular( $post );

		if ( $this->settings->get( 'oembeded_og_title' ) ) {
			$title = $this->social()->open_graph( $context )['title'];
			if ( '' !== $title ) {
				$data['title'] = $title;
			}
		}
		if ( $this->settings->get( 'oembeded_social_images' ) ) {
			$image = $this->social()->open_graph( $context )['image'];
			if ( null !== $image ) {
				unset( $data['thumbnail_width'], $data['thumbnail_height'] );
				$data['thumbnail_url'] = $image['url'];
				if ( $image['width'] > 0 && $image['height'] > 0 ) {
					$data['thumbnail_width']  = $image['width'];
					$data['thumbnail_height'] = $image['height'];
				}
			}
		}
		if ( $this->settings->get( 'oembeded_remove_author_name' ) ) {
			unset( $data['author_name'], $data['author_url'] );
		}
		if ( ! $this->settings->get( 'oembeded_scripts' ) && isset( $data['html'] ) && is_string( $data['html'] ) ) {
			$data['html'] = (string) preg_replace( '#<script\b[^>]*>.*?</script\s*>#is', '', $data['html'] );
		}
		return $data;
	}
}
