<?php
/**
 * Rule matching.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * Exact, prefix and regular-expression sources, query handling, case, trailing slashes,
 * post and term targets after a permalink change, 410 and 451.
 */
class RedirectMatchingTest extends RedirectsTestCase {

	/**
	 * Exact source matches case insensitively with or without trailing slash.
	 */
	public function test_exact_source_matches_case_insensitively_with_or_without_trailing_slash(): void {
		$this->rule(
			array(
				'source' => '/Old-Page/',
				'target' => '/new-page/',
			)
		);
		$expected = array( 301, 'http://example.org/new-page/' );
		$this->assertSame( $expected, $this->goes( '/old-page' ) );
		$this->assertSame( $expected, $this->goes( '/OLD-PAGE/' ) );
		$this->assertSame( $expected, $this->goes( '//old-page//' ) );
		$this->assertNull( $this->goes( '/old-page-2' ) );
		$this->assertNull( $this->goes( '/old' ) );
		$this->assertNull( $this->goes( '/old-page/child' ) );
	}

	/**
	 * A full url of the site is stored as its path and another host is refused.
	 */
	public function test_a_full_url_of_the_site_is_stored_as_its_path_and_another_host_is_refused(): void {
		$rule = $this->rule(
			array(
				'source' => 'http://example.org/from-url/',
				'target' => 'https://elsewhere.example/x',
				'status' => 302,
			)
		);
		$this->assertSame( '/from-url', $rule['source'] );
		$this->assertSame( array( 302, 'https://elsewhere.example/x' ), $this->goes( '/from-url/' ) );
		$error = $this->rules->create(
			array(
				'source' => 'https://other.example/x',
				'target' => '/y',
			)
		);
		$this->assertWPErrorMessage( 'The source must be a path or a URL of this site.', $error );
	}

	/**
	 * Prefix sources match below them and the longest wins.
	 */
	public function test_prefix_sources_match_below_them_and_the_longest_wins(): void {
		$this->rule(
			array(
				'source'     => '/shop/',
				'match_type' => 'prefix',
				'target'     => '/store/',
			)
		);
		$this->rule(
			array(
				'source'     => '/shop/sale/',
				'match_type' => 'prefix',
				'target'     => '/deals/',
				'status'     => 307,
			)
		);
		$this->assertSame( array( 301, 'http://example.org/store/' ), $this->goes( '/shop' ) );
		$this->assertSame( array( 301, 'http://example.org/store/' ), $this->goes( '/SHOP/item/42/' ) );
		$this->assertSame( array( 307, 'http://example.org/deals/' ), $this->goes( '/shop/sale/socks' ) );
		$this->assertNull( $this->goes( '/shopping' ) );
	}

	/**
	 * Exact rules win over prefixes and prefixes over regular expressions.
	 */
	public function test_exact_rules_win_over_prefixes_and_prefixes_over_regular_expressions(): void {
		$this->rule(
			array(
				'source'     => '^/docs/.*$',
				'match_type' => 'regex',
				'target'     => '/by-regex/',
			)
		);
		$this->rule(
			array(
				'source'     => '/docs/',
				'match_type' => 'prefix',
				'target'     => '/by-prefix/',
			)
		);
		$this->rule(
			array(
				'source' => '/docs/intro',
				'target' => '/by-exact/',
			)
		);
		$this->assertSame( 'http://example.org/by-exact/', $this->goes( '/docs/intro/' )[1] );
		$this->assertSame( 'http://example.org/by-prefix/', $this->goes( '/docs/other' )[1] );
	}

	/**
	 * Regular expressions match with groups and ignore case.
	 */
	public function test_regular_expressions_match_with_groups_and_ignore_case(): void {
		$this->rule(
			array(
				'source'     => '^/blog/(\d{4})/([a-z-]+)/?$',
				'match_type' => 'regex',
				'target'     => '/posts/$2/?year=$1',
			)
		);
		$this->assertSame( array( 301, 'http://example.org/posts/hello-world/?year=2020' ), $this->goes( '/blog/2020/hello-world/' ) );
		$this->assertSame( array( 301, 'http://example.org/posts/HELLO/?year=2021' ), $this->goes( '/Blog/2021/HELLO' ) );
		$this->assertNull( $this->goes( '/blog/20/hello' ) );
	}

	/**
	 * Invalid or costly regular expressions are refused with a clear error.
	 */
	public function test_invalid_or_costly_regular_expressions_are_refused_with_a_clear_error(): void {
		$invalid = $this->rules->create(
			array(
				'source'     => '^/old/(unclosed',
				'match_type' => 'regex',
				'target'     => '/x',
			)
		);
		$this->assertTrue( is_wp_error( $invalid ) );
		$this->assertStringStartsWith( 'This regular expression is not valid', $invalid->get_error_message() );
		$this->assertSame( 400, $invalid->get_error_data()['status'] );

		$costly = $this->rules->create(
			array(
				'source'     => '^/(a+)+$',
				'match_type' => 'regex',
				'target'     => '/x',
			)
		);
		$this->assertWPErrorMessage( 'This regular expression is too costly to run on every page view (it backtracks too much). Simplify it, for example without nested repetition.', $costly );

		$long = $this->rules->create(
			array(
				'source'     => '^/' . str_repeat( 'a', 260 ),
				'match_type' => 'regex',
				'target'     => '/x',
			)
		);
		$this->assertWPErrorMessage( 'A regular expression may have at most 250 characters.', $long );
		$this->assertSame( 0, $this->redirects->table->count() );
	}

	/**
	 * Query handling ignore exact and pass through.
	 */
	public function test_query_handling_ignore_exact_and_pass_through(): void {
		$this->rule(
			array(
				'source' => '/ignored?utm=1',
				'target' => '/landing/',
			)
		);
		$this->rule(
			array(
				'source'     => '/search?b=2&a=1',
				'query_mode' => 'exact',
				'target'     => '/found/',
			)
		);
		$this->rule(
			array(
				'source'     => '/campaign',
				'query_mode' => 'pass',
				'target'     => '/offer/?ref=x',
			)
		);
		$this->assertSame( 'http://example.org/landing/', $this->goes( '/ignored?anything=else' )[1] );
		$this->assertSame( 'http://example.org/landing/', $this->goes( '/ignored' )[1] );
		$this->assertSame( 'http://example.org/found/', $this->goes( '/search?a=1&b=2' )[1] );
		$this->assertNull( $this->goes( '/search?a=1' ) );
		$this->assertNull( $this->goes( '/search' ) );
		$this->assertSame( 'http://example.org/offer/?ref=x&utm_source=mail', $this->goes( '/campaign/?utm_source=mail' )[1] );
		$this->assertSame( 'http://example.org/offer/?ref=x', $this->goes( '/campaign' )[1] );
	}

	/**
	 * A post target follows the post when its permalink changes.
	 */
	public function test_a_post_target_follows_the_post_when_its_permalink_changes(): void {
		update_option( 'lodestar_settings', array( 'enable_auto_redirects' => false ) );
		\Lodestar\Plugin::instance()->settings()->flush();
		$post = $this->publish_post( array( 'post_name' => 'target-before' ) );
		$term = (int) wp_insert_term( 'Gadgets', 'category', array( 'slug' => 'gadgets' ) )['term_id'];
		$this->rule(
			array(
				'source'      => '/to-post',
				'target_type' => 'post',
				'target_id'   => $post,
			)
		);
		$this->rule(
			array(
				'source'      => '/to-term',
				'target_type' => 'term',
				'target_id'   => $term,
			)
		);
		$this->assertSame( 'http://example.org/target-before/', $this->goes( '/to-post' )[1] );
		wp_update_post(
			array(
				'ID'        => $post,
				'post_name' => 'target-after',
			)
		);
		wp_update_term( $term, 'category', array( 'slug' => 'gizmos' ) );
		$this->assertSame( 'http://example.org/target-after/', $this->goes( '/to-post' )[1] );
		$this->assertSame( 'http://example.org/category/gizmos/', $this->goes( '/to-term' )[1] );
		// A post that is no longer public sends nowhere: the request goes on to WordPress.
		wp_update_post(
			array(
				'ID'          => $post,
				'post_status' => 'draft',
			)
		);
		$this->assertNull( $this->goes( '/to-post' ) );
	}

	/**
	 * 410 and 451 answer without a location and disabled rules do nothing.
	 */
	public function test_410_and_451_answer_without_a_location_and_disabled_rules_do_nothing(): void {
		$this->rule(
			array(
				'source' => '/removed',
				'status' => 410,
			)
		);
		$this->rule(
			array(
				'source' => '/blocked',
				'status' => 451,
			)
		);
		$off = $this->rule(
			array(
				'source'  => '/off',
				'target'  => '/on',
				'enabled' => false,
			)
		);
		$this->assertSame( array( 410, null ), $this->goes( '/removed/' ) );
		$this->assertSame( array( 451, null ), $this->goes( '/blocked' ) );
		$this->assertNull( $this->goes( '/off' ) );
		$this->rules->set_enabled( array( (int) $off['id'] ), true );
		$this->assertSame( array( 301, 'http://example.org/on' ), $this->goes( '/off' ) );
	}

	/**
	 * The responder counts hits and turns a gone rule into a 410 page.
	 */
	public function test_the_responder_counts_hits_and_turns_a_gone_rule_into_a_410_page(): void {
		$rule = $this->rule(
			array(
				'source' => '/removed',
				'status' => 410,
			)
		);
		$answer = $this->redirects->responder->answer( '/removed' );
		$this->assertSame( 410, $answer['status'] );
		$this->assertSame( 410, $this->redirects->responder->gone_status() );
		// The hit is counted after the answer is sent.
		$this->assertSame( '0', (string) $this->redirects->table->find( (int) $rule['id'] )['hits'] );
		$this->redirects->responder->count_hit();
		$this->redirects->responder->count_hit();
		$row = $this->redirects->table->find( (int) $rule['id'] );
		$this->assertSame( '1', (string) $row['hits'] );
		$this->assertNotNull( $row['last_hit'] );
		$this->go_to( array( 'p' => 999999 ) );
		$this->redirects->responder->send_gone();
		$this->assertTrue( is_404() );
	}

	/**
	 * A rule whose target is its own source is never followed.
	 */
	public function test_a_rule_whose_target_is_its_own_source_is_never_followed(): void {
		// The live URL of a post that an old rule points from (the post was renamed back).
		$post = $this->publish_post( array( 'post_name' => 'same-place' ) );
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'lodestar_redirects',
			array(
				'source'      => '/same-place',
				'source_hash' => md5( 'e/same-place' ),
				'target'      => '',
				'target_type' => 'post',
				'target_id'   => $post,
				'status'      => 301,
			)
		);
		$this->redirects->index->rebuild();
		$this->assertNull( $this->goes( '/same-place/' ) );
	}

	/**
	 * Asserts a WP_Error with a message.
	 *
	 * @param string $message Expected message.
	 * @param mixed  $error   Value.
	 */
	private function assertWPErrorMessage( string $message, $error ): void {
		$this->assertTrue( is_wp_error( $error ), 'Expected an error: ' . $message );
		$this->assertSame( $message, $error->get_error_message() );
	}
}
