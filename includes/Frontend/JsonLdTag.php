<?php
/**
 * The JSON-LD graph of the page.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Schema\GraphBuilder;
use Lodestar\Seo\Context;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Yields one `script` spec with the page's `@graph` while the schemas feature is on;
 * HeadRenderer prints it right after the head block through Schema\Encoder. When a Product
 * schema is in the graph, WooCommerce's own product JSON-LD is switched off so the product is
 * described once.
 *
 * @since 0.3.0
 */
class JsonLdTag implements TagGenerator {

	/**
	 * Constructor.
	 *
	 * @param GraphBuilder|\Closure $graphs Graph builder, or () => it (built when first needed).
	 * @param SettingsRepository  $settings Settings.
	 * @param CurrentContext|null $current  Context of the main query (for the WooCommerce guard).
	 */
	public function __construct(
		private GraphBuilder|\Closure $graphs,
		private SettingsRepository $settings,
		private ?CurrentContext $current = null
	) {}

	/**
	 * Hooks the WooCommerce guard.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_filter( 'woocommerce_structured_data_product', array( $this, 'drop_woocommerce_product' ), 99 );
	}

	/**
	 * The script spec of a page's graph (none when the feature is off or the graph is empty).
	 *
	 * @since 0.3.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array{tag: string, type: string, graph: array<int, array<string, mixed>>}>
	 */
	public function tags( Context $context ): array {
		$graph = $this->graph( $context );
		return array() === $graph ? array() : array( HeadRenderer::json_ld( $graph ) );
	}

	/**
	 * Empties WooCommerce's product markup when a Product schema describes the page.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $markup WooCommerce's product markup.
	 * @return mixed
	 */
	public function drop_woocommerce_product( $markup ) {
		$context = HeadRenderer::page_context( $this->current );
		foreach ( null === $context ? array() : $this->graph( $context ) as $node ) {
			if ( 'Product' === ( $node['@type'] ?? '' ) ) {
				return array();
			}
		}
		return $markup;
	}

	/**
	 * The graph of a page ([] while the schemas feature is off).
	 *
	 * @param Context $context Page context.
	 * @return array<int, array<string, mixed>>
	 */
	private function graph( Context $context ): array {
		if ( ! $this->settings->get( 'enable_schemas' ) ) {
			return array();
		}
		if ( $context->is_singular() ) {
			// What the loop would load next: the author and the author's meta, so the head costs nothing extra.
			update_post_author_caches( array( $context->post ) );
		}
		if ( $this->graphs instanceof \Closure ) {
			$this->graphs = ( $this->graphs )();
		}
		return $this->graphs->graph( $context );
	}
}
