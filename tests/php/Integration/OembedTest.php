<?php
/**
 * oEmbed response options.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * The oembeded_* settings applied to what /wp-json/oembed/1.0/embed answers.
 */
class OembedTest extends TestCase {

	/**
	 * A post with a featured image and an Open Graph title.
	 *
	 * @var int
	 */
	private int $post_id;

	/**
	 * Creates the post.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Lodestar Test' );
		$author        = $this->create_user( 'author' );
		$image         = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Cover',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2024/03/cover.jpg'
		);
		wp_update_attachment_metadata(
			$image,
			array(
				'width'  => 1200,
				'height' => 630,
				'file'   => '2024/03/cover.jpg',
			)
		);
		$this->post_id = (int) wp_insert_post(
			array(
				'post_title'  => 'Embeddable',
				'post_status' => 'publish',
				'post_author' => $author,
			)
		);
		update_post_meta( $this->post_id, '_lodestar_facebook_title', 'Shared %title%' );
		update_post_meta( $this->post_id, '_lodestar_facebook_image_url', 'http://example.org/wp-content/uploads/2024/03/cover.jpg' );
	}

	/**
	 * The oEmbed response data of the post over REST.
	 *
	 * @return array<string, mixed>
	 */
	private function embed(): array {
		$request = new \WP_REST_Request( 'GET', '/oembed/1.0/embed' );
		$request->set_param( 'url', get_permalink( $this->post_id ) );
		$GLOBALS['wp_rest_server'] = new \WP_REST_Server();
		do_action( 'rest_api_init', $GLOBALS['wp_rest_server'] );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		return (array) $response->get_data();
	}

	/**
	 * Defaults: no author, the social image as thumbnail (size from the library), core's title,
	 * the embed script kept.
	 */
	public function test_defaults(): void {
		$data = $this->embed();
		$this->assertArrayNotHasKey( 'author_name', $data );
		$this->assertArrayNotHasKey( 'author_url', $data );
		$this->assertSame( 'Embeddable', $data['title'] );
		$this->assertSame( 'http://example.org/wp-content/uploads/2024/03/cover.jpg', $data['thumbnail_url'] );
		$this->assertSame( 1200, $data['thumbnail_width'] );
		$this->assertSame( 630, $data['thumbnail_height'] );
		$this->assertStringContainsString( '<script', $data['html'] );
	}

	/**
	 * Every option switched the other way.
	 */
	public function test_switched(): void {
		update_option(
			Definitions::OPTION,
			array(
				'oembeded_og_title'           => true,
				'oembeded_social_images'      => false,
				'oembeded_remove_author_name' => false,
				'oembeded_scripts'            => false,
			),
			true
		);
		$data = $this->embed();
		$this->assertSame( 'Shared Embeddable', $data['title'] );
		$this->assertArrayNotHasKey( 'thumbnail_url', $data, 'Core\'s own data: the post has no featured image.' );
		$this->assertArrayHasKey( 'author_name', $data );
		$this->assertStringNotContainsString( '<script', $data['html'] );
		$this->assertStringContainsString( '<iframe', $data['html'] );
		$this->assertStringContainsString( '<blockquote', $data['html'] );
	}
}
