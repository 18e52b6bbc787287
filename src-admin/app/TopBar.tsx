/**
 * The top bar: logo, section tabs, settings search, version badge, site-analysis badge,
 * Knowledge Base link, help menu and What's New.
 */
import { ExternalLink } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../src/store';
import type {
	AnalysisBoot,
	HelpLinks,
	WhatsNewEntry,
} from '../../src/types/boot';
import { analysisBadge } from './analysis-badge';
import HelpMenu from './HelpMenu';
import WhatsNew from './WhatsNew';
import SearchBox from './SearchBox';
import type { AdminRoute, MenuSection, Section } from './types';

function Logo() {
	return (
		<a className="lodestar-logo" href="#/dashboard">
			<svg
				width="24"
				height="24"
				viewBox="0 0 24 24"
				aria-hidden="true"
				focusable="false"
			>
				<path
					fill="currentColor"
					d="M12 1l2.6 8.4L23 12l-8.4 2.6L12 23l-2.6-8.4L1 12l8.4-2.6z"
				/>
			</svg>
			<span className="lodestar-logo__text">
				{ __( 'Lodestar SEO', 'lodestar' ) }
			</span>
		</a>
	);
}

export interface TopBarProps {
	menu: MenuSection[];
	sections: Section[];
	routes: AdminRoute[];
	currentSection?: string;
	version: string;
	knowledgeBaseUrl?: string;
	whatsNew: WhatsNewEntry[];
	/** Counts from the boot object, until a screen loads the report. */
	analysis?: AnalysisBoot;
	helpLinks?: HelpLinks;
	onboardingCompleted?: boolean;
}

/**
 * The site-analysis badge: the loaded report's counts, else the boot object's.
 *
 * @param props          Props.
 * @param props.fallback Boot counts.
 */
function AnalysisStatus( { fallback }: { fallback?: AnalysisBoot } ) {
	const counts = useSelect(
		( select ) => select( store ).getSiteCheckCounts(),
		[]
	);
	const badge = analysisBadge( counts ?? fallback ?? null );
	return (
		<a
			href="#/site-seo-analysis"
			className={ `lodestar-badge lodestar-badge--analysis is-${ badge.status }` }
		>
			{ badge.text }
		</a>
	);
}

export default function TopBar( {
	menu,
	sections,
	routes,
	currentSection,
	version,
	knowledgeBaseUrl,
	whatsNew,
	analysis,
	helpLinks,
	onboardingCompleted = false,
}: TopBarProps ) {
	return (
		<div className="lodestar-topbar">
			<Logo />
			<nav
				className="lodestar-topbar__sections"
				aria-label={ __( 'Lodestar sections', 'lodestar' ) }
			>
				<ul>
					{ menu.map( ( section ) => (
						<li key={ section.id }>
							<a
								href={ `#${ section.path }` }
								className={
									section.id === currentSection
										? 'is-active'
										: undefined
								}
								aria-current={
									section.id === currentSection
										? 'page'
										: undefined
								}
							>
								{ section.label }
							</a>
						</li>
					) ) }
				</ul>
			</nav>
			<SearchBox routes={ routes } sections={ sections } />
			<div className="lodestar-topbar__meta">
				{ version && (
					<span className="lodestar-badge lodestar-badge--version">
						{ sprintf(
							/* translators: %s: plugin version. */
							__( 'v%s', 'lodestar' ),
							version
						) }
					</span>
				) }
				<AnalysisStatus fallback={ analysis } />
				{ knowledgeBaseUrl && (
					<ExternalLink href={ knowledgeBaseUrl }>
						{ __( 'Knowledge Base', 'lodestar' ) }
					</ExternalLink>
				) }
				{ helpLinks && (
					<HelpMenu
						links={ helpLinks }
						onboardingCompleted={ onboardingCompleted }
					/>
				) }
				<WhatsNew entries={ whatsNew } />
			</div>
		</div>
	);
}
