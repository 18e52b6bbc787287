<?php
/**
 * The `content_types` setting: validation, sanitizing, REST, export and the robots defaults
 * per content type.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsTransfer;
use Lodestar\Tests\TestCase;

/**
 * Templates per content type (issue 19): what is accepted, what is stored, where it travels.
 */
class ContentTypeSettingsTest extends TestCase {

	private const ROUTE = '/lodestar/v1/admin/global-settings';

	/**
	 * Unregisters the post type some tests register.
	 */
	protected function tearDown(): void {
		if ( post_type_exists( 'book' ) ) {
			unregister_post_type( 'book' );
		}
		parent::tearDown();
	}

	/**
	 * POSTs settings as an administrator.
	 *
	 * @param array<string, mixed> $data Settings.
	 * @return array{0: int, 1: mixed}
	 */
	private function post_settings( array $data ): array {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => $data ) );
		return array( $response->get_status(), $this->json_data( $response ) );
	}

	/**
	 * Empty by default, and a JSON object (not a list) when empty.
	 */
	public function test_default_is_an_empty_object(): void {
		$this->assertSame( array(), Definitions::defaults()['content_types'] );
		$this->act_as( 'administrator' );
		$json = wp_json_encode( rest_get_server()->response_to_data( $this->rest( 'GET', self::ROUTE ), false ) );
		$this->assertStringContainsString( '"content_types":{}', $json );
	}

	/**
	 * Valid entries are saved sanitized; a partial entry gets every property; an entry left
	 * all empty is not stored (it means "the global templates").
	 */
	public function test_saves_sanitized_entries_and_drops_empty_ones(): void {
		list( $status, $body ) = $this->post_settings(
			array(
				'content_types' => array(
					'post_type:page'    => array(
						'title'       => '%title% <b>|</b> Pages',
						'description' => '',
						'schema'      => '',
					),
					'taxonomy:category' => array( 'description' => 'Topic: %excerpt%' ),
					'archive:404'       => array(
						'title'       => '',
						'description' => '',
						'schema'      => '',
					),
					'pta:book'          => array( 'title' => '  ' ),
				),
			)
		);
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame(
			array(
				'post_type:page'    => array(
					'title'       => '%title% | Pages',
					'description' => '',
					'schema'      => '',
				),
				'taxonomy:category' => array(
					'title'       => '',
					'description' => 'Topic: %excerpt%',
					'schema'      => '',
				),
			),
			$this->stored_settings()['content_types']
		);
	}

	/**
	 * A stored entry missing properties (edited outside the app) reads with every property.
	 */
	public function test_partial_stored_entry_reads_whole(): void {
		update_option( Definitions::OPTION, array( 'content_types' => array( 'archive:date' => array( 'title' => 'Posts of %title%' ) ) ), true );
		Plugin::instance()->settings()->flush();
		$this->assertSame(
			array(
				'archive:date' => array(
					'title'       => 'Posts of %title%',
					'description' => '',
					'schema'      => '',
				),
			),
			Plugin::instance()->settings()->get( 'content_types' )
		);
	}

	/**
	 * Keys other than post_type:, taxonomy:, pta: and the four archives, unknown properties and
	 * mistyped values are refused with a 400 naming the setting, and nothing is saved.
	 *
	 * @dataProvider invalid_values
	 *
	 * @param mixed  $value   Value of content_types.
	 * @param string $message Part of the message.
	 */
	public function test_invalid_values_are_refused( $value, string $message ): void {
		update_option( Definitions::OPTION, array( 'separator' => '|' ), true );
		list( $status, $body ) = $this->post_settings( array( 'content_types' => $value ) );
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertSame( 'lodestar_invalid_setting', $body['code'] );
		$this->assertSame( 'content_types', $body['data']['key'] );
		$this->assertStringContainsString( $message, $body['message'] );
		wp_cache_flush();
		$this->assertSame( array( 'separator' => '|' ), $this->stored_settings() );
	}

	/**
	 * Refused values of content_types.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function invalid_values(): array {
		$entry = array( 'title' => 'x' );
		return array(
			'unknown kind'          => array( array( 'widget:foo' => $entry ), 'unknown property widget:foo' ),
			'unknown archive'       => array( array( 'archive:home' => $entry ), 'unknown property archive:home' ),
			'empty name'            => array( array( 'post_type:' => $entry ), 'unknown property post_type:' ),
			'upper-case name'       => array( array( 'taxonomy:Genre' => $entry ), 'unknown property taxonomy:Genre' ),
			'unknown property'      => array( array( 'post_type:post' => array( 'robots' => array( 'noindex' ) ) ), 'unknown property robots' ),
			'title not a string'    => array( array( 'post_type:post' => array( 'title' => 5 ) ), 'content_types.post_type:post.title' ),
			'entry not an object'   => array( array( 'post_type:post' => 'x' ), 'expected object' ),
			'a list'                => array( array( $entry ), 'expected object' ),
			'schema type too long'  => array( array( 'post_type:post' => array( 'schema' => str_repeat( 'a', 65 ) ) ), 'longer than 64' ),
			'title too long'        => array( array( 'archive:search' => array( 'title' => str_repeat( 'a', 2049 ) ) ), 'longer than 2048' ),
		);
	}

	/**
	 * The REST schema describes the keys by pattern.
	 */
	public function test_json_schema_has_the_key_pattern(): void {
		$schema = Definitions::json_schema()['properties']['content_types'];
		$this->assertSame( 'object', $schema['type'] );
		$this->assertFalse( $schema['additionalProperties'] );
		$this->assertSame( array( '^((post_type|taxonomy|pta):[a-z0-9_\-]{1,32}|archive:(author|date|search|404))$' ), array_keys( $schema['patternProperties'] ) );
		$entry = $schema['patternProperties'][ Definitions::CONTENT_TYPE_KEY_PATTERN ];
		$this->assertSame( array( 'title', 'description', 'schema' ), array_keys( $entry['properties'] ) );
		$this->assertSame( 64, $entry['properties']['schema']['maxLength'] );
	}

	/**
	 * Exported and imported with the General category (Meta Templates).
	 */
	public function test_travels_with_the_general_category(): void {
		$this->assertSame( 'general', SettingsTransfer::category_of( 'content_types' ) );
		$entries = array(
			'post_type:page' => array(
				'title'       => '%title% | Pages',
				'description' => '',
				'schema'      => '',
			),
		);
		$this->assertTrue( Plugin::instance()->settings()->save( array( 'content_types' => $entries ) ) );

		$this->act_as( 'administrator' );
		$file = $this->json_data( $this->rest( 'POST', '/lodestar/v1/export-settings', array( 'categories' => array( 'general' ) ) ) );
		$this->assertSame( $entries, $file['settings']['content_types'] );

		$this->assertTrue( Plugin::instance()->settings()->save( array( 'content_types' => array() ) ) );
		unset( $file['success'], $file['message'] );
		$response = $this->rest( 'POST', '/lodestar/v1/import-settings', array( 'settings_data' => $file ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json_data( $response ) ) );
		wp_cache_flush();
		$this->assertSame( $entries, $this->stored_settings()['content_types'] );
	}

	/**
	 * The robots lists name a post type archive as pta:<type>: it restricts the archive, not the
	 * type's posts, and the other way round.
	 */
	public function test_robots_lists_name_post_type_archives(): void {
		register_post_type(
			'book',
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);
		$this->assertTrue(
			Plugin::instance()->settings()->save(
				array(
					'no_index'  => array( 'pta:book' ),
					'no_follow' => array( 'book' ),
				)
			)
		);
		$robots = Plugin::instance()->robots();
		$this->assertSame( array( 'noindex' => true ), $robots->directives( Context::post_type_archive( 'book' ) ) );
		$post = get_post( $this->publish_post( array( 'post_type' => 'book' ) ) );
		$this->assertSame( array( 'nofollow' => true ), $robots->directives( Context::singular( $post ) ) );

		$refused = Plugin::instance()->settings()->validate( array( 'no_index' => array( 'pta:' ) ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertInstanceOf( \WP_Error::class, Plugin::instance()->settings()->validate( array( 'no_index' => array( 'archive:book' ) ) ) );
	}

	/**
	 * The content type key of every kind of page.
	 */
	public function test_content_type_keys(): void {
		register_post_type(
			'book',
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);
		$page = get_post( $this->publish_post( array( 'post_type' => 'page' ) ) );
		$book = get_post( $this->publish_post( array( 'post_type' => 'book' ) ) );
		$user = get_userdata( $this->create_user( 'author' ) );
		$tag  = get_term( (int) wp_insert_term( 'Stars', 'post_tag' )['term_id'] );
		$this->assertSame( 'post_type:page', Context::singular( $page )->content_type() );
		$this->assertSame( 'post_type:page', Context::singular( $page, 1, true )->content_type() );
		$this->assertSame( 'post_type:page', Context::blog( $page )->content_type() );
		$this->assertSame( '', Context::blog( null )->content_type() );
		$this->assertSame( 'post_type:book', Context::singular( $book )->content_type() );
		$this->assertSame( 'taxonomy:post_tag', Context::term( $tag )->content_type() );
		$this->assertSame( 'pta:book', Context::post_type_archive( 'book' )->content_type() );
		$this->assertSame( 'archive:author', Context::author( $user )->content_type() );
		$this->assertSame( 'archive:date', Context::date( 2024 )->content_type() );
		$this->assertSame( 'archive:search', Context::search( 'x' )->content_type() );
		$this->assertSame( 'archive:404', Context::not_found()->content_type() );
		$this->assertSame( '', Context::home()->content_type() );
		$this->assertSame( '', Context::none()->content_type() );
	}
}
