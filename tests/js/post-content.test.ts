/**
 * The sidebar's content serializer: after an edit of one block of a long post, only that block
 * is serialized again, and the result is core's (blocks joined by a blank line); a one-block post
 * and a post whose content is not block-driven are left to the editor.
 */
import type { BlockInstance } from '@wordpress/blocks';

import {
	editedPostContent,
	serializeBlocksCached,
} from '../../src-editor/sidebar/post-content';

jest.mock(
	'@wordpress/blocks',
	() => ( {
		serializeBlock: jest.fn(
			( block: { name: string; attributes: { text: string } } ) =>
				`<!-- wp:${ block.name } --><p>${ block.attributes.text }</p><!-- /wp:${ block.name } -->`
		),
	} ),
	{ virtual: true }
);

const blocksApi = jest.requireMock( '@wordpress/blocks' ) as {
	serializeBlock: jest.Mock;
};

/**
 * A paragraph block.
 *
 * @param text Its text.
 */
const paragraph = ( text: string ) =>
	( {
		name: 'paragraph',
		clientId: text,
		attributes: { text },
		innerBlocks: [],
	} ) as BlockInstance;

const html = ( text: string ) =>
	`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;

beforeEach( () => {
	blocksApi.serializeBlock.mockClear();
} );

it( 'serializes only the edited block again', () => {
	const blocks = Array.from( { length: 600 }, ( _, i ) =>
		paragraph( `Paragraph ${ i }` )
	);
	expect( serializeBlocksCached( blocks ) ).toBe(
		blocks.map( ( _, i ) => html( `Paragraph ${ i }` ) ).join( '\n\n' )
	);
	expect( blocksApi.serializeBlock ).toHaveBeenCalledTimes( 600 );

	// A keystroke in block 300: a new object for it, the others kept.
	const edited = [ ...blocks ];
	edited[ 300 ] = paragraph( 'Paragraph 300, typed' );
	const content = serializeBlocksCached( edited );
	expect( blocksApi.serializeBlock ).toHaveBeenCalledTimes( 601 );
	expect( content.split( '\n\n' ) ).toHaveLength( 600 );
	expect( content.split( '\n\n' )[ 300 ] ).toBe(
		html( 'Paragraph 300, typed' )
	);
	expect( content.split( '\n\n' )[ 299 ] ).toBe( html( 'Paragraph 299' ) );
} );

it( 'reads the editor when the content is not block-driven or is one block', () => {
	const editor = {
		getCurrentPostId: () => 7,
		getCurrentPostType: () => 'post',
		getEditedPostContent: () => '<p>Typed in the code editor</p>',
	};
	const blocks = [ paragraph( 'a' ), paragraph( 'b' ) ];
	// The code editor: content is a string.
	expect(
		editedPostContent( editor, {
			getEditedEntityRecord: () => ( {
				content: '<p>Typed in the code editor</p>',
				blocks,
			} ),
		} )
	).toBe( '<p>Typed in the code editor</p>' );
	// No core-data.
	expect( editedPostContent( editor, undefined ) ).toBe(
		'<p>Typed in the code editor</p>'
	);
	// One block (core empties an untouched default paragraph, unwraps a classic block).
	expect(
		editedPostContent( editor, {
			getEditedEntityRecord: () => ( {
				content: () => 'unused',
				blocks: [ paragraph( '' ) ],
			} ),
		} )
	).toBe( '<p>Typed in the code editor</p>' );
	expect( blocksApi.serializeBlock ).not.toHaveBeenCalled();
	// Block-driven: the blocks, for the edited post's record.
	const asked: unknown[] = [];
	expect(
		editedPostContent( editor, {
			getEditedEntityRecord: ( ...args ) => {
				asked.push( args );
				return { content: () => 'unused', blocks };
			},
		} )
	).toBe( `${ html( 'a' ) }\n\n${ html( 'b' ) }` );
	expect( asked ).toEqual( [ [ 'postType', 'post', 7 ] ] );
} );
