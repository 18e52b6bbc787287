<?php
/**
 * The redirects REST resource.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * Permissions of every route (anonymous, subscriber, editor, administrator), input validation,
 * list search, filters, sort and pages, bulk actions and the URL test.
 */
class RedirectsRestTest extends RedirectsTestCase {

	/**
	 * Every route with a request an administrator may make: method, route, body, expected status.
	 *
	 * @param int $rule_id An existing rule.
	 * @param int $trashed A post just moved to the trash.
	 * @return list<array{0: string, 1: string, 2: mixed, 3: int}>
	 */
	private function routes( int $rule_id, int $trashed ): array {
		return array(
			array( 'GET', '/lodestar/v1/redirects', null, 200 ),
			array( 'POST', '/lodestar/v1/redirects', array( 'source' => '/perm-new', 'target' => '/x' ), 201 ),
			array( 'GET', '/lodestar/v1/redirects/' . $rule_id, null, 200 ),
			array( 'PUT', '/lodestar/v1/redirects/' . $rule_id, array( 'note' => 'changed' ), 200 ),
			array( 'POST', '/lodestar/v1/redirects/bulk', array( 'action' => 'disable', 'ids' => array( $rule_id ) ), 200 ),
			array( 'POST', '/lodestar/v1/redirects/test', array( 'url' => '/perm' ), 200 ),
			array( 'GET', '/lodestar/v1/redirects/export', null, 200 ),
			array( 'POST', '/lodestar/v1/redirects/import', array( 'csv' => "/imp,/x\n" ), 200 ),
			array( 'GET', '/lodestar/v1/redirects/404-log', null, 200 ),
			array( 'DELETE', '/lodestar/v1/redirects/404-log', array( 'all' => true ), 200 ),
			array( 'POST', '/lodestar/v1/redirects/trashed/' . $trashed, array( 'action' => 'dismiss' ), 200 ),
			array( 'DELETE', '/lodestar/v1/redirects/' . $rule_id, null, 200 ),
		);
	}

	/**
	 * Every route needs manage options.
	 */
	public function test_every_route_needs_manage_options(): void {
		$rule = $this->rule(
			array(
				'source' => '/perm',
				'target' => '/y',
			)
		);
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$post = $this->publish_post();
		wp_trash_post( $post );
		foreach ( array( 0 => 401, 'subscriber' => 403, 'editor' => 403 ) as $role => $status ) {
			wp_set_current_user( 0 === $role ? 0 : $this->create_user( $role ) );
			foreach ( $this->routes( (int) $rule['id'], $post ) as $route ) {
				$response = $this->rest( $route[0], $route[1], $route[2] );
				$this->assertSame( $status, $response->get_status(), $route[0] . ' ' . $route[1] . ' as ' . ( $role ?: 'anonymous' ) );
			}
		}
		$this->assertSame( 1, $this->redirects->table->count() );
		wp_set_current_user( $admin );
		foreach ( $this->routes( (int) $rule['id'], $post ) as $route ) {
			$response = $this->rest( $route[0], $route[1], $route[2] );
			$this->assertSame( $route[3], $response->get_status(), $route[0] . ' ' . $route[1] . ' as administrator: ' . wp_json_encode( $response->get_data() ) );
		}
	}

	/**
	 * Bad input gets a clear error and nothing is saved.
	 */
	public function test_bad_input_gets_a_clear_error_and_nothing_is_saved(): void {
		$this->act_as( 'administrator' );
		$cases = array(
			array( array( 'source' => '/a', 'target' => '/b', 'colour' => 'red' ), 'Unknown field: colour.' ),
			array( array( 'source' => '/a', 'target' => '/b', 'status' => 303 ), null ),
			array( array( 'source' => '/a', 'target' => '/b', 'match_type' => 'glob' ), null ),
			array( array( 'source' => array( '/a' ), 'target' => '/b' ), null ),
			array( array( 'source' => str_repeat( 'a', 1001 ), 'target' => '/b' ), null ),
			array( array( 'target' => '/b' ), null ),
			array( array( 'source' => '/a' ), 'Enter the URL to redirect to.' ),
			array( array( 'source' => '/a', 'target' => 'ftp://example.org/x' ), 'The target must be a path starting with / or a full http(s) URL.' ),
			array( array( 'source' => '/a', 'target_type' => 'post', 'target_id' => 999999 ), 'Choose a published post or page to redirect to.' ),
		);
		foreach ( $cases as $case ) {
			$response = $this->rest( 'POST', '/lodestar/v1/redirects', $case[0] );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $case[0] ) );
			if ( null !== $case[1] ) {
				$this->assertSame( $case[1], $response->get_data()['message'] );
			}
		}
		$malformed = $this->rest( 'POST', '/lodestar/v1/redirects', null, '{"source": "/a", "target": ' );
		$this->assertSame( 400, $malformed->get_status() );
		$this->assertSame( 'rest_invalid_json', $malformed->get_data()['code'] );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/redirects/bulk', array( 'action' => 'delete', 'ids' => range( 1, 501 ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/redirects/import', array( 'csv' => str_repeat( 'a', 4194305 ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'DELETE', '/lodestar/v1/redirects/404-log', array() )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/lodestar/v1/redirects/424242' )->get_status() );
		$this->assertSame( 0, $this->redirects->table->count() );
	}

	/**
	 * The list searches filters sorts and pages.
	 */
	public function test_the_list_searches_filters_sorts_and_pages(): void {
		$this->act_as( 'administrator' );
		for ( $i = 1; $i <= 25; $i++ ) {
			$this->rule(
				array(
					'source' => sprintf( '/list-%02d', $i ),
					'target' => '/t',
					'status' => 0 === $i % 5 ? 302 : 301,
				),
				0 === $i % 2 ? 'auto' : 'manual'
			);
		}
		$page = $this->get_list( 'per_page=10&page=3&orderby=source&order=asc' );
		$data = $page->get_data();
		$this->assertSame( 25, $data['total'] );
		$this->assertSame( 3, $data['pages'] );
		$this->assertSame( array( '/list-21', '/list-22', '/list-23', '/list-24', '/list-25' ), array_column( $data['items'], 'source' ) );
		$this->assertSame( '25', $page->get_headers()['X-WP-Total'] );
		$search = $this->get_list( 'search=list-1' )->get_data();
		$this->assertSame( 10, $search['total'] );
		$filtered = $this->get_list( 'status=302&origin=auto&orderby=source&order=asc' )->get_data();
		$this->assertSame( array( '/list-10', '/list-20' ), array_column( $filtered['items'], 'source' ) );
		$this->assertSame( 400, $this->get_list( 'orderby=password' )->get_status() );
	}

	/**
	 * Bulk actions and the url test.
	 */
	public function test_bulk_actions_and_the_url_test(): void {
		$this->act_as( 'administrator' );
		$one = $this->rule(
			array(
				'source' => '/bulk-1',
				'target' => '/t1',
			)
		);
		$two = $this->rule(
			array(
				'source' => '/bulk-2',
				'target' => '/t2',
			)
		);
		$test = $this->rest( 'POST', '/lodestar/v1/redirects/test', array( 'url' => 'http://example.org/BULK-1/?x=1' ) )->get_data();
		$this->assertTrue( $test['matched'] );
		$this->assertSame( (int) $one['id'], $test['rule']['id'] );
		$this->assertSame( 'http://example.org/t1', $test['location'] );
		$this->assertSame( 301, $test['status'] );
		$this->rest( 'POST', '/lodestar/v1/redirects/bulk', array( 'action' => 'disable', 'ids' => array( (int) $one['id'], (int) $two['id'] ) ) );
		$this->assertFalse( $this->rest( 'POST', '/lodestar/v1/redirects/test', array( 'url' => '/bulk-1' ) )->get_data()['matched'] );
		$this->rest( 'POST', '/lodestar/v1/redirects/bulk', array( 'action' => 'enable', 'ids' => array( (int) $two['id'] ) ) );
		$this->assertTrue( $this->rest( 'POST', '/lodestar/v1/redirects/test', array( 'url' => '/bulk-2' ) )->get_data()['matched'] );
		$deleted = $this->rest( 'POST', '/lodestar/v1/redirects/bulk', array( 'action' => 'delete', 'ids' => array( (int) $one['id'], (int) $two['id'] ) ) )->get_data();
		$this->assertSame( 2, $deleted['changed'] );
		$this->assertSame( 0, $this->redirects->table->count() );
	}

	/**
	 * A rule whose source another rule targets is listed with a warning.
	 */
	public function test_a_rule_whose_source_another_rule_targets_is_listed_with_a_warning(): void {
		$this->act_as( 'administrator' );
		// A regular expression's target is not collapsed when saved: the exact rule's source is its target.
		$this->rule(
			array(
				'source' => '/middle',
				'target' => 'https://example.net/end',
			)
		);
		$this->rule(
			array(
				'source'     => '^/from-(.*)$',
				'match_type' => 'regex',
				'target'     => '/middle',
			)
		);
		$items = $this->get_list( 'orderby=id&order=asc' )->get_data()['items'];
		$this->assertSame( 'Another redirect sends visitors to this source: they are redirected twice.', $items[0]['warning'] );
		$this->assertSame( '', $items[1]['warning'] );
	}

	/**
	 * GET /redirects with a query string.
	 *
	 * @param string $query Query string.
	 */
	private function get_list( string $query ): \WP_REST_Response {
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( 'GET', '/lodestar/v1/redirects' );
		parse_str( $query, $params );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}
}
