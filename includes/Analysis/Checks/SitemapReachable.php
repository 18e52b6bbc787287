<?php
/**
 * Check: the XML sitemap index is served and valid.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomePage;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * With Lodestar's XML sitemaps on, requests the sitemap index and parses it: not 200, not
 * XML, or not a sitemap index is an error. With them off, a warning.
 *
 * @since 0.3.0
 */
class SitemapReachable extends BaseCheck {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings    Settings.
	 * @param \Closure           $sitemap_url Returns the sitemap index URL (string).
	 */
	public function __construct( private SettingsRepository $settings, private \Closure $sitemap_url ) {}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'sitemap_reachable';
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
		if ( ! $this->settings->get( 'enable_xml_sitemap' ) ) {
			return $this->result(
				'warning',
				__( 'XML sitemaps are off.', 'lodestar' ),
				array(
					self::text( __( 'A sitemap lists your pages for search engines so they find new and changed content sooner. Turn it on in Lodestar → Advanced → Sitemaps.', 'lodestar' ) ),
					self::links( array( __( 'Lodestar → Advanced → Sitemaps', 'lodestar' ) => self::app_url( '/advanced/sitemaps' ) ) ),
				)
			);
		}
		$url    = (string) ( $this->sitemap_url )();
		$answer = HomePage::remote( $url );
		$help   = self::text( __( 'Open the sitemap in a browser. A caching or security plugin, or a server rule for .xml files, may be answering instead of WordPress; saving the permalinks (Settings → Permalinks) rebuilds the routes.', 'lodestar' ) );
		$where  = self::links(
			array(
				/* translators: %s: URL. */
				sprintf( __( 'The sitemap index: %s', 'lodestar' ), $url ) => $url,
				__( 'Settings → Permalinks', 'lodestar' )                  => admin_url( 'options-permalink.php' ),
			)
		);
		if ( 0 === $answer['code'] ) {
			return $this->result(
				'unavailable',
				/* translators: 1: URL, 2: the transport's message. */
				sprintf( __( 'This check could not run: the request for the sitemap index (%1$s) failed: %2$s.', 'lodestar' ), $url, '' !== $answer['error'] ? $answer['error'] : HomePage::hint( 0 ) ),
				array( self::text( __( 'The analysis requests the sitemap from the site’s own server (a loopback request), and no answer came. Make sure the server can reach its own address (a firewall, a security plugin or a host rule may block it, or the request timed out), then run the checks again.', 'lodestar' ) ) )
			);
		}
		if ( 200 !== $answer['code'] ) {
			return $this->result(
				'error',
				/* translators: 1: URL, 2: reason. */
				sprintf( __( 'The sitemap index (%1$s) could not be read: %2$s.', 'lodestar' ), $url, '' !== HomePage::hint( $answer['code'] ) ? HomePage::hint( $answer['code'] ) : sprintf( 'HTTP %d', $answer['code'] ) ),
				array( $help, $where )
			);
		}
		$previous = libxml_use_internal_errors( true );
		$xml      = simplexml_load_string( $answer['body'], \SimpleXMLElement::class, LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		if ( false === $xml ) {
			return $this->result(
				'error',
				/* translators: %s: URL. */
				sprintf( __( 'The sitemap index (%s) is not valid XML.', 'lodestar' ), $url ),
				array( self::text( __( 'Something printed text before or inside the XML: often a PHP notice, a blank line from a theme or plugin file, or an HTML page served instead.', 'lodestar' ) ), $help, $where )
			);
		}
		$root = $xml->getName();
		if ( 'sitemapindex' !== $root && 'urlset' !== $root ) {
			return $this->result(
				'error',
				/* translators: 1: URL, 2: element name. */
				sprintf( __( 'The sitemap index (%1$s) is XML but not a sitemap: its root element is <%2$s>.', 'lodestar' ), $url, $root ),
				array( $help, $where )
			);
		}
		$count = 'sitemapindex' === $root ? count( $xml->children()->sitemap ) : count( $xml->children()->url );
		return $this->result(
			'success',
			'sitemapindex' === $root
				/* translators: 1: URL, 2: number of sitemaps. */
				? sprintf( _n( 'The sitemap index (%1$s) is valid XML and lists %2$d sitemap.', 'The sitemap index (%1$s) is valid XML and lists %2$d sitemaps.', $count, 'lodestar' ), $url, $count )
				/* translators: 1: URL, 2: number of URLs. */
				: sprintf( _n( 'The sitemap (%1$s) is valid XML and lists %2$d URL.', 'The sitemap (%1$s) is valid XML and lists %2$d URLs.', $count, 'lodestar' ), $url, $count )
		);
	}
}
