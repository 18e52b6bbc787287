<?php
/**
 * Front-end hooks that follow the settings (Support\HookSwitch, Plugin::sync_switches()).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * A page view hooks a switched feature only while its setting (or its data) needs it, and a
 * write of the setting hooks or unhooks it at once, before anything that follows the write.
 */
class HookSwitchTest extends TestCase {

	/**
	 * Where each switched feature hooks: [hook, Lodestar class::method].
	 */
	private const HOOKS = array(
		'excerpts'      => array( array( 'pre_option_rss_use_excerpt', 'Frontend\Feeds::filter_use_excerpt' ) ),
		'source link'   => array(
			array( 'the_content_feed', 'Frontend\Feeds::append_source_link' ),
			array( 'the_excerpt_rss', 'Frontend\Feeds::append_source_link' ),
		),
		'feed noindex'  => array( array( 'wp_headers', 'Frontend\Feeds::filter_headers' ) ),
		'removed feeds' => array( array( 'template_redirect', 'Frontend\Feeds::block_removed_feed' ) ),
		'comment feeds' => array(
			array( 'feed_links_show_comments_feed', 'Frontend\Feeds::filter_comments_feed_link' ),
			array( 'feed_links_extra_show_post_comments_feed', 'Frontend\Feeds::filter_post_comments_feed_link' ),
		),
		'search feed'   => array( array( 'feed_links_extra_show_search_feed', 'Frontend\Feeds::filter_extra_feed_link' ) ),
		'author feed'   => array( array( 'feed_links_extra_show_author_feed', 'Frontend\Feeds::filter_extra_feed_link' ) ),
		'responder'     => array( array( 'do_parse_request', 'Redirects\Responder::check_request' ) ),
		'404 monitor'   => array( array( 'template_redirect', 'Redirects\NotFoundMonitor::log_request' ) ),
		'key file'      => array(
			array( 'query_vars', 'IndexNow\KeyFile::add_query_var' ),
			array( 'parse_request', 'IndexNow\KeyFile::serve_request' ),
		),
		'llms.txt'      => array(
			array( 'query_vars', 'LlmsTxt\LlmsTxt::add_query_var' ),
			array( 'parse_request', 'LlmsTxt\LlmsTxt::serve_request' ),
		),
		'gsc tag'       => array( array( 'lodestar_head_tags', 'SearchConsole\VerificationTag::add_tags' ) ),
	);

	/**
	 * The switched features hooked now.
	 *
	 * @return string[]
	 */
	private function hooked(): array {
		global $wp_filter;
		$on = array();
		foreach ( self::HOOKS as $feature => $hooks ) {
			$found = array();
			foreach ( $hooks as list( $hook, $method ) ) {
				$found[] = false;
				foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $callbacks ) {
					foreach ( $callbacks as $callback ) {
						$function = $callback['function'];
						if ( is_array( $function ) && is_object( $function[0] ) && 'Lodestar\\' . $method === get_class( $function[0] ) . '::' . $function[1] ) {
							$found[ count( $found ) - 1 ] = true;
						}
					}
				}
			}
			$this->assertCount( 1, array_unique( $found ), "$feature: all of its hooks or none." );
			if ( $found[0] ) {
				$on[] = $feature;
			}
		}
		return $on;
	}

	/**
	 * Settings at their defaults: only the feed hooks the defaults use.
	 */
	public function test_defaults_hook_only_what_they_use(): void {
		Plugin::instance()->sync_switches();
		$this->assertSame( array( 'excerpts', 'source link', 'feed noindex' ), $this->hooked() );
	}

	/**
	 * Each setting write hooks or unhooks its feature at once (the option's own actions).
	 */
	public function test_setting_writes_switch_the_hooks(): void {
		$this->save_settings(
			array(
				'convert_feed_entries_into_excerpts'   => false,
				'addlink_to_source_below_feed_entries' => false,
				'allow_indexing_of_feed_entries'       => true,
			)
		);
		$this->assertSame( array(), $this->hooked() );

		$this->save_settings(
			array(
				'remove_global_comments_feed' => true,
				'remove_search_results_feed'  => true,
				'enable_404_monitor'          => true,
				'enable_indexnow'             => true,
				'enable_llms_txt'             => true,
			)
		);
		$this->assertSame( array( 'removed feeds', 'comment feeds', 'search feed', '404 monitor', 'key file', 'llms.txt' ), $this->hooked() );

		// Settings written by anyone (an import, update_option()) switch too.
		update_option( 'lodestar_settings', array( 'remove_post_authors_feed' => true ) );
		$this->assertSame( array( 'excerpts', 'source link', 'feed noindex', 'removed feeds', 'author feed' ), $this->hooked() );

		delete_option( 'lodestar_settings' );
		$this->assertSame( array( 'excerpts', 'source link', 'feed noindex' ), $this->hooked() );
	}

	/**
	 * The responder is hooked while a rule exists and redirects are on.
	 */
	public function test_redirect_rules_switch_the_responder(): void {
		$redirects = Plugin::instance()->redirects();
		$redirects->index->rebuild();
		$this->assertNotContains( 'responder', $this->hooked() );

		$saved = $redirects->rules->create(
			array(
				'source' => '/old-page',
				'target' => 'https://example.org/new-page',
				'status' => 301,
			)
		);
		$this->assertIsArray( $saved, is_wp_error( $saved ) ? $saved->get_error_message() : '' );
		$this->assertContains( 'responder', $this->hooked() );

		$this->save_settings( array( 'enable_redirects' => false ) );
		$this->assertNotContains( 'responder', $this->hooked() );
		$this->save_settings( array( 'enable_redirects' => true ) );
		$this->assertContains( 'responder', $this->hooked() );

		$redirects->rules->delete( array( (int) $saved['rule']['id'] ) );
		$this->assertNotContains( 'responder', $this->hooked() );
		$redirects->index->flush();
	}

	/**
	 * The Search Console tag is hooked once a token is stored, and printed on the home page.
	 */
	public function test_a_stored_token_hooks_the_verification_tag(): void {
		$this->assertNotContains( 'gsc tag', $this->hooked() );
		update_option( 'lodestar_gsc_verification', array( 'http://example.org/' => 'abc-123_XYZ' ) );
		$this->assertContains( 'gsc tag', $this->hooked() );
		$this->go_to( home_url( '/' ) );
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();
		$this->assertStringContainsString( '<meta name="google-site-verification" content="abc-123_XYZ"', $head );
	}
}
