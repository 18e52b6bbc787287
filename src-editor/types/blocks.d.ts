/**
 * Types of the parts of WordPress's block packages the breadcrumbs block and the sidebar's
 * content serializer use (not installed:
 * the dependency-extraction plugin turns them into the wp.blocks / wp.blockEditor /
 * wp.serverSideRender globals), typed from their documented signatures.
 */

declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	export interface BlockSettings {
		name?: string;
		title?: string;
		edit: ComponentType< {
			attributes: Record< string, unknown >;
			[ key: string ]: unknown;
		} >;
		save: () => null;
		[ key: string ]: unknown;
	}

	export function registerBlockType(
		name: string,
		settings: BlockSettings
	): unknown;

	/** A parsed block of the editor (immutable: an edit makes a new object). */
	export interface BlockInstance {
		name: string;
		clientId: string;
		attributes: Record< string, unknown >;
		innerBlocks: BlockInstance[];
		[ key: string ]: unknown;
	}

	/**
	 * One block in the post's comment-delimited form.
	 * @param block
	 */
	export function serializeBlock( block: BlockInstance ): string;

	/**
	 * The post content of the blocks as the editor saves it (core-data's serializer).
	 * @param blocks
	 */
	export function __unstableSerializeAndClean(
		blocks: BlockInstance[]
	): string;
}

declare module '@wordpress/block-editor' {
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
}

declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		EmptyResponsePlaceholder?: ComponentType;
	} >;
	export default ServerSideRender;
}
