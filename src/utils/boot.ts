/**
 * Reads the admin boot object (`window.lodestarAdmin`) with safe fallbacks.
 */
import type { AdminBoot } from '../types/boot';

/**
 * The boot object, every field present.
 */
export function getAdminBoot(): AdminBoot {
	const raw =
		typeof window !== 'undefined' && window.lodestarAdmin
			? window.lodestarAdmin
			: {};
	return {
		version: raw.version ?? '',
		page: raw.page ?? '',
		settingsGroup: raw.settingsGroup ?? null,
		restNamespace: raw.restNamespace ?? '',
		adminUrl: raw.adminUrl ?? '',
		siteUrl: raw.siteUrl ?? '',
		assetsUrl: raw.assetsUrl ?? '',
		knowledgeBaseUrl: raw.knowledgeBaseUrl ?? '',
		whatsNew: Array.isArray( raw.whatsNew )
			? raw.whatsNew.filter(
					( entry ) =>
						!! entry &&
						typeof entry.version === 'string' &&
						Array.isArray( entry.items )
				)
			: [],
	};
}
