/**
 * axe-core for the end-to-end specs: the violations a spec fails on, in a shape readable in
 * a failure message.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The impacts a spec fails on: moderate and worse.
 */
const REPORTED = [ 'moderate', 'serious', 'critical' ];

/**
 * One violation: the rule, its impact and the selectors of the nodes that break it.
 */
export type Violation = {
	id: string;
	impact: string | null | undefined;
	targets: string[];
};

/**
 * Moderate, serious and critical axe violations inside a part of the page.
 *
 * @param page     Page.
 * @param selector CSS selector of the part checked.
 */
export async function violations(
	page: Page,
	selector: string
): Promise< Violation[] > {
	// Colours read mid-transition (a drawer fading in, a button's hover colour easing out) are
	// neither the start's nor the end's: axe waits until every finite animation has finished.
	await page.waitForFunction( () =>
		document
			.getAnimations()
			.every(
				( animation ) =>
					animation.playState !== 'running' ||
					animation.effect?.getTiming().iterations === Infinity
			)
	);
	const results = await new AxeBuilder( { page } )
		.include( selector )
		.analyze();
	return results.violations
		.filter( ( violation ) => REPORTED.includes( violation.impact ?? '' ) )
		.map( ( violation ) => ( {
			id: violation.id,
			impact: violation.impact,
			targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
}
