/**
 * Types of the admin app shell: routes, sections and the menu.
 */
import type { ComponentType, LazyExoticComponent } from 'react';

import type { FeatureFlag } from '../../src/types/settings';

export type SectionId = string;

/** Props every screen receives. */
export interface ScreenProps {
	route: AdminRoute;
}

export type ScreenComponent =
	| ComponentType< ScreenProps >
	| LazyExoticComponent< ComponentType< ScreenProps > >;

/**
 * One route of the app, which is also its place in the menu.
 */
export interface AdminRoute {
	/** Hash path, e.g. '/general/social/facebook'. */
	path: string;
	section: SectionId;
	/** Menu label (and page title unless `title` is set). */
	label: string;
	/** Page title when it differs from the label. */
	title?: string;
	/** Label of this path inside its own submenu (e.g. Social -> 'Default Social Image'). */
	submenuLabel?: string;
	/** Path of the menu item whose submenu lists this route. */
	parent?: string;
	/** Reached from the top bar only: no side navigation, no menu entry. */
	navbarOnly?: boolean;
	/** A focused screen: no top bar, no side navigation (the setup wizard). */
	fullScreen?: boolean;
	/** Route and menu entry exist only while this feature is on (saved settings). */
	feature?: FeatureFlag;
	/** Settings a migration from another plugin fills in. */
	migratable?: boolean;
	/** Visiting the path goes to this path instead. */
	redirect?: string;
	/** Provided by an extension that is not active: shown, but not usable. */
	locked?: boolean;
	/** Lazily loaded screen (absent on redirects). */
	screen?: ScreenComponent;
	/** Extra words the settings search matches. */
	keywords?: string[];
}

export interface Section {
	id: SectionId;
	label: string;
	feature?: FeatureFlag;
}

export interface MenuItem {
	path: string;
	label: string;
	locked?: boolean;
	children: MenuItem[];
}

export interface MenuSection {
	id: SectionId;
	label: string;
	/** Where the section tab leads (the section's first route). */
	path: string;
	items: MenuItem[];
}
