/**
 * Actions of the media lookup (no state: the media library is core's).
 */
import * as api from '../../api';
import { findAttachmentId as lookUpAttachment } from '../../utils/media';

/**
 * The media library attachment behind a stored image URL (0 when none is found or the
 * lookup fails), so the media picker can open with it selected.
 *
 * @param url Stored image URL.
 */
export const findAttachmentId =
	( url: string ) => async (): Promise< number > => {
		try {
			return await lookUpAttachment( url, api.searchMedia );
		} catch {
			return 0;
		}
	};
