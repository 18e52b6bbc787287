/**
 * An image field backed by the WordPress media library: pick (frame title 'Select Image',
 * button 'Use this image'), change, clear, and a preview.
 *
 * When the stored image has no attachment id (only a URL), the attachment behind the URL
 * is looked up (spec §7) so the library opens with it selected.
 *
 * The preview names the file, its type and its size (spec §3 "Media item fields read"):
 * from the attachment just chosen, else from the stored attachment (fetched through
 * wp.media), else the file name of the URL alone.
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { Component, useEffect, useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import { store } from '../store';
import { fileNameOf, formatFileSize, mediaFacts } from '../utils/media';
import type { MediaFacts } from '../utils/media';
import { getWpMedia } from '../utils/wp-media';
import type { MediaAttachment } from '../utils/wp-media';

export interface PickedImage {
	url: string;
	id: number;
}

export interface MediaPickerProps {
	label: string;
	/** Stored image URL ('' for none). */
	value: string;
	/** Stored attachment id, when the setting keeps one (0: unknown). */
	attachmentId?: number;
	onChange: ( image: PickedImage ) => void;
	help?: ReactNode;
}

/**
 * Keeps a broken preview from breaking the screen (spec §8: 'Error: ' + message).
 */
export class PreviewBoundary extends Component<
	{ children: ReactNode },
	{ error: Error | null }
> {
	override state = { error: null as Error | null };

	static getDerivedStateFromError( error: unknown ) {
		return {
			error: error instanceof Error ? error : new Error( '' ),
		};
	}

	override render() {
		const { error } = this.state;
		if ( ! error ) {
			return this.props.children;
		}
		return (
			<p className="lodestar-media-picker__error" role="alert">
				{ sprintf(
					/* translators: %s: error message. */
					__( 'Error: %s', 'lodestar' ),
					error.message || __( 'Unknown error', 'lodestar' )
				) }
			</p>
		);
	}
}

/**
 * File name, type and size of the previewed image.
 *
 * @param props       Component props.
 * @param props.url   Stored image URL.
 * @param props.facts What is known of its attachment (null: nothing yet).
 */
export function MediaFactsList( {
	url,
	facts,
}: {
	url: string;
	facts: MediaFacts | null;
} ) {
	const filename = facts?.filename || fileNameOf( url );
	const type = facts?.type ?? '';
	const size = facts?.filesizeInBytes ?? null;
	return (
		<dl className="lodestar-media-picker__facts">
			{ filename !== '' && (
				<>
					<dt>{ __( 'File name', 'lodestar' ) }</dt>
					<dd>{ filename }</dd>
				</>
			) }
			{ type !== '' && (
				<>
					<dt>{ __( 'Type', 'lodestar' ) }</dt>
					<dd>{ type }</dd>
				</>
			) }
			{ size !== null && (
				<>
					<dt>{ __( 'Size', 'lodestar' ) }</dt>
					<dd>{ formatFileSize( size ) }</dd>
				</>
			) }
		</dl>
	);
}

export default function MediaPicker( {
	label,
	value,
	attachmentId = 0,
	onChange,
	help,
}: MediaPickerProps ) {
	const id = useId().replace( /:/g, '' );
	const labelId = `lodestar-media-label-${ id }`;
	const helpId = `lodestar-media-help-${ id }`;
	const [ opening, setOpening ] = useState( false );
	const { findAttachmentId } = useDispatch( store );
	const media = getWpMedia();
	// What is known of the attachment, and for which stored URL.
	const [ known, setKnown ] = useState< {
		value: string;
		facts: MediaFacts;
	} | null >( null );

	// A stored attachment: fetch its file name, type and size from the library.
	useEffect( () => {
		if ( ! media || ! value || attachmentId <= 0 ) {
			return;
		}
		if ( known?.value === value && known.facts.id === attachmentId ) {
			return;
		}
		let live = true;
		const model = media.attachment( attachmentId );
		Promise.resolve( model.fetch() ).then(
			() => {
				if ( live ) {
					setKnown( {
						value,
						facts: {
							...mediaFacts( model.toJSON() ),
							id: attachmentId,
						},
					} );
				}
			},
			() => undefined
		);
		return () => {
			live = false;
		};
	}, [ media, value, attachmentId, known ] );

	const open = async () => {
		if ( ! media || opening ) {
			return;
		}
		setOpening( true );
		let selectedId = attachmentId;
		if ( ! selectedId && value ) {
			selectedId = await findAttachmentId( value );
		}
		setOpening( false );

		const frame = media( {
			title: __( 'Select Image', 'lodestar' ),
			button: { text: __( 'Use this image', 'lodestar' ) },
			library: { type: 'image' },
			multiple: false,
		} );
		frame.on( 'open', () => {
			const selection = frame.state().get( 'selection' );
			if ( selectedId > 0 ) {
				const attachment = media.attachment( selectedId );
				attachment.fetch();
				selection.reset( [ attachment ] );
				// Show the library with the current image selected (the frame may
				// otherwise open on its upload tab).
				frame.content?.mode( 'browse' );
			} else {
				selection.reset( [] );
			}
		} );
		frame.on( 'select', () => {
			const chosen: MediaAttachment | undefined = frame
				.state()
				.get( 'selection' )
				.first()
				?.toJSON();
			if ( chosen?.url ) {
				setKnown( { value: chosen.url, facts: mediaFacts( chosen ) } );
				onChange( { url: chosen.url, id: chosen.id } );
			}
		} );
		frame.open();
	};

	return (
		<div
			className="lodestar-media-picker"
			role="group"
			aria-labelledby={ labelId }
			aria-describedby={ help ? helpId : undefined }
		>
			<span id={ labelId } className="lodestar-media-picker__label">
				{ label }
			</span>
			{ value && (
				<div className="lodestar-media-picker__preview">
					<PreviewBoundary>
						<img
							src={ value }
							alt={ sprintf(
								/* translators: %s: field label, e.g. Facebook Image. */
								__( 'Preview of %s', 'lodestar' ),
								label
							) }
						/>
						<MediaFactsList
							url={ value }
							facts={
								known?.value === value ? known.facts : null
							}
						/>
					</PreviewBoundary>
				</div>
			) }
			<div className="lodestar-media-picker__actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ open }
					isBusy={ opening }
					disabled={ ! media }
					accessibleWhenDisabled
				>
					{ value
						? __( 'Change Image', 'lodestar' )
						: __( 'Select Image', 'lodestar' ) }
				</Button>
				{ value && (
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( { url: '', id: 0 } ) }
					>
						{ __( 'Remove Image', 'lodestar' ) }
					</Button>
				) }
			</div>
			{ help && (
				<p id={ helpId } className="lodestar-media-picker__help">
					{ help }
				</p>
			) }
		</div>
	);
}
