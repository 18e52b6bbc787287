/**
 * Advanced > Schema (/advanced/schema): the configured structured-data schemas.
 *
 * list -> Add (choose a schema and a type; confirm disabled until a schema is chosen) ->
 * editor (tabs Properties and Display Conditions, Back) ; Remove asks for confirmation.
 * Back with unsaved edits of the open schema (or a schema never saved) asks before discarding
 * them. Unsaved schema edits are part of the store's unsaved-changes model: leaving the page
 * warns, and coming back to this screen in the app reopens the schema they belong to.
 * The route exists only while `enable_schemas` is on (route table).
 */
import {
	Button,
	Card,
	CardBody,
	Flex,
	Notice,
	SelectControl,
	Spinner,
	TabPanel,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import ConfirmationModal from '../../../src/components/ConfirmationModal';
import SaveButton from '../../../src/components/SaveButton';
import { store } from '../../../src/store';
import { errorMessage } from '../../../src/utils/errors';
import type {
	ConditionSet,
	SchemaEntry,
	SchemaTypeDefinition,
} from '../../../src/types/schema';
import ScreenError from '../../app/ScreenError';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import { ConditionRows } from './Conditions';
import FieldList from './Fields';
import { isFieldShown, newSchema, typeChoices, uuid4 } from './model';

function AddSchemaModal( {
	isOpen,
	types,
	onCancel,
	onAdd,
}: {
	isOpen: boolean;
	types: Record< string, SchemaTypeDefinition >;
	onCancel: () => void;
	onAdd: ( key: string, nodeType: string ) => void;
} ) {
	const [ key, setKey ] = useState( '' );
	const [ nodeType, setNodeType ] = useState( '' );
	const definition = key ? types[ key ] : undefined;
	const choices = definition ? typeChoices( definition ) : [];
	const levels: Array< [ string, string ] > = [
		[ 'global', __( 'Global', 'lodestar' ) ],
		[ 'content', __( 'Content', 'lodestar' ) ],
	];
	const close = () => {
		setKey( '' );
		setNodeType( '' );
		onCancel();
	};
	return (
		<ConfirmationModal
			isOpen={ isOpen }
			title={ __( 'Add Schema', 'lodestar' ) }
			description={ __(
				'Choose the schema to add and its type.',
				'lodestar'
			) }
			confirmText={ __( 'Add Schema', 'lodestar' ) }
			isConfirmDisabled={ ! definition }
			onCancel={ close }
			onConfirm={ () => {
				onAdd( key, nodeType || ( definition?.type ?? '' ) );
				setKey( '' );
				setNodeType( '' );
			} }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Schema', 'lodestar' ) }
				value={ key }
				onChange={ ( value: string ) => {
					setKey( value );
					setNodeType( value ? ( types[ value ]?.type ?? '' ) : '' );
				} }
			>
				<option value="">
					{ __( 'Select a schema', 'lodestar' ) }
				</option>
				{ levels.map( ( [ level, text ] ) => (
					<optgroup key={ level } label={ text }>
						{ Object.entries( types )
							.filter( ( [ , type ] ) => type.level === level )
							.map( ( [ value, type ] ) => (
								<option key={ value } value={ value }>
									{ type.label }
								</option>
							) ) }
					</optgroup>
				) ) }
			</SelectControl>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Type', 'lodestar' ) }
				value={ nodeType }
				disabled={ ! definition }
				onChange={ ( value: string ) => setNodeType( value ) }
				options={
					choices.length > 0
						? choices
						: [ { value: '', label: __( '—', 'lodestar' ) } ]
				}
			/>
		</ConfirmationModal>
	);
}

function SchemaEditor( {
	id,
	schema,
	definition,
	onBack,
}: {
	id: string;
	schema: SchemaEntry;
	definition: SchemaTypeDefinition;
	onBack: () => void;
} ) {
	const { rules, dirty, isSaved } = useSelect(
		( select ) => ( {
			rules: select( store ).getSchemaRules(),
			dirty: select( store ).isSchemaDirty( id ),
			isSaved: select( store ).isSchemaSaved( id ),
		} ),
		[ id ]
	);
	const { setSchema, saveSchemas, discardSchemaEdits } = useDispatch( store );
	const [ confirmingBack, setConfirmingBack ] = useState( false );
	const nodeType = schema.fields[ '@type' ] ?? definition.type;
	const shownFields = definition.fields.filter( ( field ) =>
		isFieldShown( field, nodeType )
	);
	const change = ( next: Partial< SchemaEntry > ) =>
		setSchema( id, { ...schema, ...next } );

	return (
		<div className="lodestar-screen lodestar-schema-editor">
			<ScreenHeader
				title={ schema.title }
				description={ sprintf(
					/* translators: %s: schema type such as Article. */
					__( 'Schema type: %s', 'lodestar' ),
					definition.label
				) }
				actions={
					<>
						<Button
							variant="tertiary"
							onClick={ () =>
								dirty ? setConfirmingBack( true ) : onBack()
							}
						>
							{ __( 'Back', 'lodestar' ) }
						</Button>
						<SaveButton
							disabled={ ! dirty }
							onSave={ saveSchemas }
						/>
					</>
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Schema title', 'lodestar' ) }
				value={ schema.title }
				onChange={ ( title: string ) => change( { title } ) }
			/>
			<TabPanel
				className="lodestar-schema-editor__tabs"
				tabs={ [
					{
						name: 'properties',
						title: __( 'Properties', 'lodestar' ),
					},
					{
						name: 'conditions',
						title: __( 'Display Conditions', 'lodestar' ),
					},
				] }
			>
				{ ( tab ) =>
					tab.name === 'properties' ? (
						<div className="lodestar-schema-editor__panel">
							{ shownFields.length === 0 ? (
								<Notice status="info" isDismissible={ false }>
									{ __(
										'This schema does not have any configurable fields',
										'lodestar'
									) }
								</Notice>
							) : (
								<FieldList
									fields={ definition.fields }
									values={ schema.fields }
									nodeType={ nodeType }
									onChange={ ( fields ) =>
										change( { fields } )
									}
								/>
							) }
						</div>
					) : (
						<div className="lodestar-schema-editor__panel">
							<ConditionRows
								title={ __( 'Display On', 'lodestar' ) }
								set={ schema.show_on }
								rules={ rules }
								onChange={ ( set: ConditionSet ) =>
									change( { show_on: set } )
								}
							/>
							<ConditionRows
								title={ __( 'Do Not Display On', 'lodestar' ) }
								set={ schema.not_show_on }
								rules={ rules }
								onChange={ ( set: ConditionSet ) =>
									change( { not_show_on: set } )
								}
							/>
						</div>
					)
				}
			</TabPanel>
			<ConfirmationModal
				isOpen={ confirmingBack }
				title={
					isSaved
						? __( 'Discard unsaved changes?', 'lodestar' )
						: __( 'Discard this new schema?', 'lodestar' )
				}
				description={
					isSaved
						? sprintf(
								/* translators: %s: schema title. */
								__(
									'The changes to “%s” have not been saved. Going back discards them.',
									'lodestar'
								),
								schema.title
							)
						: sprintf(
								/* translators: %s: schema title. */
								__(
									'“%s” has not been saved yet. Going back removes it.',
									'lodestar'
								),
								schema.title
							)
				}
				confirmText={
					isSaved
						? __( 'Discard changes', 'lodestar' )
						: __( 'Discard schema', 'lodestar' )
				}
				cancelText={ __( 'Keep editing', 'lodestar' ) }
				isDestructive
				onCancel={ () => setConfirmingBack( false ) }
				onConfirm={ () => {
					setConfirmingBack( false );
					discardSchemaEdits( id );
					onBack();
				} }
			/>
		</div>
	);
}

export default function SchemaScreen( { route }: ScreenProps ) {
	const { schemas, types, unsaved, loaded, error } = useSelect(
		( select ) => ( {
			schemas: select( store ).getSchemas(),
			unsaved: select( store ).getUnsavedSchemaIds(),
			types: select( store ).getSchemaTypes(),
			loaded: select( store ).hasFinishedResolution( 'getSchemas' ),
			error: errorMessage(
				select( store ).getResolutionError( 'getSchemas' )
			),
		} ),
		[]
	);
	const { setSchema, deleteSchema, saveSchemas } = useDispatch( store );
	// Back from the app's other screens: reopen the schema whose edits are unsaved.
	const [ editing, setEditing ] = useState< string | null >(
		() => unsaved.find( ( id ) => schemas[ id ] !== undefined ) ?? null
	);
	const [ adding, setAdding ] = useState( false );
	const [ removing, setRemoving ] = useState< string | null >( null );

	if ( error ) {
		return (
			<ScreenError
				className="lodestar-screen"
				title={ route.title ?? route.label }
				error={ error }
			/>
		);
	}
	if ( ! loaded ) {
		return (
			<div className="lodestar-screen">
				<ScreenHeader title={ route.title ?? route.label } />
				<Spinner />
			</div>
		);
	}

	const editedSchema = editing ? schemas[ editing ] : undefined;
	const editedType = editedSchema ? types[ editedSchema.type ] : undefined;
	if ( editing && editedSchema && editedType ) {
		return (
			<SchemaEditor
				id={ editing }
				schema={ editedSchema }
				definition={ editedType }
				onBack={ () => setEditing( null ) }
			/>
		);
	}

	const removingSchema = removing ? schemas[ removing ] : undefined;
	return (
		<div className="lodestar-screen lodestar-schema">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'Structured data (JSON-LD) that tells search engines what your pages are. Each schema shows where its display conditions say.',
					'lodestar'
				) }
				actions={
					<Button
						variant="primary"
						onClick={ () => setAdding( true ) }
					>
						{ __( 'Add Schema', 'lodestar' ) }
					</Button>
				}
			/>
			<Card>
				<CardBody>
					{ Object.keys( schemas ).length === 0 ? (
						<p>{ __( 'No schemas yet.', 'lodestar' ) }</p>
					) : (
						<table className="widefat striped lodestar-schema-list">
							<thead>
								<tr>
									<th scope="col">
										{ __( 'Title', 'lodestar' ) }
									</th>
									<th scope="col">
										{ __( 'Type', 'lodestar' ) }
									</th>
									<th scope="col">
										<span className="screen-reader-text">
											{ __( 'Actions', 'lodestar' ) }
										</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{ Object.entries( schemas ).map(
									( [ id, schema ] ) => (
										<tr key={ id }>
											<td>{ schema.title }</td>
											<td>
												{ schema.fields[ '@type' ] ??
													schema.type }
											</td>
											<td>
												<Flex
													className="lodestar-schema-list__actions"
													justify="flex-start"
													gap={ 2 }
													expanded={ false }
												>
													<Button
														variant="secondary"
														size="compact"
														onClick={ () =>
															setEditing( id )
														}
														label={ sprintf(
															/* translators: %s: schema title. */
															__(
																'Edit %s',
																'lodestar'
															),
															schema.title
														) }
													>
														{ __(
															'Edit',
															'lodestar'
														) }
													</Button>
													<Button
														variant="tertiary"
														size="compact"
														isDestructive
														onClick={ () =>
															setRemoving( id )
														}
														label={ sprintf(
															/* translators: %s: schema title. */
															__(
																'Remove %s',
																'lodestar'
															),
															schema.title
														) }
													>
														{ __(
															'Remove',
															'lodestar'
														) }
													</Button>
												</Flex>
											</td>
										</tr>
									)
								) }
							</tbody>
						</table>
					) }
				</CardBody>
			</Card>
			<AddSchemaModal
				isOpen={ adding }
				types={ types }
				onCancel={ () => setAdding( false ) }
				onAdd={ ( key, nodeType ) => {
					const definition = types[ key ];
					if ( ! definition ) {
						return;
					}
					const id = uuid4();
					setSchema( id, newSchema( key, definition, nodeType ) );
					setAdding( false );
					setEditing( id );
				} }
			/>
			<ConfirmationModal
				isOpen={ removing !== null }
				title={ __( 'Remove Schema', 'lodestar' ) }
				description={ sprintf(
					/* translators: %s: schema title. */
					__(
						'Remove the schema “%s”? Its structured data will no longer be printed.',
						'lodestar'
					),
					removingSchema?.title ?? ''
				) }
				confirmText={ __( 'Remove', 'lodestar' ) }
				cancelText={ __( 'Cancel', 'lodestar' ) }
				isDestructive
				onCancel={ () => setRemoving( null ) }
				onConfirm={ async () => {
					if ( ! removing || ! removingSchema ) {
						return;
					}
					deleteSchema( removing );
					const saved = ( await saveSchemas() ) as unknown as boolean;
					if ( ! saved ) {
						setSchema( removing, removingSchema );
						throw new Error(
							__( 'Action failed. Please try again.', 'lodestar' )
						);
					}
					setRemoving( null );
				} }
			/>
		</div>
	);
}
