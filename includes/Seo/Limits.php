<?php
/**
 * Title, description and URL length limits.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * The length limits of counters and previews (spec §5, §9: title 60, description 160, URL 90,
 * all overridable), in Unicode code points. The one source of the numbers: the template
 * engine's generated descriptions, the REST preview facts and the boot data of the admin
 * app, the block editor and the term popup read them here, and TypeScript reads the boot data
 * (src/utils/limits.ts).
 *
 * @since 0.3.0
 */
final class Limits {

	/**
	 * Defaults: limit name => code points.
	 *
	 * @since 0.3.0
	 */
	public const DEFAULTS = array(
		'title'       => 60,
		'description' => 160,
		'url'         => 90,
	);

	/**
	 * The limits of this request: the defaults through the `lodestar_length_limits` filter.
	 *
	 * @since 0.3.0
	 *
	 * @return array{title: int, description: int, url: int}
	 */
	public static function all(): array {
		// Page views read the description limit; with nothing hooked, the filter and the
		// clean-up would only give the defaults back.
		if ( ! has_filter( 'lodestar_length_limits' ) ) {
			return self::DEFAULTS;
		}
		/**
		 * Filters the length limits of counters and previews, in characters (code points).
		 *
		 * The description limit is also the length of descriptions generated from the content.
		 * Keys other than title, description and url are dropped; a missing key, or a value
		 * that is not a positive integer, keeps its default.
		 *
		 * @since 0.3.0
		 *
		 * @param array $limits Limits: 'title' (60), 'description' (160), 'url' (90).
		 */
		return self::clean( apply_filters( 'lodestar_length_limits', self::DEFAULTS ) );
	}

	/**
	 * One limit of this request.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name 'title', 'description' or 'url'.
	 */
	public static function get( string $name ): int {
		return self::all()[ $name ] ?? 0;
	}

	/**
	 * Known keys with positive integer values (integers or digit strings), defaults for the rest.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $limits Candidate limits.
	 * @return array{title: int, description: int, url: int}
	 */
	public static function clean( $limits ): array {
		$clean = self::DEFAULTS;
		if ( ! is_array( $limits ) ) {
			return $clean;
		}
		foreach ( array_keys( self::DEFAULTS ) as $name ) {
			$value = $limits[ $name ] ?? null;
			if ( is_string( $value ) && '' !== $value && ctype_digit( $value ) ) {
				$value = (int) $value;
			}
			if ( is_int( $value ) && $value > 0 ) {
				$clean[ $name ] = $value;
			}
		}
		return $clean;
	}

	/**
	 * The limits as the scripts' boot objects carry them (AdminBoot, EditorBoot and TermBoot
	 * of src/types/boot.ts).
	 *
	 * @since 0.3.0
	 *
	 * @return array{titleLength: int, descriptionLength: int, urlLength: int}
	 */
	public static function boot_data(): array {
		$limits = self::all();
		return array(
			'titleLength'       => $limits['title'],
			'descriptionLength' => $limits['description'],
			'urlLength'         => $limits['url'],
		);
	}

	/**
	 * The limits as the post/term settings routes answer them (`preview.limits`).
	 *
	 * @since 0.3.0
	 *
	 * @return array{title_length: int, description_length: int, url_length: int}
	 */
	public static function rest_data(): array {
		$limits = self::all();
		return array(
			'title_length'       => $limits['title'],
			'description_length' => $limits['description'],
			'url_length'         => $limits['url'],
		);
	}
}
