<?php
/**
 * IndexNow during a Lodestar migration.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Discovery;

use Lodestar\IndexNow\Log;
use Lodestar\IndexNow\Queue;
use Lodestar\IndexNow\Submitter;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/MigrationFlow.php';
require_once __DIR__ . '/FakeIndexNowHarness.php';

/**
 * A migration from Yoast through the REST routes the screen calls: the migrated posts' URLs
 * are held while it runs (each item is its own request) and queued as one batch when it is
 * marked completed.
 */
class IndexNowMigrationTest extends TestCase {

	use MigrationFlow;
	use FakeIndexNowHarness;

	protected const SLUG = 'wordpress-seo';

	/**
	 * IndexNow on, two posts with Yoast descriptions, an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( Queue::OPTION );
		delete_option( Log::OPTION );
		$this->switch_features( array( 'enable_indexnow' => true ) );
		$this->act_as( 'administrator' );
		$this->discovery()->watcher->collect();
	}

	/**
	 * Nothing scheduled survives the test; plain permalinks again.
	 */
	protected function tearDown(): void {
		wp_clear_scheduled_hook( Submitter::HOOK );
		$this->discovery()->watcher->collect();
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		parent::tearDown();
	}

	/**
	 * Held per item, one batch at completion.
	 */
	public function test_migrated_posts_are_held_then_queued_as_one_batch(): void {
		$ids = array();
		foreach ( array( 'Claw hammer', 'Mallet' ) as $title ) {
			$id    = $this->publish_post( array( 'post_title' => $title ) );
			$ids[] = $id;
			update_post_meta( $id, '_yoast_wpseo_metadesc', "All about the $title." );
		}
		$watcher = $this->discovery()->watcher;
		$watcher->flush(); // The publishing request: queued and sent as usual.
		delete_option( Queue::OPTION );
		wp_clear_scheduled_hook( Submitter::HOOK );

		// One item per request, as the screen runs it: its URL is held.
		$this->ok( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $ids[0] ) );
		$this->assertSame( "All about the Claw hammer.", get_post_meta( $ids[0], '_lodestar_page_description', true ) );
		$watcher->flush(); // The end of that request.
		$state = $this->discovery()->queue->state();
		$this->assertSame( array( get_permalink( $ids[0] ) => true ), $state['held'] );
		$this->assertSame( array(), $state['pending'] );
		$this->assertFalse( wp_next_scheduled( Submitter::HOOK ), 'Nothing is sent during the migration.' );

		$this->ok( 'POST', '/lodestar/v1/migration/posts', $this->item( 'post_ids', $ids[1] ) );
		$watcher->flush();
		$this->assertCount( 2, $this->discovery()->queue->state()['held'] );

		$this->ok( 'POST', '/lodestar/v1/migration/completed', array( 'plugin_slug' => self::SLUG ) );
		$watcher->flush(); // The end of the completing request.
		$state = $this->discovery()->queue->state();
		$this->assertSame( array(), $state['held'] );
		$this->assertEqualsCanonicalizing( array_map( 'get_permalink', $ids ), array_keys( $state['pending'] ) );
		$this->assertNotFalse( wp_next_scheduled( Submitter::HOOK ), 'The batch is due.' );
	}
}
