/**
 * The sidebar's Checks tab (its own chunk, loaded when first opened): the live page checks of
 * the edited post, on its serialized blocks (debounced by useDebouncedPostContent) and the
 * sidebar's resolved title, description and Open Graph values.
 */
import ObjectChecks from '../../src/components/page-checks/ObjectChecks';
import type { ObjectPreview } from '../../src/utils/object-preview';
import type { SeoFields } from '../../src/types/page-seo';
import { useDebouncedPostContent, usePostImages } from './use-post-seo';

export interface ChecksTabProps {
	postId: number;
	fields: SeoFields;
	preview: ObjectPreview;
	permalink: string;
}

export default function ChecksTab( {
	postId,
	fields,
	preview,
	permalink,
}: ChecksTabProps ) {
	const content = useDebouncedPostContent( true );
	const images = usePostImages();
	return (
		<ObjectChecks
			kind="post"
			id={ postId }
			fields={ fields }
			preview={ preview }
			permalink={ permalink }
			content={ content }
			featuredImage={ images.featuredImage }
		/>
	);
}
