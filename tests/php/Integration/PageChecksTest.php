<?php
/**
 * Page checks stored on save, and their REST routes.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\Page\PageChecks;
use Lodestar\Plugin;
use Lodestar\Repositories\TermMetaIndex;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * wp_after_insert_post and term saves store `_lodestar_page_checks` and the counts; the
 * checks read the rendered content and the resolved fields; the routes answer only those who
 * may edit the object; ignore / restore recount.
 */
class PageChecksTest extends TestCase {

	/**
	 * Saving a post stores its checks, version, modified time and non-ignored counts.
	 */
	public function test_saving_a_post_stores_its_checks(): void {
		$id     = $this->publish_post(
			array(
				'post_title'   => 'Winter boots',
				'post_content' => '<!-- wp:paragraph --><p>No headings, no links.</p><!-- /wp:paragraph -->',
			)
		);
		$stored = get_post_meta( $id, '_lodestar_page_checks', true );
		$this->assertSame( 1, $stored['v'] );
		$this->assertSame( PageChecks::VERSION, $stored['v'] );
		$this->assertSame( get_post( $id )->post_modified_gmt, $stored['modified'] );
		$this->assertSame( array( 'status', 'message' ), array_keys( $stored['checks']['search_engine_title'] ) );
		$this->assertSame( 'warning', $stored['checks']['sub_headings']['status'] );
		$this->assertSame( 'suggestion', $stored['checks']['focus_keyword']['status'] );
		$this->assertArrayNotHasKey( 'keyword_in_title', $stored['checks'] );
		// Warnings: subheadings, media, links, Open Graph image. No error: the title resolves.
		$this->assertSame( '0', get_post_meta( $id, '_lodestar_check_errors', true ) );
		$this->assertSame( '4', get_post_meta( $id, '_lodestar_check_warnings', true ) );
		$this->assertSame( 'The Open Graph tags lack: image.', $stored['checks']['open_graph_tags']['message'] );
	}

	/**
	 * The content is read after `the_content` filters (a shortcode's output counts), the
	 * title is the resolved one, and the focus keyword meta is used.
	 */
	public function test_checks_read_the_rendered_page(): void {
		$this->pretty_permalinks();
		add_shortcode( 'lodestar_test_heading', static fn(): string => '<h2>Trail gear</h2><a href="http://example.test/">x</a>' );
		$id = $this->publish_post(
			array(
				'post_title'   => 'Trail gear guide',
				'post_name'    => 'trail-gear-guide',
				'post_content' => '[lodestar_test_heading]',
			)
		);
		update_post_meta( $id, '_lodestar_focus_keyword', 'Trail gear' );
		Plugin::instance()->page_checks()->flush();
		$checks = get_post_meta( $id, '_lodestar_page_checks', true )['checks'];
		remove_shortcode( 'lodestar_test_heading' );
		$this->assertSame( '1 subheading (H2–H6) found in the content.', $checks['sub_headings']['message'] );
		$this->assertSame( '1 link found in the content.', $checks['links_present']['message'] );
		$this->assertSame( 'success', $checks['keyword_in_title']['status'] );
		$this->assertSame( 'success', $checks['keyword_in_url']['status'] );
		$this->assertSame( 'The focus keyword “Trail gear” appears 1 time in the content.', $checks['keyword_in_content']['message'] );
		$this->assertSame( 'success', $checks['canonical_url']['status'] );
	}

	/**
	 * A missing title is an error counted in the meta; ignoring it recounts, restoring it too.
	 */
	public function test_ignore_and_restore_recount(): void {
		update_option( Definitions::OPTION, array( 'page_title' => '%tagline%' ), true );
		update_option( 'blogdescription', '' );
		Plugin::instance()->settings()->flush();
		update_option( Definitions::OPTION, array( 'page_title' => '%tagline%', 'global_default' => array( 'page_title' => '' ) ), true );
		Plugin::instance()->settings()->flush();
		$this->act_as( 'editor' );
		$id = $this->publish_post( array( 'post_title' => 'T' ) );
		$this->assertSame( 'error', get_post_meta( $id, '_lodestar_page_checks', true )['checks']['search_engine_title']['status'] );
		$this->assertSame( '1', get_post_meta( $id, '_lodestar_check_errors', true ) );

		$response = $this->rest(
			'POST',
			'/lodestar/v1/checks/ignore-page-check',
			array(
				'id'      => 'search_engine_title',
				'post_id' => $id,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'status' => 'success',
				'id'     => 'search_engine_title',
			),
			$response->get_data()
		);
		$this->assertSame( array( 'search_engine_title' ), get_post_meta( $id, '_lodestar_ignored_checks', true ) );
		$this->assertSame( '0', get_post_meta( $id, '_lodestar_check_errors', true ) );

		$data = $this->get( '/lodestar/v1/checks/page', array( 'post_id' => $id ) )->get_data();
		$this->assertTrue( $data['checks']['search_engine_title']['ignore'] );
		$this->assertSame( 0, $data['counts']['error'] );

		$this->rest(
			'DELETE',
			'/lodestar/v1/checks/ignore-page-check',
			array(
				'id'      => 'search_engine_title',
				'post_id' => $id,
			)
		);
		$this->assertSame( '', get_post_meta( $id, '_lodestar_ignored_checks', true ) );
		$this->assertSame( '1', get_post_meta( $id, '_lodestar_check_errors', true ) );
	}

	/**
	 * GET checks/page: every check with description and ignore flag, the counts, the time.
	 */
	public function test_page_route_answers_the_contract_shape(): void {
		$this->act_as( 'editor' );
		$id   = $this->publish_post();
		$data = $this->get( '/lodestar/v1/checks/page', array( 'post_id' => $id ) )->get_data();
		$this->assertSame( array( 'checks', 'counts', 'updated', 'open_graph' ), array_keys( $data ) );
		$this->assertTrue( $data['open_graph'] );
		$this->assertSame( array( 'status', 'message', 'description', 'ignore' ), array_keys( $data['checks']['url_length'] ) );
		$this->assertSame( 'text', $data['checks']['url_length']['description'][0]['type'] );
		$this->assertFalse( $data['checks']['url_length']['ignore'] );
		$this->assertSame( array( 'error', 'warning', 'suggestion', 'success' ), array_keys( $data['counts'] ) );
		$this->assertSame( count( $data['checks'] ), array_sum( $data['counts'] ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $data['updated'] );
	}

	/**
	 * Terms: stored on save and on a change of their SEO fields, the term subset, and the
	 * stored checks never enter the autoloaded index of term fields.
	 */
	public function test_terms_get_their_subset(): void {
		$this->pretty_permalinks();
		$this->act_as( 'editor' );
		$term = (int) wp_insert_term( 'Boots', 'category', array( 'description' => 'All about boots.' ) )['term_id'];
		$this->assertSame( PageChecks::TERM_IDS[0], array_key_first( get_term_meta( $term, '_lodestar_page_checks', true )['checks'] ) );
		update_term_meta( $term, '_lodestar_focus_keyword', 'boots' );
		Plugin::instance()->page_checks()->flush();
		$checks = get_term_meta( $term, '_lodestar_page_checks', true )['checks'];
		$this->assertSame( array( 'search_engine_title', 'search_engine_description', 'url_length', 'canonical_url', 'open_graph_tags', 'keyword_in_title', 'keyword_in_description', 'keyword_in_url' ), array_keys( $checks ) );
		$this->assertSame( '', get_term_meta( $term, '_lodestar_page_checks', true )['modified'] );
		$this->assertSame( array( '_lodestar_focus_keyword' => array( 'boots' ) ), Plugin::instance()->term_index()->meta( $term ) );

		$data = $this->get( '/lodestar/v1/checks/taxonomy', array( 'term_id' => $term ) )->get_data();
		$this->assertSame( 'success', $data['checks']['keyword_in_url']['status'] );
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/checks/ignore-page-check', array( 'id' => 'url_length', 'term_id' => $term ) )->get_status() );
		$this->assertSame( array( 'url_length' ), get_term_meta( $term, '_lodestar_ignored_checks', true ) );
	}

	/**
	 * Who may read and change an object's checks: anonymous, subscriber and an author on
	 * someone else's post may not; the author on their own post, editors and admins may.
	 */
	public function test_permissions(): void {
		$owner = $this->create_user( 'author' );
		$id    = $this->publish_post( array( 'post_author' => $owner ) );
		$term  = (int) wp_insert_term( 'Gear', 'category' )['term_id'];
		$calls = array(
			array( 'GET', '/lodestar/v1/checks/page', array( 'post_id' => $id ) ),
			array( 'GET', '/lodestar/v1/checks/taxonomy', array( 'term_id' => $term ) ),
			array(
				'POST',
				'/lodestar/v1/checks/ignore-page-check',
				array(
					'id'      => 'url_length',
					'post_id' => $id,
				),
			),
			array(
				'DELETE',
				'/lodestar/v1/checks/ignore-page-check',
				array(
					'id'      => 'url_length',
					'term_id' => $term,
				),
			),
		);
		foreach ( array( 'anonymous' => 401, 'subscriber' => 403, 'author' => 403 ) as $role => $status ) {
			'anonymous' === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );
			foreach ( $calls as $call ) {
				$this->assertSame( $status, $this->call( $call )->get_status(), "$role {$call[0]} {$call[1]}" );
			}
		}
		wp_set_current_user( $owner );
		$this->assertSame( 200, $this->get( '/lodestar/v1/checks/page', array( 'post_id' => $id ) )->get_status() );
		$this->assertSame( 403, $this->get( '/lodestar/v1/checks/taxonomy', array( 'term_id' => $term ) )->get_status(), 'Authors cannot edit categories.' );
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			foreach ( $calls as $call ) {
				$this->assertSame( 200, $this->call( $call )->get_status(), "$role {$call[0]} {$call[1]}" );
			}
		}
	}

	/**
	 * Bad arguments: no id, both ids, an unknown check, a missing object.
	 */
	public function test_bad_arguments(): void {
		$this->act_as( 'editor' );
		$id = $this->publish_post();
		$this->assertSame( 400, $this->get( '/lodestar/v1/checks/page', array() )->get_status() );
		$this->assertSame( 400, $this->get( '/lodestar/v1/checks/page', array( 'post_id' => 'abc' ) )->get_status() );
		$this->assertSame( 404, $this->get( '/lodestar/v1/checks/page', array( 'post_id' => 999999 ) )->get_status() );
		$this->assertSame( 404, $this->get( '/lodestar/v1/checks/taxonomy', array( 'term_id' => 999999 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/checks/ignore-page-check', array( 'id' => 'no_such_check', 'post_id' => $id ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/checks/ignore-page-check', array( 'id' => 'url_length' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/checks/ignore-page-check', array( 'id' => 'url_length', 'post_id' => $id, 'term_id' => 1 ) )->get_status() );
		$this->assertSame( '', get_post_meta( $id, '_lodestar_ignored_checks', true ) );
		// Not registered meta: core REST cannot write the results or the counts.
		$this->assertArrayNotHasKey( '_lodestar_page_checks', get_registered_meta_keys( 'post', 'post' ) );
		$this->assertArrayNotHasKey( '_lodestar_check_errors', get_registered_meta_keys( 'post', 'post' ) );
	}

	/**
	 * /%postname%/ permalinks for this test (tearDown puts plain ones back).
	 */
	private function pretty_permalinks(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies(); // The category and tag permastructs follow the structure.
	}

	/**
	 * Plain permalinks again, as the other tests expect.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		create_initial_taxonomies();
		parent::tearDown();
	}

	/**
	 * A GET request with query parameters.
	 *
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query parameters.
	 */
	private function get( string $route, array $params ): \WP_REST_Response {
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	/**
	 * One call of test_permissions().
	 *
	 * @param array{0: string, 1: string, 2: array<string, mixed>} $call Method, route, parameters.
	 */
	private function call( array $call ): \WP_REST_Response {
		return 'GET' === $call[0] ? $this->get( $call[1], $call[2] ) : $this->rest( $call[0], $call[1], $call[2] );
	}
}
