<?php
/**
 * Plugin Name: Lodestar e2e: Yoast-format fixture
 * Description: REST routes that seed and remove SEO data in Yoast SEO's own storage format
 * (post meta _yoast_wpseo_title, _yoast_wpseo_metadesc, _yoast_wpseo_meta-robots-noindex;
 * term data in the option wpseo_taxonomy_meta; global templates in the option wpseo_titles),
 * written through WordPress APIs. Copied in by tests/e2e/migration.spec.ts and removed
 * afterwards.
 *
 * @package Lodestar\Tests
 */

add_action(
	'rest_api_init',
	static function () {
		$admin = static function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			'lodestar-e2e/v1',
			'/yoast-fixture',
			array(
				array(
					'methods'             => 'POST',
					'permission_callback' => $admin,
					'callback'            => 'lodestar_e2e_yoast_seed',
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => $admin,
					'callback'            => 'lodestar_e2e_yoast_remove',
				),
			)
		);
	}
);

// Slug of the seeded category, and the prefix of the seeded posts' slugs.
const LODESTAR_E2E_YOAST_TAG = 'lodestar-e2e-yoast';

/**
 * Seeds one category and three posts with Yoast SEO data, and Yoast's global templates.
 *
 * @return array{posts: array<int, array{id: int, link: string, title: string}>, term: array{id: int, link: string}}
 */
function lodestar_e2e_yoast_seed() {
	lodestar_e2e_yoast_remove();
	$term = wp_insert_term( 'Yoast Topic', 'category', array( 'slug' => LODESTAR_E2E_YOAST_TAG ) );
	$term_id = is_wp_error( $term ) ? 0 : (int) $term['term_id'];
	update_option(
		'wpseo_taxonomy_meta',
		array(
			'category' => array(
				$term_id => array(
					'wpseo_title'    => 'Topic from Yoast %%term_title%%',
					'wpseo_desc'     => 'Topic description from Yoast',
					'wpseo_noindex'  => 'noindex',
				),
			),
		)
	);
	update_option(
		'wpseo_titles',
		array(
			'separator'     => 'sc-dash',
			'title-post'    => '%%title%% %%sep%% %%sitename%%',
			'metadesc-post' => '',
			'title-home-wpseo' => '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
		)
	);
	$posts = array();
	foreach ( array( 'A', 'B', 'C' ) as $index => $letter ) {
		$title = 'Yoast post ' . $letter;
		$id    = wp_insert_post(
			array(
				'post_title'    => $title,
				'post_name'     => LODESTAR_E2E_YOAST_TAG . '-' . strtolower( $letter ),
				'post_status'   => 'publish',
				'post_content'  => 'Body of ' . $title,
				'post_category' => array( $term_id ),
				'meta_input'    => array(
					'_yoast_wpseo_title'               => 'Migrated %%title%%',
					'_yoast_wpseo_metadesc'            => 'Yoast description ' . $letter,
					// Only the first post is hidden: "1" is noindex, absent is the default.
					'_yoast_wpseo_meta-robots-noindex' => 0 === $index ? '1' : '',
				),
			)
		);
		if ( '' === get_post_meta( $id, '_yoast_wpseo_meta-robots-noindex', true ) ) {
			delete_post_meta( $id, '_yoast_wpseo_meta-robots-noindex' );
		}
		$posts[] = array(
			'id'    => (int) $id,
			'link'  => (string) get_permalink( $id ),
			'title' => $title,
		);
	}
	return array(
		'posts' => $posts,
		'term'  => array(
			'id'   => $term_id,
			'link' => (string) get_term_link( $term_id, 'category' ),
		),
	);
}

/**
 * Removes what lodestar_e2e_yoast_seed() created.
 *
 * @return array{removed: bool}
 */
function lodestar_e2e_yoast_remove() {
	$ids = get_posts(
		array(
			'post_type'      => 'post',
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'fields'         => 'ids',
			'meta_key'       => '_yoast_wpseo_title', // phpcs:ignore WordPress.DB.SlowDBQuery
		)
	);
	foreach ( $ids as $id ) {
		wp_delete_post( (int) $id, true );
	}
	$term = get_term_by( 'slug', LODESTAR_E2E_YOAST_TAG, 'category' );
	if ( $term ) {
		wp_delete_term( $term->term_id, 'category' );
	}
	delete_option( 'wpseo_taxonomy_meta' );
	delete_option( 'wpseo_titles' );
	return array( 'removed' => true );
}
