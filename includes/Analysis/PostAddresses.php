<?php
/**
 * The addresses of many posts, for the content scan.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * What get_permalink() gives for each post of a scan, without its cost where it can be known
 * otherwise: a published post of type `post` whose permalink structure names only the date,
 * the time, the slug and the ID has the address get_permalink() builds from those fields (the
 * structure's tags replaced, the home URL before it, the slash after it as the structure ends),
 * as long as nothing filters the steps on the way (`pre_post_link`, `post_link`, `home_url`,
 * `user_trailingslashit`, the status' visibility). Every other post, and every post once a
 * shortcut address differed from get_permalink() (the first VERIFIED ones are checked both
 * ways), goes through get_permalink().
 *
 * @since 0.4.0
 */
final class PostAddresses {

	/**
	 * Shortcut addresses compared with get_permalink() before the shortcut is trusted.
	 *
	 * @since 0.4.0
	 */
	public const VERIFIED = 20;

	/**
	 * The tags get_permalink() replaces in a post's structure, in its order.
	 */
	private const TAGS = array( '%year%', '%monthnum%', '%day%', '%hour%', '%minute%', '%second%', '%postname%', '%post_id%', '%pagename%' );

	/**
	 * Hooks whose callbacks could make an address differ from the shortcut.
	 */
	private const HOOKS = array( 'pre_post_link', 'post_link', 'home_url', 'user_trailingslashit', 'is_post_status_viewable', 'get_post_status', 'post_type_link' );

	/**
	 * The permalink structure, or null when the shortcut does not apply.
	 *
	 * @var string|null
	 */
	private ?string $structure = null;

	/**
	 * The home URL without a path.
	 *
	 * @var string
	 */
	private string $home = '';

	/**
	 * Shortcut addresses still to compare with get_permalink().
	 *
	 * @var int
	 */
	private int $to_verify = self::VERIFIED;

	/**
	 * Reads the structure and hooks once.
	 *
	 * @since 0.4.0
	 */
	public function __construct() {
		$structure = (string) get_option( 'permalink_structure' );
		if ( '' === $structure || preg_match( '/%(?!(?:year|monthnum|day|hour|minute|second|postname|post_id)%)[^%\/]+%/', $structure ) ) {
			return;
		}
		foreach ( self::HOOKS as $hook ) {
			if ( has_filter( $hook ) ) {
				return;
			}
		}
		$this->structure = $structure;
		$this->home      = home_url();
	}

	/**
	 * A post's address, as get_permalink() gives it.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post Post.
	 */
	public function of( WP_Post $post ): string {
		$shortcut = $this->shortcut( $post );
		if ( null === $shortcut ) {
			return (string) get_permalink( $post );
		}
		if ( $this->to_verify > 0 ) {
			--$this->to_verify;
			$permalink = (string) get_permalink( $post );
			if ( $permalink !== $shortcut ) {
				$this->structure = null;
			}
			return $permalink;
		}
		return $shortcut;
	}

	/**
	 * Whether addresses are still built without get_permalink() where they can be.
	 *
	 * @since 0.4.0
	 */
	public function uses_shortcut(): bool {
		return null !== $this->structure;
	}

	/**
	 * The shortcut address, or null when the post needs get_permalink().
	 *
	 * @param WP_Post $post Post.
	 */
	private function shortcut( WP_Post $post ): ?string {
		if ( null === $this->structure || 'post' !== $post->post_type || 'publish' !== $post->post_status || '' === $post->post_name ) {
			return null;
		}
		$date = explode( ' ', str_replace( array( '-', ':' ), ' ', $post->post_date ) );
		if ( count( $date ) < 6 ) {
			return null;
		}
		$path = str_replace( self::TAGS, array( $date[0], $date[1], $date[2], $date[3], $date[4], $date[5], $post->post_name, (string) $post->ID, $post->post_name ), $this->structure );
		$url  = $this->home . '/' . ltrim( $path, '/' );
		return str_ends_with( $this->structure, '/' ) ? trailingslashit( $url ) : untrailingslashit( $url );
	}
}
