<?php
/**
 * The content of /llms.txt.
 *
 * @package Lodestar
 */

namespace Lodestar\LlmsTxt;

use Lodestar\Seo\Context;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Sitemaps\Listing;
use Lodestar\Sitemaps\Registry;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Writes /llms.txt in the llmstxt.org format:
 *
 *     # {site name}
 *
 *     > {the home page's description, from Seo\DescriptionResolver}
 *
 *     {optional details}
 *
 *     ## {section}
 *
 *     - [{title}]({url}): {description}
 *
 * The sections: the featured links first (Config's `featured`, when any resolve to a listed
 * post), then one per chosen post type (pages, posts, then the other types), each with the
 * type's plural label. Pages are listed in menu order, the other types newest first, `count`
 * of each. What is listed follows the XML sitemaps' rules (Sitemaps\Registry's post types,
 * Sitemaps\Listing's indexability: published, no password, not noindexed by the post or its
 * type), so both agree. Each description is the post's meta description (the resolver's, as the
 * head prints it). The whole text is at most MAX_BYTES.
 *
 * @since 0.3.0
 */
class Generator {

	/**
	 * Largest output, in bytes (items past it are left out).
	 *
	 * @since 0.3.0
	 */
	public const MAX_BYTES = 262144;

	/**
	 * Constructor.
	 *
	 * @param Registry            $registry     Post types of the sitemaps.
	 * @param Listing             $listing      The sitemaps' indexability rules.
	 * @param DescriptionResolver $descriptions Meta descriptions.
	 */
	public function __construct(
		private Registry $registry,
		private Listing $listing,
		private DescriptionResolver $descriptions
	) {}

	/**
	 * The post types a section may list, in section order: pages, posts, then the others as
	 * registered (the sitemaps' post types, no attachments).
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		$types = array_values( array_diff( $this->registry->post_types(), array( 'attachment' ) ) );
		$first = array_values( array_intersect( array( 'page', 'post' ), $types ) );
		return array_merge( $first, array_values( array_diff( $types, $first ) ) );
	}

	/**
	 * The text for some choices.
	 *
	 * @since 0.3.0
	 *
	 * @param array{post_types:list<string>, count:int, details:string, featured:list<string>} $config Choices.
	 */
	public function generate( array $config ): string {
		$text    = '# ' . self::line( html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ) ) . "\n";
		$summary = self::line( $this->descriptions->resolve( self::home_context() ) );
		if ( '' !== $summary ) {
			$text .= "\n> " . $summary . "\n";
		}
		if ( '' !== $config['details'] ) {
			$text .= "\n" . $config['details'] . "\n";
		}

		/**
		 * Filters the largest size of /llms.txt, in bytes (items past it are left out).
		 *
		 * @since 0.3.0
		 *
		 * @param int $bytes Default 262,144 (256 KiB).
		 */
		$limit    = max( 1024, (int) apply_filters( 'lodestar_llms_txt_max_bytes', self::MAX_BYTES ) );
		$sections = array();
		$featured = $this->featured( $config['featured'] );
		if ( array() !== $featured ) {
			$sections[] = array( __( 'Featured', 'lodestar' ), $featured );
		}
		foreach ( array_values( array_intersect( $this->post_types(), $config['post_types'] ) ) as $type ) {
			$object = get_post_type_object( $type );
			$posts  = null === $object ? array() : $this->latest( $type, $config['count'] );
			if ( array() !== $posts ) {
				$sections[] = array( (string) $object->labels->name, $posts );
			}
		}

		foreach ( $sections as list( $heading, $posts ) ) {
			$block = "\n## " . self::line( $heading ) . "\n\n";
			$items = 0;
			$full  = false;
			foreach ( $posts as $post ) {
				$item = $this->item( $post );
				if ( '' === $item ) {
					continue;
				}
				if ( strlen( $text ) + strlen( $block ) + strlen( $item ) > $limit ) {
					$full = true;
					break;
				}
				$block .= $item;
				++$items;
			}
			if ( $items > 0 ) {
				$text .= $block;
			}
			if ( $full ) {
				break;
			}
		}
		return $text;
	}

	/**
	 * The home page's context (the static front page when there is one).
	 */
	private static function home_context(): Context {
		if ( 'page' === get_option( 'show_on_front' ) ) {
			$page = get_post( (int) get_option( 'page_on_front' ) );
			if ( $page instanceof WP_Post && 'publish' === $page->post_status ) {
				return Context::singular( $page, 1, true );
			}
		}
		return Context::home();
	}

	/**
	 * One link line ('' when the post has no URL).
	 *
	 * @param WP_Post $post Post.
	 */
	private function item( WP_Post $post ): string {
		$url = get_permalink( $post );
		if ( ! is_string( $url ) || '' === $url ) {
			return '';
		}
		$title = self::line( html_entity_decode( (string) get_the_title( $post ), ENT_QUOTES, 'UTF-8' ) );
		$title = '' !== $title ? $title : __( '(no title)', 'lodestar' );
		$line  = '- [' . addcslashes( $title, '[]\\' ) . '](' . str_replace( array( ' ', '(', ')' ), array( '%20', '%28', '%29' ), $url ) . ')';
		$about = self::line( $this->descriptions->resolve( Context::singular( $post ) ) );
		return $line . ( '' !== $about ? ': ' . $about : '' ) . "\n";
	}

	/**
	 * Text on one line: no markup, entities decoded, spaces collapsed.
	 *
	 * @param string $text Text.
	 */
	private static function line( string $text ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $text ) ) );
	}

	/**
	 * The listed posts of the featured URLs, in the given order.
	 *
	 * @param list<string> $urls URLs of this site.
	 * @return list<WP_Post>
	 */
	private function featured( array $urls ): array {
		$posts = array();
		foreach ( $urls as $url ) {
			$id   = url_to_postid( $url );
			$post = $id > 0 ? get_post( $id ) : null;
			if ( $post instanceof WP_Post && ! isset( $posts[ $post->ID ] ) && $this->listed( $post ) ) {
				$posts[ $post->ID ] = $post;
			}
		}
		return array_values( $posts );
	}

	/**
	 * Whether the sitemaps would list a post.
	 *
	 * @param WP_Post $post Post.
	 */
	private function listed( WP_Post $post ): bool {
		return 'publish' === $post->post_status && '' === (string) $post->post_password
			&& in_array( $post->post_type, $this->post_types(), true )
			&& array() !== $this->listing->indexable_posts( array( $post ) );
	}

	/**
	 * The listed posts of a type: pages in menu order, the others newest first.
	 *
	 * @param string $type  Post type.
	 * @param int    $count Most posts.
	 * @return list<WP_Post>
	 */
	private function latest( string $type, int $count ): array {
		$flags = $this->listing->flags( $type );
		if ( null === $flags ) {
			return array(); // Noindexed as a whole, and no post may lift it.
		}
		$args = array(
			'post_type'              => $type,
			'post_status'            => 'publish',
			'has_password'           => false,
			'orderby'                => is_post_type_hierarchical( $type ) ? array(
				'menu_order' => 'ASC',
				'title'      => 'ASC',
				'ID'         => 'ASC',
			) : array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'posts_per_page'         => $count,
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => true, // The robots rules and descriptions read each post's fields.
			'update_post_term_cache' => true, // Permalinks with %category%, descriptions with terms.
		);
		$meta = Listing::meta_query( $flags );
		if ( array() !== $meta ) {
			$args['meta_query'] = $meta; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed key, as the sitemaps narrow.
		}
		$posts = array_values( array_filter( ( new WP_Query( $args ) )->posts, static fn ( $post ) => $post instanceof WP_Post ) );
		return $this->listing->indexable_posts( $posts );
	}
}
