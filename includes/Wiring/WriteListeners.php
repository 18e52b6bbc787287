<?php
/**
 * Registers the listeners of writes when a request first writes.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

defined( 'ABSPATH' ) || exit;

/**
 * Most of Lodestar's hooks listen to writes: a post saved, a meta value or an option updated,
 * a term edited (to refresh the sitemaps' caches, the page checks, the llms.txt text, the
 * history...). A page view almost never writes, yet registering those ninety-odd callbacks
 * cost it about a sixth of Lodestar's time. So a page view registers one small callback
 * (on_write()) on each of the hooks WordPress fires before a write reaches the hooks the
 * listeners use (GATEWAYS): the first of them to fire registers every listener, so
 * each hook that follows a write (`updated_post_meta`, `save_post`, `transition_post_status`,
 * `updated_option`...) finds its listeners in place. A page view that only reads runs none of
 * them. Hooks that fire before the write they announce (`delete_option`, `edit_terms`,
 * `wp_trash_post`, `before_delete_post`, `pre_delete_term`, `delete_attachment`,
 * `sanitize_option_*`) are registered up front, as are the cron events and Lodestar's own
 * actions.
 *
 * Until 0.6.0 the trigger was WordPress's `query` filter (the first query that did not read):
 * one callback run for every query of every page view, some twenty on a 404, for the rare
 * view that writes. The gateways cost their registration only. COVERED names, for each hook a
 * listener uses, the gateway that precedes it (WriteListenersTest checks that every listener's
 * hook is there and that each write API of WordPress brings the listeners before its hooks).
 *
 * Admin screens, cron and the command line register the listeners at once: they write often.
 *
 * @since 0.4.0
 */
final class WriteListeners {

	/**
	 * Hooks WordPress fires before a write that leads to a listener's hook (see COVERED), and
	 * the few hooks a listener uses that no earlier hook announces (they are their own gateway:
	 * a callback added to a running hook at a later priority runs in the same pass).
	 *
	 * @since 0.6.0
	 */
	public const GATEWAYS = array(
		// Options: update_option() (the global filter, before the comparison), add_option(), delete_option().
		'pre_update_option',
		'add_option',
		'delete_option',
		// Post and term meta: add_metadata(), update_metadata() and its _by_mid() twin, delete_metadata() and its twin.
		'add_post_meta',
		'update_post_meta',
		'delete_post_meta',
		'add_term_meta',
		'update_term_meta',
		'delete_term_meta',
		// User meta: add_metadata(), update_metadata(), delete_metadata() (the kept heads' revision).
		'add_user_meta',
		'update_user_meta',
		'delete_user_meta',
		// Posts: wp_insert_post() (updates, attachments, revisions), wp_publish_post() (which
		// writes the status first and then cleans the post's cache), trash, untrash, delete.
		'wp_insert_post_data',
		'wp_insert_attachment_data',
		'clean_post_cache',
		'wp_trash_post',
		'untrash_post',
		'delete_post',
		// Terms: insert, update, delete, a post's terms set or removed, counts updated.
		'pre_insert_term',
		'edit_terms',
		'pre_delete_term',
		'add_term_relationship',
		'delete_term_relationships',
		'edit_term_taxonomy',
		// Users: wp_insert_user() (and wp_update_user()), wp_delete_user(), wpmu_delete_user().
		'wp_pre_insert_user_data',
		'delete_user',
		'wpmu_delete_user',
		// A network option: the network's active plugins.
		'pre_update_site_option_active_sitewide_plugins',
		// Their own gateway: imports, upgrades and Lodestar's migration.
		'import_end',
		'upgrader_process_complete',
		'lodestar_migration_object_migrated',
		'lodestar_migration_completed',
	);

	/**
	 * Every hook a write listener uses => the gateway WordPress fires before it (in the same
	 * call of its write API), or the hook itself. `shutdown` is not here: its listeners matter
	 * only after a write, which brought them.
	 *
	 * @since 0.6.0
	 */
	public const COVERED = array(
		'add_option_lodestar_schemas'                   => 'add_option',
		'add_option_lodestar_settings'                  => 'add_option',
		'add_option_page_for_posts'                     => 'add_option',
		'added_option'                                  => 'add_option',
		'update_option_blogdescription'                 => 'pre_update_option',
		'update_option_blogname'                        => 'pre_update_option',
		'update_option_home'                            => 'pre_update_option',
		'update_option_lodestar_llms_txt'               => 'pre_update_option',
		'update_option_lodestar_posts_page_meta'        => 'pre_update_option',
		'update_option_lodestar_schemas'                => 'pre_update_option',
		'update_option_lodestar_settings'               => 'pre_update_option',
		'update_option_lodestar_term_meta_index'        => 'pre_update_option',
		'update_option_page_for_posts'                  => 'pre_update_option',
		'update_option_page_on_front'                   => 'pre_update_option',
		'update_option_permalink_structure'             => 'pre_update_option',
		'update_option_show_on_front'                   => 'pre_update_option',
		'updated_option'                                => 'pre_update_option',
		'deleted_option'                                => 'delete_option',
		'delete_option_lodestar_schemas'                => 'delete_option',
		'delete_option_lodestar_settings'               => 'delete_option',
		'added_post_meta'                               => 'add_post_meta',
		'updated_post_meta'                             => 'update_post_meta',
		'deleted_post_meta'                             => 'delete_post_meta',
		'added_term_meta'                               => 'add_term_meta',
		'updated_term_meta'                             => 'update_term_meta',
		'deleted_term_meta'                             => 'delete_term_meta',
		'added_user_meta'                               => 'add_user_meta',
		'updated_user_meta'                             => 'update_user_meta',
		'deleted_user_meta'                             => 'delete_user_meta',
		'added_term_relationship'                       => 'add_term_relationship',
		'deleted_term_relationships'                    => 'delete_term_relationships',
		'save_post'                                     => 'wp_insert_post_data',
		'post_updated'                                  => 'wp_insert_post_data',
		'wp_after_insert_post'                          => 'wp_insert_post_data',
		'transition_post_status'                        => 'clean_post_cache',
		'clean_post_cache'                              => 'clean_post_cache',
		'add_attachment'                                => 'wp_insert_attachment_data',
		'edit_attachment'                               => 'wp_insert_attachment_data',
		'trashed_post'                                  => 'wp_trash_post',
		'untrashed_post'                                => 'untrash_post',
		'deleted_post'                                  => 'delete_post',
		'created_term'                                  => 'pre_insert_term',
		'edited_term'                                   => 'edit_terms',
		'saved_term'                                    => 'pre_insert_term',
		'delete_term'                                   => 'pre_delete_term',
		'clean_term_cache'                              => 'edit_term_taxonomy',
		'user_register'                                 => 'wp_pre_insert_user_data',
		'profile_update'                                => 'wp_pre_insert_user_data',
		'deleted_user'                                  => 'delete_user',
		'update_site_option_active_sitewide_plugins'    => 'pre_update_site_option_active_sitewide_plugins',
		'import_end'                                    => 'import_end',
		'upgrader_process_complete'                     => 'upgrader_process_complete',
		'lodestar_migration_object_migrated'            => 'lodestar_migration_object_migrated',
		'lodestar_migration_completed'                  => 'lodestar_migration_completed',
	);

	/**
	 * Constructor.
	 *
	 * @param \Closure $listen Registers every write listener.
	 */
	public function __construct( private \Closure $listen ) {}

	/**
	 * Whether the listeners are registered.
	 *
	 * @var bool
	 */
	private bool $listened = false;

	/**
	 * Registers the listeners now, or on the first write when deferred.
	 *
	 * @since 0.4.0
	 *
	 * @param bool $defer Whether to wait for the first write (a page view).
	 */
	public function register( bool $defer ): void {
		if ( ! $defer ) {
			$this->listen();
			return;
		}
		$callback = array( $this, 'on_write' );
		foreach ( self::GATEWAYS as $hook ) {
			add_filter( $hook, $callback, PHP_INT_MIN );
		}
	}

	/**
	 * Whether this request defers the listeners: every request but the admin, Ajax, cron and
	 * the command line (REST requests included: their first write brings the listeners).
	 *
	 * @since 0.4.0
	 */
	public static function deferred(): bool {
		return ! is_admin() && ! wp_doing_ajax() && ! wp_doing_cron() && ! ( defined( 'WP_CLI' ) && WP_CLI );
	}

	/**
	 * A gateway: registers the listeners (once). Its callbacks stay (a check of one flag when
	 * their hook fires again): removing them would cost more than they do.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $value The filtered value (an action's first argument).
	 * @return mixed The value, unchanged.
	 */
	public function on_write( $value = null ) {
		if ( ! $this->listened ) {
			$this->listen();
		}
		return $value;
	}

	/**
	 * Whether the listeners are registered (for tests and diagnostics).
	 *
	 * @since 0.6.0
	 */
	public function listening(): bool {
		return $this->listened;
	}

	/**
	 * Registers the listeners.
	 */
	private function listen(): void {
		$this->listened = true;
		( $this->listen )();
	}
}
