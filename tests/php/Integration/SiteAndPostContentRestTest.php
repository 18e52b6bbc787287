<?php
/**
 * GET /lodestar/v1/admin/site-settings and /lodestar/v1/admin/post-content.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Shapes and permissions of the two read-only resources.
 */
class SiteAndPostContentRestTest extends TestCase {

	/**
	 * Site settings with the latest posts on the front page and a published post.
	 */
	public function test_site_settings_shape(): void {
		self::delete_all_posts();
		update_option( 'blogname', 'Tom &amp; Jerry' );
		update_option( Definitions::OPTION, array( 'fallback_image' => 'https://example.org/fallback.png' ) );
		$older = self::factory_post( 'Older post', '2020-01-01 10:00:00' );
		$newer = self::factory_post( 'Newest post', '2021-01-01 10:00:00', 'The excerpt', '<p>The body</p>' );
		self::factory_post( 'Protected', '2022-01-01 10:00:00', '', 'secret', 'pass' );
		$this->assertGreaterThan( 0, $older );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/lodestar/v1/admin/site-settings' );
		$body     = $this->json_data( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $body['success'] );
		$this->assertSame(
			array( 'site', 'home_page_static', 'home_page_edit_url', 'home_page_featured_image', 'fallback_image', 'sample', 'social_profiles', 'latest_posts' ),
			array_keys( $body['data'] )
		);
		$this->assertSame( array( 'site_name', 'site_url', 'favicon', 'tagline' ), array_keys( $body['data']['site'] ) );
		$this->assertSame( 'Tom & Jerry', $body['data']['site']['site_name'] );
		$this->assertSame( 'http://example.org', $body['data']['site']['site_url'] );
		$this->assertSame( 'Just another site', $body['data']['site']['tagline'] );
		$this->assertSame( '', $body['data']['site']['favicon'] );
		$this->assertSame( 'posts', $body['data']['home_page_static'] );
		$this->assertSame( '', $body['data']['home_page_edit_url'] );
		$this->assertSame( 'https://example.org/fallback.png', $body['data']['fallback_image'] );
		$this->assertSame( Definitions::social_profile_definitions(), $body['data']['social_profiles'] );
		$this->assertSame( Definitions::SOCIAL_PROFILE_IDS, array_column( $body['data']['social_profiles'], 'id' ) );
		$this->assertSame(
			array(
				'title'     => 'Newest post',
				'excerpt'   => 'The excerpt',
				'content'   => '<p>The body</p>',
				'permalink' => get_permalink( $newer ),
			),
			$body['data']['sample']
		);
	}

	/**
	 * latest_posts: the raw titles the latest-posts home page lists to a visitor, in its order
	 * (sticky posts first, as many as posts_per_page, published only, protected ones included,
	 * as the page lists them); none with a static front page.
	 */
	public function test_site_settings_latest_posts_are_what_the_home_page_lists(): void {
		self::delete_all_posts();
		update_option( 'posts_per_page', 2 );
		$pinned = self::factory_post( 'Pinned', '2019-01-01 10:00:00' );
		stick_post( $pinned );
		self::factory_post( 'Oldest', '2020-01-01 10:00:00' );
		self::factory_post( 'Middle &amp; <em>more</em>', '2021-01-01 10:00:00', '', 'Body', 'pass' );
		self::factory_post( 'Newest', '2022-01-01 10:00:00' );
		wp_insert_post(
			array(
				'post_title'  => 'Private',
				'post_status' => 'private',
				'post_date'   => '2023-01-01 10:00:00',
			)
		);
		wp_insert_post(
			array(
				'post_title'  => 'Draft',
				'post_status' => 'draft',
				'post_date'   => '2023-02-01 10:00:00',
			)
		);

		$this->act_as( 'administrator' );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/admin/site-settings' ) )['data'];
		$this->assertSame( array( 'Pinned', 'Newest', 'Middle &amp; <em>more</em>' ), $data['latest_posts'] );

		// The page lists the same posts (the main query of a visitor).
		wp_set_current_user( 0 );
		$this->assertSame( $data['latest_posts'], wp_list_pluck( $this->go_to( array() )->posts, 'post_title' ) );

		$this->act_as( 'administrator' );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Welcome',
				'post_status' => 'publish',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $page );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/admin/site-settings' ) )['data'];
		$this->assertSame( array(), $data['latest_posts'] );
	}

	/**
	 * A static front page gives 'page' and its edit link; no posts gives the built-in sample.
	 */
	public function test_site_settings_with_static_front_page_and_no_posts(): void {
		$this->act_as( 'administrator' );
		self::delete_all_posts();
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Welcome',
				'post_status' => 'publish',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $page );

		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/admin/site-settings' ) )['data'];
		$this->assertSame( 'page', $data['home_page_static'] );
		$this->assertStringContainsString( 'post.php?post=' . $page . '&action=edit', $data['home_page_edit_url'] );
		$this->assertSame( '', $data['home_page_featured_image'] );
		$this->assertSame( 'Sample post title', $data['sample']['title'] );
		$this->assertNotSame( '', $data['sample']['content'] );
		$this->assertSame( array( 'title', 'excerpt', 'content', 'permalink' ), array_keys( $data['sample'] ) );
	}

	/**
	 * Post content lists post types, taxonomies and archives as {slug, label}.
	 */
	public function test_post_content_shape(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/lodestar/v1/admin/post-content' );
		$body     = $this->json_data( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $body['success'] );
		$this->assertSame( array( 'post_types', 'taxonomies', 'archives' ), array_keys( $body['data'] ) );

		$post_types = array_column( $body['data']['post_types'], 'label', 'slug' );
		$this->assertSame( 'Posts', $post_types['post'] );
		$this->assertSame( 'Pages', $post_types['page'] );
		$this->assertArrayHasKey( 'attachment', $post_types );
		$this->assertArrayNotHasKey( 'revision', $post_types );
		$this->assertArrayNotHasKey( 'wp_block', $post_types );

		$taxonomies = array_column( $body['data']['taxonomies'], 'label', 'slug' );
		$this->assertSame( 'Categories', $taxonomies['category'] );
		$this->assertSame( 'Tags', $taxonomies['post_tag'] );
		$this->assertArrayNotHasKey( 'nav_menu', $taxonomies );

		$this->assertSame( array( 'author', 'date', 'search' ), array_column( $body['data']['archives'], 'slug' ) );
		foreach ( array_merge( $body['data']['post_types'], $body['data']['taxonomies'], $body['data']['archives'] ) as $item ) {
			$this->assertSame( array( 'slug', 'label' ), array_keys( $item ) );
			$this->assertMatchesRegularExpression( '/' . Definitions::SLUG_PATTERN . '/', $item['slug'], 'Slugs fit the robots lists.' );
		}
	}

	/**
	 * Both resources: subscriber 403, anonymous 401.
	 */
	public function test_denied_for_subscriber_and_anonymous(): void {
		foreach ( array( '/lodestar/v1/admin/site-settings', '/lodestar/v1/admin/post-content' ) as $route ) {
			wp_set_current_user( 0 );
			$this->assertSame( 401, $this->rest( 'GET', $route )->get_status(), $route );
			$this->act_as( 'subscriber' );
			$response = $this->rest( 'GET', $route );
			$this->assertSame( 403, $response->get_status(), $route );
			$this->assertSame( 'rest_forbidden', $this->json_data( $response )['code'] );
		}
	}

	/**
	 * Deletes every post (the install's "Hello world!" included).
	 */
	private static function delete_all_posts(): void {
		$ids = get_posts(
			array(
				'numberposts' => -1,
				'post_type'   => 'any',
				'post_status' => 'any',
				'fields'      => 'ids',
			)
		);
		foreach ( $ids as $id ) {
			wp_delete_post( $id, true );
		}
	}

	/**
	 * Creates a published post.
	 *
	 * @param string $title    Title.
	 * @param string $date     Date.
	 * @param string $excerpt  Excerpt.
	 * @param string $content  Content.
	 * @param string $password Password.
	 */
	private static function factory_post( string $title, string $date, string $excerpt = '', string $content = 'Body', string $password = '' ): int {
		return (int) wp_insert_post(
			array(
				'post_title'    => $title,
				'post_excerpt'  => $excerpt,
				'post_content'  => $content,
				'post_status'   => 'publish',
				'post_date'     => $date,
				'post_password' => $password,
			)
		);
	}
}
