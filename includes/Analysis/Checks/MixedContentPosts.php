<?php
/**
 * Check: insecure resources in the content of an HTTPS site.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * On a site served over HTTPS, published, indexable posts whose content loads resources over
 * http:// (images and their srcset candidates, scripts, frames, stylesheets, audio, video and
 * their sources: Page\ContentScan::insecure_resources(), stored in ScanFacts). Plain links
 * (`<a href="http://…">`) load nothing and are not mixed content. An HTTP site has nothing to
 * mix (the HTTPS check reports it).
 *
 * @since 0.4.0
 */
final class MixedContentPosts extends ScanCheck {

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.4.0
	 */
	public function id(): string {
		return 'mixed_content_posts';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.4.0
	 */
	public function run(): CheckResult {
		$facts = $this->scan->facts();
		if ( ! $facts['https'] ) {
			return new CheckResult(
				$this->id(),
				$this->category(),
				'success',
				__( 'The site is served over HTTP, so its posts have no mixed content (see the HTTPS check).', 'lodestar' ),
				array(
					array(
						'type' => 'text',
						'text' => __( 'Mixed content is a resource loaded over http:// by a page served over https://. Once the site moves to HTTPS, this check lists the posts whose content still loads images, scripts, frames, stylesheets or media over http://.', 'lodestar' ),
					),
				)
			);
		}
		$sample = $facts['insecure_resources'];
		return $this->result(
			$sample,
			'warning',
			__( 'No indexable post loads images, scripts or other resources over HTTP.', 'lodestar' ),
			/* translators: 1: number of posts, 2: their titles. */
			_n( '%1$d indexable post loads resources over HTTP on this HTTPS site: %2$s.', '%1$d indexable posts load resources over HTTP on this HTTPS site: %2$s.', $sample->total, 'lodestar' ),
			sprintf(
				/* translators: %d: number of insecure addresses in all. */
				_n( 'The content of these posts loads %d image, script, frame, stylesheet or media file from an http:// address. Browsers block or flag insecure resources on secure pages. Edit each post and change the addresses to https:// (or upload the file to the media library); if they point to this site’s old http:// address, a search and replace of that address fixes every post at once.', 'The content of these posts loads %d images, scripts, frames, stylesheets or media files from http:// addresses. Browsers block or flag insecure resources on secure pages. Edit each post and change the addresses to https:// (or upload the files to the media library); if they point to this site’s old http:// address, a search and replace of that address fixes every post at once.', $facts['insecure_resources_count'], 'lodestar' ),
				$facts['insecure_resources_count']
			)
		);
	}
}
