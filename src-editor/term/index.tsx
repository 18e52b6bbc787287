/**
 * Term screens entry (edit-tags.php, term.php): every "Lodestar SEO" button (one per term
 * row the user can edit, one on the edit form; PHP prints them, Editor\TermAssets) opens the
 * term's SEO modal. Clicks are caught by delegation, so rows added later work too.
 */
import { createRoot, useState } from '@wordpress/element';

import '../../src/store';
import TermPopup from './TermPopup';
import '../editor.scss';

interface OpenTerm {
	id: number;
	name: string;
	/** The button to give focus back to. */
	button: HTMLElement;
}

let open: ( term: OpenTerm ) => void = () => {};

/**
 * Holds the open term (if any) and renders its modal.
 */
function TermPopupHost() {
	const [ term, setTerm ] = useState< OpenTerm | null >( null );
	open = setTerm;
	if ( ! term ) {
		return null;
	}
	return (
		<TermPopup
			key={ term.id }
			termId={ term.id }
			termName={ term.name }
			taxonomy={ window.lodestarTerm?.taxonomy }
			onClose={ () => {
				setTerm( null );
				term.button.focus();
			} }
		/>
	);
}

/**
 * Mounts the host and binds the buttons.
 */
function start(): void {
	const buttonClass =
		window.lodestarTerm?.buttonClass ?? 'lodestar-term-seo-button';
	const container = document.createElement( 'div' );
	container.id = 'lodestar-term-seo-root';
	document.body.appendChild( container );
	createRoot( container ).render( <TermPopupHost /> );

	document.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const button = target?.closest< HTMLElement >( `.${ buttonClass }` );
		if ( ! button ) {
			return;
		}
		event.preventDefault();
		const id = Number( button.dataset.termId );
		if ( Number.isInteger( id ) && id > 0 ) {
			open( { id, name: button.dataset.termName ?? '', button } );
		}
	} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
