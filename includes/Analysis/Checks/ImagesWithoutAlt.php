<?php
/**
 * Check: images in use without alt text.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ContentScan;
use Lodestar\Analysis\ObjectSample;
use Lodestar\Repositories\ContentFacts;

defined( 'ABSPATH' ) || exit;

/**
 * Images that indexable published posts show without alt text: `<img>` tags of their content
 * with no (or an empty) alt attribute, and featured images whose media library entry has no
 * alt text (themes print that one).
 *
 * @since 0.3.0
 */
final class ImagesWithoutAlt extends ScanCheck {

	/**
	 * Constructor.
	 *
	 * @param ContentScan  $scan    The shared content scan.
	 * @param ContentFacts $content Content queries.
	 */
	public function __construct( ContentScan $scan, private ContentFacts $content ) {
		parent::__construct( $scan );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'images_without_alt';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$facts    = $this->scan->facts();
		$in_posts = $facts['images_without_alt'];
		$featured = $this->content->featured_images_without_alt( $this->scan->post_types(), ObjectSample::LISTED );

		$sample = new ObjectSample();
		foreach ( $in_posts->entries as $entry ) {
			$sample->add( $entry['text'], $entry['url'] );
		}
		$sample->total = $in_posts->total;
		$titles        = $this->content->post_titles( array_merge( array_column( $featured['items'], 'image' ), array_column( $featured['items'], 'post' ) ) );
		foreach ( $featured['items'] as $item ) {
			$sample->add(
				/* translators: 1: image title, 2: title of a post it is the featured image of. */
				sprintf( __( 'Featured image %1$s (of %2$s)', 'lodestar' ), ObjectSample::title_text( $titles[ $item['image'] ] ?? '' ), ObjectSample::title_text( $titles[ $item['post'] ] ?? '' ) ),
				ObjectSample::post_url( $item['image'] )
			);
		}
		$sample->total = $in_posts->total + $featured['total'];
		$images        = $facts['images_without_alt_count'] + $featured['total'];

		if ( 0 === $sample->total ) {
			return $this->result( $sample, 'warning', __( 'Every image the posts show has alt text.', 'lodestar' ), '', $this->explanation() );
		}
		return new CheckResult(
			$this->id(),
			$this->category(),
			'warning',
			sprintf(
				/* translators: 1: number of images, 2: where they are. */
				_n( '%1$d image has no alt text: %2$s.', '%1$d images have no alt text: %2$s.', $images, 'lodestar' ),
				$images,
				$sample->names()
			),
			$sample->description( $this->explanation() )
		);
	}

	/**
	 * What is counted.
	 */
	private function explanation(): string {
		return __( 'Images in the content of indexable posts without alt text, and featured images whose media library entry has no alt text. Alt text describes an image to screen readers and search engines; leave it empty only for decorative images. Edit each post and fill in the Image block’s Alternative text, or the media library entry of a featured image.', 'lodestar' );
	}
}
