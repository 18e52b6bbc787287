<?php
/**
 * The resolvers outside the main query (REST previews, sitemaps) and archive switches.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Seo\SocialResolver;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Contexts built from objects give the same results as page views; small engine helpers.
 */
class ResolversTest extends TestCase {

	/**
	 * A term, an author and a post resolved without any query being the main one.
	 */
	public function test_contexts_from_objects(): void {
		update_option( 'blogname', 'Lodestar Test' );
		$plugin = Plugin::instance();
		$term   = get_term( (int) wp_insert_term( 'Guides', 'category', array( 'description' => 'How-tos.' ) )['term_id'] );
		$this->assertSame( 'Guides - Lodestar Test', $plugin->titles()->resolve( Context::term( $term ) ) );
		$this->assertSame( 'Guides - Page 3 of 4 - Lodestar Test', $plugin->titles()->resolve( Context::term( $term, 3, 4 ) ) );
		$this->assertSame( 'How-tos.', $plugin->descriptions()->resolve( Context::term( $term ) ) );
		$this->assertSame( get_term_link( $term ), $plugin->canonicals()->url( Context::term( $term ) ) );

		$user = get_userdata( $this->create_user( 'author' ) );
		$this->assertSame( '', $plugin->canonicals()->url( Context::author( $user ) ), 'Author archives are off: no canonical.' );
		$this->assertSame( array( 'noindex' => true ), $plugin->robots()->directives( Context::author( $user ) ) );
		update_option( Definitions::OPTION, array( 'author_archive' => true ), true );
		$this->assertSame( array(), $plugin->robots()->directives( Context::author( $user ) ) );

		$this->assertSame( 'Search results for “a & b” - Lodestar Test', $plugin->titles()->resolve( Context::search( 'a & b' ) ) );
		$this->assertSame( '2024 - Lodestar Test', $plugin->titles()->resolve( Context::date( 2024 ) ) );
		$this->assertSame( '', $plugin->titles()->resolve( Context::none() ) );
	}

	/**
	 * X handles from the ways people type them; Open Graph locales.
	 */
	public function test_social_helpers(): void {
		foreach ( array( 'https://x.com/lodestar', 'https://twitter.com/lodestar/', 'http://www.twitter.com/@lodestar?s=1', '@lodestar', 'lodestar' ) as $profile ) {
			$this->assertSame( '@lodestar', SocialResolver::twitter_handle( $profile ), $profile );
		}
		foreach ( array( '', '@', 'https://example.com/lodestar', 'far_too_long_handle_name', 'bad handle' ) as $profile ) {
			$this->assertSame( '', SocialResolver::twitter_handle( $profile ), $profile );
		}
		$this->assertSame( 'en_US', SocialResolver::og_locale( 'en_US' ) );
		$this->assertSame( 'de_DE', SocialResolver::og_locale( 'de_DE_formal' ) );
		$this->assertSame( 'ja_JP', SocialResolver::og_locale( 'ja' ) );
		$this->assertSame( '', SocialResolver::og_locale( 'xx' ) );

		// Article times: the stored UTC date as get_post_time( 'c', true ) formats it.
		$this->assertSame( '2024-03-05T10:00:00+00:00', SocialResolver::iso_time( '2024-03-05 10:00:00', '2024-03-05 12:00:00' ) );
		update_option( 'timezone_string', 'Europe/Berlin' );
		$this->assertSame( '2024-07-01T08:00:00+00:00', SocialResolver::iso_time( '0000-00-00 00:00:00', '2024-07-01 10:00:00' ) );
		$post = get_post( (int) wp_insert_post( array( 'post_title' => 'T', 'post_status' => 'publish', 'post_date' => '2024-07-01 10:00:00' ) ) );
		$this->assertSame( get_post_time( 'c', true, $post ), SocialResolver::iso_time( $post->post_date_gmt, $post->post_date ) );
	}

	/**
	 * Author archives off: core's sitemap has no authors; on: it has.
	 */
	public function test_author_sitemap_follows_author_archive(): void {
		$provider = new \stdClass();
		$this->assertFalse( apply_filters( 'wp_sitemaps_add_provider', $provider, 'users' ) );
		$this->assertSame( $provider, apply_filters( 'wp_sitemaps_add_provider', $provider, 'posts' ) );
		update_option( Definitions::OPTION, array( 'author_archive' => true ), true );
		$this->assertSame( $provider, apply_filters( 'wp_sitemaps_add_provider', $provider, 'users' ) );
	}

	/**
	 * The 404 handling leaves other archives and earlier decisions alone.
	 */
	public function test_archive_404_only_for_switched_off_archives(): void {
		$query = $this->go_to( array( 'cat' => 1 ) );
		$this->assertFalse( apply_filters( 'pre_handle_404', false, $query ) );
		$this->assertFalse( $query->is_404() );

		$query = $this->go_to( array( 'author' => 1 ) );
		$this->assertTrue( apply_filters( 'pre_handle_404', true, $query ), 'An earlier filter decided.' );
		$this->assertFalse( $query->is_404() );

		$query = $this->go_to( array( 'year' => 2024 ) );
		$this->assertTrue( apply_filters( 'pre_handle_404', false, $query ) );
		$this->assertTrue( $query->is_404() );
	}
}
