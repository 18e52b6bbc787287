<?php
/**
 * Tells WordPress when Lodestar has no translation file, before its first string.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Without a file of Lodestar's for the language, the first Lodestar string of a request makes
 * WordPress look for one by listing the language folders (four glob() calls, a tenth of a
 * millisecond) on every English site. settle() checks the six places WordPress may find one
 * (the language folder's plugins/ and themes/, and the plugin's own languages/, which WordPress
 * 7.1 names from the plugin's Domain Path header; .mo and .l10n.php) and, when there is none,
 * tells WordPress's registry so.
 *
 * It runs where Lodestar is about to translate, not on every request: before a head is built,
 * before the breadcrumbs, a feed's source link, a sitemap or llms.txt, and for REST requests. A
 * page view that prints a kept head checks nothing: the kept head says whether the file was
 * missing when it was built (assume()), and the heads' revision moves on with every language
 * pack WordPress installs (a file copied by hand shows within the kept head's age, a day, or
 * at the next write, as WordPress's own cached list of language files does with an object
 * cache).
 *
 * @since 0.6.0
 */
final class MissingTranslations {

	/**
	 * What this request found, per registry (WordPress's, or another a test puts in place) and
	 * locale: whether Lodestar has no file.
	 *
	 * @var \WeakMap<\WP_Textdomain_Registry, array<string, bool>>|null
	 */
	private static ?\WeakMap $settled = null;

	/**
	 * Looks for Lodestar's file of the request's language where WordPress would, once a
	 * request, and tells the registry when there is none.
	 *
	 * @since 0.6.0
	 *
	 * @return bool Whether there is none (the registry was told).
	 */
	public static function settle(): bool {
		global $wp_textdomain_registry;
		if ( ! $wp_textdomain_registry instanceof \WP_Textdomain_Registry ) {
			return false;
		}
		$locale = determine_locale();
		$known  = self::known( $wp_textdomain_registry, $locale );
		if ( null !== $known ) {
			return $known;
		}
		if ( is_textdomain_loaded( 'lodestar' ) ) {
			return false;
		}
		// Without a languages folder (most English sites), the plugin's own alone.
		foreach ( is_dir( WP_LANG_DIR ) ? array( WP_LANG_DIR . '/plugins/', WP_LANG_DIR . '/themes/', LODESTAR_DIR . 'languages/' ) : array( LODESTAR_DIR . 'languages/' ) as $directory ) {
			foreach ( array( '.mo', '.l10n.php' ) as $extension ) {
				if ( is_file( $directory . 'lodestar-' . $locale . $extension ) ) {
					return self::remember( $wp_textdomain_registry, $locale, false );
				}
			}
		}
		$wp_textdomain_registry->set( 'lodestar', $locale, false );
		return self::remember( $wp_textdomain_registry, $locale, true );
	}

	/**
	 * Tells the registry what a kept head found when it was built, without looking: no file
	 * (true), or nothing to tell (false: WordPress finds the file on the first string).
	 *
	 * @since 0.6.0
	 *
	 * @param mixed       $missing What the kept head recorded (settle()'s answer when it was built).
	 * @param string|null $locale  The request's locale when the caller has it (default: determine_locale()).
	 */
	public static function assume( $missing, ?string $locale = null ): void {
		global $wp_textdomain_registry;
		if ( true !== $missing || ! $wp_textdomain_registry instanceof \WP_Textdomain_Registry ) {
			return;
		}
		$locale ??= determine_locale();
		if ( null !== self::known( $wp_textdomain_registry, $locale ) || is_textdomain_loaded( 'lodestar' ) ) {
			return;
		}
		$wp_textdomain_registry->set( 'lodestar', $locale, false );
		self::remember( $wp_textdomain_registry, $locale, true );
	}

	/**
	 * What this request found for a registry and locale, or null.
	 *
	 * @param \WP_Textdomain_Registry $registry The registry.
	 * @param string                  $locale   The locale.
	 */
	private static function known( \WP_Textdomain_Registry $registry, string $locale ): ?bool {
		return null === self::$settled || ! isset( self::$settled[ $registry ] ) ? null : ( self::$settled[ $registry ][ $locale ] ?? null );
	}

	/**
	 * Remembers what this request found for a registry and locale.
	 *
	 * @param \WP_Textdomain_Registry $registry The registry.
	 * @param string                  $locale   The locale.
	 * @param bool                    $missing  Whether Lodestar has no file.
	 */
	private static function remember( \WP_Textdomain_Registry $registry, string $locale, bool $missing ): bool {
		self::$settled ??= new \WeakMap();
		$found                      = self::$settled[ $registry ] ?? array();
		$found[ $locale ]           = $missing;
		self::$settled[ $registry ] = $found;
		return $missing;
	}
}
