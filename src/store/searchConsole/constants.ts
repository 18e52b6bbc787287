/**
 * Constants of the searchConsole slice (spec §8, §9).
 */
import { __ } from '@wordpress/i18n';

import type { ConsoleDataKind } from './types';

/** Reload delay after disconnecting (milliseconds). */
export const DISCONNECT_RELOAD_DELAY = 3000;
/** Reload delay after a property was created or verified (milliseconds). */
export const PROPERTY_RELOAD_DELAY = 2000;

/** Default messages of failed reads (spec §8). */
export const READ_FAILED: Record< ConsoleDataKind, () => string > = {
	clicks: () => __( 'Failed to fetch matched site', 'lodestar' ),
	traffic: () => __( 'Failed to fetch site traffic', 'lodestar' ),
	content: () => __( 'Failed to get content performance', 'lodestar' ),
};
