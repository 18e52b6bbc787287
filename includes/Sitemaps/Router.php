<?php
/**
 * Sitemap URLs and responses.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Settings\Definitions;
use Lodestar\Support\ConditionalGet;
use WP;

defined( 'ABSPATH' ) || exit;

/**
 * Routes `/sitemap_index.xml`, `/<name>-sitemap-<n>.xml`, `/news-sitemap.xml` and
 * `/main-sitemap.xsl`; redirects `/sitemap.xml` and `/wp-sitemap.xml` to the index; switches
 * WordPress's own sitemaps off while ours are on. Requests are answered on `parse_request`,
 * before the main query runs. Rules exist only while the XML sitemap is on; a change of the
 * switch drops the stored rules so the next request rebuilds them (works across processes).
 *
 * @since 0.2.0
 */
class Router {

	public const QUERY_VAR      = 'lodestar_sitemap';
	public const QUERY_VAR_PAGE = 'lodestar_sitemap_page';

	/**
	 * Constructor.
	 *
	 * @param Registry     $registry Sitemaps.
	 * @param Renderer     $renderer XML.
	 * @param SitemapCache $cache    Cache.
	 */
	public function __construct(
		private Registry $registry,
		private Renderer $renderer,
		private SitemapCache $cache
	) {}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'update_option_' . Definitions::OPTION, array( $this, 'on_settings_updated' ), 10, 2 );
		add_action( 'add_option_' . Definitions::OPTION, array( $this, 'on_settings_added' ), 10, 2 );
	}

	/**
	 * Puts the sitemaps' rewrite rules first while sitemaps are on, when WordPress builds its
	 * rules (the `rewrite_rules_array` filter, as rules added with 'top' would be): a page view
	 * reads the stored rules and pays nothing here.
	 *
	 * @since 0.2.0
	 * @since 0.4.0 A filter of the built rules (was an init action calling add_rewrite_rule()).
	 *
	 * @param array<string, string> $rules Rewrite rules.
	 * @return array<string, string>
	 */
	public function add_rewrite_rules( $rules ): array {
		$rules = (array) $rules;
		if ( ! $this->registry->enabled() ) {
			return $rules;
		}
		$var  = self::QUERY_VAR;
		$page = self::QUERY_VAR_PAGE;
		return array_merge(
			array(
				'^sitemap_index\.xml$'                  => "index.php?{$var}=index",
				'^(?:wp-)?sitemap\.xml$'                => "index.php?{$var}=redirect",
				'^main-sitemap\.xsl$'                   => "index.php?{$var}=stylesheet",
				'^news-sitemap\.xml$'                   => "index.php?{$var}=news&{$page}=1",
				'^([a-z0-9_-]+?)-sitemap-?([0-9]*)\.xml$' => "index.php?{$var}=\$matches[1]&{$page}=\$matches[2]",
			),
			$rules
		);
	}

	/**
	 * Drops the stored rewrite rules when the XML sitemap switch changes.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $old_value Old settings.
	 * @param mixed $value     New settings.
	 */
	public function on_settings_updated( $old_value, $value ): void {
		$before = ! empty( ( (array) $old_value )['enable_xml_sitemap'] );
		$after  = ! empty( ( (array) $value )['enable_xml_sitemap'] );
		if ( $before !== $after ) {
			self::flush_rules();
		}
		$this->cache->bump( array( '*' ) );
	}

	/**
	 * Same as on_settings_updated() for a first save.
	 *
	 * @since 0.2.0
	 *
	 * @param string $option Option name.
	 * @param mixed  $value  Settings.
	 */
	public function on_settings_added( $option, $value ): void {
		$this->on_settings_updated( array(), $value );
	}

	/**
	 * Drops the stored rewrite rules: WordPress rebuilds them on the next request from the
	 * rules that request registers (a flush in this request would still see the old settings).
	 *
	 * @since 0.2.0
	 */
	public static function flush_rules(): void {
		delete_option( 'rewrite_rules' );
	}

	/**
	 * Answers sitemap requests, and sends core's sitemap URLs to ours.
	 *
	 * @since 0.2.0
	 *
	 * @param WP $wp Request.
	 */
	public function serve_request( $wp ): void {
		$vars = $wp instanceof WP ? $wp->query_vars : array();
		$name = (string) ( $vars[ self::QUERY_VAR ] ?? '' );
		if ( '' === $name && ! empty( $vars['sitemap'] ) && $this->registry->enabled() ) {
			$name = 'redirect'; // WordPress's /wp-sitemap*.xml while ours are on.
		}
		if ( '' === $name ) {
			return;
		}
		$response = $this->respond( $name, (int) ( $vars[ self::QUERY_VAR_PAGE ] ?? 1 ) );
		if ( null !== $response ) {
			exit;
		}
	}

	/**
	 * Sends the response of a sitemap URL.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name, 'index', 'redirect' or 'stylesheet'.
	 * @param int    $page Page number (0 or 1 for the first).
	 * @return int|null The HTTP status sent, or null when the request is not ours after all.
	 */
	public function respond( string $name, int $page ): ?int {
		if ( ! $this->registry->enabled() ) {
			return null;
		}
		if ( 'redirect' === $name ) {
			wp_safe_redirect( Renderer::url( 'index' ), 301, 'Lodestar SEO' );
			return 301;
		}
		if ( 'stylesheet' === $name ) {
			$xsl        = Stylesheet::xsl();
			$validators = $this->stylesheet_validators( $xsl );
			if ( $this->not_modified( 'stylesheet', $validators ) ) {
				return 304;
			}
			$this->headers( 'text/xsl', 'stylesheet', $validators );
			echo $xsl; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed markup, texts escaped in Stylesheet.
			return 200;
		}
		$page = max( 1, $page );
		// Validators come from the stored generations: a current copy is answered before any
		// page is located or rendered.
		$validators = $this->validators( $name, $page );
		if ( null !== $validators && $this->not_modified( $name, $validators ) ) {
			return 304;
		}
		if ( ! $this->exists( $name, $page ) ) {
			$this->registry->persist();
			return $this->not_found();
		}
		if ( null === $validators ) {
			// The news sitemap: rendered (and cached) first, then described by its cache entry.
			$xml        = (string) $this->xml( $name, $page );
			$validators = $this->validators( $name, $page ) ?? array(
				'etag'     => ConditionalGet::etag( $xml ),
				'modified' => time(),
			);
			$this->headers( 'application/xml', $name, $validators );
			$this->echo_chunk( $xml );
			return 200;
		}
		$this->headers( 'application/xml', $name, $validators );
		$this->stream( $name, $page, 'echo_chunk' );
		return 200;
	}

	/**
	 * The validators of a sitemap page, from what is stored: a strong ETag of the sitemap's
	 * content generation (which every change that alters the page bumps, see Invalidator),
	 * and the time of its last bump. The news sitemap also changes with the clock (its 48
	 * hours): its validators are those of its cached copy, null while none is cached.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name or 'index'.
	 * @param int    $page Page number.
	 * @return array{etag:string, modified:int}|null
	 */
	public function validators( string $name, int $page ): ?array {
		$key   = 'page-' . max( 1, $page ) . '-' . $this->registry->page_size();
		$parts = array( home_url( '/' ), $name, $key, defined( 'LODESTAR_VERSION' ) ? (string) LODESTAR_VERSION : '' );
		if ( 'news' === $name ) {
			$entry = $this->cache->stale( $name, $key );
			if ( null === $entry || $entry['g'] !== $this->cache->generation( $name ) || ! isset( $entry['t'] ) ) {
				return null;
			}
			return array(
				'etag'     => ConditionalGet::etag( $entry['g'], (string) $entry['t'], ...$parts ),
				'modified' => (int) $entry['t'],
			);
		}
		return array(
			'etag'     => ConditionalGet::etag( $this->cache->generation( $name ), ...$parts ),
			'modified' => $this->cache->modified( $name ),
		);
	}

	/**
	 * The validators of the XSL: a hash of it (built from fixed markup and translations, no
	 * query) and when that hash was first served.
	 *
	 * @since 0.3.0
	 *
	 * @param string $xsl The stylesheet.
	 * @return array{etag:string, modified:int}
	 */
	public function stylesheet_validators( string $xsl ): array {
		$hash = md5( $xsl );
		return array(
			'etag'     => '"' . $hash . '"',
			'modified' => $this->cache->first_served( 'stylesheet', $hash ),
		);
	}

	/**
	 * Cache-Control of a sitemap, the XSL or robots.txt.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name, 'index', 'stylesheet' or 'robots'.
	 */
	public static function cache_control( string $name ): string {
		/**
		 * Filters the Cache-Control header of the XML sitemaps, their XSL and robots.txt. Every
		 * answer carries a strong ETag and a Last-Modified date, so a proxy or CDN revalidates
		 * cheaply (304) once its copy is older than max-age.
		 *
		 * @since 0.3.0
		 *
		 * @param string $cache_control Default 'public, max-age=300'.
		 * @param string $name          Sitemap name, 'index', 'stylesheet' or 'robots'.
		 */
		return (string) apply_filters( 'lodestar_sitemap_cache_control', ConditionalGet::CACHE_CONTROL, $name );
	}

	/**
	 * Answers 304 (headers, no body) when the request's validators match.
	 *
	 * @param string                                $name       Sitemap name, 'index' or 'stylesheet'.
	 * @param array{etag:string, modified:int}      $validators Validators.
	 */
	private function not_modified( string $name, array $validators ): bool {
		if ( ! ConditionalGet::is_current( $validators['etag'], $validators['modified'], ConditionalGet::request() ) ) {
			return false;
		}
		if ( ! headers_sent() ) {
			status_header( 304 );
			header( 'X-Robots-Tag: noindex, follow', true );
			ConditionalGet::send( ConditionalGet::headers( $validators['etag'], $validators['modified'], self::cache_control( $name ) ) );
		}
		return true;
	}

	/**
	 * Whether a sitemap page exists (the index always does while sitemaps are on).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name or 'index'.
	 * @param int    $page Page number.
	 */
	public function exists( string $name, int $page ): bool {
		if ( 'index' === $name ) {
			return $this->registry->enabled();
		}
		return null !== $this->registry->locate( $name, $page ); // Post types: the page's own boundary, no count.
	}

	/**
	 * Writes a sitemap (from the cache, or rendered and cached) into a sink.
	 *
	 * @since 0.2.0
	 *
	 * @param string          $name Sitemap name or 'index'.
	 * @param int             $page Page number.
	 * @param callable|string $sink Receives the chunks; 'echo_chunk' prints them.
	 * @return bool False when the page does not exist.
	 */
	public function stream( string $name, int $page, $sink ): bool {
		$sink = 'echo_chunk' === $sink ? array( $this, 'echo_chunk' ) : $sink;
		$key  = 'page-' . $page . '-' . $this->registry->page_size();
		$xml  = $this->cache->get( $name, $key );
		if ( is_string( $xml ) ) {
			$sink( self::unpack( $xml ) );
			return true;
		}
		$buffer = '';
		$tee    = function ( string $chunk ) use ( &$buffer, $sink ): void {
			$buffer .= $chunk;
			$sink( $chunk );
		};
		if ( 'index' === $name ) {
			$this->renderer->index( $tee );
			$found = true;
		} else {
			$found = $this->renderer->page( $name, $page, $tee );
		}
		// What rendering found out about page boundaries, in one write per post type.
		$this->registry->persist();
		if ( $found ) {
			// The news sitemap changes with the clock (48 hours): keep it 5 minutes at most.
			$this->cache->set( $name, $key, self::pack( $buffer ), 'news' === $name ? 5 * MINUTE_IN_SECONDS : 0 );
		}
		return $found;
	}

	/**
	 * Compresses a page for the cache (a tenth of the size to write and read).
	 *
	 * @param string $xml XML.
	 */
	private static function pack( string $xml ): string {
		$packed = function_exists( 'gzdeflate' ) ? gzdeflate( $xml, 1 ) : false;
		return false === $packed ? 'x' . $xml : 'z' . base64_encode( $packed ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- binary-safe storage in options.
	}

	/**
	 * Restores a cached page.
	 *
	 * @param string $stored Cached value.
	 */
	private static function unpack( string $stored ): string {
		if ( str_starts_with( $stored, 'z' ) ) {
			$xml = gzinflate( (string) base64_decode( substr( $stored, 1 ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- see pack().
			return false === $xml ? '' : $xml;
		}
		return substr( $stored, 1 );
	}

	/**
	 * Renders a sitemap page to a string (REST, tests, cache building).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name or 'index'.
	 * @param int    $page Page number.
	 * @return string|null Null when the page does not exist.
	 */
	public function xml( string $name, int $page = 1 ): ?string {
		$out   = '';
		$found = $this->stream(
			$name,
			$page,
			function ( string $chunk ) use ( &$out ): void {
				$out .= $chunk;
			}
		);
		return $found ? $out : null;
	}

	/**
	 * Prints a chunk and pushes it to the client.
	 *
	 * @since 0.2.0
	 *
	 * @param string $chunk XML built by Renderer (escaped there).
	 */
	public function echo_chunk( string $chunk ): void {
		echo $chunk; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- XML escaped by Renderer.
	}

	/**
	 * Response headers of a sitemap.
	 *
	 * @param string                           $type       Content type.
	 * @param string                           $name       Sitemap name, 'index' or 'stylesheet'.
	 * @param array{etag:string, modified:int} $validators Validators.
	 */
	private function headers( string $type, string $name, array $validators ): void {
		if ( headers_sent() ) {
			return;
		}
		status_header( 200 );
		header( 'Content-Type: ' . $type . '; charset=UTF-8' );
		header( 'X-Robots-Tag: noindex, follow', true );
		ConditionalGet::send( ConditionalGet::headers( $validators['etag'], $validators['modified'], self::cache_control( $name ) ) );
	}

	/**
	 * A 404 for a sitemap that does not exist.
	 */
	private function not_found(): int {
		if ( ! headers_sent() ) {
			status_header( 404 );
			header( 'Content-Type: text/plain; charset=UTF-8' );
			header( 'X-Robots-Tag: noindex', true );
		}
		echo esc_html__( 'This sitemap does not exist.', 'lodestar' );
		return 404;
	}
}
