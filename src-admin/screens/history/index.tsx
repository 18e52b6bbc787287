/**
 * History (/tools/history): the last 30 changes of the settings and schemas (saves, imports,
 * migrations, restores), newest first, each with who, when and a readable diff (setting,
 * before → after). Restore puts back the values a change replaced, after a confirmation; the
 * server validates them like any save and keeps the restore as a change of its own.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import ConfirmationModal from '../../../src/components/ConfirmationModal';
import { store } from '../../../src/store';
import type { SettingsRevision } from '../../../src/types/history';
import { formatDate } from '../../../src/utils/date';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import { describeSource, describeUser, formatValue } from './format';

const NOTICE_ID = 'lodestar-history';

function Revision( {
	revision,
	onRestore,
}: {
	revision: SettingsRevision;
	onRestore: ( revision: SettingsRevision ) => void;
} ) {
	const headingId = `lodestar-revision-${ revision.id }`;
	const lines = revision.changes.flatMap( ( change ) =>
		change.diff.map( ( line ) => ( {
			key: `${ change.section }:${ change.key }:${ line.path }`,
			name:
				line.path === ''
					? change.label
					: `${ change.label } › ${ line.path }`,
			line,
		} ) )
	);
	return (
		<li className="lodestar-card lodestar-history__revision">
			<div className="lodestar-history__head">
				<div>
					<h2 id={ headingId } className="lodestar-card__title">
						{ describeSource( revision ) }
					</h2>
					<p className="lodestar-card__description">
						{ sprintf(
							/* translators: 1: date and time, 2: user name, 3: revision number. */
							__( '%1$s by %2$s (revision #%3$d)', 'lodestar' ),
							formatDate( revision.date ),
							describeUser( revision ),
							revision.id
						) }
					</p>
				</div>
				<Button
					variant="secondary"
					onClick={ () => onRestore( revision ) }
					aria-describedby={ headingId }
				>
					{ __( 'Restore', 'lodestar' ) }
				</Button>
			</div>
			<table className="widefat striped lodestar-history__diff">
				<caption className="screen-reader-text">
					{ sprintf(
						/* translators: %d: revision number. */
						__( 'Changes of revision #%d', 'lodestar' ),
						revision.id
					) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Setting', 'lodestar' ) }</th>
						<th scope="col">{ __( 'Before', 'lodestar' ) }</th>
						<th scope="col">{ __( 'After', 'lodestar' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ lines.map( ( { key, name, line } ) => (
						<tr key={ key }>
							<th scope="row">
								<code>{ name }</code>
							</th>
							<td>
								<del>{ formatValue( line.old ) }</del>
							</td>
							<td>
								<ins>{ formatValue( line.new ) }</ins>
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</li>
	);
}

export default function History( { route }: ScreenProps ) {
	const { revisions, error } = useSelect( ( select ) => {
		const s = select( store );
		return {
			revisions: s.getSettingsHistory(),
			error: s.getResolutionError( 'getSettingsHistory', [] ) as
				Error | undefined,
		};
	}, [] );
	const [ restoring, setRestoring ] = useState< SettingsRevision | null >(
		null
	);
	const { restoreSettingsRevision } = useDispatch( store );
	const { createSuccessNotice, createWarningNotice } =
		useDispatch( noticesStore );

	const restore = async () => {
		if ( ! restoring ) {
			return;
		}
		// A rejection keeps the dialog open with the server's message.
		const response = await restoreSettingsRevision( restoring.id );
		setRestoring( null );
		createSuccessNotice( response.message, {
			type: 'snackbar',
			id: NOTICE_ID,
		} );
		if ( response.skipped.length > 0 ) {
			createWarningNotice(
				sprintf(
					/* translators: %s: setting keys. */
					_n(
						'This setting no longer exists and was left out: %s.',
						'These settings no longer exist and were left out: %s.',
						response.skipped.length,
						'lodestar'
					),
					response.skipped.join( ', ' )
				),
				{ id: `${ NOTICE_ID }-skipped` }
			);
		}
	};

	let body;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ error.message }
			</Notice>
		);
	} else if ( revisions === null ) {
		body = <Spinner />;
	} else if ( revisions.length === 0 ) {
		body = (
			<p className="lodestar-card lodestar-history__empty">
				{ __(
					'No changes yet. Every save, import, migration and restore of the settings appears here.',
					'lodestar'
				) }
			</p>
		);
	} else {
		body = (
			<ol className="lodestar-history__list">
				{ revisions.map( ( revision ) => (
					<Revision
						key={ revision.id }
						revision={ revision }
						onRestore={ setRestoring }
					/>
				) ) }
			</ol>
		);
	}

	return (
		<div className="lodestar-screen lodestar-history">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'The last 30 changes of the settings and schemas, newest first. Restore puts back the values a change replaced.',
					'lodestar'
				) }
			/>
			{ body }
			<ConfirmationModal
				isOpen={ restoring !== null }
				title={ __( 'Restore these values?', 'lodestar' ) }
				description={
					restoring
						? sprintf(
								/* translators: %d: revision number. */
								__(
									'The settings changed by revision #%d get back the values they had before it. The restore is kept in the history, so it can be undone too.',
									'lodestar'
								),
								restoring.id
							)
						: ''
				}
				confirmText={ __( 'Restore', 'lodestar' ) }
				onConfirm={ restore }
				onCancel={ () => setRestoring( null ) }
			/>
		</div>
	);
}
