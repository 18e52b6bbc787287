/**
 * Resolvers of the schemas slice: one request loads the schemas, the catalogue and the rules.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/schemas';
import { loadFailure, successful } from '../request';
import { receiveSchemas } from './actions';
import type { SchemaAction } from './types';

/**
 * Loads the schemas, the type catalogue and the display-condition groups.
 */
export const getSchemas =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: SchemaAction ) => void;
	} ): Promise< void > => {
		try {
			const { data } = successful( await api.getSchemas() );
			dispatch(
				receiveSchemas(
					// PHP sends an empty map as [].
					Array.isArray( data.schemas ) ? {} : data.schemas,
					data.types,
					data.rules
				)
			);
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch schemas', 'lodestar' )
			);
		}
	};

/**
 * Waits for getSchemas(): the selectors below read what it loads.
 */
const afterSchemas =
	() =>
	async ( {
		resolveSelect,
	}: {
		resolveSelect: { getSchemas: () => Promise< unknown > };
	} ): Promise< void > => {
		await resolveSelect.getSchemas();
	};

export const getSavedSchemas = afterSchemas;
export const getSchema = afterSchemas;
export const getSchemaTypes = afterSchemas;
export const getSchemaRules = afterSchemas;
