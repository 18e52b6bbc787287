/**
 * Variable suggestions offered by the template inputs.
 */
import { __ } from '@wordpress/i18n';

import type { VariableOption } from '../components/VariableInput';

/**
 * Variables offered on the Meta Templates screen (spec §2): Site Name, Separator, Tagline,
 * Post Title.
 */
export function getMetaTemplateVariables(): VariableOption[] {
	return [
		{ name: 'site_name', label: __( 'Site Name', 'lodestar' ) },
		{ name: 'separator', label: __( 'Separator', 'lodestar' ) },
		{ name: 'tagline', label: __( 'Tagline', 'lodestar' ) },
		{ name: 'title', label: __( 'Post Title', 'lodestar' ) },
	];
}
