<?php
/**
 * One set of field rules on every write path of the post/term SEO fields.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Editor\ClassicMetaBox;
use Lodestar\Meta\FieldRules;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * The core REST meta path (block editor), Lodestar's post and term routes (sidebar previews,
 * term popup) and the classic meta box refuse the same URLs and the same image ids.
 */
class FieldRulesTest extends TestCase {

	/**
	 * Admin functions of the classic editor's save.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/post.php';
	}

	/**
	 * URLs every path refuses for canonical_url.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function refused_urls(): array {
		return array(
			'mailto'            => array( 'mailto:x' ),
			'protocol-relative' => array( '//host/x' ),
			'ftp'               => array( 'ftp://x' ),
			'tel'               => array( 'tel:+15550100' ),
			'ftp with a domain' => array( 'ftp://example.com/file' ),
		);
	}

	/**
	 * A post of the current user.
	 */
	private function own_post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Charts',
				'post_status' => 'publish',
				'post_author' => get_current_user_id(),
			)
		);
	}

	/**
	 * An image attachment.
	 *
	 * @param int $author Author.
	 * @param int $parent Post it is attached to (0: none).
	 */
	private function image( int $author, int $parent = 0 ): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => 'Image of ' . $author,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
				'post_author'    => $author,
				'guid'           => 'https://example.org/wp-content/uploads/image-' . $author . '-' . $parent . '.png',
			),
			'image-' . $author . '-' . $parent . '.png',
			$parent
		);
	}

	/**
	 * Another author's image attached to their private post (unreadable to the current
	 * author), and their unattached image (public, readable).
	 *
	 * @return array{0: int, 1: int} [unreadable, readable]
	 */
	private function other_authors_images(): array {
		$other   = $this->create_user( 'author' );
		$private = (int) wp_insert_post(
			array(
				'post_title'  => 'Private plans',
				'post_status' => 'private',
				'post_author' => $other,
			)
		);
		return array( $this->image( $other, $private ), $this->image( $other ) );
	}

	/**
	 * Posts the classic editor's form for a post.
	 *
	 * @param int                  $post_id Post.
	 * @param array<string, mixed> $fields  Fields.
	 */
	private function submit_meta_box( int $post_id, array $fields ): void {
		$_POST = array(
			ClassicMetaBox::NONCE => wp_create_nonce( ClassicMetaBox::NONCE ),
			ClassicMetaBox::INPUT => $fields,
		);
		( new ClassicMetaBox( Plugin::instance()->settings() ) )->save( $post_id, get_post( $post_id ) );
		$_POST = array();
	}

	/**
	 * Core REST meta path (/wp/v2/posts/{id} with meta): refused with 400 naming the field,
	 * nothing of the request written, not even the post's own fields.
	 *
	 * @dataProvider refused_urls
	 *
	 * @param string $url Refused URL.
	 */
	public function test_core_rest_meta_refuses_the_url( string $url ): void {
		$this->act_as( 'editor' );
		$post     = $this->own_post();
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(
				'title' => 'Renamed',
				'meta'  => array(
					'_lodestar_page_title'    => 'Kept only if all is valid',
					'_lodestar_canonical_url' => $url,
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$body = $this->json_data( $response );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( 'canonical_url must be a valid URL.', $body['message'] );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_canonical_url' ) );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_page_title' ) );
		$this->assertSame( 'Charts', get_post( $post )->post_title );
	}

	/**
	 * Lodestar's post route refuses the same URLs with the same message.
	 *
	 * @dataProvider refused_urls
	 *
	 * @param string $url Refused URL.
	 */
	public function test_post_route_refuses_the_url( string $url ): void {
		$this->act_as( 'editor' );
		$post     = $this->own_post();
		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'canonical_url' => $url ) ) );
		$this->assertSame( 400, $response->get_status() );
		$body = $this->json_data( $response );
		$this->assertSame( 'canonical_url must be a valid URL.', $body['message'] );
		$this->assertSame( 'canonical_url', $body['data']['key'] );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_canonical_url' ) );
	}

	/**
	 * The term route (term popup) and the core term route refuse the same URLs.
	 *
	 * @dataProvider refused_urls
	 *
	 * @param string $url Refused URL.
	 */
	public function test_term_routes_refuse_the_url( string $url ): void {
		$this->act_as( 'editor' );
		$term = (int) wp_insert_term( 'Maps', 'category' )['term_id'];

		$response = $this->rest( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'canonical_url' => $url ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'canonical_url must be a valid URL.', $this->json_data( $response )['message'] );

		$response = $this->rest( 'POST', '/wp/v2/categories/' . $term, array( 'meta' => array( '_lodestar_canonical_url' => $url ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'canonical_url must be a valid URL.', $this->json_data( $response )['message'] );
		$this->assertFalse( metadata_exists( 'term', $term, '_lodestar_canonical_url' ) );
	}

	/**
	 * The classic box does not save a refused URL (the field keeps its old value).
	 *
	 * @dataProvider refused_urls
	 *
	 * @param string $url Refused URL.
	 */
	public function test_classic_meta_box_refuses_the_url( string $url ): void {
		add_filter( 'use_block_editor_for_post_type', '__return_false' );
		$this->act_as( 'editor' );
		$post = $this->own_post();
		update_post_meta( $post, '_lodestar_canonical_url', 'https://example.com/before/' );
		$this->submit_meta_box( $post, array( 'canonical_url' => $url ) );
		remove_filter( 'use_block_editor_for_post_type', '__return_false' );
		$this->assertSame( 'https://example.com/before/', get_post_meta( $post, '_lodestar_canonical_url', true ) );
	}

	/**
	 * A valid https URL is accepted on every path.
	 */
	public function test_https_url_is_accepted_on_every_path(): void {
		$this->act_as( 'editor' );
		$post = $this->own_post();
		$term = (int) wp_insert_term( 'Atlases', 'category' )['term_id'];

		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_canonical_url' => 'https://example.com/core/' ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'https://example.com/core/', get_post_meta( $post, '_lodestar_canonical_url', true ) );

		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'canonical_url' => 'https://example.com/own/' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'https://example.com/own/', get_post_meta( $post, '_lodestar_canonical_url', true ) );

		$response = $this->rest( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'canonical_url' => 'https://example.com/term/' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'https://example.com/term/', get_term_meta( $term, '_lodestar_canonical_url', true ) );

		$response = $this->rest( 'POST', '/wp/v2/categories/' . $term, array( 'meta' => array( '_lodestar_canonical_url' => 'https://example.com/core-term/' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'https://example.com/core-term/', get_term_meta( $term, '_lodestar_canonical_url', true ) );

		add_filter( 'use_block_editor_for_post_type', '__return_false' );
		$this->submit_meta_box( $post, array( 'canonical_url' => 'https://example.com/classic/' ) );
		remove_filter( 'use_block_editor_for_post_type', '__return_false' );
		$this->assertSame( 'https://example.com/classic/', get_post_meta( $post, '_lodestar_canonical_url', true ) );
	}

	/**
	 * An author cannot use another author's private image (core answers 403 for it on
	 * /wp/v2/media/{id}) through any path; a readable image is accepted.
	 */
	public function test_unreadable_attachment_is_refused_on_every_path(): void {
		list( $unreadable, $readable ) = $this->other_authors_images();
		$this->act_as( 'author' );
		$post = $this->own_post();

		// The rule is core's: the media route hides the one and shows the other.
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/media/' . $unreadable )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/media/' . $readable )->get_status() );

		// Core REST meta path.
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_facebook_image_id' => $unreadable ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'facebook_image_id must be the id of an attachment you can view.', $this->json_data( $response )['message'] );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_facebook_image_id' ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_twitter_image_id' => $readable ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $readable, (int) get_post_meta( $post, '_lodestar_twitter_image_id', true ) );

		// Lodestar's post route.
		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'twitter_image_id' => $unreadable ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'twitter_image_id', $this->json_data( $response )['data']['key'] );
		$this->assertSame( $readable, (int) get_post_meta( $post, '_lodestar_twitter_image_id', true ) );
		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'facebook_image_id' => $readable ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $readable, (int) get_post_meta( $post, '_lodestar_facebook_image_id', true ) );

		// Classic meta box.
		add_filter( 'use_block_editor_for_post_type', '__return_false' );
		$this->submit_meta_box( $post, array( 'facebook_image_id' => (string) $unreadable ) );
		$this->assertSame( $readable, (int) get_post_meta( $post, '_lodestar_facebook_image_id', true ) );
		delete_post_meta( $post, '_lodestar_facebook_image_id' );
		$this->submit_meta_box( $post, array( 'facebook_image_id' => (string) $readable ) );
		remove_filter( 'use_block_editor_for_post_type', '__return_false' );
		$this->assertSame( $readable, (int) get_post_meta( $post, '_lodestar_facebook_image_id', true ) );

		// Term routes: an author allowed to manage categories, still not to read the image.
		wp_get_current_user()->add_cap( 'manage_categories' );
		$term     = (int) wp_insert_term( 'Plans', 'category' )['term_id'];
		$response = $this->rest( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'facebook_image_id' => $unreadable ) ) );
		$this->assertSame( 400, $response->get_status() );
		$response = $this->rest( 'POST', '/wp/v2/categories/' . $term, array( 'meta' => array( '_lodestar_facebook_image_id' => $unreadable ) ) );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertFalse( metadata_exists( 'term', $term, '_lodestar_facebook_image_id' ) );
		$response = $this->rest( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'facebook_image_id' => $readable ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $readable, (int) get_term_meta( $term, '_lodestar_facebook_image_id', true ) );
	}

	/**
	 * Only attachments count; an id that did not change is not checked again (saving a post
	 * never fails on an image someone else picked), 0 always clears.
	 */
	public function test_image_id_must_be_an_attachment_and_unchanged_ids_pass(): void {
		list( $unreadable ) = $this->other_authors_images();
		$this->act_as( 'author' );
		$post = $this->own_post();

		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'facebook_image_id' => $post ) ) );
		$this->assertSame( 400, $response->get_status(), 'A post is not an image.' );
		$this->assertInstanceOf( \WP_Error::class, FieldRules::check( 'facebook_image_id', 999999 ) );

		// Set by someone who could read it (an editor's choice on this post).
		update_post_meta( $post, '_lodestar_facebook_image_id', $unreadable );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_facebook_image_id' => $unreadable, '_lodestar_page_title' => 'Still saves' ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Still saves', get_post_meta( $post, '_lodestar_page_title', true ) );
		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'facebook_image_id' => $unreadable ) ) );
		$this->assertSame( 200, $response->get_status() );
		$response = $this->rest( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'facebook_image_id' => 0 ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_facebook_image_id' ) );
	}

	/**
	 * The sanitizer of every meta write keeps only absolute http(s) URLs.
	 */
	public function test_sanitize_keeps_only_absolute_http_urls(): void {
		$this->assertSame( 'https://example.com/a', FieldRules::sanitize( 'canonical_url', ' https://example.com/a ' ) );
		$this->assertSame( 'http://example.com/b', FieldRules::sanitize( 'canonical_url', 'example.com/b' ) );
		foreach ( array( 'mailto:x@example.com', '//host/x', 'ftp://example.com/x', 'tel:+15550100', 'javascript:alert(1)', '/relative' ) as $url ) {
			$this->assertSame( '', FieldRules::sanitize( 'facebook_image_url', $url ), $url );
		}
		$this->assertTrue( FieldRules::is_http_url( 'HTTPS://Example.com' ) );
		$this->assertFalse( FieldRules::is_http_url( 'https://' ) );
	}
}
