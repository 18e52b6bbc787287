<?php
/**
 * Redirects made when a URL changes.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\RedirectsTable;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * When a published post, page or custom-type item, or a term, changes its slug or its parent,
 * a 301 from the old URL to the object is made (origin "auto"; the target follows the object),
 * and so for its descendants, whose URLs changed with it (up to 100 of them). A rule whose
 * source is the object's new URL goes: it would shadow the live page.
 *
 * When a published post goes to the trash, its former path is kept for the current user for an
 * hour, so the posts list can offer a 410 or a redirect for it (Admin\TrashedNotice).
 *
 * @since 0.4.0
 */
class AutoRedirects {

	/**
	 * Most descendants given a redirect of their own.
	 *
	 * @since 0.4.0
	 */
	public const MAX_DESCENDANTS = 100;

	/**
	 * Term links before an edit, by term id.
	 *
	 * @var array<int, array{url: string, children: array<int, string>}>
	 */
	private array $term_before = array();

	/**
	 * Constructor.
	 *
	 * @param Rules              $rules    The rules.
	 * @param RedirectsTable     $table    The rules' table.
	 * @param SettingsRepository $settings Settings (the switch).
	 */
	public function __construct( private Rules $rules, private RedirectsTable $table, private SettingsRepository $settings ) {}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'post_updated', array( $this, 'post_updated' ), 10, 3 );
		add_action( 'edited_term', array( $this, 'term_edited' ), 10, 3 );
	}

	/**
	 * Makes the redirects of a post whose URL changed.
	 *
	 * @since 0.4.0
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $after   The post now.
	 * @param \WP_Post $before  The post before.
	 */
	public function post_updated( $post_id, $after, $before ): void {
		if ( ! $this->enabled() || ! $after instanceof \WP_Post || ! $before instanceof \WP_Post ) {
			return;
		}
		if ( 'publish' !== $before->post_status || 'publish' !== $after->post_status || ! is_post_type_viewable( $after->post_type ) ) {
			return;
		}
		if ( $before->post_name === $after->post_name && (int) $before->post_parent === (int) $after->post_parent ) {
			return;
		}
		$old = get_permalink( $before );
		$new = get_permalink( $after );
		if ( ! is_string( $old ) || ! is_string( $new ) ) {
			return;
		}
		$old_path = Path::split( $old )[0];
		$new_path = Path::split( $new )[0];
		if ( Path::normalise( $old_path ) === Path::normalise( $new_path ) || str_contains( $old, '?' ) ) {
			return;
		}
		$this->rules->batch(
			function () use ( $after, $old_path, $new_path ) {
				$this->redirect( $old_path, 'post', (int) $after->ID, $new_path );
				if ( ! is_post_type_hierarchical( $after->post_type ) ) {
					return;
				}
				$children = get_pages(
					array(
						'child_of'    => (int) $after->ID,
						'post_type'   => $after->post_type,
						'post_status' => 'publish',
						'number'      => self::MAX_DESCENDANTS,
					)
				);
				foreach ( (array) $children as $child ) {
					$child_new = Path::split( (string) get_permalink( $child ) )[0];
					if ( str_starts_with( $child_new, trailingslashit( $new_path ) ) ) {
						$child_old = trailingslashit( $old_path ) . substr( $child_new, strlen( trailingslashit( $new_path ) ) );
						$this->redirect( $child_old, 'post', (int) $child->ID, $child_new );
					}
				}
			}
		);
	}

	/**
	 * Remembers a term's URL (and its children's) before it is edited.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $term_id  Term id.
	 * @param string $taxonomy Taxonomy.
	 */
	public function before_term_edit( $term_id, $taxonomy = '' ): void {
		if ( ! $this->enabled() || ! is_taxonomy_viewable( (string) $taxonomy ) ) {
			return;
		}
		$url = get_term_link( (int) $term_id, (string) $taxonomy );
		if ( ! is_string( $url ) ) {
			return;
		}
		$children = array();
		if ( is_taxonomy_hierarchical( (string) $taxonomy ) ) {
			$ids = get_term_children( (int) $term_id, (string) $taxonomy );
			foreach ( is_array( $ids ) ? array_slice( $ids, 0, self::MAX_DESCENDANTS ) : array() as $child ) {
				$link = get_term_link( (int) $child, (string) $taxonomy );
				if ( is_string( $link ) ) {
					$children[ (int) $child ] = $link;
				}
			}
		}
		$this->term_before[ (int) $term_id ] = array(
			'url'      => $url,
			'children' => $children,
		);
	}

	/**
	 * Makes the redirects of a term whose URL changed.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $term_id  Term id.
	 * @param int    $tt_id    Term taxonomy id.
	 * @param string $taxonomy Taxonomy.
	 */
	public function term_edited( $term_id, $tt_id = 0, $taxonomy = '' ): void {
		$before = $this->term_before[ (int) $term_id ] ?? null;
		unset( $this->term_before[ (int) $term_id ] );
		if ( null === $before || ! $this->enabled() ) {
			return;
		}
		clean_term_cache( (int) $term_id, (string) $taxonomy );
		$pairs = array( (int) $term_id => $before['url'] ) + $before['children'];
		$this->rules->batch(
			function () use ( $pairs, $taxonomy ) {
				foreach ( $pairs as $id => $old ) {
					$new = get_term_link( (int) $id, (string) $taxonomy );
					if ( ! is_string( $new ) || str_contains( $old, '?' ) ) {
						continue;
					}
					$old_path = Path::split( $old )[0];
					$new_path = Path::split( $new )[0];
					if ( Path::normalise( $old_path ) !== Path::normalise( $new_path ) ) {
						$this->redirect( $old_path, 'term', (int) $id, $new_path );
					}
				}
			}
		);
	}

	/**
	 * Keeps the path of a published post going to the trash, for the posts list's notice.
	 *
	 * @since 0.4.0
	 *
	 * @param int $post_id Post id.
	 */
	public function remember_trashed( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || ! is_post_type_viewable( $post->post_type ) ) {
			return;
		}
		$url  = get_permalink( $post );
		$user = get_current_user_id();
		if ( ! is_string( $url ) || 0 === $user || str_contains( $url, '?' ) ) {
			return;
		}
		$key     = 'lodestar_trashed_' . $user;
		$current = get_transient( $key );
		$list    = is_array( $current ) ? $current : array();
		$list[ (int) $post->ID ] = array(
			'path'  => Path::split( $url )[0],
			'title' => get_the_title( $post ),
		);
		set_transient( $key, array_slice( $list, -20, null, true ), HOUR_IN_SECONDS );
	}

	/**
	 * The trashed posts' paths remembered for a user (post id => path, title).
	 *
	 * @since 0.4.0
	 *
	 * @param int $user User id.
	 * @return array<int, array{path: string, title: string}>
	 */
	public static function trashed_for( int $user ): array {
		$list = get_transient( 'lodestar_trashed_' . $user );
		return is_array( $list ) ? $list : array();
	}

	/**
	 * Forgets one trashed post of a user's list.
	 *
	 * @since 0.4.0
	 *
	 * @param int $user    User id.
	 * @param int $post_id Post id.
	 */
	public static function forget_trashed( int $user, int $post_id ): void {
		$list = self::trashed_for( $user );
		unset( $list[ $post_id ] );
		if ( $list ) {
			set_transient( 'lodestar_trashed_' . $user, $list, HOUR_IN_SECONDS );
		} else {
			delete_transient( 'lodestar_trashed_' . $user );
		}
	}

	/**
	 * One 301 from an old path to an object; rules from the object's new path go.
	 *
	 * @param string $old_path Old path.
	 * @param string $type     post or term.
	 * @param int    $id       Object id.
	 * @param string $new_path New path.
	 */
	private function redirect( string $old_path, string $type, int $id, string $new_path ): void {
		$shadowing = array();
		foreach ( $this->table->by_source_hash( md5( Path::key( 'exact', Path::normalise( $new_path ) ) ) ) as $rule ) {
			if ( 'auto' === $rule['origin'] && $type === $rule['target_type'] && $id === (int) $rule['target_id'] ) {
				$shadowing[] = (int) $rule['id'];
			}
		}
		if ( $shadowing ) {
			$this->rules->delete( $shadowing );
		}
		$existing = $this->table->by_source_hash( md5( Path::key( 'exact', Path::normalise( $old_path ) ) ) );
		foreach ( $existing as $rule ) {
			if ( '' === (string) $rule['source_query'] ) {
				if ( 'auto' === $rule['origin'] ) {
					$this->rules->update(
						(int) $rule['id'],
						array(
							'target_type' => $type,
							'target_id'   => $id,
							'status'      => 301,
							'enabled'     => true,
						)
					);
				}
				return;
			}
		}
		$this->rules->create(
			array(
				'source'      => $old_path,
				'match_type'  => 'exact',
				'query_mode'  => 'ignore',
				'target_type' => $type,
				'target_id'   => $id,
				'status'      => 301,
			),
			'auto'
		);
	}

	/**
	 * Whether automatic redirects are on.
	 */
	private function enabled(): bool {
		return (bool) $this->settings->get( 'enable_auto_redirects' );
	}
}
