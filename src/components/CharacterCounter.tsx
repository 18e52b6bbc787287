/**
 * A "count/limit" counter that turns error-coloured above the limit.
 *
 * The visible text is exactly "23/60"; screen readers also hear that the limit is exceeded
 * (colour alone does not say it). Give the counter an id and point the field's
 * aria-describedby at it.
 */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface CharacterCounterProps {
	count: number;
	limit: number;
	id?: string;
	className?: string;
}

export default function CharacterCounter( {
	count,
	limit,
	id,
	className,
}: CharacterCounterProps ) {
	const over = count > limit;
	return (
		<span
			id={ id }
			className={ [
				'lodestar-character-counter',
				over ? 'is-over-limit' : '',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
			data-over-limit={ over ? 'true' : undefined }
		>
			<span className="lodestar-character-counter__value">{ `${ count }/${ limit }` }</span>
			{ over && (
				<VisuallyHidden>
					{ ' ' }
					{ __( '(over the recommended length)', 'lodestar' ) }
				</VisuallyHidden>
			) }
		</span>
	);
}
