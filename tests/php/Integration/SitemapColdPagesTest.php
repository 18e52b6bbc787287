<?php
/**
 * XML sitemaps: what a cold request reads and writes.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\Fields;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * Cold pages of a one-author post type found in the type_status_author index, boundaries
 * stored once per request, the index's news entry from the newest listed news post.
 */
class SitemapColdPagesTest extends TestCase {

	/**
	 * Queries of the test.
	 *
	 * @var list<string>
	 */
	private array $sql = array();

	/**
	 * SetUp.
	 */
	protected function setUp(): void {
		parent::setUp();
		Plugin::instance()->sitemaps()->cache->flush();
		$this->empty_site();
		$this->assertNotInstanceOf( \WP_Error::class, Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true, 'enable_page_level_seo' => true ) ) );
		add_filter(
			'query',
			function ( $query ) {
				$this->sql[] = (string) $query;
				return $query;
			}
		);
	}

	/**
	 * TearDown.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
		Plugin::instance()->sitemaps()->cache->flush();
	}

	/**
	 * A published post.
	 *
	 * @param array $args wp_insert_post() arguments.
	 */
	private function post( array $args = array() ): int {
		return $this->publish_post( array_merge( array( 'post_author' => 1 ), $args ) );
	}

	/**
	 * The <loc> values of a sitemap page.
	 *
	 * @param string $name Sitemap.
	 * @param int    $page Page.
	 * @return list<string>
	 */
	private function locs( string $name, int $page = 1 ): array {
		$xml = Plugin::instance()->sitemaps()->router->xml( $name, $page );
		$this->assertNotNull( $xml );
		preg_match_all( '#<loc>([^<]+)</loc>#', (string) $xml, $m );
		return $m[1];
	}

	/**
	 * Queries of the test containing a string.
	 *
	 * @param string $needle Text.
	 */
	private function queries( string $needle ): int {
		return count( array_filter( $this->sql, fn ( $q ) => str_contains( $q, $needle ) ) );
	}

	/**
	 * One author: a cold page's first post is read from the type_status_author index in ID
	 * order, shifted past excluded posts; a second author brings back the buckets.
	 */
	public function test_a_cold_page_of_one_author_is_found_in_the_author_index(): void {
		add_filter( 'lodestar_sitemap_page_size', fn () => 2 );
		$a = $this->post();
		$b = $this->post( array( 'post_password' => 'secret' ) );
		$c = $this->post();
		$d = $this->post( array( 'meta_input' => array( Fields::key( 'post_no_index' ) => 'yes' ) ) );
		$e = $this->post();
		$f = $this->post();
		$g = $this->post();
		// Listable: a, c, e, f, g (b has a password, d is noindexed).
		Plugin::instance()->sitemaps()->cache->reset_boundaries();
		$this->sql = array();
		$this->assertSame( array( get_permalink( $e ), get_permalink( $f ) ), $this->locs( 'post', 2 ) );
		$this->assertSame( 1, $this->queries( 'post_author = 1 ORDER BY ID LIMIT 2, 1' ), 'Listable position 2 looked up at candidate position 2 first...' );
		$this->assertSame( 1, $this->queries( 'post_author = 1 ORDER BY ID LIMIT 4, 1' ), '...and shifted past the two excluded posts.' );
		$this->assertSame( 0, $this->queries( 'GROUP BY b' ), 'No buckets for one author.' );

		Plugin::instance()->sitemaps()->cache->reset_boundaries();
		$this->sql = array();
		$this->assertSame( array( get_permalink( $g ) ), $this->locs( 'post', 3 ) );
		$this->assertSame( 0, $this->queries( 'GROUP BY b' ) );
		$this->assertNull( Plugin::instance()->sitemaps()->router->xml( 'post', 4 ) );

		// A second author: positions by ID mix two lists, the buckets find them.
		$other = wp_insert_user(
			array(
				'user_login' => 'second-author',
				'user_pass'  => 'x',
				'role'       => 'author',
			)
		);
		$this->assertIsInt( $other );
		$h     = $this->post( array( 'post_author' => $other ) );
		Plugin::instance()->sitemaps()->cache->reset_boundaries();
		$this->sql = array();
		$this->assertSame( array( get_permalink( $g ), get_permalink( $h ) ), $this->locs( 'post', 3 ) );
		$this->assertSame( 1, $this->queries( 'GROUP BY b' ) );
		$this->assertSame( array( get_permalink( $a ), get_permalink( $c ) ), $this->locs( 'post', 1 ) );
		unset( $b, $d );
	}

	/**
	 * A post type's boundaries are stored once per request, and not at all when a request
	 * found nothing new (a settings change re-renders pages on the same boundaries).
	 */
	public function test_boundaries_are_stored_once_per_request(): void {
		add_filter( 'lodestar_sitemap_page_size', fn () => 2 );
		foreach ( range( 1, 5 ) as $i ) {
			$this->post();
		}
		$cache  = Plugin::instance()->sitemaps()->cache;
		$writes = fn (): int => count( array_filter( $this->sql, fn ( $q ) => str_starts_with( ltrim( $q ), 'INSERT INTO' ) && str_contains( $q, '_transient_lodestar_sm_' . md5( 'post:bounds-2' ) ) ) );
		$cache->reset_boundaries();
		$cache->flush();
		$this->sql = array();
		Plugin::instance()->sitemaps()->router->xml( 'index' );
		$this->assertSame( 1, $writes(), 'Exclusions and count: one write.' );
		$cache->flush();
		$this->sql = array();
		Plugin::instance()->sitemaps()->router->xml( 'post', 2 );
		$this->assertSame( 1, $writes(), 'Start and lastmod of the page: one write.' );
		$cache->bump( array( '*' ) );
		$cache->flush();
		$this->sql = array();
		$this->assertCount( 2, $this->locs( 'post', 2 ) );
		$this->assertSame( 0, $writes(), 'Nothing new: nothing written.' );
	}

	/**
	 * The index's news entry comes from the newest listed news post, however many of the
	 * newest are not listed; none listed, no entry.
	 */
	public function test_the_index_news_entry_is_the_newest_listed_news_post(): void {
		$this->assertNotInstanceOf( \WP_Error::class, Plugin::instance()->settings()->save( array( 'enable_xml_news_sitemap' => true ) ) );
		$time   = time() - HOUR_IN_SECONDS;
		$listed = $this->post(
			array(
				'post_date'     => gmdate( 'Y-m-d H:i:s', $time ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
			)
		);
		$hidden = array();
		foreach ( range( 1, 12 ) as $i ) {
			$hidden[] = $this->post(
				array(
					'post_date'     => gmdate( 'Y-m-d H:i:s', $time + $i * 60 ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time + $i * 60 ),
					'meta_input'    => array( Fields::key( 'post_no_index' ) => 'yes' ),
				)
			);
		}
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2030-01-02 03:04:05' ), array( 'ID' => $listed ) );
		clean_post_cache( $listed );
		$index = (string) Plugin::instance()->sitemaps()->router->xml( 'index' );
		$this->assertStringContainsString( '/news-sitemap.xml</loc><lastmod>2030-01-02T03:04:05+00:00</lastmod>', $index );
		$this->assertSame( array( get_permalink( $listed ) ), $this->locs( 'news' ) );

		update_post_meta( $listed, Fields::key( 'post_no_index' ), 'yes' );
		$this->assertStringNotContainsString( 'news-sitemap.xml', (string) Plugin::instance()->sitemaps()->router->xml( 'index' ) );
		unset( $hidden );
	}
}
