<?php
/**
 * The 404 page's head, kept with the site-level JSON-LD nodes.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Schema\GraphBuilder;
use Lodestar\Schema\SiteNodes;
use Lodestar\Seo\BreadcrumbTrail;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\TemplateValues;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every 404 page of a site prints the same head but for its address: the title, the robots
 * directives, Lodestar's tags and the JSON-LD graph (WebSite, Organization and a WebPage whose
 * @id is the address) come from the settings, the stored schemas and the site's options, the
 * very inputs of the site-level nodes (Schema\SiteNodes). So the 404 page's head is built where
 * those nodes are (at the end of a request that wrote, or of an admin request) and kept in
 * their record, under their key: a 404 page view reads it, puts its own address in, and applies
 * the lodestar_head_tags and lodestar_schema_graph filters as if it had built the head itself.
 *
 * What the key does not cover is checked or ruled out when the record is built:
 * - the address: the head is built twice, for two made-up addresses, and kept only when both
 *   are the same once each address is replaced by a marker (the address may appear only as
 *   itself); a page view puts in the address it would have computed (BreadcrumbTrail's);
 * - the date and time: a record whose head names a variable of today (%currentyear%...) is not
 *   kept;
 * - translations: each string translated while building is kept with its translation, and a
 *   page view uses the record only while each translates the same (a language pack updated, a
 *   gettext filter);
 * - callbacks: the hooks fired while building that the key does not watch are kept, and a page
 *   view uses the record only while none of them has a callback;
 * - plural forms (ngettext): a record that needed one is not kept.
 * The build runs with a 404 main query in place, so conditionals answer as on a 404 page.
 *
 * @since 0.6.0
 */
class NotFoundRecord {

	/**
	 * Name of the record among the site-level record's pages.
	 *
	 * @since 0.6.0
	 */
	public const NAME = 'not_found';

	/**
	 * What stands for the address in a kept record.
	 *
	 * @since 0.6.0
	 */
	public const URL = "\0lodestar-url\0";

	/**
	 * Hooks fired while building that a page view does not check itself: the translation
	 * filters (each string is checked), the two filters a page view applies after the record,
	 * the locale's (the language is in the key as the request computes it) and the compiled
	 * files' switch.
	 *
	 * @since 0.6.0
	 */
	private const UNCHECKED = array( 'all', 'gettext', 'gettext_with_context', 'gettext_lodestar', 'gettext_with_context_lodestar', 'gettext_default', 'gettext_with_context_default', 'lodestar_head_tags', 'lodestar_schema_graph', 'locale', 'determine_locale', 'pre_determine_locale', 'lodestar_compiled_without_opcache', 'pre_wp_load_alloptions' );

	/**
	 * Variables whose value is the date or time of the request.
	 */
	private const TODAY = array( 'currentdate', 'currentyear', 'currentmonth', 'currentday', 'currenttime' );

	/**
	 * The main query's record: [fingerprint, record|null].
	 *
	 * @var array{0: string, 1: array<string, mixed>|null}|null
	 */
	private ?array $memo = null;

	/**
	 * Constructor.
	 *
	 * @param SiteNodes       $site  The site-level record.
	 * @param BreadcrumbTrail $trail The address of a page (page_url()).
	 */
	public function __construct(
		private SiteNodes $site,
		private BreadcrumbTrail $trail
	) {}

	/**
	 * The 404 page's head for this request, its address in: {title, robots, tags, graph}
	 * (graph null while the schemas are off); null when the context is not a 404 or the record
	 * is missing, stale, or stepping aside.
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context Page context.
	 * @return array{title: string, robots: array<string, bool>, tags: list<array<string, mixed>>, graph: list<array<string, mixed>>|null}|null
	 */
	public function get( Context $context ): ?array {
		if ( Context::NOT_FOUND !== $context->kind ) {
			return null;
		}
		// Read once for the main query (the robots, the title and the head ask in turn), again
		// after an option was written (writes change the key), another site or locale.
		$query       = $GLOBALS['wp_query'] ?? null;
		$request     = $GLOBALS['wp'] ?? null;
		$fingerprint = ( is_object( $query ) ? spl_object_id( $query ) : 0 ) . ',' . ( $request instanceof \WP ? $request->request : '' ) . ',' . did_action( 'updated_option' ) . ',' . did_action( 'added_option' ) . ',' . did_action( 'deleted_option' ) . ',' . did_action( 'switch_blog' ) . ',' . did_action( 'change_locale' );
		if ( null === $this->memo || $this->memo[0] !== $fingerprint ) {
			$this->memo = array( $fingerprint, $this->read( $this->trail->page_url( $context ) ) );
		}
		return $this->memo[1];
	}

	/**
	 * The kept record with the address put in, or null.
	 *
	 * @param string $url The page's address.
	 * @return array{title: string, robots: array<string, bool>, tags: list<array<string, mixed>>, graph: list<array<string, mixed>>|null}|null
	 */
	private function read( string $url ): ?array {
		global $wp_filter;
		$record = $this->site->current()['pages'][ self::NAME ] ?? null;
		if ( ! is_array( $record ) || ! is_array( $record['head'] ?? null ) || ! is_array( $record['hooks'] ?? null ) || ! is_array( $record['strings'] ?? null ) ) {
			return null;
		}
		foreach ( $record['hooks'] as $hook ) {
			if ( isset( $wp_filter[ $hook ] ) && $wp_filter[ $hook ]->has_filters() ) {
				return null;
			}
		}
		foreach ( $record['strings'] as list( $text, $context, $domain, $translation ) ) {
			// phpcs:disable WordPress.WP.I18n -- the strings the record was built with, asked again.
			$now = null === $context ? translate( $text, $domain ) : translate_with_gettext_context( $text, $context, $domain );
			// phpcs:enable
			if ( $now !== $translation ) {
				return null;
			}
		}
		return self::with_url( $record['head'], $url );
	}

	/**
	 * Builds the record (the site-level record's refresh, Plugin::refresh_site_records()):
	 * {head, hooks, strings}, or null when it cannot be kept (see the class).
	 *
	 * @since 0.6.0
	 *
	 * @param array{renderer: HeadRenderer, titles: TitleResolver, robots: RobotsResolver, trail: BreadcrumbTrail, settings: SettingsRepository, graphs: GraphBuilder, values: TemplateValues} $parts
	 *        What a page's head is made with: a head renderer without a record, the resolvers,
	 *        the graph builder and the template values (which variables a page resolved).
	 * @return array{head: array<string, mixed>, hooks: list<string>, strings: list<array{0: string, 1: string|null, 2: string, 3: string}>}|null
	 */
	public static function build( array $parts ): ?array {
		global $wp_query, $wp_the_query;
		$saved = array( $GLOBALS['wp'] ?? null, $GLOBALS['wp'] instanceof \WP ? $GLOBALS['wp']->request : '', $wp_query, $wp_the_query );
		$query = new \WP_Query();
		$query->set_404();
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- a 404 main query while building, restored below.
		$wp_query     = $query;
		$wp_the_query = $query;
		if ( ! $saved[0] instanceof \WP ) {
			$GLOBALS['wp'] = new \WP();
		}
		try {
			$first  = self::capture( $parts, 'lodestar-404-' . wp_generate_password( 12, false ) );
			$second = self::capture( $parts, 'lodestar-404-' . wp_generate_password( 12, false ) );
		} finally {
			if ( $saved[0] instanceof \WP ) {
				$saved[0]->request = $saved[1];
			}
			$GLOBALS['wp'] = $saved[0];
			$wp_query      = $saved[2];
			$wp_the_query  = $saved[3];
		}
		// phpcs:enable
		if ( null === $first || null === $second || $first['head'] !== $second['head'] ) {
			return null;
		}
		$first['hooks']   = array_values( array_unique( array_merge( $first['hooks'], $second['hooks'] ) ) );
		$first['strings'] = array_values( array_unique( array_merge( $first['strings'], $second['strings'] ), SORT_REGULAR ) );
		return $first;
	}

	/**
	 * The head of a 404 page at a made-up address, the address replaced by URL; null when the
	 * head names the date or time, needed a plural form, or holds the address otherwise than
	 * whole.
	 *
	 * @param array<string, object> $parts What a head is made with (build()).
	 * @param string                $slug  The made-up path.
	 * @return array{head: array<string, mixed>, hooks: list<string>, strings: list<array{0: string, 1: string|null, 2: string, 3: string}>}|null
	 */
	private static function capture( array $parts, string $slug ): ?array {
		$GLOBALS['wp']->request = $slug;
		$context                = Context::not_found();
		$hooks                  = array();
		$strings                = array();
		$plural                 = false;
		$all                    = static function () use ( &$hooks ): void {
			$hooks[ (string) current_filter() ] = true;
		};
		$text                   = static function ( $translation, $text, $domain ) use ( &$strings ) {
			$strings[] = array( (string) $text, null, (string) $domain, (string) $translation );
			return $translation;
		};
		$with_context           = static function ( $translation, $text, $context, $domain ) use ( &$strings ) {
			$strings[] = array( (string) $text, (string) $context, (string) $domain, (string) $translation );
			return $translation;
		};
		$plurals                = static function ( $translation ) use ( &$plural ) {
			$plural = true;
			return $translation;
		};
		add_action( 'all', $all );
		add_filter( 'gettext', $text, PHP_INT_MAX, 3 );
		add_filter( 'gettext_with_context', $with_context, PHP_INT_MAX, 4 );
		add_filter( 'ngettext', $plurals, PHP_INT_MAX );
		add_filter( 'ngettext_with_context', $plurals, PHP_INT_MAX );
		try {
			$url  = $parts['trail']->page_url( $context );
			$head = array(
				'title'  => $parts['titles']->resolve( $context ),
				'robots' => $parts['robots']->directives( $context ),
				'tags'   => $parts['renderer']->specs( $context )[0],
				'graph'  => $parts['settings']->get( 'enable_schemas' ) ? $parts['graphs']->unfiltered( $context ) : null,
			);
			$today = array_intersect( self::TODAY, $parts['values']->resolved_names( $context ) );
		} finally {
			remove_action( 'all', $all );
			remove_filter( 'gettext', $text, PHP_INT_MAX );
			remove_filter( 'gettext_with_context', $with_context, PHP_INT_MAX );
			remove_filter( 'ngettext', $plurals, PHP_INT_MAX );
			remove_filter( 'ngettext_with_context', $plurals, PHP_INT_MAX );
		}
		if ( $plural || array() !== $today || '' === $url ) {
			return null;
		}
		$head = self::with_url( $head, self::URL, $url );
		// The made-up path anywhere else: the address is used otherwise than whole.
		if ( str_contains( (string) wp_json_encode( $head ), $slug ) ) {
			return null;
		}
		return array(
			'head'    => $head,
			'hooks'   => array_values( array_diff( array_keys( $hooks ), self::UNCHECKED, SiteNodes::WATCHED ) ),
			'strings' => $strings,
		);
	}

	/**
	 * A head with one string replaced by another in every string value (the address and its marker).
	 *
	 * @param array<string, mixed> $head The head.
	 * @param string               $to   The replacement.
	 * @param string               $from The string replaced (default: the marker).
	 * @return array<string, mixed>
	 */
	private static function with_url( array $head, string $to, string $from = self::URL ): array {
		array_walk_recursive(
			$head,
			static function ( &$value ) use ( $from, $to ): void {
				if ( is_string( $value ) && str_contains( $value, $from ) ) {
					$value = str_replace( $from, $to, $value );
				}
			}
		);
		return $head;
	}
}
