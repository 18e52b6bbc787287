<?php
/**
 * The settings history: revisions of every settings and schema write, the REST routes, restore.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\SettingsTransfer;
use Lodestar\Tests\TestCase;

/**
 * Who/when/which keys, the bound of 30, one revision per import and per migration step,
 * schema changes, the readable diff, restore (validated, itself a revision), permissions and
 * invalid input.
 */
class SettingsHistoryTest extends TestCase {

	private const LIST    = '/lodestar/v1/settings-history';
	private const RESTORE = '/lodestar/v1/settings-history/restore';

	/**
	 * No history, no settings, one known schema.
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_option( 'lodestar_history' );
		delete_option( 'lodestar_settings' );
		update_option( SchemaRepository::OPTION, array( '0b5c7bb0-5a0e-4a8e-9d3e-1f2a3b4c5d6e' => SchemaRepository::new_schema( 'WebSite' ) ), true );
		delete_option( 'lodestar_history' );
		Plugin::instance()->settings()->flush();
	}

	/**
	 * The revisions as the list route gives them.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function listed(): array {
		$response = $this->rest( 'GET', self::LIST );
		$this->assertSame( 200, $response->get_status() );
		return $this->json_data( $response )['data'];
	}

	/**
	 * Saves settings as the settings screens do.
	 *
	 * @param array<string, mixed> $changes Changes.
	 */
	private function save( array $changes ): void {
		$this->assertTrue( Plugin::instance()->settings()->save( $changes ) );
	}

	/**
	 * The raw history row (value and autoload flag).
	 *
	 * @return array{0: string, 1: string}|null
	 */
	private function raw_history(): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", 'lodestar_history' ), ARRAY_N );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * A save is one revision: who, when, the changed keys only, old and new values.
	 */
	public function test_a_save_records_who_when_and_what(): void {
		$admin = $this->act_as( 'administrator' );
		wp_update_user(
			array(
				'ID'           => $admin,
				'display_name' => 'Ada Admin',
			)
		);
		$start = time();
		$this->save(
			array(
				'separator'       => '|',
				'open_graph_tags' => true,
			)
		);

		$list = $this->listed();
		$this->assertCount( 1, $list );
		$revision = $list[0];
		$this->assertSame( 1, $revision['id'] );
		$this->assertSame( 'save', $revision['source'] );
		$this->assertSame(
			array(
				'id'   => $admin,
				'name' => 'Ada Admin',
			),
			$revision['user']
		);
		$this->assertGreaterThanOrEqual( $start, strtotime( $revision['date'] ) );
		$this->assertLessThanOrEqual( time(), strtotime( $revision['date'] ) );
		// open_graph_tags was sent with its default value: not a change.
		$this->assertSame(
			array(
				array(
					'section' => 'settings',
					'key'     => 'separator',
					'label'   => 'separator',
					'diff'    => array(
						array(
							'path' => '',
							'old'  => '-',
							'new'  => '|',
						),
					),
				),
			),
			$revision['changes']
		);
	}

	/**
	 * A save that changes nothing is no revision.
	 */
	public function test_a_save_without_change_is_no_revision(): void {
		$this->act_as( 'administrator' );
		$this->save( array( 'separator' => '-' ) );
		$this->assertSame( array(), $this->listed() );
		$this->assertNull( $this->raw_history() );
	}

	/**
	 * Only the last 30 revisions are kept, newest first; ids keep counting; not autoloaded.
	 */
	public function test_revisions_are_bounded_at_30_and_not_autoloaded(): void {
		$this->act_as( 'administrator' );
		for ( $i = 1; $i <= 35; $i++ ) {
			$this->save( array( 'page_title' => "%title% #$i" ) );
		}
		$list = $this->listed();
		$this->assertCount( 30, $list );
		$this->assertSame( range( 35, 6 ), array_column( $list, 'id' ) );
		$this->assertSame( '%title% #34', $list[0]['changes'][0]['diff'][0]['old'] );
		$this->assertSame( '%title% #35', $list[0]['changes'][0]['diff'][0]['new'] );
		$this->assertSame( '%title% #6', $list[29]['changes'][0]['diff'][0]['new'] );

		$raw = $this->raw_history();
		$this->assertNotNull( $raw );
		$this->assertContains( $raw[1], array( 'off', 'no' ), 'The history is not autoloaded.' );
		$this->assertArrayNotHasKey( 'lodestar_history', wp_load_alloptions() );
		$this->assertCount( 30, maybe_unserialize( $raw[0] )['revisions'] );
	}

	/**
	 * Objects are diffed down to their leaves (dot paths); a new map entry has no old value.
	 */
	public function test_the_diff_names_nested_keys(): void {
		$this->act_as( 'administrator' );
		$this->save(
			array(
				'global_default' => array(
					'home_page_title' => '%site_name%',
					'page_title'      => '%title% - %site_name%',
				),
				'content_types'  => array(
					'post_type:post' => array(
						'title'       => '%title% (post)',
						'description' => '',
						'schema'      => '',
					),
				),
			)
		);
		$changes = array_column( $this->listed()[0]['changes'], 'diff', 'key' );
		$this->assertSame(
			array(
				array(
					'path' => 'home_page_title',
					'old'  => '%site_name% - %tagline%',
					'new'  => '%site_name%',
				),
			),
			$changes['global_default']
		);
		$this->assertContains(
			array(
				'path' => 'post_type:post.title',
				'old'  => null,
				'new'  => '%title% (post)',
			),
			$changes['content_types']
		);
	}

	/**
	 * A schema save is a revision of source "schemas", labelled with the schema's title.
	 */
	public function test_a_schema_change_is_a_revision(): void {
		$this->act_as( 'administrator' );
		$schemas = Plugin::instance()->schemas()->all();
		$id      = array_key_first( $schemas );
		$schemas[ $id ]['title'] = 'Our website';
		$this->assertIsArray( Plugin::instance()->schemas()->save( $schemas ) );

		$revision = $this->listed()[0];
		$this->assertSame( 'schemas', $revision['source'] );
		$this->assertCount( 1, $revision['changes'] );
		$this->assertSame( 'schemas', $revision['changes'][0]['section'] );
		$this->assertSame( $id, $revision['changes'][0]['key'] );
		$this->assertSame( 'Schema: Our website', $revision['changes'][0]['label'] );
		$this->assertSame(
			array(
				array(
					'path' => 'title',
					'old'  => 'WebSite',
					'new'  => 'Our website',
				),
			),
			$revision['changes'][0]['diff']
		);
	}

	/**
	 * An import of settings and schemas is one revision of source "import".
	 */
	public function test_an_import_is_one_revision(): void {
		$this->act_as( 'administrator' );
		$new_id = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
		$file   = array(
			'plugin'     => 'lodestar',
			'version'    => '0.3.0',
			'categories' => array( 'general', 'schemas' ),
			'settings'   => array(
				'separator' => '~',
				'schemas'   => array( $new_id => SchemaRepository::new_schema( 'Organization' ) ),
			),
		);
		$response = $this->rest( 'POST', '/lodestar/v1/import-settings', array( 'settings_data' => $file ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $this->json_data( $response ) ) );

		$list = $this->listed();
		$this->assertCount( 1, $list );
		$this->assertSame( 'import', $list[0]['source'] );
		$keys = array_map( static fn ( array $c ): string => $c['section'] . ':' . $c['key'], $list[0]['changes'] );
		$this->assertContains( 'settings:separator', $keys );
		$this->assertContains( 'schemas:' . $new_id, $keys );
		$this->assertContains( 'schemas:0b5c7bb0-5a0e-4a8e-9d3e-1f2a3b4c5d6e', $keys );
	}

	/**
	 * Restoring the import's revision puts settings and schemas back, as one new revision.
	 */
	public function test_restoring_an_import_puts_settings_and_schemas_back(): void {
		$this->act_as( 'administrator' );
		$before_schemas = get_option( SchemaRepository::OPTION );
		$transfer       = new SettingsTransfer( Plugin::instance()->settings(), new \Lodestar\Schema\SchemaExport( Plugin::instance()->schemas() ) );
		$this->assertTrue(
			$transfer->import(
				array(
					'plugin'     => 'lodestar',
					'version'    => '0.3.0',
					'categories' => array( 'general', 'schemas' ),
					'settings'   => array(
						'separator' => '~',
						'schemas'   => array( '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' => SchemaRepository::new_schema( 'Organization' ) ),
					),
				)
			)
		);
		$import = $this->listed()[0];
		$this->assertSame( 'import', $import['source'] );

		$response = $this->rest( 'POST', self::RESTORE, array( 'id' => $import['id'] ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '-', Plugin::instance()->settings()->get( 'separator' ) );
		$this->assertSame( array_keys( $before_schemas ), array_keys( (array) get_option( SchemaRepository::OPTION ) ) );

		$list = $this->listed();
		$this->assertCount( 2, $list );
		$this->assertSame( 'restore', $list[0]['source'] );
		$this->assertSame( array( 'revision' => $import['id'] ), $list[0]['details'] );
		$this->assertSame( $list[0]['id'], $this->json_data( $response )['revision'] );
	}

	/**
	 * The global step of a migration is one revision of source "migration", with the plugin.
	 */
	public function test_a_migration_step_is_a_revision(): void {
		$this->act_as( 'administrator' );
		do_action( 'lodestar_history_begin', 'migration', array( 'plugin' => 'Yoast SEO' ) );
		$this->save( array( 'separator' => '»' ) );
		$this->save( array( 'page_title' => '%title%' ) );
		do_action( 'lodestar_history_end' );
		$this->save( array( 'separator' => '|' ) );

		$list = $this->listed();
		$this->assertCount( 2, $list );
		$this->assertSame( 'save', $list[0]['source'] );
		$this->assertSame( 'migration', $list[1]['source'] );
		$this->assertSame( array( 'plugin' => 'Yoast SEO' ), $list[1]['details'] );
		$this->assertSame( array( 'separator', 'page_title' ), array_column( $list[1]['changes'], 'key' ) );
	}

	/**
	 * Restore puts back the before-values, goes through validation, and is itself a revision.
	 */
	public function test_restore_puts_back_and_is_a_revision(): void {
		$this->act_as( 'administrator' );
		$this->save( array( 'separator' => '|' ) );
		$this->save(
			array(
				'separator'  => '~',
				'page_title' => '%title%',
			)
		);
		$second = $this->listed()[0]['id'];

		$response = $this->rest( 'POST', self::RESTORE, array( 'id' => $second ) );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->json_data( $response );
		$this->assertTrue( $body['success'] );
		$this->assertSame( array(), $body['skipped'] );
		$this->assertSame( '|', Plugin::instance()->settings()->get( 'separator' ) );
		$this->assertSame( '%title% - %site_name%', Plugin::instance()->settings()->get( 'page_title' ) );
		// The default is not stored: the option holds only the separator.
		$this->assertSame( array( 'separator' => '|' ), $this->stored_settings() );

		$list = $this->listed();
		$this->assertCount( 3, $list );
		$this->assertSame( 'restore', $list[0]['source'] );
		$this->assertSame( $body['revision'], $list[0]['id'] );
		$this->assertSame( array( 'revision' => $second ), $list[0]['details'] );
		$diff = array_column( $list[0]['changes'], 'diff', 'key' );
		$this->assertSame( '~', $diff['separator'][0]['old'] );
		$this->assertSame( '|', $diff['separator'][0]['new'] );
		$this->assertSame( '%title%', $diff['page_title'][0]['old'] );

		// Restoring it again changes nothing: no new revision.
		$again = $this->json_data( $this->rest( 'POST', self::RESTORE, array( 'id' => $second ) ) );
		$this->assertNull( $again['revision'] );
		$this->assertCount( 3, $this->listed() );
	}

	/**
	 * A before-value the settings validation refuses restores nothing; a removed key is skipped.
	 */
	public function test_restore_is_validated_and_skips_removed_keys(): void {
		$this->act_as( 'administrator' );
		$this->save( array( 'separator' => '|' ) );
		$stored = get_option( 'lodestar_history' );
		$stored['revisions'][0]['changes'][0]['before'] = str_repeat( 'x', 40 );
		update_option( 'lodestar_history', $stored, false );

		$response = $this->rest( 'POST', self::RESTORE, array( 'id' => 1 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'lodestar_invalid_setting', $this->json_data( $response )['code'] );
		$this->assertSame( '|', Plugin::instance()->settings()->get( 'separator' ) );
		$this->assertCount( 1, $this->listed() );

		$stored['revisions'][0]['changes'] = array(
			array(
				'section' => 'settings',
				'key'     => 'a_setting_that_was_removed',
				'before'  => 'x',
				'after'   => 'y',
			),
			array(
				'section' => 'settings',
				'key'     => 'separator',
				'before'  => '-',
				'after'   => '|',
			),
		);
		update_option( 'lodestar_history', $stored, false );
		$body = $this->json_data( $this->rest( 'POST', self::RESTORE, array( 'id' => 1 ) ) );
		$this->assertSame( array( 'a_setting_that_was_removed' ), $body['skipped'] );
		$this->assertSame( '-', Plugin::instance()->settings()->get( 'separator' ) );
	}

	/**
	 * Anonymous 401, subscribers and editors 403, administrators 200; nothing changes.
	 */
	public function test_permissions(): void {
		$this->act_as( 'administrator' );
		$this->save( array( 'separator' => '|' ) );
		$before = $this->raw_history();
		foreach ( array( 0 => 401, 'subscriber' => 403, 'editor' => 403 ) as $role => $status ) {
			wp_set_current_user( 0 );
			if ( is_string( $role ) ) {
				$this->act_as( $role );
			}
			foreach ( array( array( 'GET', self::LIST, null ), array( 'POST', self::RESTORE, array( 'id' => 1 ) ) ) as list( $method, $route, $json ) ) {
				$response = $this->rest( $method, $route, $json );
				$this->assertSame( $status, $response->get_status(), "$method $route as " . ( $role ?: 'anonymous' ) );
				$this->assertSame( 'rest_forbidden', $this->json_data( $response )['code'] );
			}
		}
		$this->assertSame( '|', Plugin::instance()->settings()->get( 'separator' ) );
		$this->assertSame( $before, $this->raw_history() );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', self::RESTORE, array( 'id' => 1 ) )->get_status() );
		$this->assertSame( '-', Plugin::instance()->settings()->get( 'separator' ) );
	}

	/**
	 * Wrong types, missing or unknown parameters, malformed JSON, unknown ids: clear errors,
	 * nothing written.
	 */
	public function test_invalid_input(): void {
		$this->act_as( 'administrator' );
		$this->save( array( 'separator' => '|' ) );
		$before = $this->raw_history();

		$cases = array(
			array( array( 'id' => 'one' ), null, 400, 'rest_invalid_param' ),
			array( array( 'id' => 0 ), null, 400, 'rest_invalid_param' ),
			array( array( 'id' => array( 1 ) ), null, 400, 'rest_invalid_param' ),
			array( array(), null, 400, 'rest_missing_callback_param' ),
			array(
				array(
					'id'    => 1,
					'extra' => true,
				),
				null,
				400,
				'rest_invalid_param',
			),
			array( null, '{"id": 1', 400, 'rest_invalid_json' ),
			array( array( 'id' => 999 ), null, 404, 'lodestar_revision_not_found' ),
		);
		foreach ( $cases as list( $json, $raw, $status, $code ) ) {
			$response = $this->rest( 'POST', self::RESTORE, $json, $raw );
			$label    = (string) ( $raw ?? wp_json_encode( $json ) );
			$this->assertSame( $status, $response->get_status(), $label );
			$this->assertSame( $code, $this->json_data( $response )['code'], $label );
		}
		$this->assertSame( '|', Plugin::instance()->settings()->get( 'separator' ) );
		$this->assertSame( $before, $this->raw_history() );
	}
}
