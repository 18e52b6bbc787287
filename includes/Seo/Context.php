<?php
/**
 * What the current request shows.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable description of the object a page shows: a singular post, the home page, or
 * something Lodestar has no opinion about yet (kind "none"). The head-output work adds
 * term, archive, author, date, search and 404 kinds.
 *
 * @since 0.1.0
 */
final class Context {

	/**
	 * A single post, page or attachment (including a static front page).
	 *
	 * @since 0.1.0
	 */
	public const SINGULAR = 'singular';

	/**
	 * The front page listing the latest posts.
	 *
	 * @since 0.1.0
	 */
	public const HOME = 'home';

	/**
	 * Anything else: Lodestar leaves it to WordPress for now.
	 *
	 * @since 0.1.0
	 */
	public const NONE = 'none';

	/**
	 * Constructor; use the named constructors.
	 *
	 * @param string       $kind One of the kind constants.
	 * @param WP_Post|null $post The post of a singular context.
	 */
	private function __construct(
		public readonly string $kind,
		public readonly ?WP_Post $post = null
	) {}

	/**
	 * Context of a singular post.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post $post Post.
	 */
	public static function singular( WP_Post $post ): self {
		return new self( self::SINGULAR, $post );
	}

	/**
	 * Context of the front page listing the latest posts.
	 *
	 * @since 0.1.0
	 */
	public static function home(): self {
		return new self( self::HOME );
	}

	/**
	 * Context Lodestar has no opinion about.
	 *
	 * @since 0.1.0
	 */
	public static function none(): self {
		return new self( self::NONE );
	}

	/**
	 * Context of a query (normally the main query).
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function from_query( \WP_Query $query ): self {
		if ( $query->is_home() && $query->is_front_page() ) {
			return self::home();
		}
		if ( $query->is_singular() ) {
			$post = $query->get_queried_object();
			if ( $post instanceof WP_Post ) {
				return self::singular( $post );
			}
		}
		return self::none();
	}

	/**
	 * Whether this is a singular context.
	 *
	 * @since 0.1.0
	 */
	public function is_singular(): bool {
		return self::SINGULAR === $this->kind && null !== $this->post;
	}

	/**
	 * Whether this is the latest-posts front page.
	 *
	 * @since 0.1.0
	 */
	public function is_home(): bool {
		return self::HOME === $this->kind;
	}
}
