/**
 * A determinate progress bar (0–100) with an accessible name: the migration's and the bulk
 * re-analysis' progress.
 *
 * @param props          Props.
 * @param props.progress Percent done, 0–100.
 * @param props.label    Accessible name of the bar.
 */
export default function ProgressBar( {
	progress,
	label,
}: {
	progress: number;
	label: string;
} ) {
	const value = Math.max( 0, Math.min( 100, Math.round( progress ) ) );
	return (
		<div
			className="lodestar-progress-bar"
			role="progressbar"
			aria-label={ label }
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ value }
		>
			<span style={ { width: `${ value }%` } } />
		</div>
	);
}
