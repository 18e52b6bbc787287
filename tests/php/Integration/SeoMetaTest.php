<?php
/**
 * The per-object SEO fields as post and term meta.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\Fields;
use Lodestar\Meta\MetaRegistration;
use Lodestar\Meta\PostMeta;
use Lodestar\Plugin;
use Lodestar\Repositories\TermMetaIndex;
use Lodestar\Tests\TestCase;

/**
 * Registration for public types only, REST round trips through core's routes, permission
 * checks, sanitizing, and the index of terms that have Lodestar meta.
 */
class SeoMetaTest extends TestCase {

	/**
	 * Every field, as post meta of every public post type and term meta of every public taxonomy.
	 */
	public function test_every_field_is_registered_for_public_types(): void {
		$this->assertSame(
			array( 'page_title', 'page_description', 'canonical_url', 'post_no_index', 'post_no_follow', 'post_no_archive', 'facebook_title', 'facebook_description', 'facebook_image_url', 'facebook_image_id', 'twitter_title', 'twitter_description', 'twitter_image_url', 'twitter_image_id', 'focus_keyword' ),
			Fields::names()
		);
		foreach ( array( 'post', 'page', 'attachment' ) as $post_type ) {
			$keys = get_registered_meta_keys( 'post', $post_type );
			foreach ( Fields::names() as $field ) {
				$this->assertArrayHasKey( '_lodestar_' . $field, $keys, "$post_type: $field" );
				$this->assertNotEmpty( $keys[ '_lodestar_' . $field ]['show_in_rest'] );
				$this->assertTrue( $keys[ '_lodestar_' . $field ]['single'] );
			}
		}
		foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
			$keys = get_registered_meta_keys( 'term', $taxonomy );
			foreach ( Fields::names() as $field ) {
				$this->assertArrayHasKey( '_lodestar_' . $field, $keys, "$taxonomy: $field" );
			}
		}
		$this->assertSame( 'integer', get_registered_meta_keys( 'post', 'post' )['_lodestar_facebook_image_id']['type'] );
		$this->assertSame( array( '', 'yes', 'no' ), get_registered_meta_keys( 'post', 'post' )['_lodestar_post_no_index']['show_in_rest']['schema']['enum'] );
		// Not for private types (menu items, blocks) or private taxonomies.
		$this->assertArrayNotHasKey( '_lodestar_page_title', get_registered_meta_keys( 'post', 'nav_menu_item' ) );
		$this->assertArrayNotHasKey( '_lodestar_page_title', get_registered_meta_keys( 'term', 'nav_menu' ) );
	}

	/**
	 * Post types and taxonomies registered after init get the fields too, if public.
	 */
	public function test_late_public_types_are_registered(): void {
		register_post_type( 'lodestar_late', array( 'public' => true ) );
		register_post_type( 'lodestar_hidden', array( 'public' => false ) );
		register_taxonomy( 'lodestar_late_tax', 'post', array( 'public' => true ) );
		$this->assertArrayHasKey( '_lodestar_canonical_url', get_registered_meta_keys( 'post', 'lodestar_late' ) );
		$this->assertArrayHasKey( \Lodestar\Schema\SchemaPostMeta::KEY, get_registered_meta_keys( 'post', 'lodestar_late' ) );
		$this->assertArrayNotHasKey( '_lodestar_canonical_url', get_registered_meta_keys( 'post', 'lodestar_hidden' ) );
		$this->assertArrayNotHasKey( \Lodestar\Schema\SchemaPostMeta::KEY, get_registered_meta_keys( 'post', 'lodestar_hidden' ) );
		$this->assertArrayHasKey( '_lodestar_canonical_url', get_registered_meta_keys( 'term', 'lodestar_late_tax' ) );
		unregister_post_type( 'lodestar_late' );
		unregister_post_type( 'lodestar_hidden' );
		unregister_taxonomy( 'lodestar_late_tax' );
	}

	/**
	 * An editor saves every field of a post through core REST; values come back sanitized.
	 */
	public function test_post_fields_round_trip_through_core_rest(): void {
		$this->act_as( 'editor' );
		$image    = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Card',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'card.png'
		);
		$post     = wp_insert_post(
			array(
				'post_title'  => 'Meta',
				'post_status' => 'publish',
			)
		);
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(
				'meta' => array(
					'_lodestar_page_title'         => "<b>%title%</b>\n| %site_name%",
					'_lodestar_canonical_url'      => ' https://example.com/a-b/?c=d&e=f ',
					'_lodestar_post_no_index'      => 'yes',
					'_lodestar_post_no_follow'     => 'no',
					'_lodestar_facebook_image_id'  => $image,
					'_lodestar_twitter_image_url'  => 'example.com/card.png',
					'_lodestar_twitter_description' => 'X <script>bad()</script>text',
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$meta = $response->get_data()['meta'];
		$this->assertSame( '%title% | %site_name%', $meta['_lodestar_page_title'] );
		$this->assertSame( 'https://example.com/a-b/?c=d&e=f', $meta['_lodestar_canonical_url'] );
		$this->assertSame( 'yes', $meta['_lodestar_post_no_index'] );
		$this->assertSame( 'no', $meta['_lodestar_post_no_follow'] );
		$this->assertSame( '', $meta['_lodestar_post_no_archive'] );
		$this->assertSame( $image, $meta['_lodestar_facebook_image_id'] );
		$this->assertSame( 'http://example.com/card.png', $meta['_lodestar_twitter_image_url'] );
		$this->assertSame( 'X text', $meta['_lodestar_twitter_description'] );

		// A URL that is not an absolute http(s) one and an id that is no attachment are refused
		// (Meta\FieldRules, as on Lodestar's own route), like an unknown robots value.
		foreach ( array( '_lodestar_twitter_image_url' => 'javascript:alert(1)', '_lodestar_canonical_url' => 'https://example.com/a b', '_lodestar_facebook_image_id' => 42 ) as $key => $value ) {
			$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( $key => $value ) ) );
			$this->assertSame( 400, $response->get_status(), $key );
		}
		$this->assertSame( $image, (int) get_post_meta( $post, '_lodestar_facebook_image_id', true ) );

		// Clearing a URL is allowed; an unknown robots value is refused by the schema.
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_canonical_url' => '' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '', get_post_meta( $post, '_lodestar_canonical_url', true ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_lodestar_post_no_index' => 'maybe' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'yes', get_post_meta( $post, '_lodestar_post_no_index', true ) );
	}

	/**
	 * Term fields through core REST: editors may, authors may not.
	 */
	public function test_term_fields_round_trip_and_need_edit_term(): void {
		$term = (int) wp_insert_term( 'Guides', 'category' )['term_id'];

		$this->act_as( 'author' );
		$response = $this->rest( 'POST', '/wp/v2/categories/' . $term, array( 'meta' => array( '_lodestar_page_title' => 'Hijack' ) ) );
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertSame( '', get_term_meta( $term, '_lodestar_page_title', true ) );
		$this->assertFalse( ( new \Lodestar\Meta\TermMeta() )->can_edit( true, '_lodestar_page_title', $term ) );

		$this->act_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/wp/v2/categories/' . $term,
			array(
				'meta' => array(
					'_lodestar_page_title'    => 'All %term_title%',
					'_lodestar_post_no_index' => 'yes',
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'All %term_title%', $response->get_data()['meta']['_lodestar_page_title'] );
		$this->assertSame( 'yes', get_term_meta( $term, '_lodestar_post_no_index', true ) );
	}

	/**
	 * The index lists exactly the terms with Lodestar meta, through adds, updates and deletes.
	 */
	public function test_term_index_follows_meta_writes(): void {
		$index = Plugin::instance()->term_index();
		$a     = (int) wp_insert_term( 'A', 'category' )['term_id'];
		$b     = (int) wp_insert_term( 'B', 'post_tag' )['term_id'];

		$this->assertFalse( $index->has( $a ) );
		update_term_meta( $a, 'unrelated_key', 'x' );
		$this->assertFalse( $index->has( $a ), 'Other plugins\' term meta does not count.' );

		update_term_meta( $a, '_lodestar_page_title', 'T' );
		update_term_meta( $a, '_lodestar_page_description', 'D' );
		add_term_meta( $b, '_lodestar_canonical_url', 'http://example.org/b/' );
		$this->assertTrue( $index->has( $a ) );
		$this->assertTrue( $index->has( $b ) );
		$this->assertSame(
			array(
				$a => array(
					'_lodestar_page_title'       => 'T',
					'_lodestar_page_description' => 'D',
				),
				$b => array( '_lodestar_canonical_url' => 'http://example.org/b/' ),
			),
			get_option( TermMetaIndex::OPTION )
		);
		$this->assertSame( array( '_lodestar_canonical_url' => array( 'http://example.org/b/' ) ), $index->meta( $b ) );

		update_term_meta( $a, '_lodestar_page_title', 'T2' );
		$this->assertSame( array( 'T2' ), $index->meta( $a )['_lodestar_page_title'], 'An update is mirrored.' );
		delete_term_meta( $a, '_lodestar_page_title' );
		$this->assertTrue( $index->has( $a ), 'One key is left.' );
		$this->assertSame( array( '_lodestar_page_description' => array( 'D' ) ), $index->meta( $a ) );
		delete_term_meta( $a, '_lodestar_page_description' );
		$this->assertFalse( $index->has( $a ) );
		$this->assertNull( $index->meta( $a ) );

		wp_delete_term( $b, 'post_tag' );
		$this->assertFalse( $index->has( $b ) );
		$this->assertSame( array(), get_option( TermMetaIndex::OPTION ) );

		// Rebuild from the table (imports that write SQL directly).
		update_term_meta( $a, '_lodestar_page_title', 'Again' );
		update_option( TermMetaIndex::OPTION, array(), true );
		$index->rebuild();
		$this->assertSame( array( $a => array( '_lodestar_page_title' => 'Again' ) ), get_option( TermMetaIndex::OPTION ) );
	}

	/**
	 * Past its size bound the index lists a term without its values, and the term's fields
	 * then come from the database; the 0.1 format (a list of ids) reads the same way until
	 * ensure_option() rebuilds the map.
	 */
	public function test_term_index_bound_and_old_format(): void {
		$index  = Plugin::instance()->term_index();
		$fields = new \Lodestar\Repositories\ObjectFields( $index, new \Lodestar\Repositories\PostsPageMeta() );
		$a      = (int) wp_insert_term( 'Bound A', 'category' )['term_id'];
		$b      = (int) wp_insert_term( 'Bound B', 'category' )['term_id'];
		$bytes  = static fn(): int => 150;
		add_filter( 'lodestar_term_meta_index_bytes', $bytes );
		update_term_meta( $a, '_lodestar_page_title', str_repeat( 'a', 60 ) );
		update_term_meta( $b, '_lodestar_page_title', str_repeat( 'b', 60 ) );
		remove_filter( 'lodestar_term_meta_index_bytes', $bytes );

		$stored = get_option( TermMetaIndex::OPTION );
		$this->assertIsArray( $stored[ $a ], 'The first term fits.' );
		$this->assertTrue( $stored[ $b ], 'The second is listed only.' );
		$this->assertNull( $index->meta( $b ) );
		$this->assertSame( str_repeat( 'b', 60 ), $fields->of_term( get_term( $b ) )['page_title'], 'Read from the database.' );

		// The 0.1 format.
		update_option( TermMetaIndex::OPTION, array( $a, $b ), true );
		$this->assertTrue( $index->has( $a ) );
		$this->assertNull( $index->meta( $a ) );
		$this->assertSame( str_repeat( 'a', 60 ), $fields->of_term( get_term( $a ) )['page_title'] );
		$index->ensure_option();
		$this->assertSame( array( '_lodestar_page_title' => array( str_repeat( 'a', 60 ) ) ), $index->meta( $a ) );
		$this->assertSame( array( '_lodestar_page_title' => array( str_repeat( 'b', 60 ) ) ), $index->meta( $b ) );
	}

	/**
	 * The index and image facts options exist and are autoloaded (page views never query them).
	 */
	public function test_page_view_options_are_autoloaded(): void {
		global $wpdb;
		foreach ( array( 'lodestar_settings', TermMetaIndex::OPTION, \Lodestar\Repositories\PostsPageMeta::OPTION, \Lodestar\Repositories\ImageFacts::OPTION ) as $option ) {
			$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) );
			$this->assertContains( $autoload, array( 'yes', 'on' ), $option );
		}
	}

	/**
	 * Plain page views skip the registration at init; REST requests register on rest_api_init;
	 * admin, cron and the command line (this test run) register at init.
	 */
	public function test_page_views_skip_registration_until_rest(): void {
		$this->assertTrue( Fields::registration_needed(), 'The command line registers at init.' );

		$count = 0;
		add_filter(
			'register_meta_args',
			static function ( $args, $defaults, $object_type, $meta_key ) use ( &$count ) {
				if ( str_starts_with( (string) $meta_key, '_lodestar_' ) && 'post' === $object_type ) {
					++$count;
				}
				return $args;
			},
			10,
			4
		);
		add_filter( 'lodestar_register_meta', '__return_false' );
		$this->assertFalse( Fields::registration_needed() );

		$meta = new MetaRegistration( array( new PostMeta() ) );
		$meta->register();
		$this->assertSame( 99, has_action( 'init', array( $meta, 'maybe_register_meta' ) ) );
		$this->assertSame( 0, has_action( 'rest_api_init', array( $meta, 'register_meta' ) ) );
		$meta->maybe_register_meta();
		$this->assertSame( 0, $count, 'A page view registers nothing.' );

		do_action( 'rest_api_init', new \WP_REST_Server() );
		$this->assertSame( count( Fields::names() ) * count( get_post_types( array( 'public' => true ) ) ), $count );
		do_action( 'rest_api_init', new \WP_REST_Server() );
		$this->assertSame( count( Fields::names() ) * count( get_post_types( array( 'public' => true ) ) ), $count, 'Once.' );
	}
}
