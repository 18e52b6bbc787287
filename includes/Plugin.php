<?php
/**
 * Composition root.
 *
 * @package Lodestar
 */

namespace Lodestar;

use Lodestar\Analysis\ContentScan;
use Lodestar\Analysis\Runner;
use Lodestar\Analysis\ScanFactsWarmup;
use Lodestar\Frontend\Breadcrumbs;
use Lodestar\Frontend\PageRecords;
use Lodestar\Meta\MetaRegistration;
use Lodestar\Meta\PrimaryTerms;
use Lodestar\Meta\SecondaryKeywords;
use Lodestar\Meta\AttachmentDefaults;
use Lodestar\Onboarding\ActivationRedirect;
use Lodestar\Onboarding\Wizard;
use Lodestar\Redirects\Index;
use Lodestar\Repositories\HeadRevision;
use Lodestar\Repositories\ImageFacts;
use Lodestar\Repositories\RedirectsTable;
use Lodestar\Repositories\ParentTermRows;
use Lodestar\Repositories\TermMetaIndex;
use Lodestar\Schema\GraphBuilder;
use Lodestar\Schema\SchemaPostMeta;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\SocialResolver;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Sitemaps\Router as SitemapRouter;
use Lodestar\Support\MissingTranslations;
use Lodestar\Wiring\Admin;
use Lodestar\Wiring\Analysis;
use Lodestar\Wiring\Discovery;
use Lodestar\Wiring\Doors;
use Lodestar\Wiring\Front;
use Lodestar\Wiring\Health;
use Lodestar\Wiring\Rest;
use Lodestar\Wiring\Services;
use Lodestar\Wiring\Sitemaps;
use Lodestar\Wiring\WriteListeners;

defined( 'ABSPATH' ) || exit;

/**
 * The composition root: builds the services and registers them per context (global, admin,
 * front, REST).
 *
 * The only place that knows the wiring, with the classes of Wiring/ it calls: Services (shared
 * by every context), Sitemaps (sitemaps and robots.txt), Discovery (IndexNow, llms.txt) and
 * Redirects, built on first use behind Doors, then Admin, Front and Rest. Constructors never add
 * hooks; register() does.
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * The booted instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * The shared services.
	 *
	 * @var Services
	 */
	private Services $services;

	/**
	 * XML sitemaps and robots.txt (built on first use: sitemaps()).
	 *
	 * @var Sitemaps|null
	 */
	private ?Sitemaps $sitemaps = null;

	/**
	 * The visible breadcrumbs.
	 *
	 * @var Breadcrumbs
	 */
	private Breadcrumbs $breadcrumbs;

	/**
	 * IndexNow and llms.txt (built on first use: discovery()).
	 *
	 * @var Discovery|null
	 */
	private ?Discovery $discovery = null;

	/**
	 * The redirect manager (built on first use: redirects()).
	 *
	 * @var \Lodestar\Wiring\Redirects|null
	 */
	private ?\Lodestar\Wiring\Redirects $redirects = null;

	/**
	 * The redirect rules' page-view index (built on first use: redirect_index()).
	 *
	 * @var Index|null
	 */
	private ?Index $redirect_index = null;

	/**
	 * The scan facts' warm-up (built on first use).
	 *
	 * @var ScanFactsWarmup|null
	 */
	private ?ScanFactsWarmup $warmup = null;

	/**
	 * Whether this request wrote a post (note_post_write()), since the last refresh of the
	 * site-level records.
	 *
	 * @var bool
	 */
	private bool $posts_written = false;

	/**
	 * Builds and registers the plugin once.
	 *
	 * @since 0.1.0
	 */
	public static function boot(): void {
		if ( null !== self::$instance ) {
			return;
		}
		self::$instance = new self();
		self::$instance->register();
	}

	/**
	 * The booted instance, or null before boot().
	 *
	 * @since 0.1.0
	 */
	public static function instance(): ?self {
		return self::$instance;
	}

	/**
	 * Runs activate() when the plugin being activated is this one.
	 *
	 * Hooked to the generic `activate_plugin` action rather than through
	 * register_activation_hook(), which needs plugin_basename() (path normalising, a walk of the
	 * symlinked plugin paths) on every request to name its action.
	 *
	 * @since 0.2.0
	 *
	 * @param string $plugin       Basename of the plugin being activated.
	 * @param bool   $network_wide Whether it is activated for a whole network (multisite).
	 */
	public static function on_activate_plugin( $plugin, $network_wide = false ): void {
		if ( ! defined( 'LODESTAR_FILE' ) || plugin_basename( LODESTAR_FILE ) !== $plugin ) {
			return;
		}
		if ( ! $network_wide || ! is_multisite() ) {
			self::activate();
			// The sitemaps' counts, here rather than in the first visitor's sitemap request (one
			// site: a network activation leaves each site's to its first request or to cron).
			if ( null !== self::$instance ) {
				self::$instance->sitemaps()->builder->count_missing();
			}
			// The first activation by an administrator leads to the setup wizard, once.
			if ( ! ( defined( 'WP_CLI' ) && WP_CLI ) ) {
				self::activation_redirect()->remember( get_current_user_id(), ActivationRedirect::is_bulk_request() );
			}
			return;
		}
		/**
		 * Filters how many sites of a network a network activation prepares at once (their
		 * options and rewrite rules). The others prepare themselves on their first admin page.
		 *
		 * @since 0.3.0
		 *
		 * @param int $limit Most sites, default 100.
		 */
		$limit = max( 1, (int) apply_filters( 'lodestar_network_activation_sites', 100 ) );
		foreach ( get_sites(
			array(
				'fields'                 => 'ids',
				'number'                 => $limit,
				'update_site_meta_cache' => false,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			self::activate();
			restore_current_blog();
		}
	}

	/**
	 * The first-activation redirect to the setup wizard.
	 *
	 * @since 0.4.0
	 */
	public static function activation_redirect(): ActivationRedirect {
		$settings = null !== self::$instance ? self::$instance->services->settings : new SettingsRepository();
		return new ActivationRedirect( new Wizard( $settings ) );
	}

	/**
	 * Prepares a site created after Lodestar was activated for the whole network, as
	 * activation would (core fires no activation hook for it).
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Site $site The new site (its tables and options exist: core's own
	 *                       initialisation ran at priority 10).
	 */
	public static function on_initialize_site( $site ): void {
		if ( ! $site instanceof \WP_Site || ! defined( 'LODESTAR_FILE' ) ) {
			return;
		}
		$network_plugins = (array) get_network_option( (int) $site->network_id, 'active_sitewide_plugins', array() );
		if ( ! isset( $network_plugins[ plugin_basename( LODESTAR_FILE ) ] ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		self::activate();
		restore_current_blog();
	}

	/**
	 * Drops what the services remember of the current site's options when the request moves
	 * to another site of a network (switch_to_blog()); they read the new site's on next use.
	 *
	 * @since 0.3.0
	 */
	public function forget_site_state(): void {
		$s = $this->services;
		// Services not built yet have nothing to forget (and are not built for it).
		foreach ( array( 'settings', 'term_index', 'posts_page', 'images' ) as $name ) {
			if ( $s->built( $name ) ) {
				$s->$name->flush();
			}
		}
		if ( $s->built( 'search_console' ) ) {
			$s->search_console->tokens->flush();
		}
		// Parts not built yet have nothing to forget.
		$this->sitemaps?->cache->flush();
		$this->redirect_index?->flush();
	}

	/**
	 * Drops the stored rewrite rules when the plugin being deactivated is this one (the generic
	 * action, for the reason given at on_activate_plugin()): our rules must not outlive the
	 * code that answers them.
	 *
	 * @since 0.2.0
	 *
	 * @param string $plugin Basename of the plugin being deactivated.
	 */
	public static function on_deactivate_plugin( $plugin ): void {
		if ( defined( 'LODESTAR_FILE' ) && plugin_basename( LODESTAR_FILE ) === $plugin ) {
			SitemapRouter::flush_rules();
			// No batch runs without the code (activation starts the chain again).
			wp_clear_scheduled_hook( ScanFactsWarmup::HOOK );
		}
	}

	/**
	 * Activation: creates the autoloaded options so page views never look them up in the database.
	 *
	 * @since 0.1.0
	 */
	public static function activate(): void {
		// Rewrite rules (sitemaps) are rebuilt by the next request.
		SitemapRouter::flush_rules();
		// One list of options, ensure_options(); without a booted instance, an unregistered one.
		$plugin = self::$instance ?? new self();
		$plugin->ensure_options();
		// Heads kept before a deactivation are not used again (what was written meanwhile moved nothing).
		HeadRevision::move_on();
		// The scan facts of the content, computed in the background (new code, a new site...).
		$plugin->scan_facts_warmup()->start();
	}

	/**
	 * Creates the options every page view reads, when missing.
	 *
	 * @since 0.1.0
	 */
	public function ensure_options(): void {
		$s = $this->services;
		$s->settings->ensure_option();
		$s->term_index->ensure_option();
		$s->posts_page->ensure_option();
		$s->images->ensure_option();
		$s->schemas->ensure_option();
		Runner::ensure_option();
		$s->search_console->verification->ensure_option();
		$this->redirects()->install();
	}

	/**
	 * Builds the services.
	 */
	private function __construct() {
		$this->services    = new Services();
		$this->breadcrumbs = new Breadcrumbs( fn () => $this->services->trail, $this->services->settings, $this->services->current, LODESTAR_DIR, LODESTAR_FILE );
	}

	/**
	 * Registers each context's services.
	 */
	private function register(): void {
		$s = $this->services;
		// Global.
		add_action( 'activate_plugin', array( self::class, 'on_activate_plugin' ), 10, 2 );
		add_action( 'deactivate_plugin', array( self::class, 'on_deactivate_plugin' ) );
		// Multisite: per-site memos follow switch_to_blog(); new sites of a network get the options.
		if ( is_multisite() ) {
			add_action( 'switch_blog', array( $this, 'forget_site_state' ) );
			add_action( 'wp_initialize_site', array( self::class, 'on_initialize_site' ), 200 );
		}
		// Global: a revision of every write of the settings and schemas, whoever writes them.
		$s->history->register();
		$s->schemas->register();
		$s->images->register();
		// Global: the sitemaps (XML, robots.txt, the HTML sitemap's shortcode: content is also
		// rendered in admin requests), the IndexNow key file, /llms.txt and the redirect manager,
		// behind doors that build them when a request needs them.
		( new Doors( $s->settings, $this->sitemaps( ... ), $this->discovery( ... ), $this->redirects( ... ), $this->redirect_index( ... ) ) )->register();
		// The OAuth redirect (admin_init) and the connected filter where the connection can be
		// used (the admin, cron, the command line; REST requests add the filter with their
		// routes). A page view does not build the connection (eight objects): the verification
		// tag is one of the head's generators (Wiring\Front::head_renderer()).
		if ( is_admin() || wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			$s->search_console->register();
		}
		// Global: the meta keys (SEO fields, schema choices, primary terms, secondary keywords),
		// registered where a request needs them (Meta\MetaRegistration).
		( new MetaRegistration( static fn (): array => array( $s->post_meta, $s->term_meta, new SchemaPostMeta(), new PrimaryTerms(), new SecondaryKeywords( 'post' ), new SecondaryKeywords( 'term' ), new \Lodestar\Meta\AuthorSeo() ) ) )->register();
		// Global: the breadcrumbs (rendered in the editor's REST previews too).
		$this->breadcrumbs->register();
		// The scan facts' warm-up batches (ScanFactsWarmup::HOOK, spelled out: naming the class would load it on every request).
		add_action( 'lodestar_scan_facts_warmup', array( $this, 'warm_scan_facts' ) );
		// What follows writes (caches, checks, history, IndexNow): on a page view, from its first write.
		( new WriteListeners( fn () => $this->listen() ) )->register( WriteListeners::deferred() );

		if ( is_admin() ) {
			// Self-healing for sites that got the files without activation (e.g. a deploy).
			add_action( 'admin_init', array( $this, 'ensure_options' ) );
			( new Admin( $s, LODESTAR_DIR, plugin_dir_url( LODESTAR_FILE ) ) )->register();
		} else {
			( new Front( $s ) )->register();
		}

		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		// Site Health's tests and Info section: its screens (admin) and its weekly check (cron).
		if ( is_admin() || wp_doing_cron() ) {
			Health::site_health( $s, $this->sitemaps() )->register();
		}
	}

	/**
	 * The REST routes (rest_api_init): the controllers of Wiring\Rest, IndexNow's and llms.txt's.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		// REST routes translate their arguments' descriptions.
		MissingTranslations::settle();
		( new Rest( $this->services, $this->sitemaps(), $this->redirects() ) )->register_routes();
		// The site analysis (REST) asks whether Search Console is connected.
		$this->services->search_console->register_connected();
		$this->discovery()->register_routes();
	}

	/**
	 * Adds every hook that follows a write (WriteListeners decides when).
	 *
	 * @since 0.4.0
	 */
	private function listen(): void {
		$s = $this->services;
		$s->settings->register();
		$s->history->listen();
		$s->term_index->register();
		$s->parent_terms->listen();
		$s->posts_page->register();
		$s->schemas->listen();
		$s->images->listen();
		// The revision of the heads page views keep (Frontend\KeptHeads).
		( new HeadRevision() )->register();
		( new AttachmentDefaults( $s->settings ) )->register();
		$this->sitemaps()->listen();
		$s->page_checks()->register();
		$this->discovery()->listen();
		$this->redirects()->listen();
		$this->scan_facts_warmup()->listen();
		// The site-level JSON-LD nodes, stored anew when what they are made of changed (a request
		// that wrote, or an admin request: never a page view that only reads). Last of all: a
		// shutdown callback that writes one of their inputs after them (the page checks' flush
		// records image facts, say) would leave a stale store that every page view then steps
		// around, building the nodes itself, until the next request that writes.
		add_action( 'clean_post_cache', array( $this, 'note_post_write' ), 10, 0 );
		add_action( 'deleted_post', array( $this, 'note_post_write' ), 10, 0 );
		add_action( 'shutdown', array( $this, 'refresh_site_records' ), PHP_INT_MAX );
		// The merged settings' compiled copy, when the one of the option as it now stands is missing.
		add_action( 'shutdown', array( $s->settings, 'compile' ), PHP_INT_MAX );
	}

	/**
	 * Stores the site-level JSON-LD nodes anew when what they are made of changed, with the
	 * heads kept beside them (Frontend\PageRecords: the 404 page's, the latest-posts home
	 * page's). A request that wrote a post stores them anew in any case: the home page's lists
	 * posts, which the key does not cover (a page view checks them, and steps aside until then).
	 *
	 * @since 0.6.0
	 */
	public function refresh_site_records(): void {
		$s                   = $this->services;
		$posts               = $this->posts_written;
		$this->posts_written = false;
		$s->graphs->refresh_site_nodes( static fn (): array => PageRecords::build( Front::head_parts( $s ) ), $posts );
	}

	/**
	 * `clean_post_cache`, `deleted_post` (write listeners): a post was written, the kept home
	 * page's head is made anew at the end of the request (refresh_site_records()).
	 *
	 * @since 0.6.0
	 */
	public function note_post_write(): void {
		$this->posts_written = true;
	}

	/**
	 * The background warm-up of the site analysis' scan facts.
	 *
	 * @since 0.4.0
	 */
	public function scan_facts_warmup(): ScanFactsWarmup {
		// The analysis' wiring is built when a batch runs, not when a write brings the listeners.
		$this->warmup ??= new ScanFactsWarmup( fn (): ContentScan => ( new Analysis( $this->services, $this->sitemaps() ) )->content_checks()->scan() );
		return $this->warmup;
	}

	/**
	 * The warm-up's cron event: one batch (ScanFactsWarmup::run()).
	 *
	 * @since 0.4.0
	 */
	public function warm_scan_facts(): void {
		$this->scan_facts_warmup()->run();
	}

	/**
	 * XML sitemaps and robots.txt services.
	 *
	 * @since 0.2.0
	 */
	public function sitemaps(): Sitemaps {
		$this->sitemaps ??= new Sitemaps( $this->services );
		return $this->sitemaps;
	}

	/**
	 * The settings repository (for tests and extensions that run after boot).
	 *
	 * @since 0.1.0
	 */
	public function settings(): SettingsRepository {
		return $this->services->settings;
	}

	/**
	 * The title resolver.
	 *
	 * @since 0.1.0
	 */
	public function titles(): TitleResolver {
		return $this->services->titles;
	}

	/**
	 * The description resolver.
	 *
	 * @since 0.1.0
	 */
	public function descriptions(): DescriptionResolver {
		return $this->services->descriptions;
	}

	/**
	 * The robots resolver.
	 *
	 * @since 0.1.0
	 */
	public function robots(): RobotsResolver {
		return $this->services->robots;
	}

	/**
	 * The canonical resolver.
	 *
	 * @since 0.1.0
	 */
	public function canonicals(): CanonicalResolver {
		return $this->services->canonicals;
	}

	/**
	 * The social (Open Graph, X) resolver.
	 *
	 * @since 0.1.0
	 */
	public function social(): SocialResolver {
		return $this->services->social;
	}

	/**
	 * The stored image facts.
	 *
	 * @since 0.1.0
	 */
	public function images(): ImageFacts {
		return $this->services->images;
	}

	/**
	 * The stored structured-data schemas.
	 *
	 * @since 0.1.0
	 */
	public function schemas(): SchemaRepository {
		return $this->services->schemas;
	}

	/**
	 * The JSON-LD graph builder.
	 *
	 * @since 0.1.0
	 */
	public function graphs(): GraphBuilder {
		return $this->services->graphs;
	}

	/**
	 * The index of terms with Lodestar meta.
	 *
	 * @since 0.1.0
	 */
	public function term_index(): TermMetaIndex {
		return $this->services->term_index;
	}

	/**
	 * The rows of the terms that have children (Repositories\ParentTermRows).
	 *
	 * @since 0.5.0
	 */
	public function parent_terms(): ParentTermRows {
		return $this->services->parent_terms;
	}

	/**
	 * Page checks of posts and terms.
	 *
	 * @since 0.3.0
	 */
	public function page_checks(): \Lodestar\Analysis\Page\PageCheckStore {
		return $this->services->page_checks();
	}

	/**
	 * The visible breadcrumbs (block, shortcode, lodestar_breadcrumbs()).
	 *
	 * @since 0.3.0
	 */
	public function breadcrumbs(): Breadcrumbs {
		return $this->breadcrumbs;
	}

	/**
	 * IndexNow and llms.txt.
	 *
	 * @since 0.3.0
	 */
	public function discovery(): Discovery {
		$this->discovery ??= new Discovery( $this->services, $this->sitemaps() );
		return $this->discovery;
	}

	/**
	 * The redirect manager.
	 *
	 * @since 0.4.0
	 */
	public function redirects(): \Lodestar\Wiring\Redirects {
		$this->redirects ??= new \Lodestar\Wiring\Redirects( $this->services->settings, $this->redirect_index() );
		return $this->redirects;
	}

	/**
	 * The redirect rules' page-view index: what a page view asks first, before (and without)
	 * the rest of the redirect manager.
	 *
	 * @since 0.4.0
	 */
	public function redirect_index(): Index {
		$this->redirect_index ??= new Index( new RedirectsTable() );
		return $this->redirect_index;
	}
}
