<?php
/**
 * The What's New feed against the fake feed host (tests/fake-feed/server.mjs).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\News\Feed;
use Lodestar\News\FeedParser;
use Lodestar\Tests\FakeServerControl;
use Lodestar\Tests\TestCase;

/**
 * Fetching (timeout, size limit, errors), the sanitizer against hostile entries in RSS and
 * Atom, the 24-hour cache, the REST route's permissions and the per-user read state.
 */
class WhatsNewFeedTest extends TestCase {

	use FakeServerControl;

	/**
	 * Base URL of the fake feed host.
	 *
	 * @var string
	 */
	private string $fake = '';

	/**
	 * The fake, reset; no cached feed.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->fake = (string) getenv( 'LODESTAR_FAKE_FEED_URL' );
		$this->assertNotSame( '', $this->fake, 'LODESTAR_FAKE_FEED_URL is not set: run PHPUnit through npm run test:php (bin/phpunit.sh starts the fake feed host).' );
		$this->control( 'reset' );
		foreach ( array( 'rss.xml', 'atom.xml', 'huge.xml', 'broken.xml', 'missing.xml' ) as $file ) {
			delete_transient( Feed::TRANSIENT_PREFIX . substr( md5( $this->fake . '/' . $file ), 0, 12 ) );
		}
	}

	/**
	 * Both formats.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function formats(): array {
		return array(
			'RSS'  => array( 'rss.xml' ),
			'Atom' => array( 'atom.xml' ),
		);
	}

	/**
	 * Hostile entries come out inert: no script, event handler, frame or script link survives;
	 * the good link opens in a new tab with rel="noopener noreferrer"; an item link that is
	 * not http(s) is dropped; titles are plain text.
	 *
	 * @dataProvider formats
	 *
	 * @param string $file Feed file.
	 */
	public function test_hostile_entries_are_sanitized( string $file ): void {
		$result = $this->feed( $file )->read( true );
		$this->assertNull( $result['error'] );
		$this->assertCount( 12, $result['items'] );
		$hostile = $result['items'][0];
		$this->assertStringStartsWith( 'Hostile ', $hostile['title'] );
		$this->assertStringEndsWith( 'release', $hostile['title'] );
		$this->assertStringNotContainsString( 'script', $hostile['title'] );
		$this->assertStringNotContainsString( 'Pwned', $hostile['title'] );
		$this->assertSame( 'https://example.org/releases/12', $hostile['link'] );

		$html = $hostile['description'];
		foreach ( array( '<script', 'window.__lodestarPwned', 'onclick', 'onerror', 'onload', '<iframe', '<svg', 'javascript:', 'data:' ) as $needle ) {
			$this->assertStringNotContainsStringIgnoringCase( $needle, $html, $needle );
		}
		$this->assertStringContainsString( 'Safe paragraph.', $html );
		$links = $this->links( $html );
		$this->assertSame(
			array(
				'Script link' => array(
					'href'   => null,
					'target' => null,
					'rel'    => null,
				),
				'Mixed link'  => array(
					'href'   => null,
					'target' => null,
					'rel'    => null,
				),
				'Data link'   => array(
					'href'   => null,
					'target' => null,
					'rel'    => null,
				),
				'Good link'   => array(
					'href'   => 'https://example.org/notes',
					'target' => '_blank',
					'rel'    => 'noopener noreferrer',
				),
			),
			$links
		);

		$this->assertSame( '', $result['items'][1]['link'], 'javascript: item link dropped' );
		$this->assertSame( 'Entry with a script link', $result['items'][1]['title'] );

		foreach ( $result['items'] as $item ) {
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{12}$/', $item['id'] );
			$this->assertGreaterThan( time() - 13 * HOUR_IN_SECONDS - 60, $item['timestamp'] );
		}
		$timestamps = array_column( $result['items'], 'timestamp' );
		$sorted     = $timestamps;
		rsort( $sorted );
		$this->assertSame( $sorted, $timestamps, 'newest first' );
		$this->assertCount( 12, array_unique( $timestamps ) );
	}

	/**
	 * A description longer than 500 words becomes a 500-word plain excerpt.
	 *
	 * @dataProvider formats
	 *
	 * @param string $file Feed file.
	 */
	public function test_excerpt_is_cut_at_500_words( string $file ): void {
		$long = $this->feed( $file )->read( true )['items'][2];
		$this->assertSame( 'Long notes', $long['title'] );
		$words = explode( ' ', trim( wp_strip_all_tags( $long['description'] ) ) );
		$this->assertCount( 500, $words );
		$this->assertSame( 'word1', $words[0] );
		$this->assertSame( 'word500…', $words[499] );

		$short = str_repeat( 'w ', 500 );
		$this->assertStringNotContainsString( '…', FeedParser::description( '<p>' . $short . '</p>' ), 'exactly 500 words stay whole' );
	}

	/**
	 * A 10 MB body is refused without reading it all (at most 1 MB + 1 byte is read).
	 */
	public function test_huge_body_is_refused(): void {
		$sizes = array();
		add_action(
			'http_api_debug',
			static function ( $response ) use ( &$sizes ) {
				$sizes[] = is_array( $response ) ? strlen( (string) $response['body'] ) : -1;
			}
		);
		$result = $this->feed( 'huge.xml' )->read( true );
		$this->assertSame( 'too_large', $result['error'] );
		$this->assertSame( array(), $result['items'] );
		$this->assertCount( 1, $sizes );
		$this->assertLessThanOrEqual( Feed::MAX_BYTES + 1, $sizes[0] );
		$this->assertSame( 1048576, Feed::MAX_BYTES );
	}

	/**
	 * A host that never answers costs the timeout, no more; the default timeout is 5 s.
	 */
	public function test_timeout(): void {
		$args = array();
		add_filter(
			'http_request_args',
			static function ( $request ) use ( &$args ) {
				$args = $request;
				return $request;
			}
		);
		$this->feed( 'rss.xml' )->read( true );
		$this->assertEquals( 5, $args['timeout'] );
		add_filter( 'lodestar_whats_new_timeout', static fn() => 60.0 );
		$this->assertEquals( 5, ( new Feed() )->timeout(), 'never above 5 s' );
		remove_all_filters( 'lodestar_whats_new_timeout' );

		$this->control( 'config', array( 'hang' => true ) );
		add_filter( 'lodestar_whats_new_timeout', static fn() => 1.0 );
		$start  = microtime( true );
		$result = $this->feed( 'atom.xml' )->read( true );
		$this->assertLessThan( 3.0, microtime( true ) - $start );
		$this->assertSame( 'unreachable', $result['error'] );
		$this->assertSame( array(), $result['items'] );
	}

	/**
	 * Other failures: not a feed, HTTP errors, a URL that is not http(s), no URL at all.
	 */
	public function test_other_failures(): void {
		$this->assertSame( 'invalid_feed', $this->feed( 'broken.xml' )->read( true )['error'] );
		$this->assertSame( 'http_404', $this->feed( 'missing.xml' )->read( true )['error'] );
		add_filter( 'lodestar_whats_new_feed_url', static fn() => 'file:///etc/passwd', 20 );
		$this->assertSame( 'invalid_url', ( new Feed() )->read( true )['error'] );
		add_filter( 'lodestar_whats_new_feed_url', '__return_empty_string', 30 );
		$this->assertSame( 'disabled', ( new Feed() )->read( true )['error'] );
	}

	/**
	 * The parsed feed is kept 24 hours: a second read does not reach the host.
	 */
	public function test_cached_for_a_day(): void {
		$feed = $this->feed( 'rss.xml' );
		$feed->read();
		$feed->read();
		$this->assertSame( 1, $this->control( 'state' )['requests'] );
		$key     = Feed::TRANSIENT_PREFIX . substr( md5( $this->fake . '/rss.xml' ), 0, 12 );
		$expires = (int) get_option( '_transient_timeout_' . $key );
		$this->assertEqualsWithDelta( time() + 86400, $expires, 5 );
		$feed->read( true );
		$this->assertSame( 2, $this->control( 'state' )['requests'] );
	}

	/**
	 * The route: 401 anonymous, 403 subscriber and editor, items and unread count for an
	 * administrator; marking read is per user.
	 */
	public function test_route_permissions_and_read_state(): void {
		$this->feed( 'rss.xml' );
		foreach ( array( null, 'subscriber', 'editor' ) as $role ) {
			if ( null === $role ) {
				wp_set_current_user( 0 );
			} else {
				$this->act_as( $role );
			}
			$expected = null === $role ? 401 : 403;
			$this->assertSame( $expected, $this->rest( 'GET', '/lodestar/v1/whats-new' )->get_status(), (string) $role );
			$this->assertSame( $expected, $this->rest( 'POST', '/lodestar/v1/whats-new/read' )->get_status(), (string) $role );
		}

		$first = $this->act_as( 'administrator' );
		$data  = $this->json_data( $this->rest( 'GET', '/lodestar/v1/whats-new' ) )['data'];
		$this->assertCount( 12, $data['items'] );
		$this->assertSame( 12, $data['unread'] );
		$this->assertSame( 0, $data['readUntil'] );
		$this->assertNull( $data['error'] );
		$this->assertSame( array( 'id', 'title', 'link', 'date', 'timestamp', 'description' ), array_keys( $data['items'][0] ) );

		$read = $this->json_data( $this->rest( 'POST', '/lodestar/v1/whats-new/read' ) )['data'];
		$this->assertSame( 0, $read['unread'] );
		$this->assertGreaterThanOrEqual( time() - 5, $read['readUntil'] );
		$this->assertSame( 0, $this->json_data( $this->rest( 'GET', '/lodestar/v1/whats-new' ) )['data']['unread'] );
		$this->assertSame( $read['readUntil'], (int) get_user_meta( $first, '_lodestar_whats_new_read', true ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 12, $this->json_data( $this->rest( 'GET', '/lodestar/v1/whats-new' ) )['data']['unread'], 'another user' );
		$request = new \WP_REST_Request( 'GET', '/lodestar/v1/whats-new' );
		$request->set_query_params( array( 'refresh' => 'maybe' ) );
		$this->assertSame( 400, rest_do_request( $request )->get_status() );
	}

	/**
	 * The links of some HTML: text => href, target, rel (null when absent).
	 *
	 * @param string $html HTML.
	 * @return array<string, array<string, string|null>>
	 */
	private function links( string $html ): array {
		preg_match_all( '#(<a\b[^>]*>)(.*?)</a>#s', $html, $matches, PREG_SET_ORDER );
		$links = array();
		foreach ( $matches as $match ) {
			$tag = new \WP_HTML_Tag_Processor( $match[1] );
			$tag->next_tag();
			$links[ $match[2] ] = array(
				'href'   => $tag->get_attribute( 'href' ),
				'target' => $tag->get_attribute( 'target' ),
				'rel'    => $tag->get_attribute( 'rel' ),
			);
		}
		return $links;
	}

	/**
	 * A feed pointed at the fake host's file.
	 *
	 * @param string $file File of the fake host.
	 */
	private function feed( string $file ): Feed {
		$url = $this->fake . '/' . $file;
		add_filter( 'lodestar_whats_new_feed_url', static fn() => $url );
		return new Feed();
	}

	/**
	 * Calls the fake's control endpoint.
	 *
	 * @param string               $action reset, config or state.
	 * @param array<string, mixed> $body   JSON body.
	 * @return array<string, mixed>
	 */
	private function control( string $action, array $body = array() ): array {
		return $this->fake_control( $this->fake, $action, $body, 'The fake feed host' );
	}
}
