<?php
/**
 * The robots.txt matcher against the cases shared with its TypeScript twin.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Support\RobotsTxtRules;
use Lodestar\Tests\TestCase;

/**
 * Every case of tests/fixtures/robots-txt.json (Google's published matching rules and RFC 9309)
 * is one test case (src/utils/robots-txt.ts runs the same file in Jest), and every valid URL of
 * the shared URL-pattern vectors gives the path its `url_paths` entry names.
 */
class RobotsTxtRulesTest extends TestCase {

	/**
	 * A fixture file of tests/fixtures.
	 *
	 * @param string $name File name.
	 * @return array<string, mixed>
	 */
	private static function fixture( string $name ): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/' . $name ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/**
	 * Cases keyed by name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		$cases = array();
		foreach ( self::fixture( 'robots-txt.json' )['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * The fixture holds at least 20 cases, each with a source, and every decision both ways.
	 */
	public function test_the_fixture_is_complete(): void {
		$cases = array_column( self::cases(), 0 );
		$this->assertGreaterThanOrEqual( 20, count( $cases ) );
		$this->assertContains( true, array_column( $cases, 'allowed' ) );
		$this->assertContains( false, array_column( $cases, 'allowed' ) );
		foreach ( $cases as $case ) {
			$this->assertNotSame( '', $case['source'], $case['name'] );
		}
	}

	/**
	 * One case: the decision and the rule that decided.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $case Case.
	 */
	public function test_case( array $case ): void {
		$decision = RobotsTxtRules::parse( $case['robots'] )->decide( $case['agent'], $case['path'] );
		$this->assertSame(
			array(
				'allowed' => $case['allowed'],
				'line'    => $case['line'],
				'rule'    => $case['rule'],
			),
			array(
				'allowed' => $decision['allowed'],
				'line'    => $decision['line'],
				'rule'    => $decision['rule'],
			)
		);
	}

	/**
	 * Every valid URL of the shared URL-pattern vectors becomes the path a crawler matches:
	 * the fixture lists each of them, and path_of() gives its entry.
	 */
	public function test_every_valid_url_form_becomes_its_path(): void {
		$valid = self::fixture( 'url-pattern.json' )['valid'];
		$paths = self::fixture( 'robots-txt.json' )['url_paths'];
		$this->assertSame( $valid, array_keys( $paths ), 'robots-txt.json lists every valid URL of url-pattern.json, in its order.' );
		foreach ( $paths as $url => $path ) {
			$this->assertSame( $path, RobotsTxtRules::path_of( (string) $url ), (string) $url );
			$this->assertFalse( RobotsTxtRules::parse( "User-agent: *\nDisallow: /\n" )->decide( 'googlebot', RobotsTxtRules::path_of( (string) $url ) )['allowed'], (string) $url );
		}
	}

	/**
	 * The group obeyed and the product token of a user-agent value.
	 */
	public function test_the_group_obeyed(): void {
		$rules = RobotsTxtRules::parse( "User-agent: *\nDisallow: /a\n\nUser-agent: Bingbot\nDisallow: /b\n" );
		$this->assertSame( 'bingbot', $rules->decide( 'bingbot', '/a' )['group'] );
		$this->assertTrue( $rules->decide( 'bingbot', '/a' )['allowed'] );
		$this->assertSame( '*', $rules->decide( 'googlebot', '/a' )['group'] );
		$this->assertSame( '', RobotsTxtRules::parse( '' )->decide( 'googlebot', '/' )['group'] );
		$this->assertSame( 'googlebot-news', RobotsTxtRules::product_token( 'Googlebot-News/1.0' ) );
		$this->assertSame( '*', RobotsTxtRules::product_token( '* ' ) );
		$this->assertSame( '', RobotsTxtRules::product_token( '/bot' ) );
	}

	/**
	 * Matching time is bounded: a pattern of many wildcards on a long path.
	 */
	public function test_wildcards_do_not_backtrack(): void {
		$pattern = '/' . str_repeat( '*a', 40 ) . 'b$';
		$start   = hrtime( true );
		$this->assertFalse( RobotsTxtRules::matches( $pattern, '/' . str_repeat( 'a', 2000 ) ) );
		$this->assertLessThan( 2e9, hrtime( true ) - $start );
		$this->assertTrue( RobotsTxtRules::matches( '/*a*a$', '/xaya' ) );
	}
}
