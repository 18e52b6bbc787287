/**
 * The live page checks of a post or term being edited: the TypeScript rules
 * (src/analysis/page-checks.ts, the twin of what PHP stores on save) run on the edited and
 * resolved values, re-run when they settle; the ignore list comes from the server through the
 * store's pageChecks slice, and Ignore / Restore go back through it.
 */
import { Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { runPageChecks } from '../../analysis/page-checks';
import useDebouncedValue from '../../hooks/use-debounced-value';
import { store } from '../../store';
import type { ObjectKind, SeoFields } from '../../types/page-seo';
import { getLengthLimits } from '../../utils/limits';
import type { ObjectPreview } from '../../utils/object-preview';
import PageChecksList from './PageChecksList';

export interface ObjectChecksProps {
	kind: ObjectKind;
	id: number;
	fields: SeoFields;
	/** Resolved texts (the previews' resolver chain). */
	preview: ObjectPreview;
	permalink: string;
	/** Posts: the content (serialized blocks). */
	content?: string;
	/** Posts: the featured image URL. */
	featuredImage?: string;
}

/** Pause after typing the focus keyword before the checks follow. */
export const KEYWORD_DEBOUNCE_MS = 150;

export default function ObjectChecks( {
	kind,
	id,
	fields,
	preview,
	permalink,
	content = '',
	featuredImage = '',
}: ObjectChecksProps ) {
	const { report, ignored } = useSelect(
		( select ) => ( {
			report: select( store ).getPageChecks( kind, id ),
			ignored: select( store ).getIgnoredPageChecks( kind, id ),
		} ),
		[ kind, id ]
	);
	const { setPageCheckIgnored } = useDispatch( store );
	const keyword = useDebouncedValue(
		fields.focus_keyword,
		KEYWORD_DEBOUNCE_MS
	);
	const canonical = fields.canonical_url.trim() || permalink;
	const openGraph = report?.open_graph ?? true;
	const results = useMemo(
		() =>
			runPageChecks( {
				kind,
				title: preview.title,
				description: preview.description,
				permalink,
				canonical,
				content,
				featured_image: featuredImage,
				og: {
					enabled: openGraph,
					title: preview.facebook.title,
					description: preview.facebook.description,
					image: preview.facebook.image,
				},
				focus_keyword: keyword,
				links: null,
				limits: getLengthLimits(),
			} ),
		[
			kind,
			preview,
			permalink,
			canonical,
			content,
			featuredImage,
			openGraph,
			keyword,
		]
	);
	if ( ! report ) {
		return <Spinner />;
	}
	return (
		<PageChecksList
			results={ results }
			ignored={ ignored }
			onToggleIgnore={ ( check, ignore ) =>
				setPageCheckIgnored( kind, id, check, ignore )
			}
		/>
	);
}
