<?php
/**
 * The schemas' part of a settings export.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Settings\ExportSection;

defined( 'ABSPATH' ) || exit;

/**
 * The `schemas` category of an export file: read, checked and written by SchemaRepository.
 *
 * @since 0.3.0
 */
class SchemaExport implements ExportSection {

	/**
	 * Constructor.
	 *
	 * @param SchemaRepository $schemas Stored schemas.
	 */
	public function __construct( private SchemaRepository $schemas ) {}

	/**
	 * Every stored schema.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function export(): array {
		return $this->schemas->all();
	}

	/**
	 * The repository's check of a whole map.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed> $data Id-keyed map.
	 * @return true|\WP_Error
	 */
	public function validate( array $data ) {
		return SchemaRepository::validate( $data );
	}

	/**
	 * The option as stored.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string|int, mixed>|null
	 */
	public function snapshot(): ?array {
		return $this->schemas->stored();
	}

	/**
	 * Saves the imported map.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed> $data Id-keyed map.
	 * @return true|\WP_Error
	 */
	public function import( array $data ) {
		$saved = $this->schemas->save( $data );
		return is_wp_error( $saved ) ? $saved : true;
	}

	/**
	 * Puts a snapshot back.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed>|null $snapshot Snapshot.
	 */
	public function restore( ?array $snapshot ): void {
		$this->schemas->restore( $snapshot );
	}
}
