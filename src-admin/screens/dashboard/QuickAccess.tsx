/**
 * "Quick Access" (spec 2 §2): links to the most used screens. Screens of the app change the
 * hash route (the app navigates, no reload); outside tools open in a new tab, which their
 * link says to screen readers.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface QuickLink {
	label: string;
	/** A route of the app ('/advanced/sitemaps') or an https URL. */
	to: string;
	external: boolean;
}

/**
 * The links: the screens an owner opens most, then Google's own tools.
 */
export function quickLinks(): QuickLink[] {
	return [
		{
			label: __( 'Site SEO Analysis', 'lodestar' ),
			to: '/site-seo-analysis',
			external: false,
		},
		{
			label: __( 'Meta Templates', 'lodestar' ),
			to: '/general',
			external: false,
		},
		{
			label: __( 'Social', 'lodestar' ),
			to: '/general/social',
			external: false,
		},
		{
			label: __( 'Sitemaps', 'lodestar' ),
			to: '/advanced/sitemaps',
			external: false,
		},
		{
			label: __( 'Robot Instructions', 'lodestar' ),
			to: '/advanced/robot_instructions',
			external: false,
		},
		{
			label: __( 'Import/Export', 'lodestar' ),
			to: '/tools/import-export',
			external: false,
		},
		{
			label: __( 'Google Search Console', 'lodestar' ),
			to: 'https://search.google.com/search-console',
			external: true,
		},
		{
			label: __( 'Rich Results Test', 'lodestar' ),
			to: 'https://search.google.com/test/rich-results',
			external: true,
		},
		{
			label: __( 'PageSpeed Insights', 'lodestar' ),
			to: 'https://pagespeed.web.dev/',
			external: true,
		},
	];
}

export default function QuickAccess() {
	return (
		<nav
			className="lodestar-card lodestar-quick-access"
			aria-labelledby="lodestar-quick-access-title"
		>
			<h2
				id="lodestar-quick-access-title"
				className="lodestar-card__title"
			>
				{ __( 'Quick Access', 'lodestar' ) }
			</h2>
			<ul className="lodestar-quick-access__list">
				{ quickLinks().map( ( link ) => (
					<li key={ link.to }>
						{ link.external ? (
							<ExternalLink
								href={ link.to }
								rel="noopener noreferrer"
							>
								{ link.label }
							</ExternalLink>
						) : (
							<a href={ `#${ link.to }` }>{ link.label }</a>
						) }
					</li>
				) ) }
			</ul>
		</nav>
	);
}
