<?php
/**
 * Social profiles: one storage per profile (the spec's keys, `social_profiles` for the others),
 * shown by Other Accounts where it is stored, printed in the Organization's sameAs; profile URLs
 * kept as typed and printed only when they are absolute http(s) URLs.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Profiles through the settings route, the import route and the head.
 */
class SocialProfilesTest extends TestCase {

	use HeadHarness;

	/**
	 * A site with the default schemas (Organization among them) and an admin.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'show_on_front', 'posts' );
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
		$this->act_as( 'administrator' );
	}

	/**
	 * Saves settings through the admin app's route.
	 *
	 * @param array<string, mixed> $data Changes.
	 */
	private function save( array $data ): void {
		$response = $this->rest( 'POST', '/lodestar/v1/admin/global-settings', array( 'data' => $data ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		Plugin::instance()->settings()->flush();
	}

	/**
	 * The settings as the admin app reads them.
	 *
	 * @return array<string, mixed>
	 */
	private function settings(): array {
		return $this->json_data( $this->rest( 'GET', '/lodestar/v1/admin/global-settings' ) )['data'];
	}

	/**
	 * The Organization's sameAs on the home page.
	 *
	 * @return string[]
	 */
	private function same_as(): array {
		$head = $this->render_request( array() )['head'];
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match ) );
		foreach ( json_decode( $match[1], true )['@graph'] as $node ) {
			if ( 'Organization' === $node['@type'] ) {
				return $node['sameAs'] ?? array();
			}
		}
		$this->fail( 'No Organization node.' );
	}

	/**
	 * Every profile the screens show (their `setting`, as the site-settings route sends it), set
	 * through the route the screens save with, is printed in sameAs, in the screens' order.
	 */
	public function test_what_the_screens_show_is_what_same_as_prints(): void {
		$definitions = $this->json_data( $this->rest( 'GET', '/lodestar/v1/admin/site-settings' ) )['data']['social_profiles'];
		$this->assertSame(
			array( 'facebook_page_url', 'twitter_profile_username', 'pinterest_account', 'instagram_account', 'youtube_account', 'linkedin_account', 'tiktok_account' ),
			array_slice( array_column( $definitions, 'setting' ), 0, 7 ),
			'The spec\'s own keys are where these profiles live.'
		);
		$this->assertSame( 'social_profiles.threads', $definitions[7]['setting'] );

		$data     = array( 'social_profiles' => array() );
		$expected = array();
		foreach ( $definitions as $definition ) {
			$url        = 'twitter' === $definition['id'] ? '@lodestar' : 'https://profiles.test/' . $definition['id'];
			$expected[] = 'twitter' === $definition['id'] ? 'https://x.com/lodestar' : $url;
			if ( str_starts_with( $definition['setting'], 'social_profiles.' ) ) {
				$data['social_profiles'][ substr( $definition['setting'], 16 ) ] = $url;
			} else {
				$data[ $definition['setting'] ] = $url;
			}
		}
		$this->save( $data );
		$this->assertSame( $expected, $this->same_as() );
		$this->assertCount( 18, $expected );
	}

	/**
	 * A profile of the spec's keys sent in `social_profiles` (the older shape, other tools'
	 * files) lands in its own setting, through the settings route, the import route, and when
	 * stored that way by an older version.
	 */
	public function test_the_older_shape_lands_in_the_spec_keys(): void {
		$this->save(
			array(
				'social_profiles' => array(
					'pinterest' => 'https://www.pinterest.com/lodestar',
					'github'    => 'https://github.com/lodestar',
				),
			)
		);
		$settings = $this->settings();
		$this->assertSame( 'https://www.pinterest.com/lodestar', $settings['pinterest_account'] );
		$this->assertSame( array( 'github' => 'https://github.com/lodestar' ), $settings['social_profiles'] );

		// An import of that shape: its categories give pinterest_account '' (the default).
		$response = $this->rest(
			'POST',
			'/lodestar/v1/import-settings',
			array(
				'settings_data' => array(
					'plugin'     => 'lodestar',
					'version'    => '0.2.0',
					'categories' => array( 'social' ),
					'settings'   => array( 'social_profiles' => array( 'youtube' => 'https://www.youtube.com/@lodestar' ) ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		Plugin::instance()->settings()->flush();
		$settings = $this->settings();
		$this->assertSame( 'https://www.youtube.com/@lodestar', $settings['youtube_account'] );
		$this->assertSame( '', $settings['pinterest_account'], 'The import replaced the social category.' );
		$this->assertSame( array(), $settings['social_profiles'] );

		// Stored by an older version.
		update_option( Definitions::OPTION, array( 'social_profiles' => array( 'tiktok' => 'https://www.tiktok.com/@lodestar' ) ) );
		Plugin::instance()->settings()->flush();
		$this->assertSame( 'https://www.tiktok.com/@lodestar', Plugin::instance()->settings()->get( 'tiktok_account' ) );
		$this->assertSame( array( 'https://www.tiktok.com/@lodestar' ), $this->same_as() );

		// Both given: the setting of its own wins.
		$this->save(
			array(
				'instagram_account' => 'https://www.instagram.com/own',
				'social_profiles'   => array( 'instagram' => 'https://www.instagram.com/older' ),
			)
		);
		$this->assertSame( 'https://www.instagram.com/own', $this->settings()['instagram_account'] );
	}

	/**
	 * Profile URLs are stored as typed (no "http://" added); only absolute http(s) URLs are
	 * printed in article:publisher, article:author and sameAs; an X handle becomes @handle.
	 */
	public function test_profile_urls_are_kept_as_typed_and_printed_only_when_absolute(): void {
		$this->save(
			array(
				'facebook_page_url'        => 'facebook.com/lodestar',
				'facebook_author_fallback' => ' https://www.facebook.com/fallback ',
				'twitter_profile_username' => 'lodestar',
				'linkedin_account'         => 'linkedin.com/company/lodestar',
				'social_profiles'          => array(
					'github'   => 'javascript:alert(1)',
					'mastodon' => 'https://mastodon.social/@lodestar',
				),
			)
		);
		$settings = $this->settings();
		$this->assertSame( 'facebook.com/lodestar', $settings['facebook_page_url'] );
		$this->assertSame( 'https://www.facebook.com/fallback', $settings['facebook_author_fallback'] );
		$this->assertSame( 'linkedin.com/company/lodestar', $settings['linkedin_account'] );
		$this->assertArrayNotHasKey( 'github', $settings['social_profiles'], 'Another scheme is dropped.' );

		$this->assertSame( array( 'https://x.com/lodestar', 'https://mastodon.social/@lodestar' ), $this->same_as() );

		$post = $this->publish_post( array( 'post_title' => 'Shared' ) );
		$head = $this->render_request( array( 'p' => $post ) )['head'];
		$this->assertStringNotContainsString( 'article:publisher', $head );
		$this->assertStringContainsString( '<meta property="article:author" content="https://www.facebook.com/fallback"', $head );
		$this->assertStringContainsString( '<meta name="twitter:site" content="@lodestar"', $head );

		$this->save( array( 'facebook_page_url' => 'https://www.facebook.com/lodestar' ) );
		$head = $this->render_request( array( 'p' => $post ) )['head'];
		$this->assertStringContainsString( '<meta property="article:publisher" content="https://www.facebook.com/lodestar"', $head );
	}
}
