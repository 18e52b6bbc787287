/**
 * A tiny hash router: the current path comes from `location.hash` ("#/general/social").
 */
import { useEffect, useSyncExternalStore } from '@wordpress/element';

import { normalizePath } from './routes';

/**
 * The route path of a location hash ('' when there is none).
 *
 * @param hash `location.hash`, with or without '#'.
 */
export function pathFromHash( hash: string ): string {
	return normalizePath( hash.replace( /^#/, '' ) );
}

/**
 * Subscribes to hash changes.
 *
 * @param onChange Listener.
 */
function subscribe( onChange: () => void ): () => void {
	window.addEventListener( 'hashchange', onChange );
	return () => window.removeEventListener( 'hashchange', onChange );
}

/**
 * The current hash path; re-renders on every hash change.
 */
export function useHashPath(): string {
	return useSyncExternalStore(
		subscribe,
		() => pathFromHash( window.location.hash ),
		() => ''
	);
}

/**
 * Goes to a path (adds a history entry).
 *
 * @param path Route path.
 */
export function navigate( path: string ): void {
	window.location.hash = path;
}

/**
 * Replaces the current path without a history entry (redirects).
 *
 * @param path Route path.
 */
export function replacePath( path: string ): void {
	const url = new URL( window.location.href );
	url.hash = path;
	window.history.replaceState( window.history.state, '', url.toString() );
	// replaceState fires no event; tell the router.
	window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
}

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
 * Sets (or clears, with null) the message that guards leaving: in-app navigation asks for
 * confirmation, and leaving the page shows the browser's warning.
 *
 * @param message Message, or null.
 */
export function setLeaveGuard( message: string | null ): void {
	leaveMessage = message;
	acceptedHash = window.location.hash;
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
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Browsers show their own text; older ones read returnValue.
			event.returnValue = message;
			return message;
		};
		window.addEventListener( 'beforeunload', warn );
		return () => {
			setLeaveGuard( null );
			window.removeEventListener( 'beforeunload', warn );
		};
	}, [ active, message ] );
}
