/**
 * The 'Search Console Account' modal (spec §2, §4, §5): choose the property of this site
 * among every property the account can read (pre-selected by host), 'Select Site' only for a
 * verified one, 'Connect Site' to add or verify a URL-prefix property, the DNS step explained
 * for an unverified domain property.
 */
import {
	Button,
	Modal,
	Notice,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { SearchConsoleSite } from '../../../src/api/search-console';
import { store } from '../../../src/store';
import { errorMessage } from '../../../src/utils/errors';
import { goToUrl } from './navigation';

/**
 * The choices: the account's properties, plus the site's own URL when the account does not
 * list it yet (to add it).
 *
 * @param sites   Properties.
 * @param homeUrl The site's home URL ('' when unknown).
 */
export function siteChoices(
	sites: SearchConsoleSite[],
	homeUrl: string
): Array< SearchConsoleSite & { listed: boolean } > {
	const choices = sites.map( ( site ) => ( { ...site, listed: true } ) );
	const home = homeUrl ? homeUrl.replace( /\/*$/, '/' ) : '';
	if ( home && ! sites.some( ( site ) => site.siteUrl === home ) ) {
		choices.push( { siteUrl: home, isVerified: false, listed: false } );
	}
	return choices;
}

export default function SiteModal( {
	homeUrl,
	onClose,
}: {
	homeUrl: string;
	onClose: () => void;
} ) {
	const { sites, suggested, selected, loadError, busy } = useSelect(
		( select ) => {
			const seo = select( store );
			return {
				sites: seo.getSearchConsoleSites(),
				suggested: seo.getSuggestedSearchConsoleSite(),
				selected: seo.getSelectedSearchConsoleSite(),
				loadError: errorMessage(
					seo.getResolutionError( 'getSearchConsoleSites', [] )
				),
				busy: seo.isSearchConsoleBusy(),
			};
		},
		[]
	);
	const { selectSearchConsoleSite, connectSearchConsoleSite } =
		useDispatch( store );
	const [ choice, setChoice ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ pending, setPending ] = useState( false );

	// Pre-select the current site, else the server's suggestion, once the list arrives.
	useEffect( () => {
		if ( sites && choice === '' ) {
			setChoice( selected || suggested );
		}
		// Only when the list or the suggestion arrives.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ sites, suggested ] );

	const choices = siteChoices( sites ?? [], homeUrl );
	const chosen = choices.find( ( site ) => site.siteUrl === choice );
	const isDomain = choice.startsWith( 'sc-domain:' );

	const select = async () => {
		if ( ! chosen ) {
			setError( __( 'Please select a site', 'lodestar' ) );
			return;
		}
		if ( await selectSearchConsoleSite( chosen.siteUrl ) ) {
			onClose();
		}
	};

	const connect = async () => {
		if ( ! chosen ) {
			setError( __( 'Please select a site', 'lodestar' ) );
			return;
		}
		const result = await connectSearchConsoleSite(
			chosen.siteUrl,
			chosen.listed
		);
		if ( result.authUrl ) {
			goToUrl( result.authUrl );
			return;
		}
		setPending( !! result.pending );
	};

	return (
		<Modal
			title={ __( 'Search Console Account', 'lodestar' ) }
			onRequestClose={ onClose }
			className="lodestar-site-modal"
			size="medium"
		>
			<p>
				{ __(
					'Select the Search Console property of this site below.',
					'lodestar'
				) }
			</p>
			{ loadError && (
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
			) }
			{ ! sites && ! loadError && <Spinner /> }
			{ sites && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Site', 'lodestar' ) }
					value={ choice }
					options={ [
						{
							value: '',
							label: __( 'Please select a site', 'lodestar' ),
						},
						...choices.map( ( site ) => {
							let label = site.siteUrl;
							if ( ! site.listed ) {
								label = sprintf(
									/* translators: %s: property URL. */
									__(
										'%s (not in your account yet)',
										'lodestar'
									),
									site.siteUrl
								);
							} else if ( ! site.isVerified ) {
								label = sprintf(
									/* translators: %s: property URL. */
									__( '%s (not verified)', 'lodestar' ),
									site.siteUrl
								);
							}
							return { value: site.siteUrl, label };
						} ),
					] }
					onChange={ ( value: string ) => {
						setChoice( value );
						setError( '' );
						setPending( false );
					} }
				/>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ chosen && ! chosen.isVerified && isDomain && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'A domain property can only be verified through DNS: add the TXT record Search Console gives you at your domain name provider, then verify it in Search Console. Lodestar cannot do this for you. A URL-prefix property of this site can be verified from here.',
						'lodestar'
					) }
				</Notice>
			) }
			{ chosen && ! chosen.isVerified && ! isDomain && ! pending && (
				<p className="lodestar-site-modal__hint">
					{ chosen.listed
						? __(
								'This property is not verified yet. Connect Site verifies it with a meta tag Lodestar adds to your home page.',
								'lodestar'
							)
						: __(
								'Your account has no property for this site yet. Connect Site adds it and verifies it with a meta tag Lodestar adds to your home page.',
								'lodestar'
							) }
				</p>
			) }
			{ pending && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Verification is pending. Google may take 1–2 hours, and up to 2 days, to confirm it. Come back later to select the site.',
						'lodestar'
					) }
				</Notice>
			) }
			<div className="lodestar-site-modal__actions">
				{ chosen && ! chosen.isVerified && ! isDomain && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						isBusy={ busy }
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ connect }
					>
						{ __( 'Connect Site', 'lodestar' ) }
					</Button>
				) }
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ busy }
					disabled={ busy || ! chosen?.isVerified }
					accessibleWhenDisabled
					onClick={ select }
				>
					{ __( 'Select Site', 'lodestar' ) }
				</Button>
			</div>
		</Modal>
	);
}
