<?php
/**
 * The site analysis measured against planted faults on a clean site served over loopback.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/CleanSiteHarness.php';

/**
 * The clean site (CleanSiteHarness) gets no warning or error from the full analysis
 * (`checks/{general,settings,other}?force=true`), only the suggestions listed in
 * SUGGESTIONS. Then each row of faults() plants one defect, the analysis runs again and
 * exactly the row's check turns to the row's status while every other check keeps its
 * clean-site status; the row's undo makes the site clean again.
 *
 * A row: 'check' (the id of the check that must turn non-success), 'status' (what it must
 * turn to), 'plant' and 'undo' (closures taking the test case), and optionally 'also' (other
 * checks the same defect turns, with their status, when the defect by its nature reaches
 * them: a home page answering 500 cannot be read by any home-page check).
 */
class PlantedFaultsTest extends TestCase {

	use CleanSiteHarness {
		CleanSiteHarness::tearDownAfterClass as clean_site_tear_down_after_class;
	}

	/**
	 * The suggestions the clean site gets, and why they are not defects (README, "Site analysis").
	 */
	private const SUGGESTIONS = array(
		// Connecting Google Search Console is an offer, not a property of the site.
		'search_console',
	);

	/**
	 * The checks that read the fetched home page (their result is the fetch's error when the
	 * home page cannot be read).
	 */
	private const HOME_PAGE_CHECKS = array( 'search_engine_title', 'search_engine_description', 'h1_heading', 'h2_headings', 'image_alt_text', 'internal_links', 'canonical_tag', 'open_graph_tags', 'structured_data', 'html_lang', 'viewport_meta', 'mixed_content', 'home_indexable' );

	/**
	 * The clean site's report, once per class: id => status.
	 *
	 * @var array<string, string>
	 */
	private static array $baseline = array();

	/**
	 * Seconds spent in this class (printed by tearDownAfterClass when LODESTAR_TIMINGS is set).
	 *
	 * @var float
	 */
	private static float $started = 0.0;

	/**
	 * A served site, as an administrator.
	 */
	protected function setUp(): void {
		if ( 0.0 === self::$started ) {
			self::$started = microtime( true );
		}
		parent::setUp();
		$this->serve_site();
		$this->act_as( 'administrator' );
	}

	/**
	 * The full analysis, run now: id => [status, message].
	 *
	 * @return array<string, array{status: string, message: string}>
	 */
	private function analyse(): array {
		$report = array();
		foreach ( array( 'general', 'settings', 'other' ) as $category ) {
			$response = $this->get( $category, array( 'force' => true ) );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			foreach ( $this->json_data( $response ) as $id => $entry ) {
				$report[ $id ] = array(
					'status'  => (string) $entry['status'],
					'message' => (string) $entry['message'],
				);
			}
		}
		return $report;
	}

	/**
	 * The clean site's statuses (the first call runs the analysis and checks them).
	 *
	 * @return array<string, string>
	 */
	private function baseline(): array {
		if ( array() === self::$baseline ) {
			$report = $this->analyse();
			$this->assertGreaterThanOrEqual( 34, count( $report ), implode( ', ', array_keys( $report ) ) );
			$suggestions = array();
			$defects     = array();
			foreach ( $report as $id => $entry ) {
				if ( 'secure_connection' === $id ) {
					// The test site serves HTTP only (nginx has no certificate): the one defect of the
					// clean site, checked here for what it says and planted nowhere.
					$this->assertSame( 'warning', $entry['status'] );
					$this->assertSame( 'The site is not served over HTTPS: its address is ' . self::served_url() . '.', $entry['message'] );
					continue;
				}
				if ( ! in_array( $entry['status'], array( 'success', 'suggestion' ), true ) ) {
					$defects[] = $id . ' (' . $entry['status'] . '): ' . $entry['message'];
				}
				if ( 'suggestion' === $entry['status'] ) {
					$suggestions[] = $id;
				}
			}
			$this->assertSame( array(), $defects, 'The clean site has no warning or error.' );
			$this->assertSame( self::SUGGESTIONS, $suggestions, 'The clean site\'s suggestions are the documented ones.' );
			self::$baseline = array_map( static fn ( array $entry ): string => $entry['status'], $report );
		}
		return self::$baseline;
	}

	/**
	 * The clean site passes every check but the documented suggestions.
	 */
	public function test_the_clean_site_has_no_warning_or_error(): void {
		$statuses = $this->baseline();
		$this->assertSame( 'success', $statuses['sitemap_reachable'] );
		$this->assertSame( 'success', $statuses['orphan_posts'] );
	}

	/**
	 * One planted defect turns exactly its check; its undo makes the site clean again.
	 *
	 * @dataProvider faults
	 *
	 * @param string                $check  The check the defect must turn.
	 * @param string                $status Its status then.
	 * @param \Closure              $plant  Plants the defect.
	 * @param \Closure              $undo   Removes it.
	 * @param array<string, string> $also   Other checks the defect reaches by its nature, with their status.
	 */
	public function test_a_planted_defect_turns_exactly_its_check( string $check, string $status, \Closure $plant, \Closure $undo, array $also = array() ): void {
		$clean = $this->baseline();
		$this->assertArrayHasKey( $check, $clean );
		$this->assertSame( 'success', $clean[ $check ], 'A defect is planted on a check the clean site passes.' );

		$plant( $this );
		$report   = $this->analyse();
		$expected = array_merge( $clean, $also, array( $check => $status ) );
		$actual   = array_map( static fn ( array $entry ): string => $entry['status'], $report );
		$changed  = array();
		foreach ( $actual as $id => $got ) {
			if ( $got !== $expected[ $id ] ) {
				$changed[] = $id . ' (' . $got . ', expected ' . $expected[ $id ] . '): ' . $report[ $id ]['message'];
			}
		}
		$this->assertSame( array(), $changed, 'Planted: only ' . $check . ' (' . $status . ') should change.' );

		$undo( $this );
		$report = $this->analyse();
		$dirty  = array();
		foreach ( $report as $id => $entry ) {
			if ( $entry['status'] !== $clean[ $id ] ) {
				$dirty[] = $id . ' (' . $entry['status'] . '): ' . $entry['message'];
			}
		}
		$this->assertSame( array(), $dirty, 'Undone: the site is clean again.' );
	}

	/**
	 * A must-use plugin on the served site for this test (removed by tearDown()).
	 *
	 * @param string $code PHP code after the opening tag.
	 */
	public function plugin( string $code ): void {
		$this->install_probe( 'lodestar-fault-', "<?php\n" . $code . "\n" );
	}

	/**
	 * Removes the test's must-use plugin.
	 */
	public function unplug(): void {
		if ( '' !== $this->served_probe && is_file( $this->served_probe ) ) {
			unlink( $this->served_probe );
		}
		$this->served_probe = '';
	}

	/**
	 * Sets flags of the test theme (see tests/php/fixtures/served-site/themes/lodestar-test).
	 *
	 * @param array<string, bool> $flags Flags.
	 */
	public static function theme( array $flags ): void {
		update_option( 'lodestar_test_theme', $flags );
	}

	/**
	 * Saves Lodestar settings.
	 *
	 * @param array<string, mixed> $changes Changes.
	 */
	public function settings( array $changes ): void {
		$this->save_settings( $changes );
	}

	/**
	 * Updates a post.
	 *
	 * @param int                  $id     Post id.
	 * @param array<string, mixed> $fields Fields.
	 */
	public static function edit( int $id, array $fields ): void {
		wp_update_post( array( 'ID' => $id ) + $fields );
	}

	/**
	 * A post of the clean site.
	 *
	 * @param int $index 0 to 3.
	 */
	public static function post( int $index ): int {
		return (int) self::$site['posts'][ $index ];
	}

	/**
	 * The planted defects.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function faults(): array {
		$home_only = 'if ( ! is_front_page() ) { return; }';
		return array(
			// Home page as served.
			'home: no <title>'                          => array(
				'check'  => 'search_engine_title',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'after_setup_theme', static fn () => remove_theme_support( 'title-tag' ), 99 );" ),
				'undo'   => fn ( self $t ) => $t->unplug(),
			),
			'home: theme prints no language'            => array(
				'check'  => 'html_lang',
				'status' => 'warning',
				'plant'  => fn () => self::theme( array( 'no_lang' => true ) ),
				'undo'   => fn () => self::theme( array() ),
			),
			'home: theme prints no viewport'            => array(
				'check'  => 'viewport_meta',
				'status' => 'warning',
				'plant'  => fn () => self::theme( array( 'no_viewport' => true ) ),
				'undo'   => fn () => self::theme( array() ),
			),
			'settings: empty tagline'                   => array(
				'check'  => 'site_tagline',
				'status' => 'warning',
				'plant'  => fn () => update_option( 'blogdescription', '' ),
				'undo'   => fn () => update_option( 'blogdescription', 'Fresh coffee roasted every morning' ),
			),
			'content: duplicate titles'                 => array(
				'check'  => 'duplicate_titles',
				'status' => 'warning',
				'plant'  => fn () => self::edit( self::post( 1 ), array( 'post_title' => 'Pour-over at home' ) ),
				'undo'   => fn () => self::edit( self::post( 1 ), array( 'post_title' => 'Choosing a grinder' ) ),
			),
		);
	}

	/**
	 * Prints the class's time when LODESTAR_TIMINGS is set, then throws the site away.
	 */
	public static function tearDownAfterClass(): void {
		if ( '' !== (string) getenv( 'LODESTAR_TIMINGS' ) ) {
			fwrite( STDERR, sprintf( "\nPlantedFaultsTest: %.1f s\n", microtime( true ) - self::$started ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		}
		self::clean_site_tear_down_after_class();
	}
}
