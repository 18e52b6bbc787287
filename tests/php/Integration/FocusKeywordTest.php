<?php
/**
 * The focus keyword field and the %focus_keyword% variable.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * `_lodestar_focus_keyword`: registered post and term meta, plain text, written only by those
 * who can edit the object; %focus_keyword% in titles and descriptions of posts and terms.
 */
class FocusKeywordTest extends TestCase {

	/**
	 * Registered as a single string for posts and terms, shown in REST.
	 */
	public function test_registered_for_posts_and_terms(): void {
		$post = get_registered_meta_keys( 'post', 'post' )['_lodestar_focus_keyword'];
		$this->assertSame( 'string', $post['type'] );
		$this->assertTrue( $post['single'] );
		$this->assertSame( '', $post['default'] );
		$this->assertSame( 2048, $post['show_in_rest']['schema']['maxLength'] );
		$this->assertArrayHasKey( '_lodestar_focus_keyword', get_registered_meta_keys( 'term', 'category' ) );
	}

	/**
	 * An editor sets it through core REST; markup and surrounding whitespace are dropped. An
	 * author cannot set it on someone else's post.
	 */
	public function test_rest_writes_are_sanitized_and_authorised(): void {
		$this->act_as( 'editor' );
		$post     = $this->publish_post();
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_focus_keyword' => "  <b>Hiking</b> boots\n" ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Hiking boots', get_post_meta( $post, '_lodestar_focus_keyword', true ) );
		$this->assertSame( 'Hiking boots', $this->json_data( $response )['meta']['_lodestar_focus_keyword'] );

		$this->act_as( 'author' );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_focus_keyword' => 'taken over' ) ) );
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertSame( 'Hiking boots', get_post_meta( $post, '_lodestar_focus_keyword', true ) );
	}

	/**
	 * The term popup's route saves it like the other fields.
	 */
	public function test_term_settings_route_saves_it(): void {
		$this->act_as( 'editor' );
		$term     = (int) wp_insert_term( 'Boots', 'category' )['term_id'];
		$response = $this->rest(
			'POST',
			'/lodestar/v1/term/settings',
			array(
				'term_id' => $term,
				'data'    => array( 'focus_keyword' => 'winter boots' ),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'winter boots', get_term_meta( $term, '_lodestar_focus_keyword', true ) );
		$this->assertSame( 'winter boots', $this->json_data( $response )['data']['focus_keyword'] );
	}

	/**
	 * %focus_keyword% in the title and description templates of a post and a term; empty
	 * where there is none, and while page-level SEO is off.
	 */
	public function test_variable_resolves_on_posts_and_terms(): void {
		update_option( 'blogname', 'Lodestar Test' );
		update_option(
			Definitions::OPTION,
			array(
				'page_title'       => '%focus_keyword% %separator% %title%',
				'page_description' => 'All about %focus_keyword%.',
			),
			true
		);
		Plugin::instance()->settings()->flush();
		$plugin = Plugin::instance();
		$post   = $this->publish_post( array( 'post_title' => 'Boots guide' ) );
		update_post_meta( $post, '_lodestar_focus_keyword', 'Hiking boots' );
		$this->assertSame( 'Hiking boots - Boots guide', $plugin->titles()->resolve( Context::singular( get_post( $post ) ) ) );
		$this->assertSame( 'All about Hiking boots.', $plugin->descriptions()->resolve( Context::singular( get_post( $post ) ) ) );

		$bare = $this->publish_post( array( 'post_title' => 'Plain' ) );
		$this->assertSame( 'Plain', $plugin->titles()->resolve( Context::singular( get_post( $bare ) ) ) );

		$term = (int) wp_insert_term( 'Gear', 'category' )['term_id'];
		update_term_meta( $term, '_lodestar_focus_keyword', 'Outdoor gear' );
		$this->assertSame( 'Outdoor gear - Gear', $plugin->titles()->resolve( Context::term( get_term( $term ) ) ) );

		update_option(
			Definitions::OPTION,
			array(
				'page_title'            => '%focus_keyword% %separator% %title%',
				'enable_page_level_seo' => false,
			),
			true
		);
		Plugin::instance()->settings()->flush();
		$this->assertSame( 'Boots guide', $plugin->titles()->resolve( Context::singular( get_post( $post ) ) ) );
	}
}
