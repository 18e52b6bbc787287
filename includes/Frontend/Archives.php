<?php
/**
 * Switched-off author and date archives.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Settings\SettingsRepository;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * With `author_archive` or `date_archive` off, those archives (and their feeds) answer
 * 404 Not Found with the theme's 404 page, noindexed, and authors leave core's sitemap.
 *
 * A 404 rather than the redirect to the home page some plugins use: the archive does not
 * exist, and a redirect would send visitors and crawlers to a page they did not ask for.
 *
 * @since 0.1.0
 */
class Archives {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Adds the filters.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'pre_handle_404', array( $this, 'handle_disabled_archive' ), 10, 2 );
		add_filter( 'wp_sitemaps_add_provider', array( $this, 'filter_sitemap_provider' ), 10, 2 );
	}

	/**
	 * Turns a request for a switched-off archive into a 404.
	 *
	 * @since 0.1.0
	 *
	 * @param bool|mixed $preempt Whether an earlier filter handled the 404 already.
	 * @param WP_Query   $query   Main query.
	 * @return bool|mixed
	 */
	public function handle_disabled_archive( $preempt, $query ) {
		if ( false !== $preempt || ! $query instanceof WP_Query || ! $this->is_disabled( $query ) ) {
			return $preempt;
		}
		$query->set_404();
		// A feed of the archive is gone too: show the 404 page instead of an empty feed.
		$query->is_feed = false;
		status_header( 404 );
		nocache_headers();
		return true;
	}

	/**
	 * Removes the authors provider from core's sitemap while author archives are off.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $provider Provider.
	 * @param string $name     Provider name.
	 * @return mixed
	 */
	public function filter_sitemap_provider( $provider, $name ) {
		return 'users' === $name && ! $this->settings->get( 'author_archive' ) ? false : $provider;
	}

	/**
	 * Whether the query is a switched-off archive.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Query $query Query.
	 */
	public function is_disabled( WP_Query $query ): bool {
		return ( $query->is_author() && ! $this->settings->get( 'author_archive' ) )
			|| ( $query->is_date() && ! $this->settings->get( 'date_archive' ) );
	}
}
