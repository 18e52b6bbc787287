/**
 * The top bar's help menu (spec §2 "Help list"): Open Support Ticket, Help Center,
 * Community, Leave Us a Review (the project's URLs, from the boot object; new tab) and Launch
 * Setup Wizard while the wizard is not finished. A disclosure: a button that shows a list of
 * links.
 */
import { Button, Dropdown, ExternalLink } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store } from '../../src/store';
import type { HelpLinks } from '../../src/types/boot';

export const ONBOARDING_PATH = '/onboarding';

export interface HelpMenuProps {
	links: HelpLinks;
	/** What the boot object says; the store's answer wins once this page loaded the wizard. */
	onboardingCompleted: boolean;
}

export default function HelpMenu( {
	links,
	onboardingCompleted,
}: HelpMenuProps ) {
	const completedHere = useSelect(
		( select ) => select( store ).getOnboardingCompleted(),
		[]
	);
	const completed = completedHere ?? onboardingCompleted;
	const external = [
		{ url: links.support, label: __( 'Open Support Ticket', 'lodestar' ) },
		{ url: links.documentation, label: __( 'Help Center', 'lodestar' ) },
		{ url: links.community, label: __( 'Community', 'lodestar' ) },
		{ url: links.review, label: __( 'Leave Us a Review', 'lodestar' ) },
	].filter( ( link ) => link.url !== '' );

	return (
		<Dropdown
			className="lodestar-help-menu"
			contentClassName="lodestar-help-menu__content"
			popoverProps={ { placement: 'bottom-end' } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ onToggle }
					aria-expanded={ isOpen }
				>
					{ __( 'Help', 'lodestar' ) }
				</Button>
			) }
			renderContent={ ( { onClose } ) => (
				<nav aria-label={ __( 'Help', 'lodestar' ) }>
					<ul className="lodestar-help-menu__list">
						{ external.map( ( link ) => (
							<li key={ link.label }>
								<ExternalLink href={ link.url }>
									{ link.label }
								</ExternalLink>
							</li>
						) ) }
						{ ! completed && (
							<li>
								<a
									href={ `#${ ONBOARDING_PATH }` }
									onClick={ onClose }
								>
									{ __( 'Launch Setup Wizard', 'lodestar' ) }
								</a>
							</li>
						) }
					</ul>
				</nav>
			) }
		/>
	);
}
