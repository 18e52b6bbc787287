<?php
/**
 * Writes sitemap XML.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Sitemaps\Providers\NewsProvider;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the index and each sitemap page into a sink callback: the XML declaration, the
 * stylesheet, the `<sitemapindex>` or `<urlset>` around the entries that the sitemap's
 * provider writes (Providers\Provider::entries()), and the escaping every entry goes through.
 * The server streams the chunks to the client as they come and keeps them for the cache, so
 * memory is one page's worth whatever the size of the site.
 *
 * @since 0.2.0
 */
class Renderer {

	public const NS_SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
	public const NS_IMAGE   = 'http://www.google.com/schemas/sitemap-image/1.1';
	public const NS_VIDEO   = 'http://www.google.com/schemas/sitemap-video/1.1';
	public const NS_NEWS    = 'http://www.google.com/schemas/sitemap-news/0.9';

	/**
	 * Constructor.
	 *
	 * @param Registry $registry Sitemaps.
	 */
	public function __construct( private Registry $registry ) {}

	/**
	 * URL of a sitemap page ('index' for the index).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @param int    $page Page number.
	 */
	public static function url( string $name, int $page = 1 ): string {
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			// Plain permalinks: no rewrite rules, the query variables route the request.
			$args = array( Router::QUERY_VAR => $name );
			if ( 'index' !== $name && 'news' !== $name ) {
				$args[ Router::QUERY_VAR_PAGE ] = max( 1, $page );
			}
			return add_query_arg( $args, home_url( '/' ) );
		}
		if ( 'index' === $name ) {
			return home_url( '/sitemap_index.xml' );
		}
		if ( 'news' === $name ) {
			return home_url( '/news-sitemap.xml' );
		}
		return home_url( '/' . $name . '-sitemap-' . max( 1, $page ) . '.xml' );
	}

	/**
	 * Renders the index: every non-empty sitemap page with its lastmod.
	 *
	 * @since 0.2.0
	 *
	 * @param callable(string):void $sink Receives the XML chunks.
	 */
	public function index( callable $sink ): void {
		$sink( $this->head() . '<sitemapindex xmlns="' . self::NS_SITEMAP . '">' . "\n" );
		foreach ( array_keys( $this->registry->sitemaps() ) as $name ) {
			foreach ( $this->registry->pages( (string) $name ) as $i => $page ) {
				$sink( self::index_entry( self::url( (string) $name, $i + 1 ), $page['lastmod'] ) );
			}
		}
		$sink( '</sitemapindex>' . "\n" );
	}

	/**
	 * Renders one page of a sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @param string                $name Sitemap name.
	 * @param int                   $page Page number.
	 * @param callable(string):void $sink Receives the XML chunks.
	 * @return bool False when the page does not exist (nothing was written).
	 */
	public function page( string $name, int $page, callable $sink ): bool {
		$provider = $this->registry->provider( $name );
		$at       = null === $provider ? null : $provider->locate( $name, $page );
		if ( null === $provider || null === $at ) {
			return false;
		}
		$namespaces = '';
		foreach ( $provider->namespaces() as $prefix => $uri ) {
			$namespaces .= ' xmlns:' . $prefix . '="' . $uri . '"';
		}
		$sink( $this->head() . '<urlset xmlns="' . self::NS_SITEMAP . '"' . $namespaces . '>' . "\n" );
		$provider->entries( $name, $page, $at, $sink );
		$sink( "</urlset>\n" );
		return true;
	}

	/**
	 * The news language code of a locale (ISO 639; Chinese keeps its script).
	 *
	 * @since 0.2.0
	 *
	 * @param string $locale WordPress locale, e.g. de_DE.
	 */
	public static function news_language( string $locale ): string {
		return NewsProvider::language( $locale );
	}

	/**
	 * One `<url>` entry: its location, its lastmod when it has one, then the children (escaped
	 * by the caller).
	 *
	 * @since 0.3.0
	 *
	 * @param string $loc      URL.
	 * @param string $lastmod  'Y-m-d H:i:s' GMT or ''.
	 * @param string $children XML of the entry's other elements.
	 */
	public static function entry( string $loc, string $lastmod, string $children = '' ): string {
		return '<url><loc>' . self::esc( $loc ) . '</loc>' . self::lastmod( $lastmod ) . $children . "</url>\n";
	}

	/**
	 * XML declaration and stylesheet reference.
	 */
	private function head(): string {
		return '<?xml version="1.0" encoding="UTF-8"?>' . "\n" . '<?xml-stylesheet type="text/xsl" href="' . self::esc( Stylesheet::url() ) . '"?>' . "\n";
	}

	/**
	 * One index entry.
	 *
	 * @param string $loc     Sitemap URL.
	 * @param string $lastmod 'Y-m-d H:i:s' GMT or ''.
	 */
	private static function index_entry( string $loc, string $lastmod ): string {
		return '<sitemap><loc>' . self::esc( $loc ) . '</loc>' . self::lastmod( $lastmod ) . "</sitemap>\n";
	}

	/**
	 * A lastmod element, or '' without a date.
	 *
	 * @since 0.3.0
	 *
	 * @param string $gmt 'Y-m-d H:i:s' GMT.
	 */
	public static function lastmod( string $gmt ): string {
		$w3c = self::w3c( $gmt );
		return '' === $w3c ? '' : '<lastmod>' . $w3c . '</lastmod>';
	}

	/**
	 * W3C datetime of a GMT MySQL date ('' for none).
	 *
	 * @since 0.3.0
	 *
	 * @param string $gmt 'Y-m-d H:i:s' GMT.
	 */
	public static function w3c( string $gmt ): string {
		if ( '' === $gmt || str_starts_with( $gmt, '0000' ) ) {
			return '';
		}
		return str_replace( ' ', 'T', $gmt ) . '+00:00';
	}

	/**
	 * Plain text, one line, cut to a length.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Text (may hold markup or entities).
	 * @param int    $max  Most characters.
	 */
	public static function text( string $text, int $max ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
		return mb_substr( $text, 0, $max );
	}

	/**
	 * An absolute URL (root-relative ones resolved against the home URL).
	 *
	 * @since 0.3.0
	 *
	 * @param string $url URL.
	 */
	public static function absolute( string $url ): string {
		if ( str_starts_with( $url, '//' ) ) {
			return set_url_scheme( $url );
		}
		if ( str_starts_with( $url, '/' ) ) {
			return home_url( $url );
		}
		return $url;
	}

	/**
	 * Escapes text for XML content.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Text.
	 */
	public static function esc( string $text ): string {
		return htmlspecialchars( $text, ENT_XML1 | ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	}
}
