/**
 * The content of the Schema tab for given data: the site schemas of the post (turn one off,
 * switch its @type) and the post's own FAQ or HowTo. Presentational: SchemaTab reads and
 * writes the post meta.
 */
import {
	Button,
	CheckboxControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type {
	PostSchemaChoices,
	PostSchemasData,
	SchemaFieldValues,
} from '../../src/types/schema';
import { uuid4 } from '../../src/utils/uuid';
import {
	addPostSchema,
	removeChoice,
	setEnabled,
	setNodeType,
	setPostSchemaFields,
} from './schema-choices';

/** The list field and the item's text fields of the types a post may add. */
const ITEMS: Record<
	string,
	{
		list: string;
		itemLabel: string;
		item: ( text: string ) => SchemaFieldValues;
		text: ( item: SchemaFieldValues ) => string;
		name: ( item: SchemaFieldValues ) => string;
	}
> = {
	FAQPage: {
		list: 'mainEntity',
		itemLabel: __( 'Question', 'lodestar' ),
		item: ( text ) => ( { name: '', acceptedAnswer: { text } } ),
		text: ( item ) =>
			String(
				( item.acceptedAnswer as SchemaFieldValues | undefined )
					?.text ?? ''
			),
		name: ( item ) => String( item.name ?? '' ),
	},
	HowTo: {
		list: 'step',
		itemLabel: __( 'Step', 'lodestar' ),
		item: ( text ) => ( { name: '', text } ),
		text: ( item ) => String( item.text ?? '' ),
		name: ( item ) => String( item.name ?? '' ),
	},
};

/**
 * The editor of a post-only FAQ or HowTo: its items (question and answer, or step name and
 * instructions).
 *
 * @param props          Props.
 * @param props.type     Catalogue type.
 * @param props.fields   Field values.
 * @param props.onChange Change handler.
 */
function ItemsEditor( {
	type,
	fields,
	onChange,
}: {
	type: string;
	fields: SchemaFieldValues;
	onChange: ( fields: SchemaFieldValues ) => void;
} ) {
	const spec = ITEMS[ type ];
	if ( ! spec ) {
		return null;
	}
	const items = Array.isArray( fields[ spec.list ] )
		? ( fields[ spec.list ] as SchemaFieldValues[] )
		: [];
	const setItems = ( next: SchemaFieldValues[] ) =>
		onChange( { ...fields, [ spec.list ]: next } );
	const setItem = ( index: number, name: string, text: string ) =>
		setItems(
			items.map( ( item, at ) =>
				at === index ? { ...spec.item( text ), name } : item
			)
		);
	return (
		<div className="lodestar-schema-tab__items">
			{ type === 'HowTo' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'HowTo name', 'lodestar' ) }
					help={ __( 'Empty: the post title.', 'lodestar' ) }
					value={ String( fields.name ?? '' ) }
					onChange={ ( name: string ) =>
						onChange( { ...fields, name } )
					}
				/>
			) }
			{ items.map( ( item, index ) => (
				<div key={ index } className="lodestar-schema-tab__item">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: 1: Question or Step, 2: number. */
							__( '%1$s %2$d', 'lodestar' ),
							spec.itemLabel,
							index + 1
						) }
						value={ spec.name( item ) }
						onChange={ ( name: string ) =>
							setItem( index, name, spec.text( item ) )
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={
							type === 'FAQPage'
								? sprintf(
										/* translators: %d: number. */
										__( 'Answer %d', 'lodestar' ),
										index + 1
									)
								: sprintf(
										/* translators: %d: number. */
										__( 'Instructions %d', 'lodestar' ),
										index + 1
									)
						}
						value={ spec.text( item ) }
						onChange={ ( text: string ) =>
							setItem( index, spec.name( item ), text )
						}
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							setItems(
								items.filter( ( _item, at ) => at !== index )
							)
						}
					>
						{ sprintf(
							/* translators: 1: Question or Step, 2: number. */
							__( 'Remove %1$s %2$d', 'lodestar' ),
							spec.itemLabel,
							index + 1
						) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => setItems( [ ...items, spec.item( '' ) ] ) }
			>
				{ sprintf(
					/* translators: %s: Question or Step. */
					__( 'Add %s', 'lodestar' ),
					spec.itemLabel
				) }
			</Button>
		</div>
	);
}

/**
 * The tab's content for given data (presentational, tested on its own).
 *
 * @param props          Props.
 * @param props.data     Site schemas of the post and the addable types.
 * @param props.choices  The post's choices.
 * @param props.onChange Change handler.
 */
export default function PostSchemaPanel( {
	data,
	choices,
	onChange,
}: {
	data: PostSchemasData;
	choices: PostSchemaChoices;
	onChange: ( choices: PostSchemaChoices ) => void;
} ) {
	const [ adding, setAdding ] = useState( '' );
	const own = Object.entries( choices ).filter(
		( [ , choice ] ) => typeof choice.type === 'string'
	);
	return (
		<div className="lodestar-schema-tab">
			<h3>{ __( 'Site schemas on this post', 'lodestar' ) }</h3>
			{ data.schemas.length === 0 && (
				<p>
					{ __( 'No site schema applies to this post.', 'lodestar' ) }
				</p>
			) }
			{ data.schemas.map( ( schema ) => {
				const choice = choices[ schema.id ];
				const enabled = ! choice?.disabled;
				const nodeType = String(
					choice?.fields?.[ '@type' ] ?? schema[ '@type' ]
				);
				return (
					<div
						key={ schema.id }
						className="lodestar-schema-tab__site"
					>
						<CheckboxControl
							__nextHasNoMarginBottom
							label={ schema.title }
							checked={ enabled }
							onChange={ ( checked: boolean ) =>
								onChange(
									setEnabled( choices, schema.id, checked )
								)
							}
						/>
						{ enabled && schema.types.length > 1 && (
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ sprintf(
									/* translators: %s: schema title such as Article. */
									__( '%s type', 'lodestar' ),
									schema.title
								) }
								value={ nodeType }
								options={ schema.types.map( ( value ) => ( {
									value,
									label: value,
								} ) ) }
								onChange={ ( value: string ) =>
									onChange(
										setNodeType(
											choices,
											schema.id,
											value,
											schema[ '@type' ]
										)
									)
								}
							/>
						) }
					</div>
				);
			} ) }
			<h3>{ __( 'Schemas for this post only', 'lodestar' ) }</h3>
			{ own.map( ( [ id, choice ] ) => (
				<fieldset key={ id } className="lodestar-schema-tab__own">
					<legend>{ choice.title ?? choice.type }</legend>
					<ItemsEditor
						type={ String( choice.type ) }
						fields={ choice.fields ?? {} }
						onChange={ ( fields ) =>
							onChange(
								setPostSchemaFields( choices, id, fields )
							)
						}
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange( removeChoice( choices, id ) )
						}
					>
						{ sprintf(
							/* translators: %s: schema title such as FAQ. */
							__( 'Remove the %s schema', 'lodestar' ),
							choice.title ?? choice.type ?? ''
						) }
					</Button>
				</fieldset>
			) ) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Add a schema for this post', 'lodestar' ) }
				value={ adding }
				options={ [
					{ value: '', label: __( 'Select a schema', 'lodestar' ) },
					...Object.entries( data.addable ).map(
						( [ value, label ] ) => ( {
							value,
							label,
						} )
					),
				] }
				onChange={ ( value: string ) => setAdding( value ) }
			/>
			<Button
				variant="secondary"
				disabled={ ! adding }
				accessibleWhenDisabled
				onClick={ () => {
					if ( ! adding ) {
						return;
					}
					onChange(
						addPostSchema(
							choices,
							uuid4(),
							adding,
							data.addable[ adding ] ?? adding
						)
					);
					setAdding( '' );
				} }
			>
				{ __( 'Add schema', 'lodestar' ) }
			</Button>
		</div>
	);
}
