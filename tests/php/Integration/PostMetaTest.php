<?php
/**
 * The per-post SEO meta keys.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\PostMeta;
use Lodestar\Tests\TestCase;

/**
 * Registration, REST exposure, permission and sanitizing of _lodestar_page_title/_description.
 */
class PostMetaTest extends TestCase {

	/**
	 * Both keys are registered as single strings shown in REST, for posts and pages.
	 */
	public function test_keys_are_registered(): void {
		foreach ( array( 'post', 'page' ) as $post_type ) {
			$registered = get_registered_meta_keys( 'post', $post_type );
			foreach ( array( PostMeta::TITLE, PostMeta::DESCRIPTION ) as $key ) {
				$this->assertArrayHasKey( $key, $registered );
				$this->assertSame( 'string', $registered[ $key ]['type'] );
				$this->assertTrue( $registered[ $key ]['single'] );
				$this->assertNotEmpty( $registered[ $key ]['show_in_rest'] );
			}
		}
	}

	/**
	 * An author edits their post's SEO title over REST; it is sanitized.
	 */
	public function test_author_can_write_own_post_meta_over_rest(): void {
		$author = $this->act_as( 'author' );
		$post   = wp_insert_post(
			array(
				'post_title'  => 'Mine',
				'post_status' => 'publish',
				'post_author' => $author,
			)
		);
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( PostMeta::TITLE => "<b>%title%</b>\n%separator% %date%" ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( '%title% %separator% %date%', get_post_meta( $post, PostMeta::TITLE, true ) );
		$this->assertSame( '%title% %separator% %date%', $response->get_data()['meta'][ PostMeta::TITLE ] );
	}

	/**
	 * Users who cannot edit the post cannot write its SEO meta.
	 */
	public function test_other_users_cannot_write_post_meta(): void {
		$owner = $this->create_user( 'editor' );
		$post  = wp_insert_post(
			array(
				'post_title'  => 'Theirs',
				'post_status' => 'draft',
				'post_author' => $owner,
			)
		);
		$this->assertFalse( current_user_can( 'edit_post', $post ) );
		$this->assertFalse( ( new PostMeta() )->can_edit( true, PostMeta::TITLE, $post ) );

		$this->act_as( 'contributor' );
		$this->assertFalse( ( new PostMeta() )->can_edit( true, PostMeta::DESCRIPTION, $post ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( PostMeta::DESCRIPTION => 'Hijack' ) ) );
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertSame( '', get_post_meta( $post, PostMeta::DESCRIPTION, true ) );
	}
}
