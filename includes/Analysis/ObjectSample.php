<?php
/**
 * The objects a check names: a count and the first few.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

defined( 'ABSPATH' ) || exit;

/**
 * Counts the objects that fail a check and keeps the first ten (what a message lists), so a
 * check over 100,000 posts holds ten entries, not a list of every post.
 *
 * @since 0.3.0
 */
final class ObjectSample {

	/**
	 * Most objects listed by a check.
	 *
	 * @since 0.3.0
	 */
	public const LISTED = 10;

	/**
	 * Objects counted.
	 *
	 * @var int
	 */
	public int $total = 0;

	/**
	 * The first LISTED objects: {text, url}.
	 *
	 * @var list<array{text: string, url: string}>
	 */
	public array $entries = array();

	/**
	 * Counts an object (and lists it while fewer than LISTED are).
	 *
	 * @since 0.3.0
	 *
	 * @param string $text What names it (plain text).
	 * @param string $url  Where to fix it (an edit link).
	 */
	public function add( string $text, string $url ): void {
		++$this->total;
		if ( count( $this->entries ) < self::LISTED ) {
			$this->entries[] = array(
				'text' => $text,
				'url'  => $url,
			);
		}
	}

	/**
	 * Counts one object and lists it while fewer than LISTED are: its text and address are only
	 * built for the listed ones (a check over 100,000 posts counts most without naming them).
	 *
	 * @since 0.4.0
	 *
	 * @param callable(): array{0: string, 1: string} $entry Gives the text and the address.
	 */
	public function add_lazy( callable $entry ): void {
		if ( count( $this->entries ) >= self::LISTED ) {
			++$this->total;
			return;
		}
		list( $text, $url ) = $entry();
		$this->add( $text, $url );
	}

	/**
	 * The names of the first $count objects, joined for a message ("A", "B", "C").
	 *
	 * @since 0.3.0
	 *
	 * @param int $count Most names.
	 */
	public function names( int $count = 3 ): string {
		$names = array();
		foreach ( array_slice( $this->entries, 0, $count ) as $entry ) {
			$names[] = '“' . $entry['text'] . '”';
		}
		$more = $this->total - count( $names );
		/* translators: used between listed names. */
		$joined = implode( __( ', ', 'lodestar' ), $names );
		if ( $more > 0 ) {
			/* translators: 1: listed names, 2: number of objects not named. */
			$joined = sprintf( _n( '%1$s and %2$d more', '%1$s and %2$d more', $more, 'lodestar' ), $joined, $more );
		}
		return $joined;
	}

	/**
	 * Description items: an explanation (what was found and the fix), then the list of objects,
	 * each with its edit link, ending with "and N more" when not all are listed.
	 *
	 * @since 0.3.0
	 * @since 0.4.0 The list ends with "and N more" (was a text "The first N of M are listed.").
	 *
	 * @param string $explanation What the check looks for and how to fix it.
	 * @return list<array<string, mixed>>
	 */
	public function description( string $explanation ): array {
		$items = array(
			array(
				'type' => 'text',
				'text' => $explanation,
			),
		);
		if ( array() !== $this->entries ) {
			$entries = $this->entries;
			$more    = $this->total - count( $entries );
			if ( $more > 0 ) {
				/* translators: %d: number of entries not listed. */
				$entries[] = sprintf( _n( 'and %d more', 'and %d more', $more, 'lodestar' ), $more );
			}
			$items[] = array(
				'type'  => 'list',
				'items' => $entries,
			);
		}
		return $items;
	}

	/**
	 * A check's result over the sample: $passed when it is empty, else $status with $failed
	 * (which gets the count and the first names) and the sample's description.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id          Check id.
	 * @param string $category    Check category.
	 * @param string $status      Status when some objects fail.
	 * @param string $passed      Message when none fails.
	 * @param string $failed      Message format: %1$d the count, %2$s the first names.
	 * @param string $explanation What is counted and how to fix it.
	 */
	public function result( string $id, string $category, string $status, string $passed, string $failed, string $explanation ): CheckResult {
		if ( 0 === $this->total ) {
			return new CheckResult(
				$id,
				$category,
				'success',
				$passed,
				array(
					array(
						'type' => 'text',
						'text' => $explanation,
					),
				)
			);
		}
		return new CheckResult( $id, $category, $status, sprintf( $failed, $this->total, $this->names() ), $this->description( $explanation ) );
	}

	/**
	 * Edit link of a post (built, not checked against the current user: the analysis runs for
	 * administrators, and a cached report is read later).
	 *
	 * @since 0.3.0
	 *
	 * @param int $post_id Post ID.
	 */
	public static function post_url( int $post_id ): string {
		return admin_url( 'post.php?post=' . $post_id . '&action=edit' );
	}

	/**
	 * Edit link of a term.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $term_id  Term ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public static function term_url( int $term_id, string $taxonomy ): string {
		return admin_url( 'term.php?taxonomy=' . rawurlencode( $taxonomy ) . '&tag_ID=' . $term_id );
	}

	/**
	 * A post's title as a list names it.
	 *
	 * @since 0.3.0
	 *
	 * @param string $title Raw post title.
	 */
	public static function title_text( string $title ): string {
		$title = trim( wp_strip_all_tags( $title ) );
		return '' === $title ? __( '(no title)', 'lodestar' ) : $title;
	}
}
