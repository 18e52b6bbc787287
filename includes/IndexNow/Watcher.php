<?php
/**
 * Which content changes reach IndexNow.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Registry;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Queues the URL of a public, indexable post, page, custom-type post or term archive when it
 * is published, updated, trashed, deleted, or changes its slug or parent (the old URL then
 * too), while IndexNow is on. What counts as public and indexable is what the XML sitemaps list
 * (Sitemaps\Registry's post types and taxonomies, Sitemaps\Listing's rules: the head output's
 * robots rules), so both agree: never a noindexed, private, draft, scheduled or
 * password-protected post, nor a term without posts, nor anything while the site asks search
 * engines not to index it.
 *
 * Edits are gathered during the request and looked at once, at shutdown (the block editor saves
 * a post's SEO fields after the post itself); the old URL of a moved, unpublished or trashed
 * item is taken when it changes, if it was listed then. During a WordPress import (WP_IMPORTING)
 * or a Lodestar migration the URLs are held and sent as one batch when it ends (`import_end`,
 * `lodestar_migration_completed`).
 *
 * @since 0.3.0
 */
class Watcher {

	/**
	 * Posts edited in this request (ID => true).
	 *
	 * @var array<int, bool>
	 */
	private array $posts = array();

	/**
	 * Terms edited in this request (ID => true).
	 *
	 * @var array<int, bool>
	 */
	private array $terms = array();

	/**
	 * URLs to send whatever happens next (old URLs of moved or removed items).
	 *
	 * @var array<string, bool>
	 */
	private array $urls = array();

	/**
	 * Term URLs before their edit (ID => URL, '' when not listed then).
	 *
	 * @var array<int, string>
	 */
	private array $term_before = array();

	/**
	 * Whether a Lodestar migration item is being written in this request.
	 *
	 * @var bool
	 */
	private bool $migrating = false;

	/**
	 * Whether an import or a migration ended in this request (its URLs are due).
	 *
	 * @var bool
	 */
	private bool $released = false;

	/**
	 * Constructor.
	 *
	 * @param Submitter $submitter Sending.
	 * @param Queue     $queue     The queue.
	 * @param Registry  $registry  Post types and taxonomies of the sitemaps.
	 * @param Listing   $listing   The sitemaps' indexability rules.
	 */
	public function __construct(
		private Submitter $submitter,
		private Queue $queue,
		private Registry $registry,
		private Listing $listing
	) {}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'wp_after_insert_post', array( $this, 'on_post_saved' ), 30, 4 );
		add_action( 'saved_term', array( $this, 'on_term_saved' ), 30, 3 );
		add_action( 'import_end', array( $this, 'on_import_end' ) );
		add_action( 'lodestar_migration_object_migrated', array( $this, 'on_migrated' ), 10, 2 );
		add_action( 'lodestar_migration_completed', array( $this, 'on_import_end' ) );
		// After the page checks' flush (1000): the response is already sent under PHP-FPM.
		add_action( 'shutdown', array( $this, 'flush' ), 1001 );
	}

	/**
	 * Whether changes are watched (IndexNow on, site visible).
	 *
	 * @since 0.3.0
	 */
	public function enabled(): bool {
		return $this->submitter->enabled();
	}

	/**
	 * A post was saved: looked at at shutdown; its old URL is queued now when it was listed
	 * and is no longer listed there (slug, parent or status changed; trashed).
	 *
	 * @since 0.3.0
	 *
	 * @param int          $post_id     Post ID.
	 * @param WP_Post|null $post        Post.
	 * @param bool         $update      Whether an existing post was updated.
	 * @param WP_Post|null $post_before The post before the update (null for a new post).
	 */
	public function on_post_saved( $post_id, $post = null, $update = false, $post_before = null ): void {
		if ( ! $this->enabled() || ! $post instanceof WP_Post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return;
		}
		$this->posts[ (int) $post->ID ] = true;
		if ( $post_before instanceof WP_Post && $this->post_listed( $post_before ) ) {
			$old = (string) get_permalink( $post_before );
			$new = $this->post_listed( $post ) ? (string) get_permalink( $post ) : '';
			if ( '' !== $old && $old !== $new ) {
				$this->urls[ $old ] = true;
			}
		}
	}

	/**
	 * A post is about to be deleted: its URL is queued when it is listed.
	 *
	 * @since 0.3.0
	 *
	 * @param int          $post_id Post ID.
	 * @param WP_Post|null $post    Post.
	 */
	public function on_post_deleted( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
		if ( $this->enabled() && $post instanceof WP_Post && $this->post_listed( $post ) ) {
			$this->urls[ (string) get_permalink( $post ) ] = true;
			unset( $this->posts[ (int) $post->ID ] );
		}
	}

	/**
	 * A term is about to be edited: its URL before the edit.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function before_term_edit( $term_id, $taxonomy = '' ): void {
		if ( ! $this->enabled() ) {
			return;
		}
		$term = get_term( (int) $term_id, (string) $taxonomy );
		$this->term_before[ (int) $term_id ] = $term instanceof WP_Term && $this->term_listed( $term ) ? $this->term_url( $term ) : '';
	}

	/**
	 * A term was created or edited: looked at at shutdown; its old URL is queued when it changed.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param int    $tt_id    Term taxonomy ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function on_term_saved( $term_id, $tt_id = 0, $taxonomy = '' ): void {
		if ( ! $this->enabled() ) {
			return;
		}
		$this->terms[ (int) $term_id ] = true;
		$old                           = $this->term_before[ (int) $term_id ] ?? '';
		unset( $this->term_before[ (int) $term_id ] );
		if ( '' === $old ) {
			return;
		}
		clean_term_cache( (int) $term_id, (string) $taxonomy );
		$term = get_term( (int) $term_id, (string) $taxonomy );
		$new  = $term instanceof WP_Term && $this->term_listed( $term ) ? $this->term_url( $term ) : '';
		if ( $old !== $new ) {
			$this->urls[ $old ] = true;
		}
	}

	/**
	 * A term is about to be deleted: its URL is queued when it is listed.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function on_term_deleted( $term_id, $taxonomy = '' ): void {
		if ( ! $this->enabled() ) {
			return;
		}
		$term = get_term( (int) $term_id, (string) $taxonomy );
		if ( $term instanceof WP_Term && $this->term_listed( $term ) ) {
			$this->urls[ $this->term_url( $term ) ] = true;
		}
		unset( $this->terms[ (int) $term_id ] );
	}

	/**
	 * An object was written by a Lodestar migration: held with the rest of the migration.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type 'post' or 'term'.
	 * @param int    $id   Object ID.
	 */
	public function on_migrated( $type, $id ): void {
		if ( ! $this->enabled() ) {
			return;
		}
		$this->migrating = true;
		if ( 'term' === $type ) {
			$this->terms[ (int) $id ] = true;
		} else {
			$this->posts[ (int) $id ] = true;
		}
	}

	/**
	 * An import or a migration ended: what it held goes to the queue, sent as one batch after
	 * the response (flush()).
	 *
	 * @since 0.3.0
	 */
	public function on_import_end(): void {
		if ( ! $this->enabled() ) {
			return;
		}
		$this->queue->add( $this->collect(), time(), true );
		if ( $this->queue->release( time() ) > 0 ) {
			$this->released = true;
		}
	}

	/**
	 * Queues the URLs of this request's edits (held during an import or a migration) and sends
	 * what is due after the response.
	 *
	 * @since 0.3.0
	 */
	public function flush(): void {
		if ( array() === $this->posts && array() === $this->terms && array() === $this->urls && ! $this->released ) {
			// Nothing changed in this request (every page view): not even the site's host is read.
			return;
		}
		$hold = $this->migrating || $this->importing();
		$urls = $this->collect();
		if ( array() !== $urls ) {
			$this->queue->add( $urls, time(), $hold );
		}
		$source         = $this->released ? 'import' : 'auto';
		$send           = ( array() !== $urls && ! $hold ) || $this->released;
		$this->released = false;
		if ( ! $send ) {
			return;
		}
		if ( doing_action( 'shutdown' ) ) {
			$this->submitter->after_response( $source );
		} else {
			$this->submitter->schedule( time() );
		}
	}

	/**
	 * Whether a WordPress import runs in this request (importers define WP_IMPORTING).
	 *
	 * @since 0.3.0
	 */
	protected function importing(): bool {
		return defined( 'WP_IMPORTING' ) && WP_IMPORTING;
	}

	/**
	 * The URLs of this request's edits (the edit lists emptied).
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function collect(): array {
		$urls = $this->urls;
		foreach ( array_keys( $this->posts ) as $id ) {
			clean_post_cache( $id );
			$post = get_post( $id );
			if ( $post instanceof WP_Post && $this->post_listed( $post ) ) {
				$urls[ (string) get_permalink( $post ) ] = true;
			}
		}
		foreach ( array_keys( $this->terms ) as $id ) {
			$term = get_term( $id );
			if ( $term instanceof WP_Term && $this->term_listed( $term ) ) {
				$urls[ $this->term_url( $term ) ] = true;
			}
		}
		$this->urls      = array();
		$this->posts     = array();
		$this->terms     = array();
		$this->migrating = false;
		$host            = Client::host();
		return array_values(
			array_filter(
				array_map( 'strval', array_keys( $urls ) ),
				static fn ( string $url ): bool => '' !== $url && strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ) === $host
			)
		);
	}

	/**
	 * Whether the sitemaps would list a post as it is (or was).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 */
	public function post_listed( WP_Post $post ): bool {
		if ( Listing::status_of( $post->post_type ) !== $post->post_status || '' !== (string) $post->post_password ) {
			return false;
		}
		if ( ! in_array( $post->post_type, $this->registry->post_types(), true ) || ! is_post_type_viewable( $post->post_type ) ) {
			return false;
		}
		return array() !== $this->listing->indexable_posts( array( $post ) );
	}

	/**
	 * Whether the sitemaps would list a term (public taxonomy, with posts, indexable).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Term $term Term.
	 */
	public function term_listed( WP_Term $term ): bool {
		if ( (int) $term->count < 1 || ! in_array( $term->taxonomy, $this->registry->taxonomies(), true ) ) {
			return false;
		}
		return array() !== $this->listing->indexable_terms( array( $term ) );
	}

	/**
	 * A term's URL ('' on error).
	 *
	 * @param WP_Term $term Term.
	 */
	private function term_url( WP_Term $term ): string {
		$url = get_term_link( $term );
		return is_string( $url ) ? $url : '';
	}
}
