/**
 * Reads the admin boot object (`window.lodestarAdmin`) with safe fallbacks.
 */
import type { AdminBoot } from '../types/boot';
import { DESCRIPTION_LENGTH, TITLE_LENGTH, URL_LENGTH } from './constants';

/**
 * A positive integer, or the fallback.
 *
 * @param value    Candidate.
 * @param fallback Fallback.
 */
function positiveInteger( value: unknown, fallback: number ): number {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: fallback;
}

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
		titleLength: positiveInteger( raw.titleLength, TITLE_LENGTH ),
		descriptionLength: positiveInteger(
			raw.descriptionLength,
			DESCRIPTION_LENGTH
		),
		urlLength: positiveInteger( raw.urlLength, URL_LENGTH ),
	};
}

export interface LengthLimits {
	title: number;
	description: number;
	url: number;
}

/**
 * Length limits: spec defaults, overridable by the boot object.
 */
export function getLengthLimits(): LengthLimits {
	const boot = getAdminBoot();
	return {
		title: boot.titleLength ?? TITLE_LENGTH,
		description: boot.descriptionLength ?? DESCRIPTION_LENGTH,
		url: boot.urlLength ?? URL_LENGTH,
	};
}
