/**
 * A confirmation dialog reused throughout the app (spec §2, §4 "Confirmation dialog").
 *
 * While the confirmed action runs the dialog is busy; if the action fails the dialog stays
 * open and shows the error message, or 'Action failed. Please try again.'.
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

export interface ConfirmationModalProps {
	isOpen: boolean;
	title: string;
	description?: string;
	confirmText?: string;
	cancelText?: string;
	/** Destructive style for the confirm button. */
	isDestructive?: boolean;
	/** Disables the confirm button (e.g. nothing selected yet). */
	isConfirmDisabled?: boolean;
	/** Runs the action; a rejection shows its message. */
	onConfirm: () => unknown;
	onCancel: () => void;
	children?: ReactNode;
}

/**
 * The message of a failure, or the spec's fallback.
 *
 * @param error What was thrown.
 */
function failureMessage( error: unknown ): string {
	const message =
		error instanceof Error
			? error.message
			: ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message !== ''
		? message
		: __( 'Action failed. Please try again.', 'lodestar' );
}

export default function ConfirmationModal( {
	isOpen,
	title,
	description,
	confirmText,
	cancelText,
	isDestructive = false,
	isConfirmDisabled = false,
	onConfirm,
	onCancel,
	children,
}: ConfirmationModalProps ) {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const mounted = useRef( true );

	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	useEffect( () => {
		if ( ! isOpen ) {
			setBusy( false );
			setError( '' );
		}
	}, [ isOpen ] );

	if ( ! isOpen ) {
		return null;
	}

	const confirm = async () => {
		if ( busy || isConfirmDisabled ) {
			return;
		}
		setBusy( true );
		setError( '' );
		try {
			await onConfirm();
		} catch ( thrown ) {
			if ( mounted.current ) {
				setError( failureMessage( thrown ) );
			}
		} finally {
			if ( mounted.current ) {
				setBusy( false );
			}
		}
	};

	const cancel = () => {
		if ( ! busy ) {
			onCancel();
		}
	};

	return (
		<Modal
			title={ title }
			onRequestClose={ cancel }
			className="lodestar-confirmation-modal"
			size="medium"
		>
			{ description && (
				<p className="lodestar-confirmation-modal__description">
					{ description }
				</p>
			) }
			{ children }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div className="lodestar-confirmation-modal__actions">
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ cancel }
					disabled={ busy }
					accessibleWhenDisabled
				>
					{ cancelText ?? __( 'Cancel', 'lodestar' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive={ isDestructive }
					isBusy={ busy }
					disabled={ busy || isConfirmDisabled }
					accessibleWhenDisabled
					onClick={ confirm }
				>
					{ confirmText ?? __( 'Proceed', 'lodestar' ) }
				</Button>
			</div>
		</Modal>
	);
}
