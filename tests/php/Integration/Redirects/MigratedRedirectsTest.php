<?php
/**
 * Per-post redirects of other SEO plugins, migrated.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

use Lodestar\Plugin;
use Lodestar\Wiring\Migration;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * Yoast's, SEOPress's and The SEO Framework's redirect of a post becomes a redirect rule from
 * the post's address (origin "migration"), with SEOPress's type.
 */
class MigratedRedirectsTest extends RedirectsTestCase {

	/**
	 * Each plugin's per-post redirect is made a rule.
	 */
	public function test_per_post_redirects_become_rules(): void {
		$this->act_as( 'administrator' );
		$runner = Migration::runner( Plugin::instance()->settings(), Plugin::instance()->sitemaps()->cache );
		$cases  = array(
			'wordpress-seo'   => array( array( '_yoast_wpseo_redirect' => 'https://example.net/yoast-target' ), 301, 'https://example.net/yoast-target' ),
			'wp-seopress'     => array(
				array(
					'_seopress_redirections_enabled' => 'yes',
					'_seopress_redirections_type'    => '302',
					'_seopress_redirections_value'   => '/seopress-target/',
				),
				302,
				'http://example.org/seopress-target/',
			),
			'autodescription' => array( array( 'redirect' => 'https://example.net/tsf-target' ), 301, 'https://example.net/tsf-target' ),
		);
		foreach ( $cases as $slug => $case ) {
			$post = $this->publish_post( array( 'post_name' => 'from-' . $slug ) );
			foreach ( $case[0] as $key => $value ) {
				update_post_meta( $post, $key, $value );
			}
			$preview = $runner->plan_object( $runner->source( $slug ), get_post( $post ), false );
			$this->assertSame( array( 'url' => $case[0][ array_key_last( $case[0] ) ], 'status' => $case[1] ), $preview['redirect'], $slug );
			$result = $runner->migrate_object( $slug, 'post', $post, false );
			$this->assertNotWPError( $result );
			$this->assertSame( array( $case[1], $case[2] ), $this->goes( '/from-' . $slug . '/' ), $slug );
			$rule = $this->redirects->table->by_source_hash( md5( 'e/from-' . $slug ) )[0];
			$this->assertSame( 'migration', $rule['origin'] );
			$this->assertSame( 'Migrated with post #' . $post, $rule['note'] );
			// Migrated again: the rule is there, nothing doubles.
			$runner->migrate_object( $slug, 'post', $post, true );
			$this->assertCount( 1, $this->redirects->table->by_source_hash( md5( 'e/from-' . $slug ) ) );
		}
	}
}
