/**
 * Add or edit a redirect, in a modal: live validation, the server's errors on the field they
 * concern, and a "test a URL" box.
 */
import {
	Button,
	Modal,
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type {
	RedirectInput,
	RedirectMatchType,
	RedirectQueryMode,
	RedirectStatus,
} from '../../../src/api/redirects';
import { store } from '../../../src/store';
import TestUrl from './TestUrl';
import { isGone, validateRedirect } from './validate';

export const STATUS_OPTIONS = (): Array< { value: string; label: string } > => [
	{ value: '301', label: __( '301 Moved Permanently', 'lodestar' ) },
	{ value: '302', label: __( '302 Found (temporary)', 'lodestar' ) },
	{ value: '307', label: __( '307 Temporary Redirect', 'lodestar' ) },
	{ value: '410', label: __( '410 Gone', 'lodestar' ) },
	{
		value: '451',
		label: __( '451 Unavailable For Legal Reasons', 'lodestar' ),
	},
];

export const EMPTY_RULE: RedirectInput = {
	source: '',
	match_type: 'exact',
	query_mode: 'ignore',
	target: '',
	target_type: 'url',
	target_id: 0,
	status: 301,
	enabled: true,
	note: '',
};

export default function RuleModal( {
	initial,
	id,
	from,
	targetLabel = '',
	onClose,
}: {
	initial: RedirectInput;
	id?: number;
	from?: '404';
	/** The post's or term's title when the rule follows one. */
	targetLabel?: string;
	onClose: () => void;
} ) {
	const [ input, setInput ] = useState< RedirectInput >( initial );
	const [ touched, setTouched ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	const [ serverError, setServerError ] = useState< {
		message: string;
		field: string;
	} | null >( null );
	const { saveRedirect } = useDispatch( store );
	const errors = useMemo( () => validateRedirect( input ), [ input ] );
	const change = ( fields: Partial< RedirectInput > ) => {
		setInput( ( current ) => ( { ...current, ...fields } ) );
		setTouched( true );
		setServerError( null );
	};
	const fieldError = ( field: 'source' | 'target' ): string =>
		( touched || id ? errors[ field ] : '' ) ||
		( serverError?.field === field ? serverError.message : '' ) ||
		'';
	const save = async () => {
		setTouched( true );
		if ( Object.keys( errors ).length > 0 ) {
			return;
		}
		setSaving( true );
		const outcome = await saveRedirect( input, id, from );
		setSaving( false );
		if ( outcome.ok ) {
			onClose();
			return;
		}
		setServerError( { message: outcome.message, field: outcome.field } );
	};
	const objectTarget = input.target_type !== 'url';

	return (
		<Modal
			title={
				id
					? __( 'Edit redirect', 'lodestar' )
					: __( 'Add redirect', 'lodestar' )
			}
			onRequestClose={ onClose }
			className="lodestar-redirect-modal"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					void save();
				} }
			>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Source URL', 'lodestar' ) }
					help={
						fieldError( 'source' ) ||
						( input.match_type === 'regex'
							? __(
									'A regular expression matched against the path, e.g. ^/blog/(\\d+)/(.*)$ (use $1, $2 in the target).',
									'lodestar'
								)
							: __(
									'A path of this site, e.g. /old-page/.',
									'lodestar'
								) )
					}
					className={ fieldError( 'source' ) ? 'has-error' : '' }
					value={ input.source }
					onChange={ ( source ) => change( { source } ) }
				/>
				<div className="lodestar-redirect-modal__row">
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Match', 'lodestar' ) }
						value={ input.match_type }
						options={ [
							{
								value: 'exact',
								label: __( 'Exact path', 'lodestar' ),
							},
							{
								value: 'prefix',
								label: __( 'Path prefix', 'lodestar' ),
							},
							{
								value: 'regex',
								label: __( 'Regular expression', 'lodestar' ),
							},
						] }
						onChange={ ( value ) =>
							change( { match_type: value as RedirectMatchType } )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Query string', 'lodestar' ) }
						value={ input.query_mode }
						options={ [
							{
								value: 'ignore',
								label: __( 'Ignore', 'lodestar' ),
							},
							{
								value: 'exact',
								label: __( 'Match exactly', 'lodestar' ),
							},
							{
								value: 'pass',
								label: __( 'Pass to the target', 'lodestar' ),
							},
						] }
						onChange={ ( value ) =>
							change( { query_mode: value as RedirectQueryMode } )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Type', 'lodestar' ) }
						value={ String( input.status ) }
						options={ STATUS_OPTIONS() }
						onChange={ ( value ) =>
							change( {
								status: Number( value ) as RedirectStatus,
							} )
						}
					/>
				</div>
				{ ! isGone( input.status ) &&
					( objectTarget ? (
						<Notice status="info" isDismissible={ false }>
							{ __(
								'This redirect follows a post or term: it always goes to its current address.',
								'lodestar'
							) }{ ' ' }
							<strong>
								{ targetLabel || `#${ input.target_id }` }
							</strong>{ ' ' }
							<Button
								variant="link"
								onClick={ () =>
									change( {
										target_type: 'url',
										target_id: 0,
										target: '',
									} )
								}
							>
								{ __( 'Use a URL instead', 'lodestar' ) }
							</Button>
						</Notice>
					) : (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Target URL', 'lodestar' ) }
							help={
								fieldError( 'target' ) ||
								__(
									'A path of this site (/new-page/) or a full URL.',
									'lodestar'
								)
							}
							className={
								fieldError( 'target' ) ? 'has-error' : ''
							}
							value={ input.target }
							onChange={ ( target ) => change( { target } ) }
						/>
					) ) }
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Note', 'lodestar' ) }
					value={ input.note }
					onChange={ ( note ) => change( { note } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Enabled', 'lodestar' ) }
					checked={ input.enabled }
					onChange={ ( enabled ) => change( { enabled } ) }
				/>
				{ serverError && serverError.field === '' && (
					<Notice status="error" isDismissible={ false }>
						{ serverError.message }
					</Notice>
				) }
				{ serverError &&
					serverError.field !== '' &&
					serverError.field !== 'source' &&
					serverError.field !== 'target' && (
						<Notice status="error" isDismissible={ false }>
							{ serverError.message }
						</Notice>
					) }
				<div className="lodestar-redirect-modal__actions">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Cancel', 'lodestar' ) }
					</Button>
					<Button
						variant="primary"
						type="submit"
						isBusy={ saving }
						disabled={ saving }
						accessibleWhenDisabled
					>
						{ __( 'Save redirect', 'lodestar' ) }
					</Button>
				</div>
			</form>
			<TestUrl />
		</Modal>
	);
}
