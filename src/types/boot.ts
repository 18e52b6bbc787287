/**
 * The boot objects the PHP side prints, one per entry: `window.lodestarAdmin` (the admin app,
 * Admin\Assets), `window.lodestarEditor` (the block editor, Editor\EditorAssets) and
 * `window.lodestarTerm` (the term popup, Editor\TermAssets).
 *
 * They are the only window globals we read; everything else arrives over REST.
 */

/** One version of the What's New list (the user notes of CHANGELOG.md). */
export interface WhatsNewEntry {
	version: string;
	items: string[];
}

/**
 * Length limits (PHP: Lodestar\Seo\Limits, filter `lodestar_length_limits`), in every boot
 * object. Read them through src/utils/limits.ts.
 */
export interface LengthLimitBoot {
	titleLength: number;
	descriptionLength: number;
	urlLength: number;
}

/**
 * The site analysis counts the server kept when it last computed the report (options
 * `lodestar_analysis_errors`, `lodestar_analysis_warnings`); errors null: never analysed.
 */
export interface AnalysisBoot {
	errors: number | null;
	warnings: number | null;
}

/**
 * The help destinations (PHP: Lodestar\Support\HelpLinks, filter `lodestar_help_links`).
 */
export interface HelpLinks {
	/** Open Support Ticket. */
	support: string;
	/** Help Center (and the Knowledge Base link). */
	documentation: string;
	community: string;
	/** Leave Us a Review. */
	review: string;
}

export interface AdminBoot extends Partial< LengthLimitBoot > {
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
	/** Top bar badge before a screen loads the report. */
	analysis?: AnalysisBoot;
	helpLinks?: HelpLinks;
	/** The setup wizard was finished (the help menu then leaves out its entry). */
	onboardingCompleted?: boolean;
}

/** The block editor's boot object: only the length limits (the post comes from the editor). */
export type EditorBoot = LengthLimitBoot;

export interface TermBoot extends LengthLimitBoot {
	/** Taxonomy of the screen. */
	taxonomy: string;
	/** Class of the "Lodestar SEO" buttons. */
	buttonClass: string;
	restNamespace: string;
}

declare global {
	interface Window {
		lodestarAdmin?: Partial< AdminBoot >;
		lodestarEditor?: Partial< EditorBoot >;
		lodestarTerm?: Partial< TermBoot >;
	}
}
