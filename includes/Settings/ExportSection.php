<?php
/**
 * A part of the export file that a feature above Settings stores.
 *
 * @package Lodestar
 */

namespace Lodestar\Settings;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What SettingsTransfer asks of the feature that owns one category of the file besides the
 * settings (the structured-data schemas): Settings sits below those features, so they come
 * to it through this contract, built by the composition root, and every write goes through
 * the feature's own repository.
 *
 * @since 0.3.0
 */
interface ExportSection {

	/**
	 * The data the file holds for this section (an id-keyed map).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string|int, mixed>
	 */
	public function export(): array;

	/**
	 * Checks the section's data of a file without writing anything.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed> $data Data from a file.
	 * @return true|WP_Error
	 */
	public function validate( array $data );

	/**
	 * What is stored now, for the backup (null when nothing is stored).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string|int, mixed>|null
	 */
	public function snapshot(): ?array;

	/**
	 * Replaces what is stored with validated data from a file.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed> $data Data from a file.
	 * @return true|WP_Error
	 */
	public function import( array $data );

	/**
	 * Puts back what snapshot() returned (null: nothing stored).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed>|null $snapshot Snapshot.
	 */
	public function restore( ?array $snapshot ): void;
}
