/**
 * Finding a field on screen: the anchor every rendered field carries, and moving to it
 * (scroll into view, focus, brief highlight) once its lazily loaded screen has rendered.
 */

/** Attribute holding the field id on a field's wrapper. */
export const FIELD_ATTRIBUTE = 'data-lodestar-field';

/** Controls that can take focus inside a field. */
const FOCUSABLE =
	'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How long to wait for a screen to render the field. */
const WAIT_MS = 5000;

/** How long the highlight stays. */
const HIGHLIGHT_MS = 2000;

/**
 * The wrapper of a field on the page, if rendered.
 *
 * @param id Field id.
 */
export function findFieldElement( id: string ): HTMLElement | null {
	for ( const element of document.querySelectorAll< HTMLElement >(
		`[${ FIELD_ATTRIBUTE }]`
	) ) {
		if ( element.getAttribute( FIELD_ATTRIBUTE ) === id ) {
			return element;
		}
	}
	return null;
}

/**
 * Scrolls to a field, focuses its first control and highlights it briefly.
 *
 * @param element Field wrapper.
 */
function reveal( element: HTMLElement ): void {
	const control = element.querySelector< HTMLElement >( FOCUSABLE );
	element.scrollIntoView?.( { block: 'center' } );
	( control ?? element ).focus( { preventScroll: true } );
	element.classList.add( 'is-search-target' );
	setTimeout(
		() => element.classList.remove( 'is-search-target' ),
		HIGHLIGHT_MS
	);
}

/**
 * Moves to a field as soon as it is rendered (its screen may still be loading).
 *
 * @param id Field id.
 * @return Resolves with whether the field was found in time.
 */
export function focusField( id: string ): Promise< boolean > {
	const found = findFieldElement( id );
	if ( found ) {
		reveal( found );
		return Promise.resolve( true );
	}
	return new Promise( ( resolve ) => {
		const observer = new MutationObserver( () => {
			const element = findFieldElement( id );
			if ( element ) {
				finish( element );
			}
		} );
		const timer = setTimeout( () => finish( null ), WAIT_MS );
		function finish( element: HTMLElement | null ) {
			observer.disconnect();
			clearTimeout( timer );
			if ( element ) {
				reveal( element );
			}
			resolve( !! element );
		}
		observer.observe( document.body, { childList: true, subtree: true } );
	} );
}
