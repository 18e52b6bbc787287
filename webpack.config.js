/**
 * Webpack configuration: the @wordpress/scripts defaults with our own entries.
 *
 * Entries (one folder per entry under build/, each with index.js and index.asset.php):
 * - admin:  src-admin/index.tsx, the admin single-page app.
 * - editor: src-editor/index.tsx, the block editor's SEO sidebar (Editor\EditorAssets).
 * - term:   src-editor/term/index.tsx, the SEO popup of taxonomy screens (Editor\TermAssets).
 * - blocks/breadcrumbs: src-editor/blocks/breadcrumbs/index.tsx, the breadcrumbs block's editor
 *   script, next to its block.json (copied here; Frontend\Breadcrumbs registers the block from it).
 *
 * The store (src/store) is bundled into each entry: the admin app and the
 * editor never load on the same screen, and the store registers itself once.
 */
const path = require( 'path' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

// The default config copies block.json and PHP files found under the source
// directory (here the whole project, because the build script passes
// --webpack-src-dir=.) and rewrites block.json paths; our one block's
// block.json is copied by its own CopyWebpackPlugin below instead.
const SKIPPED_PLUGINS = new Set( [ 'CopyPlugin', 'PhpFilePathsPlugin' ] );

module.exports = {
	...defaultConfig,
	entry: {
		'admin/index': path.resolve( __dirname, 'src-admin/index.tsx' ),
		'editor/index': path.resolve( __dirname, 'src-editor/index.tsx' ),
		'term/index': path.resolve( __dirname, 'src-editor/term/index.tsx' ),
		'blocks/breadcrumbs/index': path.resolve(
			__dirname,
			'src-editor/blocks/breadcrumbs/index.tsx'
		),
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		// Two runtimes must never share a chunk-loading global.
		uniqueName: 'lodestar',
		// Lazy screens get readable, entry-scoped names (set with
		// webpackChunkName), cache-busted through the query string.
		chunkFilename: '[name].js?ver=[chunkhash]',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => ! SKIPPED_PLUGINS.has( plugin.constructor.name )
		),
		// Only our own block's metadata is copied.
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: 'src-editor/blocks/breadcrumbs/block.json',
					to: 'blocks/breadcrumbs/block.json',
				},
			],
		} ),
	],
	performance: {
		...defaultConfig.performance,
		hints: false,
	},
};
