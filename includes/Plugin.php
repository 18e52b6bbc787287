<?php
/**
 * Composition root.
 *
 * @package Lodestar
 */

namespace Lodestar;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Frontend\DescriptionTag;
use Lodestar\Frontend\HeadRenderer;
use Lodestar\Frontend\Title;
use Lodestar\Meta\PostMeta;
use Lodestar\Rest\Controller;
use Lodestar\Rest\GlobalSettingsController;
use Lodestar\Rest\PostContentController;
use Lodestar\Rest\SiteSettingsController;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\TemplateContext;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;

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
	 * Activation: creates the settings option so page views never look it up in the database.
	 *
	 * @since 0.1.0
	 */
	public static function activate(): void {
		( self::$instance ? self::$instance->settings : new SettingsRepository() )->ensure_option();
	}

	/**
	 * Builds the shared services.
	 */
	private function __construct() {
		$this->settings  = new SettingsRepository();
		$this->post_meta = new PostMeta();

		$engine             = new TemplateVariables();
		$variables          = new TemplateContext( $this->settings );
		$this->titles       = new TitleResolver( $this->settings, $engine, $variables );
		$this->descriptions = new DescriptionResolver( $this->settings, $engine, $variables );
	}

	/**
	 * Registers each context's services.
	 */
	private function register(): void {
		// Global.
		$this->settings->register();
		$this->post_meta->register();

		if ( is_admin() ) {
			// Self-healing for sites that got the files without activation (e.g. a deploy).
			add_action( 'admin_init', array( $this->settings, 'ensure_option' ) );
			$menu = new Menu( $this->settings );
			$menu->register();
			( new Assets( $menu, LODESTAR_DIR, LODESTAR_URL ) )->register();
		} else {
			( new Title( $this->titles ) )->register();
			( new HeadRenderer( array( new DescriptionTag( $this->descriptions ) ) ) )->register();
		}

		add_action( 'rest_api_init', array( $this, 'register_rest_routes' ) );
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
		);
		foreach ( $controllers as $controller ) {
			/** Every controller extends the shared base. @var Controller $controller */
			$controller->register_routes();
		}
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
}
