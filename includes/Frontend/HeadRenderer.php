<?php
/**
 * Prints Lodestar's head tags.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Schema\Encoder;
use Lodestar\Schema\GraphBuilder;
use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * Collects tag specs from the generators and prints them on wp_head as one block between
 * `<!-- Lodestar SEO -->` and `<!-- / Lodestar SEO -->`, escaping every value late. `script`
 * specs (the JSON-LD graph) are printed right after the block, encoded by Schema\Encoder, the
 * one encoder that is safe inside `<script>`.
 *
 * Only HTML page views get the block (see PageRequest): never admin screens, REST, feeds,
 * robots.txt or sitemaps.
 *
 * @since 0.1.0
 */
class HeadRenderer {

	/**
	 * Opening comment of the block.
	 *
	 * @since 0.1.0
	 */
	public const OPEN = '<!-- Lodestar SEO -->';

	/**
	 * Closing comment of the block.
	 *
	 * @since 0.1.0
	 */
	public const CLOSE = '<!-- / Lodestar SEO -->';

	/**
	 * Constructor.
	 *
	 * @param TagGenerator[]|\Closure $generators Generators, in output order, or () => them (made when a head is built: a kept head needs none).
	 * @param CurrentContext|null $current    Context of the main query (a fresh one when null).
	 * @param PageRecords|null    $record     The kept heads of the 404 and home pages (since 0.6.0; none: built).
	 */
	public function __construct(
		private array|\Closure $generators,
		private ?CurrentContext $current = null,
		private ?PageRecords $record = null
	) {}

	/**
	 * Escaped values of the block being rendered ('url:' or 'attr:' + value => escaped), null
	 * outside block_html().
	 *
	 * @var array<string, string>|null
	 */
	private ?array $escaped = null;

	/**
	 * Hooks the output early in wp_head, before most other plugins' tags, and removes core's
	 * rel=canonical (the block prints the canonical of every page kind core covers).
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_head_tags' ), 1 );
		remove_action( 'wp_head', 'rel_canonical' );
	}

	/**
	 * Prints the tags of the main query's page.
	 *
	 * @since 0.1.0
	 */
	public function print_head_tags(): void {
		$context = self::page_context( $this->current );
		if ( null === $context ) {
			return;
		}
		// A kept head printed as it was escaped when built (KeptHeads), while neither filter of
		// the printed head has a callback to apply.
		$kept = $this->record?->get( $context );
		if ( isset( $kept['html'] ) && ! has_filter( 'lodestar_head_tags' ) && ! has_filter( 'lodestar_schema_graph' ) ) {
			echo $kept['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by block_html() and Encoder when kept.
			return;
		}
		list( $tags, $scripts ) = $this->collect( $context );
		echo $this->block_html( $tags ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render_tag() escapes every part.
		foreach ( $scripts as $script ) {
			echo $this->render_script( $script ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Encoder escapes for <script>.
		}
	}

	/**
	 * The tag specs of a page, after the lodestar_head_tags filter, and its script specs.
	 *
	 * @since 0.3.0
	 *
	 * @param Context $context Page context.
	 * @return array{0: array<int, mixed>, 1: array<int, array<string, mixed>>} Tags, scripts.
	 */
	public function collect( Context $context ): array {
		$record = null === $this->record ? null : $this->record->get( $context );
		if ( null === $record ) {
			list( $tags, $scripts ) = $this->specs( $context );
		} else {
			// The page's head as kept (PageRecords: a 404, the latest-posts home page): its
			// graph goes through its filter here, as JsonLdTag's would.
			$tags    = $record['tags'];
			$graph   = null === $record['graph'] ? array() : GraphBuilder::filtered( $record['graph'], $context );
			$scripts = array() === $graph ? array() : array( self::json_ld( $graph ) );
		}

		/**
		 * Filters the head tags Lodestar prints.
		 *
		 * Each spec is `array{tag: 'meta'|'link', attributes: array<string, string>, url?: bool}`
		 * with plain, unescaped values; the renderer escapes them (`href`, and `content` when
		 * `url` is true, as URLs). Remove, change or add specs here. The JSON-LD `script` spec
		 * is not among them: it is printed after the block (see lodestar_schema_graph).
		 *
		 * @since 0.1.0
		 *
		 * @param array   $tags    Tag specs, in output order.
		 * @param Context $context Page context.
		 */
		$tags = apply_filters( 'lodestar_head_tags', $tags, $context );
		return array( array_values( (array) $tags ), $scripts );
	}

	/**
	 * The tag specs and the script specs of a page, before the lodestar_head_tags filter.
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context Page context.
	 * @return array{0: list<array<string, mixed>>, 1: list<array<string, mixed>>} Tags, scripts.
	 */
	public function specs( Context $context ): array {
		$tags    = array();
		$scripts = array();
		if ( $this->generators instanceof \Closure ) {
			$this->generators = ( $this->generators )();
		}
		foreach ( $this->generators as $generator ) {
			foreach ( $generator->tags( $context ) as $tag ) {
				if ( 'script' === ( $tag['tag'] ?? '' ) ) {
					$scripts[] = $tag;
				} else {
					$tags[] = $tag;
				}
			}
		}
		return array( $tags, $scripts );
	}

	/**
	 * The escaped block of tags between the opening and closing comments ('' without tags).
	 *
	 * @since 0.3.0
	 *
	 * @param array<int, mixed> $tags Tag specs.
	 */
	public function block_html( array $tags ): string {
		// A page repeats values across its tags (the canonical URL as og:url, the title and
		// description for X): each distinct value is escaped once per block.
		$this->escaped = array();
		$html          = '';
		foreach ( $tags as $tag ) {
			$html .= $this->render_tag( $tag );
		}
		$this->escaped = null;
		return '' === $html ? '' : self::OPEN . "\n" . $html . self::CLOSE . "\n";
	}

	/**
	 * The context of the page this request shows, or null when Lodestar prints nothing here:
	 * no main query, not an HTML page view (see PageRequest), or no page Lodestar describes.
	 *
	 * @since 0.3.0
	 *
	 * @param CurrentContext|null $current Context of the main query (a fresh one when null).
	 */
	public static function page_context( ?CurrentContext $current ): ?Context {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ! PageRequest::is_html() ) {
			return null;
		}
		$context = $current ? $current->get() : Context::from_query( $wp_query );
		return Context::NONE === $context->kind ? null : $context;
	}

	/**
	 * The script element of a JSON-LD spec, or '' for any other spec.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $spec Script spec (see json_ld()).
	 */
	public function render_script( $spec ): string {
		if ( ! is_array( $spec ) || 'script' !== ( $spec['tag'] ?? '' ) || 'application/ld+json' !== ( $spec['type'] ?? '' ) || ! is_array( $spec['graph'] ?? null ) || array() === $spec['graph'] ) {
			return '';
		}
		return Encoder::script( $spec['graph'] );
	}

	/**
	 * One escaped void tag, or '' for an invalid or empty spec.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $tag Tag spec.
	 */
	public function render_tag( $tag ): string {
		if ( ! is_array( $tag ) || ! in_array( $tag['tag'] ?? '', array( 'meta', 'link' ), true ) || ! is_array( $tag['attributes'] ?? null ) ) {
			return '';
		}
		$value_attribute = 'meta' === $tag['tag'] ? 'content' : 'href';
		// A meta tag whose content is a URL (og:url, og:image, ...) is escaped as one.
		$url_attribute = 'meta' === $tag['tag'] && ! empty( $tag['url'] ) ? 'content' : 'href';
		$html          = '<' . $tag['tag'];
		$has_value     = false;
		foreach ( $tag['attributes'] as $name => $value ) {
			if ( ! is_string( $name ) || ! preg_match( '/^[a-z][a-z0-9:_-]*\z/', $name ) || ! is_scalar( $value ) ) {
				continue;
			}
			$value = (string) $value;
			if ( $url_attribute === $name ) {
				$escaped = null === $this->escaped ? esc_url( $value ) : ( $this->escaped[ 'url:' . $value ] ??= esc_url( $value ) );
			} elseif ( $value_attribute !== $name && preg_match( '/^[a-z0-9:_-]*\z/', $value ) ) {
				// A key such as og:title or twitter:card: nothing in it to escape.
				$escaped = $value;
			} else {
				$escaped = null === $this->escaped ? esc_attr( $value ) : ( $this->escaped[ 'attr:' . $value ] ??= esc_attr( $value ) );
			}
			if ( $value_attribute === $name ) {
				$has_value = '' !== trim( $escaped );
			}
			$html .= ' ' . $name . '="' . $escaped . '"';
		}
		// Never print an empty tag (nor one whose URL did not survive escaping).
		return $has_value ? $html . " />\n" : '';
	}

	/**
	 * A meta tag spec.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key_attribute name|property.
	 * @param string $key           Name or property.
	 * @param string $content       Plain value.
	 * @param bool   $is_url        Whether the content is a URL (escaped with esc_url()).
	 * @return array{tag: string, attributes: array<string, string>, url?: bool}
	 */
	public static function meta( string $key_attribute, string $key, string $content, bool $is_url = false ): array {
		$spec = array(
			'tag'        => 'meta',
			'attributes' => array(
				$key_attribute => $key,
				'content'      => $content,
			),
		);
		if ( $is_url ) {
			$spec['url'] = true;
		}
		return $spec;
	}

	/**
	 * Meta tag specs of the entries that have content (an empty value prints no tag).
	 *
	 * @since 0.3.0
	 *
	 * @param string                                      $key_attribute name|property.
	 * @param list<array{0: string, 1: string, 2?: bool}> $entries       [name or property, plain value, whether a URL], in order.
	 * @return list<array{tag: string, attributes: array<string, string>, url?: bool}>
	 */
	public static function metas( string $key_attribute, array $entries ): array {
		$tags = array();
		foreach ( $entries as $entry ) {
			if ( '' !== $entry[1] ) {
				$tags[] = self::meta( $key_attribute, $entry[0], $entry[1], $entry[2] ?? false );
			}
		}
		return $tags;
	}

	/**
	 * A JSON-LD script spec: the `@graph` nodes, printed after the head block.
	 *
	 * @since 0.3.0
	 *
	 * @param array<int, array<string, mixed>> $graph Nodes.
	 * @return array{tag: string, type: string, graph: array<int, array<string, mixed>>}
	 */
	public static function json_ld( array $graph ): array {
		return array(
			'tag'   => 'script',
			'type'  => 'application/ld+json',
			'graph' => $graph,
		);
	}

	/**
	 * A link tag spec.
	 *
	 * @since 0.1.0
	 *
	 * @param string $rel  Relation.
	 * @param string $href URL.
	 * @return array{tag: string, attributes: array<string, string>}
	 */
	public static function link( string $rel, string $href ): array {
		return array(
			'tag'        => 'link',
			'attributes' => array(
				'rel'  => $rel,
				'href' => $href,
			),
		);
	}
}
