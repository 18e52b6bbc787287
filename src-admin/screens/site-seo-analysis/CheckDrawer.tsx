/**
 * The right-hand detail drawer of one site check: its badge, message and description items
 * (text, list with plain or linked entries, image), Ignore/Restore and the fix button.
 */
import { Button, Modal } from '@wordpress/components';
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

import type { SiteCheck } from '../../../src/store/checks/selectors';
import type { CheckDescriptionItem } from '../../../src/types/checks';
import CheckStatusBadge from '../shared/CheckStatusBadge';

/**
 * One description item.
 *
 * @param props      Props.
 * @param props.item Item.
 */
export function DescriptionItem( { item }: { item: CheckDescriptionItem } ) {
	switch ( item.type ) {
		case 'text':
			return <p className="lodestar-check-drawer__text">{ item.text }</p>;
		case 'list':
			return (
				<ul className="lodestar-check-drawer__list">
					{ item.items.map( ( entry, index ) => (
						<li key={ index }>
							{ typeof entry === 'string' ? (
								entry
							) : (
								<a href={ entry.url }>{ entry.text }</a>
							) }
						</li>
					) ) }
				</ul>
			);
		case 'image':
			return (
				<img
					className="lodestar-check-drawer__image"
					src={ item.src }
					alt={ item.alt }
				/>
			);
		default:
			return null;
	}
}

/**
 * Whether a check may be ignored: only errors and warnings that are not ignored yet.
 *
 * @param check Check.
 */
export function canIgnore( check: Pick< SiteCheck, 'status' | 'ignore' > ) {
	return (
		! check.ignore &&
		( check.status === 'error' || check.status === 'warning' )
	);
}

export default function CheckDrawer( {
	check,
	pending,
	fixButton,
	onIgnore,
	onRestore,
	onClose,
}: {
	check: SiteCheck;
	pending: boolean;
	fixButton: ReactNode;
	onIgnore: () => void;
	onRestore: () => void;
	onClose: () => void;
} ) {
	return (
		<Modal
			title={ check.message }
			onRequestClose={ onClose }
			className="lodestar-check-drawer"
			overlayClassName="lodestar-check-drawer__overlay"
		>
			<CheckStatusBadge check={ check } />
			<div className="lodestar-check-drawer__description">
				{ check.description.map( ( item, index ) => (
					<DescriptionItem key={ index } item={ item } />
				) ) }
			</div>
			<div className="lodestar-check-drawer__actions">
				{ fixButton }
				{ canIgnore( check ) && (
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ onIgnore }
						disabled={ pending }
						accessibleWhenDisabled
					>
						{ __( 'Ignore', 'lodestar' ) }
					</Button>
				) }
				{ check.ignore && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						onClick={ onRestore }
						isBusy={ pending }
						disabled={ pending }
						accessibleWhenDisabled
					>
						{ __( 'Restore', 'lodestar' ) }
					</Button>
				) }
			</div>
		</Modal>
	);
}
