<?php
/**
 * Prints Lodestar's head tags.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * Collects tag specs from the generators and prints them on wp_head, escaping late.
 *
 * @since 0.1.0
 */
class HeadRenderer {

	/**
	 * Constructor.
	 *
	 * @param TagGenerator[] $generators Generators, in output order.
	 */
	public function __construct( private array $generators ) {}

	/**
	 * Hooks the output early in wp_head, before most other plugins' tags.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_head_tags' ), 1 );
	}

	/**
	 * Prints the tags of the main query's page.
	 *
	 * @since 0.1.0
	 */
	public function print_head_tags(): void {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query ) {
			return;
		}
		$context = Context::from_query( $wp_query );
		if ( Context::NONE === $context->kind ) {
			return;
		}

		$tags = array();
		foreach ( $this->generators as $generator ) {
			foreach ( $generator->tags( $context ) as $tag ) {
				$tags[] = $tag;
			}
		}

		/**
		 * Filters the head tags Lodestar prints.
		 *
		 * @since 0.1.0
		 *
		 * @param array   $tags    Tag specs: array{tag: string, attributes: array<string, string>}.
		 * @param Context $context Page context.
		 */
		$tags = apply_filters( 'lodestar_head_tags', $tags, $context );

		foreach ( (array) $tags as $tag ) {
			echo $this->render_tag( $tag ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render_tag() escapes every part.
		}
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
		if ( '' === trim( (string) ( $tag['attributes'][ $value_attribute ] ?? '' ) ) ) {
			// Never print an empty tag.
			return '';
		}
		$html = '<' . $tag['tag'];
		foreach ( $tag['attributes'] as $name => $value ) {
			if ( ! is_string( $name ) || ! preg_match( '/^[a-z][a-z0-9:_-]*$/', $name ) || ! is_scalar( $value ) ) {
				continue;
			}
			$escaped = 'href' === $name ? esc_url( (string) $value ) : esc_attr( (string) $value );
			$html   .= ' ' . $name . '="' . $escaped . '"';
		}
		return $html . " />\n";
	}
}
