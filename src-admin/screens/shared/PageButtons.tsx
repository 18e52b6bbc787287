/**
 * A pager's buttons: Previous, the page numbers (the current one marked) with ellipses where
 * pages are left out, and Next. Which pages show is the caller's rule (pagerItems of its
 * screen).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/** A page button, or an ellipsis before or after the shown pages. */
export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

interface PageButtonsProps {
	/** The buttons, in order. */
	items: PagerItem[];
	/** Current page (1-based). */
	current: number;
	/** Page count. */
	pages: number;
	/** The navigation's accessible name. */
	label: string;
	onChange: ( page: number ) => void;
}

/**
 * The pager's navigation.
 *
 * @param props          Props.
 * @param props.items
 * @param props.current
 * @param props.pages
 * @param props.label
 * @param props.onChange
 */
export default function PageButtons( {
	items,
	current,
	pages,
	label,
	onChange,
}: PageButtonsProps ) {
	return (
		<nav className="lodestar-pager" aria-label={ label }>
			<Button
				size="compact"
				variant="tertiary"
				disabled={ current <= 1 }
				accessibleWhenDisabled
				onClick={ () => onChange( current - 1 ) }
			>
				{ __( 'Previous', 'lodestar' ) }
			</Button>
			{ items.map( ( item ) =>
				typeof item === 'number' ? (
					<Button
						key={ item }
						size="compact"
						variant={ item === current ? 'primary' : 'tertiary' }
						aria-current={ item === current ? 'page' : undefined }
						aria-label={ sprintf(
							/* translators: %d: page number. */
							__( 'Page %d', 'lodestar' ),
							item
						) }
						onClick={ () => onChange( item ) }
					>
						{ item }
					</Button>
				) : (
					<span
						key={ item }
						className="lodestar-pager__ellipsis"
						aria-hidden="true"
					>
						…
					</span>
				)
			) }
			<Button
				size="compact"
				variant="tertiary"
				disabled={ current >= pages }
				accessibleWhenDisabled
				onClick={ () => onChange( current + 1 ) }
			>
				{ __( 'Next', 'lodestar' ) }
			</Button>
		</nav>
	);
}
