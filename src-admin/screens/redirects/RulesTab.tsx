/**
 * The redirects table: search, filter by type and origin, sort, pages, bulk enable, disable
 * and delete, add and edit in a modal, CSV import and export.
 */
import {
	Button,
	CheckboxControl,
	FormFileUpload,
	Notice,
	SearchControl,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type {
	ImportResult,
	Redirect,
	RedirectOrigin,
	RedirectQuery,
	RedirectStatus,
} from '../../../src/api/redirects';
import { store } from '../../../src/store';
import { downloadText } from '../../../src/utils/download';
import RuleModal, { EMPTY_RULE, STATUS_OPTIONS } from './RuleModal';
import { Pager, SortHeader, useDebouncedSearch } from './table';
import TestUrl from './TestUrl';

type Editing = { rule: Redirect | null } | null;

export const ORIGIN_LABELS = (): Record< RedirectOrigin, string > => ( {
	manual: __( 'Manual', 'lodestar' ),
	auto: __( 'Automatic', 'lodestar' ),
	import: __( 'Import', 'lodestar' ),
	migration: __( 'Migration', 'lodestar' ),
	404: __( '404 log', 'lodestar' ),
} );

export default function RulesTab() {
	const { query, list, loading, error } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			query: seo.getRedirectQuery(),
			list: seo.getRedirects(),
			loading: seo.isLoadingRedirects(),
			error: seo.getRedirectsError(),
		};
	}, [] );
	const {
		setRedirectQuery,
		loadRedirects,
		bulkRedirects,
		exportRedirects,
		importRedirects,
	} = useDispatch( store );
	const [ search, setSearch ] = useDebouncedSearch(
		query.search,
		setRedirectQuery
	);
	const [ selected, setSelected ] = useState< number[] >( [] );
	const [ bulk, setBulk ] = useState< '' | 'enable' | 'disable' | 'delete' >(
		''
	);
	const [ editing, setEditing ] = useState< Editing >( null );
	const [ imported, setImported ] = useState< ImportResult | null >( null );

	useEffect( () => {
		void loadRedirects();
	}, [ loadRedirects ] );
	useEffect( () => setSelected( [] ), [ list ] );

	const items = list?.items ?? [];
	const sortHeader = (
		orderby: RedirectQuery[ 'orderby' ],
		label: string
	) => (
		<SortHeader
			orderby={ orderby }
			label={ label }
			query={ query }
			first="asc"
			onSort={ setRedirectQuery }
		/>
	);
	const applyBulk = async () => {
		if ( ! bulk || selected.length === 0 ) {
			return;
		}
		await bulkRedirects( bulk, selected );
		setBulk( '' );
	};
	const onImport = async ( file: File | undefined ) => {
		if ( ! file ) {
			return;
		}
		setImported( await importRedirects( await file.text() ) );
	};

	return (
		<div className="lodestar-redirects">
			<div className="lodestar-redirects__toolbar">
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search redirects', 'lodestar' ) }
					value={ search }
					onChange={ setSearch }
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Type', 'lodestar' ) }
					value={ String( query.status ) }
					options={ [
						{ value: '0', label: __( 'All types', 'lodestar' ) },
						...STATUS_OPTIONS(),
					] }
					onChange={ ( value ) =>
						setRedirectQuery( {
							status: Number( value ) as RedirectStatus | 0,
						} )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Origin', 'lodestar' ) }
					value={ query.origin }
					options={ [
						{ value: '', label: __( 'All origins', 'lodestar' ) },
						...Object.entries( ORIGIN_LABELS() ).map(
							( [ value, label ] ) => ( { value, label } )
						),
					] }
					onChange={ ( value ) =>
						setRedirectQuery( {
							origin: value as RedirectOrigin | '',
						} )
					}
				/>
				<Button
					variant="primary"
					onClick={ () => setEditing( { rule: null } ) }
				>
					{ __( 'Add redirect', 'lodestar' ) }
				</Button>
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div className="lodestar-redirects__bulk">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Bulk action', 'lodestar' ) }
					hideLabelFromVision
					value={ bulk }
					options={ [
						{ value: '', label: __( 'Bulk actions', 'lodestar' ) },
						{ value: 'enable', label: __( 'Enable', 'lodestar' ) },
						{
							value: 'disable',
							label: __( 'Disable', 'lodestar' ),
						},
						{ value: 'delete', label: __( 'Delete', 'lodestar' ) },
					] }
					onChange={ setBulk }
				/>
				<Button
					variant="secondary"
					onClick={ () => void applyBulk() }
					disabled={ ! bulk || selected.length === 0 }
					accessibleWhenDisabled
				>
					{ __( 'Apply', 'lodestar' ) }
				</Button>
				{ loading && <Spinner /> }
			</div>
			<table className="widefat striped lodestar-redirects__table">
				<thead>
					<tr>
						<td className="check-column">
							<CheckboxControl
								__nextHasNoMarginBottom
								label={ __( 'Select all', 'lodestar' ) }
								checked={
									items.length > 0 &&
									selected.length === items.length
								}
								onChange={ ( on ) =>
									setSelected(
										on
											? items.map( ( item ) => item.id )
											: []
									)
								}
							/>
						</td>
						{ sortHeader( 'source', __( 'Source', 'lodestar' ) ) }
						<th scope="col">{ __( 'Target', 'lodestar' ) }</th>
						{ sortHeader( 'status', __( 'Type', 'lodestar' ) ) }
						<th scope="col">{ __( 'Origin', 'lodestar' ) }</th>
						{ sortHeader( 'hits', __( 'Hits', 'lodestar' ) ) }
						{ sortHeader(
							'last_hit',
							__( 'Last hit', 'lodestar' )
						) }
						<th scope="col">{ __( 'Status', 'lodestar' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ items.length === 0 && ! loading && (
						<tr>
							<td colSpan={ 8 }>
								{ __( 'No redirects found.', 'lodestar' ) }
							</td>
						</tr>
					) }
					{ items.map( ( rule ) => (
						<tr key={ rule.id }>
							<td className="check-column">
								<CheckboxControl
									__nextHasNoMarginBottom
									label={ sprintf(
										/* translators: %s: redirect source. */
										__( 'Select %s', 'lodestar' ),
										rule.source
									) }
									checked={ selected.includes( rule.id ) }
									onChange={ ( on ) =>
										setSelected( ( current ) =>
											on
												? [ ...current, rule.id ]
												: current.filter(
														( id ) => id !== rule.id
													)
										)
									}
								/>
							</td>
							<td>
								<Button
									variant="link"
									onClick={ () => setEditing( { rule } ) }
									aria-label={ sprintf(
										/* translators: %s: redirect source. */
										__(
											'Edit redirect from %s',
											'lodestar'
										),
										rule.source
									) }
								>
									<span className="lodestar-redirects__source">
										{ rule.source }
									</span>
								</Button>
								{ rule.match_type !== 'exact' && (
									<span className="lodestar-redirects__kind">
										{ rule.match_type === 'prefix'
											? __( 'prefix', 'lodestar' )
											: __( 'regex', 'lodestar' ) }
									</span>
								) }
								{ rule.warning && (
									<p className="lodestar-redirects__warning">
										{ rule.warning }
									</p>
								) }
								{ rule.note && (
									<p className="lodestar-redirects__note">
										{ rule.note }
									</p>
								) }
							</td>
							<td>
								{ rule.target_url ?? '—' }
								{ rule.target_type !== 'url' && (
									<span className="lodestar-redirects__kind">
										{ rule.target_label }
									</span>
								) }
							</td>
							<td>{ rule.status }</td>
							<td>{ ORIGIN_LABELS()[ rule.origin ] }</td>
							<td>{ rule.hits }</td>
							<td>
								{ rule.last_hit
									? new Date( rule.last_hit ).toLocaleString()
									: '—' }
							</td>
							<td>
								{ rule.enabled
									? __( 'Enabled', 'lodestar' )
									: __( 'Disabled', 'lodestar' ) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ list && list.pages > 1 && (
				<Pager
					page={ query.page }
					pages={ list.pages }
					status={ sprintf(
						/* translators: 1: page, 2: pages, 3: redirects. */
						__( 'Page %1$d of %2$d (%3$d redirects)', 'lodestar' ),
						query.page,
						list.pages,
						list.total
					) }
					onPage={ ( page ) => setRedirectQuery( { page } ) }
				/>
			) }
			<div className="lodestar-redirects__transfer">
				<h2>{ __( 'Import and export', 'lodestar' ) }</h2>
				<p>
					{ __(
						'CSV with the columns of the Redirection plugin (source, target, regex, code, type, hits, title, status): its export imports here.',
						'lodestar'
					) }
				</p>
				<Button
					variant="secondary"
					onClick={ async () => {
						const file = await exportRedirects();
						if ( file ) {
							downloadText( file.csv, file.filename, 'text/csv' );
						}
					} }
				>
					{ __( 'Export CSV', 'lodestar' ) }
				</Button>
				<FormFileUpload
					accept=".csv,text/csv"
					onChange={ ( event ) =>
						void onImport( event.currentTarget.files?.[ 0 ] )
					}
					render={ ( { openFileDialog } ) => (
						<Button variant="secondary" onClick={ openFileDialog }>
							{ __( 'Import CSV', 'lodestar' ) }
						</Button>
					) }
				/>
				{ imported && (
					<Notice
						status={
							imported.errors.length ? 'warning' : 'success'
						}
						onRemove={ () => setImported( null ) }
					>
						{ sprintf(
							/* translators: 1: created, 2: skipped. */
							__(
								'%1$d redirects imported, %2$d already existed.',
								'lodestar'
							),
							imported.created,
							imported.skipped
						) }
						{ imported.errors.length > 0 && (
							<ul>
								{ imported.errors.map( ( item ) => (
									<li key={ item.line }>
										{ sprintf(
											/* translators: 1: line number, 2: error. */
											__( 'Line %1$d: %2$s', 'lodestar' ),
											item.line,
											item.message
										) }
									</li>
								) ) }
							</ul>
						) }
					</Notice>
				) }
			</div>
			<TestUrl />
			{ editing && (
				<RuleModal
					initial={
						editing.rule
							? {
									source: editing.rule.source,
									match_type: editing.rule.match_type,
									query_mode: editing.rule.query_mode,
									target: editing.rule.target,
									target_type: editing.rule.target_type,
									target_id: editing.rule.target_id,
									status: editing.rule.status,
									enabled: editing.rule.enabled,
									note: editing.rule.note,
								}
							: EMPTY_RULE
					}
					id={ editing.rule?.id }
					targetLabel={ editing.rule?.target_label }
					onClose={ () => setEditing( null ) }
				/>
			) }
		</div>
	);
}
