<?php
/**
 * Prints the JSON-LD graph.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Frontend\CurrentContext;
use Lodestar\Frontend\PageRequest;
use Lodestar\Seo\Context;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Prints one `<script type="application/ld+json">` with the page's graph on wp_head, right
 * after Lodestar's head block, on HTML page views while the schemas feature is on. When a
 * Product schema is in the graph, WooCommerce's own product JSON-LD is switched off so the
 * product is described once.
 *
 * @since 0.1.0
 */
class JsonLdOutput {

	/**
	 * Constructor.
	 *
	 * @param GraphBuilder       $graphs   Graph builder.
	 * @param CurrentContext     $current  Context of the main query.
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct(
		private GraphBuilder $graphs,
		private CurrentContext $current,
		private SettingsRepository $settings
	) {}

	/**
	 * Hooks the output (after the head block, same priority) and the WooCommerce guard.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_graph' ), 1 );
		add_filter( 'woocommerce_structured_data_product', array( $this, 'drop_woocommerce_product' ), 99 );
	}

	/**
	 * The graph of the current page ([] when nothing is printed there).
	 *
	 * @since 0.1.0
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function current_graph(): array {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ! $this->settings->get( 'enable_schemas' ) || ! PageRequest::is_html() ) {
			return array();
		}
		$context = $this->current->get();
		if ( Context::NONE === $context->kind ) {
			return array();
		}
		if ( $context->is_singular() ) {
			// What the loop would load next: the author and the author's meta, so the head costs nothing extra.
			update_post_author_caches( array( $context->post ) );
		}
		return $this->graphs->graph( $context );
	}

	/**
	 * Prints the script element.
	 *
	 * @since 0.1.0
	 */
	public function print_graph(): void {
		$graph = $this->current_graph();
		if ( array() !== $graph ) {
			echo Encoder::script( $graph ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Encoder escapes for <script>.
		}
	}

	/**
	 * Empties WooCommerce's product markup when a Product schema describes the page.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $markup WooCommerce's product markup.
	 * @return mixed
	 */
	public function drop_woocommerce_product( $markup ) {
		foreach ( $this->current_graph() as $node ) {
			if ( 'Product' === ( $node['@type'] ?? '' ) ) {
				return array();
			}
		}
		return $markup;
	}
}
