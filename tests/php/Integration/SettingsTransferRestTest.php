<?php
/**
 * POST /lodestar/v1/export-settings, /import-settings and the import backup routes.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsTransfer;
use Lodestar\Tests\TestCase;

/**
 * Permissions, every refused file, atomicity, the round trip and the one backup.
 */
class SettingsTransferRestTest extends TestCase {

	private const EXPORT = '/lodestar/v1/export-settings';
	private const IMPORT = '/lodestar/v1/import-settings';
	private const BACKUP = '/lodestar/v1/settings-backup';
	private const RESTORE = '/lodestar/v1/settings-backup/restore';

	/**
	 * The stored schemas of setUp.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $schemas = array();

	/**
	 * Known non-default settings and schemas, so "unchanged" means something.
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_option( SettingsTransfer::BACKUP_OPTION );
		update_option(
			Definitions::OPTION,
			array(
				'separator'      => '|',
				'page_title'     => '%title% | Before',
				'date_archive'   => true,
				'no_index'       => array( 'category' ),
				'enable_schemas' => false,
			),
			true
		);
		// As a client sees them (through JSON), so comparisons after a round trip hold.
		$this->schemas = json_decode( (string) wp_json_encode( array( wp_generate_uuid4() => SchemaRepository::new_schema( 'WebSite' ) ) ), true );
		update_option( SchemaRepository::OPTION, $this->schemas, true );
	}

	/**
	 * The raw rows of every option an import may write.
	 *
	 * @return array<string, string|null>
	 */
	private function raw_options(): array {
		global $wpdb;
		$rows = array();
		foreach ( array( Definitions::OPTION, SchemaRepository::OPTION, SettingsTransfer::BACKUP_OPTION ) as $name ) {
			$rows[ $name ] = $wpdb->get_var( $wpdb->prepare( "SELECT CONCAT(option_value, '|', autoload) FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		}
		return $rows;
	}

	/**
	 * A valid file of every category, as the export route writes it.
	 *
	 * @return array<string, mixed>
	 */
	private function exported_file(): array {
		$this->act_as( 'administrator' );
		$body = $this->json_data( $this->rest( 'POST', self::EXPORT, array( 'categories' => SettingsTransfer::CATEGORIES ) ) );
		unset( $body['success'], $body['message'] );
		return $body;
	}

	/**
	 * Posts a file as the import route expects it.
	 *
	 * @param mixed $file File.
	 * @return array{0: int, 1: mixed}
	 */
	private function import( $file ): array {
		$response = $this->rest( 'POST', self::IMPORT, array( 'settings_data' => $file ) );
		return array( $response->get_status(), $this->json_data( $response ) );
	}

	/**
	 * Anonymous users get 401, subscribers 403, on every route; nothing changes.
	 */
	public function test_permissions(): void {
		$before = $this->raw_options();
		$routes = array(
			array( 'POST', self::EXPORT, array( 'categories' => array( 'general' ) ) ),
			array( 'POST', self::IMPORT, array( 'settings_data' => array( 'plugin' => 'lodestar' ) ) ),
			array( 'GET', self::BACKUP, null ),
			array( 'POST', self::RESTORE, null ),
		);
		foreach ( array( 0 => 401, 'subscriber' => 403, 'editor' => 403 ) as $role => $status ) {
			wp_set_current_user( 0 );
			if ( is_string( $role ) ) {
				$this->act_as( $role );
			}
			foreach ( $routes as list( $method, $route, $json ) ) {
				$response = $this->rest( $method, $route, $json );
				$this->assertSame( $status, $response->get_status(), "$method $route as " . ( $role ?: 'anonymous' ) );
				$this->assertSame( 'rest_forbidden', $this->json_data( $response )['code'] );
			}
		}
		$this->assertSame( $before, $this->raw_options() );
	}

	/**
	 * Export: the file shape, only the requested categories, schemas as an object.
	 */
	public function test_export_shape_and_categories(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::EXPORT, array( 'categories' => array( 'general', 'schemas' ) ) );
		$body     = $this->json_data( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'success', 'message', 'plugin', 'version', 'exported_at', 'categories', 'settings' ), array_keys( $body ) );
		$this->assertTrue( $body['success'] );
		$this->assertSame( 'lodestar', $body['plugin'] );
		$this->assertSame( LODESTAR_VERSION, $body['version'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', $body['exported_at'] );
		$this->assertSame( array( 'general', 'schemas' ), $body['categories'] );

		$expected = array_merge( SettingsTransfer::keys_of( 'general' ), array( 'schemas' ) );
		$this->assertSame( $expected, array_keys( $body['settings'] ) );
		$this->assertSame( '|', $body['settings']['separator'] );
		$this->assertSame( '%title% | Before', $body['settings']['page_title'] );
		$this->assertTrue( $body['settings']['date_archive'] );
		$this->assertArrayNotHasKey( 'no_index', $body['settings'] );
		$this->assertSame( $this->schemas, $body['settings']['schemas'] );

		delete_option( SchemaRepository::OPTION );
		$json = wp_json_encode( rest_get_server()->response_to_data( $this->rest( 'POST', self::EXPORT, array( 'categories' => array( 'schemas' ) ) ), false ) );
		$this->assertStringContainsString( '"settings":{"schemas":{}}', $json );
	}

	/**
	 * Every setting belongs to exactly one category, and every category but schemas has keys.
	 */
	public function test_categories_partition_the_schema(): void {
		$all = array();
		foreach ( SettingsTransfer::CATEGORIES as $category ) {
			$keys = SettingsTransfer::keys_of( $category );
			if ( 'schemas' !== $category ) {
				$this->assertNotEmpty( $keys, $category );
			}
			$all = array_merge( $all, $keys );
		}
		sort( $all );
		$schema = Definitions::keys();
		sort( $schema );
		$this->assertSame( $schema, $all );
		$this->assertSame( 'advanced', SettingsTransfer::category_of( 'no_index' ) );
		$this->assertSame( 'advanced', SettingsTransfer::category_of( 'enable_schemas' ) );
		$this->assertSame( 'general', SettingsTransfer::category_of( 'home_page_title' ) );
		$this->assertSame( 'social', SettingsTransfer::category_of( 'fallback_image' ) );
		$this->assertSame( 'sitemaps', SettingsTransfer::category_of( 'enable_xml_sitemap' ) );
	}

	/**
	 * Export refuses an empty, missing, unknown or malformed category list with 400.
	 */
	public function test_export_refuses_bad_categories(): void {
		$this->act_as( 'administrator' );
		foreach (
			array(
				'empty'     => array( 'categories' => array() ),
				'missing'   => array(),
				'unknown'   => array( 'categories' => array( 'general', 'passwords' ) ),
				'duplicate' => array( 'categories' => array( 'general', 'general' ) ),
				'not a list' => array( 'categories' => array( 'general' => true ) ),
			) as $case => $json
		) {
			$response = $this->rest( 'POST', self::EXPORT, $json );
			$this->assertSame( 400, $response->get_status(), $case );
			$this->assertContains( $this->json_data( $response )['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ), $case );
		}
	}

	/**
	 * Every refused file: a clear message, 400, and nothing written (the backup neither).
	 */
	public function test_import_refuses_invalid_files_and_changes_nothing(): void {
		$valid = $this->exported_file();
		$with  = static function ( array $changes ) use ( $valid ): array {
			$file = $valid;
			foreach ( $changes as $path => $value ) {
				if ( str_starts_with( $path, 'settings.' ) ) {
					$file['settings'][ substr( $path, 9 ) ] = $value;
				} else {
					$file[ $path ] = $value;
				}
			}
			return $file;
		};
		$before = $this->raw_options();

		$cases = array(
			'not an object'        => array( 'just a string', 'The file is not a Lodestar settings export.' ),
			'a list'               => array( array( 1, 2 ), 'The file is not a Lodestar settings export.' ),
			'no plugin id'         => array( $with( array( 'plugin' => null ) ), 'The file is not a Lodestar settings export.' ),
			'another plugin'       => array( $with( array( 'plugin' => 'surerank' ) ), 'This file was exported by another plugin ("surerank"), not by Lodestar SEO.' ),
			'unknown field'        => array( $with( array( 'extra' => 1 ) ), 'Unknown field in the file: extra.' ),
			'version not a string' => array( $with( array( 'version' => 1 ) ), 'The file is not a Lodestar settings export.' ),
			'no categories'        => array( $with( array( 'categories' => array() ) ), 'The file lists no settings categories.' ),
			'unknown category'     => array( $with( array( 'categories' => array( 'general', 'secrets' ) ) ), 'Unknown settings category: secrets.' ),
			'settings a list'      => array( $with( array( 'settings' => array( 'a', 'b' ) ) ), 'Invalid value for settings: expected object.' ),
			'unknown key'          => array( $with( array( 'settings.admin_email' => 'x@example.org' ) ), 'Unknown setting: admin_email.' ),
			'wrong type (bool)'    => array( $with( array( 'settings.date_archive' => 'yes' ) ), 'Invalid value for date_archive: expected boolean.' ),
			'wrong type (string)'  => array( $with( array( 'settings.page_title' => 42 ) ), 'Invalid value for page_title: expected string.' ),
			'wrong enum'           => array( $with( array( 'settings.twitter_card_type' => 'player' ) ), 'Invalid value for twitter_card_type: expected one of "summary_large_image", "summary".' ),
			'bad list item'        => array( $with( array( 'settings.no_index' => array( 'Not A Slug' ) ) ), 'Invalid value for no_index: "Not A Slug" is not allowed.' ),
			'schemas not object'   => array( $with( array( 'settings.schemas' => 'none' ) ), 'Invalid value for schemas: expected object.' ),
			'schema refused'       => array( $with( array( 'settings.schemas' => array( wp_generate_uuid4() => array( 'type' => 'Nope' ) ) ) ), 'Unknown schema type: Nope' ),
			'schema id refused'    => array( $with( array( 'settings.schemas' => array( 'abc' => SchemaRepository::new_schema( 'WebSite' ) ) ) ), 'Invalid schema id: abc' ),
			'key outside category' => array(
				$with(
					array(
						'categories'          => array( 'general' ),
						'settings'            => array( 'page_title' => 'x' ),
						'settings.enable_xml_sitemap' => true,
					)
				),
				'The setting enable_xml_sitemap belongs to the category "sitemaps", which the file does not list.',
			),
		);

		$this->act_as( 'administrator' );
		foreach ( $cases as $case => list( $file, $message ) ) {
			list( $status, $body ) = $this->import( $file );
			$this->assertSame( 400, $status, $case . ': ' . wp_json_encode( $body ) );
			$this->assertSame( 'lodestar_invalid_import', $body['code'], $case );
			$this->assertSame( $message, $body['message'], $case );
			wp_cache_flush();
			$this->assertSame( $before, $this->raw_options(), $case );
		}
	}

	/**
	 * A missing settings_data, malformed JSON and a body above 1 MiB are refused too.
	 */
	public function test_import_refuses_missing_malformed_and_oversized_bodies(): void {
		$before = $this->raw_options();
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::IMPORT, array( 'other' => 1 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_missing_callback_param', $this->json_data( $response )['code'] );

		$response = $this->rest( 'POST', self::IMPORT, null, '{"settings_data": {"plugin": "lodestar",' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_json', $this->json_data( $response )['code'] );

		$file                           = $this->exported_file();
		$file['settings']['page_title'] = str_repeat( 'x', 2000 );
		$file['padding']                = str_repeat( 'p', SettingsTransfer::MAX_BYTES );
		$response                       = $this->rest( 'POST', self::IMPORT, array( 'settings_data' => $file ) );
		$body                           = $this->json_data( $response );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'lodestar_invalid_import', $body['code'] );
		$this->assertSame( 'The file is larger than the limit of 1 MiB.', $body['message'] );

		wp_cache_flush();
		$this->assertSame( $before, $this->raw_options() );
	}

	/**
	 * An invalid value anywhere (here the last key) means no key at all is written.
	 */
	public function test_import_is_all_or_nothing(): void {
		$file                                   = $this->exported_file();
		$file['settings']['page_title']         = 'Changed %title%';
		$file['settings']['enable_xml_sitemap'] = true;
		$file['settings']['schemas']            = array( wp_generate_uuid4() => SchemaRepository::new_schema( 'Article' ) );
		$keys                                   = array_keys( $file['settings'] );
		$last                                   = $keys[ count( $keys ) - 2 ];
		$file['settings'][ $last ]              = array( 'not' => 'valid' );
		$before                                 = $this->raw_options();

		list( $status, $body ) = $this->import( $file );
		$this->assertSame( 400, $status );
		$this->assertSame( $last, $body['data']['key'] );
		wp_cache_flush();
		$this->assertSame( $before, $this->raw_options() );
	}

	/**
	 * Round trip: export, change, import; the exported settings come back, with a backup of
	 * the changed ones. Keys of the imported categories missing from the file get defaults;
	 * categories the file does not list are left alone.
	 */
	public function test_round_trip_and_replace_semantics(): void {
		$file = $this->exported_file();

		$this->assertTrue(
			\Lodestar\Plugin::instance()->settings()->save(
				array(
					'page_title'         => 'Changed',
					'date_archive'       => false,
					'no_index'           => array(),
					'enable_xml_sitemap' => true,
				)
			)
		);
		update_option( SchemaRepository::OPTION, array(), false );
		$changed = get_option( Definitions::OPTION );

		list( $status, $body ) = $this->import( $file );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame(
			array(
				'success' => true,
				'message' => 'Settings imported successfully!',
			),
			$body
		);
		wp_cache_flush();
		$this->assertSame(
			array(
				'separator'      => '|',
				'page_title'     => '%title% | Before',
				'date_archive'   => true,
				'no_index'       => array( 'category' ),
				'enable_schemas' => false,
			),
			get_option( Definitions::OPTION )
		);
		$this->assertSame( $this->schemas, get_option( SchemaRepository::OPTION ) );
		// Page views read the schemas: they stay autoloaded.
		global $wpdb;
		$this->assertContains(
			$wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", SchemaRepository::OPTION ) ),
			array( 'yes', 'on', 'auto-on' )
		);

		$backup = get_option( SettingsTransfer::BACKUP_OPTION );
		$this->assertSame( $changed, $backup['settings'] );
		$this->assertSame( array(), $backup['schemas'] );

		// Only "general", without page_title: page_title goes back to its default; the
		// sitemap flag (another category) stays.
		\Lodestar\Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		list( $status ) = $this->import(
			array(
				'plugin'     => 'lodestar',
				'version'    => '0.0.1',
				'categories' => array( 'general' ),
				'settings'   => array( 'separator' => '~' ),
			)
		);
		$this->assertSame( 200, $status );
		\Lodestar\Plugin::instance()->settings()->flush();
		$settings = \Lodestar\Plugin::instance()->settings()->all();
		$this->assertSame( '~', $settings['separator'] );
		$this->assertSame( Definitions::defaults()['page_title'], $settings['page_title'] );
		$this->assertFalse( $settings['date_archive'] );
		$this->assertTrue( $settings['enable_xml_sitemap'] );
		$this->assertSame( array( 'category' ), $settings['no_index'] );
	}

	/**
	 * One backup option, not autoloaded, overwritten by each import; restorable.
	 */
	public function test_one_backup_overwritten_and_restorable(): void {
		global $wpdb;
		$file = $this->exported_file();

		$backup = $this->json_data( $this->rest( 'GET', self::BACKUP ) );
		$this->assertSame(
			array(
				'exists'     => false,
				'created_at' => '',
				'version'    => '',
			),
			$backup['data']
		);
		$response = $this->rest( 'POST', self::RESTORE );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'lodestar_no_backup', $this->json_data( $response )['code'] );

		$first = get_option( Definitions::OPTION );
		$this->assertSame( 200, $this->import( $file )[0] );
		\Lodestar\Plugin::instance()->settings()->save( array( 'separator' => '*' ) );
		$second = get_option( Definitions::OPTION );
		$this->assertSame( 200, $this->import( $file )[0] );

		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, autoload FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'lodestar_settings' ) . '%' ), ARRAY_A );
		$names = array_column( $rows, 'option_name' );
		sort( $names );
		$this->assertSame( array( 'lodestar_settings', 'lodestar_settings_backup' ), $names );
		$autoload = array_column( $rows, 'autoload', 'option_name' );
		$this->assertContains( $autoload['lodestar_settings_backup'], array( 'no', 'off' ) );

		wp_cache_flush();
		$this->assertSame( $second, get_option( SettingsTransfer::BACKUP_OPTION )['settings'] );
		$this->assertNotSame( $first, $second );

		$info = $this->json_data( $this->rest( 'GET', self::BACKUP ) )['data'];
		$this->assertTrue( $info['exists'] );
		$this->assertSame( LODESTAR_VERSION, $info['version'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T/', $info['created_at'] );

		$response = $this->rest( 'POST', self::RESTORE );
		$this->assertSame( 200, $response->get_status() );
		wp_cache_flush();
		$this->assertSame( $second, get_option( Definitions::OPTION ) );
		$this->assertSame( '*', \Lodestar\Plugin::instance()->settings()->get( 'separator' ) );
	}
}
