<?php
/**
 * Runs the site checks and keeps their report.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a list of site checks, one `try` per check (a check that throws becomes an `unavailable`
 * result naming the failure, not a defect of the site; the rest of the report still comes), caches the results in the
 * non-autoloaded option `lodestar_site_checks` until a forced run, and keeps the number of
 * non-ignored errors in the autoloaded option `lodestar_analysis_errors` (the admin menu badge
 * reads it at no query cost).
 *
 * The cache holds every category; a request for one category runs only that category's
 * checks when they are missing or forced, so the three calls of the analysis screen fetch the
 * home page once each at most.
 *
 * @since 0.3.0
 */
class Runner {

	/**
	 * Option holding the cached report.
	 *
	 * @since 0.3.0
	 */
	public const REPORT_OPTION = 'lodestar_site_checks';

	/**
	 * Autoloaded option holding the number of non-ignored errors.
	 *
	 * @since 0.3.0
	 */
	public const ERRORS_OPTION = 'lodestar_analysis_errors';

	/**
	 * Autoloaded option: the number of non-ignored warnings (the top bar's badge when no
	 * report is loaded yet).
	 *
	 * @since 0.3.0
	 */
	public const WARNINGS_OPTION = 'lodestar_analysis_warnings';

	/**
	 * Constructor.
	 *
	 * @param list<SiteCheck> $checks  The checks, in report order.
	 * @param IgnoreList      $ignored Ignored ids.
	 */
	public function __construct(
		private array $checks,
		private IgnoreList $ignored
	) {}

	/**
	 * Creates the error and warning count options (autoloaded) when missing, so admin pages
	 * never look them up.
	 *
	 * @since 0.3.0
	 */
	public static function ensure_option(): void {
		foreach ( array( self::ERRORS_OPTION, self::WARNINGS_OPTION ) as $option ) {
			if ( false === get_option( $option ) ) {
				add_option( $option, 0, '', true );
			}
		}
	}

	/**
	 * The number of non-ignored errors of the last report.
	 *
	 * @since 0.3.0
	 */
	public static function error_count(): int {
		return max( 0, (int) get_option( self::ERRORS_OPTION, 0 ) );
	}

	/**
	 * Whether a check with this id exists.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Check id.
	 */
	public function has_check( string $id ): bool {
		foreach ( $this->checks as $check ) {
			if ( $check->id() === $id ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The results of one category, from the cache unless forced or missing, as the
	 * `checks/<category>` route answers them.
	 *
	 * @since 0.3.0
	 *
	 * @param string $category One of CheckResult::CATEGORIES.
	 * @param bool   $force    Run the checks again.
	 * @return array<string, array{status: string, message: string, description: list<array<string, mixed>>, category: string, ignore: bool}>
	 */
	public function report( string $category, bool $force = false ): array {
		$stored = $this->stored();
		if ( $force || ! isset( $stored['updated'][ $category ] ) ) {
			foreach ( $stored['checks'] as $id => $entry ) {
				if ( $category === $entry['category'] ) {
					unset( $stored['checks'][ $id ] );
				}
			}
			foreach ( $this->checks as $check ) {
				if ( $check->category() === $category ) {
					$stored['checks'][ $check->id() ] = $this->run_one( $check )->to_array();
				}
			}
			$stored['updated'][ $category ] = gmdate( 'c' );
			$this->store( $stored );
		}

		$ignored = $this->ignored->all();
		$report  = array();
		foreach ( $this->checks as $check ) {
			$id = $check->id();
			if ( $check->category() !== $category || ! isset( $stored['checks'][ $id ] ) ) {
				continue;
			}
			$report[ $id ] = $stored['checks'][ $id ] + array( 'ignore' => in_array( $id, $ignored, true ) );
		}
		return $report;
	}

	/**
	 * Ignores a check and updates the error count.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Check id.
	 */
	public function ignore( string $id ): void {
		$this->ignored->add( $id );
		$this->count_errors( $this->stored() );
	}

	/**
	 * Restores a check and updates the error count.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Check id.
	 */
	public function restore( string $id ): void {
		$this->ignored->remove( $id );
		$this->count_errors( $this->stored() );
	}

	/**
	 * Runs one check; a check that throws gives an `unavailable` result (it could not run).
	 *
	 * @param SiteCheck $check Check.
	 */
	private function run_one( SiteCheck $check ): CheckResult {
		try {
			$result = $check->run();
			if ( $result->id !== $check->id() || $result->category !== $check->category() ) {
				throw new \UnexpectedValueException( 'The result does not match the check (' . $result->id . ', ' . $result->category . ').' );
			}
			return $result;
		} catch ( \Throwable $e ) {
			return new CheckResult(
				$check->id(),
				$check->category(),
				'unavailable',
				/* translators: %s: the error's message. */
				sprintf( __( 'This check could not run: %s', 'lodestar' ), $e->getMessage() ),
				array(
					array(
						'type' => 'text',
						'text' => __( 'Run the checks again. If the error stays, another plugin or the server may be interfering; the PHP error log has details.', 'lodestar' ),
					),
				)
			);
		}
	}

	/**
	 * The stored report, cleaned.
	 *
	 * @return array{checks: array<string, array{status: string, message: string, description: list<array<string, mixed>>, category: string}>, updated: array<string, string>}
	 */
	private function stored(): array {
		$stored = get_option( self::REPORT_OPTION, array() );
		$clean  = array(
			'checks'  => array(),
			'updated' => array(),
		);
		if ( ! is_array( $stored ) ) {
			return $clean;
		}
		foreach ( (array) ( $stored['checks'] ?? array() ) as $id => $entry ) {
			if ( is_string( $id ) && is_array( $entry ) && isset( $entry['status'], $entry['message'], $entry['category'] ) ) {
				$clean['checks'][ $id ] = array(
					'status'      => (string) $entry['status'],
					'message'     => (string) $entry['message'],
					'description' => array_values( (array) ( $entry['description'] ?? array() ) ),
					'category'    => (string) $entry['category'],
				);
			}
		}
		foreach ( (array) ( $stored['updated'] ?? array() ) as $category => $time ) {
			if ( in_array( $category, CheckResult::CATEGORIES, true ) ) {
				$clean['updated'][ $category ] = (string) $time;
			}
		}
		return $clean;
	}

	/**
	 * Stores the report and its error count.
	 *
	 * @param array{checks: array<string, array<string, mixed>>, updated: array<string, string>} $stored Report.
	 */
	private function store( array $stored ): void {
		if ( false === get_option( self::REPORT_OPTION ) ) {
			add_option( self::REPORT_OPTION, $stored, '', false );
		} else {
			update_option( self::REPORT_OPTION, $stored, false );
		}
		$this->count_errors( $stored );
	}

	/**
	 * Writes the number of non-ignored errors of the report (only checks that still exist).
	 *
	 * @param array{checks: array<string, array<string, mixed>>, updated: array<string, string>} $stored Report.
	 */
	private function count_errors( array $stored ): void {
		$ignored = $this->ignored->all();
		$counts  = array(
			'error'   => 0,
			'warning' => 0,
		);
		foreach ( $this->checks as $check ) {
			$entry = $stored['checks'][ $check->id() ] ?? null;
			if ( null !== $entry && isset( $counts[ $entry['status'] ] ) && ! in_array( $check->id(), $ignored, true ) ) {
				++$counts[ $entry['status'] ];
			}
		}
		self::store_count( self::ERRORS_OPTION, $counts['error'] );
		self::store_count( self::WARNINGS_OPTION, $counts['warning'] );
	}

	/**
	 * Writes one autoloaded count when it changed.
	 *
	 * @param string $option Option name.
	 * @param int    $count  Count.
	 */
	private static function store_count( string $option, int $count ): void {
		$current = get_option( $option );
		if ( false === $current ) {
			add_option( $option, $count, '', true );
		} elseif ( (int) $current !== $count ) {
			update_option( $option, $count, true );
		}
	}
}
