<?php
/**
 * The stored site-level JSON-LD nodes read from their compiled file: every freshness case of
 * SiteNodesTest again, and the file's own.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SiteNodes;
use Lodestar\Support\CompiledFile;

// PHPUnit loads the files in name order: this one comes first.
require_once __DIR__ . '/SiteNodesTest.php';

/**
 * As on a server with opcache: the record is read from its compiled file first. Each inherited
 * test changes an input without storing again and expects the new value: a file read under a
 * stale key would fail it.
 */
class SiteNodesCompiledTest extends SiteNodesTest {

	/**
	 * Compiled files read (this process has no opcache).
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'lodestar_compiled_without_opcache', '__return_true' );
	}

	/**
	 * Storing writes the file; a page view reads it before the option (a marker written into
	 * the file alone shows), and without the option at all.
	 */
	public function test_the_compiled_record_is_read_first(): void {
		$this->store();
		$key  = ( new SiteNodes() )->key();
		$file = new CompiledFile( 'site-nodes' );
		$this->assertIsString( $key );
		$this->assertTrue( $file->exists( $key ) );
		$record = $file->read( $key );
		$option = get_option( SiteNodes::OPTION );
		unset( $option['key'] );
		$this->assertSame( $option, $record );

		foreach ( $record['nodes'] as $id => $entry ) {
			if ( 'WebSite' === ( $entry['node']['@type'] ?? '' ) ) {
				$record['nodes'][ $id ]['node']['name'] = 'File marker';
			}
		}
		$file->write( $key, $record );
		$this->assertSame( 'File marker', $this->site_nodes()['WebSite']['name'] );
		delete_option( SiteNodes::OPTION );
		$this->assertTrue( ( new SiteNodes() )->is_current() );
		$this->assertSame( 'File marker', $this->site_nodes()['WebSite']['name'] );
	}

	/**
	 * A current option without its file (another server, a folder writable only now): the end
	 * of the next writing or admin request writes the file alone, equal to the option.
	 */
	public function test_a_current_option_gets_its_file(): void {
		add_filter( 'lodestar_compiled_folder', '__return_empty_string', 20 );
		$this->store();
		remove_filter( 'lodestar_compiled_folder', '__return_empty_string', 20 );
		$key  = ( new SiteNodes() )->key();
		$file = new CompiledFile( 'site-nodes' );
		$this->assertFalse( $file->exists( $key ) );
		$before = get_option( SiteNodes::OPTION );

		Plugin::instance()->graphs()->refresh_site_nodes();
		$this->assertTrue( $file->exists( $key ) );
		$this->assertSame( $before, get_option( SiteNodes::OPTION ), 'The option is not written again.' );
		unset( $before['key'] );
		$this->assertSame( $before, $file->read( $key ) );
	}

	/**
	 * A store written anew (an input changed) leaves one file, the new key's.
	 */
	public function test_one_file_per_site(): void {
		$this->store();
		update_option( 'blogname', 'Renamed Harbour' );
		$this->store();
		$files = (array) glob( CompiledFile::folder() . 'site-nodes-*.php' );
		$this->assertCount( 1, $files );
		$this->assertStringEndsWith( '-' . ( new SiteNodes() )->key() . '.php', (string) $files[0] );
	}
}
