/**
 * The live page checks of a post or term being edited: the TypeScript rules
 * (src/analysis/page-checks.ts, the twin of what PHP stores on save) run on the edited and
 * resolved values, re-run once per pause when they settle (CHECKS_DEBOUNCE_MS, then an idle
 * period); the ignore list comes from the server through the
 * store's pageChecks slice, and Ignore / Restore go back through it.
 */
import { Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { runPageChecks } from '../../analysis/page-checks';
import type { PageCheckInput } from '../../analysis/types';
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

/**
 * Quiet time after the last change of the checked values (content, resolved texts, keyword)
 * before the checks run again: a burst of keystrokes runs them once, on the latest values,
 * and then only when the browser is idle.
 */
export const CHECKS_DEBOUNCE_MS = 400;

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
	const canonical = fields.canonical_url.trim() || permalink;
	const openGraph = report?.open_graph ?? true;
	const keyword = fields.focus_keyword;
	// The rules' input, a new object only when one of its values changes; the rules run on
	// its settled value (the first one at once, so the tab opens with results).
	const input = useMemo< PageCheckInput >(
		() => ( {
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
			preview.title,
			preview.description,
			preview.facebook.title,
			preview.facebook.description,
			preview.facebook.image,
			permalink,
			canonical,
			content,
			featuredImage,
			openGraph,
			keyword,
		]
	);
	const settled = useDebouncedValue( input, CHECKS_DEBOUNCE_MS, true );
	const results = useMemo( () => runPageChecks( settled ), [ settled ] );
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
