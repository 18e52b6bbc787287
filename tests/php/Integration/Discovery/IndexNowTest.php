<?php
/**
 * IndexNow: key file, queueing rules, submissions against the fake endpoint, back-off, REST.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Discovery;

use Lodestar\IndexNow\Client;
use Lodestar\IndexNow\Key;
use Lodestar\IndexNow\Log;
use Lodestar\IndexNow\Queue;
use Lodestar\IndexNow\Submitter;
use Lodestar\IndexNow\Watcher;
use Lodestar\Plugin;
use Lodestar\Tests\Integration\ServedSiteHarness;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/ServedSiteHarness.php';
require_once __DIR__ . '/FakeIndexNowHarness.php';

/**
 * The IndexNow feature end to end: the test site serves the key file from the PHPUnit database
 * (ServedSiteHarness), and the fake endpoint fetches it to check submissions.
 */
class IndexNowTest extends TestCase {

	use ServedSiteHarness {
		tearDown as served_site_tear_down;
	}
	use FakeIndexNowHarness;

	/**
	 * Fake endpoint, served site, IndexNow on, an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_fake_indexnow();
		$this->serve_site();
		delete_option( Queue::OPTION );
		delete_option( Log::OPTION );
		delete_option( Key::OPTION );
		$this->switch_features( array( 'enable_indexnow' => true ) );
		// The fake fetches the key file from the test site, which answers from this database.
		$this->control( 'config', array( 'fetchHeaders' => array( 'X-Lodestar-Test-Db' => self::$served_token ) ) );
		$this->discovery()->watcher->collect(); // Nothing left from another test.
		$this->act_as( 'administrator' );
	}

	/**
	 * Nothing scheduled survives the test.
	 */
	protected function tearDown(): void {
		wp_clear_scheduled_hook( Submitter::HOOK );
		$this->discovery()->watcher->collect();
		$this->served_site_tear_down();
	}

	/**
	 * A GET of the test site (signed, so it answers from this database).
	 *
	 * @param string $path Path from the site root.
	 * @return array{code:int, type:string, body:string}
	 */
	private function fetch( string $path ): array {
		$response = wp_remote_get( self::served_url() . ltrim( $path, '/' ), array( 'timeout' => 10, 'redirection' => 0 ) );
		$this->assertIsArray( $response, 'The test site did not answer.' );
		return array(
			'code' => (int) wp_remote_retrieve_response_code( $response ),
			'type' => (string) wp_remote_retrieve_header( $response, 'content-type' ),
			'body' => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * Switching IndexNow on generates a key of 32 hexadecimal characters, once.
	 */
	public function test_switching_on_generates_a_key_once(): void {
		delete_option( Key::OPTION );
		$this->switch_features( array( 'enable_indexnow' => false ) );
		$this->assertFalse( get_option( Key::OPTION ) );
		$this->switch_features( array( 'enable_indexnow' => true ) );
		$key = (string) get_option( Key::OPTION );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $key );
		$this->switch_features( array( 'enable_indexnow' => false ) );
		$this->switch_features( array( 'enable_indexnow' => true ) );
		$this->assertSame( $key, get_option( Key::OPTION ), 'Switching on again keeps the key.' );
		$this->assertFalse( wp_load_alloptions()[ Key::OPTION ] ?? false, 'The key is not autoloaded.' );
	}

	/**
	 * WordPress serves /{key}.txt as plain text holding the key; no file is written; another
	 * key-shaped name, or the key while IndexNow is off, is not served.
	 */
	public function test_key_file_is_served_by_wordpress(): void {
		$key  = $this->discovery()->key->ensure();
		$file = $this->fetch( $key . '.txt' );
		$this->assertSame( 200, $file['code'] );
		$this->assertStringStartsWith( 'text/plain', $file['type'] );
		$this->assertSame( $key, $file['body'] );
		$this->assertFileDoesNotExist( getenv( 'WP_SITE_DIR' ) . '/' . $key . '.txt' );

		// Plain permalinks: WordPress sends other paths to the home page, as it always does.
		$other = $this->fetch( str_repeat( 'ab', 16 ) . '.txt' );
		$this->assertNotSame( 200, $other['code'] );
		$this->assertNotSame( $key, $other['body'] );

		// Pretty permalinks: the rewrite rule (the served site rebuilds its rules).
		update_option( 'permalink_structure', '/%postname%/' );
		delete_option( 'rewrite_rules' );
		$pretty = $this->fetch( $key . '.txt' );
		$this->assertSame( 200, $pretty['code'] );
		$this->assertSame( $key, $pretty['body'] );
		$this->assertStringStartsWith( 'text/plain', $pretty['type'] );
		$this->assertSame( 404, $this->fetch( str_repeat( 'ab', 16 ) . '.txt' )['code'] );

		$this->switch_features( array( 'enable_indexnow' => false ) );
		$off = $this->fetch( $key . '.txt' );
		$this->assertSame( 404, $off['code'] );
		$this->assertNotSame( $key, $off['body'] );
	}

	/**
	 * With pretty permalinks the key file is a rewrite rule naming the key (added when the rules
	 * are rebuilt), and the rules are dropped when the key changes.
	 */
	public function test_key_file_rewrite_rule_follows_the_key(): void {
		$key   = $this->discovery()->key->ensure();
		$rules = $this->discovery()->key_file->add_rewrite_rule( array( '^x$' => 'index.php?x=1' ) );
		$this->assertSame( array( '^' . $key . '\.txt$', '^x$' ), array_keys( $rules ) );
		$this->assertSame( 'index.php?lodestar_indexnow_key=1', $rules[ '^' . $key . '\.txt$' ] );
		update_option( 'rewrite_rules', array( 'stored' => 'rules' ) );
		$this->discovery()->key->set( 'my-own-key-1234' );
		$this->assertFalse( get_option( 'rewrite_rules' ), 'A new key drops the stored rules.' );
		$this->assertSame( 'my-own-key-1234', $this->discovery()->key_file->answer( 'my-own-key-1234.txt' ) );
		$this->assertNull( $this->discovery()->key_file->answer( $key . '.txt' ) );
	}

	/**
	 * Published posts, pages, custom-type posts and term archives are queued; drafts, private,
	 * scheduled, password-protected and noindexed ones, types and taxonomies without archives
	 * and empty terms are not.
	 */
	public function test_queueing_rules(): void {
		register_post_type( 'book', array( 'public' => true ) );
		register_post_type( 'secret', array( 'public' => false ) );
		$watcher = $this->discovery()->watcher;

		$post     = $this->publish_post( array( 'post_title' => 'Queued post' ) );
		$page     = $this->publish_post( array( 'post_type' => 'page', 'post_title' => 'Queued page' ) );
		$book     = $this->publish_post( array( 'post_type' => 'book', 'post_title' => 'Queued book' ) );
		$draft    = $this->publish_post( array( 'post_status' => 'draft' ) );
		$private  = $this->publish_post( array( 'post_status' => 'private' ) );
		$future   = $this->publish_post( array( 'post_status' => 'future', 'post_date' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) ) );
		$locked   = $this->publish_post( array( 'post_password' => 'secret' ) );
		$hidden   = $this->publish_post( array( 'post_type' => 'secret' ) );
		$noindex  = $this->publish_post( array( 'meta_input' => array( '_lodestar_post_no_index' => 'yes' ) ) );
		$category = (int) wp_insert_term( 'Queued category', 'category' )['term_id'];
		wp_set_post_categories( $post, array( $category ) );
		$empty = (int) wp_insert_term( 'Empty category', 'category' )['term_id'];
		wp_update_term( $category, 'category', array( 'description' => 'Edited.' ) );
		wp_update_term( $empty, 'category', array( 'description' => 'Edited.' ) );

		$urls = $watcher->collect();
		$this->assertEqualsCanonicalizing(
			array( get_permalink( $post ), get_permalink( $page ), get_permalink( $book ), get_term_link( $category ) ),
			$urls
		);
		foreach ( array( $draft, $private, $future, $locked, $hidden, $noindex ) as $id ) {
			$this->assertNotContains( get_permalink( $id ), $urls );
		}

		// The post's own noindex set after the save (the block editor's order) keeps it out.
		$later = $this->publish_post();
		update_post_meta( $later, '_lodestar_post_no_index', 'yes' );
		$this->assertSame( array(), $watcher->collect() );

		// Nothing while the site asks search engines to stay away, or while IndexNow is off.
		update_option( 'blog_public', '0' );
		$this->publish_post();
		$this->assertSame( array(), $watcher->collect() );
		update_option( 'blog_public', '1' );
		$this->switch_features( array( 'enable_indexnow' => false ) );
		$this->publish_post();
		$this->assertSame( array(), $watcher->collect() );
	}

	/**
	 * A request that edited nothing (every page view) does nothing at shutdown: no queue write,
	 * nothing scheduled, not even the site's address read.
	 */
	public function test_a_request_without_edits_does_nothing_at_shutdown(): void {
		$reads = 0;
		$count = static function ( $url ) use ( &$reads ) {
			++$reads;
			return $url;
		};
		add_filter( 'home_url', $count );
		$this->discovery()->watcher->flush();
		remove_filter( 'home_url', $count );
		$this->assertSame( 0, $reads );
		$this->assertFalse( get_option( Queue::OPTION ) );
		$this->assertFalse( wp_next_scheduled( Submitter::HOOK ) );
	}

	/**
	 * A slug or parent change queues the old URL and the new one; trashing, unpublishing and
	 * deleting queue the old URL; a term's slug change queues both of its URLs.
	 */
	public function test_moved_and_removed_items_queue_their_old_urls(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies();
		$watcher = $this->discovery()->watcher;
		$post    = $this->publish_post( array( 'post_name' => 'old-slug' ) );
		$parent  = $this->publish_post( array( 'post_type' => 'page', 'post_name' => 'parent' ) );
		$child   = $this->publish_post( array( 'post_type' => 'page', 'post_name' => 'child' ) );
		$watcher->collect();

		wp_update_post( array( 'ID' => $post, 'post_name' => 'new-slug' ) );
		wp_update_post( array( 'ID' => $child, 'post_parent' => $parent ) );
		$this->assertEqualsCanonicalizing(
			array( home_url( '/old-slug/' ), home_url( '/new-slug/' ), home_url( '/child/' ), home_url( '/parent/child/' ) ),
			$watcher->collect()
		);

		wp_trash_post( $post );
		$this->assertSame( array( home_url( '/new-slug/' ) ), $watcher->collect() );
		wp_update_post( array( 'ID' => $child, 'post_status' => 'draft' ) );
		$this->assertSame( array( home_url( '/parent/child/' ) ), $watcher->collect() );
		wp_delete_post( $parent, true );
		$this->assertSame( array( home_url( '/parent/' ) ), $watcher->collect() );

		$term = (int) wp_insert_term( 'Tea', 'category', array( 'slug' => 'tea' ) )['term_id'];
		wp_set_post_categories( $this->publish_post(), array( $term ) );
		$watcher->collect();
		wp_update_term( $term, 'category', array( 'slug' => 'green-tea' ) );
		$this->assertEqualsCanonicalizing( array( home_url( '/category/tea/' ), home_url( '/category/green-tea/' ) ), $watcher->collect() );
	}

	/**
	 * During an import (WP_IMPORTING) or a Lodestar migration nothing is sent: the URLs are held
	 * and released as one batch when it ends.
	 */
	public function test_imports_and_migrations_send_one_batch_at_the_end(): void {
		$d       = $this->discovery();
		$watcher = new class( $d->submitter, $d->queue, Plugin::instance()->sitemaps()->registry, Plugin::instance()->sitemaps()->listing ) extends Watcher {
			/**
			 * Whether the import runs.
			 *
			 * @var bool
			 */
			public bool $running = true;

			/**
			 * An import that runs while $running.
			 */
			protected function importing(): bool {
				return $this->running;
			}
		};
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->publish_post();
			$watcher->on_post_saved( end( $ids ), get_post( end( $ids ) ), false, null );
			$watcher->flush();
		}
		$state = $d->queue->state();
		$this->assertSame( array(), $state['pending'], 'Nothing is pending during the import.' );
		$this->assertCount( 3, $state['held'] );
		$this->assertFalse( wp_next_scheduled( Submitter::HOOK ), 'Nothing is scheduled during the import.' );

		$watcher->on_import_end();
		$watcher->running = false;
		$watcher->flush();
		$this->assertEqualsCanonicalizing( array_map( 'get_permalink', $ids ), array_keys( $d->queue->state()['pending'] ) );
		$this->assertNotFalse( wp_next_scheduled( Submitter::HOOK ) );
		$made = $d->submitter->run( 'import' );
		$this->assertCount( 1, $made, 'One batch.' );
		$this->assertSame( 3, $made[0]['count'] );
		$this->assertSame( 'success', $made[0]['status'] );
		$this->assertCount( 1, $this->control( 'state' )['submissions'] );

		// A Lodestar migration: its objects are held until it is marked completed.
		$migrated = $this->publish_post();
		$d->watcher->collect();
		do_action( 'lodestar_migration_object_migrated', 'post', $migrated );
		$d->watcher->flush();
		$this->assertSame( array( get_permalink( $migrated ) => true ), $d->queue->state()['held'] );
		$this->assertSame( array(), $d->queue->state()['pending'] );
		do_action( 'lodestar_migration_completed', 'yoast' );
		$d->watcher->flush();
		$this->assertSame( array( get_permalink( $migrated ) ), array_keys( $d->queue->state()['pending'] ) );
	}

	/**
	 * A URL is sent at most once a minute: queued again within the minute, it waits.
	 */
	public function test_a_url_is_sent_at_most_once_a_minute(): void {
		$d   = $this->discovery();
		$url = get_permalink( $this->publish_post() );
		$now = time();
		$d->queue->add( array( $url ), $now );
		$this->assertCount( 1, $d->submitter->run( 'auto', $now ) );
		$d->queue->add( array( $url ), $now + 10 );
		$this->assertSame( array( $url => $now + 60 ), $d->queue->state()['pending'] );
		$this->assertSame( array(), $d->submitter->run( 'auto', $now + 30 ), 'Not within the minute.' );
		$this->assertSame( $now + 60, wp_next_scheduled( Submitter::HOOK ), 'Scheduled for when the minute ends.' );
		$made = $d->submitter->run( 'auto', $now + 60 );
		$this->assertCount( 1, $made );
		$this->assertSame( array( $url ), $made[0]['urls'] );
		$this->assertCount( 2, $this->control( 'state' )['submissions'] );
	}

	/**
	 * A submission follows the protocol and the fake accepts it: 202 for a new key, then 200.
	 * The last submissions are listed with their status.
	 */
	public function test_submissions_pass_the_fake_endpoints_checks(): void {
		$d     = $this->discovery();
		$key   = $d->key->ensure();
		$first = get_permalink( $this->publish_post() );
		$d->watcher->flush(); // Not at shutdown: the cron event is scheduled.
		$this->assertNotFalse( wp_next_scheduled( Submitter::HOOK ) );
		do_action( Submitter::HOOK );

		$second = get_permalink( $this->publish_post() );
		$d->watcher->flush();
		do_action( Submitter::HOOK );

		$submissions = $this->control( 'state' )['submissions'];
		$this->assertCount( 2, $submissions );
		$this->assertSame( array( 202, 200 ), array_column( $submissions, 'status' ), implode( '; ', array_column( $submissions, 'reason' ) ) );
		$this->assertSame( '127.0.0.1', $submissions[0]['host'] );
		$this->assertSame( $key, $submissions[0]['key'] );
		$this->assertSame( self::served_url() . $key . '.txt', $submissions[0]['keyLocation'] );
		$this->assertSame( array( $first ), $submissions[0]['urlList'] );
		$this->assertSame( array( $second ), $submissions[1]['urlList'] );

		$entries = $this->json_data( $this->rest( 'GET', '/lodestar/v1/indexnow' ) )['data']['submissions'];
		$this->assertSame( array( 'success', 'success' ), array_column( $entries, 'status' ) );
		$this->assertSame( array( 200, 202 ), array_column( $entries, 'code' ), 'Newest first.' );
		$this->assertSame( array( $second ), $entries[0]['urls'] );
		$this->assertSame( 'Submitted.', $entries[0]['label'] );
		$this->assertSame( array(), $d->queue->state()['pending'] );
	}

	/**
	 * The fake checks the protocol: JSON, fields, at most 10,000 well-formed URLs on the host,
	 * a key of the right shape, a key file on the host that holds the key.
	 */
	public function test_fake_endpoint_validates_the_protocol(): void {
		$key  = $this->discovery()->key->ensure();
		$site = self::served_url();
		$body = static fn ( array $over ) => (string) wp_json_encode(
			array_merge(
				array(
					'host'        => '127.0.0.1',
					'key'         => $key,
					'keyLocation' => $site . $key . '.txt',
					'urlList'     => array( $site . 'a/' ),
				),
				$over
			)
		);
		$this->assertSame( 202, $this->raw_submit( $body( array() ) ) );
		$this->assertSame( 200, $this->raw_submit( $body( array() ) ) );
		$this->assertSame( 400, $this->raw_submit( '{"host":' ), 'Not JSON.' );
		$this->assertSame( 400, $this->raw_submit( $body( array( 'urlList' => array() ) ) ), 'No URL.' );
		$this->assertSame( 400, $this->raw_submit( $body( array( 'urlList' => array( 'not a url' ) ) ) ) );
		$this->assertSame( 400, $this->raw_submit( $body( array( 'urlList' => array_fill( 0, 10001, $site . 'a/' ) ) ) ), 'More than 10,000.' );
		$this->assertSame( 200, $this->raw_submit( $body( array( 'urlList' => array_fill( 0, 10000, $site . 'a/' ) ) ) ), '10,000 is allowed.' );
		$this->assertSame( 422, $this->raw_submit( $body( array( 'urlList' => array( 'https://elsewhere.example/a/' ) ) ) ), 'A URL off the host.' );
		$this->assertSame( 422, $this->raw_submit( $body( array( 'keyLocation' => 'https://elsewhere.example/' . $key . '.txt' ) ) ) );
		$this->assertSame( 422, $this->raw_submit( $body( array( 'key' => 'short' ) ) ), 'Key shape.' );
		$this->assertSame( 403, $this->raw_submit( $body( array( 'key' => str_repeat( 'cd', 16 ), 'keyLocation' => $site . str_repeat( 'cd', 16 ) . '.txt' ) ) ), 'The site serves no such key.' );
		$this->assertSame( 403, $this->raw_submit( $body( array( 'keyLocation' => $site . 'wp-login.php' ) ) ), 'The file does not hold the key.' );
	}

	/**
	 * Refusals are mapped to clear statuses; refused URLs are dropped (sending them again would
	 * be refused again).
	 */
	public function test_refusals_are_mapped_and_logged(): void {
		$d = $this->discovery();
		$d->key->ensure();
		// The site stops serving the key (IndexNow switched off there): the endpoint answers 403.
		$url = get_permalink( $this->publish_post() );
		$d->queue->add( array( $url ), time() );
		$this->control( 'config', array( 'fetchHeaders' => new \stdClass() ) ); // Unsigned: the test site's own database, no key.
		$made = $d->submitter->run();
		$this->assertSame( 'forbidden', $made[0]['status'] );
		$this->assertSame( 403, $made[0]['code'] );
		$this->assertSame( array(), $d->queue->state()['pending'] );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/indexnow' ) )['data'];
		$this->assertSame( 'Refused: the key file was not found or does not match the key (403).', $data['submissions'][0]['label'] );

		foreach ( array( 200 => 'success', 202 => 'success', 400 => 'bad_request', 403 => 'forbidden', 422 => 'unprocessable', 429 => 'rate_limited', 500 => 'error' ) as $code => $status ) {
			$this->assertSame( $status, Client::status_of( $code ), (string) $code );
		}
	}

	/**
	 * A 429 keeps the URLs and backs off for Retry-After (or ten minutes, doubling); nothing is
	 * sent before; afterwards they go.
	 */
	public function test_429_backs_off(): void {
		$d   = $this->discovery();
		$url = get_permalink( $this->publish_post() );
		$now = time();
		$d->queue->add( array( $url ), $now );
		$this->control( 'config', array( 'mode' => '429', 'retryAfter' => 120, 'times' => 1 ) );
		$made = $d->submitter->run( 'auto', $now );
		$this->assertSame( 'rate_limited', $made[0]['status'] );
		$this->assertSame( 429, $made[0]['code'] );
		$state = $d->queue->state();
		$this->assertSame( $now + 120, $state['backoff'] );
		$this->assertArrayHasKey( $url, $state['pending'] );
		$this->assertSame( $now + 120, wp_next_scheduled( Submitter::HOOK ) );

		$this->assertSame( array(), $d->submitter->run( 'auto', $now + 60 ), 'Nothing during the back-off.' );
		$this->assertCount( 1, $this->control( 'state' )['submissions'] );

		$made = $d->submitter->run( 'auto', $now + 120 );
		$this->assertSame( 'success', $made[0]['status'] );
		$this->assertSame( array(), $d->queue->state()['pending'] );
		$this->assertSame( 0, $d->queue->state()['backoff'] );

		// Without Retry-After: ten minutes, then twenty.
		$d->queue->add( array( $url ), $now + 200 );
		$this->control( 'config', array( 'mode' => '429', 'retryAfter' => 0, 'times' => 2 ) );
		$d->submitter->run( 'auto', $now + 200 );
		$this->assertSame( $now + 200 + 600, $d->queue->state()['backoff'] );
		$d->submitter->run( 'auto', $now + 800 );
		$this->assertSame( $now + 800 + 1200, $d->queue->state()['backoff'] );
	}

	/**
	 * An endpoint that never answers is given up after at most 5 seconds; the URLs are kept.
	 */
	public function test_a_hanging_endpoint_times_out(): void {
		$d   = $this->discovery();
		$url = get_permalink( $this->publish_post() );
		$d->queue->add( array( $url ), time() );
		$this->control( 'config', array( 'mode' => 'hang' ) );
		$start   = microtime( true );
		$made    = $d->submitter->run();
		$elapsed = microtime( true ) - $start;
		$this->control( 'reset' );
		$this->assertLessThan( 6.5, $elapsed );
		$this->assertGreaterThan( 4.5, $elapsed, 'It waited for the timeout.' );
		$this->assertSame( 'error', $made[0]['status'] );
		$this->assertSame( 0, $made[0]['code'] );
		$this->assertArrayHasKey( $url, $d->queue->state()['pending'] );
		$this->assertGreaterThan( time(), $d->queue->state()['backoff'] );
	}

	/**
	 * Two runs never send at once: a run finding another one's lock sends nothing; a stale
	 * lock (its run died) is taken over.
	 */
	public function test_runs_do_not_overlap(): void {
		$d   = $this->discovery();
		$now = time();
		$d->queue->add( array( get_permalink( $this->publish_post() ) ), $now );
		add_option( Submitter::LOCK_OPTION, $now - 10, '', false );
		$this->assertSame( array(), $d->submitter->run( 'auto', $now ) );
		$this->assertSame( array(), $this->control( 'state' )['submissions'] );
		update_option( Submitter::LOCK_OPTION, $now - 200, false );
		$this->assertCount( 1, $d->submitter->run( 'auto', $now ) );
		$this->assertFalse( get_option( Submitter::LOCK_OPTION ), 'Released.' );
	}

	/**
	 * The log keeps the last 100 submissions, newest first.
	 */
	public function test_log_keeps_the_last_100(): void {
		$log = $this->discovery()->log;
		for ( $i = 1; $i <= 105; $i++ ) {
			$log->add( $i, 'auto', array( "https://example.org/$i/" ), 'success', 200, '' );
		}
		$entries = $log->entries();
		$this->assertCount( 100, $entries );
		$this->assertSame( 105, $entries[0]['time'] );
		$this->assertSame( 6, $entries[99]['time'] );
		$this->assertArrayNotHasKey( Log::OPTION, wp_load_alloptions(), 'Not autoloaded.' );
	}

	/**
	 * Every route needs manage_options: anonymous 401, subscriber and editor 403, administrator 200.
	 */
	public function test_routes_need_manage_options(): void {
		$routes = array(
			array( 'GET', '/lodestar/v1/indexnow', null ),
			array( 'POST', '/lodestar/v1/indexnow/key', array() ),
			array( 'POST', '/lodestar/v1/indexnow/submit', array( 'urls' => array( home_url( '/' ) ) ) ),
		);
		foreach ( $routes as list( $method, $route, $body ) ) {
			wp_set_current_user( 0 );
			$this->assertSame( 401, $this->rest( $method, $route, $body )->get_status(), "anonymous $method $route" );
			foreach ( array( 'subscriber', 'editor' ) as $role ) {
				$this->act_as( $role );
				$this->assertSame( 403, $this->rest( $method, $route, $body )->get_status(), "$role $method $route" );
			}
			$this->act_as( 'administrator' );
			$this->assertSame( 200, $this->rest( $method, $route, $body )->get_status(), "administrator $method $route" );
		}
	}

	/**
	 * The key can be changed and regenerated; bad input is refused with a clear error and
	 * nothing changes.
	 */
	public function test_key_and_submit_routes_validate_input(): void {
		$this->act_as( 'administrator' );
		$key = $this->discovery()->key->ensure();

		$saved = $this->rest( 'POST', '/lodestar/v1/indexnow/key', array( 'key' => 'Owner-Chosen-Key-42' ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 'Owner-Chosen-Key-42', $this->json_data( $saved )['data']['key'] );
		$this->assertSame( home_url( '/Owner-Chosen-Key-42.txt' ), $this->json_data( $saved )['data']['key_location'] );

		$fresh = $this->json_data( $this->rest( 'POST', '/lodestar/v1/indexnow/key' ) )['data']['key'];
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $fresh );
		$this->assertNotSame( $key, $fresh );

		foreach ( array( array( 'key' => 'short' ), array( 'key' => 'has spaces in it' ), array( 'key' => str_repeat( 'a', 129 ) ), array( 'key' => 42 ), array( 'key' => 'valid-key-123', 'extra' => 1 ) ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/indexnow/key', $bad )->get_status(), (string) wp_json_encode( $bad ) );
		}
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/indexnow/key', null, '{"key":' )->get_status(), 'Malformed JSON.' );
		$this->assertSame( $fresh, get_option( Key::OPTION ), 'Nothing changed.' );

		$submit = '/lodestar/v1/indexnow/submit';
		$this->assertSame( 400, $this->rest( 'POST', $submit, array( 'urls' => array( 'https://elsewhere.example/page/' ) ) )->get_status(), 'Only this site.' );
		$this->assertSame( 'Only addresses of this site can be submitted: https://elsewhere.example/page/', $this->json_data( $this->rest( 'POST', $submit, array( 'urls' => array( 'https://elsewhere.example/page/' ) ) ) )['message'] );
		$this->assertSame( 400, $this->rest( 'POST', $submit, array( 'urls' => 'not a list' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', $submit, array( 'urls' => array() ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', $submit, array( 'urls' => array_fill( 0, 1001, home_url( '/' ) ) ) )->get_status(), 'Oversized.' );
		$this->assertSame( 400, $this->rest( 'POST', $submit, array( 'urls' => array( home_url( '/' ) ), 'host' => 'x' ) )->get_status(), 'Unknown key.' );
		$this->assertSame( array(), $this->discovery()->queue->state()['pending'], 'Nothing queued by refused requests.' );
		$this->assertSame( array(), $this->control( 'state' )['submissions'] );

		// The manual box: this site's URLs go now.
		$ok = $this->rest( 'POST', $submit, array( 'urls' => array( home_url( '/hello/' ), '', home_url( '/world/' ) ) ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( '2 addresses submitted.', $this->json_data( $ok )['message'] );
		$this->assertSame( 'manual', $this->json_data( $ok )['data']['submissions'][0]['source'] );
		$this->assertSame( array( home_url( '/hello/' ), home_url( '/world/' ) ), $this->control( 'state' )['submissions'][0]['urlList'] );

		$this->switch_features( array( 'enable_indexnow' => false ) );
		$this->assertSame( 409, $this->rest( 'POST', $submit, array( 'urls' => array( home_url( '/' ) ) ) )->get_status(), 'Off.' );
	}
}
