<?php
/**
 * The expected head of one URL in a migration fidelity fixture.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

/**
 * Builds the expected head of one URL in a fidelity fixture.
 *
 * @since 0.3.0
 */
final class FidelityHead {

	/**
	 * The given fields over "nothing printed", a summary_large_image card and the twitter
	 * fields X reads from og:* when the plugin printed none of its own.
	 *
	 * @param array<string, mixed> $fields Fields the plugin printed.
	 * @return array<string, mixed>
	 */
	public static function of( array $fields ): array {
		return $fields + array(
			'status'              => 200,
			'description'         => null,
			'robots'              => null,
			'canonical'           => null,
			'og:description'      => null,
			'og:image'            => null,
			'twitter:card'        => 'summary_large_image',
			'twitter:description' => $fields['og:description'] ?? null,
			'twitter:image'       => $fields['og:image'] ?? null,
			'twitter:title'       => $fields['og:title'] ?? null,
		);
	}
}
