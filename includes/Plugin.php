<?php
/**
 * Composition root.
 *
 * @package Lodestar
 */

namespace Lodestar;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Support\BuildAssets;
use Lodestar\Editor\ClassicMetaBox;
use Lodestar\Editor\EditorAssets;
use Lodestar\Editor\TermAssets;
use Lodestar\Frontend\Archives;
use Lodestar\Frontend\AttachmentRedirect;
use Lodestar\Frontend\CanonicalTags;
use Lodestar\Frontend\CurrentContext;
use Lodestar\Frontend\DescriptionTag;
use Lodestar\Frontend\Feeds;
use Lodestar\Frontend\HeadRenderer;
use Lodestar\Frontend\Oembed;
use Lodestar\Frontend\OpenGraphTags;
use Lodestar\Frontend\Robots;
use Lodestar\Frontend\Title;
use Lodestar\Frontend\TwitterTags;
use Lodestar\Meta\AttachmentDefaults;
use Lodestar\Meta\AuthorProfiles;
use Lodestar\Meta\PostMeta;
use Lodestar\Meta\SchemaPostMeta;
use Lodestar\Meta\TermMeta;
use Lodestar\Repositories\ImageFacts;
use Lodestar\Repositories\PostsPageMeta;
use Lodestar\Repositories\TermMetaIndex;
use Lodestar\Rest\Controller;
use Lodestar\Rest\GlobalSettingsController;
use Lodestar\Rest\PostContentController;
use Lodestar\Rest\SchemaController;
use Lodestar\Rest\PostSettingsController;
use Lodestar\Rest\SettingsTransferController;
use Lodestar\Rest\SiteSettingsController;
use Lodestar\Rest\TermSettingsController;
use Lodestar\Schema\Conditions;
use Lodestar\Schema\GraphBuilder;
use Lodestar\Schema\JsonLdOutput;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Schema\Variables as SchemaVariables;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\Overrides;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\SocialResolver;
use Lodestar\Seo\TemplateValues;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Settings\SettingsTransfer;
use Lodestar\Sitemaps\HtmlSitemap;
use Lodestar\Sitemaps\Module as SitemapsModule;
use Lodestar\Sitemaps\Router as SitemapRouter;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the services and registers them per context (global, admin, front, REST).
 *
 * The only class that knows the wiring. Constructors never add hooks; register() does.
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
	 * Settings repository (one per request, memoised reads).
	 *
	 * @var SettingsRepository
	 */
	private SettingsRepository $settings;

	/**
	 * Post meta registration.
	 *
	 * @var PostMeta
	 */
	private PostMeta $post_meta;

	/**
	 * Ids of terms with Lodestar meta.
	 *
	 * @var TermMetaIndex
	 */
	private TermMetaIndex $term_index;

	/**
	 * Copy of the page for posts' SEO fields.
	 *
	 * @var PostsPageMeta
	 */
	private PostsPageMeta $posts_page;

	/**
	 * Term meta registration and reads.
	 *
	 * @var TermMeta
	 */
	private TermMeta $term_meta;

	/**
	 * Stored image sizes and alt texts.
	 *
	 * @var ImageFacts
	 */
	private ImageFacts $images;

	/**
	 * Per-object SEO values.
	 *
	 * @var Overrides
	 */
	private Overrides $overrides;

	/**
	 * Title resolver.
	 *
	 * @var TitleResolver
	 */
	private TitleResolver $titles;

	/**
	 * Description resolver.
	 *
	 * @var DescriptionResolver
	 */
	private DescriptionResolver $descriptions;

	/**
	 * Robots resolver.
	 *
	 * @var RobotsResolver
	 */
	private RobotsResolver $robots;

	/**
	 * Canonical resolver.
	 *
	 * @var CanonicalResolver
	 */
	private CanonicalResolver $canonicals;

	/**
	 * Social (Open Graph, X) resolver.
	 *
	 * @var SocialResolver
	 */
	private SocialResolver $social;

	/**
	 * Context of the main query.
	 *
	 * @var CurrentContext
	 */
	private CurrentContext $current;

	/**
	 * Stored structured-data schemas.
	 *
	 * @var SchemaRepository
	 */
	private SchemaRepository $schemas;

	/**
	 * JSON-LD graph builder.
	 *
	 * @var GraphBuilder
	 */
	private GraphBuilder $graphs;

	/**
	 * XML sitemaps and robots.txt.
	 *
	 * @var SitemapsModule
	 */
	private SitemapsModule $sitemaps;

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
	 * @param string $plugin Basename of the plugin being activated.
	 */
	public static function on_activate_plugin( $plugin ): void {
		if ( defined( 'LODESTAR_FILE' ) && plugin_basename( LODESTAR_FILE ) === $plugin ) {
			self::activate();
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
		( self::$instance ?? new self() )->ensure_options();
	}

	/**
	 * Creates the options every page view reads, when missing.
	 *
	 * @since 0.1.0
	 */
	public function ensure_options(): void {
		$this->settings->ensure_option();
		$this->term_index->ensure_option();
		$this->posts_page->ensure_option();
		$this->images->ensure_option();
		$this->schemas->ensure_option();
	}

	/**
	 * Builds the shared services.
	 */
	private function __construct() {
		$this->settings   = new SettingsRepository();
		$this->post_meta  = new PostMeta();
		$this->term_index = new TermMetaIndex();
		$this->term_meta  = new TermMeta( $this->term_index );
		$this->images     = new ImageFacts();
		$this->posts_page = new PostsPageMeta();
		$this->overrides  = new Overrides( $this->settings, $this->term_meta, $this->posts_page );

		$variables          = new TemplateVariables();
		$values             = new TemplateValues( $this->settings );
		$this->titles       = new TitleResolver( $this->settings, $variables, $values, $this->overrides );
		$this->descriptions = new DescriptionResolver( $this->settings, $variables, $values, $this->overrides );
		$this->robots       = new RobotsResolver( $this->settings, $this->overrides );
		$this->canonicals   = new CanonicalResolver( $this->settings, $this->overrides );
		$this->social       = new SocialResolver( $this->settings, $this->titles, $this->descriptions, $this->canonicals, $this->overrides, $this->images, $this->posts_page );
		$this->current      = new CurrentContext( $this->settings );
		$this->schemas      = new SchemaRepository();
		$this->graphs       = new GraphBuilder( $this->schemas, new Conditions(), new SchemaVariables( $variables, $values, $this->images ), $this->canonicals, $this->settings );
		$this->sitemaps     = new SitemapsModule( $this->settings, $this->robots, $this->descriptions );
	}

	/**
	 * Registers each context's services.
	 */
	private function register(): void {
		// Global.
		add_action( 'activate_plugin', array( self::class, 'on_activate_plugin' ) );
		$this->settings->register();
		$this->post_meta->register();
		$this->term_meta->register();
		$this->posts_page->register();
		( new SchemaPostMeta() )->register();
		$this->schemas->register();
		$this->images->register();
		( new AttachmentDefaults( $this->settings ) )->register();
		$this->sitemaps->register();
		// Global, not front end only: content is also rendered in admin requests (admin-ajax, page builders).
		( new HtmlSitemap( $this->sitemaps->registry, $this->sitemaps->listing ) )->register();

		if ( is_admin() ) {
			// Self-healing for sites that got the files without activation (e.g. a deploy).
			add_action( 'admin_init', array( $this, 'ensure_options' ) );
			$menu = new Menu( $this->settings );
			$menu->register();
			$url = plugin_dir_url( LODESTAR_FILE );
			( new Assets( $menu, LODESTAR_DIR, $url ) )->register();
			// Page-level SEO: block editor sidebar, term popup, classic editor meta box.
			$build = new BuildAssets( LODESTAR_DIR, $url );
			( new EditorAssets( $this->settings, $build ) )->register();
			( new TermAssets( $this->settings, $build ) )->register();
			( new ClassicMetaBox( $this->settings ) )->register();
			// Authors' own Facebook and X profiles, on the profile screens.
			( new AuthorProfiles() )->register();
		} else {
			add_action( 'init', array( $this, 'skip_missing_translations' ), 0 );
			// Front end (REST and feed requests too: PageRequest keeps the head output to pages).
			( new Title( $this->titles, $this->current ) )->register();
			( new Robots( $this->robots, $this->current ) )->register();
			( new Archives( $this->settings ) )->register();
			( new AttachmentRedirect( $this->settings ) )->register();
			( new Feeds( $this->settings ) )->register();
			( new Oembed( $this->social, $this->settings ) )->register();
			$head = new HeadRenderer(
				array(
					new DescriptionTag( $this->descriptions ),
					new CanonicalTags( $this->canonicals, $this->settings ),
					new OpenGraphTags( $this->social, $this->settings ),
					new TwitterTags( $this->social, $this->settings ),
				),
				$this->current
			);
			$head->register();
			// Same wp_head priority, registered after the head block: the graph prints right after it.
			( new JsonLdOutput( $this->graphs, $this->current, $this->settings ) )->register();
		}

		add_action( 'rest_api_init', array( $this, 'register_rest_routes' ) );
	}

	/**
	 * Tells WordPress up front when Lodestar has no translation file for the site's language.
	 *
	 * Otherwise the first Lodestar string of every page view makes WordPress look for one by
	 * listing the language directories (four glob() calls): a tenth of a millisecond, on every
	 * English site. Checking the six places a file could be is cheaper. A file that appears later
	 * (a language pack update) is found on the next request; load_plugin_textdomain() still works.
	 *
	 * @since 0.1.0
	 */
	public function skip_missing_translations(): void {
		global $wp_textdomain_registry;
		if ( ! $wp_textdomain_registry instanceof \WP_Textdomain_Registry || is_textdomain_loaded( 'lodestar' ) ) {
			return;
		}
		$locale = determine_locale();
		foreach ( array( WP_LANG_DIR . '/plugins/', WP_LANG_DIR . '/themes/', LODESTAR_DIR . 'languages/' ) as $directory ) {
			foreach ( array( '.mo', '.l10n.php' ) as $extension ) {
				if ( is_file( $directory . 'lodestar-' . $locale . $extension ) ) {
					return;
				}
			}
		}
		$wp_textdomain_registry->set( 'lodestar', $locale, false );
	}

	/**
	 * Registers the REST controllers.
	 *
	 * @since 0.1.0
	 */
	public function register_rest_routes(): void {
		$controllers = array(
			new GlobalSettingsController( $this->settings ),
			new SiteSettingsController( $this->settings ),
			new PostContentController(),
			new PostSettingsController( $this->settings ),
			new TermSettingsController( $this->settings ),
			new SettingsTransferController( new SettingsTransfer( $this->settings, array( SchemaRepository::class, 'validate' ) ) ),
			new SchemaController( $this->schemas ),
			...$this->sitemaps->controllers(),
		);
		foreach ( $controllers as $controller ) {
			/** Every controller extends the shared base. @var Controller $controller */
			$controller->register_routes();
		}
	}

	/**
	 * XML sitemaps and robots.txt services.
	 *
	 * @since 0.2.0
	 */
	public function sitemaps(): SitemapsModule {
		return $this->sitemaps;
	}

	/**
	 * The settings repository (for tests and extensions that run after boot).
	 *
	 * @since 0.1.0
	 */
	public function settings(): SettingsRepository {
		return $this->settings;
	}

	/**
	 * The title resolver.
	 *
	 * @since 0.1.0
	 */
	public function titles(): TitleResolver {
		return $this->titles;
	}

	/**
	 * The description resolver.
	 *
	 * @since 0.1.0
	 */
	public function descriptions(): DescriptionResolver {
		return $this->descriptions;
	}

	/**
	 * The robots resolver.
	 *
	 * @since 0.1.0
	 */
	public function robots(): RobotsResolver {
		return $this->robots;
	}

	/**
	 * The canonical resolver.
	 *
	 * @since 0.1.0
	 */
	public function canonicals(): CanonicalResolver {
		return $this->canonicals;
	}

	/**
	 * The social (Open Graph, X) resolver.
	 *
	 * @since 0.1.0
	 */
	public function social(): SocialResolver {
		return $this->social;
	}

	/**
	 * The stored image facts.
	 *
	 * @since 0.1.0
	 */
	public function images(): ImageFacts {
		return $this->images;
	}

	/**
	 * The stored structured-data schemas.
	 *
	 * @since 0.1.0
	 */
	public function schemas(): SchemaRepository {
		return $this->schemas;
	}

	/**
	 * The JSON-LD graph builder.
	 *
	 * @since 0.1.0
	 */
	public function graphs(): GraphBuilder {
		return $this->graphs;
	}

	/**
	 * The index of terms with Lodestar meta.
	 *
	 * @since 0.1.0
	 */
	public function term_index(): TermMetaIndex {
		return $this->term_index;
	}
}
