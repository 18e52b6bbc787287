<?php
/**
 * The shared services, built on first use.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\MetaRegistration;
use Lodestar\Meta\PostMeta;
use Lodestar\Seo\SocialResolver;
use Lodestar\Tests\TestCase;
use Lodestar\Wiring\Services;

/**
 * Wiring\Services builds each service when it is first read, once, and only what that service
 * needs; a page view's boot builds neither the Search Console connection nor the meta sets.
 */
class ServicesTest extends TestCase {

	/**
	 * Nothing is built up front; a read builds the service and what it is made of, once.
	 */
	public function test_a_service_is_built_on_first_read_once(): void {
		$services = new Services();
		foreach ( array( 'settings', 'titles', 'social', 'graphs', 'search_console', 'history', 'post_meta', 'term_meta' ) as $name ) {
			$this->assertFalse( $services->built( $name ), $name );
		}
		$social = $services->social;
		$this->assertInstanceOf( SocialResolver::class, $social );
		$this->assertSame( $social, $services->social, 'Once.' );
		foreach ( array( 'settings', 'titles', 'descriptions', 'canonicals', 'images', 'posts_page' ) as $name ) {
			$this->assertTrue( $services->built( $name ), $name . ' (the resolver is made of it)' );
		}
		foreach ( array( 'graphs', 'search_console', 'history', 'post_meta', 'term_meta', 'schemas' ) as $name ) {
			$this->assertFalse( $services->built( $name ), $name . ' (not needed by the resolver)' );
		}
		// The resolvers share one settings repository.
		$this->assertSame( $services->settings, ( new \ReflectionProperty( $services->titles, 'settings' ) )->getValue( $services->titles ) );
	}

	/**
	 * A name that is no service is an error, not a silent null.
	 */
	public function test_an_unknown_service_is_an_error(): void {
		$this->expectException( \LogicException::class );
		( new Services() )->__get( 'no_such_service' );
	}

	/**
	 * The booted plugin's page-view wiring (PHPUnit runs outside the admin) left the Search
	 * Console connection unbuilt: the verification tags are one of the head's generators
	 * (reading the tokens alone), nothing is hooked on the head tags' filter for them.
	 */
	public function test_the_boot_of_a_page_view_builds_no_connection(): void {
		$plugin   = \Lodestar\Plugin::instance();
		$services = ( new \ReflectionProperty( $plugin, 'services' ) )->getValue( $plugin );
		$this->assertFalse( is_admin() );
		$this->assertFalse( has_filter( 'lodestar_head_tags' ), 'Nothing hooked on the head tags.' );
		$this->assertContains( \Lodestar\Frontend\VerificationTags::class, array_map( 'get_class', \Lodestar\Wiring\Front::generators( $services ) ) );
		// The connection is built by a REST request's routes, which hook the connected filter.
		do_action( 'rest_api_init', rest_get_server() );
		$this->assertTrue( $services->built( 'search_console' ) );
		$this->assertSame( 10, has_filter( 'lodestar_search_console_connected', array( $services->search_console, 'filter_connected' ) ) );
	}

	/**
	 * Meta sets given as a function are built when first registered, not before.
	 */
	public function test_meta_sets_are_built_when_registered(): void {
		$built = 0;
		$meta  = new MetaRegistration(
			static function () use ( &$built ): array {
				++$built;
				return array( new PostMeta() );
			}
		);
		$meta->register();
		add_filter( 'lodestar_register_meta', '__return_false' );
		$meta->maybe_register_meta();
		$this->assertSame( 0, $built, 'A page view builds none.' );
		$meta->register_meta();
		$meta->register_meta();
		$this->assertSame( 1, $built, 'Built once.' );
		$this->assertArrayHasKey( '_lodestar_page_title', get_registered_meta_keys( 'post', 'post' ) + get_registered_meta_keys( 'post', '' ) );
	}
}
