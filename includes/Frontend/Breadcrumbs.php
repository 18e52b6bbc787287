<?php
/**
 * The visible breadcrumbs: block, shortcode and template function.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\BreadcrumbTrail;
use Lodestar\Seo\Context;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the page's breadcrumb trail (Seo\BreadcrumbTrail, the one the BreadcrumbList of the
 * JSON-LD graph lists) as
 * `<nav class="lodestar-breadcrumbs" aria-label="Breadcrumbs">prefix <a>Home</a> » … <a aria-current="page"><strong>Page</strong></a></nav>`,
 * through the block `lodestar/breadcrumbs` (server-rendered, styled by its block supports), the
 * shortcode `[lodestar_breadcrumbs]` and the template function `lodestar_breadcrumbs()`.
 * Settings: separator, home label, prefix, the blog page in the trail, bold last item. A trail
 * of the home item alone (front page, 404) prints nothing. No script or stylesheet on the front
 * end: the markup reads as a line of text in any theme.
 *
 * Which page: the main query's on page views; in REST requests (the editor's preview of the
 * block) the global post's, which the block renderer sets.
 *
 * @since 0.3.0
 */
class Breadcrumbs {

	/**
	 * The shortcode's tag.
	 *
	 * @since 0.3.0
	 */
	public const SHORTCODE = 'lodestar_breadcrumbs';

	/**
	 * The block's name.
	 *
	 * @since 0.3.0
	 */
	public const BLOCK = 'lodestar/breadcrumbs';

	/**
	 * Handle of the block's editor script.
	 *
	 * @since 0.3.0
	 */
	public const EDITOR_HANDLE = 'lodestar-breadcrumbs-editor';

	/**
	 * Constructor.
	 *
	 * @param BreadcrumbTrail|\Closure $trail The trail, or () => it (built when breadcrumbs are printed).
	 * @param SettingsRepository $settings Settings.
	 * @param CurrentContext     $current  Context of the main query.
	 * @param string             $dir      Plugin folder (with a trailing slash).
	 * @param string             $file     The plugin's main file (its URL, which costs a walk of
	 *                                     the plugin paths, is asked only when the block is
	 *                                     registered, never on a page view without the block).
	 */
	public function __construct(
		private BreadcrumbTrail|\Closure $trail,
		private SettingsRepository $settings,
		private CurrentContext $current,
		private string $dir,
		private string $file
	) {}

	/**
	 * Adds the shortcode and registers the block at init.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_shortcode( self::SHORTCODE, array( $this, 'render_shortcode' ) );
		// Only where it registers anything: a page view adds no init callback.
		if ( self::registers_at_init() ) {
			add_action( 'init', array( $this, 'register_block_where_needed' ) );
		}
		add_action( 'rest_api_init', array( $this, 'register_block' ) );
		add_filter( 'render_block_' . self::BLOCK, array( $this, 'render_unregistered_block' ), 10, 3 );
	}

	/**
	 * At init: registers the block in the admin (the editors) and for Ajax; a page view does
	 * not pay for reading block.json and registering the editor script (about as much as the
	 * rest of Lodestar's head): it registers the block only when a page renders it
	 * (render_unregistered_block(), on the filter WordPress runs for this block alone), and
	 * REST requests (the editors' server-side render) register it on rest_api_init.
	 *
	 * Registering it at init even without block.json (tried: a few microseconds itself) costs a
	 * block theme's page view far more, about a million instructions measured in php-fpm: the
	 * global styles work through every registered block type.
	 *
	 * @since 0.4.0
	 */
	public function register_block_where_needed(): void {
		if ( self::registers_at_init() ) {
			$this->register_block();
		}
	}

	/**
	 * Whether the block is registered at init: in the admin, for Ajax and on the command line.
	 */
	private static function registers_at_init(): bool {
		return is_admin() || wp_doing_ajax() || ( defined( 'WP_CLI' ) && WP_CLI );
	}

	/**
	 * A page rendered the block while it was not registered (a page view): WordPress gave it
	 * its saved markup (none) and ran this filter, named after the block, so no other block
	 * pays for it. Registers the block, then renders it anew as WordPress would, with its
	 * supports' classes and styles. Once registered, the block renders through its callback and
	 * its markup passes here unchanged.
	 *
	 * @since 0.4.0
	 *
	 * @param string               $content      The block's markup.
	 * @param array<string, mixed> $parsed_block Parsed block.
	 * @param \WP_Block|null       $instance     The block instance.
	 * @return string
	 */
	public function render_unregistered_block( $content, $parsed_block, $instance = null ) {
		if ( ! $instance instanceof \WP_Block || null !== $instance->block_type || ! is_array( $parsed_block ) ) {
			return $content;
		}
		$this->register_block();
		return ( new \WP_Block( $parsed_block ) )->render();
	}

	/**
	 * Registers the block from its built block.json (build/blocks/breadcrumbs/, written by
	 * `npm run build`; the source copy in src-editor/blocks/ where there is no build), and the editor
	 * script the block.json names, when it is built.
	 *
	 * @since 0.3.0
	 */
	public function register_block(): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( self::BLOCK ) ) {
			return;
		}
		$built  = $this->dir . 'build/blocks/breadcrumbs';
		$folder = is_file( $built . '/block.json' ) ? $built : $this->dir . 'src-editor/blocks/breadcrumbs';
		$asset  = $built . '/index.asset.php';
		if ( is_file( $asset ) ) {
			$info = require $asset;
			wp_register_script(
				self::EDITOR_HANDLE,
				plugin_dir_url( $this->file ) . 'build/blocks/breadcrumbs/index.js',
				(array) ( $info['dependencies'] ?? array() ),
				(string) ( $info['version'] ?? LODESTAR_VERSION ),
				true
			);
			wp_set_script_translations( self::EDITOR_HANDLE, 'lodestar' );
		}
		register_block_type(
			$folder,
			array( 'render_callback' => array( $this, 'render_block' ) )
		);
	}

	/**
	 * The block's HTML: the trail in the block's wrapper (its supports' classes and styles).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      Block instance.
	 */
	public function render_block( $attributes = array(), $content = '', $block = null ): string {
		$items = $this->trail()->items( $this->context() );
		if ( ! BreadcrumbTrail::printable( $items ) ) {
			return '';
		}
		$wrapper = function_exists( 'get_block_wrapper_attributes' ) ? get_block_wrapper_attributes( array( 'class' => 'lodestar-breadcrumbs' ) ) : 'class="lodestar-breadcrumbs"';
		return $this->markup( $items, $wrapper );
	}

	/**
	 * The shortcode's HTML.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string>|string $atts Shortcode attributes (none used).
	 */
	public function render_shortcode( $atts = array() ): string {
		return $this->html();
	}

	/**
	 * The breadcrumbs of the current page ('' when the trail is the home item alone).
	 *
	 * @since 0.3.0
	 */
	public function html(): string {
		$items = $this->trail()->items( $this->context() );
		return BreadcrumbTrail::printable( $items ) ? $this->markup( $items, 'class="lodestar-breadcrumbs"' ) : '';
	}

	/**
	 * The breadcrumbs of a given page context ('' when the trail is the home item alone).
	 *
	 * @since 0.3.0
	 *
	 * @param Context $context Page context.
	 */
	public function html_for( Context $context ): string {
		$items = $this->trail()->items( $context );
		return BreadcrumbTrail::printable( $items ) ? $this->markup( $items, 'class="lodestar-breadcrumbs"' ) : '';
	}

	/**
	 * The context the breadcrumbs describe: the main query's page; in REST requests (the
	 * block editor's preview) the global post's.
	 */
	private function context(): Context {
		if ( ! wp_is_serving_rest_request() ) {
			$context = $this->current->get();
			if ( Context::NONE !== $context->kind ) {
				return $context;
			}
		}
		$post = get_post();
		return $post instanceof \WP_Post ? Context::singular( $post ) : Context::none();
	}

	/**
	 * The markup of a trail.
	 *
	 * @param list<array{name: string, url: string}> $items   Trail.
	 * @param string                                 $wrapper Escaped attributes of the nav element.
	 */
	private function markup( array $items, string $wrapper ): string {
		$separator = trim( (string) $this->settings->get( 'breadcrumbs_separator' ) );
		$prefix    = trim( (string) $this->settings->get( 'breadcrumbs_prefix' ) );
		$bold      = (bool) $this->settings->get( 'breadcrumbs_bold_last' );
		$last      = count( $items ) - 1;
		$parts     = array();
		foreach ( $items as $index => $item ) {
			$name = esc_html( $item['name'] );
			if ( $index === $last ) {
				$name    = $bold ? '<strong>' . $name . '</strong>' : $name;
				$parts[] = '' === $item['url']
					? '<span class="lodestar-breadcrumbs__current" aria-current="page">' . $name . '</span>'
					: '<a class="lodestar-breadcrumbs__current" href="' . esc_url( $item['url'] ) . '" aria-current="page">' . $name . '</a>';
				continue;
			}
			$parts[] = '' === $item['url'] ? '<span>' . $name . '</span>' : '<a href="' . esc_url( $item['url'] ) . '">' . $name . '</a>';
		}
		$glue = '' === $separator ? ' ' : ' <span class="lodestar-breadcrumbs__separator" aria-hidden="true">' . esc_html( $separator ) . '</span> ';
		MissingTranslations::settle();
		$html = '<nav ' . $wrapper . ' aria-label="' . esc_attr__( 'Breadcrumbs', 'lodestar' ) . '">';
		if ( '' !== $prefix ) {
			$html .= '<span class="lodestar-breadcrumbs__prefix">' . esc_html( $prefix ) . '</span> ';
		}
		return $html . implode( $glue, $parts ) . '</nav>';
	}

	/**
	 * The trail, built on first use.
	 */
	private function trail(): BreadcrumbTrail {
		if ( $this->trail instanceof \Closure ) {
			$this->trail = ( $this->trail )();
		}
		return $this->trail;
	}
}
