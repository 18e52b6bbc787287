<?php
/**
 * The setup wizard's route (`lodestar/v1/onboarding`) and its effect on the site's head.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Permissions (anonymous, subscriber, editor, administrator), cookie nonces, validation
 * (nothing saved on a bad request), the completion flag, and what the saved answers change in
 * the head output and the JSON-LD Organization / Person.
 */
class OnboardingRestTest extends TestCase {

	use HeadHarness;

	private const ROUTE = '/lodestar/v1/onboarding';

	/**
	 * A known starting point.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Before Name' );
		update_option( 'blogdescription', 'Before tagline' );
		update_option( 'blog_public', '1' );
		update_option( 'show_on_front', 'posts' );
		delete_option( 'lodestar_onboarding' );
		update_option( Definitions::OPTION, array() );
		Plugin::instance()->settings()->flush();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
	}

	/**
	 * Cookie nonce state is not left behind.
	 */
	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_WP_NONCE'], $GLOBALS['wp_rest_auth_cookie'] );
		parent::tearDown();
	}

	/**
	 * Anonymous visitors get 401, subscribers and editors 403, for reading and saving; nothing
	 * changes.
	 */
	public function test_denied_without_manage_options(): void {
		foreach ( array( null, 'subscriber', 'editor' ) as $role ) {
			if ( null === $role ) {
				wp_set_current_user( 0 );
			} else {
				$this->act_as( $role );
			}
			$expected = null === $role ? 401 : 403;
			$this->assertSame( $expected, $this->rest( 'GET', self::ROUTE )->get_status(), 'GET ' . $role );
			$this->assertSame(
				$expected,
				$this->rest(
					'POST',
					self::ROUTE,
					array(
						'site_name' => 'Hijacked',
						'completed' => true,
					)
				)->get_status(),
				'POST ' . $role
			);
		}
		$this->assertSame( 'Before Name', get_option( 'blogname' ) );
		$this->assertFalse( get_option( 'lodestar_onboarding' ) );
	}

	/**
	 * With cookie authentication, a missing nonce makes the request anonymous (401), a wrong
	 * one is refused (403), the right one (wp_rest) passes.
	 */
	public function test_cookie_requests_need_the_rest_nonce(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 401, $this->cookie_request( null )->get_status() );

		$this->act_as( 'administrator' );
		$this->assertSame( 403, $this->cookie_request( 'not-a-nonce' )->get_status() );
		$this->assertSame( 'Before Name', get_option( 'blogname' ) );

		$this->act_as( 'administrator' );
		$response = $this->cookie_request( wp_create_nonce( 'wp_rest' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Nonce Name', get_option( 'blogname' ) );
	}

	/**
	 * An administrator reads every field with its current value and the flag.
	 */
	public function test_get_returns_fields_and_flag(): void {
		$this->act_as( 'administrator' );
		$data = $this->json_data( $this->rest( 'GET', self::ROUTE ) )['data'];
		$this->assertFalse( $data['completed'] );
		$this->assertSame( 'Before Name', $data['values']['site_name'] );
		$this->assertSame( 'Before tagline', $data['values']['site_tagline'] );
		$this->assertTrue( $data['values']['blog_public'] );
		$this->assertSame( '', $data['values']['site_type'] );
		$this->assertSame( 'organization', $data['values']['site_represents'] );
		$this->assertFalse( $data['values']['enable_xml_sitemap'] );
		$this->assertSame(
			array( 'facebook_page_url', 'twitter_profile_username', 'instagram_account', 'youtube_account', 'linkedin_account', 'pinterest_account', 'tiktok_account' ),
			array_keys( $data['values']['social'] )
		);
	}

	/**
	 * Each step saves its fields: WordPress's options and Lodestar's settings; the last sets
	 * the completion flag.
	 */
	public function test_steps_save_and_complete(): void {
		$this->act_as( 'administrator' );
		$steps = array(
			array( 'site_type' => 'shop' ),
			array(
				'site_name'    => 'Acme Garden Shop',
				'site_tagline' => 'Seeds & tools',
			),
			array(
				'site_represents'     => 'organization',
				'site_entity_name'    => 'Acme Gardens Ltd',
				'site_entity_logo'    => 'https://cdn.example.org/acme-logo.png',
				'site_entity_logo_id' => 0,
			),
			array(
				'social' => array(
					'facebook_page_url'        => 'https://www.facebook.com/acme',
					'twitter_profile_username' => '@acme',
				),
			),
			array(
				'enable_xml_sitemap' => true,
				'author_archive'     => true,
				'date_archive'       => false,
				'blog_public'        => false,
			),
		);
		foreach ( $steps as $step ) {
			$response = $this->rest( 'POST', self::ROUTE, $step );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
		$settings = Plugin::instance()->settings();
		$this->assertSame( 'Acme Garden Shop', get_option( 'blogname' ) );
		$this->assertSame( 'Seeds &amp; tools', get_option( 'blogdescription' ) );
		$this->assertSame( '0', (string) get_option( 'blog_public' ) );
		$this->assertSame( 'shop', $settings->get( 'site_type' ) );
		$this->assertSame( 'Acme Gardens Ltd', $settings->get( 'site_entity_name' ) );
		$this->assertSame( 'https://cdn.example.org/acme-logo.png', $settings->get( 'site_entity_logo' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( '@acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertTrue( $settings->get( 'enable_xml_sitemap' ) );
		$this->assertTrue( $settings->get( 'author_archive' ) );
		$this->assertFalse( $this->json_data( $this->rest( 'GET', self::ROUTE ) )['data']['completed'] );

		$done = $this->json_data( $this->rest( 'POST', self::ROUTE, array( 'completed' => true ) ) );
		$this->assertTrue( $done['data']['completed'] );
		$this->assertSame( 'Settings saved successfully.', $done['message'] );
		$this->assertSame( array( 'completed' => true ), get_option( 'lodestar_onboarding' ) );
	}

	/**
	 * Bad requests are refused with 400 and save nothing, not even their valid fields.
	 */
	public function test_invalid_requests_save_nothing(): void {
		$this->act_as( 'administrator' );
		$bad = array(
			'unknown field'       => array(
				'site_name' => 'Changed',
				'is_admin'  => true,
			),
			'wrong type'          => array(
				'site_name'          => 'Changed',
				'enable_xml_sitemap' => 'yes',
			),
			'enum'                => array(
				'site_name' => 'Changed',
				'site_type' => 'casino',
			),
			'too long'            => array( 'site_name' => str_repeat( 'a', 201 ) ),
			'empty name'          => array( 'site_name' => '   ' ),
			'unknown social'      => array(
				'site_name' => 'Changed',
				'social'    => array( 'myspace' => 'https://myspace.com/x' ),
			),
			'negative logo id'    => array(
				'site_name'           => 'Changed',
				'site_entity_logo_id' => -3,
			),
			'completed as string' => array(
				'site_name' => 'Changed',
				'completed' => 'yes',
			),
			'empty body'          => array(),
		);
		foreach ( $bad as $case => $body ) {
			$response = $this->rest( 'POST', self::ROUTE, $body );
			$this->assertSame( 400, $response->get_status(), $case );
		}
		$this->assertSame( 400, $this->rest( 'POST', self::ROUTE, null, '{"site_name": "Changed",' )->get_status(), 'malformed JSON' );
		$this->assertSame( 400, $this->rest( 'POST', self::ROUTE, null, wp_json_encode( array( 'site_tagline' => str_repeat( 'x', 20000 ) ) ) )->get_status(), 'oversized' );

		$this->assertSame( 'Before Name', get_option( 'blogname' ) );
		$this->assertSame( 'Before tagline', get_option( 'blogdescription' ) );
		$this->assertSame( '', Plugin::instance()->settings()->get( 'site_type' ) );
		$this->assertFalse( get_option( 'lodestar_onboarding' ) );
	}

	/**
	 * The wizard's answers show on the home page: the title and og:site_name carry the new
	 * site name, the robots meta follows search engine visibility, the Organization carries
	 * the organisation's name and logo and the sameAs profiles.
	 */
	public function test_answers_show_in_head_and_organization(): void {
		$this->act_as( 'administrator' );
		$this->rest(
			'POST',
			self::ROUTE,
			array(
				'site_name'        => 'Acme Garden Shop',
				'site_tagline'     => 'Seeds and tools',
				'site_represents'  => 'organization',
				'site_entity_name' => 'Acme Gardens Ltd',
				'site_entity_logo' => 'https://cdn.example.org/acme-logo.png',
				'social'           => array( 'facebook_page_url' => 'https://www.facebook.com/acme' ),
			)
		);
		wp_set_current_user( 0 );
		$page = $this->render_request( array() );
		$this->assertStringContainsString( 'Acme Garden Shop', (string) $page['title'] );
		$this->assertStringContainsString( '<meta property="og:site_name" content="Acme Garden Shop"', $page['head'] );

		$org = $this->site_entity( $page['head'], '#organization' );
		$this->assertSame( 'Organization', $org['@type'] );
		$this->assertSame( 'Acme Gardens Ltd', $org['name'] );
		$this->assertSame( 'https://cdn.example.org/acme-logo.png', $org['logo'] );
		$this->assertSame( array( 'https://www.facebook.com/acme' ), $org['sameAs'] );
	}

	/**
	 * The kind of site picks the Organization's type while the schema keeps the plain one; a
	 * type chosen in the schema wins.
	 */
	public function test_site_type_picks_the_organization_type(): void {
		$this->act_as( 'administrator' );
		$expected = array(
			'shop'     => 'OnlineStore',
			'news'     => 'NewsMediaOrganization',
			'blog'     => 'Organization',
			'business' => 'Organization',
		);
		foreach ( $expected as $site_type => $type ) {
			$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, array( 'site_type' => $site_type ) )->get_status() );
			$head = $this->render_request( array() )['head'];
			$this->assertSame( $type, $this->site_entity( $head, '#organization' )['@type'], $site_type );
		}

		$schemas = Plugin::instance()->schemas()->all();
		foreach ( $schemas as $id => $schema ) {
			if ( 'Organization' === $schema['type'] ) {
				$schemas[ $id ]['fields']['@type'] = 'NGO';
			}
		}
		Plugin::instance()->schemas()->save( $schemas );
		$this->rest( 'POST', self::ROUTE, array( 'site_type' => 'shop' ) );
		$this->assertSame( 'NGO', $this->site_entity( $this->render_request( array() )['head'], '#organization' )['@type'] );
	}

	/**
	 * A site that represents a person: the graph names a Person (the publisher), with the logo
	 * as its image, and no Organization.
	 */
	public function test_person_site_prints_a_person(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'site_represents'  => 'person',
				'site_entity_name' => 'Ada Lovelace',
				'site_entity_logo' => 'https://cdn.example.org/ada.jpg',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		wp_set_current_user( 0 );
		$head   = $this->render_request( array() )['head'];
		$person = $this->site_entity( $head, '#person' );
		$this->assertSame( 'Person', $person['@type'] );
		$this->assertSame( 'Ada Lovelace', $person['name'] );
		$this->assertSame( 'https://cdn.example.org/ada.jpg', $person['image'] );
		$this->assertArrayNotHasKey( 'logo', $person );
		$graph = $this->graph( $head );
		$this->assertSame( array(), array_values( array_filter( $graph, static fn( $node ) => 'Organization' === ( $node['@type'] ?? '' ) ) ) );
		$website = array_values( array_filter( $graph, static fn( $node ) => 'WebSite' === ( $node['@type'] ?? '' ) ) )[0];
		$this->assertSame( array( '@id' => home_url( '/' ) . '#person' ), $website['publisher'] );
	}

	/**
	 * A request as a browser sends it with the login cookie: the REST API's cookie check
	 * (nonce from X-WP-Nonce) runs before the route, as in WP_REST_Server::serve_request().
	 *
	 * @param string|null $nonce Nonce header, null for none.
	 */
	private function cookie_request( ?string $nonce ): WP_REST_Response {
		$GLOBALS['wp_rest_auth_cookie'] = true;
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		// A server that keeps its headers (the test runner already printed output).
		$server                    = new class() extends \WP_REST_Server {
			/**
			 * Drops the header.
			 *
			 * @param string $key   Header.
			 * @param string $value Value.
			 */
			public function send_header( $key, $value ) {}
		};
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$check = $server->check_authentication();
		if ( is_wp_error( $check ) ) {
			return rest_convert_error_to_response( $check );
		}
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'site_name' => 'Nonce Name' ) ) );
		return rest_do_request( $request );
	}

	/**
	 * The JSON-LD graph of a head.
	 *
	 * @param string $head Head HTML.
	 * @return list<array<string, mixed>>
	 */
	private function graph( string $head ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match ) );
		return json_decode( $match[1], true )['@graph'];
	}

	/**
	 * The node of the home page's graph with an @id ending in a fragment.
	 *
	 * @param string $head     Head HTML.
	 * @param string $fragment '#organization' or '#person'.
	 * @return array<string, mixed>
	 */
	private function site_entity( string $head, string $fragment ): array {
		foreach ( $this->graph( $head ) as $node ) {
			if ( home_url( '/' ) . $fragment === ( $node['@id'] ?? '' ) ) {
				return $node;
			}
		}
		$this->fail( 'No node ' . $fragment );
	}
}
