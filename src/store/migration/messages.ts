/**
 * The migration messages of spec §8 (translated when used).
 */
import { __ } from '@wordpress/i18n';

/** A call failed without a message of its own. */
export const apiRequestFailedMessage = (): string =>
	__( 'API request failed', 'lodestar' );

/** The run failed (an answer without success, or anything else). */
export const migrationFailedMessage = (): string =>
	__( 'Migration failed', 'lodestar' );

/** Reading the terms or posts failed. */
export const scanFailedMessage = (): string =>
	__( 'Migration failed. Please try again.', 'lodestar' );

/** No source has data on this site. */
export const noPluginsMessage = (): string =>
	__( 'No supported SEO plugins were found on this website.', 'lodestar' );

/** Leaving while a run goes on. */
export const leaveWhileMigratingMessage = (): string =>
	__(
		'Migration is in progress. Are you sure you want to leave? Unsaved changes may be lost.',
		'lodestar'
	);

/** The source was deactivated (the page reloads after 3 s). */
export const pluginDeactivatedMessage = (): string =>
	__( 'Plugin deactivated successfully', 'lodestar' );
