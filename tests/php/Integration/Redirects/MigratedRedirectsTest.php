<?php
/**
 * Per-post redirects of other SEO plugins, migrated.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

use Lodestar\Plugin;
use Lodestar\Wiring\Migration;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * Yoast's, SEOPress's and The SEO Framework's redirect of a post becomes a redirect rule from
 * the post's address (origin "migration"), with SEOPress's type.
 */
class MigratedRedirectsTest extends RedirectsTestCase {

	/**
	 * Each plugin's per-post redirect is made a rule.
	 */
	public function test_per_post_redirects_become_rules(): void {
		$this->act_as( 'administrator' );
		$runner = $this->runner();
		$cases  = array(
			'wordpress-seo'   => array( array( '_yoast_wpseo_redirect' => 'https://example.net/yoast-target' ), 301, 'https://example.net/yoast-target' ),
			'wp-seopress'     => array(
				array(
					'_seopress_redirections_enabled' => 'yes',
					'_seopress_redirections_type'    => '302',
					'_seopress_redirections_value'   => '/seopress-target/',
				),
				302,
				'http://example.org/seopress-target/',
			),
			'autodescription' => array( array( 'redirect' => 'https://example.net/tsf-target' ), 301, 'https://example.net/tsf-target' ),
		);
		foreach ( $cases as $slug => $case ) {
			$post = $this->publish_post( array( 'post_name' => 'from-' . $slug ) );
			foreach ( $case[0] as $key => $value ) {
				update_post_meta( $post, $key, $value );
			}
			$preview = $runner->plan_object( $runner->source( $slug ), get_post( $post ), false );
			$this->assertSame( array( 'url' => $case[0][ array_key_last( $case[0] ) ], 'status' => $case[1] ), $preview['redirect'], $slug );
			$result = $runner->migrate_object( $slug, 'post', $post, false );
			$this->assertNotWPError( $result );
			$this->assertSame( array( $case[1], $case[2] ), $this->goes( '/from-' . $slug . '/' ), $slug );
			$rule = $this->redirects->table->by_source_hash( md5( 'e/from-' . $slug ) )[0];
			$this->assertSame( 'migration', $rule['origin'] );
			$this->assertSame( 'Migrated with post #' . $post, $rule['note'] );
			// Migrated again: the rule is there, nothing doubles.
			$runner->migrate_object( $slug, 'post', $post, true );
			$this->assertCount( 1, $this->redirects->table->by_source_hash( md5( 'e/from-' . $slug ) ) );
		}
	}

	/**
	 * Undoing the migration removes the rules that run made; a rule it found in place, a rule
	 * the user edited since and a rule the user added stay.
	 */
	public function test_undo_removes_the_rules_the_run_made_unless_edited(): void {
		$this->act_as( 'administrator' );
		$runner = $this->runner();
		$posts  = array();
		foreach ( array( 'made', 'edited', 'found' ) as $name ) {
			$posts[ $name ] = $this->publish_post( array( 'post_name' => 'from-' . $name ) );
			update_post_meta( $posts[ $name ], '_yoast_wpseo_redirect', 'https://example.net/' . $name );
		}
		// The user's own rule from the third post's address, before the migration.
		$found = $this->rule(
			array(
				'source' => '/from-found/',
				'target' => 'https://example.net/mine',
			)
		);

		// The first post of the run has nothing but its redirect.
		foreach ( $posts as $post ) {
			$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $post, false ) );
		}
		$this->assertSame( array( 301, 'https://example.net/made' ), $this->goes( '/from-made/' ) );
		$edited = $this->redirects->table->by_source_hash( md5( 'e/from-edited' ) )[0];
		$this->assertSame( 'migration', $edited['origin'] );
		$this->assertNotWPError( $this->rules->update( (int) $edited['id'], array( 'target' => 'https://example.net/edited-by-me' ) ) );
		$added = $this->rule(
			array(
				'source' => '/added-later/',
				'target' => 'https://example.net/later',
			)
		);
		// A hit is not an edit.
		$this->redirects->table->hit( (int) $this->redirects->table->by_source_hash( md5( 'e/from-made' ) )[0]['id'] );
		$this->assertSame( 2, $runner->plugins()['undo']['items'] );

		$this->assertSame( 1, $runner->undo() );

		$this->assertSame( array(), $this->redirects->table->by_source_hash( md5( 'e/from-made' ) ) );
		$this->assertNull( $this->goes( '/from-made/' ) );
		$this->assertSame( array( 301, 'https://example.net/edited-by-me' ), $this->goes( '/from-edited/' ) );
		$this->assertSame( array( 301, 'https://example.net/mine' ), $this->goes( '/from-found/' ) );
		$this->assertSame( (int) $found['id'], (int) $this->redirects->table->by_source_hash( md5( 'e/from-found' ) )[0]['id'] );
		$this->assertSame( array( 301, 'https://example.net/later' ), $this->goes( '/added-later/' ) );
		$this->assertSame( 3, $this->redirects->table->count() );
		$this->assertFalse( get_option( 'lodestar_migration_undo_redirects' ) );
		$this->assertNull( $runner->plugins()['undo'] );

		// Migrated again after the undo: the rule is made again, and a second undo removes it.
		$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $posts['made'], false ) );
		$this->assertSame( array( 301, 'https://example.net/made' ), $this->goes( '/from-made/' ) );
		$this->assertSame( 1, $runner->undo() );
		$this->assertNull( $this->goes( '/from-made/' ) );
		$this->assertSame( (int) $added['id'], (int) $this->redirects->table->by_source_hash( md5( 'e/added-later' ) )[0]['id'] );
	}

	/**
	 * Chains: a migrated redirect to another migrated post's address is collapsed by the
	 * second (the migration's own change: undo still removes it), and the user's rule to that
	 * address is retargeted (undo gives it its own target and note back); a retargeted rule
	 * the user edited since keeps the edit.
	 */
	public function test_undo_gives_retargeted_rules_their_fields_back(): void {
		$this->act_as( 'administrator' );
		$runner = $this->runner();
		$one    = $this->publish_post( array( 'post_name' => 'from-one' ) );
		$two    = $this->publish_post( array( 'post_name' => 'from-two' ) );
		update_post_meta( $one, '_yoast_wpseo_redirect', 'http://example.org/from-two/' );
		update_post_meta( $two, '_yoast_wpseo_redirect', 'https://example.net/final' );
		$mine   = $this->rule(
			array(
				'source' => '/old-link/',
				'target' => '/from-two/',
				'note'   => 'My own link',
			)
		);
		$edited = $this->rule(
			array(
				'source' => '/other-link/',
				'target' => '/from-two/',
			)
		);

		$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $one, false ) );
		$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $two, false ) );
		foreach ( array( '/from-one/', '/from-two/', '/old-link/', '/other-link/' ) as $path ) {
			$this->assertSame( array( 301, 'https://example.net/final' ), $this->goes( $path ), $path );
		}
		$this->assertNotWPError( $this->rules->update( (int) $edited['id'], array( 'note' => 'Checked by me' ) ) );
		// Two rules made, two retargeted.
		$this->assertSame( 4, $runner->plugins()['undo']['items'] );

		// Removed: both made rules; given back: the user's untouched rule.
		$this->assertSame( 3, $runner->undo() );

		$this->assertNull( $this->goes( '/from-one/' ) );
		$this->assertNull( $this->goes( '/from-two/' ) );
		$row = $this->redirects->table->find( (int) $mine['id'] );
		$this->assertSame( array( '/from-two/', 'My own link' ), array( $row['target'], $row['note'] ) );
		$this->assertSame( array( 301, 'http://example.org/from-two/' ), $this->goes( '/old-link/' ) );
		$row = $this->redirects->table->find( (int) $edited['id'] );
		$this->assertSame( array( 'https://example.net/final', 'Checked by me' ), array( $row['target'], $row['note'] ) );
		$this->assertSame( 2, $this->redirects->table->count() );
	}

	/**
	 * A request that dies after making a post's rule and before logging it (here: the rules'
	 * index is being saved): the retry recognises the rule the run made and logs it, so undo
	 * removes it; a rule of the same kind made before the run stays.
	 */
	public function test_undo_removes_a_rule_made_by_a_request_that_died_before_logging_it(): void {
		$this->act_as( 'administrator' );
		$runner = $this->runner();
		$before = $this->publish_post( array( 'post_name' => 'from-before' ) );
		$dies   = $this->publish_post( array( 'post_name' => 'from-dies' ) );
		update_post_meta( $before, '_yoast_wpseo_redirect', 'https://example.net/before' );
		update_post_meta( $dies, '_yoast_wpseo_redirect', 'https://example.net/dies' );
		// An earlier run made the first post's rule; its undo log is gone.
		$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $before, false ) );
		delete_option( 'lodestar_migration_undo' );
		delete_option( 'lodestar_migration_undo_redirects' );
		delete_option( 'lodestar_migration_state' );
		$this->redirects->table->update( (int) $this->redirects->table->by_source_hash( md5( 'e/from-before' ) )[0]['id'], array( 'created' => gmdate( 'Y-m-d H:i:s', time() - 3600 ) ) );

		$die = static function () {
			throw new \RuntimeException( 'The request died.' );
		};
		add_action( 'update_option_lodestar_redirects_index', $die );
		try {
			$runner->migrate_object( 'wordpress-seo', 'post', $dies, false );
			$this->fail( 'The request should have died.' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'The request died.', $e->getMessage() );
		}
		remove_action( 'update_option_lodestar_redirects_index', $die );
		$this->assertCount( 1, $this->redirects->table->by_source_hash( md5( 'e/from-dies' ) ) );

		// The retry, then the first post again in the same run.
		$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $dies, false ) );
		$this->assertNotWPError( $runner->migrate_object( 'wordpress-seo', 'post', $before, false ) );
		$this->assertCount( 1, $this->redirects->table->by_source_hash( md5( 'e/from-dies' ) ) );
		$log = get_option( 'lodestar_migration_undo_redirects' );
		$this->assertCount( 1, (array) ( is_array( $log ) ? ( $log['made'] ?? array() ) : array() ) );

		$this->assertSame( 1, $runner->undo() );
		$this->assertSame( array(), $this->redirects->table->by_source_hash( md5( 'e/from-dies' ) ) );
		$this->assertNull( $this->goes( '/from-dies/' ) );
		$this->assertSame( array( 301, 'https://example.net/before' ), $this->goes( '/from-before/' ) );
	}

	/**
	 * The migration runner, as the REST routes build it.
	 */
	private function runner(): \Lodestar\Migration\Runner {
		return Migration::runner( Plugin::instance()->settings(), Plugin::instance()->sitemaps()->cache );
	}
}
