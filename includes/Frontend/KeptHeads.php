<?php
/**
 * The heads of posts, pages and archives, kept by the page views that built them.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Repositories\HeadRevision;
use Lodestar\Schema\SiteNodes;
use Lodestar\Seo\Context;
use Lodestar\Support\CompiledFile;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * A visitor's page view of a post, a page or an archive builds its head (the title, the robots
 * directives, Lodestar's tags before lodestar_head_tags, the JSON-LD graph before
 * lodestar_schema_graph: PageRecords::built()) and keeps it in a file of its own under the
 * compiled data folder (no query: a page view never writes to the database); the next page
 * views of that page read it and apply the two filters themselves, as PageRecords' 404 and home
 * page do.
 *
 * A kept head is used only while everything it was made of is as it was:
 * - the revision (HeadRevision): every write of a post, its meta, a term, a user, an option or
 *   an upgrade moves it on at the end of the request that wrote; and the build's code;
 * - the page: the same kind and object, page number, scheme (https) and locale (the file's
 *   name), the same home address, request path and query variables (checked in the file);
 * - every hook the build went through has the callbacks it had (by name; a new filter, one
 *   removed, another plugin's: the record steps aside), and every string it translated
 *   translates the same (a language pack, a gettext filter);
 * - it is younger than MAX_AGE (a write made behind WordPress's back, in SQL, shows by then).
 * Not kept (built on every view as before): a head naming today's date or needing a plural
 * form; a logged-in user's view (private posts, previews, the admin bar's user); a request that
 * wrote before its head; a password-protected post; a page number past the last; a request
 * with a query variable other than those that name the page (a search, a comment page, an
 * order, a feed, an embed...); a 404 (PageRecords keeps it with its address left out).
 * Filter lodestar_keep_heads to false to switch it off.
 *
 * @since 0.6.0
 */
final class KeptHeads {

	/**
	 * The folder, under the compiled data folder (CompiledFile::folder()).
	 */
	public const FOLDER = 'heads';

	/**
	 * The oldest a kept head is used, in seconds.
	 */
	public const MAX_AGE = 86400;

	/**
	 * What a kept file starts with: read over HTTP, it prints nothing.
	 */
	private const HEADER = "<?php exit; ?>\n";

	/**
	 * Ends a hook's name in the record's hooks (a line each), before its callbacks.
	 */
	private const NAME_END = "\x1f";

	/**
	 * Ends each callback of a hook's signature().
	 */
	private const CALLBACK_END = "\x1e";

	/**
	 * The kinds of page kept (a search and a 404 are not).
	 */
	private const KINDS = array( Context::SINGULAR, Context::BLOG, Context::HOME, Context::TERM, Context::POST_TYPE_ARCHIVE, Context::AUTHOR, Context::DATE );

	/**
	 * The query variables that name a page, its post type, taxonomy and page number (besides
	 * the query variables of the registered post types and taxonomies).
	 */
	private const QUERY_VARS = array( 'p', 'page_id', 'name', 'pagename', 'page', 'paged', 'attachment', 'attachment_id', 'subpost', 'subpost_id', 'category_name', 'cat', 'tag', 'tag_id', 'taxonomy', 'term', 'author', 'author_name', 'post_type', 'year', 'monthnum', 'day', 'm', 'w' );

	/**
	 * Hooks of the build not compared: the recorders' own, and the two filters a page view
	 * applies to the kept head itself.
	 */
	private const UNCHECKED = array( 'all', 'gettext', 'gettext_with_context', 'ngettext', 'ngettext_with_context', 'lodestar_head_tags', 'lodestar_schema_graph' );

	/**
	 * Constructor.
	 *
	 * @param \Closure $parts () => what a head is made with, made anew (Wiring\Front::head_parts()).
	 */
	public function __construct( private \Closure $parts ) {}

	/**
	 * The head of the current page view: kept, or built now (and kept when it may be); null
	 * where no head is kept (the page then builds it as usual).
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context The main query's context.
	 * @return array<string, mixed>|null The head (title, robots, tags, graph).
	 */
	public function get( Context $context ): ?array {
		$name = self::name( $context );
		if ( null === $name ) {
			return null;
		}
		// Read before building: a write that ends meanwhile leaves this head under the old one.
		$revision = HeadRevision::current();
		$page     = self::page();
		$path     = self::path( $name );
		$record   = null === $path ? null : self::read( $path );
		if ( null !== $record && $record['revision'] === $revision && $record['page'] === $page && $record['made'] >= time() - self::MAX_AGE && $record['made'] <= time() && self::same_hooks( $record['hooks'] ) && self::same_translations( $record ) ) {
			$head = self::head( $record );
			if ( null !== $head ) {
				return $head;
			}
		}
		if ( $context->is_singular() ) {
			// What the loop would load next (as JsonLdTag does before the graph).
			update_post_author_caches( array( $context->post ) );
		}
		// Built from scratch (new services, the context made again from the main query): what
		// this request read and remembered before (the settings, a permalink) is read again,
		// through the hooks the record then compares.
		$query = $GLOBALS['wp_the_query'] ?? null;
		$fresh = $query instanceof \WP_Query ? Context::from_query( $query ) : $context;
		$built = PageRecords::built( ( $this->parts )(), $fresh->kind === $context->kind ? $fresh : $context );
		if ( null !== $path && ! $built['plural'] && ! $built['today'] ) {
			// The hooks of the site-level inputs too, whichever part of the request read them first.
			self::write( $path, $revision, $page, $built, self::hook_lines( array_merge( $built['hooks'], SiteNodes::WATCHED ) ) );
		}
		return $built['head'];
	}

	/**
	 * Whether a kept head's strings translate as they did, Lodestar's translation file taken as
	 * the build found it (MissingTranslations::assume()).
	 *
	 * @param array<string, mixed> $record The record (read()).
	 */
	private static function same_translations( array $record ): bool {
		MissingTranslations::assume( $record['missing'] );
		return PageRecords::same_translations( $record['strings'] );
	}

	/**
	 * A kept head as the title, the robots and the head printers use it: its printed HTML, and
	 * its tags and graph (for their filters) when either filter has a callback.
	 *
	 * @param array<string, mixed> $record The record (read()).
	 * @return array<string, mixed>|null
	 */
	private static function head( array $record ): ?array {
		$head = array(
			'title'  => $record['title'],
			'robots' => $record['robots'],
			'html'   => $record['html'],
			'tags'   => array(),
			'graph'  => null,
		);
		if ( has_filter( 'lodestar_head_tags' ) || has_filter( 'lodestar_schema_graph' ) ) {
			$specs = json_decode( $record['specs'], true );
			if ( ! is_array( $specs ) || ! is_array( $specs[0] ?? null ) || ! ( null === ( $specs[1] ?? null ) || is_array( $specs[1] ) ) ) {
				return null;
			}
			list( $head['tags'], $head['graph'] ) = $specs;
		}
		return $head;
	}

	/**
	 * The name of the page's kept head, or null where none is kept.
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context The main query's context.
	 */
	public static function name( Context $context ): ?string {
		global $wp;
		if ( ! in_array( $context->kind, self::KINDS, true ) || ! $wp instanceof \WP || is_admin() || is_user_logged_in() || HeadRevision::wrote() ) {
			return null;
		}
		if ( Context::SINGULAR === $context->kind ) {
			$post = $context->post;
			if ( null === $post || '' !== $post->post_password || $context->page > 1 + substr_count( $post->post_content, '<!--nextpage-->' ) ) {
				return null;
			}
		} elseif ( $context->page > max( 1, $context->pages ) ) {
			return null;
		}
		foreach ( $wp->query_vars as $var => $value ) {
			if ( ! is_scalar( $value ) || ( ! in_array( $var, self::QUERY_VARS, true ) && ! self::object_var( (string) $var ) ) ) {
				return null;
			}
		}
		if ( ! apply_filters( 'lodestar_keep_heads', true, $context ) ) {
			return null;
		}
		$object = match ( $context->kind ) {
			Context::SINGULAR          => $context->post->ID . ( $context->is_front ? 'front' : '' ),
			Context::BLOG              => $context->post?->ID ?? 0,
			Context::TERM              => $context->term?->term_taxonomy_id ?? 0,
			Context::POST_TYPE_ARCHIVE => $context->post_type,
			Context::AUTHOR            => $context->user?->ID ?? 0,
			Context::DATE              => implode( '-', $context->date ),
			default                    => '',
		};
		return hash( 'xxh128', implode( "\0", array( $context->kind, $object, $context->page, is_ssl() ? 'https' : 'http', get_locale() ) ) );
	}

	/**
	 * The file the page's head is kept in, or null where none is kept (tests, diagnostics).
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context The main query's context.
	 */
	public static function file( Context $context ): ?string {
		$name = self::name( $context );
		return null === $name ? null : self::path( $name );
	}

	/**
	 * What else a kept head is checked against: the home address (its scheme, a filter of
	 * it), the request's path and query variables.
	 */
	private static function page(): string {
		global $wp;
		return home_url( '/' ) . "\0" . $wp->request . "\0" . wp_json_encode( $wp->query_vars );
	}

	/**
	 * Whether a query variable is a registered post type's or taxonomy's.
	 *
	 * @param string $var Query variable.
	 */
	private static function object_var( string $var ): bool {
		foreach ( array( $GLOBALS['wp_post_types'] ?? array(), $GLOBALS['wp_taxonomies'] ?? array() ) as $objects ) {
			foreach ( $objects as $object ) {
				if ( is_object( $object ) && $var === $object->query_var ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The callbacks of a hook, by name and priority ('' without any).
	 *
	 * @param string $hook Hook name.
	 */
	private static function signature( string $hook ): string {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return '';
		}
		$names = '';
		foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_string( $function ) ) {
					$name = $function;
				} elseif ( is_array( $function ) ) {
					$name = ( is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0] ) . '::' . $function[1];
				} else {
					$name = $function instanceof \Closure ? '{closure}' : get_class( $function );
				}
				$names .= $priority . ' ' . $name . self::CALLBACK_END;
			}
		}
		return $names;
	}

	/**
	 * hook_map() as the kept file's lines (hook NAME_END signature), for same_hooks().
	 *
	 * @param list<string> $hooks Hook names.
	 */
	private static function hook_lines( array $hooks ): string {
		$lines = array();
		foreach ( self::hook_map( $hooks ) as $hook => $signature ) {
			$lines[] = $hook . self::NAME_END . $signature;
		}
		return implode( "\n", $lines );
	}

	/**
	 * Each hook (but the recorders' own and the two head filters) => its callbacks as they are
	 * now, for same_hook_map() (a compiled file keeps it as an array: nothing to parse).
	 *
	 * @since 0.6.0
	 *
	 * @param list<string> $hooks Hook names.
	 * @return array<string, string>
	 */
	public static function hook_map( array $hooks ): array {
		$map = array();
		foreach ( array_diff( array_unique( $hooks ), self::UNCHECKED ) as $hook ) {
			$map[ $hook ] = self::signature( $hook );
		}
		return $map;
	}

	/**
	 * Whether every hook of a hook_map() has the callbacks it had: those that have any now
	 * compared, those that had any then still there.
	 *
	 * @since 0.6.0
	 *
	 * @param array<mixed> $map Hook => signature().
	 */
	public static function same_hook_map( array $map ): bool {
		global $wp_filter;
		foreach ( array_intersect_key( $wp_filter, $map ) as $hook => $callbacks ) {
			if ( self::signature( (string) $hook ) !== $map[ $hook ] ) {
				return false;
			}
		}
		return array() === array_diff_key( array_filter( $map ), $wp_filter );
	}

	/**
	 * Whether every hook of a kept file's lines (hook_lines()) has the callbacks it had
	 * (same_hook_map()).
	 *
	 * @param string $hooks Lines of hook NAME_END signature().
	 */
	private static function same_hooks( string $hooks ): bool {
		$map = array();
		foreach ( '' === $hooks ? array() : explode( "\n", $hooks ) as $line ) {
			$hook = strstr( $line, self::NAME_END, true );
			if ( false === $hook ) {
				return false;
			}
			$map[ $hook ] = substr( $line, strlen( $hook ) + 1 );
		}
		return self::same_hook_map( $map );
	}

	/**
	 * The file of a kept head (null without a compiled data folder).
	 *
	 * @param string $name Its name (name()).
	 */
	private static function path( string $name ): ?string {
		$folder = CompiledFile::folder();
		return '' === $folder ? null : $folder . self::FOLDER . '/' . get_current_blog_id() . '/' . substr( $name, 0, 2 ) . '/' . $name . '.php';
	}

	/**
	 * A kept head's record as written, or null (missing, damaged).
	 *
	 * The file: HEADER, one line of JSON (revision, page, made, title, robots, strings, the
	 * lengths of the next parts, whether Lodestar had no translation file), then as they are: the hooks' lines, the printed HTML and the
	 * JSON of the tags and graph. Only the short line is decoded on a page view.
	 *
	 * @param string $path Its file.
	 * @return array{revision: string, page: string, made: int, title: mixed, robots: array<string, mixed>, strings: array<int, mixed>, hooks: string, html: string, specs: string, missing: mixed}|null
	 */
	private static function read( string $path ): ?array {
		$raw = @file_get_contents( $path ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a missing file (not kept yet) is expected.
		if ( ! is_string( $raw ) || ! str_starts_with( $raw, self::HEADER ) ) {
			return null;
		}
		$end  = strpos( $raw, "\n", strlen( self::HEADER ) );
		$meta = false === $end ? null : json_decode( substr( $raw, strlen( self::HEADER ), $end - strlen( self::HEADER ) ), true );
		if ( ! is_array( $meta ) || 9 !== count( $meta ) || ! is_string( $meta[0] ) || ! is_string( $meta[1] ) || ! is_int( $meta[2] ) || ! is_array( $meta[4] ) || ! is_array( $meta[5] ) || ! is_int( $meta[6] ) || ! is_int( $meta[7] ) || strlen( $raw ) < $end + 1 + $meta[6] + $meta[7] ) {
			return null;
		}
		return array(
			'revision' => $meta[0],
			'page'     => $meta[1],
			'made'     => $meta[2],
			'title'    => $meta[3],
			'robots'   => $meta[4],
			'strings'  => $meta[5],
			'hooks'    => substr( $raw, $end + 1, $meta[6] ),
			'html'     => substr( $raw, $end + 1 + $meta[6], $meta[7] ),
			'specs'    => substr( $raw, $end + 1 + $meta[6] + $meta[7] ),
			'missing'  => $meta[8],
		);
	}

	/**
	 * Writes a kept head's record, whole or not at all (a temporary file renamed).
	 *
	 * @param string               $path     Its file.
	 * @param string               $revision The revision it was built under.
	 * @param string               $page     Its page (page()).
	 * @param array<string, mixed> $built    The build (PageRecords::built()).
	 * @param string               $hooks    The hooks' lines.
	 */
	private static function write( string $path, string $revision, string $page, array $built, string $hooks ): void {
		$head = $built['head'];
		// Not wp_json_encode(): text that is not UTF-8 would be mended, and the kept head then
		// differ from the one built; such a head is not kept.
		$flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
		// phpcs:disable WordPress.WP.AlternativeFunctions.json_encode_json_encode, Generic.PHP.ForbiddenFunctions.FoundWithAlternative
		$specs = json_encode( array( $head['tags'], $head['graph'] ), $flags );
		$meta  = json_encode( array( $revision, $page, time(), $head['title'], $head['robots'], $built['strings'], strlen( $hooks ), strlen( $head['html'] ), $built['missing'] ), $flags );
		// phpcs:enable
		$dir = dirname( $path );
		if ( false === $specs || false === $meta || str_contains( $meta, "\n" ) || ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) ) {
			return;
		}
		$contents  = self::HEADER . $meta . "\n" . $hooks . $head['html'] . $specs;
		$temporary = $path . '.' . wp_generate_password( 8, false ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.NoSilencedErrors.Discouraged -- a cache file of the plugin's own; an unwritable folder means none.
		if ( strlen( $contents ) !== @file_put_contents( $temporary, $contents ) ) {
			@unlink( $temporary );
			return;
		}
		if ( defined( 'FS_CHMOD_FILE' ) ) {
			@chmod( $temporary, FS_CHMOD_FILE );
		}
		if ( ! @rename( $temporary, $path ) ) {
			@unlink( $temporary );
		}
		// phpcs:enable
	}
}
