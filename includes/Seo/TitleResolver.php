<?php
/**
 * Computes the document title of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Title of a Context, as plain text.
 *
 * The first non-empty result of:
 * - singular, blog page, term: the object's `_lodestar_page_title` (page-level SEO on), then the
 *   title template of its content type (`content_types`, Context::content_type()), then the
 *   `page_title` template, then `global_default.page_title`;
 * - latest-posts front page: `home_page_title`, then `global_default.home_page_title`;
 * - other archives, search and 404: the title template of their content type, `page_title`,
 *   then `global_default.page_title`, with %title% standing for the archive's own name (see
 *   TemplateValues).
 * On page 2 and later a template without %page% gets one right after its first %title% (or at
 * its end), so "News - Site" becomes "News - Page 2 of 5 - Site".
 *
 * @since 0.1.0
 */
class TitleResolver extends TemplateResolver {

	/**
	 * The title, or '' when Lodestar has no opinion (WordPress then builds its own).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 */
	protected function compute( Context $context ): string {
		return $this->first_of( $context, $this->templates( $context ) );
	}

	/**
	 * Resolves a title template (an Open Graph or X title, say) for a context.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context  Page context.
	 * @param string  $template Template.
	 * @return string Plain text; '' for an empty template or result.
	 */
	public function resolve_template( Context $context, string $template ): string {
		return $this->first_of( $context, array( $template ) );
	}

	/**
	 * Candidate templates, best first.
	 *
	 * @param Context $context Page context.
	 * @return string[]
	 */
	private function templates( Context $context ): array {
		$global_default = (array) $this->settings->get( 'global_default' );
		switch ( $context->kind ) {
			case Context::NONE:
				return array();
			case Context::HOME:
				return array(
					(string) $this->settings->get( 'home_page_title' ),
					(string) ( $global_default['home_page_title'] ?? '' ),
				);
		}
		return array(
			$this->overrides->text( $context, 'page_title' ),
			ContentTypes::value( $this->settings, $context, 'title' ),
			(string) $this->settings->get( 'page_title' ),
			(string) ( $global_default['page_title'] ?? '' ),
		);
	}

	/**
	 * The first non-empty title the templates give.
	 *
	 * @param Context  $context   Page context.
	 * @param string[] $templates Templates, best first.
	 */
	private function first_of( Context $context, array $templates ): string {
		foreach ( $templates as $template ) {
			if ( '' === trim( $template ) ) {
				continue;
			}
			$template = $this->with_page( $context, $template );
			$title    = $this->variables->resolve( $template, $this->values->for_template( $context, $template ), 'title' );
			if ( '' !== $title ) {
				return $title;
			}
		}
		return '';
	}

	/**
	 * Adds %page% to a template on page 2 and later, unless it has one.
	 *
	 * @param Context $context  Page context.
	 * @param string  $template Template.
	 */
	private function with_page( Context $context, string $template ): string {
		if ( ! $context->is_paged() || str_contains( $template, '%page%' ) ) {
			return $template;
		}
		$position = strpos( $template, '%title%' );
		if ( false === $position ) {
			return $template . ' %page%';
		}
		$position += strlen( '%title%' );
		return substr( $template, 0, $position ) . ' %page%' . substr( $template, $position );
	}
}
