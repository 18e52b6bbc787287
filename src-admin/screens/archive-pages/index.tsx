/**
 * Archive Pages (/general/archive_pages): the author and date archive switches, and the
 * Breadcrumbs card.
 */
import { __ } from '@wordpress/i18n';

import fieldCardsScreen from '../../fields/fieldCardsScreen';
import { getArchivePageFields } from './fields';

export default fieldCardsScreen(
	() => __( 'Choose which archive pages your site keeps.', 'lodestar' ),
	getArchivePageFields
);
