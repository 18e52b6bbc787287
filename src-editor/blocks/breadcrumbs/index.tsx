/**
 * Editor side of the lodestar/breadcrumbs block: a server-side rendered preview (the trail of
 * the edited post, as the page will print it) inside the block's wrapper, whose supports
 * (colour, spacing, typography) style it. Everything else is PHP (Frontend\Breadcrumbs).
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

import metadata from './block.json';

/** Shown while the trail has fewer than two items (a template, the front page). */
function EmptyTrail() {
	return (
		<Placeholder
			label={ __( 'Breadcrumbs', 'lodestar' ) }
			instructions={ __(
				'The trail from the home page to the current page shows here on the site.',
				'lodestar'
			) }
		/>
	);
}

function Edit( { attributes }: { attributes: Record< string, unknown > } ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<ServerSideRender
				block={ metadata.name }
				attributes={ attributes }
				EmptyResponsePlaceholder={ EmptyTrail }
			/>
		</div>
	);
}

registerBlockType( metadata.name, {
	...metadata,
	edit: Edit,
	save: () => null,
} );
