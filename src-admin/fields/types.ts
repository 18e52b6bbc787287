/**
 * Field definitions: what each settings screen renders, and what the settings search
 * indexes. One definition per field, next to its screen (screens/<screen>/fields.ts), with
 * plain data only (no components), so the search index stays small and in the main bundle
 * while the screens load lazily.
 */

/** How a field is edited. */
export type FieldControl =
	/** On/off switch (a boolean, or a '1'/'' string setting). */
	| 'toggle'
	/** Checkbox (a boolean setting, or one value of a list setting). */
	| 'checkbox'
	/** One-line text. */
	| 'text'
	/** A full URL. */
	| 'url'
	/** One of `options`. */
	| 'radio'
	/** A template with variables, a counter and a preview (rendered by its screen). */
	| 'template'
	/** An image from the media library (rendered by its screen). */
	| 'image'
	/** Several of `options` (a list setting; rendered by its screen). */
	| 'checklist';

export interface FieldOption {
	value: string;
	label: string;
}

export interface FieldDefinition {
	/**
	 * The setting key; for one property of an object setting 'key.property'
	 * (e.g. 'social_profiles.pinterest', 'home_page_robots.noindex').
	 */
	id: string;
	/** Route path of the screen that shows the field. */
	route: string;
	control: FieldControl;
	label: string;
	/** Help text under the field. */
	description?: string;
	/** Extra explanation behind an info button. */
	tooltip?: string;
	placeholder?: string;
	options?: FieldOption[];
	/** Extra words the settings search matches. */
	keywords?: string[];
	/** Heading of the card the field sits in. */
	group?: string;
}
