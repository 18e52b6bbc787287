<?php
/**
 * Runs a migration through REST the way the Migration screen does.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

use Lodestar\Migration\Runner;
use Lodestar\Migration\UndoLog;
use Lodestar\Settings\Definitions;

/**
 * For TestCase subclasses with a SLUG constant: the screen's flow (scan terms and posts page by
 * page, global settings, one term and one post per request, completed), resuming from the
 * server's progress state, and dumps of everything a migration may write.
 *
 * @since 0.3.0
 */
trait MigrationFlow {

	/**
	 * Ids of the last complete scan: [taxonomy or post type => ids] per kind.
	 *
	 * @var array{terms: array<string, int[]>, posts: array<string, int[]>}|null
	 */
	private ?array $scanned = null;

	/**
	 * Forgets any migration state of an earlier test.
	 */
	protected function reset_migration(): void {
		( new UndoLog() )->clear();
		delete_option( Runner::STATE_OPTION );
		delete_option( Runner::COMPLETED_OPTION );
		delete_option( Definitions::OPTION );
		$this->scanned = null;
	}

	/**
	 * Registers a public `product` post type with an archive (labels Product / Products) and a
	 * public `product_cat` taxonomy on it, and publishes one product ("Anvil") filed under one
	 * term ("Forged"), neither holding data of the source: their head comes from the templates
	 * per content type. Pair with unregister_shop_types().
	 *
	 * @return array{product: int, term: int}
	 */
	protected function register_shop_types(): array {
		register_post_type(
			'product',
			array(
				'public'      => true,
				'has_archive' => true,
				'labels'      => array(
					'name'          => 'Products',
					'singular_name' => 'Product',
				),
			)
		);
		register_taxonomy( 'product_cat', 'product', array( 'public' => true ) );
		$term    = (int) wp_insert_term( 'Forged', 'product_cat', array( 'description' => 'Hot work.' ) )['term_id'];
		$product = $this->publish_post(
			array(
				'post_type'    => 'product',
				'post_title'   => 'Anvil',
				'post_excerpt' => 'A heavy block.',
			)
		);
		wp_set_object_terms( $product, array( $term ), 'product_cat' );
		return array(
			'product' => $product,
			'term'    => $term,
		);
	}

	/**
	 * Unregisters what register_shop_types() registered.
	 */
	protected function unregister_shop_types(): void {
		if ( taxonomy_exists( 'product_cat' ) ) {
			unregister_taxonomy( 'product_cat' );
		}
		if ( post_type_exists( 'product' ) ) {
			unregister_post_type( 'product' );
		}
	}

	/**
	 * The heads of the shop fixtures: the product, its term archive, the product archive.
	 *
	 * @param array{product: int, term: int} $ids Fixture ids.
	 * @return array{product: array<string, mixed>, term: array<string, mixed>, archive: array<string, mixed>}
	 */
	protected function shop_heads( array $ids ): array {
		return array(
			'product' => $this->render_request(
				array(
					'p'         => $ids['product'],
					'post_type' => 'product',
				)
			),
			'term'    => $this->render_request(
				array(
					'taxonomy' => 'product_cat',
					'term'     => 'forged',
				)
			),
			'archive' => $this->render_request( array( 'post_type' => 'product' ) ),
		);
	}

	/**
	 * What a source's per-type templates make of the shop fixtures once migrated: the given
	 * titles, the descriptions of the fixtures' templates, the product archive noindexed (stored
	 * as `pta:product`), and no product template among what was not migrated.
	 *
	 * @param array<string, array<string, mixed>> $heads   shop_heads() after the migration.
	 * @param array<string, mixed>                 $result  The migration's result.
	 * @param array{product: string, term: string, archive: string} $titles Expected titles.
	 */
	protected function assert_shop_migrated( array $heads, array $result, array $titles ): void {
		$this->assertSame( $titles['product'], html_entity_decode( (string) $heads['product']['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Buy the Anvil: A heavy block." />', $heads['product']['head'] );
		$this->assertSame( $titles['term'], html_entity_decode( (string) $heads['term']['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Forged: Hot work." />', $heads['term']['head'] );
		$this->assertSame( $titles['archive'], html_entity_decode( (string) $heads['archive']['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Everything we sell" />', $heads['archive']['head'] );
		$this->assertStringContainsString( 'noindex', (string) $this->robots_of( $heads['archive']['head'] ) );
		$this->assertSame( array( 'pta:product' ), \Lodestar\Plugin::instance()->settings()->get( 'no_index' ) );
		foreach ( $result['not_migrated'] as $entry ) {
			$this->assertDoesNotMatchRegularExpression( '/product/', $entry['field'], wp_json_encode( $entry ) );
		}
	}

	/**
	 * Body of POST migration/terms or migration/posts.
	 *
	 * @param string $key       'term_ids' or 'post_ids'.
	 * @param int    $id        Id.
	 * @param bool   $overwrite Overwrite.
	 * @return array<string, mixed>
	 */
	protected function item( string $key, int $id, bool $overwrite = false ): array {
		return array(
			'plugin_slug' => static::SLUG,
			$key          => array( $id ),
			'cleanup'     => false,
			'overwrite'   => $overwrite,
		);
	}

	/**
	 * Runs (or resumes) a whole migration through REST.
	 *
	 * @param bool $overwrite Overwrite.
	 * @param bool $resume    Continue with the items the server has not completed.
	 * @return array{state: array<string, mixed>, not_migrated: list<array<string, mixed>>}
	 */
	protected function run_migration( bool $overwrite = false, bool $resume = false ): array {
		$state = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/migrated-data' ) );
		if ( ! $resume || null === $this->scanned || static::SLUG !== $state['plugin_slug'] ) {
			$this->scanned = null;
			$scanned       = array();
			foreach ( array( 'terms' => 'term_ids', 'posts' => 'post_ids' ) as $kind => $key ) {
				$scanned[ $kind ] = array();
				$page             = 1;
				do {
					$response = $this->call( 'GET', '/lodestar/v1/migration/' . $kind . '?plugin_slug=' . static::SLUG . '&page=' . $page );
					$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json_data( $response ) ) );
					$body = $this->json_data( $response );
					foreach ( $body['data'] as $group => $entry ) {
						$this->assertSame( count( $entry[ $key ] ), $entry['count'] );
						$scanned[ $kind ][ $group ] = array_merge( $scanned[ $kind ][ $group ] ?? array(), $entry[ $key ] );
					}
					++$page;
				} while ( $page <= $body['pagination']['total_pages'] );
			}
			$this->scanned = $scanned;
			$state         = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/migrated-data' ) );
		}

		$missing = array();
		if ( ! $state['global_settings_migrated'] ) {
			$body    = $this->ok( 'POST', '/lodestar/v1/migration/global-settings', array( 'plugin_slug' => static::SLUG, 'cleanup' => false, 'overwrite' => $overwrite ) );
			$missing = array_merge( $missing, $body['not_migrated'] );
		}
		foreach ( array( 'terms' => 'term_ids', 'posts' => 'post_ids' ) as $kind => $key ) {
			foreach ( $this->scanned[ $kind ] as $group => $ids ) {
				foreach ( $ids as $id ) {
					if ( in_array( $id, $state[ $kind ][ $group ]['completed'] ?? array(), true ) ) {
						continue;
					}
					$body    = $this->ok( 'POST', '/lodestar/v1/migration/' . $kind, $this->item( $key, $id, $overwrite ) );
					$missing = array_merge( $missing, $body['not_migrated'] );
				}
			}
		}
		$state = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/migrated-data' ) );
		$this->ok( 'POST', '/lodestar/v1/migration/completed', array( 'plugin_slug' => static::SLUG ) );
		return array(
			'state'        => $state,
			'not_migrated' => $missing,
		);
	}

	/**
	 * A REST call whose route may carry a query string (TestCase::rest() takes the route as
	 * it is).
	 *
	 * @param string                    $method Method.
	 * @param string                    $route  Route, with an optional `?query`.
	 * @param array<string, mixed>|null $body   JSON body.
	 */
	protected function call( string $method, string $route, ?array $body = null ): \WP_REST_Response {
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$parts   = explode( '?', $route, 2 );
		$request = new \WP_REST_Request( $method, $parts[0] );
		if ( isset( $parts[1] ) ) {
			parse_str( $parts[1], $query );
			$request->set_query_params( $query );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * A REST call that must succeed; its JSON body.
	 *
	 * @param string                    $method Method.
	 * @param string                    $route  Route.
	 * @param array<string, mixed>|null $body   Body.
	 * @return array<string, mixed>
	 */
	protected function ok( string $method, string $route, ?array $body ): array {
		$response = $this->call( $method, $route, $body );
		$data     = $this->json_data( $response );
		$this->assertSame( 200, $response->get_status(), $route . ' ' . wp_json_encode( $data ) );
		return $data;
	}

	/**
	 * Every value a migration may write: the stored settings and all `_lodestar_*` post and
	 * term meta, as stored (raw bytes).
	 *
	 * @return array<string, mixed>
	 */
	protected function dump(): array {
		global $wpdb;
		$like = $wpdb->esc_like( '_lodestar_' ) . '%';
		return array(
			'settings' => $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", Definitions::OPTION ), ARRAY_A ),
			'postmeta' => $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key LIKE %s ORDER BY post_id, meta_key, meta_id", $like ), ARRAY_A ),
			'termmeta' => $wpdb->get_results( $wpdb->prepare( "SELECT term_id, meta_key, meta_value FROM {$wpdb->termmeta} WHERE meta_key LIKE %s ORDER BY term_id, meta_key, meta_id", $like ), ARRAY_A ),
		);
	}

	/**
	 * The content of the robots meta tag in a head, or null.
	 *
	 * @param string $head Head HTML.
	 */
	protected function robots_of( string $head ): ?string {
		return preg_match( "#<meta name=['\"]robots['\"] content=['\"]([^'\"]*)['\"]#", $head, $m ) ? $m[1] : null;
	}
}
