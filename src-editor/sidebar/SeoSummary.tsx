/**
 * Short summary in the post's settings panel: which SEO values this post sets, the overall
 * result of its page checks as last saved (spec 2 §4 texts, the ignored checks left out), and
 * a button that opens the sidebar. Cheap: reads the fields and the server's stored checks,
 * resolves nothing and runs no rule.
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editPostStore } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

import {
	countPageChecks,
	overallText,
} from '../../src/components/page-checks/summary';
import { store } from '../../src/store';
import { usePostSeoFields, usePostText } from './use-post-seo';

export default function SeoSummary( { sidebar }: { sidebar: string } ) {
	const { fields } = usePostSeoFields();
	const { openGeneralSidebar } = useDispatch( editPostStore );
	const { postId } = usePostText();
	const checks = useSelect(
		( select ) => {
			const report = select( store ).getPageChecks( 'post', postId );
			return report
				? overallText(
						countPageChecks(
							report.checks,
							select( store ).getIgnoredPageChecks(
								'post',
								postId
							)
						)
					)
				: '';
		},
		[ postId ]
	);
	const robots = [
		fields.post_no_index === 'yes' ? 'noindex' : '',
		fields.post_no_follow === 'yes' ? 'nofollow' : '',
		fields.post_no_archive === 'yes' ? 'noarchive' : '',
	].filter( Boolean );

	return (
		<div className="lodestar-page-seo__summary">
			<ul>
				<li>
					{ fields.page_title
						? __( 'Custom SEO title', 'lodestar' )
						: __( 'SEO title from the template', 'lodestar' ) }
				</li>
				<li>
					{ fields.page_description
						? __( 'Custom SEO description', 'lodestar' )
						: __(
								'SEO description from the template',
								'lodestar'
							) }
				</li>
				{ checks && (
					<li className="lodestar-page-seo__checks">{ checks }</li>
				) }
				<li>
					{ robots.length > 0
						? robots.join( ', ' )
						: __( 'Robots: site default', 'lodestar' ) }
				</li>
			</ul>
			<Button
				variant="secondary"
				__next40pxDefaultSize
				onClick={ () => openGeneralSidebar( sidebar ) }
			>
				{ __( 'Open Lodestar SEO', 'lodestar' ) }
			</Button>
		</div>
	);
}
