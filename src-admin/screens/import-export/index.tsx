/**
 * Import/Export (/tools/import-export).
 *
 * Export: choose categories (at least one), then the server builds the file, which is
 * downloaded as lodestar-settings-YYYY-MM-DD.json.
 * Import: choose a .json file (name and MIME type checked on choosing, before reading; any
 * other file is refused with the format error), confirm (destructive), import. The server checks the whole
 * file first and changes nothing when it refuses it; on success the settings that were
 * replaced are kept as one backup, and the page reloads after 3 s. Leaving during the
 * import asks first.
 */
import {
	Button,
	CheckboxControl,
	FormFileUpload,
	Notice,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import ConfirmationModal from '../../../src/components/ConfirmationModal';
import { store } from '../../../src/store';
import { EXPORT_CATEGORIES } from '../../../src/types/api';
import type { ExportCategory } from '../../../src/types/api';
import { reloadPage } from '../../../src/utils/browser';
import { formatDate } from '../../../src/utils/date';
import {
	IMPORT_RELOAD_DELAY_MS,
	RELOAD_DELAY_MS,
} from '../../../src/utils/constants';
import { downloadJson, exportFileName } from '../../../src/utils/download';
import ScreenHeader from '../../app/ScreenHeader';
import { useLeaveGuard } from '../../app/leave-guard';
import type { ScreenProps } from '../../app/types';
import UndoCard from '../shared/UndoCard';
import { isJsonFile } from './file';
import {
	IMPORT_MAX_BYTES,
	exportErrorMessage,
	formatErrorMessage,
	getExportCategories,
	importErrorMessage,
	leaveDuringImportMessage,
	tooLargeMessage,
} from './messages';

const NOTICE_ID = 'lodestar-import-export';

/**
 * Reads a chosen file as text.
 *
 * @param file File.
 */
function readText( file: File ): Promise< string > {
	if ( typeof file.text === 'function' ) {
		return file.text();
	}
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( String( reader.result ?? '' ) );
		reader.onerror = () => reject( reader.error );
		reader.readAsText( file );
	} );
}

function Export() {
	const id = useId().replace( /:/g, '' );
	const [ selected, setSelected ] = useState< ExportCategory[] >( [
		...EXPORT_CATEGORIES,
	] );
	const [ exporting, setExporting ] = useState( false );
	const { exportSettings } = useDispatch( store );
	const { createErrorNotice, removeNotice } = useDispatch( noticesStore );

	const toggle = ( category: ExportCategory, on: boolean ) =>
		setSelected(
			EXPORT_CATEGORIES.filter( ( item ) =>
				item === category ? on : selected.includes( item )
			)
		);

	const runExport = async () => {
		if ( exporting || selected.length === 0 ) {
			return;
		}
		setExporting( true );
		removeNotice( NOTICE_ID );
		try {
			const file = await exportSettings( selected );
			downloadJson( file, exportFileName( new Date() ) );
		} catch ( error ) {
			createErrorNotice( exportErrorMessage( error ), {
				type: 'snackbar',
				id: NOTICE_ID,
			} );
		} finally {
			setExporting( false );
		}
	};

	return (
		<section
			className="lodestar-card lodestar-export"
			aria-labelledby={ `lodestar-export-${ id }` }
		>
			<h2
				id={ `lodestar-export-${ id }` }
				className="lodestar-card__title"
			>
				{ __( 'Export Settings', 'lodestar' ) }
			</h2>
			<p className="lodestar-card__description">
				{ __(
					'Download the chosen settings as a JSON file, to keep or to import on another site.',
					'lodestar'
				) }
			</p>
			<fieldset className="lodestar-checklist">
				<legend className="lodestar-checklist__legend">
					{ __( 'Categories', 'lodestar' ) }
				</legend>
				{ getExportCategories().map( ( category ) => (
					<CheckboxControl
						key={ category.id }
						__nextHasNoMarginBottom
						label={ category.label }
						help={ category.description }
						checked={ selected.includes( category.id ) }
						onChange={ ( on ) => toggle( category.id, on ) }
					/>
				) ) }
			</fieldset>
			<Button
				__next40pxDefaultSize
				variant="primary"
				onClick={ runExport }
				isBusy={ exporting }
				disabled={ exporting || selected.length === 0 }
				accessibleWhenDisabled
			>
				{ exporting
					? __( 'Exporting…', 'lodestar' )
					: __( 'Export', 'lodestar' ) }
			</Button>
		</section>
	);
}

function Import() {
	const id = useId().replace( /:/g, '' );
	const [ file, setFile ] = useState< File | null >( null );
	// A chosen file that is not a .json settings file (refused before it is read).
	const [ fileError, setFileError ] = useState( '' );
	const [ confirming, setConfirming ] = useState( false );
	const [ importing, setImporting ] = useState( false );
	const [ imported, setImported ] = useState( false );
	const { importSettings } = useDispatch( store );
	const { createSuccessNotice } = useDispatch( noticesStore );
	useLeaveGuard( importing, leaveDuringImportMessage() );

	const runImport = async () => {
		if ( ! file ) {
			return;
		}
		setImporting( true );
		try {
			if ( file.size > IMPORT_MAX_BYTES ) {
				throw new Error( tooLargeMessage() );
			}
			let data: unknown;
			try {
				data = JSON.parse( await readText( file ) );
			} catch {
				throw new Error( formatErrorMessage() );
			}
			await importSettings( data );
		} catch ( error ) {
			setImporting( false );
			// Shown by the confirmation dialog.
			throw new Error( importErrorMessage( error ) );
		}
		setImporting( false );
		setImported( true );
		setConfirming( false );
		setFile( null );
		createSuccessNotice(
			__( 'Settings imported successfully!', 'lodestar' ),
			{ type: 'snackbar', id: NOTICE_ID }
		);
		setTimeout( reloadPage, IMPORT_RELOAD_DELAY_MS );
	};

	return (
		<section
			className="lodestar-card lodestar-import"
			aria-labelledby={ `lodestar-import-${ id }` }
		>
			<h2
				id={ `lodestar-import-${ id }` }
				className="lodestar-card__title"
			>
				{ __( 'Import Settings', 'lodestar' ) }
			</h2>
			<p className="lodestar-card__description">
				{ __(
					'Choose a JSON file exported by Lodestar SEO. The settings of the categories in the file replace your current ones; those are kept as a backup you can restore.',
					'lodestar'
				) }
			</p>
			{ imported && (
				<Notice status="success" isDismissible={ false }>
					{ __( 'Settings imported successfully!', 'lodestar' ) }{ ' ' }
					{ __( 'The page reloads in a moment.', 'lodestar' ) }
				</Notice>
			) }
			<div className="lodestar-import__file">
				<FormFileUpload
					__next40pxDefaultSize
					accept=".json,application/json"
					onChange={ ( event ) => {
						const chosen = event.currentTarget.files?.[ 0 ] ?? null;
						const refused = !! chosen && ! isJsonFile( chosen );
						setFile( refused ? null : chosen );
						setFileError( refused ? formatErrorMessage() : '' );
						setImported( false );
						// Choosing the same file again must fire onChange again.
						event.currentTarget.value = '';
					} }
					render={ ( { openFileDialog } ) => (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ openFileDialog }
							disabled={ importing }
							accessibleWhenDisabled
						>
							{ __( 'Choose File', 'lodestar' ) }
						</Button>
					) }
				/>
				<span className="lodestar-import__file-name" aria-live="polite">
					{ file
						? sprintf(
								/* translators: %s: file name. */
								__( 'Selected file: %s', 'lodestar' ),
								file.name
							)
						: __( 'No file chosen', 'lodestar' ) }
				</span>
			</div>
			{ fileError && (
				<Notice
					status="error"
					isDismissible={ false }
					className="lodestar-import__file-error"
				>
					{ fileError }
				</Notice>
			) }
			<Button
				__next40pxDefaultSize
				variant="primary"
				isDestructive
				onClick={ () => setConfirming( true ) }
				isBusy={ importing }
				disabled={ ! file || importing }
				accessibleWhenDisabled
			>
				{ importing
					? __( 'Importing…', 'lodestar' )
					: __( 'Import', 'lodestar' ) }
			</Button>
			<ConfirmationModal
				isOpen={ confirming }
				title={ __( 'Import settings?', 'lodestar' ) }
				description={ __(
					'The settings in the file replace your current settings of the same categories. This cannot be undone here, but your current settings are kept as a backup you can restore.',
					'lodestar'
				) }
				confirmText={ __( 'Import', 'lodestar' ) }
				isDestructive
				onConfirm={ runImport }
				onCancel={ () => setConfirming( false ) }
			/>
		</section>
	);
}

function Backup() {
	const baseId = useId();
	const backup = useSelect(
		( select ) => select( store ).getSettingsBackup(),
		[]
	);
	const { restoreSettingsBackup } = useDispatch( store );
	if ( ! backup?.exists ) {
		return null;
	}
	const id = baseId.replace( /:/g, '' );
	const when = formatDate( backup.created_at );
	return (
		<UndoCard
			className="lodestar-card lodestar-backup"
			titleId={ `lodestar-backup-${ id }` }
			title={ __( 'Restore Previous Settings', 'lodestar' ) }
			description={ sprintf(
				/* translators: %s: date and time of the backup. */
				__(
					'Your settings from before the last import (%s) are kept as a backup.',
					'lodestar'
				),
				when
			) }
			action={ __( 'Restore', 'lodestar' ) }
			confirmTitle={ __( 'Restore the previous settings?', 'lodestar' ) }
			confirmDescription={ __(
				'Your current settings are replaced by the ones from before the last import.',
				'lodestar'
			) }
			run={ restoreSettingsBackup }
			done={ __( 'The previous settings were restored.', 'lodestar' ) }
			noticeId={ NOTICE_ID }
			after={ () => setTimeout( reloadPage, RELOAD_DELAY_MS ) }
		/>
	);
}

export default function ImportExport( { route }: ScreenProps ) {
	return (
		<div className="lodestar-screen lodestar-import-export">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'Move your Lodestar settings between sites, or keep a copy.',
					'lodestar'
				) }
			/>
			<div className="lodestar-columns is-even">
				<Export />
				<Import />
			</div>
			<Backup />
		</div>
	);
}
