/**
 * The edited post content as the editor would save it, serialized block by block with a cache:
 * blocks are immutable, so after a keystroke only the block that changed (and the blocks that
 * contain it) is serialized again, not all of a long post's blocks.
 *
 * Where blocks drive the content (the edited record's `content` is the function core-data
 * keeps for that) and there are two blocks or more, the result is what core's serializer makes
 * of them: each block's `serializeBlock`, joined by a blank line. Otherwise the editor's
 * getEditedPostContent() answers: a post of one block (core empties an untouched default
 * paragraph and unwraps a classic block), the code editor's text, an unedited post's raw
 * content.
 */
import { serializeBlock } from '@wordpress/blocks';
import type { BlockInstance } from '@wordpress/blocks';

/** Serialized blocks by block object (a block that changes is a new object). */
const serialized = new WeakMap< BlockInstance, string >();

/**
 * The serialization of `blocks` (two or more), each block read from the cache when it is the
 * same object.
 *
 * @param blocks The post's top-level blocks.
 */
export function serializeBlocksCached( blocks: BlockInstance[] ): string {
	return blocks
		.map( ( block ) => {
			let html = serialized.get( block );
			if ( html === undefined ) {
				html = serializeBlock( block );
				serialized.set( block, html );
			}
			return html;
		} )
		.join( '\n\n' );
}

/** The part of core-data this reads (addressed by name: the package is a runtime global). */
interface CoreSelectors {
	getEditedEntityRecord?: (
		kind: string,
		name: string,
		id: number
	) => { content?: unknown; blocks?: BlockInstance[] } | undefined | null;
}

/** The part of core/editor this reads. */
export interface EditorSelectors {
	getCurrentPostId: () => number;
	getCurrentPostType: () => string;
	getEditedPostContent: () => string;
}

/**
 * The edited post's content.
 *
 * @param editor The editor store's selectors.
 * @param core   core-data's selectors, if registered.
 */
export function editedPostContent(
	editor: EditorSelectors,
	core: CoreSelectors | undefined
): string {
	const record = core?.getEditedEntityRecord?.(
		'postType',
		editor.getCurrentPostType(),
		editor.getCurrentPostId()
	);
	if (
		typeof record?.content === 'function' &&
		Array.isArray( record.blocks ) &&
		record.blocks.length > 1
	) {
		return serializeBlocksCached( record.blocks );
	}
	return editor.getEditedPostContent();
}
