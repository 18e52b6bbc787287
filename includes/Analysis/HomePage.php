<?php
/**
 * The home page as a visitor receives it.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

defined( 'ABSPATH' ) || exit;

/**
 * Fetches the home page once (loopback `wp_safe_remote_get`, 5 s timeout) and answers what the
 * home-page checks read from it: title, metas, headings, images, links, JSON-LD, resources.
 * Parsed with DOMDocument, so the checks see the page as served, whatever printed each part
 * (theme, blocks, other plugins, Lodestar).
 *
 * A remote fetcher is also used for the other URLs the checks request (sitemap, robots.txt,
 * the other www host): `remote()`.
 *
 * @since 0.3.0
 */
class HomePage {

	/**
	 * Timeout of every request of the analysis, in seconds.
	 *
	 * @since 0.3.0
	 */
	public const TIMEOUT = 5;

	/**
	 * HTTP status (0 when the request failed), or null before the fetch.
	 *
	 * @var int|null
	 */
	private ?int $code = null;

	/**
	 * Body.
	 *
	 * @var string
	 */
	private string $html = '';

	/**
	 * Response headers (lower-case names).
	 *
	 * @var array<string, string>
	 */
	private array $headers = array();

	/**
	 * The transport's error message when the request failed.
	 *
	 * @var string
	 */
	private string $error = '';

	/**
	 * Parsed document.
	 *
	 * @var \DOMXPath|null
	 */
	private ?\DOMXPath $xpath = null;

	/**
	 * Constructor.
	 *
	 * @param string $url The URL to read ('' for the home page, home_url('/') at fetch time).
	 */
	public function __construct( private string $url = '' ) {}

	/**
	 * A page built from a known answer, without a request (another fetcher's result, tests).
	 *
	 * @since 0.3.0
	 *
	 * @param string                $url     URL the HTML was served at.
	 * @param string                $html    Body.
	 * @param int                   $code    HTTP status.
	 * @param array<string, string> $headers Headers (lower-case names).
	 */
	public static function from_html( string $url, string $html, int $code = 200, array $headers = array() ): self {
		$page          = new self( $url );
		$page->code    = $code;
		$page->html    = $html;
		$page->headers = $headers;
		return $page;
	}

	/**
	 * The URL of the page.
	 *
	 * @since 0.3.0
	 */
	public function url(): string {
		return '' === $this->url ? home_url( '/' ) : $this->url;
	}

	/**
	 * One GET request of the analysis: `wp_safe_remote_get` with the analysis timeout.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url         URL.
	 * @param int    $redirection Redirects to follow.
	 * @return array{code: int, body: string, headers: array<string, string>, error: string}
	 */
	public static function remote( string $url, int $redirection = 5 ): array {
		$response = wp_safe_remote_get(
			$url,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => $redirection,
				'user-agent'  => 'Lodestar SEO site analysis; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return array(
				'code'    => 0,
				'body'    => '',
				'headers' => array(),
				'error'   => $response->get_error_message(),
			);
		}
		$headers = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$headers[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', $value ) : (string) $value;
		}
		return array(
			'code'    => (int) wp_remote_retrieve_response_code( $response ),
			'body'    => (string) wp_remote_retrieve_body( $response ),
			'headers' => $headers,
			'error'   => '',
		);
	}

	/**
	 * The broken-link hint of an HTTP status (spec §8), '' for a success.
	 *
	 * @since 0.3.0
	 *
	 * @param int $code HTTP status, 0 when the request failed.
	 */
	public static function hint( int $code ): string {
		if ( 0 === $code ) {
			return __( 'Unable to connect to the URL', 'lodestar' );
		}
		if ( 404 === $code ) {
			return __( 'The page or resource was not found', 'lodestar' );
		}
		if ( 403 === $code ) {
			return __( 'Access to the page is forbidden (403)', 'lodestar' );
		}
		if ( 500 === $code ) {
			return __( 'The server had an internal error (500)', 'lodestar' );
		}
		if ( $code >= 400 ) {
			/* translators: %d: HTTP status code. */
			return sprintf( __( 'HTTP error %d', 'lodestar' ), $code );
		}
		return '';
	}

	/**
	 * Fetches the page once.
	 */
	private function fetch(): void {
		if ( null !== $this->code ) {
			return;
		}
		$answer        = self::remote( $this->url() );
		$this->code    = $answer['code'];
		$this->html    = $answer['body'];
		$this->headers = $answer['headers'];
		$this->error   = $answer['error'];
	}

	/**
	 * HTTP status of the page (0 when the request failed).
	 *
	 * @since 0.3.0
	 */
	public function code(): int {
		$this->fetch();
		return (int) $this->code;
	}

	/**
	 * Whether the page answered 200 with a body to read.
	 *
	 * @since 0.3.0
	 */
	public function ok(): bool {
		return 200 === $this->code();
	}

	/**
	 * Why the page could not be read: the spec's hint, with the transport's message when
	 * the request failed.
	 *
	 * @since 0.3.0
	 */
	public function failure(): string {
		$code = $this->code();
		$hint = self::hint( $code );
		if ( 0 === $code && '' !== $this->error ) {
			$hint .= ' (' . $this->error . ')';
		}
		if ( '' === $hint ) {
			/* translators: %d: HTTP status code. */
			$hint = sprintf( __( 'HTTP status %d', 'lodestar' ), $code );
		}
		return $hint;
	}

	/**
	 * The result a check that needs the page gives when the page could not be read: `unavailable`
	 * (the check could not run; a status other than 200 is HomeReachable's defect to report).
	 *
	 * @since 0.3.0
	 *
	 * @param string $id       Check id.
	 * @param string $category Check category.
	 */
	public function failure_result( string $id, string $category ): CheckResult {
		return new CheckResult(
			$id,
			$category,
			'unavailable',
			/* translators: 1: URL, 2: reason. */
			sprintf( __( 'This check could not run: the home page (%1$s) could not be read (%2$s).', 'lodestar' ), $this->url(), $this->failure() ),
			array(
				array(
					'type' => 'text',
					'text' => 0 === $this->code()
						? __( 'This check reads the home page as visitors receive it, over a request from the site’s own server (a loopback request), and that request failed. Make sure the server can reach its own address (a firewall, a security plugin or a host rule may block it), then run the checks again.', 'lodestar' )
						: __( 'This check reads the home page as visitors receive it, and the page did not answer with status 200 (the “Home page reachable” check reports it). Fix that, then run the checks again.', 'lodestar' ),
				),
			)
		);
	}

	/**
	 * A response header ('' when absent).
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Header name.
	 */
	public function header( string $name ): string {
		$this->fetch();
		return $this->headers[ strtolower( $name ) ] ?? '';
	}

	/**
	 * The parsed document.
	 */
	private function xpath(): \DOMXPath {
		if ( null === $this->xpath ) {
			$this->fetch();
			$document = new \DOMDocument();
			$previous = libxml_use_internal_errors( true );
			if ( '' !== trim( $this->html ) ) {
				// The XML declaration makes libxml read the bytes as UTF-8.
				$document->loadHTML( '<?xml encoding="UTF-8">' . $this->html, LIBXML_NONET | LIBXML_NOWARNING | LIBXML_NOERROR );
			}
			libxml_clear_errors();
			libxml_use_internal_errors( $previous );
			$this->xpath = new \DOMXPath( $document );
		}
		return $this->xpath;
	}

	/**
	 * Nodes matching an XPath expression.
	 *
	 * @param string $expression XPath.
	 * @return list<\DOMElement>
	 */
	private function elements( string $expression ): array {
		$found = array();
		$nodes = $this->xpath()->query( $expression );
		if ( false !== $nodes ) {
			foreach ( $nodes as $node ) {
				if ( $node instanceof \DOMElement ) {
					$found[] = $node;
				}
			}
		}
		return $found;
	}

	/**
	 * Text of a node, whitespace collapsed.
	 *
	 * @param \DOMNode $node Node.
	 */
	private static function text( \DOMNode $node ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', (string) $node->textContent ) );
	}

	/**
	 * The `<title>` texts of the head (normally one).
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function titles(): array {
		return array_map( array( self::class, 'text' ), $this->elements( '//head/title' ) );
	}

	/**
	 * Contents of the `<meta>` tags with a name (or property) attribute value, in order.
	 *
	 * @since 0.3.0
	 *
	 * @param string $attribute 'name' or 'property'.
	 * @param string $value     Attribute value, compared case-insensitively.
	 * @return list<string>
	 */
	public function metas( string $attribute, string $value ): array {
		$found = array();
		foreach ( $this->elements( '//meta[@' . ( 'property' === $attribute ? 'property' : 'name' ) . ']' ) as $meta ) {
			if ( strtolower( trim( $meta->getAttribute( $attribute ) ) ) === strtolower( $value ) ) {
				$found[] = trim( $meta->getAttribute( 'content' ) );
			}
		}
		return $found;
	}

	/**
	 * Texts of the headings of one level, in order.
	 *
	 * @since 0.3.0
	 *
	 * @param int $level 1 to 6.
	 * @return list<string>
	 */
	public function headings( int $level ): array {
		return array_map( array( self::class, 'text' ), $this->elements( '//body//h' . max( 1, min( 6, $level ) ) ) );
	}

	/**
	 * Images of the body: src and alt (null when the attribute is missing).
	 *
	 * @since 0.3.0
	 *
	 * @return list<array{src: string, alt: ?string}>
	 */
	public function images(): array {
		$images = array();
		foreach ( $this->elements( '//body//img' ) as $img ) {
			$images[] = array(
				'src' => $img->getAttribute( 'src' ),
				'alt' => $img->hasAttribute( 'alt' ) ? trim( $img->getAttribute( 'alt' ) ) : null,
			);
		}
		return $images;
	}

	/**
	 * The `href`s of the body's links.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function links(): array {
		return array_map( static fn ( \DOMElement $a ): string => trim( $a->getAttribute( 'href' ) ), $this->elements( '//body//a[@href]' ) );
	}

	/**
	 * The `href`s of `<link rel="canonical">`.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function canonicals(): array {
		$found = array();
		foreach ( $this->elements( '//link[@rel]' ) as $link ) {
			if ( in_array( 'canonical', preg_split( '/\s+/', strtolower( trim( $link->getAttribute( 'rel' ) ) ) ), true ) ) {
				$found[] = trim( $link->getAttribute( 'href' ) );
			}
		}
		return $found;
	}

	/**
	 * The `lang` attribute of `<html>` ('' when missing).
	 *
	 * @since 0.3.0
	 */
	public function lang(): string {
		$html = $this->elements( '/html' );
		return isset( $html[0] ) ? trim( $html[0]->getAttribute( 'lang' ) ) : '';
	}

	/**
	 * Bodies of the `<script type="application/ld+json">` blocks.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function json_ld(): array {
		$found = array();
		foreach ( $this->elements( '//script[@type]' ) as $script ) {
			if ( 'application/ld+json' === strtolower( trim( $script->getAttribute( 'type' ) ) ) ) {
				$found[] = (string) $script->textContent;
			}
		}
		return $found;
	}

	/**
	 * URLs of the resources the page loads (images, scripts, stylesheets, frames, media,
	 * forms' targets), in document order.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function resources(): array {
		$found = array();
		$query = '//img[@src] | //script[@src] | //iframe[@src] | //source[@src] | //video[@src] | //audio[@src] | //embed[@src] | //link[@href] | //img[@srcset] | //source[@srcset] | //form[@action]';
		foreach ( $this->elements( $query ) as $element ) {
			$name = strtolower( $element->nodeName );
			if ( 'link' === $name ) {
				$rel = strtolower( $element->getAttribute( 'rel' ) );
				if ( ! preg_match( '/\b(stylesheet|icon|preload|modulepreload|manifest)\b/', $rel ) ) {
					continue;
				}
				$found[] = trim( $element->getAttribute( 'href' ) );
				continue;
			}
			if ( 'form' === $name ) {
				$found[] = trim( $element->getAttribute( 'action' ) );
				continue;
			}
			if ( $element->hasAttribute( 'src' ) ) {
				$found[] = trim( $element->getAttribute( 'src' ) );
			}
			foreach ( explode( ',', $element->getAttribute( 'srcset' ) ) as $candidate ) {
				$candidate = trim( (string) strtok( trim( $candidate ), ' ' ) );
				if ( '' !== $candidate ) {
					$found[] = $candidate;
				}
			}
		}
		return array_values( array_unique( $found ) );
	}
}
