/**
 * Typed wrappers of the recommended plugins and theme endpoints (`plugins/installed`,
 * `plugins/install`, `plugins/activate`, `themes/install`, `themes/activate`). Only src/store
 * calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import { PATHS } from './paths';

export type ExtensionType = 'plugin' | 'theme';
export type ExtensionOperation = 'install' | 'activate';

/** One entry of the recommended list (PHP filter `lodestar_recommended_extensions`). */
export interface RecommendedExtension {
	slug: string;
	type: ExtensionType;
	name: string;
	description: string;
}

/** Installed and active slugs of one kind. */
export interface SlugLists {
	installed: string[];
	active: string[];
}

/** The spec's plugin status per slug: installed and active lists for plugins and themes. */
export interface ExtensionsStatus {
	plugins: SlugLists;
	themes: SlugLists;
}

/** GET plugins/installed */
export interface InstalledResponse {
	success: boolean;
	message: string;
	data: ExtensionsStatus;
	recommended: RecommendedExtension[];
	can: Record< ExtensionType, Record< ExtensionOperation, boolean > >;
	/** Nonce of action `lodestar_extensions`, sent with every install and activation. */
	nonce: string;
}

/** POST {plugins|themes}/{install|activate} */
export interface OperationResponse {
	success: boolean;
	message: string;
	data: ExtensionsStatus;
	already_installed?: boolean;
	already_active?: boolean;
}

/**
 * The installed and active plugins and themes, with the recommended list and the nonce.
 */
export function getInstalledExtensions(): Promise< InstalledResponse > {
	return apiFetch< InstalledResponse >( { path: PATHS.pluginsInstalled } );
}

const OPERATION_PATHS: Record<
	ExtensionType,
	Record< ExtensionOperation, string >
> = {
	plugin: {
		install: PATHS.pluginsInstall,
		activate: PATHS.pluginsActivate,
	},
	theme: {
		install: PATHS.themesInstall,
		activate: PATHS.themesActivate,
	},
};

/**
 * Installs or activates one recommended plugin or theme.
 *
 * @param type      plugin or theme.
 * @param operation install or activate.
 * @param slug      wordpress.org slug.
 * @param nonce     The `lodestar_extensions` nonce of the listing.
 */
export function runExtensionOperation(
	type: ExtensionType,
	operation: ExtensionOperation,
	slug: string,
	nonce: string
): Promise< OperationResponse > {
	return apiFetch< OperationResponse >( {
		path: OPERATION_PATHS[ type ][ operation ],
		method: 'POST',
		data: { slug, nonce },
	} );
}
