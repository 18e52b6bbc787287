<?php
/**
 * Loops, chains and automatic redirects.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * A → B → A refused, A → B → C collapsed, and the 301s made when a published post, page or term
 * changes its slug or parent.
 */
class RedirectChainsAndAutoTest extends RedirectsTestCase {

	/**
	 * A loop is refused on save.
	 */
	public function test_a_loop_is_refused_on_save(): void {
		$this->rule(
			array(
				'source' => '/a',
				'target' => '/b',
			)
		);
		$loop = $this->rules->create(
			array(
				'source' => '/b/',
				'target' => 'http://example.org/a/',
			)
		);
		$this->assertTrue( is_wp_error( $loop ) );
		$this->assertSame( 'This redirect would make a loop: /a redirects back to /b.', $loop->get_error_message() );
		$self = $this->rules->create(
			array(
				'source' => '/same',
				'target' => '/SAME/',
			)
		);
		$this->assertTrue( is_wp_error( $self ) );
		$this->assertSame( 'The source and the target are the same URL.', $self->get_error_message() );
		$this->assertSame( 1, $this->redirects->table->count() );
	}

	/**
	 * A longer loop is refused.
	 */
	public function test_a_longer_loop_is_refused(): void {
		$this->rule(
			array(
				'source' => '/a',
				'target' => '/b',
			)
		);
		$this->rule(
			array(
				'source' => '/b',
				'target' => '/c',
			)
		);
		$loop = $this->rules->create(
			array(
				'source' => '/c',
				'target' => '/a',
			)
		);
		$this->assertTrue( is_wp_error( $loop ) );
		$this->assertStringStartsWith( 'This redirect would make a loop', $loop->get_error_message() );
	}

	/**
	 * Adding the next hop collapses the chain with a note.
	 */
	public function test_adding_the_next_hop_collapses_the_chain_with_a_note(): void {
		$a = $this->rule(
			array(
				'source' => '/a',
				'target' => '/b',
			)
		);
		$saved = $this->rules->create(
			array(
				'source' => '/b',
				'target' => '/c',
			)
		);
		$this->assertNotWPError( $saved );
		$this->assertSame( array( 'The redirect from /a pointed here; it now goes straight to the new target.' ), $saved['notes'] );
		$a = $this->redirects->table->find( (int) $a['id'] );
		$this->assertSame( '/c', $a['target'] );
		$this->assertSame( 'Chain collapsed: /b now redirects to /c.', $a['note'] );
		$this->assertSame( 'http://example.org/c', $this->goes( '/a' )[1] );
	}

	/**
	 * Pointing at a redirected url goes straight to its target.
	 */
	public function test_pointing_at_a_redirected_url_goes_straight_to_its_target(): void {
		$this->rule(
			array(
				'source' => '/b',
				'target' => '/c',
			)
		);
		$saved = $this->rules->create(
			array(
				'source' => '/a',
				'target' => '/b/',
			)
		);
		$this->assertNotWPError( $saved );
		$this->assertSame( '/c', $saved['rule']['target'] );
		$this->assertSame( array( 'Chain collapsed: /b redirects to /c, so this redirect goes straight there.' ), $saved['notes'] );
	}

	/**
	 * A duplicate source is refused.
	 */
	public function test_a_duplicate_source_is_refused(): void {
		$this->rule(
			array(
				'source' => '/dup',
				'target' => '/x',
			)
		);
		$again = $this->rules->create(
			array(
				'source' => '/DUP/',
				'target' => '/y',
			)
		);
		$this->assertTrue( is_wp_error( $again ) );
		$this->assertSame( 'A redirect from this URL exists already.', $again->get_error_message() );
	}

	/**
	 * A slug change of a published post makes a 301 from the old url.
	 */
	public function test_a_slug_change_of_a_published_post_makes_a_301_from_the_old_url(): void {
		$post = $this->publish_post( array( 'post_name' => 'first-slug' ) );
		wp_update_post(
			array(
				'ID'        => $post,
				'post_name' => 'second-slug',
			)
		);
		$rules = $this->redirects->table->by_target_object( 'post', $post );
		$this->assertCount( 1, $rules );
		$this->assertSame( '/first-slug', $rules[0]['source'] );
		$this->assertSame( 'auto', $rules[0]['origin'] );
		$this->assertSame( array( 301, 'http://example.org/second-slug/' ), $this->goes( '/first-slug/' ) );
		// Back to the first slug: the rule from the live URL goes, the other one is made.
		wp_update_post(
			array(
				'ID'        => $post,
				'post_name' => 'first-slug',
			)
		);
		$this->assertNull( $this->goes( '/first-slug/' ) );
		$this->assertSame( array( 301, 'http://example.org/first-slug/' ), $this->goes( '/second-slug' ) );
		$this->assertCount( 1, $this->redirects->table->by_target_object( 'post', $post ) );
	}

	/**
	 * Drafts and the switch off make no redirect.
	 */
	public function test_drafts_and_the_switch_off_make_no_redirect(): void {
		$draft = $this->publish_post(
			array(
				'post_name'   => 'draft-one',
				'post_status' => 'draft',
			)
		);
		wp_update_post(
			array(
				'ID'        => $draft,
				'post_name' => 'draft-two',
			)
		);
		update_option( 'lodestar_settings', array( 'enable_auto_redirects' => false ) );
		\Lodestar\Plugin::instance()->settings()->flush();
		$post = $this->publish_post( array( 'post_name' => 'quiet-one' ) );
		wp_update_post(
			array(
				'ID'        => $post,
				'post_name' => 'quiet-two',
			)
		);
		$this->assertSame( 0, $this->redirects->table->count() );
	}

	/**
	 * A parent change redirects the page and a parent slug change its children.
	 */
	public function test_a_parent_change_redirects_the_page_and_a_parent_slug_change_its_children(): void {
		$parent = $this->publish_post(
			array(
				'post_type' => 'page',
				'post_name' => 'parent',
			)
		);
		$child  = $this->publish_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'child',
				'post_parent' => $parent,
			)
		);
		$grand  = $this->publish_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'grandchild',
				'post_parent' => $child,
			)
		);
		wp_update_post(
			array(
				'ID'        => $parent,
				'post_name' => 'family',
			)
		);
		$this->assertSame( 'http://example.org/family/', $this->goes( '/parent/' )[1] );
		$this->assertSame( 'http://example.org/family/child/', $this->goes( '/parent/child/' )[1] );
		$this->assertSame( 'http://example.org/family/child/grandchild/', $this->goes( '/parent/child/grandchild' )[1] );
		wp_update_post(
			array(
				'ID'          => $child,
				'post_parent' => 0,
			)
		);
		$this->assertSame( 'http://example.org/child/', $this->goes( '/family/child/' )[1] );
		$this->assertSame( 'http://example.org/child/grandchild/', $this->goes( '/family/child/grandchild/' )[1] );
		// The first redirects follow the pages too.
		$this->assertSame( 'http://example.org/child/grandchild/', $this->goes( '/parent/child/grandchild' )[1] );
		$this->assertSame( 'http://example.org/child/grandchild/', get_permalink( $grand ) );
	}

	/**
	 * A term slug change redirects the term and its children.
	 */
	public function test_a_term_slug_change_redirects_the_term_and_its_children(): void {
		$parent = (int) wp_insert_term( 'Books', 'category', array( 'slug' => 'books' ) )['term_id'];
		$child  = (int) wp_insert_term(
			'Novels',
			'category',
			array(
				'slug'   => 'novels',
				'parent' => $parent,
			)
		)['term_id'];
		wp_update_term( $parent, 'category', array( 'slug' => 'reading' ) );
		$this->assertSame( 'http://example.org/category/reading/', $this->goes( '/category/books/' )[1] );
		$this->assertSame( 'http://example.org/category/reading/novels/', $this->goes( '/category/books/novels/' )[1] );
		$rules = $this->redirects->table->by_target_object( 'term', $child );
		$this->assertSame( 'auto', $rules[0]['origin'] );
	}

	/**
	 * A trashed post is offered a 410 through rest.
	 */
	public function test_a_trashed_post_is_offered_a_410_through_rest(): void {
		$admin = $this->act_as( 'administrator' );
		$post  = $this->publish_post( array( 'post_name' => 'to-trash' ) );
		wp_trash_post( $post );
		$this->assertSame( '/to-trash/', \Lodestar\Redirects\AutoRedirects::trashed_for( $admin )[ $post ]['path'] );
		$response = $this->rest( 'POST', '/lodestar/v1/redirects/trashed/' . $post, array( 'action' => 'gone' ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array( 410, null ), $this->goes( '/to-trash' ) );
		$this->assertSame( array(), \Lodestar\Redirects\AutoRedirects::trashed_for( $admin ) );
		// Asked again: it is no longer pending.
		$this->assertSame( 404, $this->rest( 'POST', '/lodestar/v1/redirects/trashed/' . $post, array( 'action' => 'gone' ) )->get_status() );
	}

	/**
	 * A trashed post can be redirected instead.
	 */
	public function test_a_trashed_post_can_be_redirected_instead(): void {
		$this->act_as( 'administrator' );
		$post = $this->publish_post( array( 'post_name' => 'old-offer' ) );
		wp_trash_post( $post );
		$response = $this->rest(
			'POST',
			'/lodestar/v1/redirects/trashed/' . $post,
			array(
				'action' => 'redirect',
				'target' => '/new-offer/',
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array( 301, 'http://example.org/new-offer/' ), $this->goes( '/old-offer/' ) );
	}

	/**
	 * The posts list offers a 410 or a redirect for a post just moved to the trash.
	 */
	public function test_the_posts_list_offers_a_410_or_a_redirect_after_trashing(): void {
		$this->act_as( 'administrator' );
		$post = $this->publish_post(
			array(
				'post_name'  => 'offered',
				'post_title' => 'Offered <b>post</b>',
			)
		);
		wp_trash_post( $post );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'edit' );
		$notice = new \Lodestar\Redirects\TrashedNotice( \Lodestar\Plugin::instance()->settings() );
		ob_start();
		$notice->print_notice();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-post="' . $post . '"', $html );
		$this->assertStringContainsString( 'Its address <code>/offered/</code> now answers', $html );
		$this->assertStringContainsString( '&quot;Offered &lt;b&gt;post&lt;/b&gt;&quot; was moved to the trash.', $html );
		$this->assertStringContainsString( '>Answer 410 Gone</button>', $html );
		$this->assertTrue( wp_script_is( 'lodestar-trashed-notice', 'enqueued' ) );
		$this->assertStringContainsString( 'path:"\\/lodestar\\/v1\\/redirects\\/trashed\\/"+id', implode( '', (array) wp_scripts()->get_data( 'lodestar-trashed-notice', 'after' ) ) );
		// An editor (no manage_options) is offered nothing.
		$this->act_as( 'editor' );
		ob_start();
		$notice->print_notice();
		$this->assertSame( '', ob_get_clean() );
	}
}
