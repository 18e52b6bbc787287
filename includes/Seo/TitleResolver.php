<?php
/**
 * Computes the document title of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\PostMeta;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Title of a Context, as plain text.
 *
 * Singular: the post's `_lodestar_page_title` (when page-level SEO is on and it is not empty),
 * else the `page_title` template. Latest-posts front page: `home_page_title`. An empty result
 * falls back to `global_default.page_title` / `global_default.home_page_title`.
 *
 * @since 0.1.0
 */
class TitleResolver {

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
	 * The title, or '' when Lodestar has no opinion (WordPress then builds its own).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return string Plain, unescaped text.
	 */
	public function resolve( Context $context ): string {
		if ( $context->is_singular() ) {
			$templates = array(
				PostMeta::override( $context->post, PostMeta::TITLE, $this->settings ),
				(string) $this->settings->get( 'page_title' ),
				(string) ( $this->settings->get( 'global_default' )['page_title'] ?? '' ),
			);
		} elseif ( $context->is_home() ) {
			$templates = array(
				(string) $this->settings->get( 'home_page_title' ),
				(string) ( $this->settings->get( 'global_default' )['home_page_title'] ?? '' ),
			);
		} else {
			return '';
		}

		foreach ( $templates as $template ) {
			if ( '' === trim( $template ) ) {
				continue;
			}
			$title = $this->engine->resolve( $template, $this->variables->for_template( $context, $template ), 'title' );
			if ( '' !== $title ) {
				return $title;
			}
		}
		return '';
	}
}
