/**
 * A card that puts something back after a confirmation (the settings before the last import,
 * what the last migration changed): a destructive button opens the confirmation; confirming
 * runs the action and shows its message (or the default) as a success snackbar.
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

import ConfirmationModal from '../../../src/components/ConfirmationModal';

interface UndoCardProps {
	/** The section's classes. */
	className: string;
	/** When given, the title's id, and the section is labelled by it. */
	titleId?: string;
	title: string;
	description: string;
	/** The button's text, and the confirmation's. */
	action: string;
	confirmTitle: string;
	confirmDescription: string;
	/** Puts it back; resolves to the message to show ('' for the default). */
	run: () => Promise< string >;
	/** The snackbar's text when run() gives no message. */
	done: string;
	/** The snackbar's notice id. */
	noticeId: string;
	/** What follows the snackbar (a reload). */
	after?: () => void;
}

/**
 * The card.
 *
 * @param props Props.
 */
export default function UndoCard( props: UndoCardProps ) {
	const {
		className,
		titleId,
		title,
		description,
		action,
		confirmTitle,
		confirmDescription,
		run,
		done,
		noticeId,
		after,
	} = props;
	const [ confirming, setConfirming ] = useState( false );
	const { createSuccessNotice } = useDispatch( noticesStore );
	return (
		<section className={ className } aria-labelledby={ titleId }>
			<h2 id={ titleId } className="lodestar-card__title">
				{ title }
			</h2>
			<p className="lodestar-card__description">{ description }</p>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isDestructive
				onClick={ () => setConfirming( true ) }
			>
				{ action }
			</Button>
			<ConfirmationModal
				isOpen={ confirming }
				title={ confirmTitle }
				description={ confirmDescription }
				confirmText={ action }
				isDestructive
				onConfirm={ async () => {
					const message = await run();
					setConfirming( false );
					createSuccessNotice( message || done, {
						type: 'snackbar',
						id: noticeId,
					} );
					after?.();
				} }
				onCancel={ () => setConfirming( false ) }
			/>
		</section>
	);
}
