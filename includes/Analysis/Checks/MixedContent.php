<?php
/**
 * Check: no insecure resources on an HTTPS home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * On a home page served over HTTPS, resources (images, scripts, stylesheets, frames, media,
 * form targets) loaded over http:// are listed. An HTTP home page has nothing to mix.
 *
 * @since 0.3.0
 */
class MixedContent extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'mixed_content';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		if ( 'https' !== wp_parse_url( $this->page->url(), PHP_URL_SCHEME ) ) {
			return $this->result( 'success', __( 'The home page is served over HTTP, so it has no mixed content (see the HTTPS check).', 'lodestar' ) );
		}
		$insecure = array_values( array_filter( $this->page->resources(), static fn ( string $url ): bool => 0 === stripos( $url, 'http://' ) ) );
		if ( array() !== $insecure ) {
			return $this->result(
				'warning',
				/* translators: %d: number of resources. */
				sprintf( _n( '%d resource on the HTTPS home page is loaded over HTTP.', '%d resources on the HTTPS home page are loaded over HTTP.', count( $insecure ), 'lodestar' ), count( $insecure ) ),
				array(
					self::text( __( 'Browsers block or flag insecure resources on secure pages. Change these addresses to https://.', 'lodestar' ) ),
					self::items( array_map( static fn ( string $url ): array => array( 'text' => $url, 'url' => $url ), $insecure ) ),
				)
			);
		}
		return $this->result( 'success', __( 'Every resource of the HTTPS home page is loaded over HTTPS.', 'lodestar' ) );
	}
}
