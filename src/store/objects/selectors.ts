/**
 * Selectors of the objects slice. Whether loading failed, and why, is the resolution state:
 * getResolutionError( 'getObjectSettings', [ kind, id ] ).
 */
import type {
	ObjectKind,
	ObjectSettings,
	PreviewFacts,
} from '../../types/page-seo';
import { objectKey } from './reducer';
import type { ObjectsSlice } from './types';

/**
 * Fields and preview facts of an object; null until loaded.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getObjectSettings(
	state: ObjectsSlice,
	kind: ObjectKind,
	id: number
): ObjectSettings | null {
	return state.objects[ objectKey( kind, id ) ] ?? null;
}

/**
 * Preview facts of an object; null until loaded.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getObjectPreview(
	state: ObjectsSlice,
	kind: ObjectKind,
	id: number
): PreviewFacts | null {
	return state.objects[ objectKey( kind, id ) ]?.preview ?? null;
}
