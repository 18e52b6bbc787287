/**
 * Actions of the transfer slice: export, import, and restoring the backup of the import.
 */
import * as api from '../../api';
import type {
	ExportCategory,
	SettingsBackupInfo,
	SettingsFile,
} from '../../types/api';
import type { TransferAction } from './types';

/**
 * Throws the answer of a request that reported no success (its message is shown).
 *
 * @param response Answer.
 */
function assertSuccess< T extends { success?: boolean } >(
	response: T | null | undefined
): T {
	if ( ! response?.success ) {
		throw response ?? new Error( '' );
	}
	return response;
}

/**
 * Stores whether a backup from before the last import exists.
 *
 * @param data Backup information.
 */
export function receiveSettingsBackup(
	data: SettingsBackupInfo
): TransferAction {
	return { type: 'SETTINGS_BACKUP_RECEIVE', data };
}

/**
 * Builds the export file of some categories.
 *
 * Rejects with the server's error ({code, message}) or the unsuccessful answer.
 *
 * @param categories Categories to export.
 * @return The file: the answer without success and message.
 */
export const exportSettings =
	( categories: ExportCategory[] ) => async (): Promise< SettingsFile > => {
		const response = assertSuccess(
			await api.exportSettings( categories )
		);
		const { success: _success, message: _message, ...file } = response;
		return file as SettingsFile;
	};

/**
 * Imports a parsed export file; the server checks it whole and changes nothing when it
 * refuses it. Rejects with the server's error or the unsuccessful answer.
 *
 * @param settingsData Parsed file.
 * @return The server's success message.
 */
export const importSettings =
	( settingsData: unknown ) =>
	async ( {
		dispatch,
		resolveSelect,
	}: {
		dispatch: {
			invalidateResolution: (
				selectorName: 'getSettingsBackup',
				args: unknown[]
			) => unknown;
		};
		resolveSelect: { getSettingsBackup: () => Promise< unknown > };
	} ): Promise< string > => {
		const response = assertSuccess(
			await api.importSettings( settingsData )
		);
		// A backup of the previous settings now exists: load it again.
		dispatch.invalidateResolution( 'getSettingsBackup', [] );
		resolveSelect.getSettingsBackup().catch( () => undefined );
		return response.message ?? '';
	};

/**
 * Puts back the settings from before the last import. Rejects like importSettings.
 *
 * @return The server's success message.
 */
export const restoreSettingsBackup = () => async (): Promise< string > => {
	const response = assertSuccess( await api.restoreSettingsBackup() );
	return response.message ?? '';
};
