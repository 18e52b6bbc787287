<?php
/**
 * The PHP page checks against the vectors shared with the editor's TypeScript twin.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Analysis\Page\KeywordText;
use Lodestar\Analysis\Page\PageChecks;
use Lodestar\Tests\TestCase;

/**
 * Every vector of tests/fixtures/page-checks.json is one test case: every check's status and
 * message, and no check more or less (src/analysis/page-checks.ts runs the same file in Jest).
 */
class PageCheckVectorsTest extends TestCase {

	/**
	 * The fixture.
	 *
	 * @return array<string, mixed>
	 */
	private static function fixture(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/page-checks.json' ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/**
	 * Vectors keyed by name: full input, expected results.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: array<string, array{status: string, message: string}>}>
	 */
	public static function vectors(): array {
		$fixture = self::fixture();
		$cases   = array();
		foreach ( $fixture['vectors'] as $vector ) {
			$cases[ $vector['name'] ] = array( array_merge( $fixture['base'], $vector['input'] ), $vector['expected'] );
		}
		return $cases;
	}

	/**
	 * At least 60 uniquely named vectors, and the edge cases the issue names.
	 */
	public function test_fixture_is_loaded(): void {
		$vectors = self::fixture()['vectors'];
		$this->assertGreaterThanOrEqual( 60, count( $vectors ) );
		$this->assertCount( count( $vectors ), self::vectors(), 'Vector names must be unique.' );
		$limits = array_map( static fn( array $vector ): string => $vector['name'], $vectors );
		foreach ( array( 'title of exactly 60 characters passes', 'title of 61 characters is too long', 'description of exactly 160 characters passes', 'description of 161 characters is too long', 'URL of exactly 90 characters passes', 'URL of 91 characters is too long', 'empty content', 'only an image, with alt text', 'headings inside a group block', 'links inside blocks (columns, list, button)' ) as $name ) {
			$this->assertContains( $name, $limits );
		}
	}

	/**
	 * One vector.
	 *
	 * @dataProvider vectors
	 *
	 * @param array<string, mixed>                                      $input    Page facts.
	 * @param array<string, array{status: string, message: string}> $expected Results.
	 */
	public function test_vector( array $input, array $expected ): void {
		$actual = array_map(
			static fn( array $check ): array => array(
				'status'  => $check['status'],
				'message' => $check['message'],
			),
			( new PageChecks() )->run( $input )
		);
		$this->assertSame( $expected, $actual );
	}

	/**
	 * Results come in the engine's order, a term gets only its subset, and every result has
	 * its description (what the check looks at first; a list of the offenders where there are).
	 */
	public function test_order_subset_and_descriptions(): void {
		$fixture = self::fixture();
		$post    = ( new PageChecks() )->run( $fixture['base'] );
		$this->assertSame( array_values( array_diff( PageChecks::IDS, array( 'focus_keyword' ) ) ), array_keys( $post ) );
		$term = ( new PageChecks() )->run( array_merge( $fixture['base'], array( 'kind' => 'term' ) ) );
		$this->assertSame( array_values( array_diff( PageChecks::TERM_IDS, array( 'focus_keyword' ) ) ), array_keys( $term ) );
		foreach ( $post as $check ) {
			$this->assertSame( 'text', $check['description'][0]['type'] );
		}
		$broken = ( new PageChecks() )->run(
			array_merge(
				$fixture['base'],
				array(
					'content' => '<img src="a.jpg"><a href="http://x.test/">x</a>',
					'links'   => array(
						'http://x.test/' => array(
							'ok'      => false,
							'code'    => 404,
							'message' => 'The page or resource was not found',
						),
					),
				)
			)
		);
		$this->assertSame( array( 'a.jpg' ), $broken['image_alt_text']['description'][1]['items'] );
		$this->assertSame( array( 'http://x.test/ (The page or resource was not found)' ), $broken['broken_links']['description'][1]['items'] );
	}

	/**
	 * The text rules on their own.
	 */
	public function test_keyword_text_rules(): void {
		$this->assertSame( "don't panic", KeywordText::normalize( "  Don\u{2019}t \n PANIC " ) );
		$this->assertSame( 'creme-brulee', KeywordText::fold_for_url( 'Crème Brûlée!' ) );
		$this->assertSame( 'strasse-dont', KeywordText::fold_for_url( "Straße, don't" ) );
		$this->assertSame( '/привет-мир/', KeywordText::url_path( 'https://example.test/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82-%D0%BC%D0%B8%D1%80/?x=1#y' ) );
		$this->assertSame( '/bad-%FF/', KeywordText::url_path( 'http://h.test/bad-%FF/' ) );
		$this->assertSame( 2, KeywordText::count( 'boots, more boots', 'boots' ) );
		$this->assertSame( 0, KeywordText::count( 'reboots', 'boots' ) );
		$this->assertSame( 1, KeywordText::count( '東京旅行', '東京' ) );
	}
}
