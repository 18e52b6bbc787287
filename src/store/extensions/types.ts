/**
 * Types of the extensions slice: the recommended plugins and theme of the dashboard's "Extend
 * Your Website" card, which are installed and active, and the one operation that may run.
 */
import type {
	ExtensionType,
	ExtensionsStatus,
	InstalledResponse,
} from '../../api/extensions';

/** What an item of the card is doing (spec 2 §4, plugin/theme install). */
export type ExtensionState =
	'idle' | 'loading' | 'installing' | 'activating' | 'success' | 'error';

/** The message of an item's last operation. */
export interface ExtensionResult {
	kind: 'success' | 'error' | 'info';
	message: string;
}

export interface ExtensionsState {
	/** The listing (status, recommended list, capabilities, nonce); null until loaded. */
	listing: InstalledResponse | null;
	/** The running operation: which item ("type:slug") and its phase. */
	operation: { key: string; phase: 'installing' | 'activating' } | null;
	/** Last result per item ("type:slug"). */
	results: Record< string, ExtensionResult >;
	/** The one-operation-at-a-time message, shown while it applies. */
	busyNotice: boolean;
}

/** The store state as this slice's selectors see it. */
export interface ExtensionsSlice {
	extensions: ExtensionsState;
}

export type ExtensionsAction =
	| { type: 'EXTENSIONS_RECEIVE'; listing: InstalledResponse }
	| { type: 'EXTENSIONS_STATUS'; status: ExtensionsStatus }
	| {
			type: 'EXTENSION_OPERATION';
			key: string;
			phase: 'installing' | 'activating';
	  }
	| { type: 'EXTENSION_OPERATION_END' }
	| { type: 'EXTENSION_RESULT'; key: string; result: ExtensionResult }
	| { type: 'EXTENSION_BUSY_NOTICE'; show: boolean };

/**
 * The key of an item: "plugin:redirection", "theme:ollie".
 *
 * @param type plugin or theme.
 * @param slug Slug.
 */
export function extensionKey( type: ExtensionType, slug: string ): string {
	return `${ type }:${ slug }`;
}
