/**
 * Types of the transfer slice: export, import and the backup from before the last import.
 */
import type { SettingsBackupInfo } from '../../types/api';

export interface TransferState {
	/** Whether a backup from before the last import exists; null until loaded. */
	backup: SettingsBackupInfo | null;
}

/** The store state as this slice's selectors see it. */
export interface TransferSlice {
	transfer: TransferState;
}

export type TransferAction = {
	type: 'SETTINGS_BACKUP_RECEIVE';
	data: SettingsBackupInfo;
};
