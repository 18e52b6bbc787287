<?php
/**
 * Computes the meta description of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\PostMeta;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Meta description of a Context, as plain text.
 *
 * Singular: the post's `_lodestar_page_description` (when page-level SEO is on and it is not
 * empty), else the `page_description` template. Latest-posts front page:
 * `home_page_description`. %excerpt% falls back to the tagline (default_description).
 *
 * @since 0.1.0
 */
class DescriptionResolver {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings.
	 * @param TemplateVariables  $engine    Template engine.
	 * @param TemplateContext    $variables Variable context builder.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private TemplateVariables $engine,
		private TemplateContext $variables
	) {}

	/**
	 * The description, or '' when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return string Plain, unescaped text.
	 */
	public function resolve( Context $context ): string {
		if ( $context->is_singular() ) {
			$template = PostMeta::override( $context->post, PostMeta::DESCRIPTION, $this->settings );
			if ( '' === $template ) {
				$template = (string) $this->settings->get( 'page_description' );
			}
		} elseif ( $context->is_home() ) {
			$template = (string) $this->settings->get( 'home_page_description' );
		} else {
			return '';
		}

		if ( '' === trim( $template ) ) {
			return '';
		}
		return $this->engine->resolve( $template, $this->variables->for_template( $context, $template ), 'description' );
	}
}
