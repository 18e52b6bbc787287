/**
 * Props shared by the page-level SEO tabs (block editor sidebar and term popup).
 */
import type { ObjectPreview } from '../../utils/object-preview';
import type {
	ObjectKind,
	PreviewFacts,
	SeoField,
	SeoFields,
} from '../../types/page-seo';

export type FieldChange = < K extends SeoField >(
	field: K,
	value: SeoFields[ K ]
) => void;

export interface SeoTabProps {
	kind: ObjectKind;
	fields: SeoFields;
	onChange: FieldChange;
	/** Several fields in one edit (one undo step). */
	onChanges: ( changes: Partial< SeoFields > ) => void;
	/** Resolved texts (from the debounced fields). */
	preview: ObjectPreview;
	facts: PreviewFacts;
	/** The object's address, as it will be (the edited slug included). */
	permalink: string;
}
