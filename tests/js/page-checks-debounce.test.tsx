/**
 * The editor's live page checks follow typing once per pause: a burst of changes runs the
 * rules once, after CHECKS_DEBOUNCE_MS of quiet and an idle period, on the latest values;
 * re-renders with equal values run nothing.
 */
import { act, render, screen } from '@testing-library/react';

import type { PageCheckInput } from '../../src/analysis/types';
import ObjectChecks from '../../src/components/page-checks/ObjectChecks';
import { DEFAULT_SEO_FIELDS } from '../../src/utils/seo-fields';
import type { ObjectPreview } from '../../src/utils/object-preview';
import { createTestRegistry, withRegistry } from './helpers';

jest.mock( '../../src/analysis/page-checks', () => {
	const actual = jest.requireActual( '../../src/analysis/page-checks' );
	return { ...actual, runPageChecks: jest.fn( actual.runPageChecks ) };
} );
jest.mock( '../../src/api/page-checks', () => ( {
	getPageChecks: jest.fn( () =>
		Promise.resolve( {
			checks: {},
			counts: { error: 0, warning: 0, suggestion: 0, success: 0 },
			updated: '2026-01-01T00:00:00+00:00',
			open_graph: true,
		} )
	),
	setPageCheckIgnored: jest.fn(),
} ) );

const { runPageChecks } = jest.requireMock(
	'../../src/analysis/page-checks'
) as { runPageChecks: jest.Mock< unknown, [ PageCheckInput ] > };

/**
 * The input of the n-th run of the rules.
 *
 * @param n Index of the run.
 */
const ranOn = ( n: number ) => runPageChecks.mock.calls[ n ]?.[ 0 ];

/**
 * A preview as the sidebar resolves it (a new object each time, as a re-render makes it).
 *
 * @param title The resolved SEO title.
 */
const preview = ( title = 'Orion rising | Sky' ) =>
	( {
		title,
		description: 'The hunter rises in the east.',
		facebook: {
			title,
			description: 'The hunter rises in the east.',
			image: '',
		},
	} ) as unknown as ObjectPreview;

/**
 * The tab's element for a content and a title.
 *
 * @param content Serialized blocks.
 * @param title   Resolved title.
 */
const checks = ( content: string, title?: string ) => (
	<ObjectChecks
		kind="post"
		id={ 7 }
		fields={ { ...DEFAULT_SEO_FIELDS, focus_keyword: 'orion' } }
		preview={ preview( title ) }
		permalink="http://example.test/orion/"
		content={ content }
	/>
);

beforeEach( () => {
	jest.useFakeTimers();
	runPageChecks.mockClear();
} );

afterEach( () => {
	jest.useRealTimers();
} );

it( 'runs the checks at once when the tab opens, then once per pause on the latest content', async () => {
	const { rerender } = render( checks( '<p>Start</p>' ), {
		wrapper: withRegistry( createTestRegistry() ),
	} );
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 10 );
	} );
	expect( runPageChecks ).toHaveBeenCalledTimes( 1 );
	expect( ranOn( 0 )?.content ).toBe( '<p>Start</p>' );

	// A burst of edits 100 ms apart: no run while it lasts.
	for ( let i = 1; i <= 12; i++ ) {
		rerender( checks( `<p>Orion ${ i }</p><h2>Part ${ i }</h2>` ) );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 100 );
		} );
	}
	expect( runPageChecks ).toHaveBeenCalledTimes( 1 );
	expect(
		screen.queryByText( '1 subheading (H2–H6) found in the content.' )
	).toBeNull();

	// Quiet: one run, on the last content, and the list shows its result.
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 400 + 50 );
	} );
	expect( runPageChecks ).toHaveBeenCalledTimes( 2 );
	expect( ranOn( 1 )?.content ).toBe( '<p>Orion 12</p><h2>Part 12</h2>' );
	expect(
		screen.getByText( '1 subheading (H2–H6) found in the content.' )
	).toBeInTheDocument();
} );

it( 'does not wait less than 400 ms, and the latest of several values wins', async () => {
	const { rerender } = render( checks( '<p>Start</p>' ), {
		wrapper: withRegistry( createTestRegistry() ),
	} );
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 10 );
	} );
	rerender( checks( '<p>Start</p>', 'Orion | Sky' ) );
	rerender( checks( '<p>Betelgeuse</p>', 'Orion | Sky' ) );
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 390 );
	} );
	expect( runPageChecks ).toHaveBeenCalledTimes( 1 );
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 60 );
	} );
	expect( runPageChecks ).toHaveBeenCalledTimes( 2 );
	expect( ranOn( 1 ) ).toMatchObject( {
		title: 'Orion | Sky',
		content: '<p>Betelgeuse</p>',
		focus_keyword: 'orion',
	} );
} );

it( 'runs nothing when the parent re-renders with equal values (typing elsewhere)', async () => {
	const { rerender } = render( checks( '<p>Start</p>' ), {
		wrapper: withRegistry( createTestRegistry() ),
	} );
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 10 );
	} );
	for ( let i = 0; i < 10; i++ ) {
		// New preview and fields objects, the same values.
		rerender( checks( '<p>Start</p>' ) );
	}
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 2000 );
	} );
	expect( runPageChecks ).toHaveBeenCalledTimes( 1 );
} );
