<?php
/**
 * Image defaults on upload and the stored image facts.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\AttachmentDefaults;
use Lodestar\Plugin;
use Lodestar\Repositories\ImageFacts;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * autoSetImageTitle / autoSetImageAlt, and ImageFacts storage and invalidation.
 */
class MediaTest extends TestCase {

	/**
	 * Inserts an attachment the way an upload does (title from the file name).
	 *
	 * @param string $file  Uploads-relative file.
	 * @param string $mime  MIME type.
	 * @param string $title Title ('' for the file name).
	 */
	private function upload( string $file, string $mime = 'image/jpeg', string $title = '' ): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => '' !== $title ? $title : pathinfo( $file, PATHINFO_FILENAME ),
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
			),
			$file
		);
	}

	/**
	 * A file-name title becomes words; the alt text is the title.
	 */
	public function test_upload_gets_title_and_alt(): void {
		$id = $this->upload( '2024/03/red-barn_at-dusk.jpg' );
		$this->assertSame( 'Red Barn At Dusk', get_the_title( $id ) );
		$this->assertSame( 'Red Barn At Dusk', get_post_meta( $id, '_wp_attachment_image_alt', true ) );

		$this->assertSame( 'Ünïcode Café 2', AttachmentDefaults::title_from_file_name( 'ünïcode_café-2' ) );
		$this->assertSame( 'IPhone Photo', AttachmentDefaults::title_from_file_name( 'iPhone-photo' ) );
	}

	/**
	 * A title from the image's own metadata stays; an existing alt stays; other files are left.
	 */
	public function test_real_titles_and_non_images_are_kept(): void {
		$id = $this->upload( '2024/03/dsc_0042.jpg', 'image/jpeg', 'Harbour at night' );
		$this->assertSame( 'Harbour at night', get_the_title( $id ) );
		$this->assertSame( 'Harbour at night', get_post_meta( $id, '_wp_attachment_image_alt', true ) );

		$pdf = $this->upload( '2024/03/annual-report.pdf', 'application/pdf' );
		$this->assertSame( 'annual-report', get_the_title( $pdf ) );
		$this->assertSame( '', get_post_meta( $pdf, '_wp_attachment_image_alt', true ) );
	}

	/**
	 * Both switches off: WordPress's own title, no alt text.
	 */
	public function test_switches_off(): void {
		update_option(
			Definitions::OPTION,
			array(
				'autoSetImageTitle' => false,
				'autoSetImageAlt'   => false,
			),
			true
		);
		$id = $this->upload( '2024/03/red-barn.jpg' );
		$this->assertSame( 'red-barn', get_the_title( $id ) );
		$this->assertSame( '', get_post_meta( $id, '_wp_attachment_image_alt', true ) );
	}

	/**
	 * Facts are stored in the owner post's meta (site-wide ones in the option) and recomputed
	 * after the attachment's alt text or size data change.
	 */
	public function test_image_facts_are_stored_and_invalidated(): void {
		$images = Plugin::instance()->images();
		$image  = $this->upload( '2024/03/stored.jpg' );
		wp_update_attachment_metadata(
			$image,
			array(
				'width'  => 640,
				'height' => 480,
				'file'   => '2024/03/stored.jpg',
			)
		);
		$post = get_post( (int) wp_insert_post( array( 'post_title' => 'Owner' ) ) );

		wp_cache_flush();
		$images->flush();
		$facts = $images->for_attachment( $image, $post );
		$this->assertSame(
			array(
				'url'    => 'http://example.org/wp-content/uploads/2024/03/stored.jpg',
				'width'  => 640,
				'height' => 480,
				'alt'    => 'Stored',
			),
			$facts
		);
		$stored = get_post_meta( $post->ID, ImageFacts::POST_META, true );
		$this->assertSame( $facts, $stored['items'][ 'id:' . $image ] );

		// Site-wide images live in the option. (While the attachment is in the object cache its
		// facts are read live and nothing is stored: flush first.)
		wp_cache_flush();
		$images->flush();
		$images->for_attachment( $image );
		$this->assertSame( $facts, get_option( ImageFacts::OPTION )['items'][ 'id:' . $image ] );

		// A new alt text: the version moves on, stored facts are recomputed. (The attachment was
		// uploaded by an earlier request: forget that this request created it.)
		$version = get_option( ImageFacts::OPTION )['version'];
		Plugin::instance()->images()->forget_new_attachments();
		update_post_meta( $image, '_wp_attachment_image_alt', 'New alt' );
		$this->assertSame( $version + 1, get_option( ImageFacts::OPTION )['version'] );
		wp_cache_flush();
		$images->flush();
		$this->assertSame( 'New alt', $images->for_attachment( $image, $post )['alt'] );
		$this->assertSame( array(), get_option( ImageFacts::OPTION )['items'], 'The change emptied the shared facts.' );

		// New size data too.
		wp_update_attachment_metadata(
			$image,
			array(
				'width'  => 320,
				'height' => 240,
				'file'   => '2024/03/stored.jpg',
			)
		);
		wp_cache_flush();
		$images->flush();
		$this->assertSame( 320, $images->for_attachment( $image, $post )['width'] );

		// Not an image, or gone: no facts.
		$this->assertNull( $images->for_attachment( $post->ID, $post ) );
		wp_delete_attachment( $image, true );
		wp_cache_flush();
		$images->flush();
		$this->assertNull( $images->for_attachment( $image, $post ) );
	}

	/**
	 * URLs: a full-size library URL gets its facts, anything else only the URL.
	 */
	public function test_facts_of_urls(): void {
		$images = Plugin::instance()->images();
		$image  = $this->upload( '2024/03/by-url.jpg' );
		wp_update_attachment_metadata(
			$image,
			array(
				'width'  => 800,
				'height' => 600,
				'file'   => '2024/03/by-url.jpg',
			)
		);
		$this->assertSame( 800, $images->for_url( 'http://example.org/wp-content/uploads/2024/03/by-url.jpg' )['width'] );
		$this->assertSame(
			array(
				'url'    => 'https://cdn.example.net/a.jpg',
				'width'  => 0,
				'height' => 0,
				'alt'    => '',
			),
			$images->for_url( 'https://cdn.example.net/a.jpg' )
		);
		$this->assertSame( 0, $images->for_url( 'http://example.org/wp-content/uploads/2024/03/by-url-300x200.jpg' )['width'] );
		$this->assertNull( $images->for_url( '' ) );
		$this->assertNull( $images->for_url( 'javascript:alert(1)' ) );
		$this->assertNull( $images->for_url( 'data:image/png;base64,AAAA' ) );
	}
}
