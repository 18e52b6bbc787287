/**
 * Types of the parts of WordPress's block packages the breadcrumbs block uses (not installed:
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
