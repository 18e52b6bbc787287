<?php
/**
 * Marks sitemaps as changed when their content changes.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Meta\Fields;
use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapCounts;
use Lodestar\Repositories\SitemapRepository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Bumps the generation of exactly the sitemaps a change touches, so the next request
 * rebuilds them (and the index) and every other cached page stays valid:
 * - a listed post edited: its post type's pages (page boundaries stay), the taxonomies of
 *   that type (lastmod), authors, video and news; the edit time is remembered for the index;
 * - a post published, unpublished, trashed or deleted: the same, and its type's page
 *   boundaries;
 * - its SEO meta or featured image: the same;
 * - a term created, edited or deleted, or its SEO meta: its taxonomy;
 * - a user created, edited or deleted: authors;
 * - permalinks, home URL, site name, front page: everything (as do Lodestar's settings, see Router).
 *
 * @since 0.2.0
 */
class Invalidator {

	/**
	 * Options whose change alters every sitemap.
	 */
	private const GLOBAL_OPTIONS = array( 'permalink_structure', 'category_base', 'tag_base', 'home', 'siteurl', 'blogname', 'show_on_front', 'page_on_front', 'page_for_posts', 'WPLANG' );

	/**
	 * Constructor.
	 *
	 * @param SitemapCache  $cache  Cache.
	 * @param SitemapCounts $counts Stored candidates per ID bucket (one post at a time).
	 */
	public function __construct( private SitemapCache $cache, private SitemapCounts $counts ) {}

	/**
	 * Adds the hooks.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		add_action( 'transition_post_status', array( $this, 'on_post_status' ), 10, 3 );
		add_action( 'deleted_post', array( $this, 'on_post_deleted' ), 10, 2 );
		add_action( 'post_updated', array( $this, 'on_post_updated' ), 10, 3 );
		add_action( 'add_attachment', array( $this, 'on_attachment_added' ) );
		add_action( 'added_post_meta', array( $this, 'on_post_meta' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_post_meta' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'on_post_meta' ), 10, 3 );
		add_action( 'created_term', array( $this, 'on_term' ), 10, 3 );
		add_action( 'edited_term', array( $this, 'on_term' ), 10, 3 );
		add_action( 'delete_term', array( $this, 'on_term' ), 10, 3 );
		add_action( 'added_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'updated_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'deleted_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'user_register', array( $this, 'on_user' ) );
		add_action( 'profile_update', array( $this, 'on_user' ) );
		add_action( 'deleted_user', array( $this, 'on_user' ) );
		// One hook for the ten options: every page view registers these, few requests fire them.
		add_action( 'updated_option', array( $this, 'on_option_updated' ) );
	}

	/**
	 * A post was saved: an edit of a listed post, or a post entering or leaving the sitemaps.
	 *
	 * @since 0.2.0
	 *
	 * @param string  $new_status New status.
	 * @param string  $old_status Old status.
	 * @param WP_Post $post       Post.
	 */
	public function on_post_status( $new_status, $old_status, $post ): void {
		if ( ! $post instanceof WP_Post || $this->ignored( $post->post_type ) ) {
			return;
		}
		$this->count( $post->post_type, (int) $post->ID, (string) $old_status, (string) $new_status );
		$listed = array( 'publish', 'inherit' );
		$was    = in_array( $old_status, $listed, true );
		$is     = in_array( $new_status, $listed, true );
		if ( $was && $is ) {
			$this->cache->touch( $post->post_type, (int) $post->ID, gmdate( 'Y-m-d H:i:s' ) );
			$this->cache->bump( $this->dependants( $post->post_type ) );
		} elseif ( $is ) {
			$this->cache->enter( $post->post_type, (int) $post->ID );
			$this->cache->bump_set( array( 'author', 'video' ) );
			$this->cache->bump( $this->dependants( $post->post_type ) );
		} elseif ( $was ) {
			$this->cache->enter( $post->post_type, (int) $post->ID );
			$this->cache->bump_set( array( 'author', 'video' ) );
			$this->cache->bump( $this->dependants( $post->post_type ) );
		}
	}

	/**
	 * A post was deleted.
	 *
	 * @since 0.2.0
	 *
	 * @param int          $post_id Post ID.
	 * @param WP_Post|null $post    Post.
	 */
	public function on_post_deleted( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && ! $this->ignored( $post->post_type ) ) {
			$this->count( $post->post_type, (int) $post->ID, (string) $post->post_status, '' );
			$this->cache->enter( $post->post_type, (int) $post->ID );
			$this->cache->bump_set( array( 'author', 'video' ) );
			$this->cache->bump( $this->dependants( $post->post_type ) );
		}
	}

	/**
	 * A post changed type: it left the old type's sitemap and entered the new one's
	 * (transition_post_status, fired for the new type, counted it as if it had been there).
	 *
	 * @since 0.3.0
	 *
	 * @param int          $post_id Post ID.
	 * @param WP_Post|null $after   Post after the update.
	 * @param WP_Post|null $before  Post before the update.
	 */
	public function on_post_updated( $post_id, $after = null, $before = null ): void {
		if ( ! $after instanceof WP_Post || ! $before instanceof WP_Post || $after->post_type === $before->post_type ) {
			return;
		}
		$id = (int) $after->ID;
		if ( ! $this->ignored( $before->post_type ) ) {
			$this->count( $before->post_type, $id, (string) $before->post_status, '' );
			$this->cache->enter( $before->post_type, $id );
			$this->cache->bump( $this->dependants( $before->post_type ) );
		}
		if ( ! $this->ignored( $after->post_type ) ) {
			// Undo the old status's part of the transition counted for the new type.
			$this->count( $after->post_type, $id, '', (string) $before->post_status );
			$this->cache->enter( $after->post_type, $id );
		}
	}

	/**
	 * An attachment was added (WordPress fires no status transition for attachments).
	 *
	 * @since 0.3.0
	 *
	 * @param int $post_id Attachment ID.
	 */
	public function on_attachment_added( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post && 'attachment' === $post->post_type ) {
			$this->count( 'attachment', (int) $post->ID, '', (string) $post->post_status );
			$this->cache->enter( 'attachment', (int) $post->ID );
		}
	}

	/**
	 * Moves a post's count when it enters or leaves its type's candidates (the listed status).
	 *
	 * @param string $type Post type.
	 * @param int    $id   Post ID.
	 * @param string $from Old status ('' for none).
	 * @param string $to   New status ('' for none).
	 */
	private function count( string $type, int $id, string $from, string $to ): void {
		$status = Listing::status_of( $type );
		$delta  = (int) ( $to === $status ) - (int) ( $from === $status );
		if ( 0 !== $delta ) {
			$this->counts->add( $type, $status, $id, $delta );
		}
	}

	/**
	 * A post's SEO meta, video marker or featured image changed.
	 *
	 * @since 0.2.0
	 *
	 * @param int|array $meta_ids Meta ID(s).
	 * @param int       $post_id  Post ID.
	 * @param string    $key      Meta key.
	 */
	public function on_post_meta( $meta_ids, $post_id, $key ): void {
		$key = (string) $key;
		if ( '_thumbnail_id' !== $key && SitemapRepository::VIDEO_KEY !== $key && SitemapRepository::PROTECTED_KEY !== $key && ! Fields::is_output_field( $key ) ) {
			return;
		}
		$type = get_post_type( (int) $post_id );
		if ( false === $type || $this->ignored( $type ) ) {
			return;
		}
		if ( SitemapRepository::VIDEO_KEY === $key ) {
			$this->cache->bump_set( array( 'video' ) );
			return;
		}
		if ( Fields::key( 'post_no_index' ) === $key || SitemapRepository::PROTECTED_KEY === $key ) {
			// Pages number only listable posts: the post's page and the ones after it move.
			$this->cache->enter( $type, (int) $post_id );
		}
		$this->cache->bump( array_merge( array( $type ), $this->dependants( $type ) ) );
	}

	/**
	 * A term was created, edited or deleted.
	 *
	 * @since 0.2.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param int    $tt_id    Term taxonomy ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function on_term( $term_id, $tt_id, $taxonomy ): void {
		$this->cache->bump( array( (string) $taxonomy ) );
	}

	/**
	 * A term's SEO meta changed.
	 *
	 * @since 0.2.0
	 *
	 * @param int|array $meta_ids Meta ID(s).
	 * @param int       $term_id  Term ID.
	 * @param string    $key      Meta key.
	 */
	public function on_term_meta( $meta_ids, $term_id, $key ): void {
		if ( ! Fields::is_output_field( (string) $key ) ) {
			return;
		}
		$term = get_term( (int) $term_id );
		if ( $term instanceof \WP_Term ) {
			$this->cache->bump( array( $term->taxonomy ) );
		}
	}

	/**
	 * A user was created, edited or deleted.
	 *
	 * @since 0.2.0
	 */
	public function on_user(): void {
		$this->cache->bump_set( array( 'author' ) );
	}

	/**
	 * A site option every sitemap depends on changed.
	 *
	 * @since 0.2.0
	 */
	public function on_global_change(): void {
		$this->cache->bump( array( '*' ) );
	}

	/**
	 * An option changed: one that alters every sitemap invalidates them all.
	 *
	 * @since 0.2.0
	 *
	 * @param string $option Option name.
	 */
	public function on_option_updated( $option ): void {
		if ( in_array( $option, self::GLOBAL_OPTIONS, true ) ) {
			$this->on_global_change();
		}
	}

	/**
	 * Sitemaps that show facts of a type's posts besides its own: its taxonomies (term counts
	 * and lastmod), authors, video and news.
	 *
	 * @param string $type Post type.
	 * @return list<string>
	 */
	private function dependants( string $type ): array {
		return array_merge( array( 'author', 'video', 'news' ), array_values( get_object_taxonomies( $type ) ) );
	}

	/**
	 * Whether a post type never appears in sitemaps.
	 *
	 * @param string $type Post type.
	 */
	private function ignored( string $type ): bool {
		return in_array( $type, array( 'revision', 'nav_menu_item', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_global_styles' ), true );
	}
}
