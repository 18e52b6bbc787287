<?php
/**
 * Plugin Name: Lodestar e2e: classic editor post type
 * Description: A public post type "lodestar_classic" edited with the classic editor (through
 * the use_block_editor_for_post_type filter). Copied in by tests/e2e/editor-classic.spec.ts
 * and removed afterwards.
 *
 * @package Lodestar\Tests
 */

add_action(
	'init',
	static function () {
		register_post_type(
			'lodestar_classic',
			array(
				'label'        => 'Classic notes',
				'public'       => true,
				'show_in_rest' => true,
				'supports'     => array( 'title', 'editor' ),
				// No rewrite rules to flush: links are ?lodestar_classic=<slug>.
				'rewrite'      => false,
			)
		);
	},
	5
);

add_filter(
	'use_block_editor_for_post_type',
	static function ( $use, $post_type ) {
		return 'lodestar_classic' === $post_type ? false : $use;
	},
	10,
	2
);
