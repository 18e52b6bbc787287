<?php
/**
 * What a migration run overwrote, and putting it back.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration;

use Lodestar\Settings\Definitions;

defined( 'ABSPATH' ) || exit;

/**
 * The undo log of the last migration run: before the runner writes to an object or to the
 * settings, the values there (including "absent") are kept, once per run, in non-autoloaded
 * options. restore() puts every one of them back as it was (the same stored bytes) and forgets
 * the run, so a migration after an undo starts clean.
 *
 * Storage: the head option OPTION ({run, plugin_slug, name, date, settings, chunks}) and
 * the objects in chunk options `lodestar_migration_undo_{post|term}_{id / CHUNK}`, so one item
 * reads and writes a small option whatever the size of the site. The redirect rules the run
 * created, and the other rules their chain collapses retargeted, are in REDIRECTS_OPTION
 * ({made: {rule id: fingerprint as made}, retargeted: {rule id: {before: fields, after:
 * fingerprint}}}): on undo the runner removes the first and gives the others their fields
 * back, where nobody edited them since.
 *
 * @since 0.3.0
 */
class UndoLog {

	/**
	 * Head option.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_migration_undo';

	/**
	 * Object ids per chunk option.
	 *
	 * @since 0.3.0
	 */
	public const CHUNK = 200;

	/**
	 * Redirect rules the run created (not autoloaded).
	 *
	 * @since 0.4.0
	 */
	public const REDIRECTS_OPTION = 'lodestar_migration_undo_redirects';

	/**
	 * Starts recording for a run; a log of another run is forgotten first.
	 *
	 * @since 0.3.0
	 *
	 * @param string $run  Run id.
	 * @param string $slug Source slug.
	 * @param string $name Source name.
	 */
	public function begin( string $run, string $slug, string $name ): void {
		$head = $this->head();
		if ( null !== $head && $run === ( $head['run'] ?? '' ) ) {
			return;
		}
		$this->clear();
		add_option(
			self::OPTION,
			array(
				'run'         => $run,
				'plugin_slug' => $slug,
				'name'        => $name,
				'date'        => gmdate( 'c' ),
				'chunks'      => array(),
			),
			'',
			false
		);
	}

	/**
	 * The values an object held before this run touched it, or null when it has not.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type 'post', 'term' or 'user'.
	 * @param int    $id   Object id.
	 * @return array<string, list<mixed>>|null Meta key => stored values (empty list: absent).
	 */
	public function before( string $type, int $id ): ?array {
		$chunk = get_option( $this->chunk_name( $type, $id ), array() );
		return is_array( $chunk ) && isset( $chunk[ $id ] ) && is_array( $chunk[ $id ] ) ? $chunk[ $id ] : null;
	}

	/**
	 * Keeps the current values of the keys of an object that this run has not kept yet.
	 *
	 * @since 0.3.0
	 *
	 * @param string   $type 'post', 'term' or 'user'.
	 * @param int      $id   Object id.
	 * @param string[] $keys Meta keys about to be written.
	 */
	public function record( string $type, int $id, array $keys ): void {
		$head = $this->head();
		if ( null === $head ) {
			return;
		}
		$name  = $this->chunk_name( $type, $id );
		$chunk = get_option( $name, array() );
		$chunk = is_array( $chunk ) ? $chunk : array();
		$entry = is_array( $chunk[ $id ] ?? null ) ? $chunk[ $id ] : array();
		$added = false;
		foreach ( $keys as $key ) {
			if ( ! array_key_exists( $key, $entry ) ) {
				$entry[ $key ] = array_values( (array) get_metadata_raw( $type, $id, $key, false ) );
				$added         = true;
			}
		}
		if ( ! $added ) {
			return;
		}
		// The head lists the chunk before the chunk is written: a request that dies in between
		// leaves a listed chunk without this object (nothing of it written yet), never a written
		// chunk that the restore does not know.
		if ( ! in_array( $name, $head['chunks'], true ) ) {
			$head['chunks'][] = $name;
			update_option( self::OPTION, $head, false );
		}
		$chunk[ $id ] = $entry;
		self::save( $name, $chunk );
	}

	/**
	 * Notes a redirect rule the run created, with the fingerprint of its fields as made, and
	 * the rules its chain collapse retargeted. A rule of the run retargeted by a later one is
	 * the run's work: its fingerprint follows; another rule keeps its fields from before the
	 * run's first change.
	 *
	 * @since 0.4.0
	 *
	 * @param int                                                             $rule_id     Rule id.
	 * @param string                                                          $fingerprint Fingerprint of the rule's fields.
	 * @param array<int, array{before: array<string, mixed>, after: string}> $retargeted  Rule id => fields before, fingerprint after.
	 */
	public function record_redirect( int $rule_id, string $fingerprint, array $retargeted = array() ): void {
		if ( null === $this->head() ) {
			return;
		}
		$stored                  = get_option( self::REDIRECTS_OPTION, array() );
		$log                     = $this->redirects();
		$log['tried']            = is_array( $stored ) ? (array) ( $stored['tried'] ?? array() ) : array();
		$log['made'][ $rule_id ] = $fingerprint;
		foreach ( $retargeted as $id => $entry ) {
			$after = (string) ( $entry['after'] ?? '' );
			if ( isset( $log['made'][ $id ] ) ) {
				$log['made'][ $id ] = $after;
			} elseif ( isset( $log['retargeted'][ $id ] ) ) {
				$log['retargeted'][ $id ]['after'] = $after;
			} else {
				$log['retargeted'][ $id ] = array(
					'before' => (array) ( $entry['before'] ?? array() ),
					'after'  => $after,
				);
			}
		}
		self::save( self::REDIRECTS_OPTION, $log );
	}

	/**
	 * When this run first tried to make a post's redirect rule (a Unix time), kept before the
	 * rule is made: a request that dies after making the rule and before record_redirect()
	 * leaves the attempt, so the retry recognises the rule the run made (origin "migration",
	 * made since) and logs it instead of taking it for one that was there before.
	 *
	 * @since 0.5.0
	 *
	 * @param int $post_id Post id.
	 * @return int The first attempt's time.
	 */
	public function redirect_attempt( int $post_id ): int {
		if ( null === $this->head() ) {
			return 0;
		}
		$log = get_option( self::REDIRECTS_OPTION, array() );
		$log = is_array( $log ) ? $log : array();
		if ( isset( $log['tried'][ $post_id ] ) ) {
			return (int) $log['tried'][ $post_id ];
		}
		$log['tried'][ $post_id ] = time();
		self::save( self::REDIRECTS_OPTION, $log );
		return (int) $log['tried'][ $post_id ];
	}

	/**
	 * The redirect rules the run made and those their collapses retargeted.
	 *
	 * @since 0.4.0
	 *
	 * @return array{made: array<int, string>, retargeted: array<int, array{before: array<string, mixed>, after: string}>}
	 */
	public function redirects(): array {
		$log = get_option( self::REDIRECTS_OPTION, array() );
		$log = is_array( $log ) ? $log : array();
		return array(
			'made'       => array_map( 'strval', (array) ( $log['made'] ?? array() ) ),
			'retargeted' => (array) ( $log['retargeted'] ?? array() ),
		);
	}

	/**
	 * How many objects (and the settings, and the redirect rules) the run has kept, counted
	 * from what is stored (a count kept beside it could miss one written by a request that
	 * died).
	 *
	 * @since 0.4.0
	 */
	public function items(): int {
		$head = $this->head();
		if ( null === $head ) {
			return 0;
		}
		$rules = $this->redirects();
		$items = ( isset( $head['settings'] ) ? 1 : 0 ) + count( $rules['made'] ) + count( $rules['retargeted'] );
		foreach ( (array) $head['chunks'] as $name ) {
			$chunk  = get_option( (string) $name, array() );
			$items += is_array( $chunk ) ? count( $chunk ) : 0;
		}
		return $items;
	}

	/**
	 * Keeps the stored settings option (once per run).
	 *
	 * @since 0.3.0
	 */
	public function record_settings(): void {
		$head = $this->head();
		if ( null === $head || array_key_exists( 'settings', $head ) ) {
			return;
		}
		$stored           = get_option( Definitions::OPTION );
		$head['settings'] = array(
			'exists' => false !== $stored,
			'value'  => false === $stored ? null : $stored,
		);
		update_option( self::OPTION, $head, false );
	}

	/**
	 * The head of the log ({run, plugin_slug, name, date, …}), or null without one.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>|null
	 */
	public function head(): ?array {
		$head = get_option( self::OPTION );
		return is_array( $head ) && isset( $head['run'] ) ? $head : null;
	}

	/**
	 * Puts back everything the run overwrote and forgets the run.
	 *
	 * @since 0.3.0
	 *
	 * @return int Objects (and the settings) restored.
	 */
	public function restore(): int {
		$head = $this->head();
		if ( null === $head ) {
			return 0;
		}
		$restored = 0;
		foreach ( (array) $head['chunks'] as $name ) {
			$type  = 'post';
			foreach ( array( 'term', 'user' ) as $kind ) {
				if ( str_starts_with( (string) $name, self::OPTION . '_' . $kind . '_' ) ) {
					$type = $kind;
				}
			}
			$chunk = get_option( (string) $name, array() );
			foreach ( is_array( $chunk ) ? $chunk : array() as $id => $entry ) {
				foreach ( (array) $entry as $key => $values ) {
					$this->restore_meta( $type, (int) $id, (string) $key, (array) $values );
				}
				++$restored;
			}
		}
		if ( isset( $head['settings'] ) && is_array( $head['settings'] ) ) {
			if ( empty( $head['settings']['exists'] ) ) {
				delete_option( Definitions::OPTION );
			} elseif ( false === get_option( Definitions::OPTION ) ) {
				add_option( Definitions::OPTION, $head['settings']['value'], '', true );
			} else {
				update_option( Definitions::OPTION, $head['settings']['value'], true );
			}
			++$restored;
		}
		$this->clear();
		return $restored;
	}

	/**
	 * Forgets the log.
	 *
	 * @since 0.3.0
	 */
	public function clear(): void {
		$head = $this->head();
		foreach ( null === $head ? array() : (array) $head['chunks'] as $name ) {
			delete_option( (string) $name );
		}
		delete_option( self::REDIRECTS_OPTION );
		delete_option( self::OPTION );
	}

	/**
	 * Puts one meta key back: absent, or its stored values.
	 *
	 * @param string      $type   'post', 'term' or 'user'.
	 * @param int         $id     Object id.
	 * @param string      $key    Meta key.
	 * @param list<mixed> $values Values before the run.
	 */
	private function restore_meta( string $type, int $id, string $key, array $values ): void {
		$current = array_values( (array) get_metadata_raw( $type, $id, $key, false ) );
		if ( $current === $values ) {
			return;
		}
		if ( 1 === count( $values ) && 1 === count( $current ) ) {
			update_metadata( $type, $id, $key, wp_slash( $values[0] ) );
			return;
		}
		delete_metadata( $type, $id, $key );
		foreach ( $values as $value ) {
			add_metadata( $type, $id, $key, wp_slash( $value ) );
		}
	}

	/**
	 * Writes a non-autoloaded option of the log (added when new: one query).
	 *
	 * @param string       $name  Option name.
	 * @param array<mixed> $value Value.
	 */
	private static function save( string $name, array $value ): void {
		if ( false === get_option( $name ) ) {
			add_option( $name, $value, '', false );
		} else {
			update_option( $name, $value, false );
		}
	}

	/**
	 * Option holding an object's entry.
	 *
	 * @param string $type 'post', 'term' or 'user'.
	 * @param int    $id   Object id.
	 */
	private function chunk_name( string $type, int $id ): string {
		return self::OPTION . '_' . ( in_array( $type, array( 'term', 'user' ), true ) ? $type : 'post' ) . '_' . intdiv( $id, self::CHUNK );
	}
}
