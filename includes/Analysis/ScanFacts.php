<?php
/**
 * The site analysis' stored per-post facts: what the content scan computes at a cost.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Analysis\Page\ContentScan as PageContentScan;
use Lodestar\Repositories\ScanFactsStore;
use Lodestar\Seo\Limits;
use Lodestar\Settings\Definitions;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A post's resolved title and description, the words of its rendered text, and what its
 * content holds (subheadings, insecure resources: content_facts()), kept in the post meta
 * `_lodestar_scan_facts` with a fingerprint of what they were computed from, so the site scan
 * (ContentScan) reads them instead of resolving, rendering and parsing every post again.
 *
 * Stored as {f, g: fingerprints, t: title|null, d: description|null, w: words|null,
 * h: subheadings, m: insecure resource addresses (at most ObjectSample::LISTED), n: their
 * number}. `h`, `m` and `n` come from the raw content, so they hold while `g` does. `g`
 * (of the words) hashes the post's row fields, all its meta (but keys that do not change what
 * is shown: this one, the stored page checks, edit locks) and the render environment: active
 * plugins, theme, language, WordPress and Lodestar versions, registered shortcodes, the
 * callbacks hooked to the content and block rendering filters. `f` (of the title and
 * description) adds whether the post is the front page and the site environment: the Lodestar
 * settings titles and descriptions are resolved from (TITLE_SETTINGS), the site options
 * templates read (name, tagline, home, date and time formats, time zone, permalinks) and the
 * length limits. A change makes the facts it covers stale: saving a template has titles and
 * descriptions resolved again, not every post rendered again; other settings change nothing.
 * Content filters are assumed to render from the post, its meta and the code: one that prints
 * what other posts hold (a related posts list, say) changes words the fingerprint does not see.
 *
 * What may change without any of these changing is never stored (null: computed at each scan):
 * - a title or description whose templates resolved a variable read elsewhere (today's date,
 *   the post's terms, author, parent, permalink: see STABLE_VARIABLES for the others);
 * - the rendered words of a post whose raw text is thin and whose content holds a registered
 *   shortcode or a dynamic block (latest posts, a reusable block, a query...) but those that
 *   render from their own markup, attributes and the post's meta (SELF_CONTAINED_BLOCKS):
 *   rendering may read other content.
 *
 * Facts are written after a post is saved (PageCheckStore, which has just rendered the content
 * and resolved title and description) and by the scan for the posts it had to compute (set-based,
 * Repositories\ScanFactsStore).
 *
 * @since 0.4.0
 */
class ScanFacts {

	/**
	 * Meta key of the stored facts.
	 *
	 * @since 0.4.0
	 */
	public const META = '_lodestar_scan_facts';

	/**
	 * Version of the facts' rules (changing it makes every stored fact stale).
	 *
	 * @since 0.4.0
	 * @since 0.4.0 2: subheadings and insecure resources (h, m, n).
	 */
	public const VERSION = 2;

	/**
	 * Template variables whose value depends only on the post, its meta and the environment.
	 *
	 * @since 0.4.0
	 */
	public const STABLE_VARIABLES = array( 'site_url', 'published', 'modified', 'focus_keyword', 'post_type_singular', 'post_type_plural', 'post_id', 'post_year', 'post_month', 'post_day' );

	/**
	 * The settings titles and descriptions of posts are resolved from (Seo\TitleResolver,
	 * DescriptionResolver, TemplateValues, Overrides, ContentTypes read these, and no others:
	 * ScanFactsTest checks their source). Saving any other setting leaves stored facts fresh.
	 *
	 * @since 0.4.0
	 */
	public const TITLE_SETTINGS = array( 'auto_generate_description', 'content_types', 'enable_page_level_seo', 'global_default', 'home_page_description', 'home_page_title', 'page_description', 'page_title', 'separator' );

	/**
	 * Dynamic core blocks whose output comes from their own saved markup and attributes, the
	 * post and its meta only (the image block adds lightbox markup, footnotes read the post's
	 * meta...): their rendered words are stored. Filter: `lodestar_scan_facts_self_contained_blocks`.
	 *
	 * @since 0.4.0
	 */
	public const SELF_CONTAINED_BLOCKS = array( 'core/image', 'core/gallery', 'core/file', 'core/button', 'core/cover', 'core/footnotes', 'core/social-link', 'core/social-links', 'core/video', 'core/audio', 'core/embed', 'core/heading', 'core/paragraph', 'core/list', 'core/list-item', 'core/quote', 'core/table', 'core/columns', 'core/column', 'core/group', 'core/media-text', 'core/details', 'core/pullquote', 'core/separator', 'core/spacer', 'core/code', 'core/preformatted', 'core/verse', 'core/html', 'core/buttons' );

	/**
	 * Meta keys left out of the fingerprint.
	 *
	 * @since 0.4.0
	 */
	private const IGNORED_META = array( self::META, '_lodestar_page_checks', '_lodestar_check_errors', '_lodestar_check_warnings', '_lodestar_ignored_checks', '_edit_lock', '_edit_last' );

	/**
	 * Filters whose callbacks change rendered content.
	 */
	private const RENDER_FILTERS = array( 'the_content', 'render_block', 'pre_render_block', 'render_block_data', 'render_block_context', 'do_shortcode_tag', 'pre_do_shortcode_tag' );

	/**
	 * Facts computed by the scan, waiting to be written: post ID => serialized value.
	 *
	 * @var array<int, string>
	 */
	private array $pending = array();

	/**
	 * Posts of the pending facts that had stale facts stored (their rows are deleted first).
	 *
	 * @var list<int>
	 */
	private array $stale = array();

	/**
	 * Posts read with stale facts since the last flush(): post ID => true for one stale row
	 * (updated in place), false for several rows or an unreadable one (deleted, then inserted).
	 *
	 * @var array<int, bool>
	 */
	private array $seen_stale = array();

	/**
	 * Facts waiting to replace a post's single stale row in place: post ID => serialized value.
	 *
	 * @var array<int, string>
	 */
	private array $updates = array();

	/**
	 * Constructor.
	 *
	 * @param ScanFactsStore $store Batch writes.
	 */
	public function __construct( private ScanFactsStore $store ) {}

	/**
	 * The environment's hashes (computed afresh: a scan keeps them for its whole pass): `render`,
	 * what rendering a content depends on (code: versions, plugins, theme, language, shortcodes,
	 * content filters); `site`, what resolving titles and descriptions adds (Lodestar's settings,
	 * the site options templates read, the length limits).
	 *
	 * @since 0.4.0
	 *
	 * @return array{render: string, site: string}
	 */
	public function environment(): array {
		global $wp_version, $shortcode_tags, $wp_filter;
		$filters = array();
		foreach ( self::RENDER_FILTERS as $hook ) {
			$filters[ $hook ] = array();
			if ( ! isset( $wp_filter[ $hook ] ) ) {
				continue;
			}
			foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$filters[ $hook ][] = $priority . ' ' . self::callback_name( $callback['function'] );
				}
			}
			// Sorted: do_blocks() takes wpautop off and puts it back last of its priority.
			sort( $filters[ $hook ] );
		}
		$render = hash(
			'xxh128',
			maybe_serialize(
				array(
					self::VERSION,
					defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '',
					(string) $wp_version,
					get_locale(),
					get_option( 'active_plugins' ),
					is_multisite() ? get_site_option( 'active_sitewide_plugins' ) : array(),
					get_stylesheet(),
					get_template(),
					array_keys( (array) $shortcode_tags ),
					self::self_contained_blocks(),
					$filters,
				)
			)
		);
		$settings = self::title_settings( get_option( Definitions::OPTION, array() ) );
		$site     = hash(
			'xxh128',
			maybe_serialize(
				array(
					$settings,
					get_option( 'blogname' ),
					get_option( 'blogdescription' ),
					get_option( 'home' ),
					get_option( 'date_format' ),
					get_option( 'time_format' ),
					get_option( 'timezone_string' ),
					get_option( 'gmt_offset' ),
					get_option( 'permalink_structure' ),
					Limits::all(),
				)
			)
		);
		return array(
			'render' => $render,
			'site'   => $site,
		);
	}

	/**
	 * The settings the `f` fingerprint hashes (TITLE_SETTINGS), stored values over the
	 * defaults (a default may change with the code), sorted by name.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $stored The stored settings option.
	 * @return array<string, mixed>
	 */
	public static function title_settings( $stored ): array {
		$settings = array_intersect_key( array_merge( Definitions::defaults(), is_array( $stored ) ? $stored : array() ), array_flip( self::TITLE_SETTINGS ) );
		ksort( $settings );
		return $settings;
	}

	/**
	 * A post's fingerprints: `g` of its rendered words (the post, its meta, the render
	 * environment), `f` of its title and description (`g`, whether it is the front page, the
	 * site environment).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post                              $post        Post (its meta is read from the meta cache).
	 * @param bool                                 $is_front    Whether it is the front page.
	 * @param array{render: string, site: string} $environment environment().
	 * @return array{f: string, g: string}
	 */
	public function fingerprint( WP_Post $post, bool $is_front, array $environment ): array {
		$meta = array_diff_key( self::meta_of( $post->ID ), array_flip( self::IGNORED_META ) );
		ksort( $meta );
		$words = hash(
			'xxh128',
			$environment['render'] . "\0" . maybe_serialize(
				array(
					$post->ID,
					$post->post_type,
					$post->post_status,
					$post->post_author,
					$post->post_parent,
					$post->menu_order,
					$post->post_name,
					$post->post_date,
					$post->post_date_gmt,
					$post->post_modified,
					$post->post_modified_gmt,
					$post->post_password,
					$post->post_title,
					$post->post_excerpt,
					$post->post_content,
					$meta,
				)
			)
		);
		return array(
			'f' => hash( 'xxh128', $words . ( $is_front ? '1' : '0' ) . $environment['site'] ),
			'g' => $words,
		);
	}

	/**
	 * A post's stored facts that are fresh: title and description when `f` matches, words and
	 * the content facts (`c`: content_facts()) when `g` does (null: compute it); `fresh` when both match (nothing to store again).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post                   $post         Post.
	 * @param array{f: string, g: string} $fingerprints Its fingerprints now.
	 * @return array{t: string|null, d: string|null, w: int|null, c: array{h: int, m: list<string>, n: int}|null, fresh: bool}|null Null when none are stored.
	 */
	public function read( WP_Post $post, array $fingerprints ): ?array {
		$meta = self::meta_of( $post->ID );
		if ( ! isset( $meta[ self::META ] ) ) {
			return null;
		}
		$stored = maybe_unserialize( $meta[ self::META ][0] );
		if ( ! is_array( $stored ) || count( $meta[ self::META ] ) > 1 ) {
			$this->seen_stale[ $post->ID ] = false;
			return null;
		}
		$titles = ( $stored['f'] ?? null ) === $fingerprints['f'];
		$words  = ( $stored['g'] ?? null ) === $fingerprints['g'];
		$content = $words && isset( $stored['h'], $stored['m'], $stored['n'] ) && is_int( $stored['h'] ) && is_array( $stored['m'] ) && is_int( $stored['n'] )
			? array(
				'h' => $stored['h'],
				'm' => array_values( array_map( 'strval', $stored['m'] ) ),
				'n' => $stored['n'],
			)
			: null;
		if ( ! $titles || ! $words || null === $content ) {
			$this->seen_stale[ $post->ID ] = true;
		}
		return array(
			't'     => $titles && isset( $stored['t'] ) && is_string( $stored['t'] ) ? $stored['t'] : null,
			'd'     => $titles && isset( $stored['d'] ) && is_string( $stored['d'] ) ? $stored['d'] : null,
			'w'     => $words && isset( $stored['w'] ) && is_int( $stored['w'] ) ? $stored['w'] : null,
			'c'     => $content,
			'fresh' => $titles && $words && null !== $content,
		);
	}

	/**
	 * The facts to store for a post (null for those that must be computed at each scan).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post                     $post         Post.
	 * @param array{f: string, g: string} $fingerprints Its fingerprints.
	 * @param string                      $title        Resolved title.
	 * @param string                      $description  Resolved description.
	 * @param list<string>                $variables    On-demand template variables resolved for its context.
	 * @param int                         $words        Words as the scan counts them (ContentScan::rendered_words()).
	 * @param bool                        $words_hold   Whether the count holds while `g` does without looking at
	 *                                                  the content (the raw text had enough words, or stored facts
	 *                                                  gave it).
	 * @param array{h: int, m: list<string>, n: int}|null $content content_facts() of the post (null: computed here).
	 * @return array{f: string, g: string, t: string|null, d: string|null, w: int|null, h: int, m: list<string>, n: int}
	 */
	public static function facts( WP_Post $post, array $fingerprints, string $title, string $description, array $variables, int $words, bool $words_hold, ?array $content = null ): array {
		$content ??= self::content_facts( $post->post_content );
		$stable = array() === array_diff( $variables, self::STABLE_VARIABLES );
		return array(
			'f' => $fingerprints['f'],
			'g' => $fingerprints['g'],
			't' => $stable ? $title : null,
			'd' => $stable ? $description : null,
			// Raw words enough, or rendering that reads nothing else: the count holds while `g` does.
			'w' => $words_hold || self::renders_alone( $post->post_content ) ? $words : null,
			'h' => $content['h'],
			'm' => $content['m'],
			'n' => $content['n'],
		);
	}

	/**
	 * What the site scan reads in a post's raw content: its subheadings (H2–H6, counted by the
	 * page checks' own rule, Page\ContentScan::scan()) and the resources it loads over http://
	 * (Page\ContentScan::insecure_resources(): the first ObjectSample::LISTED addresses and how
	 * many there are).
	 *
	 * @since 0.4.0
	 *
	 * @param string $content Raw post content.
	 * @return array{h: int, m: list<string>, n: int}
	 */
	public static function content_facts( string $content ): array {
		$insecure = PageContentScan::insecure_resources( $content );
		return array(
			'h' => PageContentScan::scan( $content )['subheadings'],
			'm' => array_slice( $insecure, 0, ObjectSample::LISTED ),
			'n' => count( $insecure ),
		);
	}

	/**
	 * Whether rendering a content reads nothing but the content: no dynamic block, no
	 * registered shortcode.
	 *
	 * @since 0.4.0
	 *
	 * @param string $content Raw content.
	 */
	public static function renders_alone( string $content ): bool {
		if ( str_contains( $content, '[' ) && preg_match( '/' . get_shortcode_regex() . '/', $content ) ) {
			return false;
		}
		if ( str_contains( $content, '<!-- wp:' ) && preg_match_all( '#<!--\s+wp:([a-z][a-z0-9_-]*/)?([a-z][a-z0-9_-]*)#', $content, $blocks, PREG_SET_ORDER ) ) {
			$registry       = \WP_Block_Type_Registry::get_instance();
			$self_contained = array_fill_keys( self::self_contained_blocks(), true );
			foreach ( $blocks as $block ) {
				$name = ( '' === $block[1] ? 'core/' : $block[1] ) . $block[2];
				if ( isset( $self_contained[ $name ] ) ) {
					continue;
				}
				$type = $registry->get_registered( $name );
				if ( null !== $type && $type->is_dynamic() ) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * Stores a post's facts now (after a save), when they changed.
	 *
	 * @since 0.4.0
	 *
	 * @param int                  $post_id Post ID.
	 * @param array<string, mixed> $facts   facts().
	 */
	public function store( int $post_id, array $facts ): void {
		if ( get_post_meta( $post_id, self::META, true ) !== $facts ) {
			update_post_meta( $post_id, self::META, $facts );
		}
	}

	/**
	 * Queues a post's facts for the next flush() (the scan's batches).
	 *
	 * @since 0.4.0
	 *
	 * @param int                  $post_id Post ID.
	 * @param array<string, mixed> $facts   facts().
	 */
	public function queue( int $post_id, array $facts ): void {
		$value = maybe_serialize( $facts ); // As update_post_meta() stores an array.
		if ( true === ( $this->seen_stale[ $post_id ] ?? null ) ) {
			$this->updates[ $post_id ] = $value;
			return;
		}
		$this->pending[ $post_id ] = $value;
		if ( isset( $this->seen_stale[ $post_id ] ) ) {
			$this->stale[] = $post_id;
		}
	}

	/**
	 * Writes the queued facts (a query or two per 500 posts).
	 *
	 * @since 0.4.0
	 */
	public function flush(): void {
		$this->store->replace( self::META, $this->pending, $this->stale );
		$this->store->update( self::META, $this->updates );
		$this->updates    = array();
		$this->pending    = array();
		$this->stale      = array();
		$this->seen_stale = array();
	}

	/**
	 * A post's meta as the meta cache holds it (loaded when missing): key => list of values.
	 *
	 * @param int $post_id Post ID.
	 * @return array<string, list<string>>
	 */
	private static function meta_of( int $post_id ): array {
		$meta = wp_cache_get( $post_id, 'post_meta' );
		if ( ! is_array( $meta ) ) {
			$meta = update_meta_cache( 'post', array( $post_id ) );
			$meta = is_array( $meta ) ? ( $meta[ $post_id ] ?? array() ) : array();
		}
		return $meta;
	}

	/**
	 * The dynamic blocks whose rendered text depends only on their own markup, attributes, the
	 * post and its meta.
	 *
	 * @return list<string>
	 */
	private static function self_contained_blocks(): array {
		/**
		 * Filters the dynamic blocks whose rendered text depends only on their own markup,
		 * attributes, the post and its meta (the site analysis stores the words of posts made of
		 * these and static blocks).
		 *
		 * @since 0.4.0
		 *
		 * @param list<string> $blocks Block names (default: SELF_CONTAINED_BLOCKS).
		 */
		return array_values( array_map( 'strval', (array) apply_filters( 'lodestar_scan_facts_self_contained_blocks', self::SELF_CONTAINED_BLOCKS ) ) );
	}

	/**
	 * A callback's name, the same from one request to the next (closures by their file and line).
	 *
	 * @param mixed $callback Callback.
	 */
	private static function callback_name( $callback ): string {
		if ( is_string( $callback ) ) {
			return $callback;
		}
		if ( is_array( $callback ) && 2 === count( $callback ) ) {
			return ( is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0] ) . '::' . (string) $callback[1];
		}
		if ( $callback instanceof \Closure ) {
			$reflection = new \ReflectionFunction( $callback );
			return 'closure ' . $reflection->getFileName() . ':' . $reflection->getStartLine();
		}
		return is_object( $callback ) ? get_class( $callback ) : gettype( $callback );
	}
}
