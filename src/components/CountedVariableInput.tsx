/**
 * A VariableInput followed by its "count/limit" counter, which describes the field
 * (aria-describedby). The caller counts: the counters count the text after variable
 * substitution, which only the caller's preview knows.
 */
import { useId } from '@wordpress/element';

import CharacterCounter from './CharacterCounter';
import VariableInput from './VariableInput';
import type { VariableInputProps } from './VariableInput';

export interface CountedVariableInputProps extends Omit<
	VariableInputProps,
	'describedBy'
> {
	/** The counter's count and limit; none, no counter. */
	counter?: { count: number; limit: number };
}

export default function CountedVariableInput( {
	counter,
	...props
}: CountedVariableInputProps ) {
	const counterId = `lodestar-counter-${ useId().replace( /:/g, '' ) }`;
	return (
		<>
			<VariableInput
				{ ...props }
				describedBy={ counter ? counterId : undefined }
			/>
			{ counter && (
				<CharacterCounter
					id={ counterId }
					count={ counter.count }
					limit={ counter.limit }
				/>
			) }
		</>
	);
}
