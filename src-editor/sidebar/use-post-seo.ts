/**
 * The edited post's SEO fields and text, read from and written to core-data through the
 * editor store, so values save with the post, undo/redo apply and unsaved changes are the
 * editor's own.
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';

import type { FieldChange } from '../../src/components/page-seo/types';
import type { SeoFields } from '../../src/types/page-seo';
import { whenIdle } from '../../src/utils/idle';
import { editedPostContent } from './post-content';
import { fieldsFromMeta, metaFromFields } from '../../src/utils/seo-fields';

/** Quiet time after the last block change before the content is serialized again. */
export const CONTENT_DEBOUNCE_MS = 800;

/**
 * fieldsFromMeta for the last meta object seen: the editor keeps the merged meta while it does
 * not change (a memoized selector), so a keystroke in a block maps no field again.
 */
const fieldsOfMeta = ( () => {
	let lastMeta: Record< string, unknown > | undefined | null = null;
	let lastFields: SeoFields | null = null;
	return ( meta: Record< string, unknown > | undefined ): SeoFields => {
		if ( lastFields === null || meta !== lastMeta ) {
			lastMeta = meta;
			lastFields = fieldsFromMeta( meta );
		}
		return lastFields;
	};
} )();

/**
 * The post's SEO fields and setters.
 */
export function usePostSeoFields(): {
	fields: SeoFields;
	onChange: FieldChange;
	onChanges: ( changes: Partial< SeoFields > ) => void;
} {
	// The fields (primitives) let useSelect's shallow comparison keep the sidebar from
	// re-rendering on keystrokes elsewhere in the post, even where the merged meta is a new
	// object per call (older editors); where it is kept, the mapping runs once per change.
	const fields = useSelect(
		( select ) =>
			fieldsOfMeta(
				select( editorStore ).getEditedPostAttribute( 'meta' ) as
					Record< string, unknown > | undefined
			),
		[]
	);
	const { editPost } = useDispatch( editorStore );
	const onChanges = useCallback(
		( changes: Partial< SeoFields > ) =>
			editPost( { meta: metaFromFields( changes ) } ),
		[ editPost ]
	);
	const onChange = useCallback< FieldChange >(
		( field, value ) =>
			onChanges( { [ field ]: value } as Partial< SeoFields > ),
		[ onChanges ]
	);
	return { fields, onChange, onChanges };
}

/**
 * The edited title, excerpt, permalink, id and post type: cheap reads, current on every change.
 */
export function usePostText(): {
	postId: number;
	postType: string;
	title: string;
	excerpt: string;
	permalink: string;
} {
	return useSelect( ( select ) => {
		const editor = select( editorStore );
		return {
			postId: editor.getCurrentPostId(),
			postType: editor.getCurrentPostType(),
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
			excerpt: String( editor.getEditedPostAttribute( 'excerpt' ) ?? '' ),
			permalink: editor.getPermalink() ?? '',
		};
	}, [] );
}

/** What the media store gives for the featured image (core-data's getMedia(), view context). */
interface MediaRecord {
	source_url?: string;
}

/**
 * The edited post's featured image URL and password state: the page's Open Graph image falls
 * back to the featured image, and a password-protected post keeps its text out of the head.
 * The image is read from core-data's media record, which the editor's own featured-image
 * panel already loads (same query, so no extra request).
 */
export function usePostImages(): { featuredImage: string; protected: boolean } {
	const featuredImage = useSelect( ( select ) => {
		const id = Number(
			select( editorStore ).getEditedPostAttribute( 'featured_media' ) ??
				0
		);
		if ( ! ( id > 0 ) ) {
			return '';
		}
		// core-data is addressed by name: the package is a runtime global, not a dependency.
		const core = select( 'core' ) as
			| {
					getMedia?: (
						id: number,
						query: { context: string }
					) => MediaRecord | undefined | null;
			  }
			| undefined;
		return core?.getMedia?.( id, { context: 'view' } )?.source_url ?? '';
	}, [] );
	const isProtected = useSelect(
		( select ) =>
			String(
				select( editorStore ).getEditedPostAttribute( 'password' ) ?? ''
			) !== '',
		[]
	);
	return useMemo(
		() => ( { featuredImage, protected: isProtected } ),
		[ featuredImage, isProtected ]
	);
}

type Registry = ReturnType< typeof useRegistry >;

/** One registry's serialized content, shared by every consumer (the sidebar, the Checks tab). */
interface ContentSource {
	content: string;
	listeners: Set< ( content: string ) => void >;
	stop: () => void;
}

const contentSources = new WeakMap< Registry, ContentSource >();

/**
 * Follows the post content for `listener`: called at once with the current content, then once
 * per pause of CONTENT_DEBOUNCE_MS after the blocks change (and an idle period of the
 * browser). One subscription and one serialization serve all listeners of a registry.
 *
 * @param registry The data registry of the editor.
 * @param listener Receives the content.
 * @return Stops following.
 */
function followPostContent(
	registry: Registry,
	listener: ( content: string ) => void
): () => void {
	let source = contentSources.get( registry );
	if ( ! source ) {
		const editor = registry.select( editorStore );
		let blocks = editor.getEditorBlocks();
		let timer: ReturnType< typeof setTimeout > | undefined;
		let cancelIdle: ( () => void ) | undefined;
		const read = () =>
			editedPostContent(
				editor,
				registry.select( 'core' ) as Parameters<
					typeof editedPostContent
				>[ 1 ]
			);
		const created: ContentSource = {
			content: read(),
			listeners: new Set(),
			stop: () => undefined,
		};
		const update = () => {
			const content = read();
			if ( content !== created.content ) {
				created.content = content;
				created.listeners.forEach( ( notify ) => notify( content ) );
			}
		};
		// Per store change only a reference comparison: typing in a block pays nothing more.
		const unsubscribe = registry.subscribe( () => {
			const next = editor.getEditorBlocks();
			if ( next === blocks ) {
				return;
			}
			blocks = next;
			clearTimeout( timer );
			cancelIdle?.();
			timer = setTimeout( () => {
				cancelIdle = whenIdle( update );
			}, CONTENT_DEBOUNCE_MS );
		}, editorStore );
		created.stop = () => {
			unsubscribe();
			clearTimeout( timer );
			cancelIdle?.();
		};
		source = created;
		contentSources.set( registry, source );
	}
	const current = source;
	current.listeners.add( listener );
	listener( current.content );
	return () => {
		current.listeners.delete( listener );
		if ( current.listeners.size === 0 ) {
			current.stop();
			contentSources.delete( registry );
		}
	};
}

/**
 * The edited post content, serialized only when `needed`, and then at most once per
 * CONTENT_DEBOUNCE_MS of quiet after the blocks change, in an idle period: serializing a long
 * post is the one costly step, and typing in a block must not pay it per keystroke. The
 * sidebar and its Checks tab share one serialization.
 *
 * @param needed Whether a template needs the content.
 */
export function useDebouncedPostContent( needed: boolean ): string {
	const registry = useRegistry();
	const [ content, setContent ] = useState( '' );

	useEffect( () => {
		if ( ! needed ) {
			return undefined;
		}
		return followPostContent( registry, setContent );
	}, [ needed, registry ] );

	return needed ? content : '';
}
