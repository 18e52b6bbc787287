/**
 * Line icons of the page-level SEO tabs (24 × 24, drawn in the current colour). The tabs show
 * icons with their names as accessible labels and tooltips, so that every tab fits the
 * editor sidebar's default width of 280 px, five tabs included.
 */
import { Circle, G, Path, SVG } from '@wordpress/components';
import type { ReactNode } from 'react';

function LineIcon( { children }: { children: ReactNode } ) {
	return (
		<SVG
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width={ 24 }
			height={ 24 }
			aria-hidden="true"
			focusable="false"
		>
			<G
				fill="none"
				stroke="currentColor"
				strokeWidth={ 1.5 }
				strokeLinecap="round"
				strokeLinejoin="round"
			>
				{ children }
			</G>
		</SVG>
	);
}

/** General: the search result (a magnifier). */
export const generalIcon = (
	<LineIcon>
		<Circle cx={ 10.5 } cy={ 10.5 } r={ 5.5 } />
		<Path d="M14.5 14.5 19 19" />
	</LineIcon>
);

/** Social: a shared item (three linked nodes). */
export const socialIcon = (
	<LineIcon>
		<Circle cx={ 6.5 } cy={ 12 } r={ 2.25 } />
		<Circle cx={ 17.5 } cy={ 6.5 } r={ 2.25 } />
		<Circle cx={ 17.5 } cy={ 17.5 } r={ 2.25 } />
		<Path d="M8.5 11 15.5 7.5M8.5 13l7 3.5" />
	</LineIcon>
);

/** Advanced: settings (two sliders). */
export const advancedIcon = (
	<LineIcon>
		<Path d="M4 8h3.5M11.5 8H20M4 16h8.5M16.5 16H20" />
		<Circle cx={ 9.5 } cy={ 8 } r={ 2 } />
		<Circle cx={ 14.5 } cy={ 16 } r={ 2 } />
	</LineIcon>
);

/** Schema: structured data (code brackets). */
export const schemaIcon = (
	<LineIcon>
		<Path d="M9 7 4 12l5 5M15 7l5 5-5 5" />
	</LineIcon>
);

/** Checks: a list with a tick. */
export const checksIcon = (
	<LineIcon>
		<Path d="M4 7h9M4 12h9M4 17h6" />
		<Path d="m14.5 16.5 2 2 4-4.5" />
	</LineIcon>
);
