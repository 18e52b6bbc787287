<?php
/**
 * A migration interrupted mid-item over real HTTP, then resumed.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * The migration's REST steps served by the test site (nginx + php-fpm, on the site's own
 * database, committed as a real site would) while a must-use plugin interrupts two items in the
 * middle of writing their fields: one request stalls after its first field (the client gives up
 * after one second, as a closed tab or a timed-out fetch does, while the PHP process goes on),
 * another PHP process is killed there (SIGKILL). The client then resumes as the screen does:
 * the unanswered item again, then the rest. Every object ends migrated exactly once (one row
 * per field, one marker), the undo log holds each object once with its values from before the
 * run, the progress lists each id once and reaches 100, and undo removes every written row.
 */
class MigrationInterruptionTest extends TestCase {

	use ServedSiteHarness {
		tearDown as served_site_tear_down;
	}

	/**
	 * The token the probe answers to.
	 *
	 * @var string
	 */
	private string $token = '';

	/**
	 * The probe: signs our requests in as the site's administrator, interrupts the chosen
	 * items, and sets up, dumps and cleans the site's own data.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->token = bin2hex( random_bytes( 8 ) );
		// Requests to the served site are local ones (WP_HTTP_BLOCK_EXTERNAL); they carry our
		// token, not the harness's: the site answers from its own database.
		$url = untrailingslashit( self::served_url() );
		add_filter( 'option_siteurl', static fn () => $url, 99 );
		$this->install_probe( 'lodestar-interrupt-', str_replace( '{{TOKEN}}', $this->token, self::PROBE ) );
	}

	/**
	 * Removes what the probe made in the site.
	 */
	protected function tearDown(): void {
		$this->probe( 'cleanup' );
		$this->served_site_tear_down();
	}

	/**
	 * Stalled and killed mid-item, resumed: nothing doubled, nothing lost, progress consistent.
	 */
	public function test_a_migration_interrupted_mid_item_resumes_with_nothing_doubled_or_lost(): void {
		$ids = $this->probe( 'setup' )['ids'];
		$this->assertCount( 6, $ids );
		list( $stalled, $killed ) = array( $ids[2], $ids[4] );

		$this->assertSame( 200, $this->served_rest( 'GET', 'posts', array( 'plugin_slug' => 'wordpress-seo', 'page' => 1 ) )['status'] );
		$this->assertSame( 200, $this->served_rest( 'POST', 'global-settings', array( 'plugin_slug' => 'wordpress-seo' ) )['status'] );
		foreach ( $ids as $id ) {
			$body = array(
				'plugin_slug' => 'wordpress-seo',
				'post_ids'    => array( $id ),
			);
			if ( $stalled === $id ) {
				// The client gives up; the request goes on in its PHP process.
				$this->assertSame( 'timeout', $this->served_rest( 'POST', 'posts', $body, 1 )['status'] );
			} elseif ( $killed === $id ) {
				$this->assertNotSame( 200, $this->served_rest( 'POST', 'posts', $body )['status'] );
			} else {
				$this->assertSame( 200, $this->served_rest( 'POST', 'posts', $body )['status'], (string) $id );
				continue;
			}
			// Resumed: the item that got no answer is asked again.
			$answer = $this->served_rest( 'POST', 'posts', $body );
			$this->assertSame( 200, $answer['status'], wp_json_encode( $answer ) );
		}
		// The stalled request has ended (its shutdown flag), whatever the retry did.
		$dump = $this->probe( 'dump', $ids );
		for ( $i = 0; $i < 40 && empty( $dump['stall_done'] ); ++$i ) {
			usleep( 250000 );
			$dump = $this->probe( 'dump', $ids );
		}
		$this->assertNotEmpty( $dump['stall_done'], 'The stalled request never ended.' );
		$this->assertTrue( $dump['killed'], 'The probe did not kill the request.' );

		foreach ( $ids as $n => $id ) {
			$this->assertSame(
				array(
					'_lodestar_page_title'       => array( 'Title ' . $n . ' %separator% %site_name%' ),
					'_lodestar_page_description' => array( 'Description ' . $n ),
					'_lodestar_migrated_from'    => array( 'wordpress-seo' ),
				),
				$dump['meta'][ $id ],
				'post ' . $id
			);
			$this->assertSame(
				array(
					'_lodestar_page_title'       => array(),
					'_lodestar_page_description' => array(),
					'_lodestar_migrated_from'    => array(),
				),
				$dump['undo'][ $id ],
				'undo of post ' . $id
			);
		}
		$completed = array_map( 'intval', explode( ',', (string) $dump['state']['posts']['post']['completed'] ) );
		sort( $completed );
		$this->assertSame( $ids, $completed );
		$this->assertSame( 6, (int) $dump['state']['posts']['post']['total'] );
		$this->assertSame( 100, (int) $dump['state']['progress'] );
		// Six posts and the settings: the global step switches the author and date archives
		// on, as Yoast served them.
		$this->assertSame( 7, $dump['items'] );

		$this->assertSame( 200, $this->served_rest( 'POST', 'completed', array( 'plugin_slug' => 'wordpress-seo' ) )['status'] );
		$this->assertSame( 200, $this->served_rest( 'POST', 'undo', array() )['status'] );
		$dump = $this->probe( 'dump', $ids );
		foreach ( $ids as $id ) {
			$this->assertSame(
				array(
					'_lodestar_page_title'       => array(),
					'_lodestar_page_description' => array(),
					'_lodestar_migrated_from'    => array(),
				),
				$dump['meta'][ $id ],
				'after undo, post ' . $id
			);
		}
		$this->assertSame( 0, $dump['items'] );
	}

	/**
	 * One REST request to the served site's migration routes.
	 *
	 * @param string               $method  Method.
	 * @param string               $route   Route after migration/.
	 * @param array<string, mixed> $params  Query (GET) or JSON body (POST).
	 * @param int                  $timeout Seconds before the client gives up.
	 * @return array{status: int|string, body: mixed} Status 'timeout' when the client gave up.
	 */
	private function served_rest( string $method, string $route, array $params, int $timeout = 30 ): array {
		$url  = self::served_url() . '?rest_route=/lodestar/v1/migration/' . $route;
		$args = array(
			'method'  => $method,
			'timeout' => $timeout,
			'headers' => array(
				'X-Lodestar-Interrupt' => $this->token,
				'Content-Type'         => 'application/json',
			),
		);
		if ( 'GET' === $method ) {
			$url = add_query_arg( $params, $url );
		} else {
			$args['body'] = (string) wp_json_encode( $params );
		}
		$response = wp_remote_request( $url, $args );
		if ( is_wp_error( $response ) ) {
			return array(
				'status' => str_contains( $response->get_error_message(), 'timed out' ) ? 'timeout' : $response->get_error_message(),
				'body'   => null,
			);
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'body'   => json_decode( (string) wp_remote_retrieve_body( $response ), true ),
		);
	}

	/**
	 * One of the probe's own answers (setup, dump, cleanup).
	 *
	 * @param string $action Action.
	 * @param int[]  $ids    Post ids (dump).
	 * @return array<string, mixed>
	 */
	private function probe( string $action, array $ids = array() ): array {
		$response = wp_remote_get(
			add_query_arg(
				array(
					'lodestar_probe' => $action,
					'ids'            => implode( ',', $ids ),
				),
				self::served_url()
			),
			array(
				'timeout' => 30,
				'headers' => array( 'X-Lodestar-Interrupt' => $this->token ),
			)
		);
		$this->assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
		$data = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$this->assertIsArray( $data, (string) wp_remote_retrieve_body( $response ) );
		return $data;
	}

	/**
	 * The must-use plugin copied into the test site for this test.
	 */
	private const PROBE = <<<'PHP'
<?php
if ( ! isset( $_SERVER['HTTP_X_LODESTAR_INTERRUPT'] ) || ! hash_equals( '{{TOKEN}}', (string) $_SERVER['HTTP_X_LODESTAR_INTERRUPT'] ) ) {
	return;
}
if ( ! defined( 'LODESTAR_PHP_BUNDLE' ) ) {
	define( 'LODESTAR_PHP_BUNDLE', false );
}
add_filter( 'determine_current_user', static fn () => 1, 100 );
// In the middle of an item: its first field written, the others not yet.
add_action(
	'added_post_meta',
	static function ( $meta_id, $post_id, $key ) {
		if ( '_lodestar_page_title' !== $key ) {
			return;
		}
		if ( (int) get_option( 'lodestar_test_stall' ) === (int) $post_id ) {
			delete_option( 'lodestar_test_stall' );
			register_shutdown_function( static fn () => update_option( 'lodestar_test_stall_done', 1, false ) );
			sleep( 4 );
		}
		if ( (int) get_option( 'lodestar_test_kill' ) === (int) $post_id ) {
			delete_option( 'lodestar_test_kill' );
			update_option( 'lodestar_test_killed', 1, false );
			posix_kill( getmypid(), 9 );
		}
	},
	10,
	3
);
add_action(
	'init',
	static function () {
		$action = isset( $_GET['lodestar_probe'] ) ? (string) $_GET['lodestar_probe'] : '';
		if ( '' === $action ) {
			return;
		}
		$ids     = array_filter( array_map( 'intval', explode( ',', (string) ( $_GET['ids'] ?? '' ) ) ) );
		$keys    = array( '_lodestar_page_title', '_lodestar_page_description', '_lodestar_migrated_from' );
		$options = array( 'lodestar_migration_state', 'lodestar_migration_completed', 'lodestar_test_stall', 'lodestar_test_stall_done', 'lodestar_test_kill', 'lodestar_test_killed' );
		$answer  = array();
		// The global settings step writes the settings from this connection, outside the test's
		// transaction: setup keeps them, cleanup puts them back, whether or not the test ended.
		if ( 'cleanup' === $action && false !== get_option( 'lodestar_test_settings_before' ) ) {
			update_option( 'lodestar_settings', get_option( 'lodestar_test_settings_before' )['value'] );
			delete_option( 'lodestar_test_settings_before' );
		}
		if ( 'setup' === $action ) {
			update_option( 'lodestar_test_settings_before', array( 'value' => get_option( 'lodestar_settings', array() ) ), false );
		}
		if ( 'setup' === $action || 'cleanup' === $action ) {
			( new \Lodestar\Migration\UndoLog() )->clear();
			foreach ( $options as $option ) {
				delete_option( $option );
			}
			foreach ( get_posts( array( 'post_type' => 'post', 'post_status' => 'any', 'meta_key' => '_lodestar_interrupt_test', 'fields' => 'ids', 'numberposts' => -1 ) ) as $id ) {
				wp_delete_post( $id, true );
			}
		}
		if ( 'setup' === $action ) {
			$answer['ids'] = array();
			for ( $n = 0; $n < 6; ++$n ) {
				$id = wp_insert_post( array( 'post_title' => 'Interrupted ' . $n, 'post_status' => 'publish', 'post_content' => 'Body.' ) );
				update_post_meta( $id, '_lodestar_interrupt_test', '1' );
				update_post_meta( $id, '_yoast_wpseo_title', 'Title ' . $n . ' %%sep%% %%sitename%%' );
				update_post_meta( $id, '_yoast_wpseo_metadesc', 'Description ' . $n );
				$answer['ids'][] = $id;
			}
			add_option( 'lodestar_test_stall', $answer['ids'][2], '', false );
			add_option( 'lodestar_test_kill', $answer['ids'][4], '', false );
		}
		if ( 'dump' === $action ) {
			$undo = new \Lodestar\Migration\UndoLog();
			foreach ( $ids as $id ) {
				foreach ( $keys as $key ) {
					$answer['meta'][ $id ][ $key ] = get_post_meta( $id, $key, false );
				}
				$answer['undo'][ $id ] = $undo->before( 'post', $id );
			}
			$answer['state']      = get_option( 'lodestar_migration_state' );
			$answer['items']      = $undo->items();
			$answer['stall_done'] = (bool) get_option( 'lodestar_test_stall_done' );
			$answer['killed']     = (bool) get_option( 'lodestar_test_killed' );
		}
		wp_send_json( $answer );
	},
	1
);
PHP;
}
