<?php
/**
 * The admin screens' services.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Admin\Assets;
use Lodestar\Admin\AuthorSeoSection;
use Lodestar\Admin\Menu;
use Lodestar\Admin\SeoColumn;
use Lodestar\Editor\ClassicMetaBox;
use Lodestar\Editor\EditorAssets;
use Lodestar\Editor\TermAssets;
use Lodestar\Meta\AuthorProfiles;
use Lodestar\Onboarding\ActivationRedirect;
use Lodestar\Onboarding\Wizard;
use Lodestar\Support\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers what admin requests need: the menu and the admin app, page-level SEO in the
 * block editor, the term popup and the classic-editor meta box, and the authors' profile
 * fields.
 *
 * @since 0.3.0
 */
final class Admin {

	/**
	 * Constructor.
	 *
	 * @param Services $services   Shared services.
	 * @param string   $plugin_dir Plugin directory with trailing slash.
	 * @param string   $plugin_url Plugin URL with trailing slash.
	 */
	public function __construct(
		private Services $services,
		private string $plugin_dir,
		private string $plugin_url
	) {}

	/**
	 * Builds and hooks the admin services.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		$settings = $this->services->settings;
		$menu     = new Menu( $settings );
		$menu->register();
		$wizard = new Wizard( $settings );
		( new Assets( $menu, $this->plugin_dir, $this->plugin_url, $wizard ) )->register();
		// The first activation leads to the setup wizard (checked on the plugins screen only).
		( new ActivationRedirect( $wizard ) )->register();
		// Page-level SEO: block editor sidebar, term popup, classic editor meta box.
		$build = new BuildAssets( $this->plugin_dir, $this->plugin_url );
		( new EditorAssets( $settings, $build ) )->register();
		( new TermAssets( $settings, $build ) )->register();
		( new ClassicMetaBox( $settings ) )->register();
		// Authors' own Facebook and X profiles, on the profile screens.
		( new AuthorProfiles() )->register();
		// Authors' own SEO title and description, on the profile screens.
		( new AuthorSeoSection( $settings ) )->register();
		// The post lists' SEO column and "SEO issues" filter.
		( new SeoColumn( $settings ) )->register();
	}
}
