<?php
/**
 * Builds the variable context of a page for the template engine.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a Context into the array TemplateVariables::resolve() reads.
 *
 * Only values a template uses are computed (a permalink can cost work), and everything
 * comes from objects WordPress already has in memory: no database queries on a page view
 * with autoloaded options and primed post caches.
 *
 * @since 0.1.0
 */
class TemplateContext {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Variable values for one template.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context  Page context.
	 * @param string  $template Template that will be resolved (to skip unused work).
	 * @return array<string, mixed>
	 */
	public function for_template( Context $context, string $template ): array {
		$tagline = (string) get_bloginfo( 'description' );
		$values  = array(
			'site_name'                 => (string) get_bloginfo( 'name' ),
			'tagline'                   => $tagline,
			'separator'                 => (string) $this->settings->get( 'separator' ),
			'site_url'                  => home_url(),
			'auto_generate_description' => (bool) $this->settings->get( 'auto_generate_description' ),
			'description_length'        => TemplateVariables::DEFAULT_DESCRIPTION_LENGTH,
			'default_description'       => $tagline,
		);

		if ( $context->is_singular() ) {
			$post = $context->post;
			// Raw fields, as the editor previews see them, so previews and pages agree.
			$values['title'] = $post->post_title;
			if ( '' === $post->post_password ) {
				// Never leak the text of a password-protected post into the head.
				$values['excerpt'] = $post->post_excerpt;
				$values['content'] = $post->post_content;
			}
			if ( str_contains( $template, '%permalink%' ) ) {
				$values['permalink'] = (string) get_permalink( $post );
			}
		} elseif ( $context->is_home() ) {
			// The home page has no post: its %title% is the tagline. Without a tagline it is empty,
			// so the default '%title% - %site_name%' reads "Site" rather than "Site - Site".
			$values['title']     = $tagline;
			$values['excerpt']   = $tagline;
			$values['permalink'] = home_url( '/' );
		}

		return $values;
	}
}
