/**
 * Schema screen (/advanced/schema): list, Add dialog, editor tabs, field rules (optional
 * `show: false` fields collapsed), display conditions (rows, de-duplication, specific search
 * above 2 characters), save and remove, and Back asking before unsaved edits are discarded.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api/schemas';
import { store } from '../../src/store';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import SchemaScreen from '../../src-admin/screens/schema';
import {
	dedupeRows,
	groupNodeType,
	isFieldCollapsed,
	isFieldShown,
	shouldSearch,
	UUID4_PATTERN,
	uuid4,
} from '../../src-admin/screens/schema/model';
import type { AdminRoute } from '../../src-admin/app/types';
import type {
	SchemaEntry,
	SchemasData,
	SchemaTypeDefinition,
} from '../../src/types/schema';
import { createTestRegistry, withRegistry } from './helpers';

jest.mock( '../../src/api/schemas' );
const mockedApi = jest.mocked( api );

const route = ( findRoute( getRoutes(), '/advanced/schema' ) ?? {
	path: '/advanced/schema',
	section: 'advanced',
	label: 'Schema',
} ) as AdminRoute;

const ARTICLE: SchemaTypeDefinition = {
	label: 'Article',
	level: 'content',
	type: 'Article',
	fields: [
		{
			id: '@type',
			type: 'Select',
			label: 'Article type',
			std: 'Article',
			required: true,
			options: {
				Article: 'Article',
				BlogPosting: 'Blog posting',
				NewsArticle: 'News article',
			},
		},
		{
			id: 'headline',
			type: 'text',
			label: 'Headline',
			std: '%title%',
			required: true,
		},
		{ id: 'description', type: 'text', label: 'Description', std: '' },
		{ id: 'secret', type: 'Hidden', std: 'x', hidden: true },
		{
			id: 'dateline',
			type: 'text',
			label: 'Dateline',
			std: '',
			main: [ 'NewsArticle' ],
		},
	],
};

const TYPES: Record< string, SchemaTypeDefinition > = {
	WebSite: {
		label: 'WebSite',
		level: 'global',
		type: 'WebSite',
		fields: [
			{
				id: 'name',
				type: 'text',
				label: 'Site name',
				std: '%site_name%',
				required: true,
			},
		],
	},
	BreadcrumbList: {
		label: 'BreadcrumbList',
		level: 'content',
		type: 'BreadcrumbList',
		fields: [],
	},
	Article: ARTICLE,
	FAQPage: {
		label: 'FAQ',
		level: 'content',
		type: 'FAQPage',
		fields: [
			{
				id: 'mainEntity',
				type: 'Group',
				label: 'Questions',
				cloneable: true,
				required: true,
				fields: [
					{
						id: '@type',
						type: 'Hidden',
						std: 'Question',
						hidden: true,
					},
					{
						id: 'name',
						type: 'text',
						label: 'Question',
						required: true,
					},
				],
			},
		],
	},
};

const WEBSITE_ID = '0b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f50';
const CRUMBS_ID = '1b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f51';

function saved(): Record< string, SchemaEntry > {
	return {
		[ WEBSITE_ID ]: {
			title: 'WebSite',
			type: 'WebSite',
			fields: { '@type': 'WebSite', schema_name: 'WebSite' },
			show_on: {
				rules: [ 'basic-global' ],
				specific: [],
				specificText: [],
			},
			not_show_on: { rules: [], specific: [], specificText: [] },
		},
		[ CRUMBS_ID ]: {
			title: 'Breadcrumbs',
			type: 'BreadcrumbList',
			fields: {
				'@type': 'BreadcrumbList',
				schema_name: 'BreadcrumbList',
			},
			show_on: {
				rules: [ 'basic-global' ],
				specific: [],
				specificText: [],
			},
			not_show_on: { rules: [], specific: [], specificText: [] },
		},
	};
}

function data(): SchemasData {
	return {
		schemas: saved(),
		types: TYPES,
		rules: [
			{
				label: 'Basic',
				options: {
					'basic-global': 'Entire Website',
					'basic-singulars': 'All Singulars',
				},
			},
			{ label: 'Posts', options: { 'post|all': 'All Posts' } },
			{
				label: 'Specific Target',
				options: {
					specifics: 'Specific Pages / Posts / Taxonomies, etc.',
				},
			},
		],
	};
}

async function renderScreen() {
	const registry = createTestRegistry();
	render( <SchemaScreen route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'table' );
	return registry;
}

beforeEach( () => {
	jest.resetAllMocks();
	mockedApi.getSchemas.mockResolvedValue( { success: true, data: data() } );
	mockedApi.saveSchemas.mockImplementation( async ( schemas ) => ( {
		success: true,
		message: 'Settings saved successfully.',
		data: schemas,
	} ) );
	mockedApi.searchTargets.mockResolvedValue( {
		success: true,
		results: [
			{
				text: 'Posts',
				children: [ { id: 'post-7', text: 'Hello world' } ],
			},
		],
	} );
} );

describe( 'Schema screen', () => {
	it( 'is the /advanced/schema route, gated by enable_schemas', () => {
		const entry = findRoute( getRoutes(), '/advanced/schema' );
		expect( entry?.feature ).toBe( 'enable_schemas' );
		expect( entry?.screen ).toBeDefined();
	} );

	it( 'lists the schemas', async () => {
		await renderScreen();
		const rows = within( screen.getByRole( 'table' ) ).getAllByRole(
			'row'
		);
		expect( rows ).toHaveLength( 3 );
		expect( rows[ 1 ] ).toHaveTextContent( 'WebSite' );
		expect( rows[ 2 ] ).toHaveTextContent( 'Breadcrumbs' );
	} );

	it( 'adds a schema: confirm disabled until a schema is chosen, new random id, editor opens', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Add Schema' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Add Schema' } );
		const confirm = within( dialog ).getByRole( 'button', {
			name: 'Add Schema',
		} );
		expect( confirm ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( confirm );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();

		await user.selectOptions(
			within( dialog ).getByRole( 'combobox', { name: 'Schema' } ),
			'Article'
		);
		await user.selectOptions(
			within( dialog ).getByRole( 'combobox', { name: 'Type' } ),
			'BlogPosting'
		);
		expect( confirm ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( confirm );

		expect(
			await screen.findByRole( 'tab', { name: 'Properties' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'tab', { name: 'Display Conditions' } )
		).toBeVisible();
		const ids = Object.keys( registry.select( store ).getSchemas() );
		const added = ids.filter(
			( id ) => id !== WEBSITE_ID && id !== CRUMBS_ID
		);
		expect( added ).toHaveLength( 1 );
		expect( added[ 0 ] ).toMatch( UUID4_PATTERN );
		expect(
			registry.select( store ).getSchema( added[ 0 ] as string )?.fields[
				'@type'
			]
		).toBe( 'BlogPosting' );

		// Required marked, hidden not shown, the NewsArticle-only field hidden for BlogPosting.
		expect(
			screen.getByRole( 'textbox', { name: 'Headline (required)' } )
		).toBeRequired();
		expect(
			screen.getByRole( 'textbox', { name: 'Description' } )
		).not.toBeRequired();
		expect(
			screen.queryByRole( 'textbox', { name: /secret/i } )
		).toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'Dateline' } )
		).toBeNull();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Article type (required)' } ),
			'NewsArticle'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Dateline' } )
		).toBeVisible();

		// Edit a property and save the whole map.
		const headline = screen.getByRole( 'textbox', {
			name: 'Headline (required)',
		} );
		await user.clear( headline );
		await user.type( headline, 'My headline' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		expect( mockedApi.saveSchemas ).toHaveBeenCalledTimes( 1 );
		const sent = mockedApi.saveSchemas.mock.calls[ 0 ]?.[ 0 ] ?? {};
		expect( Object.keys( sent ) ).toHaveLength( 3 );
		expect( sent[ added[ 0 ] as string ]?.fields ).toMatchObject( {
			'@type': 'NewsArticle',
			headline: 'My headline',
		} );

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect( await screen.findByRole( 'table' ) ).toHaveTextContent(
			'NewsArticle'
		);
	} );

	it( 'says when a schema has no configurable fields', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit Breadcrumbs' } )
		);
		expect(
			within( screen.getByRole( 'tabpanel' ) ).getByText(
				'This schema does not have any configurable fields'
			)
		).toBeVisible();
	} );

	it( 'edits display conditions: one row kept, duplicates merged, specific search above 2 characters', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit WebSite' } )
		);
		await user.click(
			screen.getByRole( 'tab', { name: 'Display Conditions' } )
		);

		const displayOn = screen.getByRole( 'group', { name: 'Display On' } );
		expect( within( displayOn ).getAllByRole( 'combobox' ) ).toHaveLength(
			1
		);
		// The only row cannot be removed.
		expect(
			within( displayOn ).queryByRole( 'button', { name: /Remove rule/ } )
		).toBeNull();

		await user.click(
			within( displayOn ).getByRole( 'button', { name: 'Add Rule' } )
		);
		let rows = within( displayOn ).getAllByRole( 'combobox' );
		expect( rows ).toHaveLength( 2 );
		expect(
			within( displayOn ).getAllByRole( 'button', {
				name: /Remove rule/,
			} )
		).toHaveLength( 2 );
		// Choosing a rule that is already there merges the rows.
		await user.selectOptions( rows[ 1 ] as HTMLElement, 'basic-global' );
		rows = within( displayOn ).getAllByRole( 'combobox' );
		expect( rows ).toHaveLength( 1 );

		await user.click(
			within( displayOn ).getByRole( 'button', { name: 'Add Rule' } )
		);
		rows = within( displayOn ).getAllByRole( 'combobox' );
		await user.selectOptions( rows[ 1 ] as HTMLElement, 'specifics' );
		const search = within( displayOn ).getByRole( 'textbox', {
			name: /search specific targets/,
		} );
		await user.type( search, 'He' );
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 400 ) )
		);
		expect( mockedApi.searchTargets ).not.toHaveBeenCalled();
		await user.type( search, 'l' );
		const result = await within( displayOn ).findByRole( 'button', {
			name: 'Add Hello world',
		} );
		expect( mockedApi.searchTargets ).toHaveBeenCalledWith( 'Hel' );
		await user.click( result );

		const schema = registry.select( store ).getSchema( WEBSITE_ID );
		expect( schema?.show_on ).toEqual( {
			rules: [ 'basic-global', 'specifics' ],
			specific: [ 'post-7' ],
			specificText: [ { label: 'Hello world', value: 'post-7' } ],
		} );
		expect( registry.select( store ).isSchemaDirty( WEBSITE_ID ) ).toBe(
			true
		);
	} );

	it( 'removes a schema after confirmation (Cancel keeps it)', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Breadcrumbs' } )
		);
		let dialog = screen.getByRole( 'dialog', { name: 'Remove Schema' } );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( mockedApi.saveSchemas ).not.toHaveBeenCalled();

		await user.click(
			screen.getByRole( 'button', { name: 'Remove Breadcrumbs' } )
		);
		dialog = screen.getByRole( 'dialog', { name: 'Remove Schema' } );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Remove' } )
		);
		expect( mockedApi.saveSchemas ).toHaveBeenCalledWith( {
			[ WEBSITE_ID ]: saved()[ WEBSITE_ID ],
		} );
		expect( screen.getByRole( 'table' ) ).not.toHaveTextContent(
			'Breadcrumbs'
		);
	} );

	it( 'keeps a schema whose removal fails and shows the error', async () => {
		mockedApi.saveSchemas.mockRejectedValue( {
			code: 'lodestar_invalid_schemas',
			message: 'Nope',
		} );
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Breadcrumbs' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Remove Schema' } );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Remove' } )
		);
		expect(
			await within( dialog ).findByText(
				'Action failed. Please try again.'
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'table', { hidden: true } )
		).toHaveTextContent( 'Breadcrumbs' );
	} );
} );

describe( 'Schema screen helpers', () => {
	it( 'makes version-4 ids', () => {
		expect( uuid4() ).toMatch( UUID4_PATTERN );
		expect( uuid4() ).not.toBe( uuid4() );
		expect( uuid4( ( bytes ) => bytes.fill( 255 ) ) ).toMatch(
			UUID4_PATTERN
		);
		expect( uuid4( ( bytes ) => bytes.fill( 0 ) ) ).toBe(
			'00000000-0000-4000-8000-000000000000'
		);
	} );

	it( 'merges duplicate rows and keeps empty ones', () => {
		expect( dedupeRows( [ 'a', 'b', 'a', '', '' ] ) ).toEqual( [
			'a',
			'b',
			'',
			'',
		] );
	} );

	it( 'searches above 2 characters only', () => {
		expect( shouldSearch( 'ab' ) ).toBe( false );
		expect( shouldSearch( ' ab ' ) ).toBe( false );
		expect( shouldSearch( 'abc' ) ).toBe( true );
	} );

	it( 'hides hidden fields and fields of other main types', () => {
		const [ , headline, , secret, dateline ] = ARTICLE.fields;
		expect( isFieldShown( headline!, 'Article' ) ).toBe( true );
		expect( isFieldShown( secret!, 'Article' ) ).toBe( false );
		expect( isFieldShown( dateline!, 'Article' ) ).toBe( false );
		expect( isFieldShown( dateline!, 'NewsArticle' ) ).toBe( true );
	} );
} );

describe( 'Back from the editor', () => {
	it( 'goes back at once when nothing is unsaved', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit WebSite' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( screen.getByRole( 'table' ) ).toHaveTextContent( 'WebSite' );
	} );

	it( 'asks before discarding unsaved edits: Keep editing stays, Discard changes reverts', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit WebSite' } )
		);
		const name = screen.getByRole( 'textbox', {
			name: 'Site name (required)',
		} );
		await user.clear( name );
		await user.type( name, 'Stars and more' );
		expect( registry.select( store ).hasUnsavedSchemas() ).toBe( true );

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		let dialog = screen.getByRole( 'dialog', {
			name: 'Discard unsaved changes?',
		} );
		expect( dialog ).toHaveTextContent(
			'The changes to “WebSite” have not been saved. Going back discards them.'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Keep editing' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect(
			screen.getByRole( 'textbox', { name: 'Site name (required)' } )
		).toHaveValue( 'Stars and more' );
		expect( registry.select( store ).isSchemaDirty( WEBSITE_ID ) ).toBe(
			true
		);

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		dialog = screen.getByRole( 'dialog', {
			name: 'Discard unsaved changes?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Discard changes' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( screen.getByRole( 'table' ) ).toHaveTextContent( 'WebSite' );
		expect( registry.select( store ).getSchemas() ).toEqual( saved() );
		expect( registry.select( store ).hasUnsavedSchemas() ).toBe( false );
		expect( mockedApi.saveSchemas ).not.toHaveBeenCalled();

		// The discarded text is gone when the schema is opened again.
		await user.click(
			screen.getByRole( 'button', { name: 'Edit WebSite' } )
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Site name (required)' } )
		).toHaveValue( '%site_name%' );
	} );

	it( 'asks before dropping a schema never saved, and removes it from the list when confirmed', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Add Schema' } )
		);
		const add = screen.getByRole( 'dialog', { name: 'Add Schema' } );
		await user.selectOptions(
			within( add ).getByRole( 'combobox', { name: 'Schema' } ),
			'Article'
		);
		await user.click(
			within( add ).getByRole( 'button', { name: 'Add Schema' } )
		);
		await screen.findByRole( 'tab', { name: 'Properties' } );
		expect(
			Object.keys( registry.select( store ).getSchemas() )
		).toHaveLength( 3 );

		// Untouched since it was added, it is still unsaved.
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		let dialog = screen.getByRole( 'dialog', {
			name: 'Discard this new schema?',
		} );
		expect( dialog ).toHaveTextContent(
			'“Article” has not been saved yet. Going back removes it.'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Keep editing' } )
		);
		expect(
			screen.getByRole( 'tab', { name: 'Properties' } )
		).toBeVisible();

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		dialog = screen.getByRole( 'dialog', {
			name: 'Discard this new schema?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Discard schema' } )
		);
		const rows = within( screen.getByRole( 'table' ) ).getAllByRole(
			'row'
		);
		expect( rows ).toHaveLength( 3 );
		expect( screen.getByRole( 'table' ) ).not.toHaveTextContent(
			'Article'
		);
		expect( registry.select( store ).getSchemas() ).toEqual( saved() );
		expect( registry.select( store ).hasUnsavedSchemas() ).toBe( false );
		expect( mockedApi.saveSchemas ).not.toHaveBeenCalled();
	} );

	it( 'goes back freely once the edits are saved', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit WebSite' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Site name (required)' } ),
			'!'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		expect( mockedApi.saveSchemas ).toHaveBeenCalledTimes( 1 );
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( screen.getByRole( 'table' ) ).toBeVisible();
	} );

	it( 'reopens the schema with unsaved edits when the screen comes back', async () => {
		const user = userEvent.setup();
		const registry = createTestRegistry();
		const first = render( <SchemaScreen route={ route } />, {
			wrapper: withRegistry( registry ),
		} );
		await screen.findByRole( 'table' );
		await user.click(
			screen.getByRole( 'button', { name: 'Edit WebSite' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Site name (required)' } ),
			' x'
		);
		// In-app navigation unmounts the screen; the edits stay in the store.
		first.unmount();
		render( <SchemaScreen route={ route } />, {
			wrapper: withRegistry( registry ),
		} );
		expect(
			await screen.findByRole( 'textbox', {
				name: 'Site name (required)',
			} )
		).toHaveValue( '%site_name% x' );
		expect( screen.queryByRole( 'table' ) ).toBeNull();
	} );
} );

describe( 'optional fields (show: false)', () => {
	const RECIPE: SchemaTypeDefinition = {
		label: 'Recipe',
		level: 'content',
		type: 'Recipe',
		fields: [
			{
				id: 'name',
				type: 'text',
				label: 'Name',
				std: '%title%',
				required: true,
			},
			{
				id: 'recipeYield',
				type: 'text',
				label: 'Yield',
				required: true,
				show: false,
			},
			{ id: 'keywords', type: 'text', label: 'Keywords', show: false },
			{
				id: 'cookTime',
				type: 'text',
				label: 'Cook time',
				show: false,
			},
			{
				id: 'recipeIngredient',
				type: 'text',
				label: 'Ingredients',
				std: '%ingredients%',
				cloneable: true,
			},
			{
				id: 'nutrition',
				type: 'Group',
				label: 'Nutrition',
				tooltip: 'Per serving.',
				fields: [
					{
						id: '@type',
						type: 'Hidden',
						std: 'NutritionInformation',
						hidden: true,
					},
					{ id: 'calories', type: 'text', label: 'Calories' },
					{
						id: 'fatContent',
						type: 'text',
						label: 'Fat',
						show: false,
					},
				],
			},
		],
	};
	const RECIPE_ID = '2b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f52';

	/**
	 * Renders the screen with one Recipe schema and opens it.
	 *
	 * @param fields Stored field values.
	 */
	async function openRecipe( fields: Record< string, string > = {} ) {
		mockedApi.getSchemas.mockResolvedValue( {
			success: true,
			data: {
				...data(),
				schemas: {
					[ RECIPE_ID ]: {
						title: 'Pancakes',
						type: 'Recipe',
						fields: {
							'@type': 'Recipe',
							schema_name: 'Recipe',
							...fields,
						},
						show_on: {
							rules: [ 'basic-singulars' ],
							specific: [],
							specificText: [],
						},
						not_show_on: {
							rules: [],
							specific: [],
							specificText: [],
						},
					},
				},
				types: { ...TYPES, Recipe: RECIPE },
			},
		} );
		const user = userEvent.setup();
		const registry = await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit Pancakes' } )
		);
		return { user, registry };
	}

	it( 'lists them collapsed after the others; required ones are never collapsed', async () => {
		const { user, registry } = await openRecipe();
		const panel = screen.getByRole( 'tabpanel' );
		expect(
			within( panel ).getByRole( 'textbox', { name: 'Name (required)' } )
		).toBeVisible();
		expect(
			within( panel ).getByRole( 'textbox', {
				name: 'Yield (required)',
			} )
		).toBeVisible();
		expect(
			within( panel ).queryByRole( 'textbox', { name: 'Keywords' } )
		).toBeNull();
		expect(
			within( panel ).queryByRole( 'textbox', { name: 'Cook time' } )
		).toBeNull();

		const toggle = within( panel ).getByRole( 'button', {
			name: '2 optional properties',
		} );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const keywords = within( panel ).getByRole( 'textbox', {
			name: 'Keywords',
		} );
		const region = document.getElementById(
			toggle.getAttribute( 'aria-controls' ) ?? ''
		);
		expect( region ).toContainElement( keywords );
		await user.type( keywords, 'breakfast' );
		expect(
			registry.select( store ).getSchema( RECIPE_ID )?.fields.keywords
		).toBe( 'breakfast' );
		expect(
			within( panel ).getByRole( 'textbox', { name: 'Cook time' } )
		).toBeVisible();

		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			within( panel ).queryByRole( 'textbox', { name: 'Keywords' } )
		).toBeNull();
	} );

	it( 'shows them open when one holds a value, and applies show inside groups', async () => {
		await openRecipe( { cookTime: 'PT20M' } );
		const panel = screen.getByRole( 'tabpanel' );
		expect(
			within( panel ).getByRole( 'button', {
				name: '2 optional properties',
			} )
		).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			within( panel ).getByRole( 'textbox', { name: 'Cook time' } )
		).toHaveValue( 'PT20M' );

		const nutrition = within( panel ).getByRole( 'group', {
			name: 'Nutrition',
		} );
		expect( nutrition ).toHaveTextContent( 'Per serving.' );
		expect(
			within( nutrition ).getByRole( 'textbox', { name: 'Calories' } )
		).toBeVisible();
		expect(
			within( nutrition ).queryByRole( 'textbox', { name: 'Fat' } )
		).toBeNull();
		expect(
			within( nutrition ).getByRole( 'button', {
				name: '1 optional property',
			} )
		).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'starts a cloneable list with its default, as the page prints it', async () => {
		await openRecipe();
		expect(
			screen.getByRole( 'textbox', { name: 'Ingredients #1' } )
		).toHaveValue( '%ingredients%' );
	} );
} );

describe( 'field helpers', () => {
	it( 'collapses optional fields with show: false only', () => {
		expect(
			isFieldCollapsed( { id: 'a', type: 'text', show: false } )
		).toBe( true );
		expect(
			isFieldCollapsed( {
				id: 'a',
				type: 'text',
				show: false,
				required: true,
			} )
		).toBe( false );
		expect(
			isFieldCollapsed( { id: 'a', type: 'text', show: true } )
		).toBe( false );
		expect( isFieldCollapsed( { id: 'a', type: 'text' } ) ).toBe( false );
	} );

	it( "checks a group's sub-fields against its own @type, else Thing (as the graph builder)", () => {
		expect(
			groupNodeType( {
				id: 'offers',
				type: 'Group',
				fields: [
					{ id: '@type', type: 'Hidden', std: 'Offer', hidden: true },
				],
			} )
		).toBe( 'Offer' );
		expect(
			groupNodeType( {
				id: 'thing',
				type: 'Group',
				fields: [ { id: 'name', type: 'text' } ],
			} )
		).toBe( 'Thing' );
	} );
} );
