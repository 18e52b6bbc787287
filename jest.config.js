/**
 * Jest configuration for the TypeScript unit tests in tests/js.
 *
 * Extends the @wordpress/scripts unit config (preset, Babel transform with
 * @wordpress/babel-preset-default) and only narrows where tests live. Jest
 * concatenates the preset's setup files with ours.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/tests/js/**/*.test.[jt]s?(x)' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/js/setup.ts' ],
	testPathIgnorePatterns: [ '/node_modules/', '<rootDir>/build/' ],
	// A test that waits up to 10 s for the screen (setup.ts) needs room beyond Jest's 5 s.
	testTimeout: 30000,
	// Some dependencies of @wordpress/components ship ES modules only (uuid 14's .js files,
	// @wordpress/theme's .mjs files): compile those for Jest, leave the rest of node_modules.
	transform: {
		'\\.m?[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [ '/node_modules/(?!uuid/).+\\.(c?js|jsx|tsx?)$' ],
};
