<?php
/**
 * One kind of sitemap.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * A kind of sitemap (post types, taxonomies, authors, videos, news): which of its sitemaps
 * exist, their pages, and the `<url>` entries of a page. Sitemaps\Registry asks every
 * provider which sitemaps exist; Sitemaps\Renderer writes the document around the entries.
 *
 * @since 0.3.0
 */
abstract class Provider {

	/**
	 * The kind of the sitemaps ('post_type', 'taxonomy', 'author', 'video', 'news').
	 *
	 * @since 0.3.0
	 */
	abstract public function kind(): string;

	/**
	 * The sitemaps of this kind the settings and filters switch on (empty ones included):
	 * name => type of the objects listed.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	abstract public function sitemaps(): array;

	/**
	 * Whether a sitemap of this kind gives way to a sitemap of the same name that an earlier
	 * provider already listed (taxonomies to post types); otherwise it takes the name over.
	 *
	 * @since 0.3.0
	 */
	public function gives_way(): bool {
		return false;
	}

	/**
	 * Pages of a sitemap as the index lists them: first key and newest lastmod (GMT) of each.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @return list<array{start:int, lastmod:string}>
	 */
	abstract public function pages( string $name ): array;

	/**
	 * Number of pages of a sitemap.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 */
	public function page_count( string $name ): int {
		return count( $this->pages( $name ) );
	}

	/**
	 * Where a page starts ('start', and 'before': the next page's start, 0 for none), or null
	 * when the page does not exist.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name.
	 * @param int    $page Page number.
	 * @return array{start?:int, before?:int}|null
	 */
	public function locate( string $name, int $page ): ?array {
		$pages = $this->pages( $name );
		if ( $page < 1 || ! isset( $pages[ $page - 1 ] ) ) {
			return null;
		}
		return array(
			'start'  => $pages[ $page - 1 ]['start'],
			'before' => $pages[ $page ]['start'] ?? 0,
		);
	}

	/**
	 * Namespaces the entries use besides the sitemap one: prefix => URI.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function namespaces(): array {
		return array();
	}

	/**
	 * Writes the `<url>` entries of a page (escaped, one line each) into a sink.
	 *
	 * @since 0.3.0
	 *
	 * @param string                $name Sitemap name.
	 * @param int                   $page Page number.
	 * @param array<string, int>    $at   Where the page starts (locate()).
	 * @param callable(string):void $sink Receives the XML chunks.
	 */
	abstract public function entries( string $name, int $page, array $at, callable $sink ): void;
}
