/**
 * Advanced > IndexNow (/advanced/indexnow): the key and its file, the manual "submit these
 * URLs" box and the last 100 submissions with their status. The route exists only while
 * `enable_indexnow` is on (route table).
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	ExternalLink,
	Notice,
	Spinner,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type {
	IndexNowSubmission,
	IndexNowStatus,
} from '../../../src/api/discovery';
import { store } from '../../../src/store';
import { errorMessage } from '../../../src/utils/errors';
import ScreenError from '../../app/ScreenError';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';

/** What a key may be (the protocol: 8 to 128 letters, digits and dashes). */
export const KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

/**
 * The lines of the manual box that hold an address (trimmed, without empty lines, each once).
 *
 * @param text The box's text.
 */
export function urlsOf( text: string ): string[] {
	return Array.from(
		new Set(
			text
				.split( /\r?\n/ )
				.map( ( line ) => line.trim() )
				.filter( ( line ) => line !== '' )
		)
	);
}

/**
 * A submission's time for people.
 *
 * @param time Unix time.
 */
function when( time: number ): string {
	return new Date( time * 1000 ).toLocaleString();
}

/**
 * The source of a submission for people.
 *
 * @param source Source.
 */
function sourceLabel( source: IndexNowSubmission[ 'source' ] ): string {
	switch ( source ) {
		case 'manual':
			return __( 'Manual', 'lodestar' );
		case 'import':
			return __( 'After an import', 'lodestar' );
		default:
			return __( 'Content change', 'lodestar' );
	}
}

/**
 * The CSS modifier of a status.
 *
 * @param status Status.
 */
function statusClass( status: IndexNowStatus ): string {
	if ( status === 'success' ) {
		return 'is-success';
	}
	return status === 'rate_limited' || status === 'error'
		? 'is-warning'
		: 'is-error';
}

function Submissions( { entries }: { entries: IndexNowSubmission[] } ) {
	if ( entries.length === 0 ) {
		return (
			<p className="lodestar-indexnow__empty">
				{ __(
					'No submissions yet. Publish or update content, or submit addresses above.',
					'lodestar'
				) }
			</p>
		);
	}
	return (
		<table className="widefat striped lodestar-indexnow__log">
			<caption className="screen-reader-text">
				{ __( 'Last IndexNow submissions, newest first', 'lodestar' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Time', 'lodestar' ) }</th>
					<th scope="col">{ __( 'Addresses', 'lodestar' ) }</th>
					<th scope="col">{ __( 'Status', 'lodestar' ) }</th>
					<th scope="col">{ __( 'Source', 'lodestar' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ entries.map( ( entry, index ) => (
					<tr key={ `${ entry.time }-${ index }` }>
						<td>{ when( entry.time ) }</td>
						<td>
							<ul className="lodestar-indexnow__urls">
								{ entry.urls.map( ( url ) => (
									<li key={ url }>{ url }</li>
								) ) }
							</ul>
							{ entry.count > entry.urls.length && (
								<span>
									{ sprintf(
										/* translators: %d: number of addresses not shown. */
										__( 'and %d more', 'lodestar' ),
										entry.count - entry.urls.length
									) }
								</span>
							) }
						</td>
						<td>
							<span
								className={ `lodestar-indexnow__status ${ statusClass(
									entry.status
								) }` }
							>
								{ entry.label }
							</span>
							{ entry.code > 0 && (
								<span className="lodestar-indexnow__code">
									{ ' ' }
									{ sprintf(
										/* translators: %d: HTTP status code. */
										__( 'HTTP %d', 'lodestar' ),
										entry.code
									) }
								</span>
							) }
						</td>
						<td>{ sourceLabel( entry.source ) }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

export default function IndexNowScreen( { route }: ScreenProps ) {
	const { data, error, savingKey, submitting } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			data: seo.getIndexNow(),
			error: errorMessage( seo.getResolutionError( 'getIndexNow' ) ),
			savingKey: seo.isSavingIndexNowKey(),
			submitting: seo.isSubmittingIndexNow(),
		};
	}, [] );
	const { saveIndexNowKey, submitIndexNowUrls, refreshIndexNow } =
		useDispatch( store );
	const [ key, setKey ] = useState( '' );
	const [ urls, setUrls ] = useState( '' );

	useEffect( () => {
		setKey( data?.key ?? '' );
	}, [ data?.key ] );

	const title = route.title ?? route.label;
	if ( error ) {
		return (
			<ScreenError
				className="lodestar-screen lodestar-indexnow"
				title={ title }
				error={ error }
			/>
		);
	}
	if ( ! data ) {
		return <Spinner />;
	}

	const keyValid = KEY_PATTERN.test( key );
	const keyChanged = key !== data.key;
	const lines = urlsOf( urls );

	return (
		<div className="lodestar-screen lodestar-indexnow">
			<ScreenHeader
				title={ title }
				description={ __(
					'IndexNow tells participating search engines (such as Bing, Yandex, Naver, Seznam) at once when content is published, updated or removed. Lodestar submits the addresses of public, indexable content after each change, at most once a minute per address.',
					'lodestar'
				) }
			/>
			{ ! data.enabled && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Nothing is submitted while your site asks search engines not to index it (Settings › Reading).',
						'lodestar'
					) }
				</Notice>
			) }
			{ data.backoff_until !== null && (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: date and time. */
						__(
							'IndexNow asked to slow down: the next submission waits until %s.',
							'lodestar'
						),
						when( data.backoff_until )
					) }
				</Notice>
			) }
			<Card className="lodestar-indexnow__key">
				<CardHeader>
					<h2>{ __( 'Key', 'lodestar' ) }</h2>
				</CardHeader>
				<CardBody>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'IndexNow key', 'lodestar' ) }
						help={
							key !== '' && ! keyValid
								? __(
										'A key is 8 to 128 letters, digits and dashes.',
										'lodestar'
									)
								: __(
										'Search engines fetch this key from your site to check that the submissions come from you. Lodestar serves it; no file is written.',
										'lodestar'
									)
						}
						value={ key }
						onChange={ ( value: string ) => setKey( value ) }
						spellCheck={ false }
					/>
					{ data.key_location !== '' && (
						<p>
							{ __( 'Key file:', 'lodestar' ) }{ ' ' }
							<ExternalLink href={ data.key_location }>
								{ data.key_location }
							</ExternalLink>
						</p>
					) }
					<div className="lodestar-indexnow__key-actions">
						<Button
							variant="primary"
							onClick={ () => saveIndexNowKey( key ) }
							disabled={ ! keyValid || ! keyChanged || savingKey }
							accessibleWhenDisabled
							isBusy={ savingKey }
						>
							{ __( 'Save key', 'lodestar' ) }
						</Button>
						<Button
							variant="secondary"
							onClick={ () => saveIndexNowKey( undefined ) }
							disabled={ savingKey }
							accessibleWhenDisabled
						>
							{ __( 'Generate a new key', 'lodestar' ) }
						</Button>
					</div>
				</CardBody>
			</Card>
			<Card className="lodestar-indexnow__submit">
				<CardHeader>
					<h2>{ __( 'Submit addresses', 'lodestar' ) }</h2>
				</CardHeader>
				<CardBody>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Submit these URLs', 'lodestar' ) }
						help={ sprintf(
							/* translators: %s: the site's host name. */
							__(
								'One address per line, up to 1,000. Only addresses of this site (%s) are accepted.',
								'lodestar'
							),
							data.host
						) }
						value={ urls }
						rows={ 5 }
						spellCheck={ false }
						onChange={ ( value: string ) => setUrls( value ) }
					/>
					<Button
						variant="primary"
						onClick={ async () => {
							if ( await submitIndexNowUrls( lines ) ) {
								setUrls( '' );
							}
						} }
						disabled={
							lines.length === 0 ||
							lines.length > 1000 ||
							submitting ||
							! data.enabled
						}
						accessibleWhenDisabled
						isBusy={ submitting }
					>
						{ __( 'Submit', 'lodestar' ) }
					</Button>
				</CardBody>
			</Card>
			<Card className="lodestar-indexnow__submissions">
				<CardHeader>
					<h2>{ __( 'Last submissions', 'lodestar' ) }</h2>
					<Button
						variant="tertiary"
						onClick={ () => refreshIndexNow() }
					>
						{ __( 'Refresh', 'lodestar' ) }
					</Button>
				</CardHeader>
				<CardBody>
					{ ( data.pending > 0 || data.held > 0 ) && (
						<p>
							{ sprintf(
								/* translators: 1: addresses waiting, 2: addresses held until an import ends. */
								__(
									'Waiting: %1$d addresses (%2$d held until an import or migration ends).',
									'lodestar'
								),
								data.pending,
								data.held
							) }
						</p>
					) }
					<Submissions entries={ data.submissions } />
				</CardBody>
			</Card>
		</div>
	);
}
