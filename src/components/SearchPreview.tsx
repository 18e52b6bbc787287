/**
 * How a page may look in search results: favicon, site name, site URL, title and description.
 *
 * The title is cut to the title length (default 60) and the description to the description
 * length (default 160; spec §5 "Search preview"), the limits of the boot data unless given;
 * both take already-resolved plain text.
 */
import { __ } from '@wordpress/i18n';

import { getLengthLimits } from '../utils/limits';
import { truncate } from '../utils/truncate';

export interface SearchPreviewProps {
	siteName: string;
	siteUrl: string;
	favicon?: string;
	title: string;
	description: string;
	/** Cut length of the title (defaults to the title limit). */
	titleLength?: number;
	/** Cut length of the description (defaults to the description limit). */
	descriptionLength?: number;
	/** Accessible name of the preview region. */
	label?: string;
}

/**
 * A URL as search results print it: host and path, without the scheme.
 *
 * @param url URL.
 */
function displayUrl( url: string ): string {
	return url.replace( /^https?:\/\//i, '' ).replace( /\/$/, '' );
}

export default function SearchPreview( {
	siteName,
	siteUrl,
	favicon,
	title,
	description,
	titleLength,
	descriptionLength,
	label,
}: SearchPreviewProps ) {
	const limits = getLengthLimits();
	const name = label ?? __( 'Search Engine Preview', 'lodestar' );
	return (
		<section className="lodestar-search-preview" aria-label={ name }>
			<div className="lodestar-search-preview__site">
				{ favicon ? (
					<img
						className="lodestar-search-preview__favicon"
						src={ favicon }
						alt=""
						width={ 18 }
						height={ 18 }
					/>
				) : (
					<span
						className="lodestar-search-preview__favicon is-placeholder"
						aria-hidden="true"
					/>
				) }
				<span className="lodestar-search-preview__site-text">
					<span className="lodestar-search-preview__site-name">
						{ siteName }
					</span>
					<span className="lodestar-search-preview__url">
						{ displayUrl( siteUrl ) }
					</span>
				</span>
			</div>
			<p className="lodestar-search-preview__title">
				{ truncate( title, titleLength ?? limits.title ) }
			</p>
			<p className="lodestar-search-preview__description">
				{ truncate(
					description,
					descriptionLength ?? limits.description
				) }
			</p>
		</section>
	);
}
