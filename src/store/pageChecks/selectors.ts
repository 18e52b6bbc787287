/**
 * Selectors of the pageChecks slice.
 */
import type { PageChecksResponse } from '../../analysis/types';
import type { ObjectKind } from '../../types/page-seo';
import type { PageChecksSlice } from './types';

const NONE: string[] = [];

/**
 * The server's page checks of an object (loaded on first read), or undefined while loading.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getPageChecks(
	state: PageChecksSlice,
	kind: ObjectKind,
	id: number
): PageChecksResponse | undefined {
	return state.pageChecks.reports[ `${ kind }:${ id }` ];
}

/**
 * The ignored check ids of an object (loaded with getPageChecks()).
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getIgnoredPageChecks(
	state: PageChecksSlice,
	kind: ObjectKind,
	id: number
): string[] {
	return state.pageChecks.ignored[ `${ kind }:${ id }` ] ?? NONE;
}
