<?php
/**
 * The SEO fields of the page for posts, kept where a page view already reads.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

use Lodestar\Meta\Fields;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * An autoloaded copy of the Lodestar meta and the featured image id of the page for posts (the
 * "blog" page of a site with a static front page).
 *
 * The main query of that page lists posts, so WordPress never primes the meta of the page
 * itself: reading its SEO fields would cost a query on every blog page view. The copy is
 * refreshed whenever one of those keys of that page is written and when another page becomes
 * the page for posts; a page view reads it from the autoloaded options.
 *
 * @since 0.2.0
 */
class PostsPageMeta {

	/**
	 * Option: {id: page id, meta: key => value} (autoloaded).
	 *
	 * @since 0.2.0
	 */
	public const OPTION = 'lodestar_posts_page_meta';

	/**
	 * Memoised option of this request.
	 *
	 * @var array{id: int, meta: array<string, string>}|null
	 */
	private ?array $stored = null;

	/**
	 * Keeps the copy in step.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		add_action( 'added_post_meta', array( $this, 'on_meta' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_meta' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'on_meta' ), 10, 3 );
		add_action( 'add_option_page_for_posts', array( $this, 'refresh' ) );
		add_action( 'update_option_page_for_posts', array( $this, 'refresh' ) );
		add_action( 'update_option_' . self::OPTION, array( $this, 'flush' ) );
	}

	/**
	 * The copied meta of the page for posts, as get_post_meta() gives it (key => list of
	 * values); null for any other post (its meta is in the cache the main query primed).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, list<string>>|null
	 */
	public function meta( WP_Post $post ): ?array {
		$copy = $this->copy_of( $post );
		return null === $copy ? null : array_map( static fn( $value ): array => array( (string) $value ), $copy );
	}

	/**
	 * A post's featured image id: from the copy for the page for posts, else get_post_thumbnail_id().
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Post $post Post.
	 */
	public function thumbnail_id( WP_Post $post ): int {
		$copy = $this->copy_of( $post );
		return null === $copy ? (int) get_post_thumbnail_id( $post ) : (int) ( $copy['_thumbnail_id'] ?? 0 );
	}

	/**
	 * Whether the copy stands for a post (it is the page for posts the copy was made of).
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Post $post Post.
	 */
	public function holds( WP_Post $post ): bool {
		return null !== $this->copy_of( $post );
	}

	/**
	 * Refreshes the copy when one of its keys of the page for posts was written.
	 *
	 * @since 0.2.0
	 *
	 * @param int|int[] $meta_ids  Meta ids (unused).
	 * @param int       $object_id Post id.
	 * @param string    $meta_key  Meta key.
	 */
	public function on_meta( $meta_ids, $object_id, $meta_key ): void {
		if ( self::copied( (string) $meta_key ) && (int) $object_id > 0 && (int) $object_id === (int) get_option( 'page_for_posts' ) ) {
			$this->refresh();
		}
	}

	/**
	 * Copies the keys of the current page for posts (none when there is none).
	 *
	 * @since 0.2.0
	 */
	public function refresh(): void {
		$id   = (int) get_option( 'page_for_posts' );
		$meta = array();
		foreach ( $id > 0 ? (array) get_post_meta( $id ) : array() as $key => $list ) {
			if ( self::copied( (string) $key ) && is_array( $list ) && isset( $list[0] ) && is_scalar( $list[0] ) ) {
				$meta[ (string) $key ] = (string) $list[0];
			}
		}
		$record = array(
			'id'   => $id,
			'meta' => $meta,
		);
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $record, '', true );
		} else {
			update_option( self::OPTION, $record, true );
		}
		$this->stored = $record;
	}

	/**
	 * Creates the option (autoloaded) when missing, so page views never look for it, and
	 * refreshes a copy made of another page than the current page for posts (a setting changed
	 * without the option hooks, by a database import for instance).
	 *
	 * @since 0.2.0
	 */
	public function ensure_option(): void {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || (int) ( $stored['id'] ?? -1 ) !== (int) get_option( 'page_for_posts' ) ) {
			$this->refresh();
		}
	}

	/**
	 * Drops the memoised copy.
	 *
	 * @since 0.2.0
	 */
	public function flush(): void {
		$this->stored = null;
	}

	/**
	 * The copied meta (key => value) when the post is the page for posts the copy was made of;
	 * null otherwise.
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, string>|null
	 */
	private function copy_of( WP_Post $post ): ?array {
		// The page for posts is a page: any other post is answered without reading the options.
		if ( 'page' !== $post->post_type ) {
			return null;
		}
		if ( null === $this->stored ) {
			$stored       = get_option( self::OPTION );
			$this->stored = is_array( $stored ) && isset( $stored['id'], $stored['meta'] ) && is_array( $stored['meta'] )
				? array(
					'id'   => (int) $stored['id'],
					'meta' => $stored['meta'],
				)
				: array(
					'id'   => 0,
					'meta' => array(),
				);
		}
		if ( $post->ID <= 0 || $post->ID !== $this->stored['id'] || (int) get_option( 'page_for_posts' ) !== $post->ID ) {
			return null;
		}
		return $this->stored['meta'];
	}

	/**
	 * Whether a key is copied: the SEO fields and the featured image id.
	 *
	 * @param string $key Meta key.
	 */
	private static function copied( string $key ): bool {
		return '_thumbnail_id' === $key || ( str_starts_with( $key, Fields::PREFIX ) && null !== Fields::field_of( $key ) );
	}
}
