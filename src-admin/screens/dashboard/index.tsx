/**
 * Dashboard (/dashboard; spec 2 §2, §5, §8, §9): the posts and terms that need attention most
 * (up to 10, from their stored page checks, with a link to all of them in the post list) and
 * the site-checks widget (the first 5 checks in list order, View Full Report).
 *
 * When the Search Console feature is on, its cards (metrics and top 5 pages) lead the main
 * column, and an error code back from Google's consent screen is shown here (spec 2 §2).
 * The right-hand column (Extend Your Website, Quick Access) is a lazy chunk (RightColumn).
 */
import { Notice, Spinner } from '@wordpress/components';
import { lazy, Suspense } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store } from '../../../src/store';
import type { AttentionItem } from '../../../src/api/checks';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import CheckStatusBadge from '../shared/CheckStatusBadge';
import { useGcpErrorToast } from '../search-console/gcp-error';

// The Search Console cards (and their code) load only when the dashboard shows them.
const SearchConsoleCards = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/dashboard-search-console" */ '../search-console/DashboardCards'
		)
);

// The right column (Extend Your Website, Quick Access) is a chunk of its own.
const RightColumn = lazy(
	() =>
		import( /* webpackChunkName: "admin/dashboard-side" */ './RightColumn' )
);

/** Checks the widget shows (spec 2 §5: 5, at least 5). */
export const WIDGET_CHECKS = 5;

/**
 * '2 errors, 1 warning' for one object of the list.
 *
 * @param item Item.
 */
export function issueSummary( item: AttentionItem ): string {
	const parts: string[] = [];
	if ( item.errors > 0 ) {
		parts.push(
			sprintf(
				/* translators: %d: number of errors. */
				_n( '%d error', '%d errors', item.errors, 'lodestar' ),
				item.errors
			)
		);
	}
	if ( item.warnings > 0 ) {
		parts.push(
			sprintf(
				/* translators: %d: number of warnings. */
				_n( '%d warning', '%d warnings', item.warnings, 'lodestar' ),
				item.warnings
			)
		);
	}
	return parts.join( ', ' );
}

function AttentionList() {
	const { attention, error } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			attention: seo.getAttention(),
			error: seo.getResolutionError( 'getAttention', [] ),
		};
	}, [] );
	let body;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ error instanceof Error ? error.message : String( error ) }
			</Notice>
		);
	} else if ( ! attention ) {
		body = <Spinner />;
	} else if ( ! attention.items?.length ) {
		body = (
			<div className="lodestar-empty-state">
				<p className="lodestar-empty-state__title">
					{ __( 'No SEO Performance to Show', 'lodestar' ) }
				</p>
				<p>
					{ __(
						'No post or term has failing page checks.',
						'lodestar'
					) }
				</p>
			</div>
		);
	} else {
		body = (
			<>
				<ul className="lodestar-attention__list">
					{ attention.items.map( ( item ) => (
						<li
							key={ `${ item.type }-${ item.id }` }
							className="lodestar-attention__item"
						>
							<a href={ item.edit_url }>
								{ item.title || __( '(no title)', 'lodestar' ) }
							</a>
							<span className="lodestar-attention__type">
								{ item.subtype }
							</span>
							<span className="lodestar-attention__issues">
								{ issueSummary( item ) }
							</span>
						</li>
					) ) }
				</ul>
				{ attention.view_all_url && (
					<a
						className="lodestar-card__footer-link"
						href={ attention.view_all_url }
					>
						{ sprintf(
							/* translators: %d: number of posts and terms with issues. */
							__( 'View all (%d)', 'lodestar' ),
							attention.total
						) }
					</a>
				) }
			</>
		);
	}
	return (
		<section
			className="lodestar-card lodestar-attention"
			aria-labelledby="lodestar-attention-title"
		>
			<h2 id="lodestar-attention-title" className="lodestar-card__title">
				{ __( 'Content That Needs Attention', 'lodestar' ) }
			</h2>
			{ body }
		</section>
	);
}

function SiteChecksWidget() {
	const { checks, loading } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			checks: seo.getSiteChecks(),
			loading: ! seo.hasFinishedResolution( 'getSiteChecks', [] ),
		};
	}, [] );
	let body;
	if ( ! checks && loading ) {
		body = <Spinner />;
	} else if ( ! checks?.length ) {
		body = (
			<p className="lodestar-empty-state">
				{ __( 'No Results Found', 'lodestar' ) }
			</p>
		);
	} else {
		body = (
			<ul className="lodestar-site-checks-widget__list">
				{ checks.slice( 0, WIDGET_CHECKS ).map( ( check ) => (
					<li key={ check.id }>
						<CheckStatusBadge check={ check } />
						<span>{ check.message }</span>
					</li>
				) ) }
			</ul>
		);
	}
	return (
		<section
			className="lodestar-card lodestar-site-checks-widget"
			aria-labelledby="lodestar-site-checks-title"
		>
			<h2
				id="lodestar-site-checks-title"
				className="lodestar-card__title"
			>
				{ __( 'Site SEO Analysis', 'lodestar' ) }
			</h2>
			{ body }
			<a
				className="lodestar-card__footer-link"
				href="#/site-seo-analysis"
			>
				{ __( 'View Full Report', 'lodestar' ) }
			</a>
		</section>
	);
}

export default function Dashboard( { route }: ScreenProps ) {
	// Back from Google's consent screen with an error: the toast, a clean URL, /search-console.
	useGcpErrorToast();
	return (
		<div className="lodestar-screen lodestar-dashboard">
			<ScreenHeader title={ route.title ?? route.label } />
			<div className="lodestar-dashboard__columns">
				<div className="lodestar-dashboard__main">
					<Suspense fallback={ null }>
						<SearchConsoleCards />
					</Suspense>
					<AttentionList />
					<SiteChecksWidget />
				</div>
				<Suspense fallback={ null }>
					<RightColumn />
				</Suspense>
			</div>
		</div>
	);
}
