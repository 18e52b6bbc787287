/**
 * Selectors of the objects slice. Whether loading failed, and why, is the resolution state:
 * getResolutionError( 'getObjectSettings', [ kind, id, type ] ).
 *
 * `type` (the post's type, or the term's taxonomy) only reaches the resolver, which sends it
 * for the server to check; objects are stored by kind and id.
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
 * @param _type The post's type, or the term's taxonomy (for the resolver).
 */
export function getObjectSettings(
	state: ObjectsSlice,
	kind: ObjectKind,
	id: number,
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the resolver's argument.
	_type?: string
): ObjectSettings | null {
	return state.objects[ objectKey( kind, id ) ] ?? null;
}

/**
 * Preview facts of an object; null until loaded.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 * @param _type The post's type, or the term's taxonomy (for the resolver).
 */
export function getObjectPreview(
	state: ObjectsSlice,
	kind: ObjectKind,
	id: number,
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the resolver's argument.
	_type?: string
): PreviewFacts | null {
	return state.objects[ objectKey( kind, id ) ]?.preview ?? null;
}
