<?php
/**
 * The background warm-up of the scan facts.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\ContentScan;
use Lodestar\Analysis\ScanFacts;
use Lodestar\Analysis\ScanFactsWarmup;
use Lodestar\Plugin;
use Lodestar\Repositories\ScanFactsStore;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ScanFactsFixture.php';

/**
 * On the varied posts of ScanFactsTest: the chain of cron batches, run by calling its cron
 * callback, leaves every fact fresh, and the scan after it computes nothing and reports what a
 * scan without facts reports; a scan while it runs; what starts the chain; the batch bounds
 * and the cursor; one chain at a time; retries after a failed batch.
 */
class ScanFactsWarmupTest extends TestCase {

	use ScanFactsFixture;

	/**
	 * The cron hook (pinned).
	 */
	private const HOOK = 'lodestar_scan_facts_warmup';

	/**
	 * The cursor option (pinned).
	 */
	private const OPTION = 'lodestar_scan_facts_warmup';

	/**
	 * An empty site and the varied posts; no chain scheduled.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->seed_varied_posts();
		$this->forget_chain();
	}

	/**
	 * Rolls back; WP_Rewrite reads the rolled-back structure again.
	 */
	protected function tearDown(): void {
		$this->unseed_varied_posts();
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * No cursor, no event (the seeding's option writes started a chain).
	 */
	private function forget_chain(): void {
		delete_option( self::OPTION );
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * A warm-up over the booted plugin's services.
	 *
	 * @param int        $posts   Most posts per batch.
	 * @param float      $seconds Time bound of a batch.
	 * @param callable[] $before  Called before each batch's pass is built.
	 */
	private function warmup( int $posts = 5000, float $seconds = 5.0, array $before = array() ): ScanFactsWarmup {
		return new ScanFactsWarmup(
			function () use ( $before ): ContentScan {
				foreach ( $before as $call ) {
					$call();
				}
				return $this->content_checks()->scan();
			},
			$posts,
			$seconds
		);
	}

	/**
	 * Runs the chain's events to its end, as WP-Cron would (each due event's callback).
	 *
	 * @param ScanFactsWarmup $warmup Warm-up.
	 * @return list<array<string, mixed>> The batches.
	 */
	private function run_chain( ScanFactsWarmup $warmup ): array {
		$batches = array();
		for ( $i = 0; $i < 100 && false !== wp_next_scheduled( self::HOOK ); $i++ ) {
			$this->assertLessThanOrEqual( time(), wp_next_scheduled( self::HOOK ), 'the next batch is due now' );
			wp_unschedule_event( (int) wp_next_scheduled( self::HOOK ), self::HOOK );
			$batch = $warmup->run();
			$this->assertIsArray( $batch );
			$batches[] = $batch;
		}
		$this->assertFalse( get_option( self::OPTION ), 'the chain ended' );
		$this->assertFalse( wp_next_scheduled( self::HOOK ), 'the chain ended' );
		return $batches;
	}

	/**
	 * Events of the hook in the cron array.
	 *
	 * @return list<int> Their timestamps.
	 */
	private function events(): array {
		$times = array();
		foreach ( (array) _get_cron_array() as $time => $hooks ) {
			foreach ( (array) ( $hooks[ self::HOOK ] ?? array() ) as $event ) {
				$times[] = (int) $time;
			}
		}
		return $times;
	}

	/**
	 * The indexable published posts, by ID.
	 *
	 * @return list<int>
	 */
	private function indexable_ids(): array {
		$ids = array_values( array_diff( $this->ids, array( $this->ids['hidden'] ) ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * Whether every indexable post's stored facts are fresh now, as the scan would read them.
	 *
	 * @return array<string, bool> Role => fresh.
	 */
	private function freshness(): array {
		$facts = new ScanFacts( new ScanFactsStore() );
		$env   = $facts->environment();
		$fresh = array();
		foreach ( $this->ids as $role => $id ) {
			if ( 'hidden' === $role ) {
				continue;
			}
			wp_cache_delete( $id, 'post_meta' );
			$read           = $facts->read( get_post( $id ), $facts->fingerprint( get_post( $id ), false, $env ) );
			$fresh[ $role ] = true === ( $read['fresh'] ?? false );
		}
		return $fresh;
	}

	/**
	 * Writes to the post meta table while a callback runs.
	 *
	 * @param callable $run Callback.
	 * @return array{0: mixed, 1: int}
	 */
	private function counting_meta_writes( callable $run ): array {
		global $wpdb;
		$writes = 0;
		$count  = static function ( $query ) use ( &$writes, $wpdb ) {
			if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', (string) $query ) && str_contains( (string) $query, $wpdb->postmeta ) ) {
				++$writes;
			}
			return $query;
		};
		add_filter( 'query', $count );
		$result = $run();
		remove_filter( 'query', $count );
		return array( $result, $writes );
	}

	/**
	 * The chain run to its end stores every indexable post's facts, fresh; the scan after it
	 * renders only the posts whose words are never stored, writes nothing and reports what a
	 * scan without facts reports.
	 */
	public function test_the_chain_leaves_every_fact_fresh_for_the_scan(): void {
		$none = $this->run_without_facts();
		delete_post_meta_by_key( self::$meta );
		$this->assertSame( 0, $this->facts_count() );
		$this->assertNotContains( true, $this->freshness() );

		$warmup = $this->warmup();
		$warmup->start();
		$this->assertTrue( $warmup->running() );
		list( $batches, $renders ) = $this->counting_renders( fn (): array => $this->run_chain( $warmup ) );
		// One batch (11 posts, under the bound), which looked at every published post and computed the indexable ones'.
		$this->assertCount( 1, $batches );
		$this->assertSame( 11, $batches[0]['posts'] );
		$this->assertSame( 10, $batches[0]['computed'] );
		$this->assertTrue( $batches[0]['done'] );
		// The five indexable posts of fewer raw words than the thin threshold are rendered, once.
		$this->assertSame( 5, $renders );
		$this->assertSame( 10, $this->facts_count() );
		$this->assertNotContains( false, $this->freshness() );
		$this->assertCount( 10, $this->freshness() );

		list( list( $results, $renders ), $writes ) = $this->counting_meta_writes( fn (): array => $this->counting_renders( fn (): array => $this->run_checks() ) );
		$this->assertSame( $none, $results );
		// Only the shortcode and the latest posts block, whose words are never stored.
		$this->assertSame( 2, $renders );
		$this->assertSame( 0, $writes, 'the scan found nothing to store' );

		// A chain over fresh facts computes nothing, and ends.
		$warmup->start();
		list( $batches, $renders ) = $this->counting_renders( fn (): array => $this->run_chain( $warmup ) );
		$this->assertSame( 0, $batches[0]['computed'] );
		$this->assertSame( 0, $renders );
	}

	/**
	 * A scan while the chain is under way reads the facts stored so far and computes the rest,
	 * with the results of a scan without facts, also when the scan and a batch both stored a
	 * post's facts (two rows); the chain then finds every fact fresh, one row per post.
	 */
	public function test_a_scan_while_the_chain_runs(): void {
		$none = $this->run_without_facts();
		delete_post_meta_by_key( self::$meta );
		$warmup = $this->warmup( 4 );
		$warmup->start();
		wp_unschedule_event( (int) wp_next_scheduled( self::HOOK ), self::HOOK );
		$warmup->run();
		$this->assertTrue( $warmup->running() );
		$this->assertSame( 4, $this->facts_count() );
		// As a scan and a batch writing the same post at once leave it.
		add_post_meta( $this->ids['long'], self::$meta, $this->stored( 'long' ) );
		$this->assertSame( 5, $this->facts_count() );

		list( $during, $renders ) = $this->counting_renders( fn (): array => $this->run_checks() );
		$this->assertSame( $none, $during );
		$this->assertGreaterThan( 2, $renders, 'the posts the chain had not reached were computed' );
		$this->assertSame( 10, $this->facts_count(), 'the scan stored the rest, and one row for the post that had two' );

		$batches = $this->run_chain( $warmup );
		$this->assertSame( 0, array_sum( array_column( $batches, 'computed' ) ) );
		$this->assertNotContains( false, $this->freshness() );
		$this->assertSame( $none, $this->run_checks() );
	}

	/**
	 * A batch stops at its number of posts or its time, and the next goes on after the last
	 * post it looked at; the facts stored so far are those of the posts up to the cursor.
	 */
	public function test_batches_respect_the_bounds_and_resume_from_the_cursor(): void {
		delete_post_meta_by_key( self::$meta );
		$all    = array_values( $this->ids );
		sort( $all );
		$warmup = $this->warmup( 3 );
		$warmup->start();

		wp_unschedule_event( (int) wp_next_scheduled( self::HOOK ), self::HOOK );
		$first = $warmup->run();
		$this->assertSame( 3, $first['posts'] );
		$this->assertSame( $all[2], $first['after'] );
		$this->assertFalse( $first['done'] );
		$this->assertSame( $all[2], get_option( self::OPTION )['after'] );
		// The next batch is due now; the retry event is gone.
		$this->assertCount( 1, $this->events() );
		$this->assertLessThanOrEqual( time(), $this->events()[0] );
		foreach ( $this->indexable_ids() as $id ) {
			wp_cache_delete( $id, 'post_meta' );
			$this->assertSame( $id <= $all[2], is_array( get_post_meta( $id, self::$meta, true ) ), 'facts of post ' . $id );
		}

		$rest = $this->run_chain( $warmup );
		$this->assertSame( array( 3, 3, 2 ), array_column( $rest, 'posts' ) );
		$this->assertSame( array( $all[5], $all[8], $all[10] ), array_column( $rest, 'after' ) );
		$this->assertSame( array( false, false, true ), array_column( $rest, 'done' ) );
		$this->assertNotContains( false, $this->freshness() );

		// A time bound already passed: each batch looks at one post.
		delete_post_meta_by_key( self::$meta );
		$warmup = $this->warmup( 3, 0.0 );
		$warmup->start();
		$batches = $this->run_chain( $warmup );
		$this->assertSame( array_fill( 0, 11, 1 ), array_column( $batches, 'posts' ) );
		$this->assertSame( $all, array_column( $batches, 'after' ) );
		$this->assertNotContains( false, $this->freshness() );
	}

	/**
	 * A template setting starts the chain, and the facts' titles are stale until it ran (their
	 * words are not); other settings start nothing; the site name, the theme, the plugins and
	 * activation start it.
	 */
	public function test_what_starts_the_chain(): void {
		$warmup = Plugin::instance()->scan_facts_warmup();
		$warmup->start();
		$this->run_chain( $warmup );
		$words = $this->stored( 'page' )['w'];

		$this->save_settings( array( 'enable_xml_sitemap' => false ) );
		$this->assertFalse( get_option( self::OPTION ), 'a setting titles are not resolved from' );
		$this->assertFalse( wp_next_scheduled( self::HOOK ) );

		$this->save_settings(
			array(
				'content_types' => array(
					'post_type:page' => array(
						'title'       => 'Page: %title%',
						'description' => '',
						'schema'      => '',
					),
				),
			)
		);
		$this->assertSame( 0, get_option( self::OPTION )['after'] );
		$this->assertLessThanOrEqual( time(), wp_next_scheduled( self::HOOK ) );
		// The texts are stale, the words still hold.
		$facts = new ScanFacts( new ScanFactsStore() );
		$post  = get_post( $this->ids['page'] );
		$read  = $facts->read( $post, $facts->fingerprint( $post, false, $facts->environment() ) );
		$this->assertFalse( $read['fresh'] );
		$this->assertNull( $read['t'] );
		$this->assertSame( $words, $read['w'] );
		$this->assertNotContains( true, $this->freshness() );

		list( , $renders ) = $this->counting_renders( fn (): array => $this->run_chain( $warmup ) );
		$this->assertSame( 2, $renders, 'only the words never stored are computed again' );
		$this->assertSame( 'Page: About', $this->stored( 'page' )['t'] );
		$this->assertNotContains( false, $this->freshness() );
		$this->assertSame( $this->run_checks(), $this->run_without_facts() );

		$starts = array(
			'site name'   => static fn () => update_option( 'blogname', 'Another name' ),
			'tagline'     => static fn () => update_option( 'blogdescription', 'Another tagline' ),
			'theme'       => static fn () => update_option( 'stylesheet', 'another-theme' ),
			'plugins'     => static fn () => update_option( 'active_plugins', array_merge( (array) get_option( 'active_plugins' ), array( 'another/another.php' ) ) ),
			// (Saving a language that is not installed changes nothing: the hook as core fires it.)
			'language'    => static fn () => do_action( 'updated_option', 'WPLANG', '', 'fr_FR' ),
			'front page'  => static fn () => update_option( 'show_on_front', 'page' ),
			'code update' => static fn () => do_action( 'upgrader_process_complete', null, array( 'type' => 'plugin' ) ),
			'activation'  => static fn () => Plugin::activate(),
		);
		foreach ( $starts as $name => $start ) {
			$this->forget_chain();
			$start();
			$this->assertSame( 0, get_option( self::OPTION )['after'] ?? null, $name );
			$this->assertCount( 1, $this->events(), $name );
		}
	}

	/**
	 * Starting while a chain runs sends it back to the first post, with one event; a start
	 * during a batch has that batch keep the new cursor.
	 */
	public function test_one_chain_at_a_time(): void {
		$warmup = $this->warmup( 3 );
		$warmup->start();
		$run = get_option( self::OPTION )['run'];
		$warmup->start();
		$this->assertCount( 1, $this->events() );
		$this->assertSame( $run, get_option( self::OPTION )['run'], 'a chain waiting at the first post is left alone' );

		wp_unschedule_event( (int) wp_next_scheduled( self::HOOK ), self::HOOK );
		$warmup->run();
		$this->assertGreaterThan( 0, get_option( self::OPTION )['after'] );
		$warmup->start();
		$this->assertSame( 0, get_option( self::OPTION )['after'] );
		$this->assertCount( 1, $this->events() );

		// Started again while a batch runs (the start comes in while the batch's pass is built).
		$during = null;
		$during = $this->warmup(
			3,
			5.0,
			array(
				static function () use ( &$during ): void {
					$during->start();
				},
			)
		);
		wp_unschedule_event( (int) wp_next_scheduled( self::HOOK ), self::HOOK );
		$batch = $during->run();
		$this->assertSame( 3, $batch['posts'] );
		$this->assertSame( 0, get_option( self::OPTION )['after'], 'the batch kept the new cursor' );
		$this->assertSame( 0, get_option( self::OPTION )['running'] );
		$this->assertCount( 1, $this->events() );
		$this->assertLessThanOrEqual( time(), $this->events()[0] );
	}

	/**
	 * A batch that dies leaves a retry event; the retry goes on from the same place; after
	 * three failed tries the chain gives up.
	 */
	public function test_a_failed_batch_is_retried_then_given_up(): void {
		$failing = $this->warmup(
			3,
			5.0,
			array(
				static function (): void {
					throw new \RuntimeException( 'batch died' );
				},
			)
		);
		$failing->start();
		$tries = 0;
		for ( $i = 0; $i < 5 && $failing->running(); $i++ ) {
			try {
				$failing->run();
			} catch ( \RuntimeException $e ) {
				++$tries;
				// The retry event, later.
				$this->assertCount( 1, $this->events() );
				$this->assertGreaterThanOrEqual( time() + 290, $this->events()[0] );
			}
		}
		$this->assertSame( 3, $tries );
		$this->assertFalse( get_option( self::OPTION ) );
		$this->assertSame( array(), $this->events() );

		// One failure, then a batch that works: from the same place, and the chain goes on.
		$failing->start();
		$died = false;
		try {
			$failing->run();
		} catch ( \RuntimeException $e ) {
			$died = true;
		}
		$this->assertTrue( $died );
		$this->assertGreaterThan( 0, get_option( self::OPTION )['running'] );
		$this->assertSame( 0, get_option( self::OPTION )['after'] );
		$batch = $this->warmup( 3 )->run();
		$this->assertSame( 3, $batch['posts'] );
		$this->assertSame( 0, get_option( self::OPTION )['failures'] );
		$this->assertSame( 1, get_option( self::OPTION )['batches'] );
	}

	/**
	 * The cursor is not autoloaded; every request has the cron callback (and nothing else of
	 * the warm-up) registered, and runs a batch (UninstallTest: the uninstaller takes the cursor
	 * and the events away).
	 */
	public function test_registration(): void {
		global $wpdb;
		$this->assertSame( self::HOOK, ScanFactsWarmup::HOOK );
		$this->assertSame( self::OPTION, ScanFactsWarmup::OPTION );
		$this->assertSame( 10, has_action( self::HOOK, array( Plugin::instance(), 'warm_scan_facts' ) ) );
		$warmup = Plugin::instance()->scan_facts_warmup();
		$warmup->start();
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		$this->assertContains( $autoload, array( 'off', 'no' ) );

		// The cron callback runs a batch.
		wp_unschedule_event( (int) wp_next_scheduled( self::HOOK ), self::HOOK );
		delete_post_meta_by_key( self::$meta );
		do_action( self::HOOK );
		$this->assertSame( 10, $this->facts_count() );
		$this->assertFalse( get_option( self::OPTION ) );
	}
}
