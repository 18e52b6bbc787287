/**
 * "Extend Your Website" (spec 2 §2, §4, §8): the recommended theme and plugins, each with its
 * button ('Install & Activate', 'Activate', 'Activated'), its progress and its message. One
 * operation at a time: another click meanwhile only says so.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import type { RecommendedExtension } from '../../../src/api/extensions';
import { store } from '../../../src/store';

/**
 * The button's text for an item.
 *
 * @param installed Whether it is installed.
 * @param active    Whether it is active.
 * @param state     Its state.
 */
export function buttonText(
	installed: boolean,
	active: boolean,
	state: string
): string {
	if ( state === 'installing' ) {
		return __( 'Installing…', 'lodestar' );
	}
	if ( state === 'activating' ) {
		return __( 'Activating…', 'lodestar' );
	}
	if ( active ) {
		return __( 'Activated', 'lodestar' );
	}
	return installed
		? __( 'Activate', 'lodestar' )
		: __( 'Install & Activate', 'lodestar' );
}

function ExtensionItem( { item }: { item: RecommendedExtension } ) {
	const { state, installed, active, result, can } = useSelect(
		( select ) => {
			const seo = select( store );
			const listing = seo.getExtensionsListing();
			const status = seo.getExtensionInstallStatus(
				item.type,
				item.slug
			);
			return {
				state: seo.getExtensionState( item ),
				installed: status.installed,
				active: status.active,
				result: seo.getExtensionResult( item.type, item.slug ),
				can: listing?.can?.[ item.type ],
			};
		},
		[ item ]
	);
	const status = { installed, active };
	const { installAndActivateExtension } = useDispatch( store );
	const working = state === 'installing' || state === 'activating';
	const allowed =
		status.active ||
		( !! can?.activate && ( status.installed || !! can?.install ) );
	const descriptionId = `lodestar-extension-${ item.type }-${ item.slug }`;
	return (
		<li className="lodestar-extend__item" data-state={ state }>
			<div className="lodestar-extend__text">
				<span className="lodestar-extend__name">{ item.name }</span>{ ' ' }
				<span className="lodestar-extend__type">
					{ item.type === 'theme'
						? __( 'Theme', 'lodestar' )
						: __( 'Plugin', 'lodestar' ) }
				</span>
				<p
					id={ descriptionId }
					className="lodestar-extend__description"
				>
					{ item.description }
				</p>
			</div>
			<Button
				className="lodestar-extend__button"
				variant={ status.active ? 'tertiary' : 'secondary' }
				isBusy={ working }
				disabled={ ! allowed }
				aria-describedby={
					allowed
						? descriptionId
						: `${ descriptionId } ${ descriptionId }-denied`
				}
				aria-label={ `${ buttonText(
					status.installed,
					status.active,
					state
				) }: ${ item.name }` }
				onClick={ () => installAndActivateExtension( item ) }
			>
				{ buttonText( status.installed, status.active, state ) }
			</Button>
			{ ! allowed && (
				<p
					id={ `${ descriptionId }-denied` }
					className="lodestar-extend__note"
				>
					{ __(
						'Your account is not allowed to install or activate this on this site.',
						'lodestar'
					) }
				</p>
			) }
			{ result && (
				<Notice
					className="lodestar-extend__message"
					status={ result.kind }
					isDismissible={ false }
				>
					{ result.message }
				</Notice>
			) }
		</li>
	);
}

export default function ExtendYourWebsite() {
	const { listing, error, busy } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			listing: seo.getExtensionsListing(),
			error: seo.getResolutionError( 'getExtensionsListing', [] ),
			busy: seo.isExtensionBusyNoticeShown(),
		};
	}, [] );
	const { setExtensionBusyNotice } = useDispatch( store );
	let body;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				<strong>
					{ __( 'Failed to fetch plugins and themes', 'lodestar' ) }
				</strong>{ ' ' }
				{ __( 'Something went wrong', 'lodestar' ) }
			</Notice>
		);
	} else if ( ! listing ) {
		body = (
			<p className="lodestar-extend__loading">
				<Spinner />
				{ __( 'Loading plugins and themes…', 'lodestar' ) }
			</p>
		);
	} else {
		body = (
			<ul className="lodestar-extend__list">
				{ listing.recommended.map( ( item ) => (
					<ExtensionItem
						key={ `${ item.type }-${ item.slug }` }
						item={ item }
					/>
				) ) }
			</ul>
		);
	}
	return (
		<section
			className="lodestar-card lodestar-extend"
			aria-labelledby="lodestar-extend-title"
		>
			<h2 id="lodestar-extend-title" className="lodestar-card__title">
				{ __( 'Extend Your Website', 'lodestar' ) }
			</h2>
			<p className="lodestar-extend__intro">
				{ __(
					'A theme and plugins that make a site faster, safer and easier to keep in search results.',
					'lodestar'
				) }
			</p>
			{ busy && (
				<Notice
					status="warning"
					onRemove={ () => setExtensionBusyNotice( false ) }
				>
					{ __(
						'Another operation is in progress. Please wait.',
						'lodestar'
					) }
				</Notice>
			) }
			{ body }
		</section>
	);
}
