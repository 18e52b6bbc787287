/**
 * The setup wizard (/onboarding): a focused full-screen route (no top bar, no side
 * navigation). Site type, site name and tagline, the organisation or person behind the site
 * (name and logo), social profiles, the key choices (XML sitemap, author and date archives,
 * search engine visibility), a summary, finish. Each step saves its own fields when the user
 * continues (the server validates them); any step may be skipped, and the whole wizard left.
 */
import {
	Button,
	Notice,
	RadioControl,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import type { OnboardingValues } from '../../../src/api/onboarding';
import MediaPicker from '../../../src/components/MediaPicker';
import { store } from '../../../src/store';
import { getSiteTypes, getSocialFields, getSteps, stepChanges } from './steps';
import type { Step, StepId } from './steps';

const DASHBOARD = '/dashboard';

interface StepProps {
	values: OnboardingValues;
	change: ( changes: Partial< OnboardingValues > ) => void;
}

function SiteTypeStep( { values, change }: StepProps ) {
	return (
		<RadioControl
			label={ __( 'What kind of site is this?', 'lodestar' ) }
			help={ __(
				'It shapes your structured data: a shop is described as an online store, a news site as a news organization.',
				'lodestar'
			) }
			selected={ values.site_type }
			options={ getSiteTypes() }
			onChange={ ( value ) =>
				change( {
					site_type: value as OnboardingValues[ 'site_type' ],
				} )
			}
		/>
	);
}

function SiteDetailsStep( { values, change }: StepProps ) {
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Site name', 'lodestar' ) }
				value={ values.site_name }
				maxLength={ 200 }
				required
				onChange={ ( value ) => change( { site_name: value } ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Tagline', 'lodestar' ) }
				help={ __(
					'In a few words, what the site is about.',
					'lodestar'
				) }
				value={ values.site_tagline }
				maxLength={ 200 }
				onChange={ ( value ) => change( { site_tagline: value } ) }
			/>
		</>
	);
}

function IdentityStep( { values, change }: StepProps ) {
	const isPerson = values.site_represents === 'person';
	return (
		<>
			<RadioControl
				label={ __( 'This site represents', 'lodestar' ) }
				selected={ values.site_represents }
				options={ [
					{
						value: 'organization',
						label: __( 'An organization', 'lodestar' ),
					},
					{ value: 'person', label: __( 'A person', 'lodestar' ) },
				] }
				onChange={ ( value ) =>
					change( {
						site_represents:
							value as OnboardingValues[ 'site_represents' ],
					} )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={
					isPerson
						? __( 'Name of the person', 'lodestar' )
						: __( 'Name of the organization', 'lodestar' )
				}
				help={ __(
					'Search engines show it as the name behind the site. Empty: the site name.',
					'lodestar'
				) }
				value={ values.site_entity_name }
				maxLength={ 200 }
				onChange={ ( value ) => change( { site_entity_name: value } ) }
			/>
			<MediaPicker
				label={
					isPerson
						? __( 'Photo', 'lodestar' )
						: __( 'Logo', 'lodestar' )
				}
				value={ values.site_entity_logo }
				attachmentId={ values.site_entity_logo_id }
				onChange={ ( image ) =>
					change( {
						site_entity_logo: image.url,
						site_entity_logo_id: image.id,
					} )
				}
			/>
		</>
	);
}

function SocialStep( { values, change }: StepProps ) {
	return (
		<>
			{ getSocialFields().map( ( field ) => (
				<TextControl
					key={ field.key }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ field.label }
					value={ values.social[ field.key ] }
					onChange={ ( value ) =>
						change( {
							social: { ...values.social, [ field.key ]: value },
						} )
					}
				/>
			) ) }
		</>
	);
}

function ChoicesStep( { values, change }: StepProps ) {
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'XML sitemap', 'lodestar' ) }
				help={ __(
					'Lists your content for search engines.',
					'lodestar'
				) }
				checked={ values.enable_xml_sitemap }
				onChange={ ( value ) =>
					change( { enable_xml_sitemap: value } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Author archives', 'lodestar' ) }
				help={ __(
					'Pages listing each author’s posts. Off: they redirect to the home page.',
					'lodestar'
				) }
				checked={ values.author_archive }
				onChange={ ( value ) => change( { author_archive: value } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Date archives', 'lodestar' ) }
				help={ __(
					'Pages listing posts by year, month and day. Off: they redirect to the home page.',
					'lodestar'
				) }
				checked={ values.date_archive }
				onChange={ ( value ) => change( { date_archive: value } ) }
			/>
			{ ! values.blog_public && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Search engines are asked not to index this site.',
						'lodestar'
					) }
				</Notice>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Let search engines index this site', 'lodestar' ) }
				checked={ values.blog_public }
				onChange={ ( value ) => change( { blog_public: value } ) }
			/>
		</>
	);
}

/**
 * Yes or No.
 *
 * @param value Value.
 */
function yesNo( value: boolean ): string {
	return value ? __( 'On', 'lodestar' ) : __( 'Off', 'lodestar' );
}

function SummaryStep( { values }: StepProps ) {
	const type = getSiteTypes().find(
		( option ) => option.value === values.site_type
	);
	const notSet = __( 'Not set', 'lodestar' );
	const profiles = getSocialFields().filter(
		( field ) => values.social[ field.key ] !== ''
	);
	const rows: Array< [ string, string ] > = [
		[ __( 'Site type', 'lodestar' ), type?.label ?? notSet ],
		[ __( 'Site name', 'lodestar' ), values.site_name || notSet ],
		[ __( 'Tagline', 'lodestar' ), values.site_tagline || notSet ],
		[
			__( 'This site represents', 'lodestar' ),
			values.site_represents === 'person'
				? __( 'A person', 'lodestar' )
				: __( 'An organization', 'lodestar' ),
		],
		[
			__( 'Name', 'lodestar' ),
			values.site_entity_name || values.site_name || notSet,
		],
		[
			values.site_represents === 'person'
				? __( 'Photo', 'lodestar' )
				: __( 'Logo', 'lodestar' ),
			values.site_entity_logo || notSet,
		],
		[
			__( 'Social profiles', 'lodestar' ),
			profiles.length
				? profiles.map( ( field ) => field.label ).join( ', ' )
				: notSet,
		],
		[ __( 'XML sitemap', 'lodestar' ), yesNo( values.enable_xml_sitemap ) ],
		[ __( 'Author archives', 'lodestar' ), yesNo( values.author_archive ) ],
		[ __( 'Date archives', 'lodestar' ), yesNo( values.date_archive ) ],
		[
			__( 'Search engines may index the site', 'lodestar' ),
			values.blog_public
				? __( 'Yes', 'lodestar' )
				: __( 'No', 'lodestar' ),
		],
	];
	return (
		<dl className="lodestar-onboarding__summary">
			{ rows.map( ( [ term, detail ] ) => (
				<div key={ term }>
					<dt>{ term }</dt>
					<dd>{ detail }</dd>
				</div>
			) ) }
		</dl>
	);
}

const STEP_COMPONENTS: Record< StepId, ( props: StepProps ) => JSX.Element > = {
	'site-type': SiteTypeStep,
	'site-details': SiteDetailsStep,
	identity: IdentityStep,
	social: SocialStep,
	choices: ChoicesStep,
	summary: SummaryStep,
};

export default function Onboarding() {
	const steps = getSteps();
	const { data, loadError, saving } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			data: seo.getOnboarding(),
			loadError: seo.getResolutionError( 'getOnboarding', [] ) as
				Error | undefined | null,
			saving: seo.isSavingOnboarding(),
		};
	}, [] );
	const { saveOnboardingStep } = useDispatch( store );
	const { createSuccessNotice } = useDispatch( noticesStore );
	const [ values, setValues ] = useState< OnboardingValues | null >( null );
	const [ index, setIndex ] = useState( 0 );
	const [ error, setError ] = useState( '' );
	const heading = useRef< HTMLHeadingElement >( null );

	useEffect( () => {
		if ( data && ! values ) {
			setValues( data.values );
		}
	}, [ data, values ] );

	// Moving between steps puts the focus on the new step's title.
	useEffect( () => {
		heading.current?.focus();
	}, [ index ] );

	const step = ( steps[ index ] ?? steps[ 0 ] ) as Step;
	const isLast = index === steps.length - 1;

	const next = () => {
		setError( '' );
		setIndex( ( current ) => Math.min( current + 1, steps.length - 1 ) );
	};

	const saveAndContinue = async () => {
		if ( ! values || saving ) {
			return;
		}
		if ( step.id === 'site-details' && values.site_name.trim() === '' ) {
			setError( __( 'The site name cannot be empty.', 'lodestar' ) );
			return;
		}
		const result = await saveOnboardingStep(
			stepChanges( step.id, values )
		);
		if ( ! result.ok ) {
			setError( result.message );
			return;
		}
		if ( isLast ) {
			createSuccessNotice(
				__( 'Setup complete. Lodestar is ready.', 'lodestar' ),
				{ type: 'snackbar' }
			);
			// A history entry, as the router's navigate() (screens do not import the router).
			window.location.hash = DASHBOARD;
			return;
		}
		next();
	};

	const StepFields = STEP_COMPONENTS[ step.id ];

	return (
		<div className="lodestar-onboarding">
			{ /* No header/main landmarks: the admin page has its own. */ }
			<div className="lodestar-onboarding__header">
				<span className="lodestar-onboarding__brand">
					{ __( 'Lodestar SEO', 'lodestar' ) }
				</span>
				<a className="lodestar-onboarding__exit" href="#/dashboard">
					{ __( 'Exit Setup', 'lodestar' ) }
				</a>
			</div>
			<div className="lodestar-onboarding__main">
				<h1>{ __( 'Setup Wizard', 'lodestar' ) }</h1>
				<ol
					className="lodestar-onboarding__steps"
					aria-label={ __( 'Steps', 'lodestar' ) }
				>
					{ steps.map( ( item, position ) => (
						<li
							key={ item.id }
							aria-current={
								position === index ? 'step' : undefined
							}
							className={
								position === index ? 'is-current' : undefined
							}
						>
							{ item.title }
						</li>
					) ) }
				</ol>
				{ loadError && (
					<Notice status="error" isDismissible={ false }>
						{ loadError.message ||
							__(
								'Failed to load the setup wizard.',
								'lodestar'
							) }
					</Notice>
				) }
				{ ! values && ! loadError && <Spinner /> }
				{ values && (
					<section
						className="lodestar-card lodestar-onboarding__step"
						aria-labelledby="lodestar-onboarding-step-title"
					>
						<p className="lodestar-onboarding__progress">
							{ sprintf(
								/* translators: 1: step number, 2: number of steps. */
								__( 'Step %1$d of %2$d', 'lodestar' ),
								index + 1,
								steps.length
							) }
						</p>
						<h2
							id="lodestar-onboarding-step-title"
							ref={ heading }
							tabIndex={ -1 }
						>
							{ step.title }
						</h2>
						{ error && (
							<Notice status="error" isDismissible={ false }>
								{ error }
							</Notice>
						) }
						<div className="lodestar-onboarding__fields">
							<StepFields
								values={ values }
								change={ ( changes ) =>
									setValues( { ...values, ...changes } )
								}
							/>
						</div>
						<div className="lodestar-onboarding__actions">
							{ index > 0 && (
								<Button
									__next40pxDefaultSize
									variant="secondary"
									onClick={ () => {
										setError( '' );
										setIndex( index - 1 );
									} }
								>
									{ __( 'Back', 'lodestar' ) }
								</Button>
							) }
							{ ! isLast && (
								<Button
									__next40pxDefaultSize
									variant="tertiary"
									onClick={ next }
								>
									{ __( 'Skip', 'lodestar' ) }
								</Button>
							) }
							<Button
								__next40pxDefaultSize
								variant="primary"
								isBusy={ saving }
								aria-disabled={ saving }
								onClick={ saveAndContinue }
							>
								{ isLast
									? __( 'Finish Setup', 'lodestar' )
									: __( 'Save and Continue', 'lodestar' ) }
							</Button>
						</div>
					</section>
				) }
			</div>
		</div>
	);
}
