<?php
/**
 * lodestar/v1/post/settings and lodestar/v1/term/settings.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\FieldRules;
use Lodestar\Tests\TestCase;

/**
 * Permissions per object (edit_post / edit_term), 404 for unknown ids without revealing
 * existence, 400 naming the field, all-or-nothing saves, and the preview facts.
 *
 * Covers (bin/test-changed.sh runs a test that names a changed class): ObjectSettingsController,
 * PostSettingsController, TermSettingsController.
 */
class ObjectSettingsRestTest extends TestCase {

	/**
	 * A published post of a given author.
	 *
	 * @param int $author Author id.
	 */
	private function post_of( int $author ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'Stars & maps',
				'post_content' => '<p>The night sky, charted.</p>',
				'post_status'  => 'publish',
				'post_author'  => $author,
			)
		);
	}

	/**
	 * Status and JSON body of a request.
	 *
	 * @param string $method Method.
	 * @param string $route  Route with query.
	 * @param mixed  $body   JSON body.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function call( string $method, string $route, $body = null ): array {
		$parts   = explode( '?', $route, 2 );
		$server  = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( $method, $parts[0] );
		if ( isset( $parts[1] ) ) {
			parse_str( $parts[1], $query );
			$request->set_query_params( $query );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		return array( $response->get_status(), (array) $this->json_data( $response ) );
	}

	/**
	 * Editor reads defaults and preview facts.
	 */
	public function test_editor_reads_defaults_and_preview_facts(): void {
		$this->act_as( 'editor' );
		$post = $this->post_of( get_current_user_id() );
		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=post&is_taxonomy=false' );
		$this->assertSame( 200, $status );
		$this->assertTrue( $body['success'] );
		$this->assertSame( '', $body['data']['page_title'] );
		$this->assertSame( 0, $body['data']['facebook_image_id'] );
		$this->assertSame( '-', $body['preview']['separator'] );
		$this->assertSame( '%title% - %site_name%', $body['preview']['title_template'] );
		$this->assertSame( array( 'title_length' => 60, 'description_length' => 160, 'url_length' => 90 ), $body['preview']['limits'] );
		$this->assertSame( 'Stars & maps', $body['preview']['object']['title'] );
		$this->assertSame( get_permalink( $post ), $body['preview']['object']['permalink'] );

		// The variables only the server knows, as the page resolves them.
		$space = (int) wp_insert_term( 'Space', 'category' )['term_id'];
		$news  = (int) wp_insert_term( 'News & Views', 'category', array( 'parent' => $space ) )['term_id'];
		wp_set_post_categories( $post, array( $news ) );
		wp_set_post_tags( $post, array( 'astronomy' ) );
		wp_update_user(
			array(
				'ID'          => get_current_user_id(),
				'first_name'  => 'Ada',
				'last_name'   => 'Lovelace',
				'description' => 'Counts <em>stars</em>.',
			)
		);
		$parent = (int) wp_insert_post( array( 'post_title' => 'Atlas', 'post_status' => 'publish' ) );
		wp_update_post( array( 'ID' => $post, 'post_parent' => $parent, 'post_date' => '2024-03-05 10:00:00' ) );
		list( , $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=post&is_taxonomy=false' );
		$this->assertSame(
			array(
				'author_name'        => wp_get_current_user()->display_name,
				'published'          => get_the_date( '', $post ),
				'modified'           => get_the_modified_date( '', $post ),
				'category'           => 'News & Views',
				'tag'                => 'astronomy',
				'primary_category'   => 'News & Views',
				'post_type_singular' => 'Post',
				'post_type_plural'   => 'Posts',
				'parent_title'       => 'Atlas',
				'term_hierarchy'     => 'Space - News & Views',
				'post_id'            => (string) $post,
				'author_first_name'  => 'Ada',
				'author_last_name'   => 'Lovelace',
				'author_description' => 'Counts stars.',
				'post_year'          => '2024',
				'post_month'         => 'March',
				'post_day'           => '05',
			),
			$body['preview']['object']['variables']
		);
	}

	/**
	 * Save writes meta and answers the fields.
	 */
	public function test_save_writes_meta_and_answers_the_fields(): void {
		$this->act_as( 'editor' );
		$post = $this->post_of( get_current_user_id() );
		list( $status, $body ) = $this->call(
			'POST',
			'/lodestar/v1/post/settings',
			array(
				'post_id' => $post,
				'data'    => array(
					'page_title'        => '%title% %separator% Atlas',
					'post_no_index'     => 'yes',
					'canonical_url'     => 'https://example.com/atlas/',
					'facebook_image_id' => 0,
				),
			)
		);
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( '%title% %separator% Atlas', get_post_meta( $post, '_lodestar_page_title', true ) );
		$this->assertSame( 'yes', get_post_meta( $post, '_lodestar_post_no_index', true ) );
		$this->assertSame( 'https://example.com/atlas/', $body['data']['canonical_url'] );
		// Defaults are not stored.
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_facebook_image_id' ) );

		// Clearing deletes the row.
		$this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'data' => array( 'post_no_index' => '' ) ) );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_post_no_index' ) );
	}

	/**
	 * Invalid values: 400 naming the field; nothing written.
	 *
	 * @dataProvider invalid_values
	 *
	 * @param string $field Field.
	 * @param mixed  $value Value.
	 */
	public function test_invalid_values_are_refused_naming_the_field( string $field, $value ): void {
		$this->act_as( 'editor' );
		$post = $this->post_of( get_current_user_id() );
		list( $status, $body ) = $this->call(
			'POST',
			'/lodestar/v1/post/settings',
			array(
				'post_id' => $post,
				'data'    => array(
					'page_title' => 'Written only if all is valid',
					$field       => $value,
				),
			)
		);
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( $field, $body['data']['key'] );
		$this->assertStringContainsString( $field, $body['message'] );
		$this->assertFalse( metadata_exists( 'post', $post, '_lodestar_page_title' ) );
	}

	/**
	 * Invalid field values.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function invalid_values(): array {
		return array(
			'canonical not a URL'  => array( 'canonical_url', 'not a url' ),
			'canonical javascript' => array( 'canonical_url', 'javascript:alert(1)' ),
			'image URL ftp'        => array( 'facebook_image_url', 'ftp://example.com/a.png' ),
			'robots value'         => array( 'post_no_follow', 'maybe' ),
			'id negative'          => array( 'twitter_image_id', -3 ),
			'id text'              => array( 'facebook_image_id', 'twelve' ),
			'title not a string'   => array( 'twitter_title', array( 'x' ) ),
			'too long'             => array( 'page_description', str_repeat( 'a', 2049 ) ),
			'unknown field'        => array( 'seo_score', 'stars' ),
		);
	}

	/**
	 * Author may edit own post but not anothers.
	 */
	public function test_author_may_edit_own_post_but_not_anothers(): void {
		$other = $this->create_user( 'author' );
		$theirs = $this->post_of( $other );
		$me    = $this->act_as( 'author' );
		$mine  = $this->post_of( $me );

		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $mine );
		$this->assertSame( 200, $status );
		list( $status ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $mine, 'data' => array( 'page_title' => 'Mine' ) ) );
		$this->assertSame( 200, $status );

		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $theirs );
		$this->assertSame( 403, $status );
		list( $status ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $theirs, 'data' => array( 'page_title' => 'Theirs' ) ) );
		$this->assertSame( 403, $status );
		$this->assertFalse( metadata_exists( 'post', $theirs, '_lodestar_page_title' ) );
	}

	/**
	 * A Subscriber is refused post/settings and term/settings, reading and writing, on an
	 * author's draft and on a category; an unknown id reveals nothing either (403, not 404);
	 * nothing is written.
	 */
	public function test_a_subscriber_is_refused_post_and_term_settings(): void {
		$author = $this->create_user( 'author' );
		$draft  = (int) wp_insert_post(
			array(
				'post_title'  => 'My own post',
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
		$term   = (int) wp_insert_term( 'Permissions', 'category' )['term_id'];
		$this->act_as( 'subscriber' );
		foreach ( array(
			array( 'GET', '/lodestar/v1/post/settings?post_id=' . $draft, null ),
			array( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $draft, 'data' => array( 'page_title' => 'No' ) ) ),
			array( 'GET', '/lodestar/v1/term/settings?term_id=' . $term, null ),
			array( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'page_title' => 'No' ) ) ),
			array( 'GET', '/lodestar/v1/post/settings?post_id=987654', null ),
		) as list( $method, $route, $body ) ) {
			list( $status ) = $this->call( $method, $route, $body );
			$this->assertSame( 403, $status, $method . ' ' . $route );
		}
		$this->assertFalse( metadata_exists( 'post', $draft, '_lodestar_page_title' ) );
		$this->assertFalse( metadata_exists( 'term', $term, '_lodestar_page_title' ) );
	}

	/**
	 * Unknown ids are 404 only for users who could edit.
	 */
	public function test_unknown_ids_are_404_only_for_users_who_could_edit(): void {
		$missing = 999999;
		// Anonymous: 401 whether or not the id exists.
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $missing );
		$this->assertSame( 401, $status );
		$existing = $this->post_of( 1 );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $existing );
		$this->assertSame( 401, $status );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $missing );
		$this->assertSame( 401, $status );

		// Subscriber: 403 for both.
		$this->act_as( 'subscriber' );
		foreach ( array( $missing, $existing ) as $id ) {
			list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $id );
			$this->assertSame( 403, $status );
			list( $status ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $id, 'data' => array() ) );
			$this->assertSame( 403, $status );
		}
		$term = (int) wp_insert_term( 'Comets', 'category' )['term_id'];
		foreach ( array( $missing, $term ) as $id ) {
			list( $status ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $id );
			$this->assertSame( 403, $status );
			list( $status ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $id, 'data' => array() ) );
			$this->assertSame( 403, $status );
		}

		// Editor: 404 for a missing id, and for posts of types without SEO fields.
		$this->act_as( 'editor' );
		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $missing );
		$this->assertSame( 404, $status );
		$this->assertSame( 'lodestar_not_found', $body['code'] );
		$block = (int) wp_insert_post( array( 'post_type' => 'wp_block', 'post_title' => 'Reusable', 'post_status' => 'publish' ) );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $block );
		$this->assertSame( 404, $status );
		list( $status ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $missing, 'data' => array() ) );
		$this->assertSame( 404, $status );
		// Missing or malformed id: 400.
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings' );
		$this->assertSame( 400, $status );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=abc' );
		$this->assertSame( 400, $status );
	}

	/**
	 * Term settings round trip with edit term.
	 */
	public function test_term_settings_round_trip_with_edit_term(): void {
		$term = (int) wp_insert_term( 'Nebulae', 'category', array( 'description' => 'Clouds of <b>gas</b>.' ) )['term_id'];

		// Authors cannot edit categories.
		$this->act_as( 'author' );
		list( $status ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'page_title' => 'No' ) ) );
		$this->assertSame( 403, $status );

		$this->act_as( 'editor' );
		list( $status, $body ) = $this->call(
			'POST',
			'/lodestar/v1/term/settings',
			array(
				'term_id' => $term,
				'data'    => array(
					'page_title'       => 'All about %term_title%',
					'page_description' => 'Nebulae explained',
					'post_no_index'    => 'yes',
				),
			)
		);
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'SEO settings saved.', $body['message'] );
		$this->assertSame( 'yes', get_term_meta( $term, '_lodestar_post_no_index', true ) );
		// The index of terms with Lodestar meta learns about it (the page view reads it).
		$this->assertTrue( \Lodestar\Plugin::instance()->term_index()->has( $term ) );

		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $term . '&post_type=category&is_taxonomy=true' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'All about %term_title%', $body['data']['page_title'] );
		$this->assertSame( 'Nebulae', $body['preview']['object']['title'] );
		$this->assertSame( 'Clouds of <b>gas</b>.', $body['preview']['object']['description'] );
		$this->assertSame( 'Nebulae', $body['preview']['object']['variables']['category'], 'A category: its own name.' );
		$this->assertSame( '', $body['preview']['object']['variables']['author_name'] );
		$this->assertSame( 'Nebulae', $body['preview']['object']['variables']['term_hierarchy'], 'A term without a parent: itself.' );
		$this->assertSame( '', $body['preview']['object']['variables']['post_type_plural'] );

		list( $status, $body ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $term, 'data' => array( 'canonical_url' => 'nope' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'canonical_url', $body['data']['key'] );
	}

	/**
	 * post_type and is_taxonomy (the popup context): right values answer, missing ones are
	 * accepted, a post_type that is not the post's type is a 400 naming it, on GET and POST.
	 */
	public function test_post_context_must_agree_with_the_post(): void {
		$this->act_as( 'editor' );
		$post = $this->post_of( get_current_user_id() );
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'About', 'post_status' => 'publish' ) );

		// Right values and missing ones.
		foreach ( array( '&post_type=post&is_taxonomy=false', '&post_type=post', '&is_taxonomy=false', '&is_taxonomy=0', '' ) as $query ) {
			list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . $query );
			$this->assertSame( 200, $status, $query . ' ' . wp_json_encode( $body ) );
		}
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $page . '&post_type=page&is_taxonomy=false' );
		$this->assertSame( 200, $status );
		list( $status, $body ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'post_type' => 'post', 'is_taxonomy' => false, 'data' => array( 'page_title' => 'Right' ) ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Right', get_post_meta( $post, '_lodestar_page_title', true ) );

		// A wrong post type: 400 naming post_type, with both types in the message.
		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=page&is_taxonomy=false' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( 'post_type', $body['data']['key'] );
		$this->assertSame( 'post_type "page" does not match this post, whose type is "post".', $body['message'] );
		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $page . '&post_type=post' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'post_type "post" does not match this post, whose type is "page".', $body['message'] );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=' );
		$this->assertSame( 400, $status, 'An empty post_type is not a missing one.' );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=POST' );
		$this->assertSame( 400, $status, 'Post type names are compared exactly.' );

		// POST with a wrong type writes nothing.
		list( $status, $body ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'post_type' => 'page', 'data' => array( 'page_title' => 'Wrong' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'post_type', $body['data']['key'] );
		$this->assertSame( 'Right', get_post_meta( $post, '_lodestar_page_title', true ) );

		// is_taxonomy true contradicts the post route, on GET and POST; not a boolean: 400 too.
		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&post_type=post&is_taxonomy=true' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( 'is_taxonomy must be false on /post/settings: it serves posts.', $body['data']['params']['is_taxonomy'] );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&is_taxonomy=1' );
		$this->assertSame( 400, $status );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $post . '&is_taxonomy=maybe' );
		$this->assertSame( 400, $status );
		list( $status ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $post, 'is_taxonomy' => true, 'data' => array( 'page_title' => 'Wrong' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Right', get_post_meta( $post, '_lodestar_page_title', true ) );
	}

	/**
	 * For a term, post_type names its taxonomy: the taxonomy answers, the screen's post type
	 * or another taxonomy is a 400, is_taxonomy must be true; missing ones are accepted.
	 */
	public function test_term_context_must_agree_with_the_term(): void {
		$this->act_as( 'editor' );
		$category = (int) wp_insert_term( 'Galaxies', 'category' )['term_id'];
		$tag      = (int) wp_insert_term( 'spiral', 'post_tag' )['term_id'];

		foreach ( array( '&post_type=category&is_taxonomy=true', '&post_type=category', '&is_taxonomy=true', '&is_taxonomy=1', '' ) as $query ) {
			list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $category . $query );
			$this->assertSame( 200, $status, $query . ' ' . wp_json_encode( $body ) );
		}
		list( $status ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $tag . '&post_type=post_tag&is_taxonomy=true' );
		$this->assertSame( 200, $status );
		list( $status, $body ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $tag, 'post_type' => 'post_tag', 'is_taxonomy' => true, 'data' => array( 'page_title' => 'Spirals' ) ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Spirals', get_term_meta( $tag, '_lodestar_page_title', true ) );

		// The screen's post type, or another taxonomy: 400 naming post_type.
		foreach ( array( 'post' => 'category', 'post_tag' => 'category', 'category' => 'post_tag' ) as $sent => $taxonomy ) {
			$term                  = 'category' === $taxonomy ? $category : $tag;
			list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $term . '&post_type=' . $sent . '&is_taxonomy=true' );
			$this->assertSame( 400, $status, $sent );
			$this->assertSame( 'post_type', $body['data']['key'] );
			$this->assertSame( 'post_type "' . $sent . '" does not match this term, whose taxonomy is "' . $taxonomy . '" (for a term, post_type names its taxonomy).', $body['message'] );
		}
		list( $status ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $tag, 'post_type' => 'post', 'data' => array( 'page_title' => 'Wrong' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Spirals', get_term_meta( $tag, '_lodestar_page_title', true ) );

		// is_taxonomy false contradicts the term route.
		list( $status, $body ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $category . '&post_type=category&is_taxonomy=false' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'is_taxonomy must be true on /term/settings: it serves terms.', $body['data']['params']['is_taxonomy'] );
		list( $status ) = $this->call( 'POST', '/lodestar/v1/term/settings', array( 'term_id' => $tag, 'is_taxonomy' => false, 'data' => array( 'page_title' => 'Wrong' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Spirals', get_term_meta( $tag, '_lodestar_page_title', true ) );
	}

	/**
	 * A wrong post_type changes no permission answer: users who may not edit the object get
	 * 401/403 as before (the route does not tell them the object's type), unknown ids 404.
	 */
	public function test_context_check_comes_after_the_permission(): void {
		$other  = $this->create_user( 'author' );
		$theirs = $this->post_of( $other );
		$term   = (int) wp_insert_term( 'Quasars', 'category' )['term_id'];

		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $theirs . '&post_type=page&is_taxonomy=false' );
		$this->assertSame( 401, $status );

		$me   = $this->act_as( 'author' );
		$mine = $this->post_of( $me );
		foreach ( array( 'post', 'page' ) as $type ) {
			list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $theirs . '&post_type=' . $type . '&is_taxonomy=false' );
			$this->assertSame( 403, $status, $type );
			list( $status ) = $this->call( 'POST', '/lodestar/v1/post/settings', array( 'post_id' => $theirs, 'post_type' => $type, 'data' => array( 'page_title' => 'Theirs' ) ) );
			$this->assertSame( 403, $status, $type );
			list( $status ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=' . $term . '&post_type=' . $type . '&is_taxonomy=true' );
			$this->assertSame( 403, $status, $type );
		}
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $mine . '&post_type=post&is_taxonomy=false' );
		$this->assertSame( 200, $status );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=' . $mine . '&post_type=page&is_taxonomy=false' );
		$this->assertSame( 400, $status );

		$this->act_as( 'editor' );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/post/settings?post_id=999999&post_type=post&is_taxonomy=false' );
		$this->assertSame( 404, $status );
		list( $status ) = $this->call( 'GET', '/lodestar/v1/term/settings?term_id=999999&post_type=category&is_taxonomy=true' );
		$this->assertSame( 404, $status );
	}

	/**
	 * Url pattern vectors.
	 */
	public function test_url_pattern_vectors(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/url-pattern.json' ), true );
		foreach ( $fixture['valid'] as $url ) {
			$this->assertTrue( FieldRules::is_url( $url ), $url );
		}
		foreach ( $fixture['invalid'] as $url ) {
			$this->assertFalse( FieldRules::is_url( $url ), $url );
		}
	}
}
