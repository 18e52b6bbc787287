/**
 * The Schema tab of the Lodestar SEO sidebar: which of the site's schemas apply to this post
 * (each can be turned off here, or switched to another @type, e.g. Article -> BlogPosting),
 * and schemas for this post only (FAQ, HowTo) built from its content. Saved with the post in
 * the meta `_lodestar_schemas` through the editor store (undo/redo and the editor's dirty
 * state apply). A lazy chunk: it loads when the tab is first opened.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../../src/store';
import type {
	PostSchemaChoices,
	PostSchemasData,
} from '../../src/types/schema';
import PostSchemaPanel from './PostSchemaPanel';
import {
	parseChoices,
	SCHEMA_META_KEY,
	serializeChoices,
} from './schema-choices';

export default function SchemaTab() {
	const { postId, value } = useSelect( ( select ) => {
		const editor = select( editorStore );
		const meta = editor.getEditedPostAttribute( 'meta' ) as
			Record< string, unknown > | undefined;
		return {
			postId: editor.getCurrentPostId() as number,
			value: meta?.[ SCHEMA_META_KEY ],
		};
	}, [] );
	const { editPost } = useDispatch( editorStore );
	const { loadPostSchemas } = useDispatch( store );
	const [ data, setData ] = useState< PostSchemasData | null | undefined >();

	useEffect( () => {
		let live = true;
		( async () => {
			const loaded = ( await loadPostSchemas(
				postId
			) ) as unknown as PostSchemasData | null;
			if ( live ) {
				setData( loaded );
			}
		} )();
		return () => {
			live = false;
		};
	}, [ postId, loadPostSchemas ] );

	const onChange = useCallback(
		( choices: PostSchemaChoices ) =>
			editPost( {
				meta: { [ SCHEMA_META_KEY ]: serializeChoices( choices ) },
			} ),
		[ editPost ]
	);

	if ( data === undefined ) {
		return <Spinner />;
	}
	if ( data === null ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ __(
					'The schemas of this post could not be loaded.',
					'lodestar'
				) }
			</Notice>
		);
	}
	return (
		<PostSchemaPanel
			data={ data }
			choices={ parseChoices( value ) }
			onChange={ onChange }
		/>
	);
}
