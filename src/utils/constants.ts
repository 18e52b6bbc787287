/**
 * Business constants (spec "settings and configuration" §9). The title, description and URL
 * length limits come from PHP in the boot data: src/utils/limits.ts.
 */

/** Social preview: the title is cut at 60 characters. */
export const SOCIAL_TITLE_LENGTH = 60;
/** Social preview: the description is cut at 117 characters. */
export const SOCIAL_DESCRIPTION_LENGTH = 117;
/** The smaller social preview trims the description to 78 characters. */
export const SOCIAL_DESCRIPTION_SHORT_LENGTH = 78;

/** Recommended default social image size, in pixels. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** How long a Save button shows "Saved". */
export const SAVED_LABEL_MS = 1000;
/** Delay before reloading after saving a setting flagged for reload. */
export const RELOAD_DELAY_MS = 500;
/** Delay before reloading after a successful import. */
export const IMPORT_RELOAD_DELAY_MS = 3000;

/** Media lookup page sizes (exact search, fuzzy fallback). */
export const MEDIA_PAGE_SIZE = 20;
export const MEDIA_FUZZY_PAGE_SIZE = 50;
