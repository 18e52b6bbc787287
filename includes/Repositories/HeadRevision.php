<?php
/**
 * The revision of everything a page's head is made of, moved on by every write to it.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

use Lodestar\Support\CompiledFile;

defined( 'ABSPATH' ) || exit;

/**
 * A kept head (Frontend\KeptHeads) is made of a post, its meta, terms, author and images, the
 * settings, the stored schemas and the site's options: more than a key could read on every page
 * view. So the other way round: a request that writes any of them (a write listener, from its
 * first write) moves this revision on when it ends, one autoloaded option, and a head kept under
 * an older revision is no longer used. The revision a page view compares is that option and the
 * code of the build (CompiledFile::code()): an update of Lodestar moves it on too.
 *
 * What moves it: any option but transients, WordPress's cron schedule and Lodestar's own
 * records that no head reads (HEAD_OPTIONS are the ones that do); any post of a viewable type or
 * attachment written, trashed or deleted (clean_post_cache, which the comment count also runs),
 * and the meta of one; any term written or assigned, and term meta; any user written or deleted
 * and user meta but the admin screens' own (NOISY_USER_META); an upgrade (a plugin, a theme,
 * a language pack). A request that wrote does not use kept heads until it ends (wrote()); one
 * that wrote and then makes an HTTP request moves the revision on before it (its own site's
 * pages, fetched meanwhile by Google or the site analysis, show what it wrote).
 *
 * @since 0.6.0
 */
final class HeadRevision {

	/**
	 * The autoloaded option holding the revision (random: a test's rolled-back database never
	 * meets a revision of another).
	 */
	public const OPTION = 'lodestar_head_revision';

	/**
	 * Lodestar's options a head reads: the settings, the schemas, the posts page's fields, the
	 * term fields' index, the parent terms' rows, the verification codes. Its other options
	 * (history, sitemaps' counts, logs, queues, analysis) move nothing, nor do the image facts:
	 * measured from an image when first needed, by a page view too, they are the same whether
	 * stored or not (the image itself, when written, moves the revision on).
	 */
	public const HEAD_OPTIONS = array( 'lodestar_settings', 'lodestar_schemas', 'lodestar_posts_page_meta', 'lodestar_term_meta_index', 'lodestar_parent_term_rows', 'lodestar_gsc_verification' );

	/**
	 * Post meta read by no head (the editor's bookkeeping; the site analysis' scan facts and
	 * page checks, written by its background batches: Analysis\ScanFacts::META and
	 * PageCheckStore's, spelled out below the Analysis layer) or the same whether stored or not
	 * (an image's facts, see HEAD_OPTIONS).
	 */
	private const NOISY_POST_META = array( '_edit_lock', '_edit_last', ImageFacts::POST_META, '_lodestar_scan_facts', '_lodestar_page_checks', '_lodestar_check_errors', '_lodestar_check_warnings' );

	/**
	 * User meta of the admin screens and sessions (read by no head): written on logins and
	 * admin pages, they would otherwise set every kept head aside.
	 */
	private const NOISY_USER_META = '/^(session_tokens|community-events-location|dismissed_wp_pointers|last_update|wc_last_active|_lodestar_whats_new_read|.*user-settings(-time)?|.*persisted_preferences|.*dashboard_quick_press_last_post_id|meta-box-order_.*|metaboxhidden_.*|closedpostboxes_.*|manage.*columnshidden|edit_.*_per_page|screen_layout_.*)$/';

	/**
	 * Sites (blog ids) whose revision this request moves on when it ends.
	 *
	 * @var array<int, true>
	 */
	private static array $written = array();

	/**
	 * Whether this request moves no revision on any more (uninstalling).
	 *
	 * @var bool
	 */
	private static bool $stopped = false;

	/**
	 * Adds the write listeners (Plugin::listen(): from a page view's first write).
	 *
	 * @since 0.6.0
	 */
	public function register(): void {
		add_action( 'added_option', array( $this, 'option_written' ), 10, 1 );
		add_action( 'updated_option', array( $this, 'option_written' ), 10, 1 );
		add_action( 'deleted_option', array( $this, 'option_written' ), 10, 1 );
		add_action( 'clean_post_cache', array( $this, 'post_written' ), 10, 2 );
		add_action( 'clean_term_cache', array( $this, 'written' ), 10, 0 );
		add_action( 'added_term_relationship', array( $this, 'written' ), 10, 0 );
		add_action( 'deleted_term_relationships', array( $this, 'written' ), 10, 0 );
		add_action( 'profile_update', array( $this, 'written' ), 10, 0 );
		add_action( 'user_register', array( $this, 'written' ), 10, 0 );
		add_action( 'deleted_user', array( $this, 'written' ), 10, 0 );
		add_action( 'upgrader_process_complete', array( $this, 'written' ), 10, 0 );
		foreach ( array( 'added', 'updated', 'deleted' ) as $verb ) {
			add_action( $verb . '_post_meta', array( $this, 'post_meta_written' ), 10, 3 );
			add_action( $verb . '_term_meta', array( $this, 'written' ), 10, 0 );
			add_action( $verb . '_user_meta', array( $this, 'user_meta_written' ), 10, 3 );
		}
		add_action( 'shutdown', array( $this, 'persist' ), PHP_INT_MAX );
	}

	/**
	 * Something a head reads was written on the current site.
	 *
	 * @since 0.6.0
	 */
	public function written(): void {
		if ( self::$stopped ) {
			return;
		}
		self::$written[ get_current_blog_id() ] = true;
		// A request of the site made while this one runs (Google fetching the home page for the
		// verification tag just stored, the site analysis fetching a page) must see what it wrote.
		if ( false === has_filter( 'pre_http_request', array( $this, 'before_http' ) ) ) {
			add_filter( 'pre_http_request', array( $this, 'before_http' ), PHP_INT_MIN );
		}
	}

	/**
	 * `pre_http_request` (once this request wrote): the revision moves on before the request
	 * leaves, as at the end of the request (the pages it may lead to are built anew).
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $response The short-circuit response (false), unchanged.
	 * @return mixed
	 */
	public function before_http( $response ) {
		$this->persist();
		return $response;
	}

	/**
	 * Moves no revision on until told to go on (the uninstaller, while it deletes the option
	 * with the others: its deletions must not write it back when the request ends).
	 *
	 * @since 0.6.0
	 *
	 * @param bool $stop Whether to stop (false: go on again).
	 */
	public static function stop( bool $stop = true ): void {
		self::$stopped = $stop;
		self::$written = array();
	}

	/**
	 * An option was added, updated or deleted.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $option Option name.
	 */
	public function option_written( $option ): void {
		$option = (string) $option;
		if ( self::OPTION === $option || 'cron' === $option || str_starts_with( $option, '_transient_' ) || str_starts_with( $option, '_site_transient_' ) ) {
			return;
		}
		if ( str_starts_with( $option, 'lodestar_' ) && ! in_array( $option, self::HEAD_OPTIONS, true ) ) {
			return;
		}
		$this->written();
	}

	/**
	 * A post's cache was cleaned: it was written, trashed, deleted or its comment count changed.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    The post.
	 */
	public function post_written( $post_id, $post = null ): void {
		$type = $post instanceof \WP_Post ? $post->post_type : (string) get_post_type( (int) $post_id );
		if ( self::head_post_type( $type ) ) {
			$this->written();
		}
	}

	/**
	 * A post's meta was written.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public function post_meta_written( $meta_id, $object_id, $meta_key ): void {
		if ( ! in_array( (string) $meta_key, self::NOISY_POST_META, true ) && self::head_post_type( (string) get_post_type( (int) $object_id ) ) ) {
			$this->written();
		}
	}

	/**
	 * A user's meta was written.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $meta_id   Meta id(s).
	 * @param mixed $object_id User id.
	 * @param mixed $meta_key  Meta key.
	 */
	public function user_meta_written( $meta_id, $object_id, $meta_key ): void {
		if ( ! preg_match( self::NOISY_USER_META, (string) $meta_key ) ) {
			$this->written();
		}
	}

	/**
	 * The end of the request: a new revision for every site it wrote to.
	 *
	 * @since 0.6.0
	 */
	public function persist(): void {
		$sites         = array_keys( self::$written );
		self::$written = array();
		foreach ( $sites as $site ) {
			if ( get_current_blog_id() === $site ) {
				self::move_on();
			} elseif ( is_multisite() ) {
				update_blog_option( $site, self::OPTION, bin2hex( random_bytes( 8 ) ) );
			}
		}
	}

	/**
	 * A new revision for the current site now (activation: what was written while Lodestar was
	 * off moved nothing).
	 *
	 * @since 0.6.0
	 */
	public static function move_on(): void {
		update_option( self::OPTION, bin2hex( random_bytes( 8 ) ), true );
	}

	/**
	 * Whether this request wrote something a head reads on the current site (its page views
	 * then build their heads: the revision moves on only when it ends).
	 *
	 * @since 0.6.0
	 */
	public static function wrote(): bool {
		return isset( self::$written[ get_current_blog_id() ] );
	}

	/**
	 * The current revision: the build's code and the option.
	 *
	 * @since 0.6.0
	 */
	public static function current(): string {
		return CompiledFile::code() . ':' . (string) get_option( self::OPTION, '' );
	}

	/**
	 * Whether a post of this type can be in a head: a viewable type's, or an attachment (a
	 * featured or social image).
	 *
	 * @param string $type Post type.
	 */
	private static function head_post_type( string $type ): bool {
		return 'attachment' === $type || ( '' !== $type && is_post_type_viewable( $type ) );
	}
}
