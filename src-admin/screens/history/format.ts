/**
 * How the History screen words revisions and values.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { SettingsRevision } from '../../../src/types/history';

/**
 * A stored value as people read it: text as typed, on/off for switches, lists joined, objects
 * as JSON, "(none)" for a value that did not exist and "(empty)" for empty text or lists.
 *
 * @param value Value.
 */
export function formatValue( value: unknown ): string {
	if ( value === null || value === undefined ) {
		return __( '(none)', 'lodestar' );
	}
	if ( typeof value === 'boolean' ) {
		return value ? __( 'On', 'lodestar' ) : __( 'Off', 'lodestar' );
	}
	if ( typeof value === 'string' ) {
		return value === '' ? __( '(empty)', 'lodestar' ) : value;
	}
	if ( typeof value === 'number' ) {
		return String( value );
	}
	if ( Array.isArray( value ) ) {
		return value.length === 0
			? __( '(empty)', 'lodestar' )
			: value.map( ( item ) => formatValue( item ) ).join( ', ' );
	}
	return JSON.stringify( value );
}

/**
 * The migrated plugin's name of a migration revision ('' when unknown).
 *
 * @param revision Revision.
 */
function pluginOf( revision: SettingsRevision ): string {
	return String( revision.details.plugin ?? '' );
}

/**
 * What a revision was: a save, an import, a migration, a restore...
 *
 * @param revision Revision.
 */
export function describeSource( revision: SettingsRevision ): string {
	switch ( revision.source ) {
		case 'schemas':
			return __( 'Schemas saved', 'lodestar' );
		case 'import':
			return __( 'Settings imported', 'lodestar' );
		case 'migration':
			return pluginOf( revision ) === ''
				? __( 'Settings migrated', 'lodestar' )
				: sprintf(
						/* translators: %s: plugin name, e.g. Yoast SEO. */
						__( 'Settings migrated from %s', 'lodestar' ),
						pluginOf( revision )
					);
		case 'migration_undo':
			return pluginOf( revision ) === ''
				? __( 'Migration undone', 'lodestar' )
				: sprintf(
						/* translators: %s: plugin name, e.g. Yoast SEO. */
						__( 'Migration from %s undone', 'lodestar' ),
						pluginOf( revision )
					);
		case 'backup_restore':
			return __( 'Settings from before an import restored', 'lodestar' );
		case 'restore':
			return sprintf(
				/* translators: %d: revision number. */
				__( 'Revision #%d restored', 'lodestar' ),
				Number( revision.details.revision ?? 0 )
			);
		default:
			return __( 'Settings saved', 'lodestar' );
	}
}

/**
 * Who made a revision: the user's name, or "WordPress" (a scheduled task, the command line).
 *
 * @param revision Revision.
 */
export function describeUser( revision: SettingsRevision ): string {
	return revision.user.name !== ''
		? revision.user.name
		: __( 'WordPress', 'lodestar' );
}
