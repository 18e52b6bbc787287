<?php
/**
 * The template engine against the shared vectors.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\TestCase;

/**
 * Every vector of tests/fixtures/template-variables.json is one test case.
 */
class TemplateVariablesTest extends TestCase {

	/**
	 * Vectors keyed by name.
	 *
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>, 3: string}>
	 */
	public static function vectors(): array {
		$json = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/template-variables.json' ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$cases = array();
		foreach ( $json['vectors'] as $vector ) {
			$cases[ $vector['name'] ] = array( $vector['kind'], $vector['template'], $vector['context'], $vector['expected'] );
		}
		return $cases;
	}

	/**
	 * The fixture has a useful number of uniquely named vectors.
	 */
	public function test_fixture_is_loaded(): void {
		$json = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/template-variables.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertGreaterThanOrEqual( 30, count( $json['vectors'] ) );
		$this->assertCount( count( $json['vectors'] ), self::vectors(), 'Vector names must be unique.' );
	}

	/**
	 * One vector.
	 *
	 * @dataProvider vectors
	 *
	 * @param string               $kind     title|description|text.
	 * @param string               $template Template.
	 * @param array<string, mixed> $context  Context.
	 * @param string               $expected Expected result.
	 */
	public function test_vector( string $kind, string $template, array $context, string $expected ): void {
		$this->assertSame( $expected, ( new TemplateVariables() )->resolve( $template, $context, $kind ) );
	}

	/**
	 * A multi-character configured separator is stripped whole; inner ones stay.
	 */
	public function test_multi_character_separator_is_stripped_from_the_ends(): void {
		$engine = new TemplateVariables();
		$this->assertSame(
			'Post || Site',
			$engine->resolve(
				'%separator% %title% %separator% %site_name% %separator%',
				array(
					'separator' => '||',
					'title'     => 'Post',
					'site_name' => 'Site',
				),
				'title'
			)
		);
	}

	/**
	 * Descriptions and text keep edge separators: only titles lose them.
	 */
	public function test_text_kind_keeps_edge_separators(): void {
		$this->assertSame( '- Post -', ( new TemplateVariables() )->resolve( '%separator% %title% %separator%', array( 'separator' => '-', 'title' => 'Post' ), 'text' ) );
	}

	/**
	 * Inline tags join, block tags separate; entities decode after tags are gone.
	 */
	public function test_plain_text_rules(): void {
		$this->assertSame( 'see this, and H2O', TemplateVariables::plain_text( 'see <a href="#">this</a>, and H<sub>2</sub>O' ) );
		$this->assertSame( 'a b c', TemplateVariables::plain_text( 'a<br>b<br/>c' ) );
		$this->assertSame( '<script>x</script>', TemplateVariables::plain_text( '&lt;script&gt;x&lt;/script&gt;' ) );
		$this->assertSame( 'a < b', TemplateVariables::plain_text( 'a < b' ) );
		$this->assertSame( 'kept', TemplateVariables::plain_text( 'kept<style>p{}</style><!-- note -->' ) );
		$this->assertSame( 'x', TemplateVariables::plain_text( "x\u{2003}\u{00A0} " ) );
	}

	/**
	 * Text without tags or entities takes a short way; the whitespace rule still holds on it:
	 * ASCII runs, tabs and line breaks, vertical tab and form feed, and Unicode spaces.
	 */
	public function test_plain_text_without_markup(): void {
		$this->assertSame( 'Plain title', TemplateVariables::plain_text( ' Plain title ' ) );
		$this->assertSame( 'a b c d e', TemplateVariables::plain_text( "a  b\tc\r\nd\x0B\x0Ce" ) );
		$this->assertSame( 'Café au lait', TemplateVariables::plain_text( "Caf\u{00E9}\u{00A0} au\u{2009}lait" ) );
		$this->assertSame( 'a b', TemplateVariables::plain_text( "a\u{3000}b" ) );
		$this->assertSame( 'Tom & Jerry', TemplateVariables::plain_text( 'Tom &amp;  Jerry' ) );
		$this->assertSame( 'Plain', TemplateVariables::collapse_whitespace( 'Plain ' ) );
		$this->assertSame( '', TemplateVariables::plain_text( '   ' ) );
	}

	/**
	 * Shortcode tags go, escaped brackets stay literal text.
	 */
	public function test_shortcodes_only_tags_are_removed(): void {
		$engine = new TemplateVariables();
		$this->assertSame( 'Use [gallery] here', $engine->resolve( '%content%', array( 'content' => 'Use &#91;gallery&#93; here[embed]' ), 'text' ) );
		$this->assertSame( 'inside', $engine->resolve( '%content%', array( 'content' => '[my-box color="red"]inside[/my-box]' ), 'text' ) );
	}

	/**
	 * Whitespace collapsing leaves lone spaces alone and turns every other run into one space:
	 * the same text as replacing every run of the whitespace class (rule 2f), on random mixes.
	 */
	public function test_collapse_whitespace_equals_replacing_every_run(): void {
		$class  = '/[\t\n\x{0B}\f\r \x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]+/u';
		$pieces = array( 'a', 'é', ' ', '  ', "\t", "\n", "\r\n", "\f", "\x0B", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{FEFF}", "\u{200B}", '-', '日' );
		mt_srand( 2 );
		for ( $i = 0; $i < 500; $i++ ) {
			$text = '';
			for ( $n = mt_rand( 0, 30 ); $n > 0; $n-- ) {
				$text .= $pieces[ mt_rand( 0, count( $pieces ) - 1 ) ];
			}
			$this->assertSame( trim( (string) preg_replace( $class, ' ', $text ), ' ' ), TemplateVariables::collapse_whitespace( $text ), var_export( $text, true ) );
		}
		$this->assertSame( 'a b c', TemplateVariables::collapse_whitespace( " \u{00A0}a  b\t\nc\u{3000}" ) );
	}

	/**
	 * Cutting at the limit: a space exactly at the limit keeps the full first words.
	 */
	public function test_trim_to_length(): void {
		$this->assertSame( 'abc def', TemplateVariables::trim_to_length( 'abc def ghi', 7 ) );
		$this->assertSame( 'abc', TemplateVariables::trim_to_length( 'abc def ghi', 6 ) );
		$this->assertSame( 'abcde', TemplateVariables::trim_to_length( 'abcdefghij', 5 ) );
		$this->assertSame( 'short', TemplateVariables::trim_to_length( 'short', 160 ) );
		$this->assertSame( 3, TemplateVariables::length( 'a🚀é' ) );
	}

	/**
	 * The TypeScript twin knows the same variables, and resolves the same ones as plain values.
	 */
	public function test_typescript_twin_knows_the_same_variables(): void {
		$ts = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/utils/template-variables.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$list = static function ( string $name ) use ( $ts ): array {
			preg_match( '/(?:export )?const ' . $name . '[^=]*=\s*\[(.*?)\]/s', $ts, $match );
			preg_match_all( "/'([a-z_]+)'/", $match[1] ?? '', $names );
			return $names[1];
		};
		$known = $list( 'KNOWN_VARIABLES' );
		$this->assertSame( TemplateVariables::KNOWN, $known );
		// TypeScript derives its plain list: the known variables but the computed ones.
		$this->assertMatchesRegularExpression( '/export const PLAIN_VARIABLES[^=]*=\s*KNOWN_VARIABLES\.filter\(\s*\(\s*name\s*\)\s*=>\s*!\s*COMPUTED_VARIABLES\.includes\(\s*name\s*\)/', $ts );
		$this->assertSame( TemplateVariables::PLAIN, array_values( array_diff( $known, $list( 'COMPUTED_VARIABLES' ) ) ) );
	}
}
