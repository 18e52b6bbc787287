<?php
/**
 * Runs a migration: scan, global settings, one item at a time, preview, undo.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration;

use Lodestar\Meta\AuthorProfiles;
use Lodestar\Meta\Fields;
use Lodestar\Meta\SecondaryKeywords;
use Lodestar\Repositories\MigrationLock;
use Lodestar\Repositories\SitemapCache;
use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The migration engine behind the `migration/*` routes.
 *
 * Every step reads the source, builds a plan (plan_global(), plan_post(), plan_term(): the
 * fields to write, their current and new values, and what cannot be migrated) and, unless it
 * is a preview, keeps the values it is about to overwrite in the undo log, writes through the
 * settings repository and the registered meta, marks the object, and saves the progress state
 * (spec §3) so a closed tab resumes. A step run twice gives the same result: an object is
 * judged by its values before this run (from the undo log), so a retry after a timeout neither
 * skips nor doubles anything.
 *
 * @since 0.3.0
 */
class Runner {

	/**
	 * Progress state option (not autoloaded).
	 *
	 * @since 0.3.0
	 */
	public const STATE_OPTION = 'lodestar_migration_state';

	/**
	 * Slugs of the sources whose migration was completed (not autoloaded).
	 *
	 * @since 0.3.0
	 */
	public const COMPLETED_OPTION = 'lodestar_migration_completed';

	/**
	 * Marker meta on every migrated object: the source's slug.
	 *
	 * @since 0.3.0
	 */
	public const MARKER = '_lodestar_migrated_from';

	/**
	 * Focus keyphrase meta: the primary keyword only.
	 *
	 * @since 0.3.0
	 */
	public const FOCUS_KEYWORD = '_lodestar_focus_keyword';

	/**
	 * The source's other focus keywords, after the primary one (SecondaryKeywords::KEY).
	 *
	 * @since 0.3.0
	 */
	public const SECONDARY_KEYWORDS = SecondaryKeywords::KEY;

	/**
	 * Ids per scan page.
	 *
	 * @since 0.3.0
	 */
	public const PAGE_SIZE = 200;

	/**
	 * Most seconds a step waits for another step still running (a retried item whose first
	 * request has not ended) before it answers 409.
	 *
	 * @since 0.5.0
	 */
	public const LOCK_WAIT = 20;

	/**
	 * Neutral template fields => Lodestar fields.
	 */
	private const TEMPLATE_FIELDS = array(
		'title'               => 'page_title',
		'description'         => 'page_description',
		'og_title'            => 'facebook_title',
		'og_description'      => 'facebook_description',
		'twitter_title'       => 'twitter_title',
		'twitter_description' => 'twitter_description',
	);

	/**
	 * Neutral plain fields => Lodestar fields.
	 */
	private const PLAIN_FIELDS = array(
		'canonical'         => 'canonical_url',
		'og_image_url'      => 'facebook_image_url',
		'og_image_id'       => 'facebook_image_id',
		'twitter_image_url' => 'twitter_image_url',
		'twitter_image_id'  => 'twitter_image_id',
		'noindex'           => 'post_no_index',
		'nofollow'          => 'post_no_follow',
		'noarchive'         => 'post_no_archive',
	);

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository    $settings Settings.
	 * @param array<string, Source> $sources  Sources by slug.
	 * @param UndoLog               $undo     Undo log.
	 * @param SitemapCache          $sitemaps The sitemap cache the meta writes invalidate (held
	 *                                        during an item, so it is saved once per item).
	 * @param \Closure|null         $redirects Makes a post's redirect (its path, the target URL,
	 *                                         the status, the post id, the time of the run's
	 *                                         first attempt): the new rule's {id, fingerprint,
	 *                                         retargeted} when made (or made by this run since
	 *                                         that attempt), true when already there, else the
	 *                                         reason; null: redirects are not migrated (since
	 *                                         0.4.0).
	 * @param \Closure|null         $unredirects Undoes the rules of a run (made: rule id =>
	 *                                           fingerprint; retargeted: rule id => {before,
	 *                                           after}) where not edited since; returns how
	 *                                           many rules it changed (since 0.4.0).
	 * @param MigrationLock|null    $lock      Makes the writing steps run one at a time
	 *                                         (since 0.5.0; a new one when not given).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private array $sources,
		private UndoLog $undo,
		private SitemapCache $sitemaps,
		private ?\Closure $redirects = null,
		private ?\Closure $unredirects = null,
		private ?MigrationLock $lock = null
	) {
		$this->lock ??= new MigrationLock();
	}

	/**
	 * The source of a slug, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Plugin slug.
	 */
	public function source( string $slug ): ?Source {
		return $this->sources[ $slug ] ?? null;
	}

	/**
	 * Every source slug.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	public function slugs(): array {
		return array_keys( $this->sources );
	}

	/**
	 * The sources offered (their data exists), completed slugs and the undo summary
	 * (GET migration/plugins).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function plugins(): array {
		if ( ! function_exists( 'is_plugin_active' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$plugins = array();
		foreach ( $this->sources as $slug => $source ) {
			if ( $source->has_data() ) {
				$plugins[ $slug ] = array(
					'name'   => $source->name(),
					'active' => is_plugin_active( $source->plugin_file() ),
				);
			}
		}
		$completed = get_option( self::COMPLETED_OPTION, array() );
		$completed = is_array( $completed ) ? $completed : array();
		$head      = $this->undo->head();
		return array(
			'plugins'                 => (object) $plugins,
			'completed'               => array_values( array_map( 'strval', (array) ( $completed['slugs'] ?? array() ) ) ),
			'migration_ever_completed' => ! empty( $completed['ever'] ),
			'undo'                    => null === $head ? null : array(
				'plugin_slug' => (string) $head['plugin_slug'],
				'name'        => (string) $head['name'],
				'date'        => (string) $head['date'],
				'items'       => $this->undo->items(),
			),
		);
	}

	/**
	 * The server-side progress state (GET migration/migrated-data).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function state(): array {
		$state = $this->stored_state();
		return array(
			'plugin_slug'              => (string) ( $state['plugin_slug'] ?? '' ),
			'terms'                    => (object) self::public_groups( $state['terms'] ?? array() ),
			'posts'                    => (object) self::public_groups( $state['posts'] ?? array() ),
			'global_settings_migrated' => ! empty( $state['global_settings_migrated'] ),
			'current_status'           => (object) ( $state['current_status'] ?? array( 'type' => '' ) ),
			'progress'                 => (int) ( $state['progress'] ?? 0 ),
		);
	}

	/**
	 * One scan page of terms or posts, grouped by taxonomy or post type (GET migration/terms,
	 * migration/posts). Page 1 of terms starts a run (or starts the current one over).
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Plugin slug.
	 * @param string $kind 'terms' or 'posts'.
	 * @param int    $page Page, from 1.
	 * @return array<string, mixed>|WP_Error
	 */
	public function scan( string $slug, string $kind, int $page ) {
		return $this->locked( fn () => $this->scan_locked( $slug, $kind, $page ) );
	}

	/**
	 * scan() with the lock held.
	 *
	 * @param string $slug      Plugin slug.
	 * @param string $kind      'terms' or 'posts'.
	 * @param int    $page      Page, from 1.
	 * @return array<string, mixed>|true|WP_Error
	 */
	private function scan_locked( string $slug, string $kind, int $page ) {
		$source = $this->source_or_error( $slug );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$state = $this->state_for( $slug );
		if ( 1 === $page ) {
			$state[ $kind ]            = array();
			$state['scan'][ $kind ]    = array(
				'total' => 'terms' === $kind ? $source->count_terms() : $source->count_posts(),
				'last'  => array( 0 => 0 ),
			);
		}
		$scan        = $state['scan'][ $kind ] ?? array(
			'total' => 'terms' === $kind ? $source->count_terms() : $source->count_posts(),
			'last'  => array( 0 => 0 ),
		);
		$total_pages = max( 1, (int) ceil( $scan['total'] / self::PAGE_SIZE ) );
		$after       = $this->cursor( $source, $kind, $page, $scan );
		$ids         = 'terms' === $kind ? $source->term_ids( $after, self::PAGE_SIZE ) : $source->post_ids( $after, self::PAGE_SIZE );
		$id_key      = 'terms' === $kind ? 'term_ids' : 'post_ids';
		$data        = array();
		foreach ( $ids as $id => $group ) {
			if ( ! isset( $data[ $group ] ) ) {
				$data[ $group ] = array(
					'count' => 0,
					'title' => $this->group_title( $kind, $group ),
					$id_key => array(),
				);
			}
			++$data[ $group ]['count'];
			$data[ $group ][ $id_key ][] = (int) $id;
		}
		if ( array() !== $ids ) {
			$scan['last'][ $page ] = (int) array_key_last( $ids );
		}
		if ( ! isset( $scan['counted'][ $page ] ) ) {
			foreach ( $data as $group => $entry ) {
				if ( ! isset( $state[ $kind ][ $group ] ) ) {
					$state[ $kind ][ $group ] = array(
						'title'     => $entry['title'],
						'total'     => 0,
						'completed' => '',
					);
				}
				$state[ $kind ][ $group ]['total'] += $entry['count'];
			}
			$scan['counted'][ $page ] = true;
		}
		$state['scan'][ $kind ]    = $scan;
		$state['current_status']   = array( 'type' => 'terms' === $kind ? 'reading_terms' : 'reading_posts' );
		$this->save_state( $state );

		return array(
			'success'    => true,
			'data'       => (object) $data,
			'pagination' => array(
				'current_page' => $page,
				'total_pages'  => $total_pages,
			),
		);
	}

	/**
	 * Migrates the global settings (POST migration/global-settings).
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug      Plugin slug.
	 * @param bool   $overwrite Whether to replace values Lodestar already holds.
	 * @return array<string, mixed>|WP_Error
	 */
	public function migrate_global( string $slug, bool $overwrite ) {
		return $this->locked( fn () => $this->migrate_global_locked( $slug, $overwrite ) );
	}

	/**
	 * migrate_global() with the lock held.
	 *
	 * @param string $slug      Plugin slug.
	 * @param bool   $overwrite Whether to replace values Lodestar already holds.
	 * @return array<string, mixed>|true|WP_Error
	 */
	private function migrate_global_locked( string $slug, bool $overwrite ) {
		$source = $this->source_or_error( $slug );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$state                   = $this->state_for( $slug );
		$state['current_status'] = array( 'type' => 'global_settings' );
		$this->save_state( $state );

		$plan = $this->plan_global( $source, $overwrite );
		if ( array() !== $plan['users'] ) {
			// The authors' own fields, each kept in the undo log before it is written.
			$this->undo->begin( $state['run'], $slug, $source->name() );
			foreach ( $plan['users'] as $user_id => $values ) {
				$this->undo->record( 'user', (int) $user_id, array_keys( $values ) );
				$this->write_meta( 'user', (int) $user_id, $values );
			}
		}
		if ( array() !== $plan['changes'] ) {
			$this->undo->begin( $state['run'], $slug, $source->name() );
			$this->undo->record_settings();
			// One revision of the settings history, named after the migrated plugin.
			do_action( 'lodestar_history_begin', 'migration', array( 'plugin' => $source->name() ) );
			try {
				$saved = $this->settings->save( $plan['changes'] );
			} finally {
				do_action( 'lodestar_history_end' );
			}
			if ( is_wp_error( $saved ) ) {
				return $saved;
			}
		}

		$state                             = $this->state_for( $slug );
		$state['global_settings_migrated'] = true;
		$this->save_state( $state );
		return $this->result( $plan, __( 'Global settings migrated.', 'lodestar' ) );
	}

	/**
	 * Migrates one post or term (POST migration/posts, migration/terms).
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug      Plugin slug.
	 * @param string $type      'post' or 'term'.
	 * @param int    $id        Object id.
	 * @param bool   $overwrite Whether to replace values Lodestar already holds.
	 * @return array<string, mixed>|WP_Error
	 */
	public function migrate_object( string $slug, string $type, int $id, bool $overwrite ) {
		return $this->locked( fn () => $this->migrate_object_locked( $slug, $type, $id, $overwrite ) );
	}

	/**
	 * migrate_object() with the lock held.
	 *
	 * @param string $slug      Plugin slug.
	 * @param string $type      'post' or 'term'.
	 * @param int    $id        Object id.
	 * @param bool   $overwrite Whether to replace values Lodestar already holds.
	 * @return array<string, mixed>|true|WP_Error
	 */
	private function migrate_object_locked( string $slug, string $type, int $id, bool $overwrite ) {
		$source = $this->source_or_error( $slug );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$object = 'term' === $type ? get_term( $id ) : get_post( $id );
		if ( ! $object instanceof \WP_Post && ! $object instanceof \WP_Term ) {
			return new WP_Error( 'lodestar_migration_not_found', 'term' === $type ? __( 'Term not found.', 'lodestar' ) : __( 'Post not found.', 'lodestar' ), array( 'status' => 404 ) );
		}
		$group = $object instanceof \WP_Term ? $object->taxonomy : $object->post_type;
		$kind  = 'term' === $type ? 'terms' : 'posts';
		$state = $this->state_for( $slug );
		if ( ( $this->stored_state()['run'] ?? null ) !== $state['run'] ) {
			// A new run: its id is kept before the undo log starts recording under it.
			$this->save_state( $state );
		}

		$plan = $this->plan_object( $source, $object, $overwrite );
		$mark = ! $plan['skipped'] && array() !== $plan['migrated'] && get_metadata( $type, $id, self::MARKER, true ) !== $slug;
		if ( array() !== $plan['changes'] || $mark ) {
			$this->undo->begin( $state['run'], $slug, $source->name() );
			$this->undo->record( $type, $id, array_merge( array_keys( $plan['changes'] ), array( self::MARKER ) ) );
			$this->write_meta( $type, $id, $plan['changes'] );
			// The marker is written last, on its own: an item stopped before it is retried
			// whole, and the retry's writes invalidate the sitemaps.
			$this->write_meta( $type, $id, array( self::MARKER => $slug ) );
		}
		if ( array() !== $plan['changes'] ) {
			/**
			 * Fires after a migration wrote an object's SEO fields (IndexNow holds its URL
			 * until the migration completes).
			 *
			 * @since 0.3.0
			 *
			 * @param string $type 'post' or 'term'.
			 * @param int    $id   Object ID.
			 */
			do_action( 'lodestar_migration_object_migrated', $type, $id );
		}

		if ( null !== $plan['redirect'] && null !== $this->redirects && $object instanceof \WP_Post ) {
			// The log is started first: a run may begin with a post that only has a redirect.
			$this->undo->begin( $state['run'], $slug, $source->name() );
			// The attempt is logged first: a rule made by a request that died before logging it
			// is recognised (made since the first attempt) and logged by the retry.
			$since = $this->undo->redirect_attempt( $id );
			$made  = ( $this->redirects )( (string) wp_parse_url( (string) get_permalink( $object ), PHP_URL_PATH ), $plan['redirect']['url'], $plan['redirect']['status'], $id, $since );
			if ( is_array( $made ) ) {
				$this->undo->record_redirect( (int) $made['id'], (string) $made['fingerprint'], (array) ( $made['retargeted'] ?? array() ) );
				$made = true;
			}
			if ( true === $made ) {
				$plan['migrated'][] = 'redirect';
			} else {
				$plan['not_migrated'][] = $this->entry( $type, $id, $object->post_title, 'redirect', $plan['redirect']['url'], 'invalid' );
			}
		}

		// The state is saved once per item, after its writes: an item stopped before is redone.
		$state['current_status'] = 'term' === $type ? array(
			'type'     => 'terms',
			'taxonomy' => $group,
		) : array(
			'type'     => 'posts',
			'postType' => $group,
		);
		if ( ! isset( $state[ $kind ][ $group ] ) ) {
			$state[ $kind ][ $group ] = array(
				'title'     => $this->group_title( $kind, $group ),
				'total'     => 1,
				'completed' => '',
			);
		}
		$state[ $kind ][ $group ]['completed'] = self::with_id( $state[ $kind ][ $group ]['completed'], $id );
		$this->save_state( $state );
		return $this->result( $plan, 'term' === $type ? __( 'Term migrated.', 'lodestar' ) : __( 'Post migrated.', 'lodestar' ) );
	}

	/**
	 * Marks a source's migration completed (POST migration/completed): the progress state is
	 * cleared, the undo log kept.
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug Plugin slug.
	 * @return true|WP_Error
	 */
	public function complete( string $slug ) {
		return $this->locked( fn () => $this->complete_locked( $slug ) );
	}

	/**
	 * complete() with the lock held.
	 *
	 * @param string $slug      Plugin slug.
	 * @return array<string, mixed>|true|WP_Error
	 */
	private function complete_locked( string $slug ) {
		$source = $this->source_or_error( $slug );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$completed = get_option( self::COMPLETED_OPTION, array() );
		$completed = is_array( $completed ) ? $completed : array();
		$slugs     = (array) ( $completed['slugs'] ?? array() );
		if ( ! in_array( $slug, $slugs, true ) ) {
			$slugs[] = $slug;
		}
		$value = array(
			'slugs' => array_values( $slugs ),
			'ever'  => true,
		);
		if ( false === get_option( self::COMPLETED_OPTION ) ) {
			add_option( self::COMPLETED_OPTION, $value, '', false );
		} else {
			update_option( self::COMPLETED_OPTION, $value, false );
		}
		delete_option( self::STATE_OPTION );
		/**
		 * Fires when a migration is marked completed (IndexNow sends what it held as one batch).
		 *
		 * @since 0.3.0
		 *
		 * @param string $slug Plugin slug of the source.
		 */
		do_action( 'lodestar_migration_completed', $slug );
		return true;
	}

	/**
	 * Restores what the last run overwrote (POST migration/undo) and removes the redirect
	 * rules it created, except those edited since (the user's edit is kept); the run and its
	 * progress are forgotten, so the next migration starts clean.
	 *
	 * @since 0.3.0
	 *
	 * @return int|WP_Error Objects (and the settings) restored, and redirect rules removed; an
	 *                      error while another step holds the lock (since 0.5.0).
	 */
	public function undo() {
		return $this->locked( fn () => $this->undo_locked() );
	}

	/**
	 * undo() with the lock held.
	 */
	private function undo_locked(): int {
		$head = $this->undo->head();
		$this->sitemaps->hold();
		do_action( 'lodestar_history_begin', 'migration_undo', array( 'plugin' => (string) ( $head['name'] ?? '' ) ) );
		try {
			// The rules go first: the log that lists them is forgotten by restore().
			$rules   = $this->undo->redirects();
			$removed = null !== $this->unredirects && array() !== array_merge( $rules['made'], $rules['retargeted'] ) ? (int) ( $this->unredirects )( $rules['made'], $rules['retargeted'] ) : 0;
			$restored = $this->undo->restore() + $removed;
		} catch ( \Throwable $e ) {
			$this->sitemaps->release( false );
			throw $e;
		} finally {
			do_action( 'lodestar_history_end' );
		}
		$this->sitemaps->release();
		$this->settings->flush();
		delete_option( self::STATE_OPTION );
		if ( null !== $head ) {
			$completed = get_option( self::COMPLETED_OPTION, array() );
			if ( is_array( $completed ) && isset( $completed['slugs'] ) ) {
				$completed['slugs'] = array_values( array_diff( (array) $completed['slugs'], array( (string) $head['plugin_slug'] ) ) );
				update_option( self::COMPLETED_OPTION, $completed, false );
			}
		}
		return $restored;
	}

	/**
	 * Runs a writing step with the lock held: a step retried while its first request still
	 * runs (a closed tab, a client that timed out) waits for it, then reads what it wrote (a
	 * request reads the progress state, the undo log and the object's meta only once it holds
	 * the lock), so nothing is written twice and no progress is saved over.
	 *
	 * @param \Closure $step The step.
	 * @return mixed The step's answer, or a 409 error when the lock stayed held.
	 */
	private function locked( \Closure $step ) {
		if ( ! $this->lock->acquire( self::LOCK_WAIT ) ) {
			return new WP_Error( 'lodestar_migration_busy', __( 'Another migration step is still running. Try again in a moment.', 'lodestar' ), array( 'status' => 409 ) );
		}
		try {
			return $step();
		} finally {
			$this->lock->release();
		}
	}

	/**
	 * A page of the dry-run report: for each object of the page (the global settings first,
	 * then terms, then posts), what would change and what cannot be migrated. Writes nothing.
	 *
	 * @since 0.3.0
	 *
	 * @param string $slug      Plugin slug.
	 * @param bool   $overwrite Whether values Lodestar holds would be replaced.
	 * @param int    $page      Page, from 1.
	 * @param int    $per_page  Objects per page; 0 for all.
	 * @return array{items: list<array<string, mixed>>, total: int, total_pages: int, objects: int, fields: int}|WP_Error
	 *         total: the objects of the whole report (the global settings, terms, posts; what
	 *         the pages count); objects and fields (since 0.5.0): of this page (of the whole
	 *         report when $per_page is 0), the objects that would change and how many of their
	 *         fields would (every report row that is not a note).
	 */
	public function preview( string $slug, bool $overwrite, int $page, int $per_page ) {
		$source = $this->source_or_error( $slug );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$objects = array( array( 'global', 0 ) );
		foreach ( array( 'term', 'post' ) as $type ) {
			$after = 0;
			do {
				$ids = 'term' === $type ? $source->term_ids( $after, 1000 ) : $source->post_ids( $after, 1000 );
				foreach ( array_keys( $ids ) as $id ) {
					$objects[] = array( $type, (int) $id );
					$after     = (int) $id;
				}
			} while ( count( $ids ) >= 1000 );
		}
		$total = count( $objects );
		if ( $per_page > 0 ) {
			$objects = array_slice( $objects, ( max( 1, $page ) - 1 ) * $per_page, $per_page );
		}
		$items   = array();
		$changed = 0;
		$fields  = 0;
		foreach ( $objects as list( $type, $id ) ) {
			if ( 'global' === $type ) {
				$plan = $this->plan_global( $source, $overwrite );
			} else {
				$object = 'term' === $type ? get_term( $id ) : get_post( $id );
				if ( ! $object instanceof \WP_Post && ! $object instanceof \WP_Term ) {
					continue;
				}
				$plan = $this->plan_object( $source, $object, $overwrite );
			}
			foreach ( $plan['rows'] as $row ) {
				$items[] = $row;
			}
			$fields  += count( $plan['rows'] );
			$changed += array() === $plan['rows'] ? 0 : 1;
			foreach ( $plan['not_migrated'] as $entry ) {
				$items[] = array(
					'object'  => $entry['object'],
					'id'      => $entry['id'],
					'title'   => $entry['title'],
					'field'   => $entry['field'],
					'current' => '',
					'new'     => '',
					'note'    => $entry['reason'] . ( '' === $entry['value'] ? '' : ' (' . $entry['value'] . ')' ),
				);
			}
		}
		return array(
			'items'       => $items,
			'total'       => $total,
			'total_pages' => $per_page > 0 ? max( 1, (int) ceil( $total / $per_page ) ) : 1,
			'objects'     => $changed,
			'fields'      => $fields,
		);
	}

	/**
	 * The plan of the global settings: the changes to save, the report rows, what cannot be
	 * migrated.
	 *
	 * @since 0.3.0
	 *
	 * @param Source $source    Source.
	 * @param bool   $overwrite Whether values Lodestar already holds are replaced.
	 * @return array{changes: array<string, mixed>, rows: list<array<string, mixed>>, not_migrated: list<array<string, mixed>>, migrated: list<string>, skipped: bool, users: array<int, array<string, string>>}
	 */
	public function plan_global( Source $source, bool $overwrite ): array {
		$read    = $source->global_settings();
		$title   = __( 'Global settings', 'lodestar' );
		$missing = array();
		$wanted  = (array) ( $read['settings'] ?? array() );

		foreach ( (array) ( $read['templates'] ?? array() ) as $key => $template ) {
			$translated = Translator::translate( (string) $template, $source );
			foreach ( $translated['unsupported'] as $variable ) {
				$missing[] = $this->entry( 'global', 0, $title, (string) $key, $variable, 'variable' );
			}
			$wanted[ $key ] = $translated['template'];
		}
		$current  = $this->settings->all();
		$profiles = (array) $current['social_profiles'];
		foreach ( (array) ( $read['profiles'] ?? array() ) as $id => $url ) {
			$setting = Definitions::PROFILE_SETTINGS[ $id ] ?? null;
			if ( null !== $setting ) {
				$wanted[ $setting ] = (string) $url;
			} elseif ( ! in_array( $id, Definitions::SOCIAL_PROFILE_IDS, true ) ) {
				$missing[] = $this->entry( 'global', 0, $title, 'social_profiles', (string) $url, 'profile' );
			} elseif ( ! $overwrite && '' !== (string) ( $profiles[ $id ] ?? '' ) && $profiles[ $id ] !== $url ) {
				$missing[] = $this->entry( 'global', 0, $title, 'social_profiles.' . $id, (string) $url, 'kept' );
			} else {
				$profiles[ $id ]           = (string) $url;
				$wanted['social_profiles'] = $profiles;
			}
		}
		$types = $this->plan_content_types( $source, (array) ( $read['content_types'] ?? array() ), (array) $current['content_types'], $overwrite, $missing );
		if ( null !== $types ) {
			$wanted['content_types'] = $types;
		}
		foreach ( (array) ( $read['lists'] ?? array() ) as $key => $slugs ) {
			$slugs = array_values( array_unique( array_map( 'strval', (array) $slugs ) ) );
			if ( array() === $slugs ) {
				continue;
			}
			$wanted[ $key ] = $overwrite ? $slugs : array_values( array_unique( array_merge( (array) $current[ $key ], $slugs ) ) );
		}
		foreach ( (array) ( $read['extra'] ?? array() ) as $extra ) {
			$missing[] = $this->entry( 'global', 0, $title, (string) $extra[0], (string) $extra[1], (string) $extra[2] );
		}

		$stored   = get_option( Definitions::OPTION, array() );
		$stored   = is_array( $stored ) ? Definitions::fold_profiles( $stored ) : array();
		$changes  = array();
		$rows     = array();
		$skipped  = false;
		$migrated = array();
		foreach ( $wanted as $key => $value ) {
			$key = (string) $key;
			if ( ! Definitions::has( $key ) ) {
				continue;
			}
			$valid = $this->settings->validate( array( $key => $value ) );
			if ( is_wp_error( $valid ) ) {
				$missing[] = $this->entry( 'global', 0, $title, $key, self::printable( $value ), 'invalid' );
				continue;
			}
			// Lists and content types were merged with what Lodestar holds above.
			$lists_merge = ( isset( $read['lists'][ $key ] ) || 'content_types' === $key ) && ! $overwrite;
			if ( ! $overwrite && ! $lists_merge && array_key_exists( $key, $stored ) && $stored[ $key ] !== $value && 'social_profiles' !== $key ) {
				$skipped   = true;
				$missing[] = $this->entry( 'global', 0, $title, $key, self::printable( $value ), 'kept' );
				continue;
			}
			if ( $current[ $key ] === $value ) {
				continue;
			}
			$changes[ $key ] = $value;
			$migrated[]      = $key;
			if ( 'content_types' === $key ) {
				// One row per template that changes, not the whole map.
				foreach ( $value as $type => $entry ) {
					foreach ( $entry as $field => $new ) {
						$old = (string) ( $current[ $key ][ $type ][ $field ] ?? '' );
						if ( $old !== $new ) {
							$rows[] = $this->row( 'global', 0, $title, 'content_types.' . $type . '.' . $field, $old, $new );
						}
					}
				}
				continue;
			}
			$rows[] = $this->row( 'global', 0, $title, $key, $current[ $key ], $value );
		}
		$authors = $this->plan_users( $source, $overwrite );
		if ( array() !== $authors['changes'] ) {
			$migrated[] = 'authors';
		}
		return array(
			'changes'      => $changes,
			'rows'         => array_merge( $rows, $authors['rows'] ),
			'not_migrated' => array_merge( $missing, $authors['not_migrated'] ),
			'migrated'     => $migrated,
			'skipped'      => $skipped,
			'users'        => $authors['changes'],
		);
	}

	/**
	 * The plan of the authors' own SEO fields (Meta\AuthorSeo): the title and description
	 * of each author the source holds, translated like the other templates, and (since 0.6.0)
	 * their Facebook profile and X handle (`facebook`, `twitter`: Meta\AuthorProfiles), as user
	 * meta to write; a value Lodestar held before this run is kept (and reported) unless
	 * $overwrite; every other per-author value of the source (robots, social texts…) is
	 * reported as not migrated.
	 *
	 * @since 0.5.0
	 *
	 * @param Source $source    Source.
	 * @param bool   $overwrite Whether values Lodestar already holds are replaced.
	 * @return array{changes: array<int, array<string, string>>, rows: list<array<string, mixed>>, not_migrated: list<array<string, mixed>>}
	 */
	public function plan_users( Source $source, bool $overwrite ): array {
		$changes = array();
		$rows    = array();
		$missing = array();
		foreach ( $source->users() as $user_id => $read ) {
			$user = get_userdata( (int) $user_id );
			if ( ! $user instanceof \WP_User ) {
				continue;
			}
			$id     = (int) $user->ID;
			$name   = (string) $user->display_name;
			$before = $this->undo->before( 'user', $id );
			foreach ( array( 'title' => 'page_title', 'description' => 'page_description' ) as $from => $field ) {
				$template = trim( (string) ( $read[ $from ] ?? '' ) );
				if ( '' === $template ) {
					continue;
				}
				$translated = Translator::translate( $template, $source );
				foreach ( $translated['unsupported'] as $variable ) {
					$missing[] = $this->entry( 'user', $id, $name, $field, $variable, 'variable' );
				}
				$this->plan_user_value( $id, $name, $before, Fields::key( $field ), $field, $translated['template'], $overwrite, $changes, $rows, $missing );
			}
			// The author's social profiles: their Facebook URL and X handle (contact methods).
			foreach ( array(
				'facebook' => AuthorProfiles::FACEBOOK,
				'twitter'  => AuthorProfiles::TWITTER,
			) as $from => $key ) {
				$this->plan_user_value( $id, $name, $before, $key, $from, trim( (string) ( $read[ $from ] ?? '' ) ), $overwrite, $changes, $rows, $missing );
			}
			foreach ( $read as $from => $value ) {
				if ( in_array( $from, array( 'title', 'description', 'facebook', 'twitter', 'extra' ), true ) || ( is_array( $value ) ? array() === $value : in_array( trim( (string) $value ), array( '', '0' ), true ) ) ) {
					continue;
				}
				$missing[] = $this->entry( 'user', $id, $name, (string) $from, self::printable( $value ), 'author' );
			}
			foreach ( (array) ( $read['extra'] ?? array() ) as $extra ) {
				$missing[] = $this->entry( 'user', $id, $name, (string) $extra[0], (string) $extra[1], 'author' );
			}
		}
		return array(
			'changes'      => $changes,
			'rows'         => $rows,
			'not_migrated' => $missing,
		);
	}

	/**
	 * One author's value in the plan: written unless the user meta holds it already, or held
	 * another value before this run (judged by that value, so a retried step is not taken as
	 * held), which is kept and reported unless $overwrite.
	 *
	 * @param int                                  $id        User id.
	 * @param string                               $name      User's display name.
	 * @param array<string, list<mixed>>|null      $before    The user meta before this run (UndoLog), if recorded.
	 * @param string                               $key       User meta key.
	 * @param string                               $field     Field named in the report.
	 * @param string                               $value     Value to write ('' for none).
	 * @param bool                                 $overwrite Whether Lodestar's values are replaced.
	 * @param array<int, array<string, string>>    $changes   The plan's writes (added to).
	 * @param list<array<string, mixed>>           $rows      The plan's report rows (added to).
	 * @param list<array<string, mixed>>           $missing   Not-migrated entries (added to).
	 */
	private function plan_user_value( int $id, string $name, ?array $before, string $key, string $field, string $value, bool $overwrite, array &$changes, array &$rows, array &$missing ): void {
		$current  = (string) get_user_meta( $id, $key, true );
		$original = null !== $before && array_key_exists( $key, $before ) ? (string) ( $before[ $key ][0] ?? '' ) : $current;
		if ( '' === $value || $current === $value ) {
			return;
		}
		if ( ! $overwrite && '' !== trim( $original ) ) {
			$missing[] = $this->entry( 'user', $id, $name, $field, $value, 'kept' );
			return;
		}
		$changes[ $id ][ $key ] = $value;
		$rows[]                 = $this->row( 'user', $id, $name, $field, $current, $value );
	}

	/**
	 * The `content_types` setting with the source's templates per content type merged in:
	 * each template translated like the global ones; a value Lodestar already holds for that
	 * content type is kept (and reported) unless $overwrite. Null when nothing would change.
	 *
	 * @param Source                                  $source    Source.
	 * @param array<string, array<string, string>>    $read      Content type key => title / description
	 *                                                           templates in the source's syntax.
	 * @param array<string, array<string, mixed>>     $current   Lodestar's entries.
	 * @param bool                                    $overwrite Whether Lodestar's values are replaced.
	 * @param list<array<string, mixed>>              $missing   Not-migrated entries (appended to).
	 * @return array<string, array<string, mixed>>|null
	 */
	private function plan_content_types( Source $source, array $read, array $current, bool $overwrite, array &$missing ): ?array {
		$title   = __( 'Global settings', 'lodestar' );
		$entries = $current;
		$changed = false;
		foreach ( $read as $key => $templates ) {
			$key = (string) $key;
			if ( ! preg_match( '/' . Definitions::CONTENT_TYPE_KEY_PATTERN . '/', $key ) ) {
				foreach ( (array) $templates as $field => $template ) {
					$missing[] = $this->entry( 'global', 0, $title, $key . '.' . $field, (string) $template, 'template' );
				}
				continue;
			}
			$entry = array_merge( Definitions::CONTENT_TYPE_ENTRY, (array) ( $entries[ $key ] ?? array() ) );
			foreach ( array( 'title', 'description' ) as $field ) {
				$template = trim( (string) ( $templates[ $field ] ?? '' ) );
				if ( '' === $template ) {
					continue;
				}
				$translated = Translator::translate( $template, $source );
				foreach ( $translated['unsupported'] as $variable ) {
					$missing[] = $this->entry( 'global', 0, $title, 'content_types.' . $key . '.' . $field, $variable, 'variable' );
				}
				$value = $translated['template'];
				if ( '' === $value || $entry[ $field ] === $value ) {
					continue;
				}
				if ( ! $overwrite && '' !== (string) $entry[ $field ] ) {
					$missing[] = $this->entry( 'global', 0, $title, 'content_types.' . $key . '.' . $field, $value, 'kept' );
					continue;
				}
				$entry[ $field ] = $value;
				$changed         = true;
			}
			$entries[ $key ] = $entry;
		}
		return $changed ? $entries : null;
	}

	/**
	 * The plan of one post or term: the meta to write (key => value), the report rows, what
	 * cannot be migrated, and whether it is skipped (it held Lodestar values before this run).
	 *
	 * @since 0.3.0
	 *
	 * @param Source             $source    Source.
	 * @param \WP_Post|\WP_Term  $object    Object.
	 * @param bool               $overwrite Whether values Lodestar already holds are replaced.
	 * @return array{changes: array<string, string|int>, rows: list<array<string, mixed>>, not_migrated: list<array<string, mixed>>, migrated: list<string>, skipped: bool, redirect: array{url: string, status: int}|null}
	 */
	public function plan_object( Source $source, $object, bool $overwrite ): array {
		$is_term = $object instanceof \WP_Term;
		$type    = $is_term ? 'term' : 'post';
		$id      = $is_term ? (int) $object->term_id : (int) $object->ID;
		$title   = $is_term ? $object->name : $object->post_title;
		$read    = $is_term ? $source->term( $object ) : $source->post( $object );
		$missing = array();
		$wanted  = array();

		foreach ( self::TEMPLATE_FIELDS as $from => $field ) {
			$template = trim( (string) ( $read[ $from ] ?? '' ) );
			if ( '' === $template ) {
				continue;
			}
			$translated = Translator::translate( $template, $source );
			foreach ( $translated['unsupported'] as $variable ) {
				$missing[] = $this->entry( $type, $id, $title, $field, $variable, 'variable' );
			}
			if ( '' !== $translated['template'] ) {
				$wanted[ Fields::key( $field ) ] = $translated['template'];
			}
		}
		foreach ( self::PLAIN_FIELDS as $from => $field ) {
			$value = $read[ $from ] ?? '';
			if ( 'id' === Fields::TYPES[ $field ] ) {
				if ( (int) $value > 0 ) {
					$wanted[ Fields::key( $field ) ] = (int) $value;
				}
			} elseif ( 'robots' === Fields::TYPES[ $field ] ) {
				if ( in_array( $value, array( Fields::ROBOTS_YES, Fields::ROBOTS_NO ), true ) ) {
					$wanted[ Fields::key( $field ) ] = $value;
				}
			} elseif ( '' !== trim( (string) $value ) ) {
				$wanted[ Fields::key( $field ) ] = trim( (string) $value );
			}
		}
		// The primary keyword is the focus keyword (%focus_keyword%, the page checks); the
		// others are kept, in order, as a list of their own.
		$keywords = SecondaryKeywords::sanitize( (array) ( $read['focus_keywords'] ?? array() ) );
		if ( array() !== $keywords ) {
			$wanted[ self::FOCUS_KEYWORD ] = array_shift( $keywords );
		}
		if ( array() !== $keywords ) {
			$wanted[ self::SECONDARY_KEYWORDS ] = $keywords;
		}
		foreach ( (array) ( $read['primary_terms'] ?? array() ) as $taxonomy => $term_id ) {
			$first = $is_term ? null : ( 'category' === $taxonomy ? get_the_terms( $object, 'category' ) : null );
			$first = is_array( $first ) && isset( $first[0] ) ? (int) $first[0]->term_id : 0;
			if ( $first !== (int) $term_id ) {
				$term      = get_term( (int) $term_id );
				$missing[] = $this->entry( $type, $id, $title, 'primary_' . $taxonomy, $term instanceof \WP_Term ? $term->name : (string) $term_id, 'primary_term' );
			}
		}
		if ( '' !== trim( (string) ( $read['breadcrumb_title'] ?? '' ) ) ) {
			$missing[] = $this->entry( $type, $id, $title, 'breadcrumb_title', trim( (string) $read['breadcrumb_title'] ), 'breadcrumb_title' );
		}
		if ( '' !== trim( (string) ( $read['schema_type'] ?? '' ) ) ) {
			$missing[] = $this->entry( $type, $id, $title, 'schema_type', trim( (string) $read['schema_type'] ), 'schema' );
		}
		$redirect = null;
		foreach ( (array) ( $read['extra'] ?? array() ) as $extra ) {
			// A post's own redirect becomes a redirect rule from its address (issue 21).
			if ( 'redirect' === $extra[2] && ! $is_term && null !== $this->redirects && null === $redirect ) {
				$redirect = array(
					'url'    => (string) $extra[1],
					'status' => (int) ( $extra[3] ?? 301 ),
				);
				continue;
			}
			$missing[] = $this->entry( $type, $id, $title, (string) $extra[0], (string) $extra[1], (string) $extra[2] );
		}

		// Judge the object by its values before this run, so a retried item is not skipped.
		$before  = $this->undo->before( $type, $id );
		$current = array();
		foreach ( array_merge( array_map( array( Fields::class, 'key' ), Fields::names() ), array( self::FOCUS_KEYWORD, self::SECONDARY_KEYWORDS ) ) as $key ) {
			$current[ $key ] = get_metadata( $type, $id, $key, true );
		}
		$held = false;
		foreach ( $current as $key => $value ) {
			$original = null !== $before && array_key_exists( $key, $before ) ? ( $before[ $key ][0] ?? '' ) : $value;
			if ( is_array( $original ) ? array() !== $original : '' !== (string) $original && '0' !== (string) $original ) {
				$held = true;
				break;
			}
		}
		$skipped = $held && ! $overwrite;
		$changes = array();
		$rows    = array();
		if ( ! $skipped ) {
			foreach ( $wanted as $key => $value ) {
				if ( is_array( $value ) ? $current[ $key ] === $value : (string) $current[ $key ] === (string) $value ) {
					continue;
				}
				$changes[ $key ] = $value;
				$rows[]          = $this->row( $type, $id, $title, self::field_name( $key ), $current[ $key ], $value );
			}
		} elseif ( array() !== $wanted ) {
			$missing[] = $this->entry( $type, $id, $title, '*', '', 'kept' );
		}
		if ( null !== $redirect ) {
			$rows[] = $this->row( $type, $id, $title, 'redirect', '', $redirect['url'] );
		}
		return array(
			'changes'      => $changes,
			'rows'         => $rows,
			'not_migrated' => $missing,
			'migrated'     => $skipped ? array() : array_map( array( self::class, 'field_name' ), array_keys( $wanted ) ),
			'skipped'      => $skipped,
			'redirect'     => $redirect,
		);
	}

	/**
	 * The response of a migration step.
	 *
	 * @param array<string, mixed> $plan    Plan.
	 * @param string               $message Message.
	 * @return array<string, mixed>
	 */
	private function result( array $plan, string $message ): array {
		return array(
			'success'      => true,
			'message'      => $message,
			'migrated'     => array_values( $plan['migrated'] ),
			'skipped'      => (bool) $plan['skipped'],
			'not_migrated' => array_values( $plan['not_migrated'] ),
		);
	}

	/**
	 * A not_migrated entry.
	 *
	 * @param string $object 'global', 'post' or 'term'.
	 * @param int    $id     Object id.
	 * @param string $title  Object title.
	 * @param string $field  Field.
	 * @param string $value  Value.
	 * @param string $reason Reason code.
	 * @return array<string, mixed>
	 */
	private function entry( string $object, int $id, string $title, string $field, string $value, string $reason ): array {
		return array(
			'object' => $object,
			'id'     => $id,
			'title'  => $title,
			'field'  => $field,
			'value'  => $value,
			'reason' => self::reason( $reason ),
		);
	}

	/**
	 * A report row.
	 *
	 * @param string $object  'global', 'post' or 'term'.
	 * @param int    $id      Object id.
	 * @param string $title   Object title.
	 * @param string $field   Field.
	 * @param mixed  $current Current value.
	 * @param mixed  $new     New value.
	 * @return array<string, mixed>
	 */
	private function row( string $object, int $id, string $title, string $field, $current, $new ): array {
		return array(
			'object'  => $object,
			'id'      => $id,
			'title'   => $title,
			'field'   => $field,
			'current' => self::printable( $current ),
			'new'     => self::printable( $new ),
			'note'    => '',
		);
	}

	/**
	 * The message of a reason code.
	 *
	 * @param string $reason Reason code.
	 */
	private static function reason( string $reason ): string {
		switch ( $reason ) {
			case 'variable':
				return __( 'Lodestar has no variable for this; it was left out of the template.', 'lodestar' );
			case 'template':
				return __( 'Lodestar has no template for this content type; it was not migrated.', 'lodestar' );
			case 'robots':
				return __( 'Lodestar has no setting for this robots directive.', 'lodestar' );
			case 'redirect':
				return __( 'Redirects are not migrated.', 'lodestar' );
			case 'breadcrumbs':
				return __( 'Lodestar has no breadcrumb settings.', 'lodestar' );
			case 'breadcrumb_title':
				return __( 'Lodestar has no breadcrumb title field.', 'lodestar' );
			case 'knowledge_graph':
				return __( 'Set the organization or person in the Schema settings.', 'lodestar' );
			case 'verification':
				return __( 'Lodestar has no site verification setting.', 'lodestar' );
			case 'profile':
				return __( 'Lodestar has no field for this social profile.', 'lodestar' );
			case 'primary_term':
				return __( 'Lodestar uses the first category as the primary one.', 'lodestar' );
			case 'schema':
				return __( 'Choose the schema type in the Schema settings of this item.', 'lodestar' );
			case 'invalid':
				return __( 'The value is not valid in Lodestar.', 'lodestar' );
			case 'robots_txt':
				return __( 'Copy this content into the robots.txt editor of Lodestar if you still want it.', 'lodestar' );
			case 'setting':
				return __( 'Lodestar has no such setting.', 'lodestar' );
			case 'image_source':
				return __( 'Lodestar shows an item\'s own image, else its featured image, else the first image of its content, and the default image only when there is none.', 'lodestar' );
			case 'x_image':
				return __( 'Lodestar has one default image for Facebook and X; the Facebook one was migrated.', 'lodestar' );
			case 'kept':
				return __( 'Lodestar already holds a value here; it was kept (choose overwrite to replace it).', 'lodestar' );
			case 'author':
				return __( 'Lodestar keeps an author’s SEO title and description only; this per-author value was not migrated.', 'lodestar' );
		}
		return __( 'Lodestar has no equivalent for this.', 'lodestar' );
	}

	/**
	 * A value as report text.
	 *
	 * @param mixed $value Value.
	 */
	private static function printable( $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_array( $value ) || is_object( $value ) ) {
			return (string) wp_json_encode( $value );
		}
		return (string) $value;
	}

	/**
	 * Report name of a meta key ('page_title', 'focus_keyword').
	 *
	 * @param string $key Meta key.
	 */
	private static function field_name( string $key ): string {
		return str_starts_with( $key, Fields::PREFIX ) ? substr( $key, strlen( Fields::PREFIX ) ) : $key;
	}

	/**
	 * The source of a slug, or a 400 error.
	 *
	 * @param string $slug Slug.
	 * @return Source|WP_Error
	 */
	private function source_or_error( string $slug ) {
		$source = $this->source( $slug );
		return null === $source ? new WP_Error( 'lodestar_migration_unknown_source', __( 'Unknown plugin.', 'lodestar' ), array( 'status' => 400 ) ) : $source;
	}

	/**
	 * Id of the last id of the page before $page (keyset); pages not read yet are walked.
	 *
	 * @param Source               $source Source.
	 * @param string               $kind   'terms' or 'posts'.
	 * @param int                  $page   Page.
	 * @param array<string, mixed> $scan   Scan state (updated with the pages walked).
	 */
	private function cursor( Source $source, string $kind, int $page, array &$scan ): int {
		$known = 1;
		for ( $p = $page - 1; $p >= 1; --$p ) {
			if ( isset( $scan['last'][ $p ] ) ) {
				$known = $p + 1;
				break;
			}
		}
		$after = (int) ( $scan['last'][ $known - 1 ] ?? 0 );
		for ( $p = $known; $p < $page; ++$p ) {
			$ids = 'terms' === $kind ? $source->term_ids( $after, self::PAGE_SIZE ) : $source->post_ids( $after, self::PAGE_SIZE );
			if ( array() === $ids ) {
				break;
			}
			$after              = (int) array_key_last( $ids );
			$scan['last'][ $p ] = $after;
		}
		return $after;
	}

	/**
	 * Label of a taxonomy or post type.
	 *
	 * @param string $kind  'terms' or 'posts'.
	 * @param string $group Taxonomy or post type.
	 */
	private function group_title( string $kind, string $group ): string {
		$object = 'terms' === $kind ? get_taxonomy( $group ) : get_post_type_object( $group );
		return $object ? (string) $object->labels->name : $group;
	}

	/**
	 * The stored state for a slug: a new run when there is none or it is another source's.
	 *
	 * @param string $slug Slug.
	 * @return array<string, mixed>
	 */
	private function state_for( string $slug ): array {
		$state = $this->stored_state();
		if ( ( $state['plugin_slug'] ?? '' ) !== $slug || ! isset( $state['run'] ) ) {
			$state = array(
				'plugin_slug'              => $slug,
				'run'                      => wp_generate_uuid4(),
				'terms'                    => array(),
				'posts'                    => array(),
				'global_settings_migrated' => false,
				'current_status'           => array( 'type' => '' ),
				'progress'                 => 0,
				'scan'                     => array(),
			);
		}
		return $state;
	}

	/**
	 * The stored state option.
	 *
	 * @return array<string, mixed>
	 */
	private function stored_state(): array {
		$state = get_option( self::STATE_OPTION, array() );
		return is_array( $state ) ? $state : array();
	}

	/**
	 * Saves the state with its progress recomputed.
	 *
	 * @param array<string, mixed> $state State.
	 */
	private function save_state( array $state ): void {
		$total = 1;
		$done  = empty( $state['global_settings_migrated'] ) ? 0 : 1;
		foreach ( array( 'terms', 'posts' ) as $kind ) {
			foreach ( (array) ( $state[ $kind ] ?? array() ) as $group ) {
				$count  = is_array( $group['completed'] ) ? count( $group['completed'] ) : ( '' === (string) $group['completed'] ? 0 : substr_count( (string) $group['completed'], ',' ) + 1 );
				$total += max( (int) $group['total'], $count );
				$done  += $count;
			}
		}
		$state['progress'] = (int) round( 100 * $done / $total );
		if ( false === get_option( self::STATE_OPTION ) ) {
			add_option( self::STATE_OPTION, $state, '', false );
		} else {
			update_option( self::STATE_OPTION, $state, false );
		}
	}

	/**
	 * The groups of the state as the contract shapes them.
	 *
	 * @param array<string, mixed> $groups Groups.
	 * @return array<string, mixed>
	 */
	private static function public_groups( array $groups ): array {
		$public = array();
		foreach ( $groups as $name => $group ) {
			$public[ $name ] = array(
				'title'     => (string) $group['title'],
				'total'     => (int) $group['total'],
				'completed' => self::ids( $group['completed'] ),
			);
		}
		return $public;
	}

	/**
	 * Writes meta values in order, the sitemap cache held so its generations are saved once,
	 * after the writes (when a write fails, the item is retried and bumps then). A key the
	 * object does not hold yet is added (one query) rather than updated (three).
	 *
	 * @param string               $type   'post' or 'term'.
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $values Meta key => value.
	 */
	private function write_meta( string $type, int $id, array $values ): void {
		$held = array();
		foreach ( array_keys( $values ) as $key ) {
			$held[ $key ] = array() !== (array) get_metadata_raw( $type, $id, (string) $key, false );
		}
		$this->sitemaps->hold();
		try {
			foreach ( $values as $key => $value ) {
				if ( $held[ $key ] ) {
					update_metadata( $type, $id, (string) $key, wp_slash( $value ) );
				} else {
					add_metadata( $type, $id, (string) $key, wp_slash( $value ) );
				}
			}
		} catch ( \Throwable $e ) {
			$this->sitemaps->release( false );
			throw $e;
		}
		$this->sitemaps->release();
	}

	/**
	 * The completed ids of a group. They are stored as one comma-separated string: the state
	 * is read and written once per item, and a list of thousands of ints would cost a
	 * serialization per element each time.
	 *
	 * @param mixed $completed Stored ids.
	 * @return list<int>
	 */
	private static function ids( $completed ): array {
		if ( is_array( $completed ) ) {
			return array_values( array_map( 'intval', $completed ) );
		}
		return '' === (string) $completed ? array() : array_map( 'intval', explode( ',', (string) $completed ) );
	}

	/**
	 * Stored completed ids with one more (unchanged when it is there).
	 *
	 * @param mixed $completed Stored ids.
	 * @param int   $id        Id.
	 */
	private static function with_id( $completed, int $id ): string {
		$completed = is_array( $completed ) ? implode( ',', self::ids( $completed ) ) : (string) $completed;
		if ( '' === $completed ) {
			return (string) $id;
		}
		return str_contains( ',' . $completed . ',', ',' . $id . ',' ) ? $completed : $completed . ',' . $id;
	}
}
