/**
 * Selectors of the extensions slice. Whether the listing is loading or failed is the
 * resolution state of getExtensionsListing (isResolving, getResolutionError).
 */
import type {
	ExtensionType,
	InstalledResponse,
	RecommendedExtension,
} from '../../api/extensions';
import type { ExtensionResult, ExtensionState, ExtensionsSlice } from './types';
import { extensionKey } from './types';

/**
 * The listing: installed and active slugs, the recommended list, capabilities, nonce.
 *
 * @param state Store state.
 */
export function getExtensionsListing(
	state: ExtensionsSlice
): InstalledResponse | null {
	return state.extensions.listing;
}

/**
 * The running operation, or null.
 *
 * @param state Store state.
 */
export function getExtensionOperation(
	state: ExtensionsSlice
): ExtensionsSlice[ 'extensions' ][ 'operation' ] {
	return state.extensions.operation;
}

/**
 * Whether an item is installed and whether it is active.
 *
 * @param state Store state.
 * @param type  plugin or theme.
 * @param slug  Slug.
 */
export function getExtensionInstallStatus(
	state: ExtensionsSlice,
	type: ExtensionType,
	slug: string
): { installed: boolean; active: boolean } {
	const lists =
		state.extensions.listing?.data[
			type === 'plugin' ? 'plugins' : 'themes'
		];
	return {
		installed: !! lists?.installed.includes( slug ),
		active: !! lists?.active.includes( slug ),
	};
}

/**
 * The state of an item: loading until the listing is there, installing or activating while
 * its operation runs, success or error after it, idle otherwise.
 *
 * @param state Store state.
 * @param item  Recommended item.
 */
export function getExtensionState(
	state: ExtensionsSlice,
	item: Pick< RecommendedExtension, 'type' | 'slug' >
): ExtensionState {
	const { listing, operation, results } = state.extensions;
	if ( ! listing ) {
		return 'loading';
	}
	const key = extensionKey( item.type, item.slug );
	if ( operation?.key === key ) {
		return operation.phase;
	}
	const result = results[ key ];
	if ( result?.kind === 'error' ) {
		return 'error';
	}
	if ( result?.kind === 'success' ) {
		return 'success';
	}
	return 'idle';
}

/**
 * The message of an item's last operation, or null.
 *
 * @param state Store state.
 * @param type  plugin or theme.
 * @param slug  Slug.
 */
export function getExtensionResult(
	state: ExtensionsSlice,
	type: ExtensionType,
	slug: string
): ExtensionResult | null {
	return state.extensions.results[ extensionKey( type, slug ) ] ?? null;
}

/**
 * Whether to show 'Another operation is in progress. Please wait.'
 *
 * @param state Store state.
 */
export function isExtensionBusyNoticeShown( state: ExtensionsSlice ): boolean {
	return state.extensions.busyNotice;
}
