<?php
/**
 * Which sitemaps exist.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Providers\PostTypeProvider;
use Lodestar\Sitemaps\Providers\Provider;
use Lodestar\Sitemaps\Providers\TaxonomyProvider;

defined( 'ABSPATH' ) || exit;

/**
 * The sitemaps of the site, asked of the providers (one per kind: 'post_type', 'taxonomy',
 * 'author', 'video', 'news'), which decide by the settings and by the same indexability rules
 * as the head output (Sitemaps\Listing); the facade the router, the index, the cache builder,
 * robots.txt, REST and the HTML sitemap ask.
 *
 * @since 0.2.0
 */
class Registry {

	/**
	 * Sitemaps of this request, by name.
	 *
	 * @var array<string, array{name:string, kind:string, object:string}>|null
	 */
	private ?array $sitemaps = null;

	/**
	 * Settings revision the memo was built from.
	 *
	 * @var int
	 */
	private int $revision = -1;

	/**
	 * Providers by kind, in listing order.
	 *
	 * @var array<string, Provider>
	 */
	private array $providers = array();

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings   Settings.
	 * @param Pager              $pager      Page planning.
	 * @param PostTypeProvider   $post_types Post type sitemaps (listed first).
	 * @param TaxonomyProvider   $taxonomies Taxonomy sitemaps.
	 * @param Provider           ...$others  The other kinds, in listing order.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private Pager $pager,
		private PostTypeProvider $post_types,
		private TaxonomyProvider $taxonomies,
		Provider ...$others
	) {
		foreach ( array( $post_types, $taxonomies, ...$others ) as $provider ) {
			$this->providers[ $provider->kind() ] = $provider;
		}
	}

	/**
	 * Whether Lodestar's XML sitemaps are on.
	 *
	 * @since 0.2.0
	 */
	public function enabled(): bool {
		return self::switched_on( $this->settings );
	}

	/**
	 * Whether XML sitemaps are switched on in these settings (for the callers that do not build
	 * the registry: Wiring\Doors turns WordPress's sitemaps off with it on every request).
	 *
	 * @since 0.4.0
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public static function switched_on( SettingsRepository $settings ): bool {
		return (bool) $settings->get( 'enable_xml_sitemap' );
	}

	/**
	 * URLs per sitemap page.
	 *
	 * @since 0.2.0
	 */
	public function page_size(): int {
		return $this->pager->size();
	}

	/**
	 * The sitemaps the settings switch on, by name (empty ones included).
	 *
	 * @since 0.2.0
	 *
	 * @return array<string, array{name:string, kind:string, object:string}>
	 */
	public function sitemaps(): array {
		if ( null !== $this->sitemaps && $this->revision === $this->settings->revision() ) {
			return $this->sitemaps;
		}
		$sitemaps = array();
		if ( $this->enabled() ) {
			foreach ( $this->providers as $kind => $provider ) {
				foreach ( $provider->sitemaps() as $name => $object ) {
					if ( ! isset( $sitemaps[ $name ] ) || ! $provider->gives_way() ) {
						$sitemaps[ $name ] = array(
							'name'   => (string) $name,
							'kind'   => $kind,
							'object' => $object,
						);
					}
				}
			}
		}
		$this->sitemaps = $sitemaps;
		$this->revision = $this->settings->revision();
		return $sitemaps;
	}

	/**
	 * One sitemap by name, or null.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @return array{name:string, kind:string, object:string}|null
	 */
	public function get( string $name ): ?array {
		return $this->sitemaps()[ $name ] ?? null;
	}

	/**
	 * The provider of a sitemap, or null when the sitemap does not exist.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 */
	public function provider( string $name ): ?Provider {
		$sitemap = $this->get( $name );
		return null === $sitemap ? null : $this->providers[ $sitemap['kind'] ];
	}

	/**
	 * Pages of a sitemap as the index lists them: first key and newest lastmod (GMT) of each.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $name ): array {
		$provider = $this->provider( $name );
		return null === $provider ? array() : $provider->pages( $name );
	}

	/**
	 * Number of pages of a sitemap (0 when it does not exist).
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 */
	public function page_count( string $name ): int {
		$provider = $this->provider( $name );
		return null === $provider ? 0 : $provider->page_count( $name );
	}

	/**
	 * Where a sitemap page starts, or null when the page does not exist.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @param int    $page Page number.
	 * @return array<string, int>|null
	 */
	public function locate( string $name, int $page ): ?array {
		$provider = $this->provider( $name );
		return null === $provider ? null : $provider->locate( $name, $page );
	}

	/**
	 * Post types with a sitemap (whether sitemaps are on or not: the HTML sitemap asks too).
	 *
	 * @since 0.2.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		return $this->post_types->post_types();
	}

	/**
	 * Taxonomies with a sitemap (whether sitemaps are on or not: the HTML sitemap asks too).
	 *
	 * @since 0.2.0
	 *
	 * @return list<string>
	 */
	public function taxonomies(): array {
		return $this->taxonomies->taxonomies();
	}

	/**
	 * Stores the page boundaries this request found or changed, one write per post type (the
	 * router calls it once a sitemap is written; what is not stored is only found again).
	 *
	 * @since 0.2.0
	 */
	public function persist(): void {
		$this->pager->persist();
	}
}
