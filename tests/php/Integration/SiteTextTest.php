<?php
/**
 * The site name and tagline decoded once for every endpoint.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Support\SiteText;
use Lodestar\Tests\TestCase;

/**
 * admin/site-settings (the admin app) and post/term settings (the editor and the term popup)
 * send the same text for an HTML-escaped site name and tagline.
 */
class SiteTextTest extends TestCase {

	/**
	 * A name with an ampersand, an apostrophe, markup-like text, an entity typed as such and
	 * multibyte characters: the same text from both endpoints (admin/site-settings used to
	 * decode only the five special characters, leaving `&hellip;`).
	 */
	public function test_both_endpoints_send_the_same_decoded_text(): void {
		update_option( 'blogname', "Tom & Jerry's <b>Café</b> ☕ 東京&hellip;" );
		update_option( 'blogdescription', "Maps & charts, l'été <i>ici</i>" );
		// WordPress stores them HTML-escaped.
		$this->assertSame( 'Tom &amp; Jerry&#039;s &lt;b&gt;Café&lt;/b&gt; ☕ 東京&hellip;', get_option( 'blogname' ) );
		$this->assertSame( 'Maps &amp; charts, l&#039;été &lt;i&gt;ici&lt;/i&gt;', get_option( 'blogdescription' ) );

		$this->act_as( 'administrator' );
		$post = (int) wp_insert_post( array( 'post_title' => 'Site text', 'post_status' => 'publish' ) );
		$term = (int) wp_insert_term( 'Site text', 'category' )['term_id'];

		$site = $this->json_data( $this->rest( 'GET', '/lodestar/v1/admin/site-settings' ) )['data']['site'];
		$this->assertSame( "Tom & Jerry's <b>Café</b> ☕ 東京…", $site['site_name'] );
		$this->assertSame( "Maps & charts, l'été <i>ici</i>", $site['tagline'] );

		foreach ( array( 'post_id' => '/lodestar/v1/post/settings', 'term_id' => '/lodestar/v1/term/settings' ) as $param => $path ) {
			$server                    = new \WP_REST_Server();
			$GLOBALS['wp_rest_server'] = $server;
			do_action( 'rest_api_init', $server );
			$request = new \WP_REST_Request( 'GET', $path );
			$request->set_query_params( array( $param => 'post_id' === $param ? $post : $term ) );
			$preview = $this->json_data( rest_do_request( $request ) )['preview'];
			$this->assertSame( $site['site_name'], $preview['site_name'], $path );
			$this->assertSame( $site['tagline'], $preview['tagline'], $path );
		}
	}

	/**
	 * Every entity is decoded, as the template engine's plain text does.
	 */
	public function test_decode(): void {
		$this->assertSame( "a & b ' \" < > é – ☕", SiteText::decode( 'a &amp; b &#039; &quot; &lt; &gt; &eacute; &#8211; ☕' ) );
	}
}
