<?php
/**
 * Reading the post meta stored as JSON: primary terms and per-post schemas.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\PrimaryTerms;
use Lodestar\Schema\SchemaPostMeta;
use Lodestar\Tests\TestCase;

/**
 * What a read makes of a stored value, whoever wrote it (the rows are written straight to the
 * table, past the sanitizing of the meta API): valid JSON is read, an empty, oversized,
 * malformed or non-object value reads as nothing.
 */
class StoredJsonMetaTest extends TestCase {

	/**
	 * Stores a raw meta value for a new post and returns the post.
	 *
	 * @param string $key   Meta key.
	 * @param string $value Raw stored value.
	 */
	private function post_with( string $key, string $value ): \WP_Post {
		global $wpdb;
		$id = $this->publish_post();
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $id,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		);
		wp_cache_delete( $id, 'post_meta' );
		return get_post( $id );
	}

	/**
	 * Primary terms: taxonomy => term id from a JSON object; nothing from anything else.
	 */
	public function test_primary_terms_read_only_a_json_object_within_2048_bytes(): void {
		$key = '_lodestar_primary_terms';
		$this->assertSame( array( 'category' => 7 ), PrimaryTerms::read( $this->post_with( $key, '{"category":7,"Bad Tax":3}' ) ) );
		$this->assertSame( array(), PrimaryTerms::read( $this->post_with( $key, '{"category":7' ) ) );
		$this->assertSame( array(), PrimaryTerms::read( $this->post_with( $key, '7' ) ) );
		$this->assertSame( array(), PrimaryTerms::read( $this->post_with( $key, '' ) ) );

		// 2048 bytes are read, 2049 are not.
		$head = '{"category":7,"x":"';
		$json = $head . str_repeat( 'a', 2048 - strlen( $head ) - 2 ) . '"}';
		$this->assertSame( 2048, strlen( $json ) );
		$this->assertSame( array( 'category' => 7 ), PrimaryTerms::read( $this->post_with( $key, $json ) ) );
		$json = $head . str_repeat( 'a', 2049 - strlen( $head ) - 2 ) . '"}';
		$this->assertSame( array(), PrimaryTerms::read( $this->post_with( $key, $json ) ) );
	}

	/**
	 * Per-post schema choices: the same reading, within 65,536 bytes.
	 */
	public function test_schema_choices_read_only_a_json_object_within_65536_bytes(): void {
		$key = '_lodestar_schemas';
		$id  = '0b6c9a3e-2f4d-4c1a-9e8b-7d6f5a4b3c2d';
		$this->assertSame( array( $id => array( 'disabled' => true ) ), SchemaPostMeta::read( $this->post_with( $key, '{"' . $id . '":{"disabled":true}}' ) ) );
		$this->assertSame( array(), SchemaPostMeta::read( $this->post_with( $key, '{"' . $id . '":' ) ) );
		$this->assertSame( array(), SchemaPostMeta::read( $this->post_with( $key, '"text"' ) ) );

		$head = '{"' . $id . '":{"disabled":true},"pad":"';
		$json = $head . str_repeat( 'a', 65536 - strlen( $head ) - 2 ) . '"}';
		$this->assertSame( 65536, strlen( $json ) );
		$this->assertSame( array( $id => array( 'disabled' => true ) ), SchemaPostMeta::read( $this->post_with( $key, $json ) ) );
		$json = $head . str_repeat( 'a', 65537 - strlen( $head ) - 2 ) . '"}';
		$this->assertSame( array(), SchemaPostMeta::read( $this->post_with( $key, $json ) ) );
	}
}
