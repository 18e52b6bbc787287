/**
 * Reads the admin boot object (`window.lodestarAdmin`) with safe fallbacks.
 */
import type { AdminBoot, AnalysisBoot, HelpLinks } from '../types/boot';

/**
 * A count of the boot object: a non-negative integer, else null.
 *
 * @param value Raw value.
 */
function count( value: unknown ): number | null {
	return typeof value === 'number' && Number.isInteger( value ) && value >= 0
		? value
		: null;
}

/**
 * The analysis counts of the boot object.
 *
 * @param raw Raw `analysis` field.
 */
function analysisCounts( raw: unknown ): AnalysisBoot {
	const counts = ( raw ?? {} ) as Partial<
		Record< keyof AnalysisBoot, unknown >
	>;
	return {
		errors: count( counts.errors ),
		warnings: count( counts.warnings ),
	};
}

/**
 * The help links of the boot object: http(s) URLs only, '' for anything else.
 *
 * @param raw Raw `helpLinks` field.
 */
function helpLinks( raw: unknown ): HelpLinks {
	const links = ( raw ?? {} ) as Partial<
		Record< keyof HelpLinks, unknown >
	>;
	const url = ( value: unknown ): string =>
		typeof value === 'string' && /^https?:\/\//i.test( value ) ? value : '';
	return {
		support: url( links.support ),
		documentation: url( links.documentation ),
		community: url( links.community ),
		review: url( links.review ),
	};
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
		analysis: analysisCounts( raw.analysis ),
		helpLinks: helpLinks( raw.helpLinks ),
		onboardingCompleted: raw.onboardingCompleted === true,
	};
}
