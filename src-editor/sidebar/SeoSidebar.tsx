/**
 * Content of the Lodestar SEO sidebar: the General / Social / Advanced tabs for the edited
 * post, with previews resolved against the edited (unsaved) title, excerpt and content.
 *
 * Preview work is debounced: the fields feed the previews after a short pause, and the
 * content is serialized only when a template needs it and the blocks have been still.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { lazy, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import SeoTabs from '../../src/components/page-seo/SeoTabs';
import { checksIcon, schemaIcon } from '../../src/components/page-seo/icons';
import useDebouncedValue from '../../src/hooks/use-debounced-value';
import useObjectLoadError from '../../src/hooks/use-object-load-error';
import { store } from '../../src/store';
import {
	memoizedResolve,
	needsContent,
	objectPreview,
	objectTemplateContext,
} from '../../src/utils/object-preview';
import {
	useDebouncedPostContent,
	usePostImages,
	usePostSeoFields,
	usePostText,
} from './use-post-seo';

const SchemaTab = lazy(
	() => import( /* webpackChunkName: "editor/schema" */ './SchemaTab' )
);

const ChecksTab = lazy(
	() => import( /* webpackChunkName: "editor/page-checks" */ './ChecksTab' )
);

/** The Schema tab (structured data of this post), loaded when first opened. */
const SCHEMA_TAB = {
	name: 'schema',
	title: __( 'Schema', 'lodestar' ),
	icon: schemaIcon,
	render: () => <SchemaTab />,
};

/** Pause after typing in an SEO field or the title before the previews follow. */
export const PREVIEW_DEBOUNCE_MS = 150;

export default function SeoSidebar() {
	const { fields, onChange, onChanges } = usePostSeoFields();
	const text = usePostText();
	const images = usePostImages();
	// The post type travels with the id (the server checks it); the request is the path the
	// PHP side preloads (Editor\EditorAssets::settings_path()).
	const facts = useSelect(
		( select ) =>
			select( store ).getObjectPreview(
				'post',
				text.postId,
				text.postType
			),
		[ text.postId, text.postType ]
	);
	const error = useObjectLoadError( 'post', text.postId, text.postType );

	const settled = useDebouncedValue(
		useMemo( () => ( { fields, text } ), [ fields, text ] ),
		PREVIEW_DEBOUNCE_MS
	);
	const contentNeeded =
		!! facts &&
		needsContent(
			[
				settled.fields.page_title || facts.title_template,
				settled.fields.page_description || facts.description_template,
				settled.fields.facebook_title,
				settled.fields.facebook_description,
				settled.fields.twitter_title,
				settled.fields.twitter_description,
			],
			settled.text.excerpt
		);
	const content = useDebouncedPostContent( contentNeeded );

	// One context per change of the post's text: typing in an SEO field reuses it, and the
	// memoized resolver then skips every template that did not change (the description's
	// %excerpt% over a long content, typically).
	const context = useMemo(
		() =>
			facts
				? objectTemplateContext(
						'post',
						facts,
						{
							title: settled.text.title,
							excerpt: settled.text.excerpt,
							content,
							permalink: settled.text.permalink,
							focusKeyword: settled.fields.focus_keyword,
						},
						images
					)
				: null,
		[ facts, settled.text, settled.fields.focus_keyword, content, images ]
	);
	const resolve = useMemo( () => memoizedResolve(), [] );
	const preview = useMemo(
		() =>
			facts && context
				? objectPreview(
						settled.fields,
						facts,
						context,
						resolve,
						images
					)
				: null,
		[ facts, context, settled.fields, resolve, images ]
	);

	// The Checks tab (live page checks), a chunk of its own loaded when first opened.
	const extraTabs = useMemo(
		() =>
			preview
				? [
						SCHEMA_TAB,
						{
							name: 'checks',
							title: __( 'Checks', 'lodestar' ),
							icon: checksIcon,
							render: () => (
								<ChecksTab
									postId={ text.postId }
									fields={ fields }
									preview={ preview }
									permalink={ text.permalink }
								/>
							),
						},
					]
				: [ SCHEMA_TAB ],
		[ preview, fields, text.postId, text.permalink ]
	);

	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	}
	if ( ! facts || ! preview ) {
		return <Spinner />;
	}
	return (
		<SeoTabs
			kind="post"
			fields={ fields }
			onChange={ onChange }
			onChanges={ onChanges }
			preview={ preview }
			facts={ facts }
			permalink={ text.permalink }
			extraTabs={ extraTabs }
		/>
	);
}
