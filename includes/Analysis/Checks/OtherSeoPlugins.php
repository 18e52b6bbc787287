<?php
/**
 * Check: no other SEO plugin is active.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Two SEO plugins print two titles, descriptions, canonicals and schema graphs. Only a fixed
 * list of SEO plugins counts (by basename): redirection, caching or analytics plugins never
 * trigger it.
 *
 * @since 0.3.0
 */
class OtherSeoPlugins extends BaseCheck {

	/**
	 * Known SEO plugins: basename => name.
	 *
	 * @since 0.3.0
	 */
	public const KNOWN = array(
		'wordpress-seo/wp-seo.php'                        => 'Yoast SEO',
		'wordpress-seo-premium/wp-seo-premium.php'        => 'Yoast SEO Premium',
		'seo-by-rank-math/rank-math.php'                  => 'Rank Math SEO',
		'seo-by-rank-math-pro/rank-math-pro.php'          => 'Rank Math SEO PRO',
		'all-in-one-seo-pack/all_in_one_seo_pack.php'     => 'All in One SEO',
		'all-in-one-seo-pack-pro/all_in_one_seo_pack.php' => 'All in One SEO Pro',
		'wp-seopress/seopress.php'                        => 'SEOPress',
		'wp-seopress-pro/seopress-pro.php'                => 'SEOPress PRO',
		'autodescription/autodescription.php'             => 'The SEO Framework',
		'slim-seo/slim-seo.php'                           => 'Slim SEO',
		'surerank/surerank.php'                           => 'SureRank',
		'squirrly-seo/squirrly.php'                       => 'Squirrly SEO',
		'smartcrawl-seo/wpmu-dev-seo.php'                 => 'SmartCrawl',
		'wp-meta-seo/wp-meta-seo.php'                     => 'WP Meta SEO',
		'seo-ultimate/seo-ultimate.php'                   => 'SEO Ultimate',
		'premium-seo-pack/index.php'                      => 'Premium SEO Pack',
	);

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'other_seo_plugins';
	}

	/**
	 * Site configuration.
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'settings';
	}

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$active = (array) get_option( 'active_plugins', array() );
		if ( is_multisite() ) {
			$active = array_merge( $active, array_keys( (array) get_site_option( 'active_sitewide_plugins', array() ) ) );
		}
		$found = array();
		foreach ( $active as $basename ) {
			if ( is_string( $basename ) && isset( self::KNOWN[ $basename ] ) ) {
				$found[ self::KNOWN[ $basename ] ] = true;
			}
		}
		$found = array_keys( $found );
		if ( array() === $found ) {
			return $this->result( 'success', __( 'No other SEO plugin is active.', 'lodestar' ) );
		}
		return $this->result(
			'error',
			/* translators: %s: plugin names. */
			sprintf( _n( 'Another SEO plugin is active: %s.', 'Other SEO plugins are active: %s.', count( $found ), 'lodestar' ), implode( ', ', $found ) ),
			array(
				self::text( __( 'Two SEO plugins print two titles, descriptions, canonical URLs and structured data graphs, which confuses search engines. Migrate its data to Lodestar, then deactivate it in Plugins.', 'lodestar' ) ),
				self::links( array_fill_keys( $found, admin_url( 'plugins.php?plugin_status=active' ) ) + array( __( 'Lodestar → Tools → Migrate', 'lodestar' ) => self::app_url( '/tools/migrate' ) ) ),
			)
		);
	}
}
