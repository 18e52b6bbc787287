/**
 * ESLint flat config: the @wordpress/scripts defaults plus project settings.
 */
const wpScriptsConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

const withFiles = ( configs, files ) =>
	configs.map( ( config ) => ( { ...config, files } ) );

module.exports = [
	{
		ignores: [
			'build/**',
			'node_modules/**',
			'vendor/**',
			'.wp-stack/**',
			'artifacts/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	...wpScriptsConfig,
	{
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'lodestar' },
			],
		},
	},
	...withFiles( wpPlugin.configs[ 'test-unit' ], [
		'tests/js/**/*.{js,jsx,ts,tsx}',
	] ),
	...withFiles( wpPlugin.configs[ 'test-playwright' ], [
		'tests/e2e/**/*.{js,ts}',
	] ),
];
