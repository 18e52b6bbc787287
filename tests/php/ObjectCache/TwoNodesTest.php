<?php
/**
 * An edit made through one PHP process is seen by another on its next request.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\ObjectCache;

use Lodestar\Tests\TestCase;

/**
 * Separate PHP processes ("nodes", tests/object-cache/node.php) share the test database (their
 * own tables, lstnodes_) and Redis, as the servers of a site behind a load balancer do. One node
 * warms the caches (and the test checks the values sit in Redis under Lodestar's groups), another
 * edits, and a third request, in a new process, must show the edit: nothing Lodestar keeps in a
 * process's memory or in a file outlives the request.
 *
 * @since 0.3.0
 */
class TwoNodesTest extends TestCase {

	/**
	 * A fresh node site, sitemaps on.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::call_node( 'install' );
		self::call_node( 'setting', 'enable_xml_sitemap', 'true' );
	}

	/**
	 * A setting saved by one node is in the next page of another.
	 */
	public function test_a_setting_saved_by_one_node_is_in_the_next_page_of_another(): void {
		$before = $this->node( 'get', '/' );
		$this->assertStringContainsString( 'TITLE: Just another site - Lodestar Test', $before );
		// The settings reached Redis: the next request reads them from there, not from the database.
		$this->assertContains( 'lodestar-nodes:1:options:alloptions', $this->redis_keys() );

		$this->assertSame( 'saved', $this->node( 'setting', 'home_page_title', '"%title% | %site_name%"' ) );

		$after = $this->node( 'get', '/' );
		$this->assertStringContainsString( 'TITLE: Just another site | Lodestar Test', $after );
		$this->assertStringContainsString( '<meta property="og:title" content="Just another site | Lodestar Test" />', $after );
	}

	/**
	 * A post published by one node is in the next sitemap of another.
	 */
	public function test_a_post_published_by_one_node_is_in_the_next_sitemap_of_another(): void {
		$url   = '/?lodestar_sitemap=post&lodestar_sitemap_page=1';
		$first = $this->node( 'get', $url );
		$this->assertStringContainsString( '<urlset', $first );
		$this->assertStringNotContainsString( 'Node post', $first );
		$index = $this->node( 'get', '/?lodestar_sitemap=index' );
		$this->assertStringContainsString( 'lodestar_sitemap=post&amp;lodestar_sitemap_page=1', $index );
		// The rendered page is in the object cache, in Lodestar's sitemap group.
		$cached = preg_grep( '/^lodestar-nodes:1:lodestar_sitemaps:post:/', $this->redis_keys() );
		$this->assertNotEmpty( $cached, implode( "\n", $this->redis_keys() ) );
		// A warm request answers the same.
		$this->assertSame( $first, $this->node( 'get', $url ) );

		$id = (int) $this->node( 'publish', 'Node post' );
		$this->assertGreaterThan( 0, $id );

		$after = $this->node( 'get', $url );
		$this->assertStringContainsString( '<loc>http://example.org/?p=' . $id . '</loc>', $after );
		$this->assertSame( substr_count( $first, '<url>' ) + 1, substr_count( $after, '<url>' ) );
	}

	/**
	 * Term meta written by one node is in the next term archive of another.
	 */
	public function test_term_meta_written_by_one_node_is_in_the_next_term_archive_of_another(): void {
		$before = $this->node( 'get', '/?cat=1' );
		$this->assertStringContainsString( 'TITLE: Uncategorized', $before );

		$this->assertSame( 'written', $this->node( 'term-meta', '1', '_lodestar_page_title', 'Filed elsewhere' ) );

		$after = $this->node( 'get', '/?cat=1' );
		$this->assertStringContainsString( 'TITLE: Filed elsewhere', $after );
		$this->assertStringContainsString( '<meta property="og:title" content="Filed elsewhere" />', $after );
	}

	/**
	 * Runs a node request; returns what it printed.
	 *
	 * @param string ...$args Command and arguments.
	 */
	private function node( string ...$args ): string {
		return $this->run_command( array_merge( array( PHP_BINARY, LODESTAR_PLUGIN_DIR . '/tests/object-cache/node.php' ), $args ) );
	}

	/**
	 * Runs a node request outside a test.
	 *
	 * @param string ...$args Command and arguments.
	 */
	private static function call_node( string ...$args ): void {
		$output = array();
		$status = 0;
		exec( implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, LODESTAR_PLUGIN_DIR . '/tests/object-cache/node.php' ), $args ) ) ) . ' 2>&1', $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		if ( 0 !== $status ) {
			throw new \RuntimeException( 'node.php ' . implode( ' ', $args ) . ' failed: ' . implode( "\n", $output ) );
		}
	}

	/**
	 * The nodes' keys in Redis.
	 *
	 * @return list<string>
	 */
	private function redis_keys(): array {
		return array_values( array_filter( explode( "\n", $this->node( 'cache-stats' ) ) ) );
	}
}
