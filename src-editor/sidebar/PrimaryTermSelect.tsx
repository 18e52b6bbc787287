/**
 * "Primary category" (and one select per other hierarchical taxonomy): which of the post's
 * chosen terms the breadcrumb trail, %primary_category% and the schema's section use. Stored in
 * the post meta `_lodestar_primary_terms` (JSON: taxonomy => term id) through the editor, so it
 * saves with the post; shown once a post has two or more terms of the taxonomy.
 */
import { SelectControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	PRIMARY_TERMS_META,
	parsePrimaryTerms,
	withPrimaryTerm,
} from '../../src/utils/primary-terms';

/** What core-data gives for a taxonomy (the fields used here). */
interface TaxonomyRecord {
	slug: string;
	rest_base?: string;
	hierarchical?: boolean;
	visibility?: { public?: boolean; show_ui?: boolean };
	labels?: { singular_name?: string };
}

/** What core-data gives for a term (the fields used here). */
interface TermRecord {
	id: number;
	name: string;
}

/** core-data's selectors used here, addressed by name (a runtime global). */
interface CoreSelectors {
	getTaxonomies?: (
		query: Record< string, unknown >
	) => TaxonomyRecord[] | null;
	getEntityRecords?: (
		kind: string,
		name: string,
		query: Record< string, unknown >
	) => TermRecord[] | null;
}

/**
 * One select for one taxonomy, when the post has two or more of its terms.
 *
 * @param props          Props.
 * @param props.taxonomy The taxonomy.
 */
function TaxonomySelect( { taxonomy }: { taxonomy: TaxonomyRecord } ) {
	const restBase = taxonomy.rest_base ?? taxonomy.slug;
	const { ids, raw } = useSelect(
		( select ) => {
			const editor = select( editorStore );
			const value = editor.getEditedPostAttribute( restBase );
			const meta = editor.getEditedPostAttribute( 'meta' ) as
				Record< string, unknown > | undefined;
			return {
				ids: Array.isArray( value ) ? ( value as number[] ) : [],
				raw: meta?.[ PRIMARY_TERMS_META ],
			};
		},
		[ restBase ]
	);
	const terms = useSelect(
		( select ) => {
			if ( ids.length < 2 ) {
				return null;
			}
			const core = select( 'core' ) as CoreSelectors | undefined;
			return (
				core?.getEntityRecords?.( 'taxonomy', taxonomy.slug, {
					include: ids,
					per_page: -1,
					context: 'view',
					_fields: 'id,name',
				} ) ?? null
			);
		},
		[ ids, taxonomy.slug ]
	);
	const { editPost } = useDispatch( editorStore );
	if ( ids.length < 2 || ! terms ) {
		return null;
	}
	const chosen = parsePrimaryTerms( raw )[ taxonomy.slug ] ?? 0;
	const label =
		taxonomy.slug === 'category'
			? __( 'Primary category', 'lodestar' )
			: sprintf(
					/* translators: %s: taxonomy name such as Genre. */
					__( 'Primary %s', 'lodestar' ),
					taxonomy.labels?.singular_name ?? taxonomy.slug
				);
	// translators: %primary_category% is a template variable: keep it as it is.
	const help = __(
		'Used by the breadcrumbs, %primary_category% and the structured data. The first one when none is chosen.',
		'lodestar'
	);
	const byId = new Map( terms.map( ( term ) => [ term.id, term.name ] ) );
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={ help }
			value={ String( ids.includes( chosen ) ? chosen : 0 ) }
			options={ [
				{ value: '0', label: __( '— First (default) —', 'lodestar' ) },
				...ids.map( ( id ) => ( {
					value: String( id ),
					label: byId.get( id ) ?? String( id ),
				} ) ),
			] }
			onChange={ ( value: string ) =>
				editPost( {
					meta: {
						[ PRIMARY_TERMS_META ]: withPrimaryTerm(
							raw,
							taxonomy.slug,
							Number( value )
						),
					},
				} )
			}
		/>
	);
}

/**
 * The selects of the edited post's hierarchical taxonomies.
 */
export default function PrimaryTermSelect() {
	const all = useSelect( ( select ) => {
		const postType = select( editorStore ).getCurrentPostType();
		const core = select( 'core' ) as CoreSelectors | undefined;
		return (
			core?.getTaxonomies?.( { type: postType, per_page: -1 } ) ?? null
		);
	}, [] );
	const taxonomies = useMemo(
		() =>
			( all ?? [] ).filter(
				( taxonomy ) =>
					taxonomy.hierarchical &&
					taxonomy.visibility?.public !== false
			),
		[ all ]
	);
	return (
		<>
			{ taxonomies.map( ( taxonomy ) => (
				<TaxonomySelect key={ taxonomy.slug } taxonomy={ taxonomy } />
			) ) }
		</>
	);
}
