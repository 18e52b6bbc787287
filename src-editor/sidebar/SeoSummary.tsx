/**
 * Short summary in the post's settings panel: which SEO values this post sets, and a button
 * that opens the sidebar. Cheap: reads the fields only, resolves nothing.
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { store as editPostStore } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

import { usePostSeoFields } from './use-post-seo';

export default function SeoSummary( { sidebar }: { sidebar: string } ) {
	const { fields } = usePostSeoFields();
	const { openGeneralSidebar } = useDispatch( editPostStore );
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
