/**
 * The boot object the PHP side prints for the admin app (`window.lodestarAdmin`).
 *
 * It is the only window global we read; everything else arrives over REST.
 */

/** One version of the What's New list (the user notes of CHANGELOG.md). */
export interface WhatsNewEntry {
	version: string;
	items: string[];
}

export interface AdminBoot {
	version: string;
	/** The `?page=` of the current admin page. */
	page: string;
	/** Settings group of that page (general_settings, social_settings, advanced_settings). */
	settingsGroup: string | null;
	adminUrl: string;
	siteUrl: string;
	assetsUrl: string;
	/** REST namespace, 'lodestar/v1'. */
	restNamespace?: string;
	knowledgeBaseUrl?: string;
	whatsNew?: WhatsNewEntry[];
	/** Length limits; the spec lets page globals override the defaults. */
	titleLength?: number;
	descriptionLength?: number;
	urlLength?: number;
}

declare global {
	interface Window {
		lodestarAdmin?: Partial< AdminBoot >;
	}
}
