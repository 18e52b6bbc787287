<?php
/**
 * One request of one "PHP node": a separate PHP process running WordPress and Lodestar on the
 * test database (tables `lstnodes_`, apart from PHPUnit's) and on the shared Redis, through the
 * project's drop-in. tests/php/ObjectCache/TwoNodesTest.php runs several, one after another, as
 * a site behind several servers would see them: each process keeps only its own request's copy,
 * so what one sees of another's edit came through the database and Redis.
 *
 * Usage: php node.php COMMAND [ARG...] (prints the answer on stdout)
 * - install                    fresh WordPress in the lstnodes_ tables, Lodestar activated, Redis keys of the nodes wiped
 * - get URI                    a front-end request (main query, template_redirect, wp_head): prints the sitemap or the head
 * - setting KEY JSON           saves a Lodestar setting through the settings repository
 * - publish TITLE              publishes a post; prints its id
 * - term-meta TERM KEY VALUE   writes a term's meta
 * - cache-stats                prints the Redis keys of the nodes' salt, one a line
 *
 * Environment: as tests/php/wp-tests-config.php, and LODESTAR_REDIS_SOCKET.
 *
 * @package Lodestar\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- WordPress's globals.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$lodestar_args    = array_slice( $argv, 1 );
$lodestar_command = (string) array_shift( $lodestar_args );

putenv( 'LODESTAR_TESTS_TABLE_PREFIX=lstnodes_' );
define( 'WP_CACHE_KEY_SALT', 'lodestar-nodes' );

if ( 'install' === $lodestar_command ) {
	$lodestar_out = array();
	$lodestar_rc  = 0;
	exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/php/install.php' ) . ' 2>&1', $lodestar_out, $lodestar_rc ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
	if ( 0 !== $lodestar_rc || 'installed' !== trim( (string) end( $lodestar_out ) ) ) {
		fwrite( STDERR, implode( "\n", $lodestar_out ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 1 );
	}
}

if ( 'get' === $lodestar_command ) {
	$lodestar_uri = (string) ( $lodestar_args[0] ?? '/' );
	$lodestar_q   = (string) lodestar_node_query( $lodestar_uri );
	parse_str( $lodestar_q, $_GET );
	$_SERVER['QUERY_STRING'] = $lodestar_q;
}

/**
 * The query string of a URI (before WordPress's functions exist).
 *
 * @param string $uri URI.
 */
function lodestar_node_query( string $uri ): string {
	$at = strpos( $uri, '?' );
	return false === $at ? '' : substr( $uri, $at + 1 );
}

require dirname( __DIR__ ) . '/php/wp-tests-config.php';
if ( 'get' === $lodestar_command ) {
	$_SERVER['REQUEST_URI'] = (string) ( $lodestar_args[0] ?? '/' );
}
require __DIR__ . '/object-cache.php';
if ( 'install' === $lodestar_command ) {
	WP_Object_Cache::wipe();
}
$GLOBALS['_wp_using_ext_object_cache'] = true;

$GLOBALS['wp_filter']['muplugins_loaded'][10][] = array(
	'function'      => static function () {
		require LODESTAR_PLUGIN_DIR . '/plugin.php';
	},
	'accepted_args' => 1,
);
define( 'LODESTAR_PLUGIN_DIR', dirname( __DIR__, 2 ) );

global $shortcode_tags;
require ABSPATH . 'wp-settings.php';

switch ( $lodestar_command ) {
	case 'install':
		do_action( 'activate_plugin', plugin_basename( LODESTAR_FILE ), false );
		echo 'installed';
		break;
	case 'get':
		wp();
		do_action( 'template_redirect' ); // A sitemap answers (and exits) here or at parse_request.
		echo 'TITLE: ' . wp_get_document_title() . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- test output.
		ob_start();
		do_action( 'wp_head' );
		// Lodestar's part of the head (core's styles and links left out).
		foreach ( explode( "\n", (string) ob_get_clean() ) as $lodestar_line ) {
			if ( preg_match( '/^<(meta|link rel="canonical"|script type="application\/ld\+json"|!-- \/? ?Lodestar)/', $lodestar_line ) ) {
				echo $lodestar_line . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- test output.
			}
		}
		break;
	case 'setting':
		$lodestar_saved = \Lodestar\Plugin::instance()->settings()->save( array( (string) $lodestar_args[0] => json_decode( (string) $lodestar_args[1], true ) ) );
		echo true === $lodestar_saved ? 'saved' : 'error'; // phpcs:ignore WordPress.Security.EscapeOutput -- test output.
		break;
	case 'publish':
		echo (int) wp_insert_post(
			array(
				'post_title'   => (string) $lodestar_args[0],
				'post_status'  => 'publish',
				'post_content' => 'Text.',
			)
		);
		break;
	case 'term-meta':
		update_term_meta( (int) $lodestar_args[0], (string) $lodestar_args[1], (string) $lodestar_args[2] );
		echo 'written';
		break;
	case 'cache-stats':
		$lodestar_redis = new Redis();
		$lodestar_redis->connect( (string) getenv( 'LODESTAR_REDIS_SOCKET' ) );
		$lodestar_keys = (array) $lodestar_redis->keys( 'lodestar-nodes:*' );
		sort( $lodestar_keys );
		echo implode( "\n", $lodestar_keys ); // phpcs:ignore WordPress.Security.EscapeOutput -- test output.
		break;
	default:
		fwrite( STDERR, "node.php: unknown command {$lodestar_command}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 2 );
}
