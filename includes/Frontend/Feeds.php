<?php
/**
 * Feed options.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Settings\SettingsRepository;
use WP;
use WP_Query;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * The feed options of the settings:
 * - `convert_feed_entries_into_excerpts`: feeds carry excerpts (off: WordPress's Reading
 *   setting decides);
 * - `addlink_to_source_below_feed_entries`: each entry ends with a link to the post and site;
 * - `allow_indexing_of_feed_entries` off: feeds answer with `X-Robots-Tag: noindex, follow`;
 * - `remove_*`: each removes that kind of feed: its `<link rel="alternate">` leaves the head and
 *   the feed itself answers 410 Gone (with the theme's 404 page). The main posts feed (/feed/)
 *   is never touched; `remove_atom_rdf_feeds` removes the Atom, RDF and RSS 0.92 formats only.
 *
 * @since 0.1.0
 */
class Feeds {

	/**
	 * Head-link filter => setting that removes those links.
	 */
	private const LINK_FILTERS = array(
		'feed_links_extra_show_author_feed'            => 'remove_post_authors_feed',
		'feed_links_extra_show_post_type_archive_feed' => 'remove_post_types_feed',
		'feed_links_extra_show_category_feed'          => 'remove_category_feed',
		'feed_links_extra_show_tag_feed'               => 'remove_tag_feeds',
		'feed_links_extra_show_tax_feed'               => 'remove_custom_taxonomy_feeds',
		'feed_links_extra_show_search_feed'            => 'remove_search_results_feed',
	);

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Adds the hooks: two on every request. The rest wait until the request shows what it is
	 * (a feed: filter_headers(); a page: on_template_redirect()), and the head-link filters are
	 * added only for the feeds the settings remove: a page view of a site that removes none adds
	 * no filter for them.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'wp_headers', array( $this, 'filter_headers' ), 10, 2 );
		add_action( 'template_redirect', array( $this, 'on_template_redirect' ), 1 );
	}

	/**
	 * `template_redirect`: hides the head links of the removed feeds (a removed feed's own page,
	 * the theme's 404, prints a head too), then answers a removed feed with 410 Gone.
	 *
	 * @since 0.6.0
	 */
	public function on_template_redirect(): void {
		// One read of the merged settings for the seven switches.
		$settings = $this->settings->all();
		if ( ! empty( $settings['remove_global_comments_feed'] ) ) {
			add_filter( 'feed_links_show_comments_feed', array( $this, 'filter_comments_feed_link' ) );
			add_filter( 'feed_links_extra_show_post_comments_feed', array( $this, 'filter_post_comments_feed_link' ) );
		}
		foreach ( self::LINK_FILTERS as $filter => $setting ) {
			if ( ! empty( $settings[ $setting ] ) ) {
				add_filter( $filter, array( $this, 'filter_extra_feed_link' ) );
			}
		}
		$this->block_removed_feed();
	}

	/**
	 * Feeds carry excerpts while `convert_feed_entries_into_excerpts` is on.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Short-circuit value so far (false: none).
	 * @return mixed
	 */
	public function filter_use_excerpt( $value ) {
		return $this->settings->get( 'convert_feed_entries_into_excerpts' ) ? '1' : $value;
	}

	/**
	 * Appends "<post> was first published on <site>." to a feed entry.
	 *
	 * @since 0.1.0
	 *
	 * @param string $content Entry content or excerpt (HTML).
	 */
	public function append_source_link( $content ): string {
		$content = (string) $content;
		$post    = get_post();
		if ( ! $post || ! is_feed() || ! $this->settings->get( 'addlink_to_source_below_feed_entries' ) ) {
			return $content;
		}
		MissingTranslations::settle();
		$post_link = sprintf( '<a href="%s">%s</a>', esc_url( get_permalink( $post ) ), esc_html( wp_strip_all_tags( get_the_title( $post ) ) ) );
		$site_link = sprintf( '<a href="%s">%s</a>', esc_url( home_url( '/' ) ), esc_html( wp_strip_all_tags( get_bloginfo( 'name' ) ) ) );
		return $content . "\n<p>" . sprintf(
			/* translators: 1: link to the post, 2: link to the site. */
			__( '%1$s was first published on %2$s.', 'lodestar' ),
			$post_link,
			$site_link
		) . "</p>\n";
	}

	/**
	 * For a feed: hooks the source link of its entries, and sends `X-Robots-Tag: noindex,
	 * follow` unless feed entries may be indexed.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, string> $headers Headers.
	 * @param WP|null               $wp      Request.
	 * @return array<string, string>
	 */
	public function filter_headers( $headers, $wp = null ): array {
		$headers = (array) $headers;
		if ( ! $wp instanceof WP || empty( $wp->query_vars['feed'] ) ) {
			return $headers;
		}
		// A feed: its entries get the source link, and excerpts where the settings say so.
		// Hooked here, where WordPress has parsed the request, rather than on every page view
		// (the filters run only while a feed prints).
		add_filter( 'the_content_feed', array( $this, 'append_source_link' ) );
		add_filter( 'the_excerpt_rss', array( $this, 'append_source_link' ) );
		add_filter( 'pre_option_rss_use_excerpt', array( $this, 'filter_use_excerpt' ) );
		if ( ! $this->settings->get( 'allow_indexing_of_feed_entries' ) ) {
			$headers['X-Robots-Tag'] = 'noindex, follow';
		}
		return $headers;
	}

	/**
	 * Answers 410 Gone for a removed feed, with the theme's 404 page.
	 *
	 * @since 0.1.0
	 */
	public function block_removed_feed(): void {
		global $wp_query;
		if ( ! $wp_query instanceof WP_Query || ! $wp_query->is_feed() || ! $this->is_removed( $wp_query ) ) {
			return;
		}
		$wp_query->set_404();
		$wp_query->is_feed = false;
		status_header( 410 );
		nocache_headers();
	}

	/**
	 * Whether a feed query asks for a feed the settings removed.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Query $query Feed query.
	 */
	public function is_removed( WP_Query $query ): bool {
		$format = (string) $query->get( 'feed' );
		if ( in_array( $format, array( 'atom', 'rdf', 'rss' ), true ) && $this->settings->get( 'remove_atom_rdf_feeds' ) ) {
			return true;
		}
		if ( $query->is_comment_feed() ) {
			// A post's own comments feed stays; the site-wide one can go.
			return ! $query->is_singular() && (bool) $this->settings->get( 'remove_global_comments_feed' );
		}
		$checks = array(
			'remove_post_authors_feed'     => $query->is_author(),
			'remove_post_types_feed'       => $query->is_post_type_archive(),
			'remove_category_feed'         => $query->is_category(),
			'remove_tag_feeds'             => $query->is_tag(),
			'remove_custom_taxonomy_feeds' => $query->is_tax(),
			'remove_search_results_feed'   => $query->is_search(),
		);
		foreach ( $checks as $setting => $matches ) {
			if ( $matches && $this->settings->get( $setting ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Hides the site-wide comments feed link when that feed is removed.
	 *
	 * @since 0.1.0
	 *
	 * @param bool $show Whether to show it.
	 */
	public function filter_comments_feed_link( $show ): bool {
		return (bool) $show && ! $this->settings->get( 'remove_global_comments_feed' );
	}

	/**
	 * Keeps a post's own comments feed link when only the site-wide one was removed.
	 *
	 * Core defaults that link to the site-wide setting, which filter_comments_feed_link() turned
	 * off; a post's comments feed is not removed by that option.
	 *
	 * @since 0.1.0
	 *
	 * @param bool $show Whether to show the link.
	 */
	public function filter_post_comments_feed_link( $show ): bool {
		return (bool) $show || (bool) $this->settings->get( 'remove_global_comments_feed' );
	}

	/**
	 * Hides the archive feed links of removed feeds.
	 *
	 * @since 0.1.0
	 *
	 * @param bool $show Whether to show the link.
	 */
	public function filter_extra_feed_link( $show ): bool {
		$setting = self::LINK_FILTERS[ current_filter() ] ?? '';
		return (bool) $show && ! ( '' !== $setting && $this->settings->get( $setting ) );
	}
}
