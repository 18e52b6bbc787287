<?php
/**
 * Check: the home page declares its language.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * `<html lang>` present and not empty.
 *
 * @since 0.3.0
 */
class HtmlLang extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'html_lang';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$lang = $this->page->lang();
		if ( '' === $lang ) {
			return $this->result(
				'warning',
				__( 'The home page does not declare its language: the <html> tag has no lang attribute.', 'lodestar' ),
				array( self::text( __( 'Search engines and screen readers use it to know the page\'s language. Themes print it with language_attributes() in the <html> tag.', 'lodestar' ) ) )
			);
		}
		/* translators: %s: language code. */
		return $this->result( 'success', sprintf( __( 'The home page declares its language: lang="%s".', 'lodestar' ), $lang ) );
	}
}
