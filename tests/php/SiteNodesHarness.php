<?php
/**
 * Edits of the stored site-level record and of the stored schemas, for the tests of what is
 * kept in that record (the nodes, the pages' heads).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

use Lodestar\Plugin;
use Lodestar\Schema\SiteNodes;
use Lodestar\Support\CompiledFile;

/**
 * Helpers for TestCase subclasses: write into the record where page views read it, change a
 * stored schema as a site owner would.
 *
 * @since 0.6.0
 */
trait SiteNodesHarness {

	/**
	 * Edits the stored record where page views read it: the option and, when it exists, its
	 * compiled file (SiteNodesCompiledTest).
	 *
	 * @param callable $edit Record => edited record.
	 */
	protected function edit_store( callable $edit ): void {
		$stored = get_option( SiteNodes::OPTION );
		$key    = $stored['key'];
		update_option( SiteNodes::OPTION, array( 'key' => $key ) + $edit( $stored ), true );
		$file = new CompiledFile( 'site-nodes' );
		if ( $file->exists( $key ) ) {
			$record = $edit( $stored );
			unset( $record['key'] );
			$file->write( $key, $record );
		}
	}

	/**
	 * Sets one field of the first stored schema of a type.
	 *
	 * @param string $type  Schema type.
	 * @param string $field Field id.
	 * @param string $value Value.
	 */
	protected function edit_schema( string $type, string $field, string $value ): void {
		$schemas = Plugin::instance()->schemas()->all();
		foreach ( $schemas as $id => $schema ) {
			if ( $type === $schema['type'] ) {
				$schemas[ $id ]['fields'][ $field ] = $value;
				break;
			}
		}
		$this->assertIsArray( Plugin::instance()->schemas()->save( $schemas ) );
	}
}
