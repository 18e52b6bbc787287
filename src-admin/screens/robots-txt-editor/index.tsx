/**
 * Robots.txt Editor (/advanced/robots-txt-editor): the content /robots.txt serves.
 *
 * Empty content lets WordPress manage the file. Read-only, with the reason, while a physical
 * robots.txt exists (the web server serves it) or the site asks search engines not to index it.
 * A warning shows while the text (or, when it is empty, WordPress's own file) keeps Googlebot,
 * Bingbot or every crawler out of the home page, with the rule that does it
 * (src/utils/robots-txt.ts, the twin of the site check's matcher).
 */
import {
	Button,
	ExternalLink,
	Notice,
	Spinner,
	TextareaControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { RobotsTxtData } from '../../../src/api/sitemaps';
import { store } from '../../../src/store';
import { errorMessage } from '../../../src/utils/errors';
import { blockedSearchEngine } from '../../../src/utils/robots-txt';
import ScreenError from '../../app/ScreenError';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';

/**
 * Why the editor is read-only ('' when it is not).
 *
 * @param data Editor data.
 */
export function readOnlyReason( data: RobotsTxtData ): '' | 'file' | 'hidden' {
	if ( data.robots_file_exists ) {
		return 'file';
	}
	return data.search_engine_visibility === '0' ? 'hidden' : '';
}

/**
 * Line endings as the server saves them (RobotsTxt::normalise(): "\r\n" and "\r" become
 * "\n"), and nothing else.
 *
 * @param text Text.
 */
export function normaliseLineEndings( text: string ): string {
	return text.replace( /\r\n?/g, '\n' );
}

/**
 * Whether the text differs from the saved content (spec §4). Only line endings are
 * normalised, the way the server does: any other difference, trailing spaces and final
 * newlines included, makes the editor dirty.
 *
 * @param text  Text in the editor.
 * @param saved Saved content (already normalised by the server).
 */
export function isDirty( text: string, saved: string ): boolean {
	return normaliseLineEndings( text ) !== saved;
}

/**
 * The warning shown while robots.txt keeps a search engine out of the home page ('' when it
 * does not): the crawler, the line and the rule.
 *
 * @param content robots.txt text.
 */
export function homeBlockedWarning( content: string ): string {
	const blocked = blockedSearchEngine( content, '/' );
	if ( ! blocked ) {
		return '';
	}
	let agent = blocked.agent;
	if ( agent === 'googlebot' ) {
		agent = 'Googlebot';
	} else if ( agent === 'bingbot' ) {
		agent = 'Bingbot';
	} else {
		agent = __( 'every crawler (*)', 'lodestar' );
	}
	return sprintf(
		/* translators: 1: crawler name, 2: line number, 3: the rule. */
		__(
			'This robots.txt keeps %1$s out of the home page (/): line %2$d “%3$s” disallows it. Search engines would stop crawling the site and its pages would drop out of search results. Add “Allow: /$” or change that rule.',
			'lodestar'
		),
		agent,
		blocked.line,
		blocked.rule
	);
}

export default function RobotsTxtEditor( { route }: ScreenProps ) {
	const { data, error, saving } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			data: seo.getRobotsTxt(),
			error: errorMessage( seo.getResolutionError( 'getRobotsTxt' ) ),
			saving: seo.isSavingRobotsTxt(),
		};
	}, [] );
	const { saveRobotsTxt } = useDispatch( store );
	const saved = data?.robots_txt_content ?? '';
	const [ text, setText ] = useState( saved );
	const reasonNow = data ? readOnlyReason( data ) : '';
	let served = text === '' ? ( data?.wordpress_content ?? '' ) : text;
	if ( reasonNow === 'file' ) {
		served = data?.robot_file_content ?? '';
	}
	// The 'hidden' notice already says the file disallows everything.
	const warning = useMemo(
		() => ( reasonNow === 'hidden' ? '' : homeBlockedWarning( served ) ),
		[ reasonNow, served ]
	);

	// New data arrives after loading and after each save: the editor then shows what the
	// server saved (which it normalised), even when that equals the previous content.
	useEffect( () => {
		setText( data?.robots_txt_content ?? '' );
	}, [ data ] );

	if ( error ) {
		return (
			<ScreenError
				className="lodestar-screen lodestar-robots-txt"
				title={ route.title ?? route.label }
				error={ error }
			/>
		);
	}
	if ( ! data ) {
		return <Spinner />;
	}

	const reason = readOnlyReason( data );
	const dirty = isDirty( text, saved );
	let shown = text;
	if ( reason === 'file' ) {
		shown = data.robot_file_content;
	} else if ( reason === 'hidden' ) {
		shown = data.wordpress_content;
	}

	return (
		<div className="lodestar-screen lodestar-robots-txt">
			<ScreenHeader title={ route.title ?? route.label } />
			{ reason === 'file' && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'A robots.txt file exists in the root folder of your site. The web server sends that file, so it is shown here read-only. Delete or rename it on the server to edit robots.txt here.',
						'lodestar'
					) }
				</Notice>
			) }
			{ reason === 'hidden' && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'Your site asks search engines not to index it, so robots.txt disallows everything and cannot be edited. Change “Search engine visibility” in the Reading settings to edit it.',
						'lodestar'
					) }{ ' ' }
					<ExternalLink href={ data.reading_settings_url }>
						{ __( 'Reading settings', 'lodestar' ) }
					</ExternalLink>
				</Notice>
			) }
			{ warning !== '' && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="lodestar-robots-txt__blocked"
				>
					{ warning }
				</Notice>
			) }
			<TextareaControl
				__nextHasNoMarginBottom
				className="lodestar-robots-txt__editor"
				label={ __( 'robots.txt content', 'lodestar' ) }
				help={
					reason
						? undefined
						: __(
								'Leave empty to let WordPress manage robots.txt (with the sitemap line while the XML sitemap is on).',
								'lodestar'
							)
				}
				value={ shown }
				placeholder={ reason ? undefined : data.wordpress_content }
				readOnly={ reason !== '' }
				rows={ 16 }
				spellCheck={ false }
				onChange={ ( value: string ) => setText( value ) }
			/>
			<p>
				<ExternalLink href={ data.robots_txt_url }>
					{ __( 'View robots.txt', 'lodestar' ) }
				</ExternalLink>
			</p>
			{ reason === '' && (
				<Button
					variant="primary"
					className="lodestar-robots-txt__save"
					onClick={ () => saveRobotsTxt( text ) }
					disabled={ saving || ! dirty }
					accessibleWhenDisabled
					isBusy={ saving }
				>
					{ saving
						? __( 'Saving…', 'lodestar' )
						: __( 'Save', 'lodestar' ) }
				</Button>
			) }
		</div>
	);
}
