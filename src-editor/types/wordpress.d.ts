/**
 * Types of the parts of WordPress's editor packages the integration uses.
 *
 * These packages are not installed: at build time the dependency-extraction plugin turns
 * their imports into the page's own wp.plugins / wp.editor / wp.editPost globals (declared
 * in index.asset.php), so only the public APIs called here are typed, from their documented
 * signatures. Jest tests replace them with virtual mocks.
 */

declare module '@wordpress/plugins' {
	import type { ComponentType, ReactElement } from 'react';

	export interface PluginSettings {
		render: ComponentType;
		icon?: ReactElement | string;
		scope?: string;
	}

	export function registerPlugin(
		name: string,
		settings: PluginSettings
	): PluginSettings | null;
	export function unregisterPlugin( name: string ): PluginSettings | null;
}

declare module '@wordpress/editor' {
	import type { ReduxStoreConfig, StoreDescriptor } from '@wordpress/data';
	import type { ComponentType, ReactElement, ReactNode } from 'react';

	export const PluginSidebar: ComponentType< {
		name: string;
		title: string;
		icon?: ReactElement | string;
		className?: string;
		isPinnable?: boolean;
		children?: ReactNode;
	} >;
	export const PluginSidebarMoreMenuItem: ComponentType< {
		target: string;
		icon?: ReactElement | string;
		children?: ReactNode;
	} >;
	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		icon?: ReactElement | string;
		children?: ReactNode;
	} >;

	/** Selectors of core/editor used here (state first, as the store defines them). */
	export interface EditorSelectors {
		getEditedPostAttribute: (
			state: unknown,
			attribute: string
		) => unknown;
		getEditedPostContent: ( state: unknown ) => string;
		getEditorBlocks: ( state: unknown ) => readonly unknown[];
		getPermalink: ( state: unknown ) => string | null;
		getCurrentPostId: ( state: unknown ) => number;
		getCurrentPostType: ( state: unknown ) => string;
		hasEditorUndo: ( state: unknown ) => boolean;
	}

	export interface EditorActions {
		editPost: ( edits: Record< string, unknown > ) => void;
		undo: () => void;
		redo: () => void;
	}

	export const store: StoreDescriptor<
		ReduxStoreConfig< unknown, EditorActions, EditorSelectors >
	>;
}

declare module '@wordpress/edit-post' {
	import type { ReduxStoreConfig, StoreDescriptor } from '@wordpress/data';

	export interface EditPostActions {
		openGeneralSidebar: ( name: string ) => void;
	}

	export const store: StoreDescriptor<
		ReduxStoreConfig< unknown, EditPostActions, Record< string, never > >
	>;
}
