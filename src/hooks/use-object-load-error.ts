/**
 * Why a post's or term's SEO settings failed to load ('' while they have not failed): the
 * resolution error of getObjectSettings(), which getObjectPreview() waits for too.
 */
import { useSelect } from '@wordpress/data';

import { store } from '../store';
import type { ObjectKind } from '../types/page-seo';
import { errorMessage } from '../utils/errors';

/**
 * The message of the failed load.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param type The post's type, or the term's taxonomy (sent with the id, checked by the server).
 */
export default function useObjectLoadError(
	kind: ObjectKind,
	id: number,
	type?: string
): string {
	return useSelect(
		( select ) =>
			errorMessage(
				select( store ).getResolutionError( 'getObjectSettings', [
					kind,
					id,
					type,
				] )
			),
		[ kind, id, type ]
	);
}
