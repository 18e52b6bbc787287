<?php
/**
 * Brings the site analysis' stored per-post facts up to date in the background.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Settings\Definitions;

defined( 'ABSPATH' ) || exit;

/**
 * A chain of single WP-Cron events that computes and stores the missing and stale scan facts
 * (ScanFacts) of the published posts the content checks read, so the scan a user starts finds
 * them fresh. Each event runs one batch (ContentScan::warm(), the scan's own code): at most
 * POSTS posts, stopped after SECONDS, then schedules the next from where it stopped; the chain
 * ends at the last post.
 *
 * Started on activation and when something the fingerprints hash changes (listen()): the
 * settings titles and descriptions are resolved from, the site options templates read, the
 * front page, the language, the active plugins and theme, an update of code. One chain at a
 * time: its cursor is the option OPTION (not autoloaded); starting while a chain runs sends it
 * back to the first post (what it passed may be stale now), it does not add a second one.
 * A batch that dies (a fatal error, a timeout) leaves a retry event RETRY seconds later; after
 * MAX_FAILURES failed tries at the same place the chain gives up (the next start begins
 * again). The scan never depends on it: facts it finds stale or missing are computed as ever.
 *
 * @since 0.4.0
 */
final class ScanFactsWarmup {

	/**
	 * WP-Cron hook of a batch.
	 *
	 * @since 0.4.0
	 */
	public const HOOK = 'lodestar_scan_facts_warmup';

	/**
	 * The chain's cursor (not autoloaded): {after, run, batches, failures, running}.
	 *
	 * @since 0.4.0
	 */
	public const OPTION = 'lodestar_scan_facts_warmup';

	/**
	 * Most posts per batch. Measured (bench/analysis.sh, 20,000 bench posts): computing facts
	 * costs about 0.27 ms a post, checking fresh ones about 0.13 ms, at under 50 MB whatever
	 * the batch's size (the scan's 500-post reads): a batch of 10,000 takes some 3 s, ten of
	 * them cover 100,000 posts. Heavier content meets SECONDS first.
	 *
	 * @since 0.4.0
	 */
	public const POSTS = 10000;

	/**
	 * Seconds after which a batch stops (at the post it is on).
	 *
	 * @since 0.4.0
	 */
	public const SECONDS = 5.0;

	/**
	 * Seconds before a batch that did not finish is tried again.
	 *
	 * @since 0.4.0
	 */
	public const RETRY = 300;

	/**
	 * Failed tries at one place before the chain gives up.
	 *
	 * @since 0.4.0
	 */
	public const MAX_FAILURES = 3;

	/**
	 * Site options the fingerprints hash (ScanFacts::environment()), and those that say which
	 * page is the front page.
	 */
	private const OPTIONS = array( 'blogname', 'blogdescription', 'home', 'date_format', 'time_format', 'timezone_string', 'gmt_offset', 'permalink_structure', 'show_on_front', 'page_on_front', 'WPLANG', 'active_plugins', 'stylesheet', 'template' );

	/**
	 * Constructor.
	 *
	 * @param \Closure $scan    Builds the content pass a batch runs (ContentChecks::scan()).
	 * @param int      $posts   Most posts per batch.
	 * @param float    $seconds Seconds after which a batch stops.
	 */
	public function __construct(
		private \Closure $scan,
		private int $posts = self::POSTS,
		private float $seconds = self::SECONDS
	) {}

	/**
	 * Starts the chain when what the facts were computed from changes (write listeners).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'updated_option', array( $this, 'on_updated_option' ), 10, 3 );
		add_action( 'added_option', array( $this, 'on_added_option' ), 10, 2 );
		// A network-activated plugin: this site's facts (each site's are started by its own writes).
		add_action( 'update_site_option_active_sitewide_plugins', array( $this, 'start' ), 10, 0 );
		// Plugins, themes, translations or WordPress updated: the code that renders changed.
		add_action( 'upgrader_process_complete', array( $this, 'start' ), 10, 0 );
	}

	/**
	 * An option was updated: starts the chain when the facts depend on it.
	 *
	 * @since 0.4.0
	 *
	 * @param string $option Option name.
	 * @param mixed  $old    Old value.
	 * @param mixed  $value  New value.
	 */
	public function on_updated_option( $option, $old = null, $value = null ): void {
		if ( Definitions::OPTION === $option ) {
			// Only the settings titles and descriptions are resolved from.
			if ( ScanFacts::title_settings( $old ) !== ScanFacts::title_settings( $value ) ) {
				$this->start();
			}
			return;
		}
		if ( in_array( $option, self::OPTIONS, true ) ) {
			$this->start();
		}
	}

	/**
	 * An option was added: as updated from nothing.
	 *
	 * @since 0.4.0
	 *
	 * @param string $option Option name.
	 * @param mixed  $value  Value.
	 */
	public function on_added_option( $option, $value = null ): void {
		$this->on_updated_option( $option, array(), $value );
	}

	/**
	 * Starts the chain from the first post: schedules its first batch, or, while a chain runs,
	 * sends it back to the first post (no second chain).
	 *
	 * @since 0.4.0
	 */
	public function start(): void {
		$cursor = $this->cursor();
		// A chain waiting to begin at the first post is left as it is.
		if ( null === $cursor || 0 !== $cursor['after'] || 0 !== $cursor['failures'] || 0 !== $cursor['running'] ) {
			update_option(
				self::OPTION,
				array(
					'after'    => 0,
					// A batch running now sees its chain was started again and keeps this cursor.
					'run'      => wp_generate_uuid4(),
					'batches'  => $cursor['batches'] ?? 0,
					'failures' => 0,
					'running'  => $cursor['running'] ?? 0,
				),
				false
			);
		}
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Whether a chain is under way (its cursor is stored).
	 *
	 * @since 0.4.0
	 */
	public function running(): bool {
		return null !== $this->cursor();
	}

	/**
	 * The cron event: runs one batch from the cursor and schedules the next, or ends the chain.
	 *
	 * @since 0.4.0
	 *
	 * @return array{after: int, done: bool, posts: int, computed: int}|null The batch (ContentScan::warm()),
	 *         null when no chain runs or it gave up.
	 */
	public function run(): ?array {
		$cursor = $this->cursor();
		if ( null === $cursor ) {
			return null;
		}
		if ( $cursor['running'] > 0 ) {
			// The last batch started here did not finish.
			++$cursor['failures'];
			if ( $cursor['failures'] >= self::MAX_FAILURES ) {
				delete_option( self::OPTION );
				wp_clear_scheduled_hook( self::HOOK );
				return null;
			}
		}
		$cursor['running'] = time();
		update_option( self::OPTION, $cursor, false );
		// Should this request die, the chain goes on from here later.
		$retry = time() + self::RETRY;
		wp_clear_scheduled_hook( self::HOOK );
		wp_schedule_single_event( $retry, self::HOOK );

		$batch = ( $this->scan )()->warm( $cursor['after'], $this->posts, microtime( true ) + $this->seconds );

		$now = $this->cursor();
		wp_unschedule_event( $retry, self::HOOK );
		if ( null === $now ) {
			// Deleted meanwhile (uninstalled, or the chain gave up): nothing more.
			return $batch;
		}
		if ( $now['run'] !== $cursor['run'] ) {
			// Started again meanwhile: from the first post.
			$now['running'] = 0;
			update_option( self::OPTION, $now, false );
			wp_schedule_single_event( time(), self::HOOK );
			return $batch;
		}
		if ( $batch['done'] ) {
			delete_option( self::OPTION );
			return $batch;
		}
		update_option(
			self::OPTION,
			array(
				'after'    => $batch['after'],
				'run'      => $cursor['run'],
				'batches'  => $cursor['batches'] + 1,
				'failures' => 0,
				'running'  => 0,
			),
			false
		);
		wp_schedule_single_event( time(), self::HOOK );
		return $batch;
	}

	/**
	 * The stored cursor, read from the database (another request may have written it).
	 *
	 * @return array{after: int, run: string, batches: int, failures: int, running: int}|null
	 */
	private function cursor(): ?array {
		wp_cache_delete( self::OPTION, 'options' );
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) ) {
			return null;
		}
		return array(
			'after'    => max( 0, (int) ( $stored['after'] ?? 0 ) ),
			'run'      => (string) ( $stored['run'] ?? '' ),
			'batches'  => max( 0, (int) ( $stored['batches'] ?? 0 ) ),
			'failures' => max( 0, (int) ( $stored['failures'] ?? 0 ) ),
			'running'  => max( 0, (int) ( $stored['running'] ?? 0 ) ),
		);
	}
}
