/**
 * Catches render errors (and failed screen chunk loads) and shows the error fallback.
 */
import { Button, Notice } from '@wordpress/components';
import { Component } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
	children: ReactNode;
}

interface State {
	error: Error | null;
}

export default class ErrorBoundary extends Component< Props, State > {
	override state: State = { error: null };

	static getDerivedStateFromError( error: Error ): State {
		return { error };
	}

	override componentDidCatch( error: Error, info: ErrorInfo ): void {
		// Keep the details for whoever debugs; the user sees the fallback.
		// eslint-disable-next-line no-console
		console.error( error, info.componentStack );
	}

	override render() {
		const { error } = this.state;
		if ( ! error ) {
			return this.props.children;
		}
		return (
			<div
				className="lodestar-screen lodestar-error-fallback"
				role="alert"
			>
				<h1 className="lodestar-screen__title">
					{ __( 'Something went wrong', 'lodestar' ) }
				</h1>
				<Notice status="error" isDismissible={ false }>
					{ error.message ||
						__(
							'This screen could not be displayed.',
							'lodestar'
						) }
				</Notice>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ () => window.location.reload() }
				>
					{ __( 'Reload the page', 'lodestar' ) }
				</Button>
			</div>
		);
	}
}
