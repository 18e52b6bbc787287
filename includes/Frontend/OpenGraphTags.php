<?php
/**
 * The Open Graph tags.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Seo\SocialResolver;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Yields og:* and article:* tags.
 *
 * `open_graph_tags` switches all of them; `facebook_meta_tags` switches the Facebook-specific
 * ones (article:publisher and article:author, the Facebook page URLs).
 *
 * @since 0.1.0
 */
class OpenGraphTags implements TagGenerator {

	/**
	 * Constructor.
	 *
	 * @param SocialResolver     $resolver Social data.
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct(
		private SocialResolver $resolver,
		private SettingsRepository $settings
	) {}

	/**
	 * Tag specs for a page.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array{tag: string, attributes: array<string, string>}>
	 */
	public function tags( Context $context ): array {
		// A page that does not exist has nothing to share.
		if ( ! $this->settings->get( 'open_graph_tags' ) || Context::NOT_FOUND === $context->kind ) {
			return array();
		}
		$og      = $this->resolver->open_graph( $context );
		$entries = array(
			array( 'og:locale', $og['locale'] ),
			array( 'og:type', $og['type'] ),
			array( 'og:title', $og['title'] ),
			array( 'og:description', $og['description'] ),
			array( 'og:url', $og['url'], true ),
			array( 'og:site_name', $og['site_name'] ),
		);
		if ( null !== $og['article'] ) {
			if ( $this->settings->get( 'facebook_meta_tags' ) ) {
				$entries[] = array( 'article:publisher', $og['article']['publisher'], true );
				$entries[] = array( 'article:author', $og['article']['author'], true );
			}
			$entries[] = array( 'article:published_time', $og['article']['published'] );
			$entries[] = array( 'article:modified_time', $og['article']['modified'] );
		}
		if ( null !== $og['image'] ) {
			$entries[] = array( 'og:image', $og['image']['url'], true );
			if ( $og['image']['width'] > 0 && $og['image']['height'] > 0 ) {
				$entries[] = array( 'og:image:width', (string) $og['image']['width'] );
				$entries[] = array( 'og:image:height', (string) $og['image']['height'] );
			}
			$entries[] = array( 'og:image:alt', $og['image']['alt'] );
		}
		return HeadRenderer::metas( 'property', $entries );
	}
}
