<?php
/**
 * CSV import and export of the rules.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\RedirectsTable;

defined( 'ABSPATH' ) || exit;

/**
 * The CSV of the Redirection plugin (the column set most sites already have):
 * `source,target,regex,code,type,hits,title,status` (regex 1/0, type url or error, status
 * active or disabled), then Lodestar's own columns `match,query,target_object,origin` so a
 * round trip keeps prefix rules, query handling and post or term targets. Import reads a file
 * with or without a header row, separated by commas, semicolons or pipes; a file without our
 * columns imports as Redirection's (regex 1 is a regular expression, otherwise exact).
 *
 * @since 0.4.0
 */
class Csv {

	/**
	 * Redirection's columns, in order.
	 *
	 * @since 0.4.0
	 */
	public const COLUMNS = array( 'source', 'target', 'regex', 'code', 'type', 'hits', 'title', 'status' );

	/**
	 * Lodestar's columns after them.
	 *
	 * @since 0.4.0
	 */
	public const EXTRA_COLUMNS = array( 'match', 'query', 'target_object', 'origin' );

	/**
	 * Most rows read from one file.
	 *
	 * @since 0.4.0
	 */
	public const MAX_ROWS = 20000;

	/**
	 * Largest file accepted, in bytes.
	 *
	 * @since 0.4.0
	 */
	public const MAX_BYTES = 4194304;

	/**
	 * Constructor.
	 *
	 * @param Rules          $rules The rules.
	 * @param RedirectsTable $table The rules' table.
	 */
	public function __construct( private Rules $rules, private RedirectsTable $table ) {}

	/**
	 * Every rule as CSV.
	 *
	 * @since 0.4.0
	 */
	public function export(): string {
		$lines = array( implode( ',', array_merge( self::COLUMNS, self::EXTRA_COLUMNS ) ) );
		$after = 0;
		do {
			$rows = $this->table->after( $after, 500 );
			foreach ( $rows as $row ) {
				$after   = (int) $row['id'];
				$lines[] = $this->line( $row );
			}
		} while ( count( $rows ) === 500 );
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * Imports a CSV text: creates the rules it holds (origin "import"), skipping rows that
	 * repeat an existing source and reporting rows it refuses.
	 *
	 * @since 0.4.0
	 *
	 * @param string $text CSV.
	 * @return array{created: int, skipped: int, errors: list<array{line: int, message: string}>}
	 */
	public function import( string $text ): array {
		$text   = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $text );
		$lines  = preg_split( '/\r\n|\r|\n/', $text );
		$lines  = is_array( $lines ) ? $lines : array();
		$sep    = $this->separator( $lines );
		$result = array(
			'created' => 0,
			'skipped' => 0,
			'errors'  => array(),
		);
		$header = null;
		$this->rules->batch(
			function () use ( $lines, $sep, &$result, &$header ) {
				$count = 0;
				foreach ( $lines as $number => $line ) {
					if ( '' === trim( $line ) ) {
						continue;
					}
					if ( ++$count > self::MAX_ROWS ) {
						$result['errors'][] = array(
							'line'    => $number + 1,
							/* translators: %d: most rows. */
							'message' => sprintf( __( 'Only the first %d rows are imported.', 'lodestar' ), self::MAX_ROWS ),
						);
						break;
					}
					$cells = array_map( 'trim', str_getcsv( $line, $sep, '"', '' ) );
					if ( null === $header && in_array( strtolower( $cells[0] ?? '' ), array( 'source', 'url' ), true ) ) {
						$header = array_map( 'strtolower', $cells );
						continue;
					}
					$input = $this->input( $cells, $header ?? array_merge( self::COLUMNS, self::EXTRA_COLUMNS ) );
					if ( null === $input ) {
						continue;
					}
					$origin = in_array( $input['origin'], Rules::ORIGINS, true ) ? $input['origin'] : 'import';
					unset( $input['origin'] );
					$saved = $this->rules->create( $input, $origin );
					if ( ! is_wp_error( $saved ) ) {
						++$result['created'];
						continue;
					}
					if ( isset( $saved->get_error_data()['existing'] ) ) {
						++$result['skipped'];
						continue;
					}
					if ( count( $result['errors'] ) < 50 ) {
						$result['errors'][] = array(
							'line'    => $number + 1,
							'message' => $saved->get_error_message(),
						);
					}
				}
			}
		);
		return $result;
	}

	/**
	 * A rule's CSV line.
	 *
	 * @param array<string, mixed> $row Rule row.
	 */
	private function line( array $row ): string {
		$status = (int) $row['status'];
		$gone   = 410 === $status || 451 === $status;
		$input  = $this->rules->input_of( $row );
		$target = $gone ? '' : ( 'url' === $row['target_type'] ? (string) $row['target'] : (string) ( Targets::resolve( $row ) ?? '' ) );
		$cells  = array(
			'regex' === $row['match_type'] ? (string) $row['source'] : (string) $input['source'],
			$target,
			'regex' === $row['match_type'] ? 1 : 0,
			$status,
			$gone ? 'error' : 'url',
			(int) $row['hits'],
			(string) $row['note'],
			(int) $row['enabled'] ? 'active' : 'disabled',
			(string) $row['match_type'],
			(string) $row['query_mode'],
			'url' === $row['target_type'] ? '' : $row['target_type'] . ':' . (int) $row['target_id'],
			(string) $row['origin'],
		);
		return implode( ',', array_map( array( self::class, 'cell' ), $cells ) );
	}

	/**
	 * One escaped cell (numbers bare, text quoted; a leading formula character is neutralised).
	 *
	 * @param mixed $value Value.
	 */
	private static function cell( $value ): string {
		if ( is_int( $value ) ) {
			return (string) $value;
		}
		$value = (string) $value;
		if ( '' !== $value && str_contains( '=+-@', $value[0] ) && ! str_starts_with( $value, '/' ) ) {
			$value = "'" . $value;
		}
		return '"' . str_replace( '"', '""', $value ) . '"';
	}

	/**
	 * The separator of a file: the first of , ; | that splits its first line.
	 *
	 * @param string[] $lines Lines.
	 */
	private function separator( array $lines ): string {
		$first = '';
		foreach ( $lines as $line ) {
			if ( '' !== trim( $line ) ) {
				$first = $line;
				break;
			}
		}
		foreach ( array( ',', ';', '|' ) as $sep ) {
			if ( count( str_getcsv( $first, $sep, '"', '' ) ) > 1 ) {
				return $sep;
			}
		}
		return ',';
	}

	/**
	 * A rule's input from a row's cells, or null for a row without a source.
	 *
	 * @param string[] $cells  Cells.
	 * @param string[] $header Column names.
	 * @return array<string, mixed>|null
	 */
	private function input( array $cells, array $header ): ?array {
		$get = static function ( string $name ) use ( $cells, $header ): string {
			$at = array_search( $name, $header, true );
			$value = false === $at ? '' : (string) ( $cells[ $at ] ?? '' );
			// Undo the export's guard against spreadsheet formulas.
			return ( strlen( $value ) > 1 && "'" === $value[0] && str_contains( '=+-@', $value[1] ) ) ? substr( $value, 1 ) : $value;
		};
		$source = $get( 'source' );
		if ( '' === $source ) {
			$source = $get( 'url' );
		}
		if ( '' === $source ) {
			return null;
		}
		$code   = (int) $get( 'code' );
		$status = in_array( $code, Rules::STATUSES, true ) ? $code : ( in_array( $code, array( 303, 308 ), true ) ? ( 303 === $code ? 302 : 301 ) : ( $code >= 400 && $code < 500 ? 410 : 301 ) );
		$match  = $get( 'match' );
		if ( ! in_array( $match, Rules::MATCH_TYPES, true ) ) {
			$match = '1' === $get( 'regex' ) ? 'regex' : 'exact';
		}
		$query  = $get( 'query' );
		$input  = array(
			'source'      => $source,
			'match_type'  => $match,
			'query_mode'  => in_array( $query, Rules::QUERY_MODES, true ) ? $query : ( 'exact' === $match && str_contains( $source, '?' ) ? 'exact' : 'ignore' ),
			'target'      => $get( 'target' ),
			'target_type' => 'url',
			'status'      => $status,
			'enabled'     => 'disabled' !== strtolower( $get( 'status' ) ),
			'note'        => $get( 'title' ),
			'origin'      => $get( 'origin' ),
		);
		if ( preg_match( '/^(post|term):(\d+)$/', $get( 'target_object' ), $m ) ) {
			$input['target_type'] = $m[1];
			$input['target_id']   = (int) $m[2];
		}
		return $input;
	}
}
