/**
 * One option of a listbox whose keyboard interaction stays in its field (a combobox with
 * aria-activedescendant): the field's search box and the variable suggestions both list
 * their options this way. The option never takes focus (a mouse press would blur the
 * field); a click chooses it.
 */
import type { ReactNode } from 'react';

/**
 * The id of an option, which the field's aria-activedescendant names.
 *
 * @param listId Id of the list.
 * @param index  Option index.
 */
export function optionId( listId: string, index: number ): string {
	return `${ listId }-${ index }`;
}

export default function ListboxOption( {
	listId,
	index,
	active,
	onChoose,
	children,
}: {
	listId: string;
	index: number;
	/** Whether this is the highlighted option. */
	active: boolean;
	onChoose: () => void;
	children: ReactNode;
} ) {
	return (
		// Keyboard interaction stays in the field (aria-activedescendant); the pointer may
		// also pick an option.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events
		<li
			id={ optionId( listId, index ) }
			role="option"
			tabIndex={ -1 }
			aria-selected={ active }
			className={ active ? 'is-active' : undefined }
			onMouseDown={ ( event ) => event.preventDefault() }
			onClick={ onChoose }
		>
			{ children }
		</li>
	);
}
