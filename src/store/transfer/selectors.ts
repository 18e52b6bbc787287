/**
 * Selectors of the transfer slice.
 */
import type { SettingsBackupInfo } from '../../types/api';
import type { TransferSlice } from './types';

/**
 * Whether a backup from before the last import exists; null until loaded.
 *
 * @param state Store state.
 */
export function getSettingsBackup(
	state: TransferSlice
): SettingsBackupInfo | null {
	return state.transfer.backup;
}
