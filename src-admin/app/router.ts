/**
 * A tiny hash router: the current path comes from `location.hash` ("#/general/social").
 */
import { useSyncExternalStore } from '@wordpress/element';

// Registers the leave guard's hash listener before this module's subscribers.
import './leave-guard';
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
