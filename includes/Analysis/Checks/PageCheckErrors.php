<?php
/**
 * Check: published posts and terms whose page checks found errors.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ObjectSample;
use Lodestar\Analysis\SiteCheck;
use Lodestar\Repositories\ContentFacts;

defined( 'ABSPATH' ) || exit;

/**
 * The page checks (run on save and stored per object) summarised: published posts and terms
 * with non-ignored errors, read from `_lodestar_check_errors` in one query, worst first.
 *
 * @since 0.3.0
 */
final class PageCheckErrors implements SiteCheck {

	/**
	 * Constructor.
	 *
	 * @param ContentFacts $content    Content queries.
	 * @param list<string> $post_types Post types analysed.
	 * @param list<string> $taxonomies Taxonomies analysed.
	 */
	public function __construct(
		private ContentFacts $content,
		private array $post_types,
		private array $taxonomies
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'page_check_errors';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'other';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$found  = $this->content->needing_attention( $this->post_types, $this->taxonomies, ObjectSample::LISTED, true, array( 'publish' ) );
		$sample = new ObjectSample();
		$posts  = array_column( array_filter( $found['items'], static fn ( array $item ): bool => 'post' === $item['type'] ), 'id' );
		$titles = $this->content->post_titles( $posts );
		foreach ( $found['items'] as $item ) {
			if ( 'post' === $item['type'] ) {
				$name = ObjectSample::title_text( $titles[ $item['id'] ] ?? '' );
				$url  = ObjectSample::post_url( $item['id'] );
			} else {
				$term = get_term( $item['id'], $item['subtype'] );
				$name = $term instanceof \WP_Term ? $term->name : (string) $item['id'];
				$url  = ObjectSample::term_url( $item['id'], $item['subtype'] );
			}
			/* translators: 1: post or term name, 2: number of errors. */
			$sample->add( sprintf( _n( '%1$s (%2$d error)', '%1$s (%2$d errors)', $item['errors'], 'lodestar' ), $name, $item['errors'] ), $url );
		}
		$sample->total = $found['total'];
		$explanation   = __( 'Each post and term is checked when it is saved (title, description, headings, images, links, keyword). These have errors that are not ignored; open one to see its checks in the editor.', 'lodestar' );
		return $sample->result(
			$this->id(),
			'other',
			'error',
			__( 'No published post or term has page check errors.', 'lodestar' ),
			/* translators: 1: number of posts and terms, 2: their names. */
			_n( '%1$d published post or term has page check errors: %2$s.', '%1$d published posts and terms have page check errors: %2$s.', $sample->total, 'lodestar' ),
			$explanation
		);
	}
}
