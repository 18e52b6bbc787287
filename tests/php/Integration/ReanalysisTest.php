<?php
/**
 * Bulk re-analysis of the stored page checks (POST checks/reanalyze).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * Batches of 50 by ID go through every post in a working status and every term of a public
 * taxonomy, store their checks, and say where to go on; manage_options only.
 */
class ReanalysisTest extends TestCase {

	/**
	 * A site whose posts and terms have no stored checks (as after a migration or before
	 * Lodestar was active).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->empty_site();
	}

	/**
	 * Plain permalinks again, as the other tests expect.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		parent::tearDown();
	}

	/**
	 * Drops every stored page check.
	 */
	private function forget_checks(): void {
		foreach ( array( '_lodestar_page_checks', '_lodestar_check_errors', '_lodestar_check_warnings' ) as $key ) {
			delete_metadata( 'post', 0, $key, '', true );
			delete_metadata( 'term', 0, $key, '', true );
		}
	}

	/**
	 * One batch.
	 *
	 * @param string $kind  post or term.
	 * @param int    $after After this ID.
	 * @return array<string, mixed>
	 */
	private function step( string $kind, int $after ): array {
		$response = $this->rest(
			'POST',
			'/lodestar/v1/checks/reanalyze',
			array(
				'kind'  => $kind,
				'after' => $after,
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $this->json_data( $response );
	}

	/**
	 * 53 posts take two batches (50, then 3 and done); a draft is analysed, a trashed post and
	 * an attachment are not; every term of a public taxonomy is; totals come with the first batch.
	 */
	public function test_batches_go_through_every_post_and_term(): void {
		$this->act_as( 'administrator' );
		$posts = array();
		for ( $i = 0; $i < 52; $i++ ) {
			$posts[] = $this->publish_post( array( 'post_title' => "Post $i" ) );
		}
		$draft   = $this->publish_post(
			array(
				'post_status' => 'draft',
				'post_type'   => 'page',
			)
		);
		$trashed = $this->publish_post( array( 'post_status' => 'trash' ) );
		$image   = wp_insert_attachment(
			array(
				'post_title'     => 'Image',
				'post_mime_type' => 'image/jpeg',
			),
			'x.jpg'
		);
		$term    = (int) wp_insert_term( 'Reanalysed', 'post_tag' )['term_id'];
		$this->forget_checks();

		$first = $this->step( 'post', 0 );
		$this->assertSame( 'post', $first['kind'] );
		$this->assertSame( 50, $first['processed'] );
		$this->assertFalse( $first['done'] );
		$this->assertSame( $posts[49], $first['next'] );
		$terms = count( get_terms( array( 'taxonomy' => get_taxonomies( array( 'public' => true ) ), 'hide_empty' => false, 'fields' => 'ids' ) ) );
		$this->assertSame(
			array(
				'post' => 53,
				'term' => $terms,
			),
			$first['totals']
		);
		$this->assertNotSame( '', get_post_meta( $posts[49], '_lodestar_page_checks', true ) );
		$this->assertSame( '', get_post_meta( $posts[50], '_lodestar_page_checks', true ), 'The first batch stops at 50.' );

		$second = $this->step( 'post', $first['next'] );
		$this->assertSame( 3, $second['processed'] );
		$this->assertTrue( $second['done'] );
		$this->assertSame( $draft, $second['next'] );
		$this->assertArrayNotHasKey( 'totals', $second, 'Totals come with the first batch only.' );
		foreach ( array_merge( $posts, array( $draft ) ) as $id ) {
			$stored = get_post_meta( $id, '_lodestar_page_checks', true );
			$this->assertIsArray( $stored, "post $id" );
			$this->assertSame( 1, $stored['v'] );
			$this->assertNotSame( '', get_post_meta( $id, '_lodestar_check_warnings', true ) );
		}
		$this->assertSame( '', get_post_meta( $trashed, '_lodestar_page_checks', true ) );
		$this->assertSame( '', get_post_meta( $image, '_lodestar_page_checks', true ) );

		$after = 0;
		$seen  = 0;
		do {
			$batch = $this->step( 'term', $after );
			$seen += $batch['processed'];
			$after = $batch['next'];
		} while ( ! $batch['done'] );
		$this->assertSame( $terms, $seen );
		$this->assertIsArray( get_term_meta( $term, '_lodestar_page_checks', true ) );

		$this->assertSame( array( 'kind', 'next', 'processed', 'done' ), array_keys( $this->step( 'post', $second['next'] ) ) );
	}

	/**
	 * What a run changes: results stored under old settings follow the new ones.
	 */
	public function test_results_follow_a_settings_change(): void {
		$this->act_as( 'administrator' );
		$id = $this->publish_post( array( 'post_title' => 'Boots' ) );
		$this->assertSame( 'success', get_post_meta( $id, '_lodestar_page_checks', true )['checks']['search_engine_title']['status'] );
		Plugin::instance()->settings()->save(
			array(
				'page_title'     => '',
				'global_default' => array(
					'home_page_title' => '',
					'page_title'      => '',
				),
			)
		);
		$this->assertSame( 'success', get_post_meta( $id, '_lodestar_page_checks', true )['checks']['search_engine_title']['status'], 'Saving settings does not re-run the checks by itself.' );
		$this->step( 'post', 0 );
		$this->assertSame( 'error', get_post_meta( $id, '_lodestar_page_checks', true )['checks']['search_engine_title']['status'] );
	}

	/**
	 * manage_options only; bad arguments are refused; page-level SEO off is a 409 that says why.
	 */
	public function test_permissions_arguments_and_feature_switch(): void {
		$call = fn( $body ) => $this->rest( 'POST', '/lodestar/v1/checks/reanalyze', $body )->get_status();
		wp_set_current_user( 0 );
		$this->assertSame( 401, $call( array( 'kind' => 'post' ) ) );
		foreach ( array( 'subscriber', 'author', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 403, $call( array( 'kind' => 'post' ) ), $role );
		}
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $call( array( 'kind' => 'post' ) ) );
		$this->assertSame( 400, $call( array() ) );
		$this->assertSame( 400, $call( array( 'kind' => 'user' ) ) );
		$this->assertSame( 400, $call( array( 'kind' => 'post', 'after' => -1 ) ) );
		$this->assertSame( 400, $call( array( 'kind' => 'post', 'after' => 'abc' ) ) );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/checks/reanalyze', null, '{"kind":' )->get_status() );

		Plugin::instance()->settings()->save( array( 'enable_page_level_seo' => false ) );
		$response = $this->rest( 'POST', '/lodestar/v1/checks/reanalyze', array( 'kind' => 'post' ) );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'Page checks need Page-Level SEO, which is turned off on Manage Features.', $response->get_data()['message'] );
	}
}
