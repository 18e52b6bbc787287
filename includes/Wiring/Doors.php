<?php
/**
 * The front doors of the parts a page view does not use.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Redirects\Index;
use Lodestar\Redirects\TrashedNotice;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\HtmlSitemap;
use Lodestar\Sitemaps\Registry;
use Lodestar\Support\RootFileRoute;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * One small callback per hook for the XML sitemaps, robots.txt, the IndexNow key file,
 * /llms.txt, the HTML sitemap, their cron events and the redirect manager. Each builds its
 * part (Wiring\Sitemaps, Discovery, Redirects) only when the request needs it, and hands the
 * hook over. A page view needs none of them but the redirect check, so it builds neither the
 * sitemaps nor IndexNow and llms.txt: it registers one callback per hook here instead of about
 * twenty, and answers `parse_request` and `query_vars` once for the three files WordPress
 * serves at the site's root.
 *
 * @since 0.4.0
 */
final class Doors {

	/**
	 * The names the doors answer on every request, spelled out here: naming the classes'
	 * constants (Sitemaps\Router::QUERY_VAR, ...) would load those classes, and with the build
	 * the file that holds them, on every page view. Tests pin each to its class's constant.
	 *
	 * @since 0.5.0
	 */
	public const NAMES = array(
		'sitemap_var'      => 'lodestar_sitemap',
		'sitemap_page_var' => 'lodestar_sitemap_page',
		'key_file_var'     => 'lodestar_indexnow_key',
		'llms_txt_var'     => 'lodestar_llms_txt',
		'html_sitemap_tag' => 'lodestar_html_sitemap',
		'sitemap_cron'     => 'lodestar_sitemap_cache_batch',
		'indexnow_cron'    => 'lodestar_indexnow_submit',
	);

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings.
	 * @param \Closure           $sitemaps  Returns the sitemaps' wiring (built once).
	 * @param \Closure           $discovery Returns IndexNow's and llms.txt's wiring (built once).
	 * @param \Closure           $redirects Returns the redirect manager's wiring (built once).
	 * @param \Closure           $index     Returns the rules' page-view index (built once, alone:
	 *                                      the manager's wiring then uses the same instance).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private \Closure $sitemaps,
		private \Closure $discovery,
		private \Closure $redirects,
		private \Closure $index
	) {}

	/**
	 * Adds the doors.
	 *
	 * @since 0.4.0
	 */
	public function register(): void {
		add_filter( 'rewrite_rules_array', array( $this, 'rewrite_rules' ) );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_filter( 'wp_sitemaps_enabled', array( $this, 'core_sitemaps' ), 100 );
		add_action( 'parse_request', array( $this, 'parse_request' ), 1 );
		add_filter( 'robots_txt', array( $this, 'robots_txt' ), 100, 2 );
		add_action( 'do_robotstxt', array( $this, 'do_robotstxt' ), 1000 );
		add_shortcode( self::NAMES['html_sitemap_tag'], array( $this, 'html_sitemap' ) );
		add_action( self::NAMES['sitemap_cron'], array( $this, 'sitemap_batch' ) );
		add_action( self::NAMES['indexnow_cron'], array( $this, 'indexnow_submit' ) );
		// Hooks that fire before the write they announce (see WriteListeners).
		add_action( 'before_delete_post', array( $this, 'before_delete_post' ), 10, 2 );
		add_action( 'edit_terms', array( $this, 'edit_terms' ), 10, 2 );
		add_action( 'pre_delete_term', array( $this, 'pre_delete_term' ), 10, 2 );
		add_action( 'wp_trash_post', array( $this, 'wp_trash_post' ) );
		if ( is_admin() ) {
			( new TrashedNotice( $this->settings ) )->register();
			return;
		}
		add_filter( 'do_parse_request', array( $this, 'check_redirect' ), 1 );
		add_action( 'template_redirect', array( $this, 'log_not_found' ), 1000 );
	}

	/**
	 * `rewrite_rules_array` (rule rebuilds only): the sitemaps' rules, then the key file's and
	 * llms.txt's, each put first.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, string> $rules Rewrite rules.
	 * @return array<string, string>
	 */
	public function rewrite_rules( $rules ): array {
		$rules     = ( $this->sitemaps )()->router->add_rewrite_rules( $rules );
		$discovery = ( $this->discovery )();
		$rules     = $discovery->key_file->add_rewrite_rule( $rules );
		return $discovery->llms->add_rewrite_rule( $rules );
	}

	/**
	 * `query_vars`: the sitemaps', the key file's and llms.txt's.
	 *
	 * @since 0.4.0
	 *
	 * @param list<string> $vars Public query variables.
	 * @return list<string>
	 */
	public function query_vars( $vars ): array {
		$vars   = (array) $vars;
		$vars[] = self::NAMES['sitemap_var'];
		$vars[] = self::NAMES['sitemap_page_var'];
		$vars[] = self::NAMES['key_file_var'];
		$vars[] = self::NAMES['llms_txt_var'];
		return $vars;
	}

	/**
	 * `wp_sitemaps_enabled`: WordPress's sitemaps are off while Lodestar's are on.
	 *
	 * @since 0.4.0
	 *
	 * @param bool $enabled Whether core sitemaps are on.
	 */
	public function core_sitemaps( $enabled ): bool {
		return Registry::switched_on( $this->settings ) ? false : (bool) $enabled;
	}

	/**
	 * `parse_request`: a sitemap, the key file or /llms.txt when the request may be one of
	 * them (one of their query variables, WordPress's own sitemap variable, or a path naming a
	 * .txt file under plain permalinks). Anything else goes on without building them.
	 *
	 * @since 0.4.0
	 *
	 * @param \WP $wp Request.
	 */
	public function parse_request( $wp ): void {
		if ( ! $wp instanceof \WP ) {
			return;
		}
		$vars = $wp->query_vars;
		if ( ! empty( $vars[ self::NAMES['sitemap_var'] ] ) || ! empty( $vars['sitemap'] ) ) {
			MissingTranslations::settle();
			( $this->sitemaps )()->router->serve_request( $wp );
		}
		if ( ! empty( $vars[ self::NAMES['key_file_var'] ] ) || ! empty( $vars[ self::NAMES['llms_txt_var'] ] ) || RootFileRoute::names_text_file() ) {
			MissingTranslations::settle();
			$discovery = ( $this->discovery )();
			$discovery->key_file->serve_request( $wp );
			$discovery->llms->serve_request( $wp );
		}
	}

	/**
	 * `robots_txt`: Lodestar's robots.txt.
	 *
	 * @since 0.4.0
	 *
	 * @param string $output WordPress's robots.txt.
	 * @param mixed  $public The blog_public option.
	 */
	public function robots_txt( $output, $public ): string {
		return ( $this->sitemaps )()->robots_txt->filter_robots_txt( $output, $public );
	}

	/**
	 * `do_robotstxt`.
	 *
	 * @since 0.4.0
	 */
	public function do_robotstxt(): void {
		( $this->sitemaps )()->robots_txt->on_do_robotstxt();
	}

	/**
	 * The HTML sitemap shortcode.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed>|string $atts Shortcode attributes.
	 */
	public function html_sitemap( $atts = array() ): string {
		$sitemaps = ( $this->sitemaps )();
		return ( new HtmlSitemap( $sitemaps->registry, $sitemaps->listing ) )->render( $atts );
	}

	/**
	 * The sitemaps' cache batch (cron).
	 *
	 * @since 0.4.0
	 *
	 * @param int $offset Where the batch starts.
	 */
	public function sitemap_batch( $offset = 0 ): void {
		( $this->sitemaps )()->builder->run_batch( $offset );
	}

	/**
	 * IndexNow's submission (cron, or after the response).
	 *
	 * @since 0.4.0
	 */
	public function indexnow_submit(): void {
		( $this->discovery )()->submitter->on_cron();
	}

	/**
	 * `before_delete_post`: IndexNow keeps the address of the post going away.
	 *
	 * @since 0.4.0
	 *
	 * @param int           $post_id Post ID.
	 * @param \WP_Post|null $post    Post.
	 */
	public function before_delete_post( $post_id, $post = null ): void {
		( $this->discovery )()->watcher->on_post_deleted( $post_id, $post );
	}

	/**
	 * `edit_terms`: IndexNow and the automatic redirects keep the term's address before it
	 * changes.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function edit_terms( $term_id, $taxonomy = '' ): void {
		( $this->discovery )()->watcher->before_term_edit( $term_id, $taxonomy );
		( $this->redirects )()->auto->before_term_edit( $term_id, $taxonomy );
	}

	/**
	 * `pre_delete_term`: IndexNow keeps the address of the term going away.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function pre_delete_term( $term_id, $taxonomy = '' ): void {
		( $this->discovery )()->watcher->on_term_deleted( $term_id, $taxonomy );
	}

	/**
	 * `wp_trash_post`: the redirect manager remembers the trashed post's address.
	 *
	 * @since 0.4.0
	 *
	 * @param int $post_id Post ID.
	 */
	public function wp_trash_post( $post_id ): void {
		( $this->redirects )()->auto->remember_trashed( $post_id );
	}

	/**
	 * `do_parse_request`: the redirect check of every GET and HEAD request.
	 *
	 * @since 0.4.0
	 *
	 * @param bool|mixed $parse Whether WordPress parses the request.
	 * @return bool|mixed
	 */
	public function check_redirect( $parse ) {
		// No rule stored: nothing can match, and the manager is not built (the index it would
		// read is this one, read once); on a site without redirects not even the index is.
		if ( Index::stored_empty() || ( $this->index )()->is_empty() ) {
			return $parse;
		}
		return ( $this->redirects )()->responder->check_request( $parse );
	}

	/**
	 * `template_redirect`: the 404 monitor, when it is on and the page is a 404.
	 *
	 * @since 0.4.0
	 */
	public function log_not_found(): void {
		if ( is_404() && $this->settings->get( 'enable_404_monitor' ) ) {
			( $this->redirects )()->monitor->log_request();
		}
	}
}
