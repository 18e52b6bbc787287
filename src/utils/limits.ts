/**
 * Title, description and URL length limits (spec §5, §9), as PHP sends them.
 *
 * The numbers live in PHP (Lodestar\Seo\Limits, filtered by `lodestar_length_limits`); every
 * entry's boot object carries them as `titleLength`, `descriptionLength` and `urlLength`: the
 * admin app (`window.lodestarAdmin`), the block editor (`window.lodestarEditor`) and the term
 * popup (`window.lodestarTerm`). Counters, inputs and previews read them here.
 */
import type { LengthLimitBoot } from '../types/boot';

export interface LengthLimits {
	title: number;
	description: number;
	url: number;
}

/**
 * The spec's defaults, for a page without a boot object (unit tests of pure functions, and the
 * template engine's rule for a context without `description_length`, the twin of
 * TemplateVariables::DEFAULT_DESCRIPTION_LENGTH). A PHPUnit test keeps them equal to
 * Seo\Limits::DEFAULTS.
 */
export const DEFAULT_LENGTH_LIMITS: Readonly< LengthLimits > = Object.freeze( {
	title: 60,
	description: 160,
	url: 90,
} );

/**
 * A positive integer, or the fallback.
 *
 * @param value    Candidate.
 * @param fallback Fallback.
 */
function positiveInteger( value: unknown, fallback: number ): number {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: fallback;
}

/**
 * The limits of a boot object (each missing or invalid one: its default).
 *
 * @param boot Boot object.
 */
export function lengthLimitsOf(
	boot: Partial< LengthLimitBoot > | undefined
): LengthLimits {
	return {
		title: positiveInteger(
			boot?.titleLength,
			DEFAULT_LENGTH_LIMITS.title
		),
		description: positiveInteger(
			boot?.descriptionLength,
			DEFAULT_LENGTH_LIMITS.description
		),
		url: positiveInteger( boot?.urlLength, DEFAULT_LENGTH_LIMITS.url ),
	};
}

/**
 * The limits of this page: from the boot object of the entry that is loaded.
 */
export function getLengthLimits(): LengthLimits {
	if ( typeof window === 'undefined' ) {
		return { ...DEFAULT_LENGTH_LIMITS };
	}
	return lengthLimitsOf(
		window.lodestarAdmin ?? window.lodestarEditor ?? window.lodestarTerm
	);
}
