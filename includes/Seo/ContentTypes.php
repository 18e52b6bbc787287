<?php
/**
 * The templates and defaults of a page's content type.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the `content_types` setting for a page: the entry of its content type
 * (Context::content_type()), whose empty values mean "the global Meta Templates value".
 *
 * @since 0.3.0
 */
final class ContentTypes {

	/**
	 * One value of the page's content type entry ('' when unset or for a page without one).
	 *
	 * @since 0.3.0
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param Context            $context  Page context.
	 * @param string             $field    title|description|schema.
	 */
	public static function value( SettingsRepository $settings, Context $context, string $field ): string {
		$key = $context->content_type();
		if ( '' === $key ) {
			return '';
		}
		$entries = $settings->get( 'content_types' );
		$value   = is_array( $entries ) ? ( $entries[ $key ][ $field ] ?? '' ) : '';
		return is_string( $value ) ? $value : '';
	}
}
