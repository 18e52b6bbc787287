<?php
/**
 * The content scan's post addresses: get_permalink()'s, with or without the shortcut.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\PostAddresses;
use Lodestar\Tests\TestCase;

/**
 * PostAddresses::of() against get_permalink() over varied posts and permalink structures.
 */
class PostAddressesTest extends TestCase {

	/**
	 * Lets WP_Rewrite read the rolled-back permalink structure again.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * Sets the permalink structure as the Permalinks screen does.
	 *
	 * @param string $structure Structure.
	 */
	private static function structure( string $structure ): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( $structure );
	}

	/**
	 * Varied posts: ASCII and encoded non-ASCII slugs, dates, a page, a draft, a post type of
	 * a plugin; more than VERIFIED posts, so the shortcut gives most addresses.
	 *
	 * @return list<\WP_Post>
	 */
	private function posts(): array {
		register_post_type(
			'lodestar_book',
			array(
				'public'  => true,
				'rewrite' => array( 'slug' => 'books' ),
			)
		);
		$ids = array();
		for ( $i = 0; $i < PostAddresses::VERIFIED + 10; $i++ ) {
			$ids[] = $this->publish_post(
				array(
					'post_title'  => 0 === $i % 3 ? 'Καλημέρα κόσμε ' . $i : 'Plain title ' . $i,
					'post_author' => 1,
					'post_date'   => sprintf( '20%02d-%02d-%02d %02d:%02d:%02d', 10 + $i % 15, 1 + $i % 12, 1 + $i % 28, $i % 24, $i, 59 - $i ),
				)
			);
		}
		$ids[] = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'A page',
			)
		);
		$ids[] = $this->publish_post(
			array(
				'post_type'  => 'lodestar_book',
				'post_title' => 'A book',
			)
		);
		$ids[] = (int) wp_insert_post(
			array(
				'post_title'  => 'A draft',
				'post_status' => 'draft',
			)
		);
		return array_map( 'get_post', $ids );
	}

	/**
	 * Every structure: each address equals get_permalink()'s, and the shortcut is taken only
	 * where the structure allows it.
	 */
	public function test_addresses_equal_get_permalink(): void {
		$posts = $this->posts();
		$this->assertStringContainsString( '%ce%', get_post( $posts[0]->ID )->post_name );
		foreach ( array(
			'/%postname%/'                       => true,
			'/%postname%'                        => true,
			'/%year%/%monthnum%/%day%/%postname%/' => true,
			'/archives/%post_id%'                => true,
			'/%year%/%hour%-%minute%-%second%/%postname%/' => false,
			'/%category%/%postname%/'            => false,
			'/%author%/%postname%/'              => false,
			''                                   => false,
		) as $structure => $shortcut ) {
			self::structure( $structure );
			$addresses = new PostAddresses();
			foreach ( $posts as $post ) {
				$this->assertSame( get_permalink( $post ), $addresses->of( $post ), $structure . ' ' . $post->post_name );
			}
			$this->assertSame( $shortcut, $addresses->uses_shortcut(), $structure );
		}
	}

	/**
	 * A filter on the way makes every address come from get_permalink(), filter included.
	 */
	public function test_a_filtered_address_goes_through_get_permalink(): void {
		self::structure( '/%postname%/' );
		$posts  = $this->posts();
		$filter = static fn ( string $link ): string => $link . '?lang=fr';
		add_filter( 'post_link', $filter );
		$addresses = new PostAddresses();
		foreach ( $posts as $post ) {
			$this->assertSame( get_permalink( $post ), $addresses->of( $post ) );
		}
		$this->assertFalse( $addresses->uses_shortcut() );
		$this->assertStringEndsWith( '/?lang=fr', $addresses->of( $posts[0] ) );
		remove_filter( 'post_link', $filter );
	}
}
