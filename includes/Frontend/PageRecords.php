<?php
/**
 * The heads of the 404 and latest-posts home pages, kept with the site-level JSON-LD nodes.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Repositories\HeadRevision;
use Lodestar\Schema\GraphBuilder;
use Lodestar\Schema\SiteNodes;
use Lodestar\Seo\BreadcrumbTrail;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\TemplateValues;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * Two pages print a head made of little but the site's settings and options: every 404 page
 * (the same head but for its address) and the first page of the latest-posts home page (the
 * same head while its posts are the same). The title, the robots directives, Lodestar's tags
 * and the JSON-LD graph (WebSite, Organization, WebPage) of both come from the settings, the
 * stored schemas and the site's options, the very inputs of the site-level nodes
 * (Schema\SiteNodes). So their heads are built where those nodes are (at the end of a request
 * that wrote, or of an admin request) and kept in their record, under their key: a page view
 * reads its page's, puts its own address in (a 404), and applies the lodestar_head_tags and
 * lodestar_schema_graph filters as if it had built the head itself.
 *
 * What the key does not cover is checked or ruled out when a record is built:
 * - the 404's address: its head is built twice, for two made-up addresses, and kept only when
 *   both are the same once each address is replaced by a marker (the address may appear only
 *   as itself); a page view puts in the address it would have computed (BreadcrumbTrail's);
 * - the home page's posts: the record keeps the listed posts (id, status, title, password,
 *   last change) and the number of pages, and a page view uses it only while its main query
 *   lists the same (a new post, an edit, a private post shown to its author all make it step
 *   aside); a request that wrote a post builds the records again at its end;
 * - what else a head reads of posts, terms or users (their meta, their terms): a head that
 *   read any is not kept;
 * - the date and time: a head that names a variable of today (%currentyear%...) is not kept;
 * - translations: each string translated while building is kept with its translation, and a
 *   page view uses the record only while each translates the same (a language pack updated, a
 *   gettext filter);
 * - callbacks: the hooks fired while building that the key does not watch are kept, and a page
 *   view uses the record only while none of them has a callback;
 * - plural forms (ngettext): a head that needed one is not kept.
 * Each is built as a visitor's page view: with its main query in place (a 404; the home page
 * as a visitor sees it, not the admin's list), no user, the site's language, so conditionals
 * answer as on that page.
 *
 * @since 0.6.0
 */
class PageRecords {

	/**
	 * Name of the 404 page's record among the site-level record's pages.
	 *
	 * @since 0.6.0
	 */
	public const NOT_FOUND = 'not_found';

	/**
	 * Name of the latest-posts home page's record (its first page).
	 *
	 * @since 0.6.0
	 */
	public const HOME = 'home';

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
	public const UNCHECKED = array( 'all', 'gettext', 'gettext_with_context', 'gettext_lodestar', 'gettext_with_context_lodestar', 'gettext_default', 'gettext_with_context_default', 'lodestar_head_tags', 'lodestar_schema_graph', 'locale', 'determine_locale', 'pre_determine_locale', 'lodestar_compiled_without_opcache', 'pre_wp_load_alloptions' );

	/**
	 * Variables whose value is the date or time of the request.
	 */
	private const TODAY = array( 'currentdate', 'currentyear', 'currentmonth', 'currentday', 'currenttime' );

	/**
	 * Hooks whose firing while building means the head read what neither the key nor a
	 * record's own checks cover: meta and terms of posts, terms, users and comments.
	 */
	private const UNCOVERED = array( 'get_post_metadata', 'get_term_metadata', 'get_user_metadata', 'get_comment_metadata', 'get_object_terms', 'get_the_terms', 'wp_get_object_terms' );

	/**
	 * The main query's record: [fingerprint, record|null].
	 *
	 * @var array{0: string, 1: array<string, mixed>|null}|null
	 */
	private ?array $memo = null;

	/**
	 * Constructor.
	 *
	 * @param SiteNodes         $site      The site-level record.
	 * @param KeptHeads|null    $views     The heads the page views keep, for every other page (since 0.6.0).
	 * @param KeptNotFound|null $not_found The 404 head the page views keep (since 0.6.0).
	 */
	public function __construct(
		private SiteNodes $site,
		private ?KeptHeads $views = null,
		private ?KeptNotFound $not_found = null
	) {}

	/**
	 * The kept head of this request's page, its address in: {title, robots, tags, graph}
	 * (graph null while the schemas are off); null when the page is neither a 404 nor the first
	 * page of the latest-posts home page, or its record is missing, stale, or stepping aside.
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context Page context.
	 * @return array{title: string, robots: array<string, bool>, tags: list<array<string, mixed>>, graph: list<array<string, mixed>>|null}|null
	 */
	public function get( Context $context ): ?array {
		if ( Context::NOT_FOUND === $context->kind ) {
			$name = self::NOT_FOUND;
		} elseif ( Context::HOME === $context->kind && 1 === $context->page ) {
			$name = self::HOME;
		} elseif ( null !== $this->views ) {
			$name = '';
		} else {
			return null;
		}
		// Read once for the main query (the robots, the title and the head ask in turn), again
		// after an option was written (writes change the key), another site or locale.
		$query       = $GLOBALS['wp_query'] ?? null;
		$request     = $GLOBALS['wp'] ?? null;
		$fingerprint = $name . ',' . ( is_object( $query ) ? spl_object_id( $query ) : 0 ) . ',' . ( $request instanceof \WP ? $request->request : '' ) . ',' . did_action( 'updated_option' ) . ',' . did_action( 'added_option' ) . ',' . did_action( 'deleted_option' ) . ',' . did_action( 'switch_blog' ) . ',' . did_action( 'change_locale' ) . ',' . (int) HeadRevision::wrote();
		if ( null === $this->memo || $this->memo[0] !== $fingerprint ) {
			// Any other page's head is kept by the page views themselves (KeptHeads); so is the
			// home page's, printed from there as it was escaped, this record serving where they
			// keep none (a logged-in view, a request that wrote).
			$this->memo = array(
				$fingerprint,
				match ( $name ) {
					''         => $this->views?->get( $context ),
					self::HOME => $this->views?->get( $context ) ?? $this->read( $name, $context ),
					// The 404's: kept under the heads' revision first (no key to compute, no graph to encode).
					default    => $this->not_found?->get() ?? $this->read( $name, $context ),
				},
			);
		}
		if ( null === $this->memo[1] ) {
			// The page's head is built (translated) next.
			MissingTranslations::settle();
		}
		return $this->memo[1];
	}

	/**
	 * A kept record, checked, with the page's address put in; or null.
	 *
	 * @param string  $name    Record name.
	 * @param Context $context Page context.
	 * @return array{title: string, robots: array<string, bool>, tags: list<array<string, mixed>>, graph: list<array<string, mixed>>|null}|null
	 */
	private function read( string $name, Context $context ): ?array {
		global $wp_filter;
		$record = $this->site->current()['pages'][ $name ] ?? null;
		if ( ! is_array( $record ) || ! is_array( $record['head'] ?? null ) || ! is_array( $record['hooks'] ?? null ) || ! is_array( $record['strings'] ?? null ) ) {
			return null;
		}
		if ( self::HOME === $name && ( $record['posts'] ?? null ) !== self::posts( $context ) ) {
			return null;
		}
		foreach ( $record['hooks'] as $hook ) {
			if ( isset( $wp_filter[ $hook ] ) && $wp_filter[ $hook ]->has_filters() ) {
				return null;
			}
		}
		MissingTranslations::settle();
		if ( ! self::same_translations( $record['strings'] ) ) {
			return null;
		}
		return self::NOT_FOUND === $name ? self::with_url( $record['head'], BreadcrumbTrail::request_url() ) : $record['head'];
	}

	/**
	 * What a home page's head may read of its posts, and their number of pages: the record is
	 * the page's while these are the same.
	 *
	 * @param Context $context A home page context.
	 * @return string
	 */
	private static function posts( Context $context ): string {
		$posts = array( $context->pages );
		foreach ( $context->posts as $post ) {
			$posts[] = array( $post->ID, $post->post_status, $post->post_modified_gmt, $post->post_title, $post->post_password, $post->post_type );
		}
		return hash( 'xxh128', (string) wp_json_encode( $posts ) );
	}

	/**
	 * Builds the records (the site-level record's refresh, Plugin::refresh_site_records()):
	 * name => {head, hooks, strings[, posts]}, without those that cannot be kept (see the class).
	 *
	 * @since 0.6.0
	 *
	 * @param array{renderer: HeadRenderer, titles: TitleResolver, robots: RobotsResolver, trail: BreadcrumbTrail, settings: SettingsRepository, graphs: GraphBuilder, values: TemplateValues} $parts
	 *        What a page's head is made with: a head renderer without records, the resolvers,
	 *        the graph builder and the template values (which variables a page resolved).
	 * @return array<string, array<string, mixed>>
	 */
	public static function build( array $parts ): array {
		global $wp_query, $wp_the_query;
		$saved = array( $GLOBALS['wp'] ?? null, $GLOBALS['wp'] instanceof \WP ? $GLOBALS['wp']->request : '', $wp_query, $wp_the_query, get_current_user_id() );
		if ( ! $saved[0] instanceof \WP ) {
			$GLOBALS['wp'] = new \WP();
		}
		$records = array();
		// As a visitor sees them: no user, the site's language (the refresh runs only where it
		// is this request's) found without reading a user's settings.
		$site_locale = static fn (): string => get_locale();
		add_filter( 'pre_determine_locale', $site_locale, PHP_INT_MAX );
		wp_set_current_user( 0 );
		try {
			// A 404, twice, at two made-up addresses.
			$query = new \WP_Query();
			$query->set_404();
			self::main_query( $query );
			$first  = self::capture( $parts, Context::not_found(), 'lodestar-404-' . wp_generate_password( 12, false ) );
			$second = self::capture( $parts, Context::not_found(), 'lodestar-404-' . wp_generate_password( 12, false ) );
			if ( null !== $first && null !== $second && $first['head'] === $second['head'] ) {
				$first['hooks']              = array_values( array_unique( array_merge( $first['hooks'], $second['hooks'] ) ) );
				$first['strings']            = array_values( array_unique( array_merge( $first['strings'], $second['strings'] ), SORT_REGULAR ) );
				$records[ self::NOT_FOUND ] = $first;
			}
			// The latest-posts home page as a visitor sees it.
			if ( 'posts' === get_option( 'show_on_front' ) ) {
				$query   = new \WP_Query();
				$visitor = static function ( $parsed ) use ( $query ): void {
					if ( $parsed === $query ) {
						// Not the admin's list, where drafts show (an admin request's end builds
						// it), but the home page a query without variables is outside the admin.
						$query->is_admin = false;
						$query->is_home  = true;
					}
				};
				self::main_query( $query );
				add_action( 'pre_get_posts', $visitor, PHP_INT_MAX );
				try {
					$query->query( array() );
				} finally {
					remove_action( 'pre_get_posts', $visitor, PHP_INT_MAX );
				}
				$context = Context::from_query( $query );
				$home    = Context::HOME === $context->kind && 1 === $context->page ? self::capture( $parts, $context, '' ) : null;
				if ( null !== $home ) {
					$records[ self::HOME ] = $home + array( 'posts' => self::posts( $context ) );
				}
			}
		} finally {
			remove_filter( 'pre_determine_locale', $site_locale, PHP_INT_MAX );
			if ( get_current_user_id() !== $saved[4] ) {
				wp_set_current_user( $saved[4] );
			}
			if ( $saved[0] instanceof \WP ) {
				$saved[0]->request = $saved[1];
			}
			$GLOBALS['wp'] = $saved[0];
			self::main_query( $saved[2], $saved[3] );
		}
		return $records;
	}

	/**
	 * Puts a query in place as the main one.
	 *
	 * @param mixed $query     The query (\WP_Query, or what was there).
	 * @param mixed $the_query The main query's other global (default: $query).
	 */
	private static function main_query( $query, $the_query = null ): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's main query while building, put back after.
		$GLOBALS['wp_query']     = $query;
		$GLOBALS['wp_the_query'] = func_num_args() > 1 ? $the_query : $query;
		// phpcs:enable
	}

	/**
	 * The head of a page, a 404's address replaced by URL; null when the head names the date
	 * or time, read what no check covers, needed a plural form, or holds a 404's address
	 * otherwise than whole.
	 *
	 * @param array<string, object> $parts   What a head is made with (build()).
	 * @param Context               $context The page.
	 * @param string                $slug    A 404's made-up path ('' for the home page).
	 * @return array{head: array<string, mixed>, hooks: list<string>, strings: list<array{0: string, 1: string|null, 2: string, 3: string}>}|null
	 */
	private static function capture( array $parts, Context $context, string $slug ): ?array {
		$GLOBALS['wp']->request = $slug;
		$built                  = self::built( $parts, $context );
		if ( $built['plural'] || $built['today'] || '' === $built['url'] || array() !== array_intersect( self::UNCOVERED, $built['hooks'] ) ) {
			return null;
		}
		// Kept as parts (a 404's address is put in at view time, in them).
		$head = $built['head'];
		unset( $head['html'] );
		if ( '' !== $slug ) {
			$head = self::with_url( $head, self::URL, $built['url'] );
			// The made-up path anywhere else: the address is used otherwise than whole.
			if ( str_contains( (string) wp_json_encode( $head ), $slug ) ) {
				return null;
			}
		}
		return array(
			'head'    => $head,
			'hooks'   => array_values( array_diff( $built['hooks'], self::UNCHECKED, SiteNodes::WATCHED ) ),
			'strings' => $built['strings'],
		);
	}

	/**
	 * Whether every string a head was built with translates as it did then (a language pack
	 * updated, a gettext filter added or removed).
	 *
	 * @since 0.6.0
	 *
	 * @param array<int, mixed> $strings The build's strings (built()): text, context, domain, translation.
	 */
	public static function same_translations( array $strings ): bool {
		foreach ( $strings as $string ) {
			if ( ! is_array( $string ) || 4 !== count( $string ) ) {
				return false;
			}
			if ( self::translation( $string ) !== $string[3] ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A recorded string (text, context or null, domain) as translate() gives it now.
	 *
	 * @param array<int, mixed> $string The string.
	 */
	private static function translation( array $string ): string {
		list( $text, $gettext_context, $domain ) = $string;
		// phpcs:disable WordPress.WP.I18n -- a string a head was built with, asked again.
		return null === $gettext_context ? translate( (string) $text, (string) $domain ) : translate_with_gettext_context( (string) $text, (string) $gettext_context, (string) $domain );
		// phpcs:enable
	}

	/**
	 * A page's head as its page view builds it (the title, the robots directives, Lodestar's
	 * tags before their filter, the JSON-LD graph before its filter, null with the schemas off),
	 * with what the build went through: every hook fired (UNCHECKED ones included), every string
	 * it translated (text, context, domain, translation), whether it needed a plural form or
	 * named today's date, the page's address, and whether Lodestar had no translation file
	 * (MissingTranslations, since 0.6.0). Shared by the records kept here and the page views'
	 * (KeptHeads, KeptNotFound).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, object> $parts   What a head is made with (build()).
	 * @param Context               $context The page.
	 * @return array{head: array<string, mixed>, hooks: list<string>, strings: list<array{0: string, 1: string|null, 2: string, 3: string}>, plural: bool, today: bool, url: string, missing: bool}
	 */
	public static function built( array $parts, Context $context ): array {
		$missing      = MissingTranslations::settle();
		$hooks        = array();
		$strings      = array();
		$plural       = false;
		$all          = static function () use ( &$hooks ): void {
			$hooks[ (string) current_filter() ] = true;
		};
		$text         = static function ( $translation, $text, $domain ) use ( &$strings ) {
			$strings[] = array( (string) $text, null, (string) $domain, (string) $translation );
			return $translation;
		};
		$with_context = static function ( $translation, $text, $context, $domain ) use ( &$strings ) {
			$strings[] = array( (string) $text, (string) $context, (string) $domain, (string) $translation );
			return $translation;
		};
		$plurals      = static function ( $translation ) use ( &$plural ) {
			$plural = true;
			return $translation;
		};
		add_action( 'all', $all );
		add_filter( 'gettext', $text, PHP_INT_MAX, 3 );
		add_filter( 'gettext_with_context', $with_context, PHP_INT_MAX, 4 );
		add_filter( 'ngettext', $plurals, PHP_INT_MAX );
		add_filter( 'ngettext_with_context', $plurals, PHP_INT_MAX );
		try {
			$url          = $parts['trail']->page_url( $context );
			$head         = array(
				'title'  => $parts['titles']->resolve( $context ),
				'robots' => $parts['robots']->directives( $context ),
				'tags'   => $parts['renderer']->specs( $context )[0],
				'graph'  => $parts['settings']->get( 'enable_schemas' ) ? $parts['graphs']->unfiltered( $context ) : null,
			);
			// As HeadRenderer prints it while neither lodestar_head_tags nor lodestar_schema_graph
			// has a callback (escaped here: the escaping's hooks are among those recorded).
			$head['html'] = $parts['renderer']->block_html( $head['tags'] ) . ( null === $head['graph'] ? '' : $parts['renderer']->render_script( HeadRenderer::json_ld( $head['graph'] ) ) );
			$today        = array() !== array_intersect( self::TODAY, $parts['values']->resolved_names( $context ) );
		} finally {
			remove_action( 'all', $all );
			remove_filter( 'gettext', $text, PHP_INT_MAX );
			remove_filter( 'gettext_with_context', $with_context, PHP_INT_MAX );
			remove_filter( 'ngettext', $plurals, PHP_INT_MAX );
			remove_filter( 'ngettext_with_context', $plurals, PHP_INT_MAX );
		}
		// Each string as translate() gives it whole (the domain's own gettext_{domain} filters
		// run after the recorder's), which is what a view compares.
		$strings = array_values( array_unique( $strings, SORT_REGULAR ) );
		foreach ( $strings as $i => $string ) {
			$strings[ $i ][3] = self::translation( $string );
		}
		return array(
			'head'    => $head,
			'hooks'   => array_keys( $hooks ),
			'strings' => $strings,
			'plural'  => $plural,
			'today'   => $today,
			'url'     => (string) $url,
			'missing' => $missing,
		);
	}

	/**
	 * A head with one string replaced by another in every string value (the address and its marker).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $head The head.
	 * @param string               $to   The replacement.
	 * @param string               $from The string replaced (default: the marker).
	 * @return array<string, mixed>
	 */
	public static function with_url( array $head, string $to, string $from = self::URL ): array {
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
