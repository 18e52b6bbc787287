<?php
/**
 * Computes the meta description of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Meta description of a Context, as plain text.
 *
 * - Singular, blog page, term: the object's `_lodestar_page_description` (page-level SEO on),
 *   else the description template of its content type (`content_types`), else the
 *   `page_description` template.
 * - Latest-posts front page: `home_page_description`.
 * - Post type, author and date archives: the description template of their content type, else
 *   the `page_description` template.
 * - Search results and 404 pages: the description template of their content type, else none.
 * The default template is `%excerpt%`, which gives, in this order:
 * 1. the excerpt (singular pages), the tagline (latest-posts home page), the description cut
 *    to the description length (terms, post types, authors);
 * 2. with `auto_generate_description` on: the content, cut to the description length at a word
 *    boundary (singular pages);
 * 3. the default description text: the tagline (singular pages, home page); with
 *    `auto_generate_description` on, a latest-posts home page without a tagline and a term
 *    without a description get one built from the site or term name and the titles of the
 *    posts they list ("Latest posts from Site: A, B", "Latest posts in Term: A, B"), within
 *    the description length (TemplateValues). Other archives have no default description.
 * So with `auto_generate_description` off, a post without an excerpt shows the tagline. An
 * empty result means no tag at all (never an empty `content=""`).
 *
 * @since 0.1.0
 */
class DescriptionResolver extends TemplateResolver {

	/**
	 * The description, or '' when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 */
	protected function compute( Context $context ): string {
		return $this->resolve_template( $context, $this->template( $context ) );
	}

	/**
	 * Resolves a description template (an Open Graph or X description, say) for a context.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context  Page context.
	 * @param string  $template Template.
	 * @return string Plain text.
	 */
	public function resolve_template( Context $context, string $template ): string {
		if ( '' === trim( $template ) ) {
			return '';
		}
		return $this->variables->resolve( $template, $this->values->for_template( $context, $template ), 'description' );
	}

	/**
	 * The template of a context ('' for none).
	 *
	 * @param Context $context Page context.
	 */
	private function template( Context $context ): string {
		switch ( $context->kind ) {
			case Context::HOME:
				return (string) $this->settings->get( 'home_page_description' );
			case Context::NONE:
				return '';
		}
		$override = $this->overrides->text( $context, 'page_description' );
		if ( '' !== $override ) {
			return $override;
		}
		$own = ContentTypes::value( $this->settings, $context, 'description' );
		if ( '' !== trim( $own ) ) {
			return $own;
		}
		return Context::SEARCH === $context->kind || Context::NOT_FOUND === $context->kind
			? ''
			: (string) $this->settings->get( 'page_description' );
	}
}
