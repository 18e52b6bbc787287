<?php
/**
 * The one JSON encoder of structured data.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Encodes JSON-LD so that it is safe inside `<script type="application/ld+json">`: `<`, `>`,
 * `&`, `'` and `"` inside strings become `\u003C`, `\u003E`, `\u0026`, `\u0027`, `\u0022`, so
 * `</script>` and `<!--` can never close or comment out the script element; U+2028 and U+2029
 * are escaped too. Slashes and other Unicode stay readable.
 *
 * @since 0.1.0
 */
final class Encoder {

	/**
	 * Script-safe JSON of a value ('' when it cannot be encoded).
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $data Data.
	 */
	public static function encode( $data ): string {
		$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( false === $json ) {
			return '';
		}
		return str_replace( array( "\u{2028}", "\u{2029}" ), array( '\u2028', '\u2029' ), $json );
	}

	/**
	 * The script element of a graph.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int, array<string, mixed>> $graph Nodes.
	 */
	public static function script( array $graph ): string {
		$json = self::encode(
			array(
				'@context' => 'https://schema.org',
				'@graph'   => $graph,
			)
		);
		return '' === $json ? '' : '<script type="application/ld+json" class="lodestar-schema-graph">' . $json . "</script>\n";
	}
}
