/**
 * The post meta `_lodestar_schemas` (a JSON object keyed by schema id) and the changes the
 * Schema tab makes to it. PHP reads the same shape: includes/Schema/SchemaPostMeta.php.
 */
import type {
	PostSchemaChoice,
	PostSchemaChoices,
	SchemaFieldValues,
} from '../../src/types/schema';

export const SCHEMA_META_KEY = '_lodestar_schemas';

/**
 * The choices stored in the meta value ({} when empty or invalid).
 *
 * @param value Meta value.
 */
export function parseChoices( value: unknown ): PostSchemaChoices {
	if ( typeof value !== 'string' || value === '' ) {
		return {};
	}
	try {
		const parsed: unknown = JSON.parse( value );
		return parsed && typeof parsed === 'object' && ! Array.isArray( parsed )
			? ( parsed as PostSchemaChoices )
			: {};
	} catch {
		return {};
	}
}

/**
 * The meta value of choices ('' when there are none).
 *
 * @param choices Choices.
 */
export function serializeChoices( choices: PostSchemaChoices ): string {
	return Object.keys( choices ).length === 0 ? '' : JSON.stringify( choices );
}

/**
 * An entry without empty parts, or null when nothing is left.
 *
 * @param choice Entry.
 */
function compact( choice: PostSchemaChoice ): PostSchemaChoice | null {
	const next: PostSchemaChoice = { ...choice };
	if ( ! next.disabled ) {
		delete next.disabled;
	}
	if ( next.fields && Object.keys( next.fields ).length === 0 ) {
		delete next.fields;
	}
	return Object.keys( next ).length === 0 ? null : next;
}

/**
 * Replaces one entry (removing it when empty).
 *
 * @param choices Choices.
 * @param id      Schema id.
 * @param choice  New entry.
 */
function withChoice(
	choices: PostSchemaChoices,
	id: string,
	choice: PostSchemaChoice
): PostSchemaChoices {
	const { [ id ]: _old, ...rest } = choices;
	const kept = compact( choice );
	return kept ? { ...rest, [ id ]: kept } : rest;
}

/**
 * Turns a site schema on or off for this post.
 *
 * @param choices Choices.
 * @param id      Site schema id.
 * @param enabled Whether it applies to this post.
 */
export function setEnabled(
	choices: PostSchemaChoices,
	id: string,
	enabled: boolean
): PostSchemaChoices {
	return withChoice( choices, id, {
		...( choices[ id ] ?? {} ),
		disabled: ! enabled,
	} );
}

/**
 * Switches the @type of a site schema on this post (the site's type removes the override).
 *
 * @param choices  Choices.
 * @param id       Site schema id.
 * @param nodeType Chosen @type.
 * @param siteType The site schema's @type.
 */
export function setNodeType(
	choices: PostSchemaChoices,
	id: string,
	nodeType: string,
	siteType: string
): PostSchemaChoices {
	const current = choices[ id ] ?? {};
	const { '@type': _type, ...fields } = current.fields ?? {};
	return withChoice( choices, id, {
		...current,
		fields:
			nodeType === siteType ? fields : { ...fields, '@type': nodeType },
	} );
}

/**
 * Adds a schema for this post only.
 *
 * @param choices Choices.
 * @param id      New id.
 * @param type    Catalogue type.
 * @param title   Title.
 */
export function addPostSchema(
	choices: PostSchemaChoices,
	id: string,
	type: string,
	title: string
): PostSchemaChoices {
	return { ...choices, [ id ]: { title, type, fields: { '@type': type } } };
}

/**
 * Replaces the fields of a post-only schema.
 *
 * @param choices Choices.
 * @param id      Id.
 * @param fields  Field values.
 */
export function setPostSchemaFields(
	choices: PostSchemaChoices,
	id: string,
	fields: SchemaFieldValues
): PostSchemaChoices {
	const current = choices[ id ];
	return current ? { ...choices, [ id ]: { ...current, fields } } : choices;
}

/**
 * Removes a post-only schema (or the post's choices about a site schema).
 *
 * @param choices Choices.
 * @param id      Id.
 */
export function removeChoice(
	choices: PostSchemaChoices,
	id: string
): PostSchemaChoices {
	const { [ id ]: _old, ...rest } = choices;
	return rest;
}
