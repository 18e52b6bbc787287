<?php
/**
 * A page's head as data, for headless front ends.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\TitleResolver;

defined( 'ABSPATH' ) || exit;

/**
 * What the head of a page holds, from the same generators and renderer the page view uses:
 * `html`, the string a front end puts in its `<head>` (the `<title>`, the robots meta tag,
 * Lodestar's block and the JSON-LD script), and `json`, the same facts as data: title,
 * description, robots, canonical, og (property => content, a list where a property repeats),
 * twitter (name => content) and json_ld (`{@context, @graph}`, what the script holds).
 *
 * @since 0.3.0
 */
class HeadDocument {

	/**
	 * Constructor.
	 *
	 * @param HeadRenderer   $renderer The head renderer with the page view's generators.
	 * @param TitleResolver  $titles   Titles.
	 * @param RobotsResolver $robots   Robots directives.
	 */
	public function __construct(
		private HeadRenderer $renderer,
		private TitleResolver $titles,
		private RobotsResolver $robots
	) {}

	/**
	 * The head of a page.
	 *
	 * @since 0.3.0
	 *
	 * @param Context $context Page context.
	 * @return array{html: string, json: array<string, mixed>}
	 */
	public function for_context( Context $context ): array {
		$title  = Context::NONE === $context->kind ? '' : $this->titles->resolve( $context );
		$robots = $this->robots_content( $context );
		$json   = array(
			'title'       => $title,
			'description' => '',
			'robots'      => $robots,
			'canonical'   => '',
			'og'          => array(),
			'twitter'     => array(),
			'json_ld'     => array(),
		);
		if ( Context::NONE === $context->kind ) {
			return array(
				'html' => '',
				'json' => $json,
			);
		}
		list( $tags, $scripts ) = $this->renderer->collect( $context );
		foreach ( $tags as $tag ) {
			if ( ! is_array( $tag ) || ! is_array( $tag['attributes'] ?? null ) ) {
				continue;
			}
			$attributes = $tag['attributes'];
			if ( 'link' === ( $tag['tag'] ?? '' ) && 'canonical' === ( $attributes['rel'] ?? '' ) ) {
				$json['canonical'] = (string) ( $attributes['href'] ?? '' );
				continue;
			}
			if ( 'meta' !== ( $tag['tag'] ?? '' ) ) {
				continue;
			}
			$key     = (string) ( $attributes['property'] ?? $attributes['name'] ?? '' );
			$content = (string) ( $attributes['content'] ?? '' );
			if ( 'description' === $key ) {
				$json['description'] = $content;
			} elseif ( str_starts_with( $key, 'og:' ) || str_starts_with( $key, 'article:' ) ) {
				$json['og'] = self::add( $json['og'], $key, $content );
			} elseif ( str_starts_with( $key, 'twitter:' ) ) {
				$json['twitter'] = self::add( $json['twitter'], $key, $content );
			}
		}
		$html = '';
		if ( '' !== $title ) {
			$html .= '<title>' . esc_html( $title ) . "</title>\n";
		}
		if ( '' !== $robots ) {
			$html .= '<meta name="robots" content="' . esc_attr( $robots ) . "\" />\n";
		}
		$html .= $this->renderer->block_html( $tags );
		foreach ( $scripts as $script ) {
			$graph = is_array( $script['graph'] ?? null ) ? $script['graph'] : array();
			if ( array() !== $graph && array() === $json['json_ld'] ) {
				$json['json_ld'] = array(
					'@context' => 'https://schema.org',
					'@graph'   => $graph,
				);
			}
			$html .= $this->renderer->render_script( $script );
		}
		return array(
			'html' => $html,
			'json' => $json,
		);
	}

	/**
	 * The robots meta content of a page, as a page view prints it: WordPress's directives (the
	 * wp_robots filter: a site that discourages search engines, search results, ...) with
	 * Lodestar's (Frontend\Robots::merge()), written as wp_robots() writes them.
	 *
	 * @param Context $context Page context.
	 */
	private function robots_content( Context $context ): string {
		$robots = (array) apply_filters( 'wp_robots', array() );
		if ( Context::NONE !== $context->kind && get_option( 'blog_public' ) ) {
			$robots = Robots::merge( $robots, $this->robots->directives( $context ) );
		}
		$parts = array();
		foreach ( $robots as $directive => $value ) {
			if ( is_string( $value ) ) {
				$parts[] = $directive . ':' . $value;
			} elseif ( $value ) {
				$parts[] = (string) $directive;
			}
		}
		return implode( ', ', $parts );
	}

	/**
	 * Adds a value under a key, turning the value into a list when the key repeats.
	 *
	 * @param array<string, mixed> $map     Map.
	 * @param string               $key     Key.
	 * @param string               $content Value.
	 * @return array<string, mixed>
	 */
	private static function add( array $map, string $key, string $content ): array {
		if ( ! array_key_exists( $key, $map ) ) {
			$map[ $key ] = $content;
		} else {
			$map[ $key ] = array_merge( (array) $map[ $key ], array( $content ) );
		}
		return $map;
	}
}
