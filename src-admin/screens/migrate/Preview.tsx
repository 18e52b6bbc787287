/**
 * The dry-run report (beyond the spec): what a migration would change, item by item
 * (current Lodestar value -> new value, and what cannot be migrated), 20 rows a page, and
 * the whole report as a CSV download. The server writes nothing for it.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store } from '../../../src/store';
import { downloadText } from '../../../src/utils/download';
import { errorMessage } from '../../../src/utils/errors';

export interface PreviewProps {
	pluginSlug: string;
	overwrite: boolean;
}

export default function Preview( { pluginSlug, overwrite }: PreviewProps ) {
	const [ page, setPage ] = useState( 1 );
	const [ downloading, setDownloading ] = useState( false );
	const [ downloadError, setDownloadError ] = useState( '' );
	const { fetchMigrationPreviewCsv } = useDispatch( store );
	// Another source or overwrite choice starts again at the first page.
	useEffect( () => setPage( 1 ), [ pluginSlug, overwrite ] );
	const { preview, error } = useSelect(
		( select ) => {
			const seo = select( store );
			return {
				preview: seo.getMigrationPreview( pluginSlug, overwrite, page ),
				error: errorMessage(
					seo.getResolutionError( 'getMigrationPreview', [
						pluginSlug,
						overwrite,
						page,
					] )
				),
			};
		},
		[ pluginSlug, overwrite, page ]
	);

	const download = async () => {
		setDownloading( true );
		setDownloadError( '' );
		try {
			downloadText(
				await fetchMigrationPreviewCsv(),
				`lodestar-migration-preview-${ pluginSlug }.csv`,
				'text/csv;charset=utf-8'
			);
		} catch ( thrown ) {
			setDownloadError( errorMessage( thrown ) );
		} finally {
			setDownloading( false );
		}
	};

	// The objects of the whole report, then this page's changed fields and objects.
	const summary = preview
		? [
				sprintf(
					/* translators: 1: page, 2: pages. */
					__( 'Page %1$d of %2$d', 'lodestar' ),
					page,
					preview.total_pages
				),
				sprintf(
					/* translators: %d: objects (settings, terms, posts) in the whole report. */
					_n(
						'(%d object in all).',
						'(%d objects in all).',
						preview.total,
						'lodestar'
					),
					preview.total
				),
				sprintf(
					/* translators: %d: fields that would change on this page. */
					_n(
						'This page changes %d field',
						'This page changes %d fields',
						preview.fields,
						'lodestar'
					),
					preview.fields
				),
				sprintf(
					/* translators: %d: objects of this page that would change. */
					_n(
						'in %d object.',
						'in %d objects.',
						preview.objects,
						'lodestar'
					),
					preview.objects
				),
			].join( ' ' )
		: '';

	let body;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	} else if ( ! preview ) {
		body = <Spinner />;
	} else if ( preview.items.length === 0 ) {
		body = (
			<p>
				{ __(
					'Nothing would change: Lodestar already holds this data.',
					'lodestar'
				) }
			</p>
		);
	} else {
		body = (
			<>
				<table className="widefat striped lodestar-migration__preview-table">
					<thead>
						<tr>
							<th scope="col">{ __( 'Where', 'lodestar' ) }</th>
							<th scope="col">{ __( 'Field', 'lodestar' ) }</th>
							<th scope="col">
								{ __( 'Current value', 'lodestar' ) }
							</th>
							<th scope="col">
								{ __( 'New value', 'lodestar' ) }
							</th>
							<th scope="col">{ __( 'Note', 'lodestar' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ preview.items.map( ( item, index ) => (
							<tr
								key={ `${ item.object }-${ item.id }-${ item.field }-${ index }` }
							>
								<td>{ item.title }</td>
								<td>{ item.field }</td>
								<td>{ item.current }</td>
								<td>{ item.new }</td>
								<td>{ item.note }</td>
							</tr>
						) ) }
					</tbody>
				</table>
				<nav
					className="lodestar-migration__pager"
					aria-label={ __( 'Preview pages', 'lodestar' ) }
				>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						disabled={ page <= 1 }
						accessibleWhenDisabled
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Previous', 'lodestar' ) }
					</Button>
					<span>{ summary }</span>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						disabled={ page >= preview.total_pages }
						accessibleWhenDisabled
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Next', 'lodestar' ) }
					</Button>
				</nav>
			</>
		);
	}

	return (
		<section className="lodestar-card lodestar-migration__preview">
			<h2 className="lodestar-card__title">
				{ __( 'Preview of the changes', 'lodestar' ) }
			</h2>
			<p className="lodestar-card__description">
				{ __(
					'What the migration would write, item by item. Nothing has been changed yet.',
					'lodestar'
				) }
			</p>
			{ body }
			{ downloadError && (
				<Notice status="error" isDismissible={ false }>
					{ downloadError }
				</Notice>
			) }
			<Button
				__next40pxDefaultSize
				variant="link"
				isBusy={ downloading }
				disabled={ downloading }
				accessibleWhenDisabled
				onClick={ download }
			>
				{ __( 'Download CSV', 'lodestar' ) }
			</Button>
		</section>
	);
}
