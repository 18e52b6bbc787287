<?php
/**
 * Site Health.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Analysis\SiteCheck;
use Lodestar\Health\SiteHealth;
use Lodestar\Repositories\ContentFacts;

defined( 'ABSPATH' ) || exit;

/**
 * Builds Lodestar's Site Health tests and Info section, with the site analysis' checks they
 * call (built on first use). Registered in admin requests and the weekly Site Health cron
 * (Plugin), its REST route on rest_api_init (Rest).
 *
 * @since 0.3.0
 */
final class Health {

	/**
	 * The Site Health tests.
	 *
	 * @since 0.3.0
	 *
	 * @param Services      $services    Shared services.
	 * @param Sitemaps      $sitemaps    Sitemaps and robots.txt.
	 * @param \Closure|null $environment The environment type (default wp_get_environment_type()).
	 */
	public static function site_health( Services $services, Sitemaps $sitemaps, ?\Closure $environment = null ): SiteHealth {
		$checks = null;
		return new SiteHealth(
			$services->settings,
			$services->history,
			$sitemaps->robots_txt,
			new ContentFacts(),
			static function ( string $id ) use ( &$checks, $services, $sitemaps ): ?SiteCheck {
				$checks ??= ( new Analysis( $services, $sitemaps ) )->site_checks();
				foreach ( $checks as $check ) {
					if ( $check->id() === $id ) {
						return $check;
					}
				}
				return null;
			},
			static fn (): array => array(
				'connected' => $services->search_console->tokens->is_connected(),
				'site'      => $services->search_console->tokens->is_connected() ? $services->search_console->site() : '',
			),
			$environment
		);
	}
}
