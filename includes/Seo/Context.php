<?php
/**
 * What a request shows.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\PrimaryTerms;
use WP_Post;
use WP_Post_Type;
use WP_Term;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable description of the page a request shows, built from the main query on the front
 * end (from_query()) or from an object by the named constructors (REST previews, sitemaps).
 *
 * Kinds: singular (any post type, including a static front page and attachments), home (the
 * front page listing the latest posts), blog (the page for posts of a static-front-page site),
 * term (category, tag, custom taxonomy), post_type_archive, author, date, search, not_found,
 * and none (anything else: Lodestar leaves it alone). Every kind carries its page number and
 * page count (paginated archives, posts split with <!--nextpage-->); the home page and term
 * archives carry the published posts they list (the main query's, already in memory), from
 * which a description is built when nothing else gives one.
 *
 * @since 0.1.0
 */
final class Context {

	/**
	 * A single post, page, attachment or custom post (including a static front page).
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
	 * The page for posts of a site with a static front page.
	 *
	 * @since 0.1.0
	 */
	public const BLOG = 'blog';

	/**
	 * A category, tag or custom taxonomy archive.
	 *
	 * @since 0.1.0
	 */
	public const TERM = 'term';

	/**
	 * A post type archive.
	 *
	 * @since 0.1.0
	 */
	public const POST_TYPE_ARCHIVE = 'post_type_archive';

	/**
	 * An author archive.
	 *
	 * @since 0.1.0
	 */
	public const AUTHOR = 'author';

	/**
	 * A year, month or day archive.
	 *
	 * @since 0.1.0
	 */
	public const DATE = 'date';

	/**
	 * Search results.
	 *
	 * @since 0.1.0
	 */
	public const SEARCH = 'search';

	/**
	 * A page that does not exist.
	 *
	 * @since 0.1.0
	 */
	public const NOT_FOUND = 'not_found';

	/**
	 * Anything else: Lodestar leaves it to WordPress.
	 *
	 * @since 0.1.0
	 */
	public const NONE = 'none';

	/**
	 * Memo of post_permalink().
	 *
	 * @var string|null
	 */
	private ?string $permalink = null;

	/**
	 * Memo of primary_term(): taxonomy => [term or null] (wrapped so that "none" is remembered too).
	 *
	 * @var array<string, array{0: \WP_Term|null}>
	 */
	private array $primary = array();

	/**
	 * Constructor; use the named constructors.
	 *
	 * @param string            $kind      One of the kind constants.
	 * @param WP_Post|null      $post      The post of a singular context, the page of a blog context.
	 * @param WP_Term|null      $term      The term of a term archive.
	 * @param WP_User|null      $user      The author of an author archive.
	 * @param string            $post_type The post type of a singular or post type archive context.
	 * @param array<string,int> $date      Date archive parts: year, and month and day when given.
	 * @param string            $search    The search phrase (raw, unescaped).
	 * @param int               $page      Page number, 1 for the first page.
	 * @param int               $pages     Number of pages, at least 1.
	 * @param bool              $is_front  Whether this is the site's front page.
	 * @param WP_Post[]         $posts     The posts a latest-posts home page or a term archive lists.
	 */
	private function __construct(
		public readonly string $kind,
		public readonly ?WP_Post $post = null,
		public readonly ?WP_Term $term = null,
		public readonly ?WP_User $user = null,
		public readonly string $post_type = '',
		public readonly array $date = array(),
		public readonly string $search = '',
		public readonly int $page = 1,
		public readonly int $pages = 1,
		public readonly bool $is_front = false,
		public readonly array $posts = array()
	) {}

	/**
	 * Context of a singular post.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post $post     Post.
	 * @param int     $page     Page number of a post split with <!--nextpage-->.
	 * @param bool    $is_front Whether the post is the static front page.
	 */
	public static function singular( WP_Post $post, int $page = 1, bool $is_front = false ): self {
		$pages = str_contains( $post->post_content, '<!--nextpage-->' ) ? substr_count( $post->post_content, '<!--nextpage-->' ) + 1 : 1;
		return new self( self::SINGULAR, $post, post_type: $post->post_type, page: self::page_number( $page ), pages: $pages, is_front: $is_front );
	}

	/**
	 * Context of the front page listing the latest posts.
	 *
	 * @since 0.1.0
	 *
	 * @param int       $page  Page number.
	 * @param int       $pages Number of pages.
	 * @param WP_Post[] $posts The posts the page lists (the main query's), in its order (since 0.3.0).
	 */
	public static function home( int $page = 1, int $pages = 1, array $posts = array() ): self {
		return new self( self::HOME, page: self::page_number( $page ), pages: max( 1, $pages ), is_front: true, posts: self::listed( $posts ) );
	}

	/**
	 * Context of the page for posts (static front page sites).
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post|null $page_for_posts The page, or null when none is set.
	 * @param int          $page           Page number.
	 * @param int          $pages          Number of pages.
	 */
	public static function blog( ?WP_Post $page_for_posts, int $page = 1, int $pages = 1 ): self {
		return new self( self::BLOG, $page_for_posts, page: self::page_number( $page ), pages: max( 1, $pages ) );
	}

	/**
	 * Context of a term archive.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Term   $term  Term.
	 * @param int       $page  Page number.
	 * @param int       $pages Number of pages.
	 * @param WP_Post[] $posts The posts the page lists (the main query's), in its order (since 0.3.0).
	 */
	public static function term( WP_Term $term, int $page = 1, int $pages = 1, array $posts = array() ): self {
		return new self( self::TERM, term: $term, page: self::page_number( $page ), pages: max( 1, $pages ), posts: self::listed( $posts ) );
	}

	/**
	 * Context of a post type archive.
	 *
	 * @since 0.1.0
	 *
	 * @param string $post_type Post type name.
	 * @param int    $page      Page number.
	 * @param int    $pages     Number of pages.
	 */
	public static function post_type_archive( string $post_type, int $page = 1, int $pages = 1 ): self {
		return new self( self::POST_TYPE_ARCHIVE, post_type: $post_type, page: self::page_number( $page ), pages: max( 1, $pages ) );
	}

	/**
	 * Context of an author archive.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_User $user  Author.
	 * @param int     $page  Page number.
	 * @param int     $pages Number of pages.
	 */
	public static function author( WP_User $user, int $page = 1, int $pages = 1 ): self {
		return new self( self::AUTHOR, user: $user, page: self::page_number( $page ), pages: max( 1, $pages ) );
	}

	/**
	 * Context of a date archive.
	 *
	 * @since 0.1.0
	 *
	 * @param int $year  Year.
	 * @param int $month Month (1-12), 0 for a year archive.
	 * @param int $day   Day (1-31), 0 for a year or month archive.
	 * @param int $page  Page number.
	 * @param int $pages Number of pages.
	 */
	public static function date( int $year, int $month = 0, int $day = 0, int $page = 1, int $pages = 1 ): self {
		$date = array( 'year' => $year );
		if ( $month > 0 ) {
			$date['month'] = $month;
			if ( $day > 0 ) {
				$date['day'] = $day;
			}
		}
		return new self( self::DATE, date: $date, page: self::page_number( $page ), pages: max( 1, $pages ) );
	}

	/**
	 * Context of search results.
	 *
	 * @since 0.1.0
	 *
	 * @param string $search Search phrase.
	 * @param int    $page   Page number.
	 * @param int    $pages  Number of pages.
	 */
	public static function search( string $search, int $page = 1, int $pages = 1 ): self {
		return new self( self::SEARCH, search: $search, page: self::page_number( $page ), pages: max( 1, $pages ) );
	}

	/**
	 * Context of a page that does not exist.
	 *
	 * @since 0.1.0
	 */
	public static function not_found(): self {
		return new self( self::NOT_FOUND );
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
	 * Reads only what the query already holds: no database query.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function from_query( \WP_Query $query ): self {
		$paged = (int) $query->get( 'paged' );
		$pages = (int) $query->max_num_pages;

		if ( $query->is_404() ) {
			return self::not_found();
		}
		if ( $query->is_search() ) {
			return self::search( wp_unslash( (string) $query->get( 's' ) ), $paged, $pages );
		}
		if ( $query->is_home() && $query->is_front_page() ) {
			return self::home( $paged, $pages, (array) $query->posts );
		}
		if ( $query->is_home() ) {
			$page = $query->get_queried_object();
			return self::blog( $page instanceof WP_Post ? $page : null, $paged, $pages );
		}
		if ( $query->is_singular() ) {
			$post = $query->get_queried_object();
			// A static front page is a page (is_front_page() reads two options to say so).
			return $post instanceof WP_Post ? self::singular( $post, (int) $query->get( 'page' ), 'page' === $post->post_type && $query->is_front_page() ) : self::none();
		}
		if ( $query->is_category() || $query->is_tag() || $query->is_tax() ) {
			$term = $query->get_queried_object();
			return $term instanceof WP_Term ? self::term( $term, $paged, $pages, (array) $query->posts ) : self::none();
		}
		if ( $query->is_post_type_archive() ) {
			$type = $query->get_queried_object();
			return $type instanceof WP_Post_Type ? self::post_type_archive( $type->name, $paged, $pages ) : self::none();
		}
		if ( $query->is_author() ) {
			$user = $query->get_queried_object();
			return $user instanceof WP_User ? self::author( $user, $paged, $pages ) : self::none();
		}
		if ( $query->is_date() ) {
			$year  = (int) $query->get( 'year' );
			$month = (int) $query->get( 'monthnum' );
			$day   = (int) $query->get( 'day' );
			$m     = preg_replace( '/\D/', '', (string) $query->get( 'm' ) );
			if ( $year <= 0 && strlen( $m ) >= 4 ) {
				$year  = (int) substr( $m, 0, 4 );
				$month = (int) substr( $m, 4, 2 );
				$day   = (int) substr( $m, 6, 2 );
			}
			return $year > 0 ? self::date( $year, $month, $day, $paged, $pages ) : self::none();
		}
		return self::none();
	}

	/**
	 * The permalink of the context's post (singular, blog page), worked out once: the canonical,
	 * og:url, %permalink% and the schema graph all ask for it, and get_permalink() is one of the
	 * dearer calls of a page view. '' without a post.
	 *
	 * @since 0.1.0
	 */
	public function post_permalink(): string {
		if ( null === $this->post ) {
			return '';
		}
		$this->permalink ??= (string) get_permalink( $this->post );
		return $this->permalink;
	}

	/**
	 * The primary category of the context's post, looked up once: the one chosen in the editor
	 * (`_lodestar_primary_terms`) when it is among the post's categories, else the first. The
	 * breadcrumb, the schema's and the templates' %primary_category% all name this one. Null
	 * without a post or category.
	 *
	 * @since 0.2.0 The first category; the chosen primary one since 0.3.0.
	 */
	public function first_category(): ?\WP_Term {
		return $this->primary_term( 'category' );
	}

	/**
	 * The primary term of the context's post in a taxonomy (see first_category()), looked up
	 * once. Null without a post or without terms of that taxonomy.
	 *
	 * @since 0.3.0
	 *
	 * @param string $taxonomy Taxonomy.
	 */
	public function primary_term( string $taxonomy ): ?\WP_Term {
		if ( ! isset( $this->primary[ $taxonomy ] ) ) {
			$this->primary[ $taxonomy ] = array( null === $this->post ? null : PrimaryTerms::term( $this->post, $taxonomy ) );
		}
		return $this->primary[ $taxonomy ][0];
	}

	/**
	 * The author a page is about: the post's author (where its type has authors), or the author
	 * of an author archive; 0 for none.
	 *
	 * @since 0.2.0
	 */
	public function author_id(): int {
		if ( $this->is_singular() && post_type_supports( $this->post->post_type, 'author' ) ) {
			return (int) $this->post->post_author;
		}
		if ( self::AUTHOR === $this->kind && $this->user ) {
			return (int) $this->user->ID;
		}
		return 0;
	}

	/**
	 * The key of the page's content type in the `content_types` setting: `post_type:<name>`
	 * (singular pages; the page for posts is a page), `taxonomy:<name>`, `pta:<post type>`,
	 * `archive:author|date|search|404`; '' for the latest-posts home page (it has templates of
	 * its own) and pages Lodestar leaves alone.
	 *
	 * @since 0.3.0
	 */
	public function content_type(): string {
		switch ( $this->kind ) {
			case self::SINGULAR:
				return 'post_type:' . $this->post_type;
			case self::BLOG:
				return null === $this->post ? '' : 'post_type:' . $this->post->post_type;
			case self::TERM:
				return 'taxonomy:' . $this->term->taxonomy;
			case self::POST_TYPE_ARCHIVE:
				return 'pta:' . $this->post_type;
			case self::AUTHOR:
				return 'archive:author';
			case self::DATE:
				return 'archive:date';
			case self::SEARCH:
				return 'archive:search';
			case self::NOT_FOUND:
				return 'archive:404';
		}
		return '';
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

	/**
	 * Whether this is a listing (home, blog, term, post type, author and date archives, search).
	 *
	 * @since 0.1.0
	 */
	public function is_archive(): bool {
		return in_array( $this->kind, array( self::HOME, self::BLOG, self::TERM, self::POST_TYPE_ARCHIVE, self::AUTHOR, self::DATE, self::SEARCH ), true );
	}

	/**
	 * Whether this is page 2 or later.
	 *
	 * @since 0.1.0
	 */
	public function is_paged(): bool {
		return $this->page > 1;
	}

	/**
	 * A page number from a query var (0 and 1 both mean the first page).
	 *
	 * @param int $page Query var value.
	 */
	private static function page_number( int $page ): int {
		return max( 1, $page );
	}

	/**
	 * The published posts of a listing, in order: what any visitor sees listed (a logged-in
	 * editor's view also lists private posts, whose titles must not reach a description).
	 *
	 * @param array<int, mixed> $posts The query's posts (ids with 'fields' => 'ids': none kept).
	 * @return WP_Post[]
	 */
	private static function listed( array $posts ): array {
		return array_values(
			array_filter(
				$posts,
				static fn ( $post ): bool => $post instanceof WP_Post && 'publish' === $post->post_status
			)
		);
	}
}
