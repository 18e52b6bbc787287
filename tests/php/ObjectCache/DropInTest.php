<?php
/**
 * The project's object cache drop-in keeps WordPress's cache contract.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\ObjectCache;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Tests\TestCase;

/**
 * Runs in the object cache pass, where this process's WordPress runs on Redis through
 * tests/object-cache/object-cache.php. "From Redis" below means after wp_cache_flush_runtime():
 * the request's own copy is gone, so the value comes back from the server (as in another
 * process).
 *
 * @since 0.3.0
 */
class DropInTest extends TestCase {

	/**
	 * Wordpress runs on the drop in.
	 */
	public function test_wordpress_runs_on_the_drop_in(): void {
		$this->assertTrue( wp_using_ext_object_cache() );
		$this->assertInstanceOf( \WP_Object_Cache::class, $GLOBALS['wp_object_cache'] );
		$this->assertTrue( method_exists( $GLOBALS['wp_object_cache'], 'flush_runtime' ) );
		// The settings WordPress loaded came through Redis.
		wp_load_alloptions();
		wp_cache_flush_runtime();
		$this->assertArrayHasKey( 'lodestar_settings', (array) wp_cache_get( 'alloptions', 'options' ) );
	}

	/**
	 * Set get add replace delete through redis.
	 */
	public function test_set_get_add_replace_delete_through_redis(): void {
		$this->assertTrue( wp_cache_set( 'k', array( 'a' => 1 ), 'lodestar_t' ) );
		wp_cache_flush_runtime();
		$found = null;
		$this->assertSame( array( 'a' => 1 ), wp_cache_get( 'k', 'lodestar_t', false, $found ) );
		$this->assertTrue( $found );

		$this->assertFalse( wp_cache_add( 'k', 'other', 'lodestar_t' ) );
		$this->assertTrue( wp_cache_add( 'new', 'value', 'lodestar_t' ) );
		$this->assertTrue( wp_cache_replace( 'k', 'replaced', 'lodestar_t' ) );
		$this->assertFalse( wp_cache_replace( 'missing', 'x', 'lodestar_t' ) );
		wp_cache_flush_runtime();
		$this->assertSame( 'replaced', wp_cache_get( 'k', 'lodestar_t' ) );
		$this->assertSame( 'value', wp_cache_get( 'new', 'lodestar_t' ) );
		$this->assertFalse( wp_cache_get( 'missing', 'lodestar_t', false, $found ) );
		$this->assertFalse( $found );

		$this->assertTrue( wp_cache_delete( 'k', 'lodestar_t' ) );
		$this->assertFalse( wp_cache_delete( 'k', 'lodestar_t' ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_t' ) );
		// Falsy values are values.
		wp_cache_set( 'zero', 0, 'lodestar_t' );
		wp_cache_set( 'empty', '', 'lodestar_t' );
		wp_cache_set( 'no', false, 'lodestar_t' );
		wp_cache_flush_runtime();
		$this->assertSame( 0, wp_cache_get( 'zero', 'lodestar_t' ) );
		$this->assertSame( '', wp_cache_get( 'empty', 'lodestar_t' ) );
		$this->assertFalse( wp_cache_get( 'no', 'lodestar_t', false, $found ) );
		$this->assertTrue( $found );
		// Default group.
		wp_cache_set( 'd', 'x' );
		$this->assertSame( 'x', wp_cache_get( 'd', 'default' ) );
	}

	/**
	 * Objects read back are copies.
	 */
	public function test_objects_read_back_are_copies(): void {
		$object    = new \stdClass();
		$object->a = 1;
		wp_cache_set( 'o', $object, 'lodestar_t' );
		$object->a = 2;
		$this->assertSame( 1, wp_cache_get( 'o', 'lodestar_t' )->a );
		$read    = wp_cache_get( 'o', 'lodestar_t' );
		$read->a = 3;
		$this->assertSame( 1, wp_cache_get( 'o', 'lodestar_t' )->a );
	}

	/**
	 * Incr and decr are atomic numbers in redis.
	 */
	public function test_incr_and_decr_are_atomic_numbers_in_redis(): void {
		$this->assertFalse( wp_cache_incr( 'n', 1, 'lodestar_t' ) );
		wp_cache_set( 'n', 5, 'lodestar_t' );
		$this->assertSame( 7, wp_cache_incr( 'n', 2, 'lodestar_t' ) );
		$this->assertSame( 6, wp_cache_decr( 'n', 1, 'lodestar_t' ) );
		$this->assertSame( 0, wp_cache_decr( 'n', 10, 'lodestar_t' ) );
		wp_cache_flush_runtime();
		$this->assertSame( 0, wp_cache_get( 'n', 'lodestar_t' ) );
		wp_cache_set( 's', 'text', 'lodestar_t' );
		$this->assertSame( 3, wp_cache_incr( 's', 3, 'lodestar_t' ) );
	}

	/**
	 * Expiry.
	 */
	public function test_expiry(): void {
		wp_cache_set( 'short', 'v', 'lodestar_t', 1 );
		wp_cache_flush_runtime();
		$this->assertSame( 'v', wp_cache_get( 'short', 'lodestar_t' ) );
		usleep( 2100000 );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'short', 'lodestar_t' ) );
	}

	/**
	 * Multiple.
	 */
	public function test_multiple(): void {
		$this->assertSame(
			array(
				'a' => true,
				'b' => true,
			),
			wp_cache_set_multiple(
				array(
					'a' => 1,
					'b' => 'two',
				),
				'lodestar_t'
			)
		);
		wp_cache_flush_runtime();
		$this->assertSame(
			array(
				'a' => 1,
				'b' => 'two',
				'c' => false,
			),
			wp_cache_get_multiple( array( 'a', 'b', 'c' ), 'lodestar_t' )
		);
		$this->assertSame(
			array(
				'a' => false,
				'c' => true,
			),
			wp_cache_add_multiple(
				array(
					'a' => 9,
					'c' => 3,
				),
				'lodestar_t'
			)
		);
		$this->assertSame(
			array(
				'a' => true,
				'z' => false,
			),
			wp_cache_delete_multiple( array( 'a', 'z' ), 'lodestar_t' )
		);
		wp_cache_flush_runtime();
		$this->assertSame(
			array(
				'a' => false,
				'b' => 'two',
				'c' => 3,
			),
			wp_cache_get_multiple( array( 'a', 'b', 'c' ), 'lodestar_t' )
		);
	}

	/**
	 * Non persistent groups stay in the request.
	 */
	public function test_non_persistent_groups_stay_in_the_request(): void {
		wp_cache_add_non_persistent_groups( array( 'lodestar_np' ) );
		wp_cache_set( 'k', 'v', 'lodestar_np' );
		$this->assertSame( 'v', wp_cache_get( 'k', 'lodestar_np' ) );
		$this->assertSame( 'v', wp_cache_get( 'k', 'lodestar_np', true ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_np' ) );
	}

	/**
	 * Groups sites and flushing.
	 */
	public function test_groups_sites_and_flushing(): void {
		wp_cache_add_global_groups( array( 'lodestar_global' ) );
		wp_cache_set( 'k', 'site one', 'lodestar_t' );
		wp_cache_set( 'k', 'everyone', 'lodestar_global' );
		wp_cache_set( 'k', 'kept', 'lodestar_other' );
		wp_cache_switch_to_blog( 2 );
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_t' ) );
		$this->assertSame( 'everyone', wp_cache_get( 'k', 'lodestar_global' ) );
		wp_cache_set( 'k', 'site two', 'lodestar_t' );
		wp_cache_switch_to_blog( 1 );
		$this->assertSame( 'site one', wp_cache_get( 'k', 'lodestar_t' ) );

		// A group is flushed on every site; other groups stay.
		$this->assertTrue( wp_cache_supports( 'flush_group' ) );
		$this->assertTrue( wp_cache_flush_group( 'lodestar_t' ) );
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_t' ) );
		wp_cache_switch_to_blog( 2 );
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_t' ) );
		wp_cache_switch_to_blog( 1 );
		wp_cache_flush_runtime();
		$this->assertSame( 'kept', wp_cache_get( 'k', 'lodestar_other' ) );

		$this->assertTrue( wp_cache_flush() );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_other' ) );
		$this->assertFalse( wp_cache_get( 'k', 'lodestar_global' ) );
	}

	/**
	 * Sitemap pages are kept in the object cache group not in options.
	 */
	public function test_sitemap_pages_are_kept_in_the_object_cache_group_not_in_options(): void {
		$cache = new SitemapCache();
		$cache->set( 'post', 'page:1', '<urlset/>' );
		wp_cache_flush_runtime();
		$this->assertSame( '<urlset/>', $cache->get( 'post', 'page:1' ) );
		$this->assertIsArray( wp_cache_get( 'post:page:1', SitemapCache::GROUP ) );
		global $wpdb;
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( '_transient_' . SitemapCache::TRANSIENT_PREFIX ) . '%' ) ) );
		// An edit elsewhere bumps the generation: the entry is a miss, in this process too.
		$cache->bump( array( 'post' ) );
		$this->assertNull( ( new SitemapCache() )->get( 'post', 'page:1' ) );
	}
}
