/**
 * The top bar's What's New button and flyout: the project's release feed (fetched, cached and
 * sanitized by the server, kept 24 hours in session storage), an unread badge ('9+' above 9),
 * and the notes of this version from CHANGELOG.md when the feed cannot be read. Closing the
 * flyout marks the items read (per user, on the server).
 */
import {
	Button,
	ExternalLink,
	Modal,
	Spinner,
	VisuallyHidden,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { FeedItem } from '../../src/api/whats-new';
import { store } from '../../src/store';
import type { WhatsNewEntry } from '../../src/types/boot';
import { whatsNewBadge } from './whats-new-badge';

/** The badge loads the feed this long after the app opens, off the first paint. */
export const BADGE_DELAY_MS = 1500;

/**
 * A feed item's date in the site's language ('' when it has none).
 *
 * @param item Feed item.
 */
function itemDate( item: FeedItem ): string {
	if ( ! item.timestamp ) {
		return '';
	}
	return new Date( item.timestamp * 1000 ).toLocaleDateString( undefined, {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
	} );
}

/**
 * One feed item. The description is HTML the server sanitized (wp_kses_post, safe links).
 *
 * @param props       Props.
 * @param props.item  Feed item.
 * @param props.isNew Newer than what the user has seen.
 */
function Item( { item, isNew }: { item: FeedItem; isNew: boolean } ) {
	const date = itemDate( item );
	return (
		<li className="lodestar-whats-new__item">
			<h2 className="lodestar-whats-new__title">
				{ item.link ? (
					<ExternalLink href={ item.link }>
						{ item.title }
					</ExternalLink>
				) : (
					item.title
				) }
				{ isNew && (
					<span className="lodestar-whats-new__new">
						{ __( 'New', 'lodestar' ) }
					</span>
				) }
			</h2>
			{ date && (
				<time
					className="lodestar-whats-new__date"
					dateTime={ item.date }
				>
					{ date }
				</time>
			) }
			<div
				className="lodestar-whats-new__description"
				// Sanitized by the server (News\FeedParser).
				dangerouslySetInnerHTML={ { __html: item.description } }
			/>
		</li>
	);
}

/**
 * The notes of CHANGELOG.md (the fallback when the feed cannot be read).
 *
 * @param props         Props.
 * @param props.entries Versions and their notes.
 */
function ChangelogNotes( { entries }: { entries: WhatsNewEntry[] } ) {
	if ( entries.length === 0 ) {
		return <p>{ __( 'There is no news yet.', 'lodestar' ) }</p>;
	}
	return (
		<ul className="lodestar-whats-new">
			{ entries.map( ( entry ) => (
				<li key={ entry.version } className="lodestar-whats-new__entry">
					<h2>
						{ sprintf(
							/* translators: %s: plugin version. */
							__( 'Version %s', 'lodestar' ),
							entry.version
						) }
					</h2>
					<ul>
						{ entry.items.map( ( note, index ) => (
							<li key={ index }>{ note }</li>
						) ) }
					</ul>
				</li>
			) ) }
		</ul>
	);
}

/**
 * The flyout's content: loads the feed on open.
 *
 * @param props         Props.
 * @param props.entries CHANGELOG notes (fallback).
 */
function FeedContent( { entries }: { entries: WhatsNewEntry[] } ) {
	const { data, failed } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			data: seo.getWhatsNew(),
			failed: !! seo.getResolutionError( 'getWhatsNew', [] ),
		};
	}, [] );
	if ( ! data && ! failed ) {
		return <Spinner />;
	}
	const items = data?.items ?? [];
	if ( items.length === 0 ) {
		return (
			<>
				<p className="lodestar-whats-new__fallback">
					{ __(
						'The news feed could not be loaded. Here are the notes of this version.',
						'lodestar'
					) }
				</p>
				<ChangelogNotes entries={ entries } />
			</>
		);
	}
	const seen = data?.readUntil ?? 0;
	return (
		<ul className="lodestar-whats-new lodestar-whats-new--feed">
			{ items.map( ( item ) => (
				<Item
					key={ item.id }
					item={ item }
					isNew={ item.timestamp > seen }
				/>
			) ) }
		</ul>
	);
}

/**
 * The button, its badge and the flyout.
 *
 * @param props         Props.
 * @param props.entries CHANGELOG notes of the boot object (fallback).
 */
export default function WhatsNew( { entries }: { entries: WhatsNewEntry[] } ) {
	const [ isOpen, setOpen ] = useState( false );
	const [ wantBadge, setWantBadge ] = useState( false );
	useEffect( () => {
		const timer = window.setTimeout(
			() => setWantBadge( true ),
			BADGE_DELAY_MS
		);
		return () => window.clearTimeout( timer );
	}, [] );
	const unread = useSelect(
		( select ) => {
			if ( ! wantBadge && ! isOpen ) {
				return 0;
			}
			const seo = select( store );
			// Reading the feed starts loading it (resolver).
			seo.getWhatsNew();
			return seo.getWhatsNewUnreadCount();
		},
		[ wantBadge, isOpen ]
	);
	const { markWhatsNewRead } = useDispatch( store );

	// The items stay marked "New" while the flyout is open; closing it marks them read.
	const close = () => {
		setOpen( false );
		if ( unread > 0 ) {
			markWhatsNewRead();
		}
	};

	const title = __( "What's New", 'lodestar' );
	const badge = whatsNewBadge( unread );
	return (
		<>
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				className="lodestar-topbar__whats-new"
				onClick={ () => setOpen( true ) }
			>
				{ title }
				{ badge && (
					<>
						<span
							className="lodestar-whats-new__badge"
							aria-hidden="true"
						>
							{ badge }
						</span>
						{ /* The name comes from the content (an aria-label would differ from the visible text). */ }
						<VisuallyHidden>
							{ ' ' +
								sprintf(
									/* translators: %d: number of unread items. */
									_n(
										'(%d unread item)',
										'(%d unread items)',
										unread,
										'lodestar'
									),
									unread
								) }
						</VisuallyHidden>
					</>
				) }
			</Button>
			{ isOpen && (
				<Modal
					title={ title }
					className="lodestar-whats-new-flyout"
					overlayClassName="lodestar-whats-new-flyout__overlay"
					onRequestClose={ close }
				>
					<FeedContent entries={ entries } />
				</Modal>
			) }
		</>
	);
}
