/**
 * The home page's resolved search and social texts, from the store (unsaved edits included).
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { store } from '../../../src/store';
import type { SiteSettings } from '../../../src/types/api';
import { getAdminBoot } from '../../../src/utils/boot';
import { getLengthLimits } from '../../../src/utils/limits';
import { homePreviewTexts } from './home-preview';
import type { PreviewTexts, SocialTexts } from './home-preview';

export interface HomePreview {
	site: SiteSettings | null;
	siteUrl: string;
	search: PreviewTexts;
	facebook: SocialTexts;
	x: SocialTexts;
}

export default function useHomePreview(): HomePreview | null {
	const { settings, site } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			settings: seo.getSettings(),
			site: seo.getSiteSettings(),
		};
	}, [] );
	return useMemo( () => {
		if ( ! settings ) {
			return null;
		}
		return {
			site,
			siteUrl: site?.site?.site_url ?? getAdminBoot().siteUrl,
			...homePreviewTexts(
				settings,
				site,
				getLengthLimits().description
			),
		};
	}, [ settings, site ] );
}
