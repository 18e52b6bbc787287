<?php
/**
 * Migration from SureRank: the front-end head after a run, variables, robots.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Sources\SureRank;
use Lodestar\Migration\Translator;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way SureRank stores them: its grouped arrays
 * `surerank_settings_general`, `surerank_settings_social`, `surerank_settings_schemas` and the
 * scalars `surerank_settings_post_no_index|follow|archive` through update_post_meta() /
 * update_term_meta(), and its flat option `surerank_settings`.
 */
class MigrationSureRankTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'surerank';

	/**
	 * No migration state, an empty site, known site name and tagline.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_titles' );
		delete_option( 'wpseo_taxonomy_meta' );
		delete_option( 'rank-math-options-titles' );
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * A full run through REST: the head of the post, term and home says what SureRank printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_surerank_meant(): void {
		$cat  = (int) wp_insert_term( 'Chisels', 'category', array( 'description' => 'Bench chisels.' ) )['term_id'];
		$post = $this->publish_post(
			array(
				'post_title'    => 'Mortise chisel',
				'post_excerpt'  => 'A strong chisel.',
				'post_category' => array( $cat ),
			)
		);
		update_post_meta(
			$post,
			'surerank_settings_general',
			array(
				'page_title'       => '%title% %separator% %site_name%',
				'page_description' => '%excerpt% %custom_field.price% %org_name%',
				'focus_keyword'    => 'mortise chisel, bench chisel',
				'canonical_url'    => 'https://acme.example/chisels/mortise',
			)
		);
		update_post_meta(
			$post,
			'surerank_settings_social',
			array(
				'facebook_title'           => 'Share %title%',
				'facebook_description'     => 'Shared chisel',
				'facebook_image_url'       => 'https://cdn.example.org/chisel.jpg',
				'facebook_image_id'        => 0,
				'twitter_title'            => 'X %title%',
				'twitter_same_as_facebook' => false,
			)
		);
		// One robots value set: the three are the post's own (the others allow).
		update_post_meta( $post, 'surerank_settings_post_no_follow', 'yes' );
		update_post_meta( $post, 'surerank_settings_schemas', array( 'schemas' => array( 'a1b2' => array( 'type' => 'Product', 'title' => 'Product' ) ) ) );
		$hidden = $this->publish_post( array( 'post_title' => 'Hidden' ) );
		update_post_meta( $hidden, 'surerank_settings_post_no_index', 'yes' );
		$plain = $this->publish_post( array( 'post_title' => 'Plain' ) );
		update_post_meta( $plain, 'surerank_settings_general', array( 'page_description' => 'Plain one' ) );
		update_term_meta( $cat, 'surerank_settings_general', array( 'page_title' => '%term_title% archive %separator% %site_name%' ) );
		update_term_meta( $cat, 'surerank_settings_post_no_index', 'yes' );
		update_option(
			'surerank_settings',
			array(
				'separator'                                => '|',
				'page_title'                               => '%title% %separator% %site_name%',
				'page_description'                         => '%content%',
				'home_page_title'                          => '%site_name% %separator% %tagline%',
				'home_page_description'                    => 'Welcome to %site_name%',
				'home_page_facebook_title'                 => 'Acme on social',
				'no_index'                                 => array( 'attachment', 'author', 'search' ),
				'author_archive'                           => true,
				'date_archive'                             => false,
				'twitter_profile_username'                 => 'acme',
				'facebook_page_url'                        => 'https://www.facebook.com/acme',
				'social_profiles'                          => array( 'bluesky' => 'https://bsky.app/profile/acme' ),
				'redirect_attachment_pages_to_post_parent' => false,
				'auto_generated_og_image'                  => '1',
				'surerank_usage_optin'                     => true,
				'enable_migration'                         => false,
			)
		);
		update_option( 'surerank_robots_txt_content', "User-agent: *\nDisallow: /private/" );

		$this->act_as( 'administrator' );
		$plugins = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame( 'SureRank', $plugins['plugins'][ self::SLUG ]['name'] );
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( array( $cat ), $result['state']['terms']['category']['completed'] );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'Mortise chisel | Acme', html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="A strong chisel." />', $head['head'] );
		$this->assertSame( 'nofollow, max-image-preview:large, max-snippet:-1, max-video-preview:-1', $this->robots_of( $head['head'] ) );
		$this->assertSame( 'no', get_post_meta( $post, '_lodestar_post_no_index', true ) );
		$this->assertSame( 'yes', get_post_meta( $post, '_lodestar_post_no_follow', true ) );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/chisels/mortise" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Share Mortise chisel" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/chisel.jpg" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:title" content="X Mortise chisel" />', $head['head'] );
		// A comma list: the first keyword is the focus keyword, the others are kept after it.
		$this->assertSame( 'mortise chisel', get_post_meta( $post, '_lodestar_focus_keyword', true ) );
		$this->assertSame( array( 'bench chisel' ), get_post_meta( $post, '_lodestar_secondary_keywords', true ) );

		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $hidden ) )['head'] ) );
		// No robots value at all: the site's lists apply.
		$this->assertSame( '', get_post_meta( $plain, '_lodestar_post_no_index', true ) );

		$term = $this->render_request( array( 'cat' => $cat ) );
		$this->assertSame( 'Chisels archive | Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $term['head'] ) );

		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme | Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Welcome to Acme" />', $home['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Acme on social" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '|', $settings->get( 'separator' ) );
		$this->assertSame( '%content%', $settings->get( 'page_description' ) );
		$this->assertSame( array( 'attachment', 'author', 'search' ), $settings->get( 'no_index' ) );
		$this->assertTrue( $settings->get( 'author_archive' ) );
		$this->assertFalse( $settings->get( 'redirectAttachmentPagesToPostParent' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( array( 'bluesky' => 'https://bsky.app/profile/acme' ), $settings->get( 'social_profiles' ) );
		// Consent and Lodestar's own switches are never carried over.
		$this->assertFalse( $settings->get( 'lodestar_analytics_optin' ) );
		$this->assertTrue( $settings->get( 'enable_migration' ) );

		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		foreach (
			array(
				'post:' . $post . ':page_description:%custom_field.price%',
				'post:' . $post . ':page_description:%org_name%',
				'post:' . $post . ':schemas:Product',
				'global:0:auto_generated_og_image:1',
				"global:0:surerank_robots_txt_content:User-agent: *\nDisallow: /private/",
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
	}

	/**
	 * Every SureRank variable becomes a Lodestar variable (mostly the same name) or a report
	 * entry.
	 */
	public function test_every_surerank_variable_translates_or_is_reported(): void {
		$source = new SureRank( new MigrationSourceData() );
		$table  = $source->variables();
		$this->assertCount( 26, $table );
		foreach ( $table as $name => $target ) {
			$variable   = '%' . ( str_ends_with( $name, '*' ) ? substr( $name, 0, -1 ) . 'key' : $name ) . '%';
			$translated = Translator::translate( 'A ' . $variable . ' B', $source );
			if ( null === $target ) {
				$this->assertSame( array( $variable ), $translated['unsupported'], $name );
				$this->assertSame( 'A B', $translated['template'], $name );
			} else {
				$this->assertSame( $name, $target, $name );
				$this->assertSame( array(), $translated['unsupported'], $name );
				$this->assertSame( 'A %' . $target . '% B', $translated['template'], $name );
				$this->assertContains( $target, TemplateVariables::KNOWN, $name );
			}
		}
	}
}
