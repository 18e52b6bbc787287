<?php
/**
 * Finds values several posts share.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Repositories\ContentFacts;

defined( 'ABSPATH' ) || exit;

/**
 * Groups posts by a comparison key (ContentScan::comparison_key()) while keeping memory flat:
 * one integer per distinct value, and the IDs and text of a value only once a second post
 * has it.
 *
 * @since 0.3.0
 */
final class DuplicateIndex {

	/**
	 * Key => first post ID.
	 *
	 * @var array<string, int>
	 */
	private array $first = array();

	/**
	 * Key => {value, ids (first LISTED), count} of keys seen twice or more.
	 *
	 * @var array<string, array{value: string, ids: list<int>, count: int}>
	 */
	private array $shared = array();

	/**
	 * Adds a post's value.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key     Comparison key.
	 * @param int    $post_id Post ID.
	 * @param string $value   The value as printed.
	 */
	public function add( string $key, int $post_id, string $value ): void {
		if ( ! isset( $this->first[ $key ] ) ) {
			$this->first[ $key ] = $post_id;
			return;
		}
		if ( ! isset( $this->shared[ $key ] ) ) {
			$this->shared[ $key ] = array(
				'value' => $value,
				'ids'   => array( $this->first[ $key ] ),
				'count' => 1,
			);
		}
		++$this->shared[ $key ]['count'];
		if ( count( $this->shared[ $key ]['ids'] ) < ObjectSample::LISTED ) {
			$this->shared[ $key ]['ids'][] = $post_id;
		}
	}

	/**
	 * The groups found and the posts in them (the first LISTED named, a group after another).
	 *
	 * @since 0.3.0
	 *
	 * @param ContentFacts $content Reads the titles of the listed posts (one query).
	 * @return array{groups: int, sample: ObjectSample}
	 */
	public function report( ContentFacts $content ): array {
		$sample = new ObjectSample();
		$listed = array();
		foreach ( $this->shared as $group ) {
			foreach ( $group['ids'] as $id ) {
				if ( count( $listed ) >= ObjectSample::LISTED ) {
					break 2;
				}
				$listed[] = $id;
			}
		}
		$titles = $content->post_titles( $listed );
		foreach ( $this->shared as $group ) {
			foreach ( $group['ids'] as $id ) {
				/* translators: 1: post title, 2: the title or description the post shares with others. */
				$sample->add( sprintf( __( '%1$s: “%2$s”', 'lodestar' ), ObjectSample::title_text( $titles[ $id ] ?? '' ), $group['value'] ), ObjectSample::post_url( $id ) );
			}
			// Posts of the group beyond those kept by ID are counted too.
			$sample->total += $group['count'] - count( $group['ids'] );
		}
		return array(
			'groups' => count( $this->shared ),
			'sample' => $sample,
		);
	}
}
