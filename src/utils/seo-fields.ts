/**
 * Conversions between the SEO fields and post meta (`_lodestar_<field>`).
 */
import { SEO_FIELDS, SEO_ID_FIELDS, SEO_META_PREFIX } from '../types/page-seo';
import type { RobotsFlag, SeoFields } from '../types/page-seo';

/** Every field at its default (PHP: Fields::default_value()). */
export const DEFAULT_SEO_FIELDS: Readonly< SeoFields > = Object.freeze( {
	page_title: '',
	page_description: '',
	canonical_url: '',
	post_no_index: '',
	post_no_follow: '',
	post_no_archive: '',
	facebook_title: '',
	facebook_description: '',
	facebook_image_url: '',
	facebook_image_id: 0,
	twitter_title: '',
	twitter_description: '',
	twitter_image_url: '',
	twitter_image_id: 0,
	focus_keyword: '',
} );

const ROBOTS: readonly RobotsFlag[] = [ '', 'yes', 'no' ];

/**
 * The fields of an object from its meta (missing or mistyped values read as defaults).
 *
 * @param meta Meta as core-data holds it (`_lodestar_page_title` => value, ...).
 */
export function fieldsFromMeta(
	meta: Record< string, unknown > | null | undefined
): SeoFields {
	const fields: Record< string, unknown > = { ...DEFAULT_SEO_FIELDS };
	for ( const field of SEO_FIELDS ) {
		const value = meta?.[ SEO_META_PREFIX + field ];
		if ( SEO_ID_FIELDS.includes( field ) ) {
			fields[ field ] =
				typeof value === 'number' && value > 0
					? Math.trunc( value )
					: 0;
		} else if ( field.startsWith( 'post_no_' ) ) {
			fields[ field ] = ROBOTS.includes( value as RobotsFlag )
				? value
				: '';
		} else {
			fields[ field ] = typeof value === 'string' ? value : '';
		}
	}
	return fields as unknown as SeoFields;
}

/**
 * Meta edits for changed fields.
 *
 * @param changes Changed fields.
 */
export function metaFromFields(
	changes: Partial< SeoFields >
): Record< string, string | number > {
	const meta: Record< string, string | number > = {};
	for ( const [ field, value ] of Object.entries( changes ) ) {
		if ( value !== undefined ) {
			meta[ SEO_META_PREFIX + field ] = value;
		}
	}
	return meta;
}
