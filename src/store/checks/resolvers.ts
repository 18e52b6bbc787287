/**
 * Resolvers of the checks slice: the first read of the report loads the three categories
 * (cached on the server until a forced re-run); each category that fails shows its toast
 * (spec 2 §8), the others are kept.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../api/checks';
import type { CheckCategory } from '../../types/checks';
import { loadFailure, loadingResolver } from '../request';
import { receiveAttention, receiveSiteChecks } from './actions';
import {
	ATTENTION_LIMIT,
	CATEGORIES,
	isReport,
	loadFailureText,
} from './categories';
import type { ChecksAction } from './types';

/**
 * Loads the report of every category.
 */
export const getSiteChecks =
	() =>
	async ( {
		dispatch,
		registry,
	}: {
		dispatch: ( action: ChecksAction ) => void;
		registry: DataRegistry;
	} ): Promise< void > => {
		const results = await Promise.allSettled(
			CATEGORIES.map( ( category ) => api.getSiteChecks( category ) )
		);
		let loaded = 0;
		results.forEach( ( result, index ) => {
			const category = CATEGORIES[ index ] as CheckCategory;
			if ( result.status === 'fulfilled' && isReport( result.value ) ) {
				dispatch( receiveSiteChecks( category, result.value ) );
				loaded++;
				return;
			}
			const { title, description } = loadFailureText( category );
			registry
				.dispatch( noticesStore )
				.createErrorNotice( `${ title }. ${ description }`, {
					type: 'snackbar',
					id: `lodestar-site-checks-${ category }`,
				} );
		} );
		if ( loaded === 0 ) {
			throw loadFailure(
				null,
				__( 'Failed to fetch analysis report', 'lodestar' )
			);
		}
	};

/**
 * Loads the dashboard's list of objects needing attention.
 */
export const getAttention = loadingResolver(
	async () => ( {
		success: true,
		data: await api.getAttention( ATTENTION_LIMIT ),
	} ),
	receiveAttention,
	() => __( 'Failed to fetch the posts that need attention.', 'lodestar' )
);
