<?php
/**
 * GET /lodestar/v1/checks/attention and POST /lodestar/v1/checks/broken-link.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

/**
 * Shapes, permissions, arguments, and the broken-link route's refusals (no open proxy, no
 * port scanner).
 */
class ChecksContentRestTest extends TestCase {

	/**
	 * HTTP requests made: [method, url, timeout, redirection].
	 *
	 * @var list<array{0: string, 1: string, 2: float, 3: int}>
	 */
	private array $requests = array();

	/**
	 * URL => [HEAD answer, GET answer]: status code, or [code, location], or 'fail'.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $answers = array();

	/**
	 * No real HTTP: every request is recorded and answered from $answers.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requests = array();
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$method           = (string) ( $args['method'] ?? 'GET' );
				$this->requests[] = array( $method, $url, (float) $args['timeout'], (int) $args['redirection'] );
				$answer           = $this->answers[ $url ][ $method ] ?? 200;
				if ( 'fail' === $answer ) {
					return new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
				}
				$code     = is_array( $answer ) ? $answer[0] : $answer;
				$location = is_array( $answer ) ? $answer[1] : '';
				return array(
					'headers'  => new \WpOrg\Requests\Utility\CaseInsensitiveDictionary( '' === $location ? array() : array( 'location' => $location ) ),
					'body'     => '',
					'response' => array(
						'code'    => $code,
						'message' => '',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	/**
	 * Rolls back, then lets WP_Rewrite read the rolled-back permalink structure again.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * A post by a user holding links.
	 *
	 * @param int    $author  Author ID.
	 * @param string $content Content.
	 */
	private function post_by( int $author, string $content ): int {
		return $this->publish_post(
			array(
				'post_author'  => $author,
				'post_content' => $content,
			)
		);
	}

	/**
	 * Stores page-check counts on a post.
	 *
	 * @param int $id       Post ID.
	 * @param int $errors   Errors.
	 * @param int $warnings Warnings.
	 */
	private static function counts( int $id, int $errors, int $warnings ): void {
		update_post_meta( $id, '_lodestar_check_errors', $errors );
		update_post_meta( $id, '_lodestar_check_warnings', $warnings );
		update_post_meta(
			$id,
			'_lodestar_page_checks',
			array(
				'v'        => 1,
				'modified' => '',
				'checks'   => array(),
			)
		);
	}

	/**
	 * GET checks/attention with query arguments.
	 *
	 * @param array<string, string> $query Query arguments.
	 */
	private function attention( array $query = array() ): \WP_REST_Response {
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( 'GET', '/lodestar/v1/checks/attention' );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * The attention list: most errors, then most warnings; clean, trashed objects left out.
	 */
	public function test_attention_list(): void {
		$this->empty_site();
		$worst = $this->publish_post( array( 'post_title' => 'Worst' ) );
		self::counts( $worst, 3, 0 );
		$warned = $this->publish_post( array( 'post_title' => 'Warned' ) );
		self::counts( $warned, 1, 5 );
		$less = $this->publish_post( array( 'post_title' => 'Less' ) );
		self::counts( $less, 1, 2 );
		$draft = wp_insert_post(
			array(
				'post_title'  => 'Draft page',
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		self::counts( $draft, 0, 1 );
		$clean = $this->publish_post( array( 'post_title' => 'Clean' ) );
		self::counts( $clean, 0, 0 );
		$trashed = $this->publish_post( array( 'post_title' => 'Trashed' ) );
		self::counts( $trashed, 9, 9 );
		wp_trash_post( $trashed );
		$term = wp_insert_term( 'Bad Tag', 'post_tag' );
		update_term_meta( (int) $term['term_id'], '_lodestar_check_errors', 2 );
		update_term_meta( (int) $term['term_id'], '_lodestar_check_warnings', 0 );

		$this->act_as( 'administrator' );
		$response = $this->attention();
		$this->assertSame( 200, $response->get_status() );
		$body = $this->json_data( $response );
		$this->assertSame( 5, $body['total'] );
		$this->assertSame( admin_url( 'edit.php?lodestar_seo=issues' ), $body['view_all_url'] );
		$this->assertSame(
			array(
				'id'       => $worst,
				'type'     => 'post',
				'subtype'  => 'post',
				'title'    => 'Worst',
				'edit_url' => admin_url( 'post.php?post=' . $worst . '&action=edit' ),
				'errors'   => 3,
				'warnings' => 0,
			),
			$body['items'][0]
		);
		$this->assertSame( array( $worst, (int) $term['term_id'], $warned, $less, $draft ), array_column( $body['items'], 'id' ) );
		$this->assertSame( array( 'post', 'term', 'post', 'post', 'post' ), array_column( $body['items'], 'type' ) );
		$this->assertSame( 'Bad Tag', $body['items'][1]['title'] );
		$this->assertSame( admin_url( 'term.php?taxonomy=post_tag&tag_ID=' . $term['term_id'] . '&post_type=post' ), $body['items'][1]['edit_url'] );

		$body = $this->json_data( $this->attention( array( 'limit' => '2' ) ) );
		$this->assertCount( 2, $body['items'] );
		$this->assertSame( 5, $body['total'] );

		// The view-all link opens the list of the worst post's type.
		self::counts( $draft, 7, 0 );
		$body = $this->json_data( $this->attention() );
		$this->assertSame( admin_url( 'edit.php?post_type=page&lodestar_seo=issues' ), $body['view_all_url'] );
	}

	/**
	 * Only administrators read the attention list; the limit is checked.
	 */
	public function test_attention_permissions_and_args(): void {
		$this->assertSame( 401, $this->attention()->get_status() );
		foreach ( array( 'subscriber', 'author', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 403, $this->attention()->get_status(), $role );
		}
		$this->act_as( 'administrator' );
		foreach ( array( '0', '51', 'many' ) as $limit ) {
			$this->assertSame( 400, $this->attention( array( 'limit' => $limit ) )->get_status(), $limit );
		}
		$this->assertSame( 200, $this->attention( array( 'limit' => '50' ) )->get_status() );
	}

	/**
	 * Anonymous visitors, subscribers and authors of other posts may not check a post's links;
	 * its author, editors and administrators may.
	 */
	public function test_broken_link_permissions(): void {
		$owner = $this->create_user( 'author' );
		$post  = $this->post_by( $owner, '<a href="http://example.org/about/">About</a>' );
		$body  = array(
			'post_id' => $post,
			'urls'    => array( 'http://example.org/about/' ),
		);
		$this->assertSame( 401, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $body )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $body )->get_status() );
		$this->act_as( 'author' );
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $body )->get_status() );
		$this->assertSame( array(), $this->requests );

		wp_set_current_user( $owner );
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $body )->get_status() );
		delete_transient( 'lodestar_link_' . md5( 'http://example.org/about/' ) );
		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $body )->get_status() );
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $body )->get_status() );
		$missing = array(
			'post_id' => 999999,
			'urls'    => array( 'http://example.org/about/' ),
		);
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', $missing )->get_status() );
	}

	/**
	 * Arguments: a post, 1 to 50 URLs.
	 */
	public function test_broken_link_args(): void {
		$this->act_as( 'administrator' );
		$post = $this->publish_post();
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/checks/broken-link', array( 'post_id' => $post ) )->get_status() );
		$this->assertSame(
			400,
			$this->rest(
				'POST',
				'/lodestar/v1/checks/broken-link',
				array(
					'post_id' => $post,
					'urls'    => array(),
				)
			)->get_status()
		);
		$many = array();
		for ( $i = 0; $i < 51; $i++ ) {
			$many[] = 'http://example.org/p' . $i . '/';
		}
		$this->assertSame(
			400,
			$this->rest(
				'POST',
				'/lodestar/v1/checks/broken-link',
				array(
					'post_id' => $post,
					'urls'    => $many,
				)
			)->get_status()
		);
		$this->assertSame( array(), $this->requests );
	}

	/**
	 * The hints of spec §8, HEAD then GET on 405, a 5 s timeout, redirects by hand, and a cache.
	 */
	public function test_broken_link_results(): void {
		$urls  = array(
			'http://example.org/fine/',
			'http://93.184.216.34/gone',
			'http://93.184.216.34/forbidden',
			'http://93.184.216.34/broken',
			'http://93.184.216.34/teapot',
			'http://93.184.216.34/down',
			'http://93.184.216.34/no-head',
			'/relative-page/',
		);
		$this->answers = array(
			'http://93.184.216.34/gone'      => array( 'HEAD' => 404 ),
			'http://93.184.216.34/forbidden' => array( 'HEAD' => 403 ),
			'http://93.184.216.34/broken'    => array( 'HEAD' => 500 ),
			'http://93.184.216.34/teapot'    => array( 'HEAD' => 418 ),
			'http://93.184.216.34/down'      => array( 'HEAD' => 'fail' ),
			'http://93.184.216.34/no-head'   => array(
				'HEAD' => 405,
				'GET'  => 200,
			),
			'http://example.org/relative-page/' => array( 'HEAD' => array( 301, 'http://example.org/moved/' ) ),
			'http://example.org/moved/'      => array( 'HEAD' => 404 ),
		);
		$content       = '';
		foreach ( $urls as $url ) {
			$content .= '<a href="' . esc_attr( $url ) . '">x</a> ';
		}
		$this->act_as( 'administrator' );
		$post     = $this->publish_post( array( 'post_content' => $content ) );
		$response = $this->rest(
			'POST',
			'/lodestar/v1/checks/broken-link',
			array(
				'post_id' => $post,
				'urls'    => $urls,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$results = $this->json_data( $response )['results'];
		$this->assertSame(
			array(
				'http://example.org/fine/'       => array(
					'ok'      => true,
					'code'    => 200,
					'message' => '',
				),
				'http://93.184.216.34/gone'      => array(
					'ok'      => false,
					'code'    => 404,
					'message' => 'The page or resource was not found',
				),
				'http://93.184.216.34/forbidden' => array(
					'ok'      => false,
					'code'    => 403,
					'message' => 'Access to the page or resource is forbidden',
				),
				'http://93.184.216.34/broken'    => array(
					'ok'      => false,
					'code'    => 500,
					'message' => 'The server returned an internal error',
				),
				'http://93.184.216.34/teapot'    => array(
					'ok'      => false,
					'code'    => 418,
					'message' => 'HTTP error 418',
				),
				'http://93.184.216.34/down'      => array(
					'ok'      => false,
					'code'    => 0,
					'message' => 'Unable to connect to the URL',
				),
				'http://93.184.216.34/no-head'   => array(
					'ok'      => true,
					'code'    => 200,
					'message' => '',
				),
				'/relative-page/'                => array(
					'ok'      => false,
					'code'    => 404,
					'message' => 'The page or resource was not found',
				),
			),
			$results
		);
		$this->assertContains( array( 'GET', 'http://93.184.216.34/no-head', 5.0, 0 ), $this->requests );
		$this->assertContains( array( 'HEAD', 'http://example.org/moved/', 5.0, 0 ), $this->requests );
		foreach ( $this->requests as $request ) {
			$this->assertSame( 5.0, $request[2] );
			$this->assertSame( 0, $request[3], 'Redirects are followed by hand, each target checked.' );
		}

		// Answers are kept ten minutes: asking again sends nothing.
		$this->requests = array();
		$again          = $this->json_data(
			$this->rest(
				'POST',
				'/lodestar/v1/checks/broken-link',
				array(
					'post_id' => $post,
					'urls'    => $urls,
				)
			)
		)['results'];
		$this->assertSame( $results, $again );
		$this->assertSame( array(), $this->requests );
	}

	/**
	 * Not an open proxy: URLs the content does not hold are refused outright; private-network
	 * targets (other than the site itself) are never requested, redirects to them neither.
	 */
	public function test_broken_link_refusals(): void {
		$private = array(
			'http://127.0.0.1:8892/',
			'http://127.0.0.1:22/',
			'http://10.1.2.3/admin',
			'http://169.254.169.254/latest/meta-data/',
			'http://192.168.0.1/',
			'http://[::1]/',
			'http://example.org:3306/',
			'ftp://93.184.216.34/file',
			'http://93.184.216.34:6379/',
			'http://93.184.216.34/hop',
		);
		$this->answers = array( 'http://93.184.216.34/hop' => array( 'HEAD' => array( 302, 'http://169.254.169.254/latest/' ) ) );
		$content       = '';
		foreach ( $private as $url ) {
			$content .= '<a href="' . esc_attr( $url ) . '">x</a> ';
		}
		$this->act_as( 'administrator' );
		$post = $this->publish_post( array( 'post_content' => $content ) );

		$outside = $this->rest(
			'POST',
			'/lodestar/v1/checks/broken-link',
			array(
				'post_id' => $post,
				'urls'    => array( 'http://10.1.2.3/admin', 'http://93.184.216.34/not-in-content' ),
			)
		);
		$this->assertSame( 400, $outside->get_status() );
		$this->assertSame( 'lodestar_url_not_in_content', $outside->get_data()['code'] );
		$this->assertSame( array( 'http://93.184.216.34/not-in-content' ), $outside->get_data()['data']['urls'] );
		$this->assertSame( array(), $this->requests );

		$results = $this->json_data(
			$this->rest(
				'POST',
				'/lodestar/v1/checks/broken-link',
				array(
					'post_id' => $post,
					'urls'    => $private,
				)
			)
		)['results'];
		foreach ( $private as $url ) {
			$this->assertSame(
				array(
					'ok'      => false,
					'code'    => 0,
					'message' => 'Unable to connect to the URL',
				),
				$results[ $url ],
				$url
			);
		}
		// Only the public URL was requested; its redirect to the metadata address was not followed.
		$this->assertSame( array( array( 'HEAD', 'http://93.184.216.34/hop', 5.0, 0 ) ), $this->requests );
	}

	/**
	 * URLs that only the rendered content holds (a shortcode's output) may be checked.
	 */
	public function test_broken_link_accepts_rendered_urls(): void {
		add_shortcode( 'lodestar_test_link', static fn (): string => '<a href="http://example.org/from-shortcode/">x</a>' );
		$this->act_as( 'administrator' );
		$post     = $this->publish_post( array( 'post_content' => '[lodestar_test_link]' ) );
		$response = $this->rest(
			'POST',
			'/lodestar/v1/checks/broken-link',
			array(
				'post_id' => $post,
				'urls'    => array( 'http://example.org/from-shortcode/' ),
			)
		);
		remove_shortcode( 'lodestar_test_link' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $this->json_data( $response )['results']['http://example.org/from-shortcode/']['ok'] );
	}
}
