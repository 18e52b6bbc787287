/**
 * Miscellaneous (/tools/miscellaneous): feed, attachment and image, paginated page and
 * embed options.
 */
import { __ } from '@wordpress/i18n';

import fieldCardsScreen from '../../fields/fieldCardsScreen';
import { getMiscellaneousFields } from './fields';

export default fieldCardsScreen(
	() =>
		__(
			'Feeds, attachment pages, uploaded images, paginated pages and embeds of your posts on other sites.',
			'lodestar'
		),
	getMiscellaneousFields
);
