<?php
/**
 * The plugins and the theme the dashboard recommends.
 *
 * @package Lodestar
 */

namespace Lodestar\Extensions;

defined( 'ABSPATH' ) || exit;

/**
 * The "Extend Your Website" list: one theme and four plugins from wordpress.org, each with a
 * one-line reason, filterable through `lodestar_recommended_extensions`. Only the entries of
 * this list can be installed or activated through Lodestar's routes.
 *
 * @since 0.3.0
 */
final class Recommended {

	/**
	 * A wordpress.org slug: lowercase letters and digits, single hyphens between them.
	 *
	 * @since 0.3.0
	 */
	public const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

	/**
	 * Longest slug accepted (wordpress.org slugs are far shorter).
	 *
	 * @since 0.3.0
	 */
	public const SLUG_MAX = 100;

	/**
	 * Memo of the filtered list.
	 *
	 * @var list<array{slug: string, type: string, name: string, description: string}>|null
	 */
	private ?array $items = null;

	/**
	 * The list, filtered and validated: entries with a bad slug or type are left out.
	 *
	 * @since 0.3.0
	 *
	 * @return list<array{slug: string, type: string, name: string, description: string}>
	 */
	public function all(): array {
		if ( null !== $this->items ) {
			return $this->items;
		}
		/**
		 * Filters the plugins and themes the dashboard's "Extend Your Website" card offers.
		 *
		 * Each entry: slug (the wordpress.org slug), type ('plugin' or 'theme'), name and
		 * description (one line: why it helps). Only these can be installed or activated
		 * through Lodestar's REST routes.
		 *
		 * @since 0.3.0
		 *
		 * @param list<array{slug: string, type: string, name: string, description: string}> $items The list.
		 */
		$items = apply_filters( 'lodestar_recommended_extensions', $this->defaults() );
		$clean = array();
		$seen  = array();
		foreach ( is_array( $items ) ? $items : array() as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$slug = isset( $item['slug'] ) && is_string( $item['slug'] ) ? $item['slug'] : '';
			$type = isset( $item['type'] ) && is_string( $item['type'] ) ? $item['type'] : '';
			if ( ! self::is_slug( $slug ) || ! in_array( $type, array( 'plugin', 'theme' ), true ) || isset( $seen[ $type . ':' . $slug ] ) ) {
				continue;
			}
			$seen[ $type . ':' . $slug ] = true;
			$clean[]                     = array(
				'slug'        => $slug,
				'type'        => $type,
				'name'        => isset( $item['name'] ) && is_string( $item['name'] ) && '' !== trim( $item['name'] ) ? sanitize_text_field( $item['name'] ) : $slug,
				'description' => isset( $item['description'] ) && is_string( $item['description'] ) ? sanitize_text_field( $item['description'] ) : '',
			);
		}
		$this->items = $clean;
		return $clean;
	}

	/**
	 * One entry of the list, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type plugin or theme.
	 * @param string $slug Slug.
	 * @return array{slug: string, type: string, name: string, description: string}|null
	 */
	public function find( string $type, string $slug ): ?array {
		foreach ( $this->all() as $item ) {
			if ( $item['type'] === $type && $item['slug'] === $slug ) {
				return $item;
			}
		}
		return null;
	}

	/**
	 * Whether a string is a well-formed wordpress.org slug.
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Candidate.
	 */
	public static function is_slug( string $slug ): bool {
		return strlen( $slug ) <= self::SLUG_MAX && 1 === preg_match( '/' . self::SLUG_PATTERN . '/', $slug );
	}

	/**
	 * Forgets the memo (after the filter changed).
	 *
	 * @since 0.3.0
	 */
	public function flush(): void {
		$this->items = null;
	}

	/**
	 * The default list: what an owner who cares about search most often lacks. Speed (a light
	 * block theme, page caching, smaller images) is a ranking signal; redirects keep old URLs
	 * and their links working; backups keep a hacked or broken site from staying down.
	 *
	 * @return list<array{slug: string, type: string, name: string, description: string}>
	 */
	private function defaults(): array {
		return array(
			array(
				'slug'        => 'ollie',
				'type'        => 'theme',
				'name'        => 'Ollie',
				'description' => __( 'A lightweight block theme: fast pages, clean headings and markup, edited in the Site Editor.', 'lodestar' ),
			),
			array(
				'slug'        => 'wp-super-cache',
				'type'        => 'plugin',
				'name'        => 'WP Super Cache',
				'description' => __( 'Serves cached pages, so visitors and search engine crawlers get fast responses.', 'lodestar' ),
			),
			array(
				'slug'        => 'ewww-image-optimizer',
				'type'        => 'plugin',
				'name'        => 'EWWW Image Optimizer',
				'description' => __( 'Compresses images and serves WebP, which speeds up the largest element of most pages.', 'lodestar' ),
			),
			array(
				'slug'        => 'redirection',
				'type'        => 'plugin',
				'name'        => 'Redirection',
				'description' => __( 'Redirects old URLs and logs 404 errors, so changed links keep their visitors and rankings.', 'lodestar' ),
			),
			array(
				'slug'        => 'updraftplus',
				'type'        => 'plugin',
				'name'        => 'UpdraftPlus',
				'description' => __( 'Scheduled backups: a broken or hacked site comes back before search engines drop it.', 'lodestar' ),
			),
		);
	}
}
