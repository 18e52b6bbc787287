<?php
/**
 * Head output of every page type, one fixture file per scenario.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Runs tests/php/fixtures/head/*.json: each builds a site (options, Lodestar settings, post
 * types, taxonomies, users, terms, attachments, posts with meta), requests one page, and
 * compares the document title, the robots meta tag, the HTTP status or redirect, and every
 * line of Lodestar's head block with the expected ones.
 *
 * Fixture keys (all optional but "request" and "expect"):
 * - description: what the scenario shows.
 * - options: WordPress options, set after the content exists (values may be references).
 * - settings: Lodestar settings, stored as the option after the content exists.
 * - post_types / taxonomies: name => register_post_type() args / {object_type, args}.
 * - users: ref => {display_name, description, nicename}.
 * - terms: ref => {taxonomy, name, slug, description, parent, meta}.
 * - attachments: ref => {file, width, height, alt, title, mime, parent}.
 * - posts: ref => wp_insert_post() fields plus author, terms {taxonomy: [refs]}, meta, thumbnail,
 *   post_modified (defaults: published post, post_date 2024-03-05 10:00:00, modified = date).
 * - request: query vars.
 * - expect: title, robots (null: no robots tag), status, redirect [location, status],
 *   head (the block's lines; null: no block).
 * References: a whole string "@post:ref" (also @term, @user, @attachment) becomes that id;
 * "{{post:ref}}" inside a string becomes the id too.
 */
class HeadScenariosTest extends TestCase {

	use HeadHarness;

	/**
	 * Ids created by the current scenario: kind => ref => id.
	 *
	 * @var array<string, array<string, int>>
	 */
	private array $ids = array();

	/**
	 * Post types registered by the scenario.
	 *
	 * @var string[]
	 */
	private array $post_types = array();

	/**
	 * Taxonomies registered by the scenario.
	 *
	 * @var string[]
	 */
	private array $taxonomies = array();

	/**
	 * Pretty permalinks, a known site name and tagline, UTC.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		// Category and tag permalinks are set up when the taxonomies are registered.
		create_initial_taxonomies();
		update_option( 'blogname', 'Lodestar Test' );
		update_option( 'blogdescription', 'Just another site' );
		update_option( 'show_on_front', 'posts' );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		update_option( 'date_format', 'F j, Y' );
		update_option( 'posts_per_page', 10 );
		// Start from an empty site: the installer's sample post and pages would join listings.
		foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( $id, true );
		}
	}

	/**
	 * Unregisters what the scenario registered and restores plain permalinks.
	 */
	protected function tearDown(): void {
		global $wp_rewrite;
		foreach ( $this->post_types as $post_type ) {
			unregister_post_type( $post_type );
		}
		foreach ( $this->taxonomies as $taxonomy ) {
			unregister_taxonomy( $taxonomy );
		}
		$this->post_types = array();
		$this->taxonomies = array();
		$this->ids        = array();
		$wp_rewrite->set_permalink_structure( '' );
		create_initial_taxonomies();
		parent::tearDown();
	}

	/**
	 * Every fixture file, keyed by scenario name.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function scenarios(): array {
		$cases = array();
		foreach ( glob( dirname( __DIR__ ) . '/fixtures/head/*.json' ) as $file ) {
			$cases[ basename( $file, '.json' ) ] = array( $file );
		}
		return $cases;
	}

	/**
	 * The fixture set is as broad as the acceptance asks.
	 */
	public function test_there_are_at_least_forty_scenarios(): void {
		$this->assertGreaterThanOrEqual( 40, count( self::scenarios() ) );
	}

	/**
	 * One scenario.
	 *
	 * @dataProvider scenarios
	 *
	 * @param string $file Fixture file.
	 */
	public function test_scenario( string $file ): void {
		$scenario = json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertArrayHasKey( 'request', $scenario, 'A scenario needs a request.' );
		foreach ( array( 'title', 'robots', 'head' ) as $key ) {
			$this->assertArrayHasKey( $key, $scenario['expect'] ?? array(), "A scenario states its expected {$key} (null for none)." );
		}
		$this->build( $scenario );

		$page   = $this->render_request( $this->resolve( $scenario['request'] ) );
		$expect = $scenario['expect'];
		$actual = array(
			'title'    => $page['title'],
			'robots'   => $page['robots'],
			'status'   => $page['status'],
			'redirect' => $page['redirect'],
			'head'     => $page['block'],
		);
		$expected = array(
			'title'    => $expect['title'],
			'robots'   => $expect['robots'],
			'status'   => $expect['status'] ?? null,
			'redirect' => $expect['redirect'] ?? null,
			'head'     => $expect['head'],
		);
		$this->assertSame( $expected, $actual, (string) ( $scenario['description'] ?? '' ) );
	}

	/**
	 * Builds the scenario's site.
	 *
	 * @param array<string, mixed> $scenario Scenario.
	 */
	private function build( array $scenario ): void {
		foreach ( $scenario['post_types'] ?? array() as $name => $args ) {
			register_post_type( $name, $args );
			$this->post_types[] = $name;
		}
		foreach ( $scenario['taxonomies'] ?? array() as $name => $definition ) {
			register_taxonomy( $name, $definition['object_type'] ?? array( 'post' ), $definition['args'] ?? array() );
			$this->taxonomies[] = $name;
		}
		foreach ( $scenario['users'] ?? array() as $ref => $user ) {
			$id = wp_insert_user(
				array(
					'user_login'    => 'user_' . $ref,
					'user_pass'     => 'password',
					'user_email'    => $ref . '@example.org',
					'user_nicename' => $user['nicename'] ?? $ref,
					'display_name'  => $user['display_name'] ?? $ref,
					'description'   => $user['description'] ?? '',
					'role'          => 'author',
				)
			);
			$this->assertIsInt( $id );
			$this->ids['user'][ $ref ] = $id;
			foreach ( $user['meta'] ?? array() as $key => $value ) {
				update_user_meta( $id, $key, $value );
			}
		}
		foreach ( $scenario['terms'] ?? array() as $ref => $term ) {
			$args = array(
				'slug'        => $term['slug'] ?? $ref,
				'description' => $term['description'] ?? '',
			);
			if ( isset( $term['parent'] ) ) {
				$args['parent'] = $this->ids['term'][ $term['parent'] ];
			}
			$result = wp_insert_term( $term['name'], $term['taxonomy'] ?? 'category', $args );
			$this->assertIsArray( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
			$this->ids['term'][ $ref ] = (int) $result['term_id'];
		}
		foreach ( $scenario['attachments'] ?? array() as $ref => $attachment ) {
			$this->ids['attachment'][ $ref ] = $this->attachment( $attachment );
		}
		foreach ( $scenario['terms'] ?? array() as $ref => $term ) {
			foreach ( $term['meta'] ?? array() as $key => $value ) {
				update_term_meta( $this->ids['term'][ $ref ], $key, $this->resolve( $value ) );
			}
		}
		foreach ( $scenario['posts'] ?? array() as $ref => $post ) {
			$this->ids['post'][ $ref ] = $this->post( $post );
		}
		foreach ( $scenario['attachments'] ?? array() as $ref => $attachment ) {
			if ( isset( $attachment['parent'] ) ) {
				wp_update_post(
					array(
						'ID'          => $this->ids['attachment'][ $ref ],
						'post_parent' => $this->ids['post'][ $attachment['parent'] ],
					)
				);
			}
		}
		foreach ( $scenario['options'] ?? array() as $name => $value ) {
			update_option( $name, $this->resolve( $value ) );
		}
		if ( isset( $scenario['settings'] ) ) {
			update_option( Definitions::OPTION, $this->resolve( $scenario['settings'] ), true );
		}
		// A fresh request: nothing cached but what WordPress autoloads.
		wp_cache_flush();
	}

	/**
	 * Creates an image attachment with size metadata (no file needed).
	 *
	 * @param array<string, mixed> $attachment Definition.
	 * @return int Attachment id.
	 */
	private function attachment( array $attachment ): int {
		$file = $attachment['file'];
		$id   = wp_insert_attachment(
			array(
				'post_title'     => $attachment['title'] ?? pathinfo( $file, PATHINFO_FILENAME ),
				'post_name'      => $attachment['slug'] ?? sanitize_title( pathinfo( $file, PATHINFO_FILENAME ) ),
				'post_mime_type' => $attachment['mime'] ?? 'image/jpeg',
				'post_status'    => 'inherit',
				'post_date'      => '2024-03-01 09:00:00',
			),
			$file
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => $attachment['width'] ?? 1200,
				'height' => $attachment['height'] ?? 630,
				'file'   => $file,
				'sizes'  => array(),
			)
		);
		if ( array_key_exists( 'alt', $attachment ) ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $attachment['alt'] );
		}
		return $id;
	}

	/**
	 * Creates a post.
	 *
	 * @param array<string, mixed> $post Definition.
	 * @return int Post id.
	 */
	private function post( array $post ): int {
		$fields = array_diff_key( $post, array_flip( array( 'author', 'terms', 'meta', 'thumbnail', 'post_modified' ) ) );
		$fields = $this->resolve( $fields ) + array(
			'post_status' => 'publish',
			'post_date'   => '2024-03-05 10:00:00',
			'post_type'   => 'post',
		);
		if ( isset( $post['author'] ) ) {
			$fields['post_author'] = $this->ids['user'][ $post['author'] ];
		}
		// Inserted as an administrator, like content written in the editor (unfiltered HTML).
		$this->act_as( 'administrator' );
		$id = wp_insert_post( wp_slash( $fields ), true );
		wp_set_current_user( 0 );
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );

		foreach ( $post['terms'] ?? array() as $taxonomy => $refs ) {
			wp_set_object_terms( $id, array_map( fn( $ref ) => $this->ids['term'][ $ref ], $refs ), $taxonomy );
		}
		foreach ( $post['meta'] ?? array() as $key => $value ) {
			update_post_meta( $id, $key, wp_slash( $this->resolve( $value ) ) );
		}
		if ( isset( $post['thumbnail'] ) ) {
			set_post_thumbnail( $id, $this->ids['attachment'][ $post['thumbnail'] ] );
		}

		global $wpdb;
		$modified = $post['post_modified'] ?? $fields['post_date'];
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- fixing a timestamp WordPress sets to now.
			$wpdb->posts,
			array(
				'post_modified'     => $modified,
				'post_modified_gmt' => $modified,
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		return $id;
	}

	/**
	 * Replaces references by ids (recursively).
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private function resolve( $value ) {
		if ( is_array( $value ) ) {
			return array_map( array( $this, 'resolve' ), $value );
		}
		if ( ! is_string( $value ) ) {
			return $value;
		}
		if ( preg_match( '/^@(post|term|user|attachment):([\w-]+)$/', $value, $match ) ) {
			return $this->id( $match[1], $match[2] );
		}
		return (string) preg_replace_callback(
			'/\{\{(post|term|user|attachment):([\w-]+)\}\}/',
			fn( array $match ): string => (string) $this->id( $match[1], $match[2] ),
			$value
		);
	}

	/**
	 * Id of a reference.
	 *
	 * @param string $kind Kind.
	 * @param string $ref  Reference.
	 */
	private function id( string $kind, string $ref ): int {
		$this->assertArrayHasKey( $ref, $this->ids[ $kind ] ?? array(), "Unknown reference @{$kind}:{$ref}." );
		return $this->ids[ $kind ][ $ref ];
	}
}
