/**
 * The "Lodestar SEO" modal of a term: General / Social / Advanced tabs, loaded from and
 * saved to lodestar/v1/term/settings through the `lodestar/seo` store.
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, useCallback, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import SaveButton from '../../src/components/SaveButton';
import SeoTabs from '../../src/components/page-seo/SeoTabs';
import { checksIcon } from '../../src/components/page-seo/icons';
import type { FieldChange } from '../../src/components/page-seo/types';
import useDebouncedValue from '../../src/hooks/use-debounced-value';
import useObjectLoadError from '../../src/hooks/use-object-load-error';
import { store } from '../../src/store';
import type { SeoFields } from '../../src/types/page-seo';
import {
	objectPreview,
	objectTemplateContext,
} from '../../src/utils/object-preview';

/** The term's checks (its fields; a term has no content), loaded when first opened. */
const TermChecks = lazy(
	() =>
		import(
			/* webpackChunkName: "term/page-checks" */ '../../src/components/page-checks/ObjectChecks'
		)
);

export interface TermPopupProps {
	termId: number;
	termName: string;
	/** The term's taxonomy (sent as `post_type`, which the server checks against the term). */
	taxonomy?: string;
	onClose: () => void;
}

export default function TermPopup( {
	termId,
	termName,
	taxonomy,
	onClose,
}: TermPopupProps ) {
	const settings = useSelect(
		( select ) =>
			select( store ).getObjectSettings( 'term', termId, taxonomy ),
		[ termId, taxonomy ]
	);
	const loadError = useObjectLoadError( 'term', termId, taxonomy );
	const { saveObjectSettings } = useDispatch( store );
	const [ draft, setDraft ] = useState< Partial< SeoFields > >( {} );
	const [ result, setResult ] = useState< {
		status: 'success' | 'error';
		message: string;
	} | null >( null );

	const fields = useMemo< SeoFields | null >(
		() => ( settings ? { ...settings.fields, ...draft } : null ),
		[ settings, draft ]
	);
	const onChanges = useCallback( ( changes: Partial< SeoFields > ) => {
		setResult( null );
		setDraft( ( previous ) => ( { ...previous, ...changes } ) );
	}, [] );
	const onChange = useCallback< FieldChange >(
		( field, value ) =>
			onChanges( { [ field ]: value } as Partial< SeoFields > ),
		[ onChanges ]
	);

	const settledFields = useDebouncedValue( fields, 150 );
	const preview = useMemo( () => {
		if ( ! settings || ! settledFields ) {
			return null;
		}
		const { preview: facts } = settings;
		const context = objectTemplateContext( 'term', facts, {
			title: facts.object.title ?? '',
			description: facts.object.description ?? '',
			permalink: facts.object.permalink ?? '',
			focusKeyword: settledFields.focus_keyword,
		} );
		return objectPreview( settledFields, facts, context );
	}, [ settings, settledFields ] );

	const dirty = Object.keys( draft ).length > 0;
	const save = async (): Promise< boolean > => {
		const saved = await saveObjectSettings(
			'term',
			termId,
			draft,
			taxonomy
		);
		setResult( {
			status: saved.success ? 'success' : 'error',
			message: saved.message,
		} );
		if ( saved.success ) {
			setDraft( {} );
		}
		return saved.success;
	};

	return (
		<Modal
			className="lodestar-term-seo-modal lodestar-page-seo"
			title={ sprintf(
				/* translators: %s: term name. */
				__( 'Lodestar SEO: %s', 'lodestar' ),
				termName
			) }
			onRequestClose={ onClose }
		>
			{ loadError && (
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
			) }
			{ ! loadError && ( ! settings || ! fields || ! preview ) && (
				<Spinner />
			) }
			{ settings && fields && preview && (
				<>
					<SeoTabs
						kind="term"
						fields={ fields }
						onChange={ onChange }
						onChanges={ onChanges }
						preview={ preview }
						facts={ settings.preview }
						permalink={ settings.preview.object.permalink ?? '' }
						extraTabs={ [
							{
								name: 'checks',
								title: __( 'Checks', 'lodestar' ),
								icon: checksIcon,
								render: () => (
									<TermChecks
										kind="term"
										id={ termId }
										fields={ fields }
										preview={ preview }
										permalink={
											settings.preview.object.permalink ??
											''
										}
									/>
								),
							},
						] }
					/>
					{ result && (
						<Notice
							status={ result.status }
							isDismissible={ false }
						>
							{ result.message }
						</Notice>
					) }
					<div className="lodestar-term-seo-modal__footer">
						<Button variant="tertiary" onClick={ onClose }>
							{ __( 'Close', 'lodestar' ) }
						</Button>
						<SaveButton disabled={ ! dirty } onSave={ save } />
					</div>
				</>
			) }
		</Modal>
	);
}
