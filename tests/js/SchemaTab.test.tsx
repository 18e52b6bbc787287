/**
 * The editor's Schema tab: the post meta `_lodestar_schemas` helpers and the panel (turn a
 * site schema off, switch Article to BlogPosting, add a FAQ for this post and fill it).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';

import type {
	PostSchemaChoices,
	PostSchemasData,
} from '../../src/types/schema';
import { UUID4_PATTERN } from '../../src/utils/uuid';
import PostSchemaPanel from '../../src-editor/sidebar/PostSchemaPanel';
import {
	addPostSchema,
	parseChoices,
	removeChoice,
	serializeChoices,
	setEnabled,
	setNodeType,
} from '../../src-editor/sidebar/schema-choices';

const ARTICLE_ID = '2b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f52';
const CRUMBS_ID = '3b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f53';

const DATA: PostSchemasData = {
	schemas: [
		{
			id: CRUMBS_ID,
			title: 'BreadcrumbList',
			type: 'BreadcrumbList',
			'@type': 'BreadcrumbList',
			types: [ 'BreadcrumbList' ],
		},
		{
			id: ARTICLE_ID,
			title: 'Article',
			type: 'Article',
			'@type': 'Article',
			types: [ 'Article', 'BlogPosting', 'NewsArticle' ],
		},
	],
	addable: { FAQPage: 'FAQ', HowTo: 'HowTo' },
};

describe( 'post schema choices', () => {
	it( 'parses and serializes the meta value', () => {
		expect( parseChoices( '' ) ).toEqual( {} );
		expect( parseChoices( 'not json' ) ).toEqual( {} );
		expect( parseChoices( '[1]' ) ).toEqual( {} );
		expect( parseChoices( '{"a":{"disabled":true}}' ) ).toEqual( {
			a: { disabled: true },
		} );
		expect( serializeChoices( {} ) ).toBe( '' );
	} );

	it( 'turns site schemas off and on, and back to nothing stored', () => {
		const off = setEnabled( {}, ARTICLE_ID, false );
		expect( off ).toEqual( { [ ARTICLE_ID ]: { disabled: true } } );
		expect( setEnabled( off, ARTICLE_ID, true ) ).toEqual( {} );
	} );

	it( 'overrides the @type, and the site type removes the override', () => {
		const blog = setNodeType( {}, ARTICLE_ID, 'BlogPosting', 'Article' );
		expect( blog ).toEqual( {
			[ ARTICLE_ID ]: { fields: { '@type': 'BlogPosting' } },
		} );
		expect( setNodeType( blog, ARTICLE_ID, 'Article', 'Article' ) ).toEqual(
			{}
		);
	} );

	it( 'adds and removes post-only schemas', () => {
		const added = addPostSchema( {}, 'x', 'FAQPage', 'FAQ' );
		expect( added ).toEqual( {
			x: {
				title: 'FAQ',
				type: 'FAQPage',
				fields: { '@type': 'FAQPage' },
			},
		} );
		expect( removeChoice( added, 'x' ) ).toEqual( {} );
	} );
} );

function Harness( {
	onChoices,
}: {
	onChoices: ( c: PostSchemaChoices ) => void;
} ) {
	const [ choices, setChoices ] = useState< PostSchemaChoices >( {} );
	return (
		<PostSchemaPanel
			data={ DATA }
			choices={ choices }
			onChange={ ( next ) => {
				setChoices( next );
				onChoices( next );
			} }
		/>
	);
}

describe( 'Schema tab panel', () => {
	it( 'switches Article to BlogPosting, turns breadcrumbs off and adds a FAQ', async () => {
		const user = userEvent.setup();
		let latest: PostSchemaChoices = {};
		render( <Harness onChoices={ ( c ) => ( latest = c ) } /> );

		expect(
			screen.queryByRole( 'combobox', { name: 'BreadcrumbList type' } )
		).toBeNull();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Article type' } ),
			'BlogPosting'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'BreadcrumbList' } )
		);
		expect( latest ).toEqual( {
			[ ARTICLE_ID ]: { fields: { '@type': 'BlogPosting' } },
			[ CRUMBS_ID ]: { disabled: true },
		} );

		const add = screen.getByRole( 'button', { name: 'Add schema' } );
		expect( add ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'Add a schema for this post',
			} ),
			'FAQPage'
		);
		await user.click( add );
		await user.click(
			screen.getByRole( 'button', { name: 'Add Question' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Question 1' } ),
			'Why?'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Answer 1' } ),
			'Because.'
		);

		const own = Object.entries( latest ).find(
			( [ , choice ] ) => choice.type === 'FAQPage'
		);
		expect( own?.[ 0 ] ).toMatch( UUID4_PATTERN );
		expect( own?.[ 1 ] ).toEqual( {
			title: 'FAQ',
			type: 'FAQPage',
			fields: {
				'@type': 'FAQPage',
				mainEntity: [
					{ name: 'Why?', acceptedAnswer: { text: 'Because.' } },
				],
			},
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Remove the FAQ schema' } )
		);
		expect(
			Object.values( latest ).some( ( choice ) => choice.type )
		).toBe( false );
	} );
} );
