/**
 * Actions of the objects slice.
 *
 * In the block editor the fields themselves are edited through core-data (post meta, so undo,
 * redo and the editor's dirty state apply); this slice then serves the preview facts. The term
 * popup edits and saves its fields through saveObjectSettings().
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/object-settings';
import type { RestError } from '../../types/api';
import type {
	ObjectKind,
	ObjectSettings,
	SeoFields,
} from '../../types/page-seo';
import { errorMessage } from '../../utils/errors';
import type { ObjectAction, SaveObjectResult } from './types';

/**
 * Stores the fields and preview facts of an object.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param data Fields and preview facts.
 */
export function receiveObjectSettings(
	kind: ObjectKind,
	id: number,
	data: ObjectSettings
): ObjectAction {
	return { type: 'OBJECT_SETTINGS_RECEIVE', kind, id, data };
}

/**
 * Saves changed fields of an object; on success the stored copy is replaced by the answer.
 * Never rejects: failures come back as {success: false, message, field}.
 *
 * @param kind    post or term.
 * @param id      Object id.
 * @param changes Changed fields.
 * @param type    The post's type, or the term's taxonomy (sent for the server to check).
 */
export const saveObjectSettings =
	(
		kind: ObjectKind,
		id: number,
		changes: Partial< SeoFields >,
		type?: string
	) =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: ObjectAction ) => void;
	} ): Promise< SaveObjectResult > => {
		try {
			const response = await api.saveObjectSettings(
				kind,
				id,
				changes,
				type
			);
			if ( ! response?.success ) {
				throw response ?? new Error( '' );
			}
			dispatch(
				receiveObjectSettings( kind, id, {
					fields: response.data,
					preview: response.preview,
				} )
			);
			return { success: true, message: response.message };
		} catch ( error ) {
			const rest = error as RestError | null;
			return {
				success: false,
				message: errorMessage(
					error,
					__(
						'The SEO settings could not be saved. Please try again.',
						'lodestar'
					)
				),
				field:
					typeof rest?.data?.key === 'string'
						? rest.data.key
						: undefined,
			};
		}
	};
