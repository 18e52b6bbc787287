<?php
/**
 * The head every 404 page prints, kept once per revision with its address left out.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Repositories\HeadRevision;
use Lodestar\Schema\Encoder;
use Lodestar\Schema\SiteNodes;
use Lodestar\Seo\BreadcrumbTrail;
use Lodestar\Seo\Context;
use Lodestar\Support\CompiledFile;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * Every 404 page prints the same head but for its address (the WebPage node's @id): the title,
 * the robots directives and the graph come from the settings, the schemas and the site's
 * options. A visitor's 404 page view that finds none kept builds the head twice, at its own
 * address and at a made-up one, and keeps it, printed HTML included, with a marker where the
 * address goes, when both are the same but for it: a compiled file (CompiledFile, read from
 * opcache: one file per locale and scheme, not one per page) named by the heads' revision
 * (HeadRevision) and the home address. Later 404 views put their address into the kept HTML
 * (as the JSON-LD encoder escapes it) and print it: no key of the settings and options to
 * compute, no graph to encode.
 *
 * Used only while, besides the revision and the home address (the file's key):
 * - every hook the builds went through has the callbacks it had: none but the site-level
 *   inputs' hooks (SiteNodes::WATCHED, compared by name and priority); a head that went
 *   through any other hook with a callback is not kept (such a callback may read the address);
 * - every string it translated translates the same;
 * - it is younger than KeptHeads::MAX_AGE.
 * Not kept: a logged-in user's view, a request that wrote before its head, the site's root
 * address (a 404 of a query string: its address is in every URL), a head naming today's date
 * or needing a plural form, an address that is not UTF-8, a site without compiled files read
 * from opcache (then PageRecords' record serves, as it does the views this class leaves).
 * A head that cannot be kept is remembered as such under the same key, so later views do not
 * build it twice again.
 *
 * @since 0.6.0
 */
final class KeptNotFound {

	/**
	 * What stands for the address in the kept record and its HTML.
	 */
	private const URL = "\0lodestar-url\0";

	/**
	 * Hooks of the build not compared besides those PageRecords leaves to its own checks
	 * (PageRecords::UNCHECKED): the plural recorders' and the compiled files' folder.
	 */
	private const UNCHECKED = array( 'ngettext', 'ngettext_with_context', 'lodestar_compiled_folder' );

	/**
	 * Constructor.
	 *
	 * @param \Closure $parts () => what a head is made with, made anew (Wiring\Front::head_parts()).
	 */
	public function __construct( private \Closure $parts ) {}

	/**
	 * The head of this 404 page view, its address in: kept, or built now (and kept when it
	 * may be); null where none is kept (the page then reads PageRecords' or builds its own).
	 *
	 * @since 0.6.0
	 *
	 * @return array<string, mixed>|null The head (title, robots, html, tags, graph).
	 */
	public function get(): ?array {
		$file = self::file();
		if ( null === $file ) {
			return null;
		}
		$url = BreadcrumbTrail::request_url();
		if ( 1 !== preg_match( '//u', $url ) ) {
			return null;
		}
		list( $compiled, $key, $locale ) = $file;
		$record                          = $compiled->read( $key );
		if ( is_int( $record['made'] ?? null ) && $record['made'] >= time() - KeptHeads::MAX_AGE && $record['made'] <= time() ) {
			return self::head( $record, $url, $locale );
		}
		// Where compiled files are not read (opcache off), none is kept: PageRecords' serves.
		if ( ! CompiledFile::readable() ) {
			return null;
		}
		// None kept yet under this revision (or too old): built at this address and at a made-up one.
		$first = PageRecords::built( ( $this->parts )(), Context::not_found() );
		$keep  = self::keepable( $first, $url );
		if ( null !== $keep ) {
			$slug                   = 'lodestar-404-' . wp_generate_password( 12, false );
			$request                = $GLOBALS['wp']->request;
			$GLOBALS['wp']->request = $slug;
			try {
				$second = PageRecords::built( ( $this->parts )(), Context::not_found() );
			} finally {
				$GLOBALS['wp']->request = $request;
			}
			$other = self::keepable( $second, $second['url'] );
			if ( null === $other || $other['head'] !== $keep['head'] || str_contains( (string) wp_json_encode( $other['head'] ), $slug ) ) {
				$keep = null;
			} else {
				$keep['hooks']   = self::hook_map( array_merge( $first['hooks'], $second['hooks'] ) );
				$keep['strings'] = array_values( array_unique( array_merge( $first['strings'], $second['strings'] ), SORT_REGULAR ) );
			}
		}
		$kept = null !== $keep && null !== $keep['hooks'];
		$compiled->write(
			$key,
			array(
				'kept' => $kept,
				'made' => time(),
			) + ( $kept ? $keep['head'] + array(
				'hooks'   => $keep['hooks'],
				'strings' => $keep['strings'],
				'missing' => $first['missing'],
			) : array() )
		);
		return $first['head'];
	}

	/**
	 * The compiled file of this request's 404 head, its key and the locale, or null where none
	 * is kept.
	 *
	 * @since 0.6.0
	 *
	 * @return array{0: CompiledFile, 1: string, 2: string}|null
	 */
	public static function file(): ?array {
		global $wp;
		if ( ! $wp instanceof \WP || '' === $wp->request || is_admin() || is_user_logged_in() || HeadRevision::wrote() ) {
			return null;
		}
		if ( ! apply_filters( 'lodestar_keep_heads', true, Context::not_found() ) ) {
			return null;
		}
		$locale = get_locale();
		$home   = home_url( '/' );
		$name   = 'not-found-' . strtolower( ctype_alnum( str_replace( '_', '', $locale ) ) ? str_replace( '_', '-', $locale ) : md5( $locale ) ) . ( str_starts_with( $home, 'https:' ) ? '-https' : '' );
		return array( new CompiledFile( $name ), hash( 'xxh128', HeadRevision::current() . "\0" . $home ), $locale );
	}

	/**
	 * A kept record as the title, the robots and the head printers use it, the address in;
	 * null when it cannot be used (not keepable, a hook or a translation changed).
	 *
	 * @param array<mixed> $record The record.
	 * @param string       $url    This view's address.
	 * @param string       $locale The site's locale.
	 * @return array<string, mixed>|null
	 */
	private static function head( array $record, string $url, string $locale ): ?array {
		if ( true !== ( $record['kept'] ?? null ) || ! is_array( $record['hooks'] ?? null ) || ! is_array( $record['strings'] ?? null ) || ! is_string( $record['html'] ?? null ) ) {
			return null;
		}
		if ( ! KeptHeads::same_hook_map( $record['hooks'] ) ) {
			return null;
		}
		// Lodestar's translation file as the build found it (its strings are checked next).
		MissingTranslations::assume( $record['missing'] ?? null, $locale );
		if ( ! PageRecords::same_translations( $record['strings'] ) ) {
			return null;
		}
		$head = array(
			'title'  => $record['title'] ?? null,
			'robots' => is_array( $record['robots'] ?? null ) ? $record['robots'] : array(),
			// The address as the encoder escapes it inside a JSON string (character by
			// character: the same in the whole @id as alone).
			'html'   => str_replace( self::URL, substr( Encoder::encode( $url ), 1, -1 ), $record['html'] ),
			'tags'   => array(),
			'graph'  => null,
		);
		if ( has_filter( 'lodestar_head_tags' ) || has_filter( 'lodestar_schema_graph' ) ) {
			$parts         = PageRecords::with_url(
				array(
					'tags'  => is_array( $record['tags'] ?? null ) ? $record['tags'] : array(),
					'graph' => is_array( $record['graph'] ?? null ) ? $record['graph'] : null,
				),
				$url,
				self::URL
			);
			$head['tags']  = $parts['tags'];
			$head['graph'] = $parts['graph'];
		}
		return $head;
	}

	/**
	 * A build's head with its address replaced by the marker (the HTML's as escaped there),
	 * or null when it cannot be kept: no address, the root address, today's date, a plural.
	 *
	 * @param array<string, mixed> $built A build (PageRecords::built()).
	 * @param string               $url   Its address.
	 * @return array{head: array<string, mixed>, hooks: array<string, string>|null, strings: array<int, mixed>}|null
	 */
	private static function keepable( array $built, string $url ): ?array {
		if ( $built['plural'] || $built['today'] || '' === $url || $url !== $built['url'] || home_url( '/' ) === $url || 1 !== preg_match( '//u', $url ) ) {
			return null;
		}
		$head         = PageRecords::with_url( $built['head'], self::URL, $url );
		$head['html'] = str_replace( substr( Encoder::encode( $url ), 1, -1 ), self::URL, (string) $built['head']['html'] );
		return array(
			'head'    => $head,
			'hooks'   => null,
			'strings' => $built['strings'],
		);
	}

	/**
	 * The hooks to compare (KeptHeads::same_hook_map()), the site-level inputs' with their
	 * callbacks; null when any other hook of the build has a callback.
	 *
	 * @param list<string> $hooks The hooks the builds went through.
	 * @return array<string, string>|null
	 */
	private static function hook_map( array $hooks ): ?array {
		global $wp_filter;
		$other = array_diff( $hooks, PageRecords::UNCHECKED, self::UNCHECKED, SiteNodes::WATCHED );
		foreach ( $other as $hook ) {
			if ( isset( $wp_filter[ $hook ] ) && $wp_filter[ $hook ]->has_filters() ) {
				return null;
			}
		}
		return KeptHeads::hook_map( array_merge( $other, SiteNodes::WATCHED ) );
	}
}
