/**
 * Migrate to Lodestar (/tools/migrate, spec §2 "Migration", §4 "Migration").
 *
 * Choose a source (offered when its data exists, active or not), whether to deactivate it
 * afterwards, whether to overwrite what Lodestar already holds, preview the changes, migrate.
 * While the run goes on: the progress panel, and leaving asks first. A run interrupted by a
 * closed tab comes back as the paused panel (Resume Migration, Start Over, Cancel
 * Migration); a failed one as the error panel (Try Again); a completed one as the done panel.
 * Undo restores what Lodestar held before the last run.
 */
import {
	Button,
	CheckboxControl,
	Notice,
	RadioControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store } from '../../../src/store';
import {
	leaveWhileMigratingMessage,
	noPluginsMessage,
} from '../../../src/store/migration/messages';
import type { MigrationUndoInfo } from '../../../src/types/migration';
import { formatDate } from '../../../src/utils/date';
import { errorMessage } from '../../../src/utils/errors';
import ScreenHeader from '../../app/ScreenHeader';
import { useLeaveGuard } from '../../app/leave-guard';
import type { ScreenProps } from '../../app/types';
import {
	DonePanel,
	ErrorPanel,
	ProgressPanel,
	ResumePanel,
	usePluginName,
} from './panels';
import UndoCard from '../shared/UndoCard';
import Preview from './Preview';

const NOTICE_ID = 'lodestar-migration';

/**
 * The deactivate checkbox's text (spec §4).
 *
 * @param name Plugin name.
 */
export function deactivateLabel( name: string ): string {
	return sprintf(
		/* translators: %s: plugin name. */
		__(
			'%s will be deactivated after migration. Uncheck to keep it active.',
			'lodestar'
		),
		name
	);
}

/**
 * Undo (beyond the spec): restores what Lodestar held before the last run, after a
 * confirmation.
 *
 * @param props      Props.
 * @param props.undo The last run.
 */
function Undo( { undo }: { undo: MigrationUndoInfo } ) {
	const { undoLastMigration } = useDispatch( store );
	return (
		<UndoCard
			className="lodestar-card lodestar-migration__undo"
			title={ __( 'Undo Last Migration', 'lodestar' ) }
			description={ sprintf(
				/* translators: 1: plugin name, 2: date and time, 3: number of items. */
				_n(
					'The migration from %1$s on %2$s changed %3$d item. Undo puts back what Lodestar held before it; the other plugin’s data is not touched.',
					'The migration from %1$s on %2$s changed %3$d items. Undo puts back what Lodestar held before it; the other plugin’s data is not touched.',
					undo.items,
					'lodestar'
				),
				undo.name,
				formatDate( undo.date ),
				undo.items
			) }
			action={ __( 'Undo Migration', 'lodestar' ) }
			confirmTitle={ __( 'Undo the last migration?', 'lodestar' ) }
			confirmDescription={ sprintf(
				/* translators: %s: plugin name. */
				__(
					'Every Lodestar setting, post and term value the migration from %s wrote goes back to what it was before.',
					'lodestar'
				),
				undo.name
			) }
			run={ undoLastMigration }
			done={ __( 'The migration was undone.', 'lodestar' ) }
			noticeId={ NOTICE_ID }
		/>
	);
}

/**
 * Choosing the source and the options; Preview and Migrate.
 */
function Choose() {
	const { plugins, loaded, loadError, slug, deactivate, overwrite } =
		useSelect( ( select ) => {
			const seo = select( store );
			return {
				plugins: seo.getMigrationPlugins(),
				loaded: seo.hasFinishedResolution( 'getMigrationPlugins', [] ),
				loadError: errorMessage(
					seo.getResolutionError( 'getMigrationPlugins', [] )
				),
				slug: seo.getMigrationPluginSlug(),
				deactivate: seo.getMigrationDeactivate(),
				overwrite: seo.getMigrationOverwrite(),
			};
		}, [] );
	const {
		setMigrationPlugin,
		setMigrationDeactivate,
		setMigrationOverwrite,
		runMigration,
	} = useDispatch( store );
	const [ previewing, setPreviewing ] = useState( false );
	const name = usePluginName( slug );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! loaded || ! plugins ) {
		return <Spinner />;
	}
	const entries = Object.entries( plugins.plugins );
	const chosen = plugins.plugins[ slug ];
	return (
		<>
			{ entries.length === 0 ? (
				<Notice status="info" isDismissible={ false }>
					{ noPluginsMessage() }
				</Notice>
			) : (
				<section className="lodestar-card lodestar-migration__choose">
					<h2 className="lodestar-card__title">
						{ __( 'Migrate your SEO data', 'lodestar' ) }
					</h2>
					<p className="lodestar-card__description">
						{ __(
							'Titles, descriptions, focus keywords, robots, canonical and social data of every post and term, and the global settings, move to Lodestar. The other plugin’s data is never changed.',
							'lodestar'
						) }
					</p>
					<RadioControl
						label={ __( 'Migrate from', 'lodestar' ) }
						selected={ slug }
						options={ entries.map( ( [ value, plugin ] ) => ( {
							value,
							label: [
								plugin.name,
								plugin.active
									? ''
									: __( '(inactive)', 'lodestar' ),
								plugins.completed.includes( value )
									? __( '(migrated before)', 'lodestar' )
									: '',
							]
								.filter( Boolean )
								.join( ' ' ),
						} ) ) }
						onChange={ ( value ) => {
							setMigrationPlugin( value );
							setPreviewing( false );
						} }
					/>
					{ chosen?.active && (
						<CheckboxControl
							__nextHasNoMarginBottom
							label={ deactivateLabel( name ) }
							checked={ deactivate }
							onChange={ setMigrationDeactivate }
						/>
					) }
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __(
							'Overwrite SEO data Lodestar already holds',
							'lodestar'
						) }
						help={ __(
							'Posts, terms and settings that already have Lodestar values are skipped unless this is checked.',
							'lodestar'
						) }
						checked={ overwrite }
						onChange={ setMigrationOverwrite }
					/>
					<div className="lodestar-migration__actions">
						<Button
							__next40pxDefaultSize
							variant="secondary"
							disabled={ ! chosen }
							accessibleWhenDisabled
							onClick={ () => setPreviewing( true ) }
						>
							{ __( 'Preview Changes', 'lodestar' ) }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="primary"
							disabled={ ! chosen }
							accessibleWhenDisabled
							onClick={ () => runMigration() }
						>
							{ __( 'Migrate', 'lodestar' ) }
						</Button>
					</div>
				</section>
			) }
			{ previewing && chosen && (
				<Preview pluginSlug={ slug } overwrite={ overwrite } />
			) }
			{ plugins.undo && <Undo undo={ plugins.undo } /> }
		</>
	);
}

export default function Migrate( { route }: ScreenProps ) {
	const { migrating, done, error, resume } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			migrating: seo.isMigrating(),
			done: seo.isMigrationDone(),
			error: seo.getMigrationError(),
			resume: seo.shouldShowMigrationResume(),
		};
	}, [] );
	const { initMigration } = useDispatch( store );
	useEffect( () => {
		initMigration();
	}, [ initMigration ] );
	useLeaveGuard( migrating, leaveWhileMigratingMessage() );

	let panel;
	if ( migrating ) {
		panel = <ProgressPanel />;
	} else if ( error ) {
		panel = <ErrorPanel />;
	} else if ( done ) {
		panel = <DonePanel />;
	} else if ( resume ) {
		panel = <ResumePanel />;
	} else {
		panel = <Choose />;
	}

	return (
		<div className="lodestar-screen lodestar-migration">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'Bring your SEO data from another SEO plugin into Lodestar.',
					'lodestar'
				) }
			/>
			{ panel }
		</div>
	);
}
