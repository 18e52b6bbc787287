<?php
/**
 * The posts and terms that need attention most.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Repositories\ContentFacts;

defined( 'ABSPATH' ) || exit;

/**
 * The dashboard's left list: the posts and terms whose stored page checks have the most
 * errors, then the most warnings (one query for the page, one for the count), with the link
 * to the post list filtered by "SEO issues".
 *
 * @since 0.3.0
 */
final class Attention {

	/**
	 * Query argument of the post list's "SEO issues" filter (Admin\SeoColumn reads it).
	 *
	 * @since 0.3.0
	 */
	public const FILTER_ARG = 'lodestar_seo';

	/**
	 * Its value for posts with errors.
	 *
	 * @since 0.3.0
	 */
	public const FILTER_ISSUES = 'issues';

	/**
	 * Constructor.
	 *
	 * @param ContentFacts $content Content queries.
	 */
	public function __construct( private ContentFacts $content ) {}

	/**
	 * The list.
	 *
	 * @since 0.3.0
	 *
	 * @param int $limit Most items.
	 * @return array{items: list<array{id: int, type: string, subtype: string, title: string, edit_url: string, errors: int, warnings: int}>, total: int, view_all_url: string}
	 */
	public function items( int $limit ): array {
		$found  = $this->content->needing_attention( ContentScan::analysed_post_types(), array_values( get_taxonomies( array( 'public' => true ) ) ), $limit );
		$posts  = array_column( array_filter( $found['items'], static fn ( array $item ): bool => 'post' === $item['type'] ), 'id' );
		$titles = $this->content->post_titles( $posts );
		$items  = array();
		$first  = '';
		foreach ( $found['items'] as $item ) {
			if ( 'post' === $item['type'] ) {
				$first = '' === $first ? $item['subtype'] : $first;
				$title = ObjectSample::title_text( $titles[ $item['id'] ] ?? '' );
				$url   = (string) get_edit_post_link( $item['id'], 'raw' );
			} else {
				$term  = get_term( $item['id'], $item['subtype'] );
				$title = $term instanceof \WP_Term ? $term->name : '';
				$url   = $term instanceof \WP_Term ? (string) get_edit_term_link( $term, $item['subtype'] ) : '';
			}
			$items[] = array(
				'id'       => $item['id'],
				'type'     => $item['type'],
				'subtype'  => $item['subtype'],
				'title'    => $title,
				'edit_url' => $url,
				'errors'   => $item['errors'],
				'warnings' => $item['warnings'],
			);
		}
		$args = array( self::FILTER_ARG => self::FILTER_ISSUES );
		if ( '' !== $first && 'post' !== $first ) {
			$args = array( 'post_type' => $first ) + $args;
		}
		return array(
			'items'        => $items,
			'total'        => $found['total'],
			'view_all_url' => add_query_arg( $args, admin_url( 'edit.php' ) ),
		);
	}
}
