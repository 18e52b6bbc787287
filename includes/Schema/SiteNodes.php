<?php
/**
 * The site-level JSON-LD nodes, built once per revision of what they are made of.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Repositories\ImageFacts;
use Lodestar\Repositories\VerificationTokens;
use Lodestar\Settings\Definitions;
use Lodestar\Support\CompiledFile;

defined( 'ABSPATH' ) || exit;

/**
 * The WebSite, Organization and SearchAction nodes (and the Organization's sameAs) are the same
 * on every page of a site: every page view built them anew, from the site name, tagline,
 * address, language, logo, the settings and the stored schemas. They are kept in one autoloaded
 * option (OPTION), written outside page views (GraphBuilder::refresh_site_nodes(), at the end
 * of a request that wrote something or of an admin request), and read by a page view only while
 * its key still holds.
 *
 * The key is a hash of every input, read where a page view has them already (the autoloaded
 * options, raw, as stored) plus the home URL and the language as this request computes them (so
 * the scheme, WP_HOME and the locale count too) and the code's build. Whatever changes an
 * input changes the key, and the page view builds the nodes itself: a stale node is never
 * printed, whoever wrote the option and however. What the key cannot see, a callback on a
 * filter these values pass through, makes the store step aside: while any such filter has a
 * callback other than WordPress's own, the page view builds the nodes itself.
 *
 * The same record is compiled too (Support\CompiledFile, since 0.6.0), under the same key: a page
 * view reads that file when it exists, else the option. Whoever writes the option writes the
 * file; a request that finds the option current but no file (another server, a folder made
 * writable later) writes the file alone (refresh()).
 *
 * @since 0.5.0
 */
class SiteNodes {

	/**
	 * Option holding {key, nodes: schema id => {fields, node}, same_as, schemas, pages}
	 * (autoloaded). `schemas` (since 0.5.0) is SchemaRepository::all() as the store was written:
	 * valid while the key holds, since the stored schemas' raw option is part of it. `pages`
	 * (since 0.6.0): records of whole pages made of the same inputs, name => record
	 * (Frontend\PageRecords: the 404 page's and the latest-posts home page's).
	 *
	 * @since 0.5.0
	 */
	public const OPTION = 'lodestar_site_nodes';

	/**
	 * Schema types whose nodes are site-level.
	 *
	 * @since 0.5.0
	 */
	public const TYPES = array( 'WebSite', 'Organization', 'SearchAction' );

	/**
	 * Variables whose value is the same on every page (the rest make a schema page-level).
	 *
	 * @since 0.5.0
	 */
	public const SITE_VARIABLES = array( 'site_name', 'tagline', 'site_url', 'language', 'site_logo', 'search_url' );

	/**
	 * Options the nodes are made of (read raw from the autoloaded options).
	 *
	 * @since 0.5.0
	 */
	private const OPTIONS = array( Definitions::OPTION, SchemaRepository::OPTION, ImageFacts::OPTION, VerificationTokens::OPTION, 'blogname', 'blogdescription', 'home', 'siteurl', 'site_logo', 'site_icon', 'WPLANG', 'stylesheet', 'template', 'permalink_structure', 'upload_path', 'upload_url_path', 'uploads_use_yearmonth_folders' );

	/**
	 * Filters the inputs pass through, besides each option's own (option_* and pre_option_*).
	 * Not the locale's (WordPress's locale switcher is always on it): the language is in the key
	 * as this request computes it.
	 *
	 * @since 0.5.0
	 */
	private const FILTERS = array( 'pre_option', 'alloptions', 'home_url', 'stylesheet', 'template', 'theme_mod_custom_logo', 'get_site_icon_url', 'wp_get_attachment_url', 'upload_dir', 'pre_wp_upload_dir', 'lodestar_schema_types' );

	/**
	 * Every hook the key watches: FILTERS, then each option's short-circuit and filter
	 * (pre_option_NAME, option_NAME), as a constant rather than names joined on every request
	 * (a test pins it to FILTERS and OPTIONS). Public since 0.6.0: a page record leaves these
	 * out of the hooks it checks itself.
	 *
	 * @since 0.5.0
	 */
	public const WATCHED = array(
		...self::FILTERS,
		'pre_option_' . Definitions::OPTION,
		'option_' . Definitions::OPTION,
		'pre_option_' . SchemaRepository::OPTION,
		'option_' . SchemaRepository::OPTION,
		'pre_option_' . ImageFacts::OPTION,
		'option_' . ImageFacts::OPTION,
		'pre_option_' . VerificationTokens::OPTION,
		'option_' . VerificationTokens::OPTION,
		'pre_option_blogname',
		'option_blogname',
		'pre_option_blogdescription',
		'option_blogdescription',
		'pre_option_home',
		'option_home',
		'pre_option_siteurl',
		'option_siteurl',
		'pre_option_site_logo',
		'option_site_logo',
		'pre_option_site_icon',
		'option_site_icon',
		'pre_option_WPLANG',
		'option_WPLANG',
		'pre_option_stylesheet',
		'option_stylesheet',
		'pre_option_template',
		'option_template',
		'pre_option_permalink_structure',
		'option_permalink_structure',
		'pre_option_upload_path',
		'option_upload_path',
		'pre_option_upload_url_path',
		'option_upload_url_path',
		'pre_option_uploads_use_yearmonth_folders',
		'option_uploads_use_yearmonth_folders',
	);

	/**
	 * WordPress's own callbacks on those filters: they read constants (which the home URL in
	 * the key reflects) or an option in the key (site_logo).
	 *
	 * @since 0.5.0
	 */
	private const CORE_CALLBACKS = array(
		'option_home'           => '_config_wp_home',
		'option_siteurl'        => '_config_wp_siteurl',
		'theme_mod_custom_logo' => '_override_custom_logo_theme_mod',
	);

	/**
	 * The compiled copy of the record.
	 *
	 * @var CompiledFile
	 */
	private CompiledFile $compiled;

	/**
	 * Constructor.
	 *
	 * @param CompiledFile|null $compiled The compiled copy (since 0.6.0; default 'site-nodes').
	 */
	public function __construct( ?CompiledFile $compiled = null ) {
		$this->compiled = $compiled ?? new CompiledFile( 'site-nodes' );
	}

	/**
	 * The stored entries while they are current for this request: {nodes, same_as, schemas};
	 * null when stale, missing, written before the schemas were kept (the next request that
	 * writes stores them anew), or while a filter the key cannot see has a callback.
	 *
	 * @since 0.5.0
	 *
	 * @return array{nodes: array<string, array{fields: array<string, mixed>, node: array<string, mixed>|null}>, same_as: list<string>, schemas: array<string, array<string, mixed>>, pages: array<string, mixed>}|null
	 */
	public function current(): ?array {
		$key = $this->key();
		if ( null === $key ) {
			return null;
		}
		return self::record( $this->compiled->read( $key ) ) ?? $this->option_record( $key );
	}

	/**
	 * The option's record while its key is the current one, else null. From the autoloaded
	 * options only: a site without the option (yet) costs no query.
	 *
	 * @param string $key The current key.
	 * @return array{nodes: array<string, array<string, mixed>>, same_as: string[], schemas: array<string, array<string, mixed>>, pages: array<string, mixed>}|null
	 */
	private function option_record( string $key ): ?array {
		$stored = maybe_unserialize( wp_load_alloptions()[ self::OPTION ] ?? '' );
		return is_array( $stored ) && ( $stored['key'] ?? null ) === $key ? self::record( $stored ) : null;
	}

	/**
	 * The record's parts, or null when one is missing.
	 *
	 * @param mixed $stored The stored record.
	 * @return array{nodes: array<string, array<string, mixed>>, same_as: string[], schemas: array<string, array<string, mixed>>, pages: array<string, mixed>}|null
	 */
	private static function record( $stored ): ?array {
		if ( ! is_array( $stored ) || ! is_array( $stored['nodes'] ?? null ) || ! is_array( $stored['same_as'] ?? null ) || ! is_array( $stored['schemas'] ?? null ) ) {
			return null;
		}
		return array(
			'nodes'   => $stored['nodes'],
			'same_as' => $stored['same_as'],
			'schemas' => $stored['schemas'],
			'pages'   => is_array( $stored['pages'] ?? null ) ? $stored['pages'] : array(),
		);
	}

	/**
	 * Whether the stored entries are current (false too while the store steps aside).
	 *
	 * @since 0.5.0
	 */
	public function is_current(): bool {
		return null !== $this->current();
	}

	/**
	 * Brings the entries up to date, with the key computed once: the option, the source of
	 * truth, gets the entries $build makes unless it holds the current ones; the compiled file
	 * of the key is written when missing (another server, a folder writable only now). Nothing
	 * in a request whose locale is not the site's (an admin screen in the user's own language
	 * would store a key page views never have).
	 *
	 * @since 0.6.0
	 *
	 * @param \Closure $build   Makes the entries: () => {nodes, same_as, schemas, pages}.
	 * @param bool     $rebuild Makes them anew even while the key holds (since 0.6.0).
	 */
	public function refresh( \Closure $build, bool $rebuild = false ): void {
		$key = $this->key();
		if ( null === $key || determine_locale() !== get_locale() ) {
			return;
		}
		$record = $rebuild ? null : $this->option_record( $key );
		if ( null === $record ) {
			$record = $build();
			$stored = array( 'key' => $key ) + $record;
			if ( false === get_option( self::OPTION ) ) {
				add_option( self::OPTION, $stored, '', true );
			} else {
				update_option( self::OPTION, $stored, true );
			}
		}
		// A file of the key holds this record already (it is named by its inputs), unless the
		// record was made anew under the same key.
		if ( $rebuild || ! $this->compiled->exists( $key ) ) {
			$this->compiled->write( $key, $record );
		}
	}

	/**
	 * Whether a schema's node is site-level: its type is, and every variable its stored fields
	 * and its type's defaults use is one of SITE_VARIABLES.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string, mixed> $schema A stored schema.
	 */
	public static function site_level( array $schema ): bool {
		$type = (string) ( $schema['type'] ?? '' );
		if ( ! in_array( $type, self::TYPES, true ) ) {
			return false;
		}
		$definition = Catalogue::shape( $type );
		return null !== $definition && self::site_values( $schema['fields'] ?? array() ) && self::site_values( $definition['fields'] );
	}

	/**
	 * Whether every string in a value uses site-level variables only.
	 *
	 * @param mixed $value Fields, definitions or a value.
	 */
	private static function site_values( $value ): bool {
		if ( is_array( $value ) ) {
			foreach ( $value as $item ) {
				if ( ! self::site_values( $item ) ) {
					return false;
				}
			}
			return true;
		}
		if ( ! is_string( $value ) || false === strpos( $value, '%' ) ) {
			return true;
		}
		preg_match_all( '/%([a-z][a-z0-9_]*)(\.[A-Za-z0-9_\-]+)?%/', $value, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			if ( isset( $match[2] ) && '' !== $match[2] || ! in_array( $match[1], self::SITE_VARIABLES, true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The key of this request's inputs, or null while a filter the key cannot see has a callback.
	 *
	 * @since 0.5.0
	 */
	public function key(): ?string {
		global $wp_filter;
		// Hooks are looked up in $wp_filter directly (a hook is in use when it is there and has
		// a callback), in one pass over names spelled out: some fifty has_filter() calls and
		// name concatenations were a third of the key's work. WordPress's own callbacks on the
		// home and site URL options and the custom logo are allowed (only_core()).
		foreach ( self::WATCHED as $hook ) {
			if ( isset( $wp_filter[ $hook ] ) && $wp_filter[ $hook ]->has_filters() && ! self::only_core( $hook ) ) {
				return null;
			}
		}
		$all   = wp_load_alloptions();
		$parts = array( CompiledFile::code(), home_url( '/' ), (string) get_bloginfo( 'language' ) );
		foreach ( self::OPTIONS as $option ) {
			$parts[] = $all[ $option ] ?? "\x01";
		}
		// The theme's mods (the custom logo), under the stylesheet's name.
		$mods = 'theme_mods_' . ( $all['stylesheet'] ?? '' );
		if ( has_filter( 'pre_option_' . $mods ) || has_filter( 'option_' . $mods ) ) {
			return null;
		}
		$parts[] = $all[ $mods ] ?? "\x01";
		return hash( 'xxh128', implode( "\0", $parts ) );
	}

	/**
	 * Whether a filter's only callback is WordPress's own (CORE_CALLBACKS).
	 *
	 * @param string $hook Filter.
	 */
	private static function only_core( string $hook ): bool {
		global $wp_filter;
		$core = self::CORE_CALLBACKS[ $hook ] ?? null;
		if ( null === $core || ! isset( $wp_filter[ $hook ] ) ) {
			return false;
		}
		foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( $core !== $callback['function'] ) {
					return false;
				}
			}
		}
		return true;
	}
}
