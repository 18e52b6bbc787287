<?php
/**
 * The X (Twitter) card tags.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Seo\SocialResolver;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Yields twitter:* tags when `twitter_meta_tags` is on. They are complete on their own (X
 * would fall back to Open Graph, but Open Graph may be switched off).
 *
 * @since 0.1.0
 */
class TwitterTags implements TagGenerator {

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
		if ( ! $this->settings->get( 'twitter_meta_tags' ) || Context::NOT_FOUND === $context->kind ) {
			return array();
		}
		$card    = $this->resolver->twitter( $context );
		$entries = array(
			array( 'twitter:card', $card['card'] ),
			array( 'twitter:title', $card['title'] ),
			array( 'twitter:description', $card['description'] ),
		);
		if ( null !== $card['image'] ) {
			$entries[] = array( 'twitter:image', $card['image']['url'], true );
			$entries[] = array( 'twitter:image:alt', $card['image']['alt'] );
		}
		$entries[] = array( 'twitter:site', $card['site'] );
		$entries[] = array( 'twitter:creator', $card['creator'] );
		return HeadRenderer::metas( 'name', $entries );
	}
}
