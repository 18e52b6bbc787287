/**
 * Admin app entry: mounts the app into #lodestar-admin-root.
 *
 * apiFetch's nonce and preloading middlewares are set up inline by the PHP side.
 */
import { createRoot } from '@wordpress/element';

import App from './app/App';
import './admin.scss';

const ROOT_ID = 'lodestar-admin-root';

/**
 * Mounts the app once the root element exists.
 */
function mount(): void {
	const root = document.getElementById( ROOT_ID );
	if ( root ) {
		createRoot( root ).render( <App /> );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
