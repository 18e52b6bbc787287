<?php
/**
 * A source that keeps its objects' data in post and term meta.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

defined( 'ABSPATH' ) || exit;

/**
 * The listing half of a source whose posts and terms hold its data under known meta keys (or
 * key prefixes), with one option that shows the plugin was set up: whether the site holds any
 * of it, the keyset pages of posts and terms, and their counts, all through the
 * MigrationSourceData queries.
 *
 * @since 0.3.0
 */
abstract class MetaSource extends BaseSource {

	/**
	 * The option whose presence shows the plugin was set up.
	 *
	 * @since 0.3.0
	 */
	abstract protected function option_name(): string;

	/**
	 * Post meta keys that hold data worth migrating.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	abstract protected function post_keys(): array;

	/**
	 * Post meta key prefixes that hold data worth migrating.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	protected function post_prefixes(): array {
		return array();
	}

	/**
	 * Term meta keys that hold data worth migrating (by default the post keys).
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	protected function term_keys(): array {
		return $this->post_keys();
	}

	/**
	 * Term meta key prefixes that hold data worth migrating (by default the post prefixes).
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	protected function term_prefixes(): array {
		return $this->post_prefixes();
	}

	/**
	 * Whether any term holds the plugin's data.
	 *
	 * @since 0.3.0
	 */
	protected function has_term_data(): bool {
		return $this->data->any_term_meta( $this->term_keys(), $this->term_prefixes() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function has_data(): bool {
		return false !== get_option( $this->option_name() ) || $this->data->any_post_meta( $this->post_keys(), $this->post_prefixes() ) || $this->has_term_data();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Last id.
	 * @param int $limit Most ids.
	 */
	public function post_ids( int $after, int $limit ): array {
		$ids   = $this->data->posts_with_meta( $this->post_keys(), $this->post_prefixes(), $after, $limit );
		$front = $this->migrated_front_page();
		if ( null === $front || $front->ID <= $after || isset( $ids[ $front->ID ] ) ) {
			return $ids;
		}
		if ( count( $ids ) >= $limit && $front->ID > (int) array_key_last( $ids ) ) {
			return $ids;
		}
		$ids[ $front->ID ] = $front->post_type;
		ksort( $ids );
		// Still a keyset page: the id pushed out comes first on the next one.
		return count( $ids ) > $limit ? array_slice( $ids, 0, $limit, true ) : $ids;
	}

	/**
	 * Whether the plugin gives a static front page the home page's head even when the page
	 * holds none of its data (then that page is migrated like one that does).
	 *
	 * @since 0.3.0
	 */
	protected function heads_front_page(): bool {
		return false;
	}

	/**
	 * The published static front page when heads_front_page(), else null.
	 */
	private function migrated_front_page(): ?\WP_Post {
		if ( ! $this->heads_front_page() || 'page' !== get_option( 'show_on_front' ) ) {
			return null;
		}
		$post = get_post( (int) get_option( 'page_on_front' ) );
		return $post instanceof \WP_Post && 'publish' === $post->post_status ? $post : null;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function count_posts(): int {
		$count = $this->data->count_posts_with_meta( $this->post_keys(), $this->post_prefixes() );
		$front = $this->migrated_front_page();
		if ( null !== $front && ! isset( $this->data->posts_with_meta( $this->post_keys(), $this->post_prefixes(), $front->ID - 1, 1 )[ $front->ID ] ) ) {
			++$count;
		}
		return $count;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Last id.
	 * @param int $limit Most ids.
	 */
	public function term_ids( int $after, int $limit ): array {
		return $this->data->terms_with_meta( $this->term_keys(), $this->term_prefixes(), $after, $limit );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function count_terms(): int {
		return $this->data->count_terms_with_meta( $this->term_keys(), $this->term_prefixes() );
	}
}
