/**
 * The admin app shell: top bar, side navigation, the current screen, snackbars.
 *
 * Routing: hash paths; '' starts at the `?page=` section (else the dashboard), '/' goes to
 * /dashboard, redirect routes are followed, unknown paths and routes of disabled features
 * show the not-found screen, and an error boundary shows the error fallback.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import {
	Suspense,
	useCallback,
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import { addAction, removeAction } from '@wordpress/hooks';

import Snackbars from '../../src/components/Snackbars';
import { store } from '../../src/store';
import type { FeatureFlag } from '../../src/types/settings';
import { getAdminBoot } from '../../src/utils/boot';
import ErrorBoundary from './ErrorBoundary';
import { useUnsavedChangesWarning } from './leave-guard';
import Locked from './Locked';
import NotFound from './NotFound';
import { replacePath, useHashPath } from './router';
import {
	DEFAULT_PATH,
	buildMenu,
	findRoute,
	getEnabledRoutes,
	getRoutes,
	getSections,
	getStartPath,
	isPathLocked,
	normalizePath,
} from './routes';
import SideNav from './SideNav';
import TopBar from './TopBar';

const FILTER_HOOKS = [ 'lodestar.adminRoutes', 'lodestar.adminMenu' ];
const HOOK_NAMESPACE = 'lodestar/admin-app';

/**
 * Re-reads the filtered route table when an extension adds or removes one of our filters
 * after the app mounted (extension scripts may load after ours).
 */
function useFiltersVersion(): number {
	const [ version, setVersion ] = useState( 0 );
	useEffect( () => {
		const onHookChange = ( hookName: string ) => {
			if ( FILTER_HOOKS.includes( hookName ) ) {
				setVersion( ( value ) => value + 1 );
			}
		};
		addAction( 'hookAdded', HOOK_NAMESPACE, onHookChange );
		addAction( 'hookRemoved', HOOK_NAMESPACE, onHookChange );
		return () => {
			removeAction( 'hookAdded', HOOK_NAMESPACE );
			removeAction( 'hookRemoved', HOOK_NAMESPACE );
		};
	}, [] );
	return version;
}

export default function App() {
	const boot = useMemo( getAdminBoot, [] );
	const filtersVersion = useFiltersVersion();
	// Recomputed when an extension changes our filters.
	const routes = useMemo( getRoutes, [ filtersVersion ] );
	const sections = useMemo( getSections, [] );

	const {
		loadingState,
		loadingError,
		pageLevel,
		console: searchConsole,
		schemas,
		migration,
		indexNow,
		llmsTxt,
		redirects,
	} = useSelect( ( select ) => {
		const seo = select( store );
		// Reading the saved settings starts loading them (resolver).
		seo.getSavedSettings();
		return {
			loadingState: seo.getLoadingState(),
			loadingError: seo.getLoadingError(),
			pageLevel: seo.isFeatureEnabled( 'enable_page_level_seo' ),
			console: seo.isFeatureEnabled( 'enable_google_console' ),
			schemas: seo.isFeatureEnabled( 'enable_schemas' ),
			migration: seo.isFeatureEnabled( 'enable_migration' ),
			indexNow: seo.isFeatureEnabled( 'enable_indexnow' ),
			llmsTxt: seo.isFeatureEnabled( 'enable_llms_txt' ),
			redirects: seo.isFeatureEnabled( 'enable_redirects' ),
		};
	}, [] );
	useUnsavedChangesWarning();

	const isEnabled = useCallback(
		( flag: FeatureFlag ): boolean =>
			( {
				enable_page_level_seo: pageLevel,
				enable_google_console: searchConsole,
				enable_schemas: schemas,
				enable_migration: migration,
				enable_indexnow: indexNow,
				enable_llms_txt: llmsTxt,
				enable_redirects: redirects,
			} )[ flag ],
		[
			pageLevel,
			searchConsole,
			schemas,
			migration,
			indexNow,
			llmsTxt,
			redirects,
		]
	);
	const enabledRoutes = useMemo(
		() => getEnabledRoutes( routes, isEnabled ),
		[ routes, isEnabled ]
	);
	const menu = useMemo(
		() => buildMenu( enabledRoutes, sections, isEnabled ),
		[ enabledRoutes, sections, isEnabled ]
	);

	const rawPath = useHashPath();
	let path = rawPath;
	if ( rawPath === '' ) {
		path = getStartPath( boot.page, enabledRoutes );
	} else if ( rawPath === '/' ) {
		path = DEFAULT_PATH;
	}
	const redirect = findRoute( enabledRoutes, path )?.redirect;
	if ( redirect ) {
		path = normalizePath( redirect );
	}

	useEffect( () => {
		if ( path !== rawPath ) {
			replacePath( path );
		}
	}, [ path, rawPath ] );

	const ready = loadingState === 'success' || loadingState === 'error';
	const route = findRoute( enabledRoutes, path );
	const section = route
		? menu.find( ( candidate ) => candidate.id === route.section )
		: undefined;
	const showSideNav =
		ready &&
		!! route &&
		! route.navbarOnly &&
		!! section &&
		section.items.length > 0;
	const locked =
		!! route && ( !! route.locked || isPathLocked( menu, route.path ) );

	let content;
	if ( ! route || ! route.screen ) {
		content = <NotFound />;
	} else if ( locked ) {
		content = <Locked route={ route } />;
	} else {
		const Screen = route.screen;
		content = <Screen route={ route } />;
	}

	if ( route?.fullScreen && route.screen ) {
		const Screen = route.screen;
		return (
			<div className="lodestar-app lodestar-app--full-screen">
				{ ready ? (
					<ErrorBoundary key={ path }>
						<Suspense fallback={ <Spinner /> }>
							<Screen route={ route } />
						</Suspense>
					</ErrorBoundary>
				) : (
					<Spinner />
				) }
				<Snackbars />
			</div>
		);
	}

	return (
		<div className={ `lodestar-app${ showSideNav ? ' has-sidenav' : '' }` }>
			<TopBar
				menu={ menu }
				sections={ sections }
				routes={ enabledRoutes }
				currentSection={ route?.section }
				version={ boot.version }
				knowledgeBaseUrl={ boot.knowledgeBaseUrl }
				whatsNew={ boot.whatsNew ?? [] }
				analysis={ boot.analysis }
				helpLinks={ boot.helpLinks }
				onboardingCompleted={ boot.onboardingCompleted }
			/>
			<div className="lodestar-app__body">
				{ showSideNav && section && (
					<SideNav section={ section } route={ route } />
				) }
				<div className="lodestar-app__content">
					{ loadingState === 'error' && (
						<Notice status="error" isDismissible={ false }>
							{ loadingError }
						</Notice>
					) }
					{ ready ? (
						<ErrorBoundary key={ path }>
							<Suspense fallback={ <Spinner /> }>
								{ content }
							</Suspense>
						</ErrorBoundary>
					) : (
						<Spinner />
					) }
				</div>
			</div>
			<Snackbars />
		</div>
	);
}
