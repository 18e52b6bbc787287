/**
 * Re-analyze All Content: runs the page checks of every post and term again, in batches, with
 * a progress bar (after a migration or a change of templates, stored results are out of date).
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

import ProgressBar from '../../../src/components/ProgressBar';
import { store } from '../../../src/store';

export default function ContentReanalysis() {
	const run = useSelect( ( select ) => select( store ).getReanalysis(), [] );
	const { reanalyzeContent } = useDispatch( store );
	const running = run.status === 'running';
	const percent = run.total > 0 ? ( run.done / run.total ) * 100 : 0;
	return (
		<section
			className="lodestar-reanalysis"
			aria-labelledby="lodestar-reanalysis-title"
		>
			<h2 id="lodestar-reanalysis-title">
				{ __( 'Page Checks of All Content', 'lodestar' ) }
			</h2>
			<p>
				{ __(
					'Each post and term is checked when it is saved. After a migration or a change of your templates, analyze all content again to bring every result up to date.',
					'lodestar'
				) }
			</p>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isBusy={ running }
				disabled={ running }
				accessibleWhenDisabled
				onClick={ () => reanalyzeContent() }
			>
				{ __( 'Re-analyze All Content', 'lodestar' ) }
			</Button>
			{ running && (
				<div className="lodestar-reanalysis__progress">
					<ProgressBar
						progress={ percent }
						label={ __( 'Re-analysis progress', 'lodestar' ) }
					/>
					<p aria-live="polite">
						{ run.total > 0
							? sprintf(
									/* translators: 1: items analyzed, 2: items in all. */
									__(
										'Analyzed %1$s of %2$s posts and terms…',
										'lodestar'
									),
									run.done.toLocaleString(),
									run.total.toLocaleString()
								)
							: __( 'Starting…', 'lodestar' ) }
					</p>
				</div>
			) }
			{ run.status === 'done' && (
				<Notice status="success" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: number of posts and terms. */
						_n(
							'%s post or term analyzed. The checks below are up to date.',
							'%s posts and terms analyzed. The checks below are up to date.',
							run.done,
							'lodestar'
						),
						run.done.toLocaleString()
					) }
				</Notice>
			) }
			{ run.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ run.error }
				</Notice>
			) }
		</section>
	);
}
