/**
 * Settings types, as the rest of the TypeScript code imports them.
 *
 * The settings themselves are generated from includes/Settings/Schema.php (the one source
 * of settings and of their defaults, which are never restated in TypeScript) into
 * settings.generated.ts; this module re-exports them and adds what the app derives.
 */
import type { Settings } from './settings.generated';

export type {
	ContentTypeEntry,
	Settings,
	SettingKey,
	SettingsGroupName,
	SocialProfileId,
} from './settings.generated';

export type RobotsDirective =
	Settings[ 'home_page_robots' ][ 'general' ][ number ];

/** Feature switches of spec §3 (Manage Features). */
export type FeatureFlag =
	| 'enable_page_level_seo'
	| 'enable_google_console'
	| 'enable_schemas'
	| 'enable_migration'
	| 'enable_indexnow'
	| 'enable_llms_txt'
	| 'enable_redirects';

/** A set of changed settings (the unsaved edits, or a save request's body). */
export type SettingsChanges = Partial< Settings >;
