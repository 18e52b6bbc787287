/**
 * The panels of the Migration screen (spec §2, §4): progress, paused (resume banner), done
 * and error.
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store } from '../../../src/store';
import type {
	MigrationCurrentStatus,
	MigrationData,
	MigrationGroupStatus,
} from '../../../src/types/migration';
import { reloadPage } from '../../../src/utils/browser';
import { IMPORT_RELOAD_DELAY_MS } from '../../../src/utils/constants';
import { errorMessage } from '../../../src/utils/errors';
import ProgressBar from '../../../src/components/ProgressBar';

/** Reload delay after the source is deactivated (spec §9: 3000 ms). */
export const DEACTIVATE_RELOAD_DELAY_MS = IMPORT_RELOAD_DELAY_MS;

/**
 * The source's name as the sources list gives it, else its slug.
 *
 * @param slug Source plugin slug.
 */
export function usePluginName( slug: string ): string {
	return useSelect(
		( select ) =>
			select( store ).getMigrationPlugins()?.plugins[ slug ]?.name ??
			slug,
		[ slug ]
	);
}

/**
 * What the run is doing now.
 *
 * @param status Current status.
 * @param data   Migration data.
 */
export function statusText(
	status: MigrationCurrentStatus,
	data: MigrationData | null
): string {
	switch ( status.type ) {
		case 'reading_terms':
			return __( 'Reading terms…', 'lodestar' );
		case 'reading_posts':
			return __( 'Reading posts…', 'lodestar' );
		case 'global_settings':
			return __( 'Migrating global settings…', 'lodestar' );
		case 'terms':
		case 'posts': {
			const name =
				status.type === 'terms' ? status.taxonomy : status.postType;
			const group = name ? data?.[ status.type ][ name ] : undefined;
			return sprintf(
				/* translators: %s: taxonomy or post type name. */
				__( 'Migrating %s…', 'lodestar' ),
				group?.title ?? name ?? ''
			);
		}
		default:
			return __( 'Preparing…', 'lodestar' );
	}
}

const GROUP_STATUS_LABELS: Record< MigrationGroupStatus, () => string > = {
	pending: () => __( 'Pending', 'lodestar' ),
	in_progress: () => __( 'In progress', 'lodestar' ),
	completed: () => __( 'Completed', 'lodestar' ),
};

/**
 * One taxonomy's or post type's count and status.
 *
 * @param props       Props.
 * @param props.kind  terms or posts.
 * @param props.name  Taxonomy or post type.
 * @param props.title Its label.
 * @param props.done  Items done.
 * @param props.total Items in all.
 */
function GroupRow( {
	kind,
	name,
	title,
	done,
	total,
}: {
	kind: 'terms' | 'posts';
	name: string;
	title: string;
	done: number;
	total: number;
} ) {
	const status = useSelect(
		( select ) => select( store ).getMigrationGroupStatus( kind, name ),
		[ kind, name ]
	);
	return (
		<li className={ `is-${ status }` }>
			{ sprintf(
				/* translators: 1: taxonomy or post type, 2: items done, 3: items in all, 4: status. */
				__( '%1$s: %2$d of %3$d (%4$s)', 'lodestar' ),
				title,
				done,
				total,
				GROUP_STATUS_LABELS[ status ]()
			) }
		</li>
	);
}

/**
 * Each taxonomy's and post type's count and status.
 *
 * @param props      Props.
 * @param props.data Migration data.
 */
function Groups( { data }: { data: MigrationData } ) {
	return (
		<ul className="lodestar-migration__groups">
			{ ( [ 'terms', 'posts' ] as const ).flatMap( ( kind ) =>
				Object.entries( data[ kind ] ).map( ( [ name, group ] ) => (
					<GroupRow
						key={ `${ kind }-${ name }` }
						kind={ kind }
						name={ name }
						title={ group.title }
						done={ group.completed.length }
						total={ group.total }
					/>
				) )
			) }
		</ul>
	);
}

/**
 * The run going on: progress, what it is doing, each group.
 */
export function ProgressPanel() {
	const { progress, status, data, slug } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			progress: seo.getMigrationProgress(),
			status: seo.getMigrationCurrentStatus(),
			data: seo.getMigrationData(),
			slug: seo.getMigrationPluginSlug(),
		};
	}, [] );
	const name = usePluginName( slug );
	return (
		<section className="lodestar-card lodestar-migration__progress">
			<h2 className="lodestar-card__title">
				{ sprintf(
					/* translators: %s: plugin name. */
					__( 'Migrating from %s', 'lodestar' ),
					name
				) }
			</h2>
			<ProgressBar
				progress={ progress }
				label={ __( 'Migration progress', 'lodestar' ) }
			/>
			<p aria-live="polite">
				{ sprintf(
					/* translators: 1: percent done, 2: what the migration is doing. */
					__( '%1$d%% complete. %2$s', 'lodestar' ),
					progress,
					statusText( status, data )
				) }
			</p>
			<p className="lodestar-card__description">
				{ __(
					'Keep this page open. If it closes, the migration resumes where it stopped the next time you open this screen.',
					'lodestar'
				) }
			</p>
			{ data && <Groups data={ data } /> }
		</section>
	);
}

/**
 * A saved run waits: Resume Migration, Start Over, Cancel Migration.
 */
export function ResumePanel() {
	const { progress, slug } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			progress: seo.getMigrationProgress(),
			slug: seo.getMigrationPluginSlug(),
		};
	}, [] );
	const name = usePluginName( slug );
	const { runMigration, startMigrationOver, resetMigration } =
		useDispatch( store );
	return (
		<section className="lodestar-card lodestar-migration__paused">
			<h2 className="lodestar-card__title">
				{ __( 'Migration Paused', 'lodestar' ) }
			</h2>
			<p>
				{ sprintf(
					/* translators: 1: plugin name, 2: percent done. */
					__(
						'A migration from %1$s stopped at %2$d%%. Resume it to migrate what remains.',
						'lodestar'
					),
					name,
					progress
				) }
			</p>
			<div className="lodestar-migration__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => runMigration() }
				>
					{ __( 'Resume Migration', 'lodestar' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ () => startMigrationOver() }
				>
					{ __( 'Start Over', 'lodestar' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					isDestructive
					onClick={ () => resetMigration() }
				>
					{ __( 'Cancel Migration', 'lodestar' ) }
				</Button>
			</div>
		</section>
	);
}

/**
 * The run stopped with an error: 'Migration Error' and Try Again.
 */
export function ErrorPanel() {
	const error = useSelect(
		( select ) => select( store ).getMigrationError(),
		[]
	);
	const { runMigration, resetMigration } = useDispatch( store );
	return (
		<section
			className="lodestar-card lodestar-migration__error"
			role="alert"
		>
			<h2 className="lodestar-card__title">
				{ __( 'Migration Error', 'lodestar' ) }
			</h2>
			<p>{ error }</p>
			<div className="lodestar-migration__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => runMigration() }
				>
					{ __( 'Try Again', 'lodestar' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					isDestructive
					onClick={ () => resetMigration() }
				>
					{ __( 'Cancel Migration', 'lodestar' ) }
				</Button>
			</div>
		</section>
	);
}

/**
 * After the run, when the source is still active: the offer to deactivate it (the page
 * reloads 3 s after it succeeds).
 *
 * @param props      Props.
 * @param props.name Plugin name.
 */
function DeactivateOffer( { name }: { name: string } ) {
	const { deactivateMigrationSource } = useDispatch( store );
	const [ busy, setBusy ] = useState( false );
	const [ done, setDone ] = useState( false );
	const [ error, setError ] = useState( '' );
	const deactivate = async () => {
		setBusy( true );
		setError( '' );
		try {
			await deactivateMigrationSource();
			setDone( true );
			setTimeout( reloadPage, DEACTIVATE_RELOAD_DELAY_MS );
		} catch ( thrown ) {
			setError( errorMessage( thrown ) );
		} finally {
			setBusy( false );
		}
	};
	return (
		<div className="lodestar-migration__deactivate">
			<p>
				{ sprintf(
					/* translators: %s: plugin name. */
					__(
						'%s is still active. Deactivate it so that two SEO plugins do not print the same tags.',
						'lodestar'
					),
					name
				) }
			</p>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isBusy={ busy }
				disabled={ busy || done }
				accessibleWhenDisabled
				onClick={ deactivate }
			>
				{ sprintf(
					/* translators: %s: plugin name. */
					__( 'Deactivate %s', 'lodestar' ),
					name
				) }
			</Button>
		</div>
	);
}

/**
 * The run completed: what was imported, what may not be fully migrated, the deactivation
 * offer, and Done (reloads the page).
 */
export function DonePanel() {
	const { data, notMigrated, slug, active, deactivated } = useSelect(
		( select ) => {
			const seo = select( store );
			const pluginSlug = seo.getMigrationPluginSlug();
			return {
				data: seo.getMigrationData(),
				notMigrated: seo.getMigrationNotMigrated(),
				slug: pluginSlug,
				active: seo.isMigrationSourceActive( pluginSlug ),
				deactivated: seo.isMigrationSourceDeactivated(),
			};
		},
		[]
	);
	const name = usePluginName( slug );
	const groups = data
		? [ ...Object.values( data.terms ), ...Object.values( data.posts ) ]
		: [];
	return (
		<section className="lodestar-card lodestar-migration__done">
			<h2 className="lodestar-card__title">
				{ __( 'Migration Complete', 'lodestar' ) }
			</h2>
			<p>
				{ sprintf(
					/* translators: %s: plugin name. */
					__(
						'Your SEO data from %s is now in Lodestar.',
						'lodestar'
					),
					name
				) }
			</p>
			<h3>{ __( 'What was imported', 'lodestar' ) }</h3>
			<ul className="lodestar-migration__imported">
				{ data?.global_settings_migrated && (
					<li>{ __( 'Global settings', 'lodestar' ) }</li>
				) }
				{ groups
					.filter( ( group ) => group.completed.length > 0 )
					.map( ( group ) => (
						<li key={ group.title }>
							{ sprintf(
								/* translators: 1: taxonomy or post type, 2: count. */
								_n(
									'%1$s: %2$d item',
									'%1$s: %2$d items',
									group.completed.length,
									'lodestar'
								),
								group.title,
								group.completed.length
							) }
						</li>
					) ) }
			</ul>
			{ notMigrated.length > 0 && (
				<>
					<h3>
						{ __(
							'Settings that may not be fully migrated',
							'lodestar'
						) }
					</h3>
					<table className="widefat striped lodestar-migration__not-migrated">
						<thead>
							<tr>
								<th scope="col">
									{ __( 'Where', 'lodestar' ) }
								</th>
								<th scope="col">
									{ __( 'Field', 'lodestar' ) }
								</th>
								<th scope="col">
									{ __( 'Value', 'lodestar' ) }
								</th>
								<th scope="col">
									{ __( 'Reason', 'lodestar' ) }
								</th>
							</tr>
						</thead>
						<tbody>
							{ notMigrated.map( ( item, index ) => (
								<tr
									key={ `${ item.object }-${ item.id }-${ item.field }-${ index }` }
								>
									<td>{ item.title }</td>
									<td>{ item.field }</td>
									<td>
										<code>{ item.value }</code>
									</td>
									<td>{ item.reason }</td>
								</tr>
							) ) }
						</tbody>
					</table>
				</>
			) }
			{ active === true && ! deactivated && (
				<DeactivateOffer name={ name } />
			) }
			<p className="lodestar-migration__reanalyze">
				{ __(
					'Stored page checks do not reflect the migrated settings yet.',
					'lodestar'
				) }{ ' ' }
				<a href="#/site-seo-analysis">
					{ __(
						'Re-analyze all content on Site SEO Analysis',
						'lodestar'
					) }
				</a>
			</p>
			<div className="lodestar-migration__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ reloadPage }
				>
					{ __( 'Done', 'lodestar' ) }
				</Button>
			</div>
		</section>
	);
}
