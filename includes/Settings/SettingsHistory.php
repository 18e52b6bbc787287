<?php
/**
 * Revisions of the settings and the structured-data schemas.
 *
 * @package Lodestar
 */

namespace Lodestar\Settings;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps a revision of every write of the settings option (`lodestar_settings`) and of the
 * schemas' option (named by the composition root): who, when, what kind of change, and for
 * every changed key its value before and after. The last LIMIT revisions are kept, oldest
 * first, in one option that is not autoloaded and is only read by the admin app's REST routes.
 *
 * It listens to the options' own write hooks, so every path is covered once, whatever wrote
 * the option: SettingsRepository::save() (settings screens, imports, a migration's global
 * step, a restore), SchemaRepository's writes, the import backup, a migration undo. A
 * settings key's value is its effective value (the stored one or the default): the option
 * keeps only what differs from the defaults. A schema's value is its stored entry, null when
 * it did not exist.
 *
 * Work that writes both options (an import, a restore) opens a scope with the actions
 * `lodestar_history_begin` ($source) and `lodestar_history_end`: every write inside the scope
 * goes into one revision of that source (none at all for the source NONE: the uninstaller). Writes outside a scope are one revision each, of
 * source `save` (settings) or `schemas`.
 *
 * Restoring a revision puts back the before-values of its keys through the usual validation
 * (SettingsRepository::save(), the schemas' ExportSection), and is itself a revision
 * (`restore`).
 *
 * @since 0.3.0
 */
class SettingsHistory {

	/**
	 * Option holding the revisions (not autoloaded).
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_history';

	/**
	 * Revisions kept.
	 *
	 * @since 0.3.0
	 */
	public const LIMIT = 30;

	/**
	 * Kinds of change a revision records.
	 *
	 * @since 0.3.0
	 */
	public const SOURCES = array( 'save', 'schemas', 'import', 'migration', 'migration_undo', 'backup_restore', 'restore' );

	/**
	 * Source of a scope whose writes are not recorded (uninstalling).
	 *
	 * @since 0.3.0
	 */
	public const NONE = 'none';

	/**
	 * Section of the settings' keys.
	 *
	 * @since 0.3.0
	 */
	public const SETTINGS = 'settings';

	/**
	 * Section of the schemas' entries.
	 *
	 * @since 0.3.0
	 */
	public const SCHEMAS = 'schemas';

	/**
	 * Deepest level a readable diff descends to.
	 */
	private const DIFF_DEPTH = 6;

	/**
	 * Open scopes: the outermost one's source and details name the revision.
	 *
	 * @var list<array{source: string, details: array<string, scalar>}>
	 */
	private array $scopes = array();

	/**
	 * Id of the revision the open scope writes into, or null before its first write.
	 *
	 * @var int|null
	 */
	private ?int $open = null;

	/**
	 * Stored value of an option about to be deleted (delete_option fires before).
	 *
	 * @var array<string, array<string|int, mixed>>
	 */
	private array $deleting = array();

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings       Settings (restores go through its save()).
	 * @param ExportSection|null $schemas        The schemas' section (validates and saves a map).
	 * @param string             $schemas_option Name of the schemas' option ('' when none).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private ?ExportSection $schemas = null,
		private string $schemas_option = ''
	) {}

	/**
	 * Hooks the options' writes and the scope actions.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		// Before the writes they announce: added up front.
		add_action( 'delete_option', array( $this, 'before_delete' ) );
		add_action( 'lodestar_history_begin', array( $this, 'begin' ), 10, 2 );
		add_action( 'lodestar_history_end', array( $this, 'end' ) );
	}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		foreach ( $this->options() as $option => $section ) {
			add_action( 'add_option_' . $option, fn ( $name, $value ) => $this->record( $section, array(), $value ), 20, 2 );
			add_action( 'update_option_' . $option, fn ( $old, $value ) => $this->record( $section, $old, $value ), 20, 2 );
			add_action( 'delete_option_' . $option, fn () => $this->record( $section, $this->deleting[ $option ] ?? array(), array() ), 20 );
		}
	}

	/**
	 * The tracked options: name => section.
	 *
	 * @return array<string, string>
	 */
	private function options(): array {
		$options = array( Definitions::OPTION => self::SETTINGS );
		if ( '' !== $this->schemas_option ) {
			$options[ $this->schemas_option ] = self::SCHEMAS;
		}
		return $options;
	}

	/**
	 * Remembers a tracked option's value before it is deleted.
	 *
	 * @since 0.3.0
	 *
	 * @param string $option Option name.
	 */
	public function before_delete( $option ): void {
		if ( isset( $this->options()[ (string) $option ] ) ) {
			$value                                = get_option( (string) $option, array() );
			$this->deleting[ (string) $option ] = is_array( $value ) ? $value : array();
		}
	}

	/**
	 * Opens a scope: the writes until the matching end() are one revision.
	 *
	 * @since 0.3.0
	 *
	 * @param string               $source  One of SOURCES.
	 * @param array<string, mixed> $details Scalars shown with the revision (e.g. the migrated plugin).
	 */
	public function begin( $source, $details = array() ): void {
		$clean = array();
		foreach ( is_array( $details ) ? $details : array() as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$clean[ (string) $key ] = is_string( $value ) ? SettingsRepository::sanitize_text( $value ) : $value;
			}
		}
		$this->scopes[] = array(
			'source'  => in_array( $source, self::SOURCES, true ) || self::NONE === $source ? $source : 'save',
			'details' => $clean,
		);
	}

	/**
	 * Closes the innermost scope.
	 *
	 * @since 0.3.0
	 */
	public function end(): void {
		array_pop( $this->scopes );
		if ( array() === $this->scopes ) {
			$this->open = null;
		}
	}

	/**
	 * Records one write of a tracked option.
	 *
	 * @since 0.3.0
	 *
	 * @param string $section SETTINGS or SCHEMAS.
	 * @param mixed  $old     Stored value before.
	 * @param mixed  $new     Stored value after.
	 */
	public function record( string $section, $old, $new ): void {
		if ( self::NONE === ( $this->scopes[0]['source'] ?? '' ) ) {
			return;
		}
		$changes = self::SETTINGS === $section
			? $this->settings_changes( is_array( $old ) ? $old : array(), is_array( $new ) ? $new : array() )
			: $this->schema_changes( is_array( $old ) ? $old : array(), is_array( $new ) ? $new : array() );
		if ( array() === $changes ) {
			return;
		}
		$stored = $this->stored();
		$last   = array_key_last( $stored['revisions'] );
		if ( null !== $this->open && null !== $last && $stored['revisions'][ $last ]['id'] === $this->open ) {
			$stored['revisions'][ $last ]['changes'] = self::merge( $stored['revisions'][ $last ]['changes'], $changes );
			if ( array() === $stored['revisions'][ $last ]['changes'] ) {
				unset( $stored['revisions'][ $last ] );
				$stored['revisions'] = array_values( $stored['revisions'] );
			}
		} else {
			$scope                 = $this->scopes[0] ?? null;
			$user                  = wp_get_current_user();
			$stored['revisions'][] = array(
				'id'      => $stored['next'],
				'time'    => time(),
				'user'    => (int) $user->ID,
				'name'    => $user->exists() ? (string) $user->display_name : '',
				'source'  => null !== $scope ? $scope['source'] : ( self::SETTINGS === $section ? 'save' : 'schemas' ),
				'details' => null !== $scope ? $scope['details'] : array(),
				'changes' => $changes,
			);
			if ( null !== $scope ) {
				$this->open = $stored['next'];
			}
			++$stored['next'];
		}
		$stored['revisions'] = array_values( array_slice( $stored['revisions'], -self::LIMIT ) );
		$this->write( $stored );
	}

	/**
	 * The revisions, newest first, shaped for REST: who, when, what, and the readable diff of
	 * each changed key (leaf paths with their old and new values).
	 *
	 * @since 0.3.0
	 *
	 * @return list<array<string, mixed>>
	 */
	public function revisions(): array {
		$list = array();
		foreach ( array_reverse( $this->stored()['revisions'] ) as $revision ) {
			$changes = array();
			foreach ( $revision['changes'] as $change ) {
				$changes[] = array(
					'section' => $change['section'],
					'key'     => $change['key'],
					'label'   => $this->label( $change ),
					'diff'    => self::diff( $change['before'], $change['after'] ),
				);
			}
			$user   = $revision['user'] > 0 ? get_userdata( $revision['user'] ) : false;
			$list[] = array(
				'id'      => $revision['id'],
				'date'    => gmdate( 'c', $revision['time'] ),
				'user'    => array(
					'id'   => $revision['user'],
					'name' => false !== $user ? (string) $user->display_name : $revision['name'],
				),
				'source'  => $revision['source'],
				'details' => (object) $revision['details'],
				'changes' => $changes,
			);
		}
		return $list;
	}

	/**
	 * When a section last changed (the newest revision touching it), or null when the history
	 * holds none.
	 *
	 * @since 0.3.0
	 *
	 * @param string $section SETTINGS or SCHEMAS.
	 */
	public function last_change( string $section = self::SETTINGS ): ?int {
		foreach ( array_reverse( $this->stored()['revisions'] ) as $revision ) {
			if ( in_array( $section, array_column( $revision['changes'], 'section' ), true ) ) {
				return $revision['time'];
			}
		}
		return null;
	}

	/**
	 * One stored revision, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Revision id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		foreach ( $this->stored()['revisions'] as $revision ) {
			if ( $revision['id'] === $id ) {
				return $revision;
			}
		}
		return null;
	}

	/**
	 * Puts back the values a revision replaced, through the usual validation; nothing is
	 * written when any value is refused. The restore is itself a revision.
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Revision id.
	 * @return array{revision: int|null, skipped: list<string>}|WP_Error The new revision's id
	 *         (null when every value already was the old one) and the keys that no longer exist.
	 */
	public function restore( int $id ) {
		$revision = $this->find( $id );
		if ( null === $revision ) {
			return new WP_Error( 'lodestar_revision_not_found', __( 'This revision does not exist (any more).', 'lodestar' ), array( 'status' => 404 ) );
		}
		$settings = array();
		$schemas  = null;
		$skipped  = array();
		foreach ( $revision['changes'] as $change ) {
			if ( self::SETTINGS === $change['section'] ) {
				if ( Definitions::has( $change['key'] ) ) {
					$settings[ $change['key'] ] = $change['before'];
				} else {
					$skipped[] = $change['key'];
				}
				continue;
			}
			if ( null === $this->schemas ) {
				$skipped[] = $change['key'];
				continue;
			}
			$schemas ??= $this->schemas->snapshot() ?? array();
			if ( null === $change['before'] ) {
				unset( $schemas[ $change['key'] ] );
			} else {
				$schemas[ $change['key'] ] = $change['before'];
			}
		}

		$valid = $this->settings->validate( $settings );
		if ( ! is_wp_error( $valid ) && null !== $schemas && null !== $this->schemas ) {
			$valid = $this->schemas->validate( $schemas );
		}
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}

		$before = $this->stored()['next'];
		$this->begin( 'restore', array( 'revision' => $id ) );
		try {
			if ( array() !== $settings ) {
				$saved = $this->settings->save( $settings );
				if ( is_wp_error( $saved ) ) {
					return $saved;
				}
			}
			if ( null !== $schemas && null !== $this->schemas ) {
				$saved = $this->schemas->import( $schemas );
				if ( is_wp_error( $saved ) ) {
					return $saved;
				}
			}
		} finally {
			$this->end();
		}
		$after = $this->stored();
		$last  = end( $after['revisions'] );
		return array(
			'revision' => false !== $last && $last['id'] >= $before ? $last['id'] : null,
			'skipped'  => $skipped,
		);
	}

	/**
	 * The changed settings keys of one write, with their effective values.
	 *
	 * @param array<string|int, mixed> $old Stored before.
	 * @param array<string|int, mixed> $new Stored after.
	 * @return list<array{section: string, key: string, before: mixed, after: mixed}>
	 */
	private function settings_changes( array $old, array $new ): array {
		$old      = Definitions::fold_profiles( $old );
		$new      = Definitions::fold_profiles( $new );
		$defaults = Definitions::defaults();
		$changes  = array();
		foreach ( array_keys( $defaults ) as $key ) {
			$before = array_key_exists( $key, $old ) ? $old[ $key ] : $defaults[ $key ];
			$after  = array_key_exists( $key, $new ) ? $new[ $key ] : $defaults[ $key ];
			if ( $before !== $after ) {
				$changes[] = array(
					'section' => self::SETTINGS,
					'key'     => (string) $key,
					'before'  => $before,
					'after'   => $after,
				);
			}
		}
		return $changes;
	}

	/**
	 * The changed schema entries of one write (null: no such schema).
	 *
	 * @param array<string|int, mixed> $old Stored before.
	 * @param array<string|int, mixed> $new Stored after.
	 * @return list<array{section: string, key: string, before: mixed, after: mixed}>
	 */
	private function schema_changes( array $old, array $new ): array {
		$changes = array();
		foreach ( array_unique( array_merge( array_keys( $old ), array_keys( $new ) ) ) as $id ) {
			$before = $old[ $id ] ?? null;
			$after  = $new[ $id ] ?? null;
			if ( $before !== $after ) {
				$changes[] = array(
					'section' => self::SCHEMAS,
					'key'     => (string) $id,
					'before'  => $before,
					'after'   => $after,
				);
			}
		}
		return $changes;
	}

	/**
	 * Folds a later write's changes into a revision: a key keeps its first before-value and
	 * takes the latest after-value; a key back to its before-value is dropped.
	 *
	 * @param list<array<string, mixed>> $changes Revision's changes.
	 * @param list<array<string, mixed>> $more    Later changes.
	 * @return list<array<string, mixed>>
	 */
	private static function merge( array $changes, array $more ): array {
		foreach ( $more as $change ) {
			$found = false;
			foreach ( $changes as $index => $existing ) {
				if ( $existing['section'] === $change['section'] && $existing['key'] === $change['key'] ) {
					$changes[ $index ]['after'] = $change['after'];
					$found                      = true;
					if ( $existing['before'] === $change['after'] ) {
						unset( $changes[ $index ] );
					}
					break;
				}
			}
			if ( ! $found ) {
				$changes[] = $change;
			}
		}
		return array_values( $changes );
	}

	/**
	 * What a change is called on screen: the setting key, or the schema's title.
	 *
	 * @param array<string, mixed> $change Change.
	 */
	private function label( array $change ): string {
		if ( self::SCHEMAS !== $change['section'] ) {
			return $change['key'];
		}
		$entry = is_array( $change['after'] ) ? $change['after'] : ( is_array( $change['before'] ) ? $change['before'] : array() );
		$title = is_string( $entry['title'] ?? null ) && '' !== $entry['title'] ? $entry['title'] : $change['key'];
		/* translators: %s: schema title. */
		return sprintf( __( 'Schema: %s', 'lodestar' ), $title );
	}

	/**
	 * The readable diff of two values: every leaf that differs, with its dot path (empty for
	 * the value itself). Objects are descended into; lists and scalars are leaves; a missing
	 * side is null.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed  $before Old value.
	 * @param mixed  $after  New value.
	 * @param string $path   Path so far.
	 * @param int    $depth  Depth so far.
	 * @return list<array{path: string, old: mixed, new: mixed}>
	 */
	public static function diff( $before, $after, string $path = '', int $depth = 0 ): array {
		$object = static fn ( $value ): bool => is_array( $value ) && array() !== $value && ! array_is_list( $value );
		if ( $depth < self::DIFF_DEPTH && ( $object( $before ) || $object( $after ) ) && ( $object( $before ) || null === $before || array() === $before ) && ( $object( $after ) || null === $after || array() === $after ) ) {
			$before = is_array( $before ) ? $before : array();
			$after  = is_array( $after ) ? $after : array();
			$lines  = array();
			foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $key ) {
				$lines = array_merge(
					$lines,
					self::diff( $before[ $key ] ?? null, $after[ $key ] ?? null, '' === $path ? (string) $key : $path . '.' . $key, $depth + 1 )
				);
			}
			return $lines;
		}
		if ( $before === $after ) {
			return array();
		}
		return array(
			array(
				'path' => $path,
				'old'  => $before,
				'new'  => $after,
			),
		);
	}

	/**
	 * The stored history, well-formed entries only.
	 *
	 * @return array{next: int, revisions: list<array{id: int, time: int, user: int, name: string, source: string, details: array<string, scalar>, changes: list<array{section: string, key: string, before: mixed, after: mixed}>}>}
	 */
	private function stored(): array {
		$raw       = get_option( self::OPTION, array() );
		$raw       = is_array( $raw ) ? $raw : array();
		$revisions = array();
		$next      = 1;
		foreach ( is_array( $raw['revisions'] ?? null ) ? $raw['revisions'] : array() as $revision ) {
			if ( ! is_array( $revision ) || ! is_int( $revision['id'] ?? null ) || ! is_int( $revision['time'] ?? null ) || ! is_array( $revision['changes'] ?? null ) ) {
				continue;
			}
			$changes = array();
			foreach ( $revision['changes'] as $change ) {
				if ( is_array( $change ) && in_array( $change['section'] ?? null, array( self::SETTINGS, self::SCHEMAS ), true ) && is_string( $change['key'] ?? null ) ) {
					$changes[] = array(
						'section' => $change['section'],
						'key'     => $change['key'],
						'before'  => $change['before'] ?? null,
						'after'   => $change['after'] ?? null,
					);
				}
			}
			$revisions[] = array(
				'id'      => $revision['id'],
				'time'    => $revision['time'],
				'user'    => (int) ( $revision['user'] ?? 0 ),
				'name'    => (string) ( $revision['name'] ?? '' ),
				'source'  => in_array( $revision['source'] ?? null, self::SOURCES, true ) ? $revision['source'] : 'save',
				'details' => is_array( $revision['details'] ?? null ) ? array_filter( $revision['details'], 'is_scalar' ) : array(),
				'changes' => $changes,
			);
			$next = max( $next, $revision['id'] + 1 );
		}
		return array(
			'next'      => max( $next, is_int( $raw['next'] ?? null ) ? $raw['next'] : 1 ),
			'revisions' => $revisions,
		);
	}

	/**
	 * Writes the history, never autoloaded.
	 *
	 * @param array<string, mixed> $stored History.
	 */
	private function write( array $stored ): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $stored, '', false );
		} else {
			update_option( self::OPTION, $stored, false );
		}
	}
}
