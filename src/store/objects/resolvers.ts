/**
 * Resolvers of the objects slice: the first read of an object loads it (for a post in the
 * block editor, from the answer the PHP side preloads).
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/object-settings';
import type { ObjectKind } from '../../types/page-seo';
import { loadFailure, successful } from '../request';
import { receiveObjectSettings } from './actions';
import type { ObjectAction } from './types';

/**
 * Loads the fields and preview facts of an object.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param type The post's type, or the term's taxonomy (sent for the server to check).
 */
export const getObjectSettings =
	( kind: ObjectKind, id: number, type?: string ) =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: ObjectAction ) => void;
	} ): Promise< void > => {
		try {
			const response = successful(
				await api.getObjectSettings( kind, id, type )
			);
			dispatch(
				receiveObjectSettings( kind, id, {
					fields: response.data,
					preview: response.preview,
				} )
			);
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch the SEO settings', 'lodestar' )
			);
		}
	};

/**
 * Waits for getObjectSettings() of the same object.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param type The post's type, or the term's taxonomy.
 */
export const getObjectPreview =
	( kind: ObjectKind, id: number, type?: string ) =>
	async ( {
		resolveSelect,
	}: {
		resolveSelect: {
			getObjectSettings: (
				kind: ObjectKind,
				id: number,
				type?: string
			) => Promise< unknown >;
		};
	} ): Promise< void > => {
		await resolveSelect.getObjectSettings( kind, id, type );
	};
