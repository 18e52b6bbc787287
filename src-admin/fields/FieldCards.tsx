/**
 * Simple fields laid out in cards, one card per `group` (in order of first appearance).
 */
import { useId } from '@wordpress/element';

import SettingField from './SettingField';
import type { FieldDefinition } from './types';

/**
 * Fields grouped by card, in order.
 *
 * @param fields Definitions.
 */
export function groupFields(
	fields: FieldDefinition[]
): Array< { group: string; fields: FieldDefinition[] } > {
	const groups: Array< { group: string; fields: FieldDefinition[] } > = [];
	for ( const field of fields ) {
		const name = field.group ?? '';
		let group = groups.find( ( item ) => item.group === name );
		if ( ! group ) {
			group = { group: name, fields: [] };
			groups.push( group );
		}
		group.fields.push( field );
	}
	return groups;
}

export default function FieldCards( {
	fields,
}: {
	fields: FieldDefinition[];
} ) {
	const id = useId().replace( /:/g, '' );
	return (
		<>
			{ groupFields( fields ).map(
				( { group, fields: items }, index ) => (
					<section
						key={ group || 'main' }
						className="lodestar-card lodestar-field-card"
						aria-labelledby={
							group
								? `lodestar-card-${ id }-${ index }`
								: undefined
						}
					>
						{ group && (
							<h2
								id={ `lodestar-card-${ id }-${ index }` }
								className="lodestar-card__title"
							>
								{ group }
							</h2>
						) }
						{ items.map( ( field ) => (
							<SettingField key={ field.id } field={ field } />
						) ) }
					</section>
				)
			) }
		</>
	);
}
