/**
 * The page checks list: the spec's order and badges, Ignore only on errors and warnings,
 * Restore on ignored ones, the overall text; the store's optimistic ignore with rollback.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { runPageChecks } from '../../src/analysis/page-checks';
import type { PageCheckInput } from '../../src/analysis/types';
import PageChecksList from '../../src/components/page-checks/PageChecksList';
import {
	countPageChecks,
	overallText,
} from '../../src/components/page-checks/summary';
import reducer from '../../src/store/pageChecks/reducer';
import fixture from '../fixtures/page-checks.json';

const base = ( fixture as unknown as { base: PageCheckInput } ).base;

describe( 'PageChecksList', () => {
	const results = runPageChecks( {
		...base,
		title: '',
		description: '',
		focus_keyword: '',
	} );

	it( 'lists errors, warnings, suggestions, passes, then ignored ones', () => {
		render(
			<PageChecksList
				results={ results }
				ignored={ [ 'search_engine_description' ] }
				onToggleIgnore={ () => undefined }
			/>
		);
		const items = screen.getAllByRole( 'listitem' );
		const badges = items.map(
			( item ) =>
				item.querySelector( '.lodestar-check-badge' )?.textContent
		);
		expect( badges[ 0 ] ).toBe( 'Critical' );
		expect( badges[ badges.length - 1 ] ).toBe( 'Ignored' );
		expect( badges.indexOf( 'Suggestion' ) ).toBeLessThan(
			badges.indexOf( 'Passed' )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'1 Issue Detected'
		);
	} );

	it( 'offers Ignore on errors and warnings only, Restore on ignored ones', async () => {
		const toggle = jest.fn();
		render(
			<PageChecksList
				results={ results }
				ignored={ [ 'search_engine_description' ] }
				onToggleIgnore={ toggle }
			/>
		);
		const title = screen
			.getByText( 'The search engine title is missing.' )
			.closest( 'li' ) as HTMLElement;
		await userEvent.click(
			within( title ).getByRole( 'button', { name: 'Ignore' } )
		);
		expect( toggle ).toHaveBeenCalledWith( 'search_engine_title', true );
		const ignored = screen
			.getByText( 'The search engine description is missing.' )
			.closest( 'li' ) as HTMLElement;
		await userEvent.click(
			within( ignored ).getByRole( 'button', { name: 'Restore' } )
		);
		expect( toggle ).toHaveBeenCalledWith(
			'search_engine_description',
			false
		);
		const suggestion = screen
			.getByText( 'No focus keyword set.' )
			.closest( 'li' ) as HTMLElement;
		expect( within( suggestion ).queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'says what the overall state is (spec 2 §4)', () => {
		expect(
			overallText( { error: 0, warning: 2, suggestion: 1, success: 3 } )
		).toBe( '2 Warnings Detected' );
		expect(
			overallText( { error: 0, warning: 0, suggestion: 1, success: 3 } )
		).toBe( 'SEO is Optimized' );
		expect(
			countPageChecks(
				{ a: { status: 'error' }, b: { status: 'error' } },
				[ 'a' ]
			).error
		).toBe( 1 );
	} );
} );

describe( 'pageChecks reducer', () => {
	it( 'takes the ignore list from the report and toggles one id', () => {
		const report = {
			checks: {
				url_length: {
					status: 'warning' as const,
					message: 'm',
					description: [],
					ignore: true,
				},
			},
			counts: { error: 0, warning: 0, suggestion: 0, success: 0 },
			updated: '2024-01-01T00:00:00+00:00',
			open_graph: true,
		};
		let state = reducer( undefined, {
			type: 'PAGE_CHECKS_RECEIVE',
			kind: 'post',
			id: 3,
			report,
		} );
		expect( state.ignored[ 'post:3' ] ).toEqual( [ 'url_length' ] );
		state = reducer( state, {
			type: 'PAGE_CHECK_SET_IGNORED',
			kind: 'post',
			id: 3,
			check: 'url_length',
			ignore: false,
		} );
		expect( state.ignored[ 'post:3' ] ).toEqual( [] );
		state = reducer( state, {
			type: 'PAGE_CHECK_SET_IGNORED',
			kind: 'post',
			id: 3,
			check: 'sub_headings',
			ignore: true,
		} );
		expect( state.ignored[ 'post:3' ] ).toEqual( [ 'sub_headings' ] );
	} );
} );
