/**
 * Site SEO Analysis (/site-seo-analysis, navbar only; spec 2 §2, §4, §5, §8, §9): the checks
 * of the site with their badges, a search on the message, 20 per page with a pager of up to
 * 5 page buttons, a detail drawer, Ignore (after confirmation) and Restore, Re-run Checks,
 * and a fix button per failing check that is locked unless `lodestar.checkFixers` supplies a
 * fixer (Lodestar supplies some itself, fixers.ts).
 */
import {
	Button,
	SearchControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import ConfirmationModal from '../../../src/components/ConfirmationModal';
import { store } from '../../../src/store';
import type { SiteCheck } from '../../../src/store/checks/selectors';
import type { ScreenProps } from '../../app/types';
import CheckStatusBadge from '../shared/CheckStatusBadge';
import PageButtons from '../shared/PageButtons';
import CheckDrawer from './CheckDrawer';
import ContentReanalysis from './ContentReanalysis';
import type { CheckFixer } from './fixers';
import { fixButtonLabel, getFixers, registerLodestarFixers } from './fixers';
import { PER_PAGE, pageCount, pagerItems } from './pager';

registerLodestarFixers();

/**
 * The checks whose message contains the search, case-insensitively.
 *
 * @param checks Checks.
 * @param search Search text.
 */
export function filterChecks( checks: SiteCheck[], search: string ) {
	const needle = search.trim().toLocaleLowerCase();
	if ( needle === '' ) {
		return checks;
	}
	return checks.filter( ( check ) =>
		check.message.toLocaleLowerCase().includes( needle )
	);
}

function Breadcrumb( { title }: { title: string } ) {
	return (
		<nav
			className="lodestar-breadcrumb"
			aria-label={ __( 'Breadcrumb', 'lodestar' ) }
		>
			<ol>
				<li>
					<a href="#/dashboard">{ __( 'Dashboard', 'lodestar' ) }</a>
				</li>
				<li aria-current="page">{ title }</li>
			</ol>
		</nav>
	);
}

function Pager( {
	page,
	pages,
	onChange,
}: {
	page: number;
	pages: number;
	onChange: ( page: number ) => void;
} ) {
	const items = pagerItems( page, pages );
	if ( items.length === 0 ) {
		return null;
	}
	return (
		<PageButtons
			items={ items }
			current={ page }
			pages={ pages }
			label={ __( 'Pages of checks', 'lodestar' ) }
			onChange={ onChange }
		/>
	);
}

/**
 * The fix button: locked (disabled, with why) without a fixer.
 *
 * @param props       Props.
 * @param props.check Check.
 * @param props.fixer Its fixer.
 * @param props.onFix Opens the fix confirmation.
 */
function FixButton( {
	check,
	fixer,
	onFix,
}: {
	check: SiteCheck;
	fixer?: CheckFixer;
	onFix: () => void;
} ) {
	const label = fixButtonLabel( check.id, fixer );
	if ( ! fixer ) {
		return (
			<Button
				__next40pxDefaultSize
				variant="secondary"
				className="lodestar-fix-button is-locked"
				disabled
				accessibleWhenDisabled
				description={ __(
					'Available with a Lodestar extension.',
					'lodestar'
				) }
			>
				<span className="dashicons dashicons-lock" aria-hidden="true" />
				{ label }
			</Button>
		);
	}
	return (
		<Button
			__next40pxDefaultSize
			variant="primary"
			className="lodestar-fix-button"
			onClick={ onFix }
		>
			{ label }
		</Button>
	);
}

export default function SiteSeoAnalysis( { route }: ScreenProps ) {
	const { checks, loading, rerunning } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			checks: seo.getSiteChecks(),
			loading: ! seo.hasFinishedResolution( 'getSiteChecks', [] ),
			rerunning: seo.isRerunningSiteChecks(),
		};
	}, [] );
	const { rerunSiteChecks, ignoreSiteCheck, restoreSiteCheck } =
		useDispatch( store );

	const [ search, setSearch ] = useState( '' );
	const [ page, setPage ] = useState( 1 );
	const [ openId, setOpenId ] = useState< string | null >( null );
	const [ ignoringId, setIgnoringId ] = useState< string | null >( null );
	const [ fixingId, setFixingId ] = useState< string | null >( null );
	const [ fixValue, setFixValue ] = useState( '' );
	const openPending = useSelect(
		( select ) => !! openId && select( store ).isSiteCheckPending( openId ),
		[ openId ]
	);

	// Read on every render: an extension may add its filter after this screen loaded.
	const fixers = getFixers();

	const filtered = useMemo(
		() => filterChecks( checks ?? [], search ),
		[ checks, search ]
	);
	const pages = pageCount( filtered.length );
	const current = Math.min( page, pages );
	useEffect( () => {
		if ( page > pages ) {
			setPage( pages );
		}
	}, [ page, pages ] );
	const rows = filtered.slice(
		( current - 1 ) * PER_PAGE,
		current * PER_PAGE
	);

	const find = ( id: string | null ) =>
		( id && checks?.find( ( check ) => check.id === id ) ) || null;
	const openCheck = find( openId );
	const ignoring = find( ignoringId );
	const fixing = find( fixingId );
	const fixer = fixingId ? fixers[ fixingId ] : undefined;

	const startFix = ( check: SiteCheck ) => {
		setFixValue( fixers[ check.id ]?.field?.value ?? '' );
		setFixingId( check.id );
	};

	const fixButton = ( check: SiteCheck ) =>
		check.status === 'success' ||
		check.status === 'unavailable' ||
		check.ignore ? null : (
			<FixButton
				check={ check }
				fixer={ fixers[ check.id ] }
				onFix={ () => startFix( check ) }
			/>
		);

	let body;
	if ( ! checks && loading ) {
		body = <Spinner />;
	} else if ( filtered.length === 0 ) {
		body = (
			<p className="lodestar-empty-state">
				{ __( 'No Results Found', 'lodestar' ) }
			</p>
		);
	} else {
		body = (
			<>
				<table className="widefat striped lodestar-checks-table">
					<thead>
						<tr>
							<th scope="col">{ __( 'Issue', 'lodestar' ) }</th>
							<th scope="col">{ __( 'Action', 'lodestar' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( check ) => (
							<tr
								key={ check.id }
								className="lodestar-checks-table__row"
								data-check-id={ check.id }
							>
								<td>
									<CheckStatusBadge check={ check } />
									<Button
										variant="link"
										className="lodestar-checks-table__message"
										onClick={ () => setOpenId( check.id ) }
									>
										{ check.message }
									</Button>
								</td>
								<td className="lodestar-checks-table__action">
									{ fixButton( check ) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
				<Pager page={ current } pages={ pages } onChange={ setPage } />
			</>
		);
	}

	const title = route.title ?? route.label;
	return (
		<div className="lodestar-screen lodestar-site-analysis">
			<Breadcrumb title={ title } />
			<div className="lodestar-screen__header">
				<h1 className="lodestar-screen__title">{ title }</h1>
				<div className="lodestar-screen__actions">
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ rerunning }
						disabled={ rerunning }
						accessibleWhenDisabled
						onClick={ () => rerunSiteChecks() }
					>
						{ __( 'Re-run Checks', 'lodestar' ) }
					</Button>
				</div>
			</div>
			<SearchControl
				__nextHasNoMarginBottom
				className="lodestar-site-analysis__search"
				label={ __( 'Search checks', 'lodestar' ) }
				value={ search }
				onChange={ ( value: string ) => {
					setSearch( value );
					setPage( 1 );
				} }
			/>
			{ body }
			<ContentReanalysis />
			{ /* The confirmations replace the drawer while open (no modal inside a modal). */ }
			{ openCheck && ! ignoring && ! fixing && (
				<CheckDrawer
					check={ openCheck }
					pending={ openPending }
					fixButton={ fixButton( openCheck ) }
					onIgnore={ () => setIgnoringId( openCheck.id ) }
					onRestore={ () => restoreSiteCheck( openCheck.id ) }
					onClose={ () => setOpenId( null ) }
				/>
			) }
			<ConfirmationModal
				isOpen={ !! ignoring }
				title={ __( 'Ignore this check?', 'lodestar' ) }
				description={ __(
					'An ignored check no longer counts towards the issues found. You can restore it at any time.',
					'lodestar'
				) }
				confirmText={ __( 'Ignore', 'lodestar' ) }
				isDestructive
				onConfirm={ async () => {
					if ( ignoring ) {
						await ignoreSiteCheck( ignoring.id );
					}
					setIgnoringId( null );
				} }
				onCancel={ () => setIgnoringId( null ) }
			>
				{ ignoring && (
					<p className="lodestar-confirmation-modal__subject">
						{ ignoring.message }
					</p>
				) }
			</ConfirmationModal>
			<ConfirmationModal
				isOpen={ !! fixing && !! fixer }
				title={ fixing ? fixButtonLabel( fixing.id, fixer ) : '' }
				description={
					fixer?.confirm ??
					__(
						'Lodestar will make this change for you and run the checks again.',
						'lodestar'
					)
				}
				isConfirmDisabled={ !! fixer?.field && fixValue.trim() === '' }
				onConfirm={ async () => {
					if ( ! fixer ) {
						return;
					}
					await fixer.run( fixer.field ? fixValue : undefined );
					setFixingId( null );
					await rerunSiteChecks();
				} }
				onCancel={ () => setFixingId( null ) }
			>
				{ fixer?.field && (
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ fixer.field.label }
						value={ fixValue }
						onChange={ setFixValue }
					/>
				) }
			</ConfirmationModal>
		</div>
	);
}
