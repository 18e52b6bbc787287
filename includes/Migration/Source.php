<?php
/**
 * One other SEO plugin whose data can be migrated.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * A migration source: where that plugin keeps its data and how to read it into neutral shapes
 * the runner maps onto Lodestar. Sources only read; they never change the plugin's data.
 *
 * Object shape (post() and term()), every key optional:
 * - title, description, og_title, og_description, twitter_title, twitter_description:
 *   templates in the source's own syntax ('' for none);
 * - canonical, og_image_url, twitter_image_url: URLs; og_image_id, twitter_image_id: ints;
 * - noindex, nofollow, noarchive: '' (the source's default: follow the site), 'yes' or 'no';
 * - focus_keywords: list of strings, the primary first (it becomes the focus keyword, the
 *   others the secondary keywords);
 * - primary_terms: taxonomy => term id; breadcrumb_title; schema_type;
 * - extra: list of [field, value, reason] the source holds and Lodestar cannot take.
 *
 * Global shape (global_settings()): 'settings' => Lodestar key => value (templates still in
 * the source's syntax under 'templates'), 'templates' => Lodestar key => source template,
 * 'content_types' => Lodestar content type key (`post_type:page`, `taxonomy:product_cat`,
 * `pta:product`, `archive:author`) => ['title' => source template, 'description' => source
 * template], 'lists' => Lodestar list key => slugs to add, 'extra' => list of [field, value,
 * reason].
 *
 * @since 0.3.0
 */
interface Source {

	/**
	 * The plugin's directory slug, as WordPress names it (e.g. 'wordpress-seo').
	 *
	 * @since 0.3.0
	 */
	public function slug(): string;

	/**
	 * The plugin's name.
	 *
	 * @since 0.3.0
	 */
	public function name(): string;

	/**
	 * The plugin's main file, relative to the plugins folder (e.g. 'wordpress-seo/wp-seo.php').
	 *
	 * @since 0.3.0
	 */
	public function plugin_file(): string;

	/**
	 * Whether the site holds any of the plugin's data (active or not).
	 *
	 * @since 0.3.0
	 */
	public function has_data(): bool;

	/**
	 * Posts holding the plugin's data, after an id, in id order.
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Last id of the previous page (0 for the first).
	 * @param int $limit Most ids.
	 * @return array<int, string> Post id => post type.
	 */
	public function post_ids( int $after, int $limit ): array;

	/**
	 * Number of posts post_ids() lists in all.
	 *
	 * @since 0.3.0
	 */
	public function count_posts(): int;

	/**
	 * Terms holding the plugin's data, after an id, in id order.
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Last id of the previous page.
	 * @param int $limit Most ids.
	 * @return array<int, string> Term id => taxonomy.
	 */
	public function term_ids( int $after, int $limit ): array;

	/**
	 * Number of terms term_ids() lists in all.
	 *
	 * @since 0.3.0
	 */
	public function count_terms(): int;

	/**
	 * One post's values (object shape above).
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Post $post Post.
	 * @return array<string, mixed>
	 */
	public function post( \WP_Post $post ): array;

	/**
	 * One term's values (object shape above).
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Term $term Term.
	 * @return array<string, mixed>
	 */
	public function term( \WP_Term $term ): array;

	/**
	 * The authors holding the plugin's per-author SEO data: user id => object shape (above).
	 * Lodestar takes an author's title and description (Meta\AuthorSeo) and (since 0.6.0) their
	 * Facebook profile URL and X handle under `facebook` and `twitter` (Meta\AuthorProfiles);
	 * the runner reports every other value as not migrated. Migrated with the global settings (a site has few
	 * such authors).
	 *
	 * @since 0.5.0
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function users(): array;

	/**
	 * The plugin's site-wide settings (global shape above).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function global_settings(): array;

	/**
	 * A template split into tokens (Tokens).
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template in the plugin's syntax.
	 * @return list<array<string, string|null>>
	 */
	public function tokenize( string $template ): array;

	/**
	 * Every variable the plugin supports => the Lodestar variable, or null when Lodestar has
	 * none (Translator).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string|null>
	 */
	public function variables(): array;
}
