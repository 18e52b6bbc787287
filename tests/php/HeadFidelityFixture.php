<?php
/**
 * Compares the head Lodestar prints after a migration with what the old plugin printed.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

/**
 * For TestCase subclasses using HeadHarness: renders each URL of a fixture
 * (tests/php/fixtures/migration-heads/<source>.php) and compares its head field by field with
 * the fixture's literal expectations.
 *
 * A fixture URL: `query` (query vars; `{id:name}` stands for the id of a fixture object),
 * `expect` (field => literal value; null: the tag is not printed; `{url:name}` stands for the
 * WordPress permalink of a fixture object, `{home}` for home_url( '/' )). Fields: title,
 * description, robots, canonical, og:title, og:description, og:url, og:image, og:type,
 * twitter:card, twitter:title, twitter:description, twitter:image, status. Robots compare as
 * a set of directives (order and spacing are not meaningful to a crawler); where the expected
 * set holds noindex, max-* directives are not compared (the fixture documents why). A field
 * left out of `expect` is not compared (the fixture says why in its `notes`). A field of a URL
 * listed in the fixture's `differences` may differ (Lodestar's deliberate behaviour, with its
 * reason; `prints` pins what Lodestar prints there instead).
 *
 * @since 0.3.0
 */
trait HeadFidelityFixture {

	/**
	 * The comparable fields of a rendered head.
	 *
	 * @param array<string, mixed> $render render_request() result.
	 * @return array<string, string|int|null>
	 */
	protected function head_fields( array $render ): array {
		$head   = (string) $render['head'];
		$fields = array(
			'title'     => null === $render['title'] ? null : html_entity_decode( (string) $render['title'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'status'    => (int) ( $render['status'] ?? 200 ),
			'canonical' => preg_match( '#<link rel=["\']canonical["\'] href=["\']([^"\']*)["\']#', $head, $m ) ? html_entity_decode( $m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : null,
		);
		$robots           = preg_match( '#<meta name=["\']robots["\'] content=["\']([^"\']*)["\']#', $head, $m ) ? $m[1] : null;
		$fields['robots'] = null === $robots ? null : self::robots_set( $robots );
		foreach ( array( 'description', 'og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image' ) as $name ) {
			$pattern         = '#<meta (?:name|property)=["\']' . preg_quote( $name, '#' ) . '["\'] content=["\']([^"\']*)["\']#';
			$fields[ $name ] = preg_match( $pattern, $head, $m ) ? html_entity_decode( $m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : null;
		}
		return $fields;
	}

	/**
	 * Robots directives as a sorted, comma-joined set.
	 *
	 * @param string $robots Robots content.
	 */
	protected static function robots_set( string $robots ): string {
		// index and follow are what a crawler assumes: printing them or not says the same.
		$set = array_diff( array_filter( array_map( 'trim', explode( ',', strtolower( $robots ) ) ), 'strlen' ), array( 'index', 'follow' ) );
		sort( $set );
		return implode( ',', array_unique( $set ) );
	}

	/**
	 * Renders every URL of a fixture and compares it field by field.
	 *
	 * @param array<string, mixed> $fixture The fixture (urls => name => query, expect).
	 * @param array<string, int>   $ids     Fixture object name => id.
	 * @param array<string, string> $urls   Fixture object name => WordPress URL.
	 * @return array{compared: int, matched: int, documented: list<string>, mismatches: list<string>}
	 */
	protected function compare_heads( array $fixture, array $ids, array $urls ): array {
		$documented = array();
		$swap       = array( '{home}' => home_url( '/' ) );
		foreach ( $ids as $name => $id ) {
			$swap[ '{id:' . $name . '}' ] = (string) $id;
		}
		foreach ( $urls as $name => $url ) {
			$swap[ '{url:' . $name . '}' ] = $url;
		}
		$compared   = 0;
		$matched    = 0;
		$mismatches = array();
		foreach ( $fixture['urls'] as $label => $entry ) {
			$query = $entry['query'];
			if ( is_array( $query ) ) {
				$query = array_map( static fn( $value ) => is_string( $value ) ? strtr( $value, $swap ) : $value, $query );
			} else {
				$query = strtr( (string) $query, $swap );
			}
			$actual = $this->head_fields( $this->render_request( $query ) );
			foreach ( $entry['expect'] as $field => $expected ) {
				if ( is_string( $expected ) ) {
					$expected = strtr( $expected, $swap );
				}
				$got = $actual[ $field ];
				if ( 'robots' === $field && null !== $expected ) {
					$expected = self::robots_set( (string) $expected );
					if ( null !== $got && in_array( 'noindex', explode( ',', $expected ), true ) ) {
						$got = implode( ',', array_filter( explode( ',', (string) $got ), static fn( string $d ): bool => ! str_starts_with( $d, 'max-' ) ) );
					}
				}
				++$compared;
				if ( $got === $expected ) {
					++$matched;
					continue;
				}
				$line = sprintf( '%s %s: expected %s, got %s', $label, $field, var_export( $expected, true ), var_export( $got, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export
				$difference = self::documented( $fixture['differences'] ?? array(), (string) $label, (string) $field );
				$prints     = $difference['prints'][ $label . ' ' . $field ] ?? null;
				if ( null === $difference || ( null !== $prints && $prints !== $got ) ) {
					$mismatches[] = $line . ( null === $prints ? '' : sprintf( ' (Lodestar documented to print %s)', var_export( $prints, true ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export
				} else {
					$documented[] = $line;
				}
			}
		}
		return array(
			'compared'   => $compared,
			'matched'    => $matched,
			'documented' => $documented,
			'mismatches' => $mismatches,
		);
	}

	/**
	 * Compares one group of URLs of a source's fixture and asserts every field equal but the
	 * documented differences; with LODESTAR_FIDELITY_VERBOSE=1, prints the tally and every
	 * unequal field to STDERR.
	 *
	 * @param string                $source Fixture file name (tests/php/fixtures/migration-heads/<source>.php).
	 * @param string                $group  Group of URLs in the fixture.
	 * @param array<string, int>    $ids    Fixture object name => id.
	 * @param array<string, string> $urls   Fixture object name => WordPress URL.
	 */
	protected function assert_heads_match( string $source, string $group, array $ids, array $urls ): void {
		$fixture = require __DIR__ . '/fixtures/migration-heads/' . $source . '.php';
		$heads   = $this->compare_heads(
			array(
				'urls'        => $fixture[ $group ],
				'differences' => $fixture['differences'] ?? array(),
			),
			$ids,
			$urls
		);
		if ( getenv( 'LODESTAR_FIDELITY_VERBOSE' ) ) {
			// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			fwrite( STDERR, sprintf( "\n[head fidelity] %s %s: %d/%d fields equal, %d documented differences\n", $source, $group, $heads['matched'], $heads['compared'], count( $heads['documented'] ) ) );
			fwrite( STDERR, implode( "\n", array_merge( $heads['documented'], $heads['mismatches'] ) ) . "\n" );
			// phpcs:enable
		}
		$this->assertSame( array(), $heads['mismatches'], implode( "\n", $heads['mismatches'] ) );
	}

	/**
	 * The fixture's documented difference covering a field of a URL, or null. Its optional
	 * `prints` ("<url> <field>" => literal) says what Lodestar prints there instead, and is
	 * asserted too.
	 *
	 * @param list<array{fields: string[], urls: string[]|string, reason: string, prints?: array<string, string>}> $differences Differences.
	 * @param string                                                                                               $label       URL name.
	 * @param string                                                                                               $field       Field.
	 * @return array{fields: string[], urls: string[]|string, reason: string, prints?: array<string, string>}|null
	 */
	private static function documented( array $differences, string $label, string $field ): ?array {
		foreach ( $differences as $difference ) {
			if ( in_array( $field, $difference['fields'], true ) && ( '*' === $difference['urls'] || in_array( $label, (array) $difference['urls'], true ) ) ) {
				return $difference;
			}
		}
		return null;
	}
}
