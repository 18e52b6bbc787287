<?php
/**
 * The resolver chain against the shared vectors.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Every vector of tests/fixtures/resolvers.json through the real resolvers
 * (Plugin::instance()->titles(), descriptions(), social()) on real WordPress objects built
 * from the vector's facts: posts, pages, terms, users, attachments, settings saved through the
 * settings repository. Jest runs the same vectors through src/utils/resolvers.ts, so the
 * previews' fallback chain is proven equal to the page's.
 */
class ResolverVectorsTest extends TestCase {

	/**
	 * Post type registered by a post type archive vector without a "type".
	 */
	private const BOOK = 'lodestar_book';

	/**
	 * Post types and taxonomies a vector's "type" registered, unregistered after it.
	 *
	 * @var array{post_types: string[], taxonomies: string[]}
	 */
	private array $registered = array(
		'post_types' => array(),
		'taxonomies' => array(),
	);

	/**
	 * Attachments created for image URLs: URL => id.
	 *
	 * @var array<string, int>
	 */
	private array $attachments = array();

	/**
	 * Pretty permalinks and a known site, as the head scenarios; no sample content.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies();
		update_option( 'show_on_front', 'posts' );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		update_option( 'date_format', 'F j, Y' );
	}

	/**
	 * Restores plain permalinks and unregisters the post type of an archive vector.
	 */
	protected function tearDown(): void {
		global $wp_rewrite;
		if ( post_type_exists( self::BOOK ) ) {
			unregister_post_type( self::BOOK );
		}
		foreach ( $this->registered['taxonomies'] as $taxonomy ) {
			unregister_taxonomy( $taxonomy );
		}
		foreach ( $this->registered['post_types'] as $post_type ) {
			if ( post_type_exists( $post_type ) ) {
				unregister_post_type( $post_type );
			}
		}
		$this->registered = array(
			'post_types' => array(),
			'taxonomies' => array(),
		);
		$this->attachments = array();
		$wp_rewrite->set_permalink_structure( '' );
		create_initial_taxonomies();
		parent::tearDown();
	}

	/**
	 * The fixture file.
	 *
	 * @return array<string, mixed>
	 */
	private static function fixture(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/resolvers.json' ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/**
	 * Vectors keyed by name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function vectors(): array {
		$cases = array();
		foreach ( self::fixture()['vectors'] as $vector ) {
			$cases[ $vector['name'] ] = array( $vector );
		}
		return $cases;
	}

	/**
	 * At least 40 uniquely named vectors, covering every kind with and without own fields.
	 */
	public function test_fixture_covers_the_kinds(): void {
		$vectors = self::fixture()['vectors'];
		$this->assertGreaterThanOrEqual( 40, count( $vectors ) );
		$this->assertCount( count( $vectors ), self::vectors(), 'Vector names must be unique.' );
		$with    = array();
		$without = array();
		foreach ( $vectors as $vector ) {
			if ( array() === $vector['overrides'] ) {
				$without[ $vector['context']['kind'] ] = true;
			} else {
				$with[ $vector['context']['kind'] ] = true;
			}
		}
		foreach ( array( 'post', 'page', 'home-static', 'term', 'author', 'search', '404' ) as $kind ) {
			$this->assertArrayHasKey( $kind, $with, "A vector of kind {$kind} with own fields." );
			$this->assertArrayHasKey( $kind, $without, "A vector of kind {$kind} without own fields." );
		}
		// The latest-posts home page has no own fields: its settings are its fields.
		$this->assertArrayHasKey( 'home-latest', $without );
	}

	/**
	 * The fixture's defaults are the settings' defaults, so Jest (which merges them) and
	 * PHPUnit (which saves only the differences) start from the same settings.
	 */
	public function test_fixture_defaults_are_the_settings_defaults(): void {
		$defaults = Definitions::defaults();
		foreach ( self::fixture()['settings_defaults'] as $key => $value ) {
			$this->assertArrayHasKey( $key, $defaults );
			$this->assertSame( $defaults[ $key ], $value, $key );
		}
		$this->assertSame( self::fixture()['site']['url'], home_url(), 'The vectors\' site URL is the test site\'s.' );
	}

	/**
	 * One vector: every output field.
	 *
	 * @dataProvider vectors
	 *
	 * @param array<string, mixed> $vector Vector.
	 */
	public function test_vector( array $vector ): void {
		$plugin = Plugin::instance();
		$site   = array_merge( self::fixture()['site'], $vector['site'] ?? array() );
		update_option( 'blogname', $site['name'] );
		update_option( 'blogdescription', $site['tagline'] );

		$this->save_vector_settings( $vector['settings'] );
		$context = $this->context( $vector['context'], $vector['overrides'] );
		// A fresh request: nothing memoised but what WordPress autoloads.
		wp_cache_flush();
		$plugin->settings()->flush();
		$plugin->images()->flush();

		$open_graph = $plugin->social()->open_graph( $context );
		$twitter    = $plugin->social()->twitter( $context );
		$this->assertSame(
			$vector['expected'],
			array(
				'title'               => $plugin->titles()->resolve( $context ),
				'description'         => $plugin->descriptions()->resolve( $context ),
				'og_title'            => $open_graph['title'],
				'og_description'      => $open_graph['description'],
				'og_image'            => $open_graph['image']['url'] ?? '',
				'twitter_title'       => $twitter['title'],
				'twitter_description' => $twitter['description'],
				'twitter_image'       => $twitter['image']['url'] ?? '',
			)
		);
	}

	/**
	 * Saves the vector's settings through the repository; a library image URL is saved with its
	 * attachment id, as the media picker does.
	 *
	 * @param array<string, mixed> $settings Settings that differ from the defaults.
	 */
	private function save_vector_settings( array $settings ): void {
		if ( '' !== ( $settings['fallback_image'] ?? '' ) ) {
			$settings['fallback_image_id'] = $this->attachment( $settings['fallback_image'] );
		}
		if ( array() !== $settings ) {
			$this->assertTrue( Plugin::instance()->settings()->save( $settings ) );
		}
	}

	/**
	 * The page context of the vector's facts, with its objects created.
	 *
	 * @param array<string, mixed>  $facts     Context facts.
	 * @param array<string, string> $overrides The object's own fields.
	 */
	private function context( array $facts, array $overrides ): Context {
		if ( isset( $facts['posts'] ) ) {
			return $this->listing( $facts, $overrides );
		}
		$page  = (int) ( $facts['page'] ?? 1 );
		$pages = (int) ( $facts['pages'] ?? 1 );
		switch ( $facts['kind'] ) {
			case 'post':
			case 'page':
				return Context::singular( $this->post( $facts, $overrides ), $page );
			case 'home-static':
				$post = $this->post( $facts, $overrides );
				update_option( 'show_on_front', 'page' );
				update_option( 'page_on_front', $post->ID );
				return Context::singular( $post, $page, true );
			case 'blog':
				$post = $this->post( $facts, $overrides );
				update_option( 'show_on_front', 'page' );
				update_option( 'page_for_posts', $post->ID );
				return Context::blog( $post, $page, $pages );
			case 'home-latest':
				return Context::home( $page, $pages );
			case 'term':
				return Context::term( $this->term( $facts, $overrides ), $page, $pages );
			case 'author':
				$id = $this->user( $facts['title'], $facts['description'] ?? '' );
				// Every field given is stored; an author's head reads its title and description.
				foreach ( $this->meta_of( $overrides ) as $key => $value ) {
					update_user_meta( $id, $key, $value );
				}
				return Context::author( get_userdata( $id ), $page, $pages );
			case 'post-type-archive':
				$type = $facts['type'] ?? self::BOOK;
				register_post_type(
					$type,
					array(
						'public'      => true,
						'has_archive' => true,
						'labels'      => array_filter(
							array(
								'name'          => $facts['title'],
								'singular_name' => $facts['type_singular'] ?? null,
							)
						),
						'description' => $facts['description'] ?? '',
					)
				);
				$this->registered['post_types'][] = $type;
				return Context::post_type_archive( $type, $page, $pages );
			case 'date':
				$this->assertMatchesRegularExpression( '/^\d{4}$/', $facts['title'], 'A date vector is a year archive.' );
				return Context::date( (int) $facts['title'], 0, 0, $page, $pages );
			case 'search':
				return Context::search( $facts['query'], $page, $pages );
			case '404':
				return Context::not_found();
		}
		$this->fail( 'Unknown kind ' . $facts['kind'] );
	}

	/**
	 * The context of a listing with posts (the latest-posts home page or a category archive), as
	 * the front end builds it: from the main query, whose posts are the vector's "posts" in order
	 * (the first is the newest), on a site without other posts.
	 *
	 * @param array<string, mixed>  $facts     Context facts.
	 * @param array<string, string> $overrides The object's own fields.
	 */
	private function listing( array $facts, array $overrides ): Context {
		$this->assertContains( $facts['kind'], array( 'home-latest', 'term' ), 'Only the home page and terms list posts.' );
		$this->assertArrayNotHasKey( 'page', $facts, 'A listing vector is the first page of its main query.' );
		$this->empty_site();
		$term = 'term' === $facts['kind'] ? $this->term( $facts, $overrides ) : null;
		$this->act_as( 'administrator' );
		foreach ( array_values( $facts['posts'] ) as $index => $title ) {
			$id = wp_insert_post(
				wp_slash(
					array(
						'post_status'   => 'publish',
						'post_title'    => $title,
						'post_content'  => 'Text.',
						'post_date'     => gmdate( 'Y-m-d H:i:s', gmmktime( 10, 0, 0, 3, 28, 2024 ) - $index * DAY_IN_SECONDS ),
						'post_category' => null === $term ? array() : array( $term->term_id ),
					)
				),
				true
			);
			$this->assertIsInt( $id );
		}
		wp_set_current_user( 0 );
		$query   = $this->go_to( null === $term ? array() : array( 'cat' => $term->term_id ) );
		$context = Context::from_query( $query );
		$this->assertSame( 'term' === $facts['kind'] ? Context::TERM : Context::HOME, $context->kind );
		$this->assertCount( count( $facts['posts'] ), $context->posts, 'The main query lists the vector\'s posts.' );
		return $context;
	}

	/**
	 * A published post or page with the vector's text, author, images and own fields.
	 *
	 * @param array<string, mixed>  $facts     Context facts.
	 * @param array<string, string> $overrides The object's own fields.
	 */
	private function post( array $facts, array $overrides ): \WP_Post {
		$variables = $facts['variables'] ?? array();
		$this->assertSame( array(), array_diff( array_keys( $variables ), array( 'author_name', 'parent_title', 'post_type_singular', 'post_type_plural' ) ), 'Only %author_name%, %parent_title% and the post type labels are built from facts.' );
		$author    = isset( $variables['author_name'] ) ? $this->user( $variables['author_name'], '' ) : 0;
		$post_type = $this->post_type( $facts );
		$type      = get_post_type_object( $post_type );
		foreach ( array( 'post_type_singular' => 'singular_name', 'post_type_plural' => 'name' ) as $variable => $label ) {
			if ( isset( $variables[ $variable ] ) ) {
				$this->assertSame( $variables[ $variable ], $type->labels->{$label}, "The {$label} label of {$post_type}." );
			}
		}
		$parent = 0;
		if ( isset( $variables['parent_title'] ) ) {
			$parent = (int) wp_insert_post(
				array(
					'post_type'   => $post_type,
					'post_status' => 'publish',
					'post_title'  => $variables['parent_title'],
				)
			);
		}
		// Inserted as an administrator, like content written in the editor (unfiltered HTML).
		$this->act_as( 'administrator' );
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'     => $post_type,
					'post_parent'   => $parent,
					'post_status'   => 'publish',
					'post_date'     => '2024-03-05 10:00:00',
					'post_title'    => $facts['title'] ?? '',
					'post_excerpt'  => $facts['excerpt'] ?? '',
					'post_content'  => $facts['content'] ?? '',
					'post_password' => empty( $facts['protected'] ) ? '' : 'secret',
					'post_author'   => $author,
				)
			),
			true
		);
		wp_set_current_user( 0 );
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		if ( '' !== ( $facts['featured_image'] ?? '' ) ) {
			set_post_thumbnail( $id, $this->attachment( $facts['featured_image'] ) );
		}
		foreach ( $this->meta_of( $overrides ) as $key => $value ) {
			update_post_meta( $id, $key, wp_slash( $value ) );
		}
		clean_post_cache( $id );
		return get_post( $id );
	}

	/**
	 * The post type of a post or page vector: its "type", registered as a public type when it is
	 * not a built-in one.
	 *
	 * @param array<string, mixed> $facts Context facts.
	 */
	private function post_type( array $facts ): string {
		$type = $facts['type'] ?? ( 'post' === $facts['kind'] ? 'post' : 'page' );
		if ( ! post_type_exists( $type ) ) {
			$labels = array_filter(
				array(
					'name'          => $facts['variables']['post_type_plural'] ?? null,
					'singular_name' => $facts['variables']['post_type_singular'] ?? null,
				)
			);
			register_post_type(
				$type,
				array(
					'public' => true,
					'labels' => $labels,
				)
			);
			$this->registered['post_types'][] = $type;
		}
		return $type;
	}

	/**
	 * A term (a category unless the vector names its "type") with the vector's name, description
	 * and own fields.
	 *
	 * @param array<string, mixed>  $facts     Context facts.
	 * @param array<string, string> $overrides The object's own fields.
	 */
	private function term( array $facts, array $overrides ): \WP_Term {
		$this->act_as( 'administrator' );
		$taxonomy = $facts['type'] ?? 'category';
		if ( ! taxonomy_exists( $taxonomy ) ) {
			register_taxonomy(
				$taxonomy,
				'post',
				array(
					'public'       => true,
					'hierarchical' => isset( $facts['ancestors'] ),
				)
			);
			$this->registered['taxonomies'][] = $taxonomy;
		}
		// The ancestors, root first: each the parent of the next, the last the term's parent.
		$parent = 0;
		foreach ( $facts['ancestors'] ?? array() as $ancestor ) {
			$created = wp_insert_term( $ancestor, $taxonomy, array( 'parent' => $parent ) );
			$this->assertIsArray( $created, is_wp_error( $created ) ? $created->get_error_message() : '' );
			$parent = (int) $created['term_id'];
		}
		$result = wp_insert_term(
			$facts['title'],
			$taxonomy,
			wp_slash(
				array(
					'description' => $facts['description'] ?? '',
					'parent'      => $parent,
				)
			)
		);
		wp_set_current_user( 0 );
		$this->assertIsArray( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
		foreach ( $this->meta_of( $overrides ) as $key => $value ) {
			update_term_meta( (int) $result['term_id'], $key, wp_slash( $value ) );
		}
		return get_term( (int) $result['term_id'] );
	}

	/**
	 * A user with a display name and biography.
	 *
	 * @param string $name        Display name.
	 * @param string $description Biography.
	 * @return int User id.
	 */
	private function user( string $name, string $description ): int {
		$id = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => $name,
				'description'  => $description,
			)
		);
		clean_user_cache( $id );
		return $id;
	}

	/**
	 * Meta keys and values of the own fields; a library image is stored with its id too.
	 *
	 * @param array<string, string> $overrides The object's own fields.
	 * @return array<string, string|int>
	 */
	private function meta_of( array $overrides ): array {
		$meta = array();
		foreach ( $overrides as $field => $value ) {
			$meta[ '_lodestar_' . $field ] = $value;
			if ( str_ends_with( $field, '_image_url' ) && $this->is_library_url( $value ) ) {
				$meta[ '_lodestar_' . substr( $field, 0, -4 ) . '_id' ] = $this->attachment( $value );
			}
		}
		return $meta;
	}

	/**
	 * Whether a URL points into the uploads folder.
	 *
	 * @param string $url URL.
	 */
	private function is_library_url( string $url ): bool {
		return str_starts_with( $url, wp_get_upload_dir()['baseurl'] . '/' );
	}

	/**
	 * The image attachment behind an uploads URL (created once per vector); 0 for another URL.
	 *
	 * @param string $url Image URL.
	 * @return int Attachment id.
	 */
	private function attachment( string $url ): int {
		if ( ! $this->is_library_url( $url ) ) {
			return 0;
		}
		if ( isset( $this->attachments[ $url ] ) ) {
			return $this->attachments[ $url ];
		}
		$file = substr( $url, strlen( wp_get_upload_dir()['baseurl'] . '/' ) );
		$id   = wp_insert_attachment(
			array(
				'post_title'     => pathinfo( $file, PATHINFO_FILENAME ),
				'post_mime_type' => 'png' === pathinfo( $file, PATHINFO_EXTENSION ) ? 'image/png' : 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 630,
				'file'   => $file,
				'sizes'  => array(),
			)
		);
		$this->attachments[ $url ] = $id;
		return $id;
	}
}
