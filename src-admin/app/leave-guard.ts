/**
 * Leaving the app while work would be lost: the unsaved-changes model's guards.
 *
 * - useUnsavedChangesWarning(): while the store holds unsaved changes (settings edits or
 *   schema edits, the store's hasUnsavedChanges()), leaving the PAGE shows the browser's
 *   warning (in-app navigation keeps the edits, so it is free: the Schema screen reopens the
 *   schema whose edits are unsaved).
 * - useLeaveGuard( active, message ): while a screen's work runs (an import), in-app
 *   navigation asks for confirmation and leaving the page shows the browser's warning.
 *
 * Screens import this module; it imports nothing from the route table or the router, so no
 * screen reaches itself through routes. The router imports it so that its hash listener is
 * registered before the router's own.
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { store } from '../../src/store';

/** Message of the active leave guard (null: leaving is free). */
let leaveMessage: string | null = null;
/** The hash the app last accepted, to go back to when leaving is refused. */
let acceptedHash = typeof window !== 'undefined' ? window.location.hash : '';

/**
 * While a guard is set, in-app navigation asks first; refusing puts the hash back and keeps
 * the app from seeing the change. Registered when this module loads, so before the router's
 * own listeners.
 *
 * @param event Hash change.
 */
function guardHashChange( event: Event ): void {
	if ( leaveMessage !== null && window.location.hash !== acceptedHash ) {
		// eslint-disable-next-line no-alert
		if ( ! window.confirm( leaveMessage ) ) {
			event.stopImmediatePropagation();
			const url = new URL( window.location.href );
			url.hash = acceptedHash;
			window.history.replaceState(
				window.history.state,
				'',
				url.toString()
			);
			return;
		}
	}
	acceptedHash = window.location.hash;
}

if ( typeof window !== 'undefined' ) {
	window.addEventListener( 'hashchange', guardHashChange );
}

/**
 * Sets (or clears, with null) the message that guards in-app navigation.
 *
 * @param message Message, or null.
 */
function setLeaveGuard( message: string | null ): void {
	leaveMessage = message;
	acceptedHash = window.location.hash;
}

/**
 * Shows the browser's leave warning while `active`.
 *
 * @param active  Whether leaving the page warns.
 * @param message Message for browsers that still show one ('' for none).
 */
function useUnloadWarning( active: boolean, message: string ): void {
	useEffect( () => {
		if ( ! active ) {
			return undefined;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Browsers show their own text; older ones read returnValue.
			event.returnValue = message;
			return message;
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ active, message ] );
}

/**
 * Guards leaving (in-app navigation and the page) while `active`.
 *
 * @param active  Whether leaving is guarded.
 * @param message Message shown when the user tries to leave.
 */
export function useLeaveGuard( active: boolean, message: string ): void {
	useEffect( () => {
		if ( ! active ) {
			return undefined;
		}
		setLeaveGuard( message );
		return () => setLeaveGuard( null );
	}, [ active, message ] );
	useUnloadWarning( active, message );
}

/**
 * Warns before leaving the page while the store holds unsaved changes (settings or schemas).
 */
export function useUnsavedChangesWarning(): void {
	const dirty = useSelect(
		( select ) => select( store ).hasUnsavedChanges(),
		[]
	);
	useUnloadWarning( dirty, '' );
}
