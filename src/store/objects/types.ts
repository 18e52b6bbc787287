/**
 * Types of the objects slice: the page-level SEO of posts and terms.
 */
import type { ObjectKind, ObjectSettings } from '../../types/page-seo';

/** Fields and preview facts by object key ('post:12', 'term:5'). */
export type ObjectsState = Record< string, ObjectSettings >;

/** The store state as this slice's selectors see it. */
export interface ObjectsSlice {
	objects: ObjectsState;
}

export type ObjectAction = {
	type: 'OBJECT_SETTINGS_RECEIVE';
	kind: ObjectKind;
	id: number;
	data: ObjectSettings;
};

/** Result of saveObjectSettings. */
export interface SaveObjectResult {
	success: boolean;
	message: string;
	/** Field the server refused, when it named one. */
	field?: string;
}
