<?php
/**
 * Check: the home page's images have alt text.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Images of the served body without an `alt` attribute are listed (an empty alt marks a
 * decorative image on purpose and passes). A page without images gets a suggestion.
 *
 * @since 0.3.0
 */
class ImageAltText extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'image_alt_text';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$images = $this->page->images();
		if ( array() === $images ) {
			return $this->result(
				'suggestion',
				__( 'No images found on the home page.', 'lodestar' ),
				array( self::text( __( 'Images with alt text make a page more engaging and can be found through image search.', 'lodestar' ) ) )
			);
		}
		$missing = array();
		foreach ( $images as $image ) {
			if ( null === $image['alt'] ) {
				$missing[] = '' === $image['src'] ? __( '(an image without src)', 'lodestar' ) : $image['src'];
			}
		}
		if ( array() !== $missing ) {
			return $this->result(
				'warning',
				/* translators: 1: images without alt, 2: images found. */
				sprintf( __( '%1$d of %2$d images on the home page have no alt attribute.', 'lodestar' ), count( $missing ), count( $images ) ),
				array(
					self::text( __( 'Alt text describes an image to screen readers and search engines. Add it in the media library or the block that shows the image.', 'lodestar' ) ),
					self::items( array_map( static fn ( string $src ): array|string => 0 === strpos( $src, 'http' ) ? array( 'text' => $src, 'url' => $src ) : $src, $missing ) ),
				)
			);
		}
		/* translators: %d: number of images. */
		return $this->result( 'success', sprintf( _n( 'The %d image on the home page has an alt attribute.', 'All %d images on the home page have an alt attribute.', count( $images ), 'lodestar' ), count( $images ) ) );
	}
}
