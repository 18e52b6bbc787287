<?php
/**
 * Authors' own social profiles.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use Lodestar\Support\WebUrl;

defined( 'ABSPATH' ) || exit;

/**
 * A Facebook profile URL and an X username per user, as contact methods of the profile screen
 * (user meta `facebook` and `twitter`, the keys other SEO plugins use, so their data carries
 * over). A post's `article:author`, `twitter:creator` and the author's schema `sameAs` use them
 * before the site-wide fallbacks.
 *
 * The author of the post a page shows is loaded with its meta by WordPress on every singular
 * view (its capabilities live in user meta), so reading these costs no query.
 *
 * @since 0.2.0
 */
class AuthorProfiles {

	/**
	 * User meta key of the Facebook profile URL.
	 *
	 * @since 0.2.0
	 */
	public const FACEBOOK = 'facebook';

	/**
	 * User meta key of the X username (or profile URL).
	 *
	 * @since 0.2.0
	 */
	public const TWITTER = 'twitter';

	/**
	 * Adds the fields to the profile screens.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		add_filter( 'user_contactmethods', array( $this, 'contact_methods' ) );
	}

	/**
	 * The two contact methods (a label another plugin gave the same key stays).
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, string> $methods Contact methods: key => label.
	 * @return array<string, string>
	 */
	public function contact_methods( $methods ): array {
		$methods = (array) $methods;
		$methods[ self::FACEBOOK ] ??= __( 'Facebook profile URL', 'lodestar' );
		$methods[ self::TWITTER ]  ??= __( 'X username', 'lodestar' );
		return $methods;
	}

	/**
	 * A user's Facebook profile URL ('' when none or not a web URL).
	 *
	 * @since 0.2.0
	 *
	 * @param int $user_id User id.
	 */
	public static function facebook( int $user_id ): string {
		return $user_id > 0 ? WebUrl::absolute( (string) get_user_meta( $user_id, self::FACEBOOK, true ) ) : '';
	}

	/**
	 * A user's X username or profile URL as entered ('' when none).
	 *
	 * @since 0.2.0
	 *
	 * @param int $user_id User id.
	 */
	public static function twitter( int $user_id ): string {
		return $user_id > 0 ? trim( (string) get_user_meta( $user_id, self::TWITTER, true ) ) : '';
	}
}
