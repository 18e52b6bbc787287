/**
 * Actions of the extensions slice: install and activate one recommended plugin or theme,
 * one operation at a time (spec 2 §4), with the spec's messages (§8).
 */
import { __, sprintf } from '@wordpress/i18n';

import * as api from '../../api/extensions';
import type {
	ExtensionsStatus,
	InstalledResponse,
	RecommendedExtension,
} from '../../api/extensions';
import { errorMessage } from '../../utils/errors';
import type {
	ExtensionResult,
	ExtensionsAction,
	ExtensionsState,
} from './types';
import { extensionKey } from './types';

interface ThunkArgs {
	select: {
		getExtensionsListing: () => InstalledResponse | null;
		getExtensionOperation: () => ExtensionsState[ 'operation' ];
	};
	dispatch: ( action: ExtensionsAction ) => void;
}

/**
 * Stores the listing.
 *
 * @param listing The answer of plugins/installed.
 */
export function receiveExtensions(
	listing: InstalledResponse
): ExtensionsAction {
	return { type: 'EXTENSIONS_RECEIVE', listing };
}

/**
 * Shows or hides the one-operation-at-a-time message.
 *
 * @param show Whether to show it.
 */
export function setExtensionBusyNotice( show: boolean ): ExtensionsAction {
	return { type: 'EXTENSION_BUSY_NOTICE', show };
}

/**
 * '{name} installation failed: {status or Unknown error occurred}' (and activation).
 *
 * @param step  install or activate.
 * @param name  Item name.
 * @param error What the request threw.
 */
export function failureText(
	step: 'install' | 'activate',
	name: string,
	error: unknown
): string {
	const status = errorMessage(
		error,
		__( 'Unknown error occurred', 'lodestar' )
	);
	return step === 'install'
		? sprintf(
				/* translators: 1: plugin or theme name, 2: what went wrong. */
				__( '%1$s installation failed: %2$s', 'lodestar' ),
				name,
				status
			)
		: sprintf(
				/* translators: 1: plugin or theme name, 2: what went wrong. */
				__( '%1$s activation failed: %2$s', 'lodestar' ),
				name,
				status
			);
}

/**
 * Installs (when needed) and activates an item: 'Install & Activate' and 'Activate'.
 *
 * While another operation runs, nothing starts and the one-at-a-time message shows. An item
 * already active only gets the 'already installed and activated' message.
 *
 * @param item Recommended item.
 * @return Whether the item is active afterwards.
 */
export const installAndActivateExtension =
	( item: RecommendedExtension ) =>
	async ( { select, dispatch }: ThunkArgs ): Promise< boolean > => {
		if ( select.getExtensionOperation() ) {
			dispatch( setExtensionBusyNotice( true ) );
			return false;
		}
		const key = extensionKey( item.type, item.slug );
		const result = ( value: ExtensionResult ) =>
			dispatch( { type: 'EXTENSION_RESULT', key, result: value } );
		const status = ( value: ExtensionsStatus | undefined ) => {
			if ( value?.plugins && value.themes ) {
				dispatch( { type: 'EXTENSIONS_STATUS', status: value } );
			}
		};
		const listing = select.getExtensionsListing();
		if ( ! listing?.nonce ) {
			result( {
				kind: 'error',
				message: __( 'Operation failed', 'lodestar' ),
			} );
			return false;
		}
		const lists =
			listing.data[ item.type === 'plugin' ? 'plugins' : 'themes' ];
		if ( lists.active.includes( item.slug ) ) {
			result( {
				kind: 'info',
				message: sprintf(
					/* translators: %s: plugin or theme name. */
					__( '%s is already installed and activated.', 'lodestar' ),
					item.name
				),
			} );
			return true;
		}
		const mustInstall = ! lists.installed.includes( item.slug );
		dispatch( {
			type: 'EXTENSION_OPERATION',
			key,
			phase: mustInstall ? 'installing' : 'activating',
		} );
		try {
			if ( mustInstall ) {
				try {
					const answer = await api.runExtensionOperation(
						item.type,
						'install',
						item.slug,
						listing.nonce
					);
					status( answer?.data );
				} catch ( error ) {
					result( {
						kind: 'error',
						message: failureText( 'install', item.name, error ),
					} );
					return false;
				}
				dispatch( {
					type: 'EXTENSION_OPERATION',
					key,
					phase: 'activating',
				} );
			}
			try {
				const answer = await api.runExtensionOperation(
					item.type,
					'activate',
					item.slug,
					listing.nonce
				);
				status( answer?.data );
				let message: string;
				if ( answer?.already_active ) {
					message = sprintf(
						/* translators: %s: plugin or theme name. */
						__(
							'%s is already installed and activated.',
							'lodestar'
						),
						item.name
					);
				} else if ( mustInstall ) {
					message = sprintf(
						/* translators: %s: plugin or theme name. */
						__(
							'%s installed and activated successfully.',
							'lodestar'
						),
						item.name
					);
				} else {
					message = sprintf(
						/* translators: %s: plugin or theme name. */
						__( '%s activated successfully.', 'lodestar' ),
						item.name
					);
				}
				result( {
					kind: answer?.already_active ? 'info' : 'success',
					message,
				} );
				return true;
			} catch ( error ) {
				result( {
					kind: 'error',
					message: failureText( 'activate', item.name, error ),
				} );
				return false;
			}
		} finally {
			dispatch( { type: 'EXTENSION_OPERATION_END' } );
		}
	};
