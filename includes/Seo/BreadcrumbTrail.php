<?php
/**
 * The breadcrumb trail of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\PrimaryTerms;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\MissingTranslations;

defined( 'ABSPATH' ) || exit;

/**
 * The one breadcrumb trail of a page, from the home page to the page itself, which both the
 * BreadcrumbList of the JSON-LD graph and the visible breadcrumbs (block, shortcode, template
 * function) print: they can never disagree.
 *
 * Per kind: a post under its primary category and that category's ancestors (the category the
 * editor chose, else the first: never the permalink's, so the trail is the same whatever the
 * permalink structure); a page under its ancestors; another post type under its archive (and
 * under its primary term when one was chosen in a hierarchical taxonomy); a term under its
 * ancestors; the blog page, a post type archive, an author, a date archive and search results
 * under the home page. The front page, the latest-posts home page and 404 pages have the home
 * item alone, which prints nothing. Page 2 and later of an archive keep the trail of page 1.
 * With `breadcrumbs_show_blog` on, posts and category and tag archives of a static-front-page
 * site go under the page for posts.
 *
 * Items are plain text names (tags stripped, entities decoded) with the URL of each; the last
 * item is the page itself, whose URL is its canonical (or its address where it has none).
 *
 * @since 0.3.0
 */
class BreadcrumbTrail {

	/**
	 * Memo: context => items.
	 *
	 * @var \WeakMap<Context, array{revision: int, items: list<array{name: string, url: string}>}>
	 */
	private \WeakMap $memo;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings   Settings.
	 * @param TemplateValues     $values     Template values (the date and search titles).
	 * @param TemplateVariables  $variables  Template engine.
	 * @param CanonicalResolver  $canonicals Canonical URLs.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private TemplateValues $values,
		private TemplateVariables $variables,
		private CanonicalResolver $canonicals
	) {
		$this->memo = new \WeakMap();
	}

	/**
	 * The trail of a page, home first: a list of {name, url}. Empty for a context Lodestar
	 * leaves alone and where the trail would be the home item alone (build()).
	 *
	 * @since 0.3.0
	 *
	 * @param Context $context Page context.
	 * @return list<array{name: string, url: string}>
	 */
	public function items( Context $context ): array {
		$revision = $this->settings->revision();
		$memo     = $this->memo[ $context ] ?? null;
		if ( null === $memo || $memo['revision'] !== $revision ) {
			$memo                   = array(
				'revision' => $revision,
				'items'    => $this->build( $context ),
			);
			$this->memo[ $context ] = $memo;
		}
		return $memo['items'];
	}

	/**
	 * Whether a trail is worth printing: at least the home page and one more item.
	 *
	 * @since 0.3.0
	 *
	 * @param list<array{name: string, url: string}> $items Trail.
	 */
	public static function printable( array $items ): bool {
		return count( $items ) >= 2;
	}

	/**
	 * The URL of the page itself: its canonical URL, else its address (the search link, or the
	 * request's path). The JSON-LD graph hangs its @ids from it.
	 *
	 * @since 0.3.0
	 *
	 * @param Context $context Page context.
	 */
	public function page_url( Context $context ): string {
		$url = $this->canonicals->url( $context );
		if ( '' !== $url ) {
			return $url;
		}
		if ( Context::SEARCH === $context->kind ) {
			return get_search_link( $context->search );
		}
		return self::request_url();
	}

	/**
	 * The address of the request (a 404's: it has no canonical URL).
	 *
	 * @since 0.6.0
	 */
	public static function request_url(): string {
		global $wp;
		$request = $wp instanceof \WP ? (string) $wp->request : '';
		return home_url( '/' . ( '' === $request ? '' : user_trailingslashit( $request ) ) );
	}

	/**
	 * The label of the home item: the setting, else "Home".
	 *
	 * @since 0.3.0
	 */
	public function home_label(): string {
		$label = trim( (string) $this->settings->get( 'breadcrumbs_home_label' ) );
		if ( '' !== $label ) {
			return $label;
		}
		MissingTranslations::settle();
		return __( 'Home', 'lodestar' );
	}

	/**
	 * Builds the trail: none where it would be the home item alone (the front page, the home
	 * page's listing, a 404), which nothing prints (printable()), so those pages never read the
	 * home label nor translate its default.
	 *
	 * @param Context $context Page context.
	 * @return list<array{name: string, url: string}>
	 */
	private function build( Context $context ): array {
		if ( in_array( $context->kind, array( Context::NONE, Context::HOME, Context::NOT_FOUND ), true ) || ( Context::SINGULAR === $context->kind && $context->is_front ) ) {
			return array();
		}
		$trail = array( array( $this->home_label(), home_url( '/' ) ) );
		switch ( $context->kind ) {
			case Context::SINGULAR:
				$post = $context->post;
				if ( $context->is_front ) {
					break;
				}
				$url = $this->page_url( $context );
				if ( 'post' === $post->post_type ) {
					$trail = array_merge( $trail, $this->blog_page() );
					$category = $context->first_category();
					if ( null !== $category ) {
						$trail = array_merge( $trail, $this->term_trail( $category ) );
					}
				} elseif ( is_post_type_hierarchical( $post->post_type ) ) {
					foreach ( array_reverse( get_post_ancestors( $post ) ) as $ancestor ) {
						$trail[] = array( get_the_title( $ancestor ), (string) get_permalink( $ancestor ) );
					}
				} else {
					$type = get_post_type_object( $post->post_type );
					$link = get_post_type_archive_link( $post->post_type );
					if ( $type && $link ) {
						$trail[] = array( (string) $type->labels->name, $link );
					}
					$term = $this->chosen_term( $context );
					if ( null !== $term ) {
						$trail = array_merge( $trail, $this->term_trail( $term ) );
					}
				}
				$trail[] = array( $post->post_title, $url );
				break;
			case Context::BLOG:
				$trail[] = array( $context->post ? $context->post->post_title : __( 'Blog', 'lodestar' ), $this->page_url( $context ) );
				break;
			case Context::TERM:
				if ( in_array( $context->term->taxonomy, array( 'category', 'post_tag' ), true ) ) {
					$trail = array_merge( $trail, $this->blog_page() );
				}
				$trail = array_merge( $trail, $this->term_trail( $context->term ) );
				break;
			case Context::POST_TYPE_ARCHIVE:
				$type    = get_post_type_object( $context->post_type );
				$trail[] = array( $type ? (string) $type->labels->name : $context->post_type, $this->page_url( $context ) );
				break;
			case Context::AUTHOR:
				$trail[] = array( $context->user->display_name, $this->page_url( $context ) );
				break;
			case Context::DATE:
			case Context::SEARCH:
				$trail[] = array( $this->variables->value( 'title', $this->values->for_template( $context, '%title%' ) ), $this->page_url( $context ) );
				break;
		}
		$items = array();
		foreach ( $trail as $item ) {
			$name = TemplateVariables::plain_text( (string) $item[0] );
			if ( '' === $name ) {
				continue;
			}
			$items[] = array(
				'name' => $name,
				'url'  => (string) $item[1],
			);
		}
		return $items;
	}

	/**
	 * The page for posts as a trail item, when `breadcrumbs_show_blog` is on and the site has a
	 * static front page with a page for posts.
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	private function blog_page(): array {
		if ( ! $this->settings->get( 'breadcrumbs_show_blog' ) || 'page' !== get_option( 'show_on_front' ) ) {
			return array();
		}
		$page = (int) get_option( 'page_for_posts' );
		if ( $page <= 0 || 'publish' !== get_post_status( $page ) ) {
			return array();
		}
		return array( array( get_the_title( $page ), (string) get_permalink( $page ) ) );
	}

	/**
	 * The primary term chosen for a custom post, in the first of its type's hierarchical
	 * taxonomies that has a choice; null when none was chosen.
	 *
	 * @param Context $context Singular context.
	 */
	private function chosen_term( Context $context ): ?\WP_Term {
		foreach ( get_object_taxonomies( $context->post->post_type, 'objects' ) as $taxonomy ) {
			if ( ! $taxonomy->hierarchical || ! $taxonomy->public ) {
				continue;
			}
			$term = PrimaryTerms::chosen( $context->post, $taxonomy->name );
			if ( null !== $term ) {
				return $term;
			}
		}
		return null;
	}

	/**
	 * A term and its ancestors as [name, url] pairs, root first.
	 *
	 * @param \WP_Term $term Term.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private function term_trail( \WP_Term $term ): array {
		$trail = array();
		foreach ( TermAncestors::of( $term ) as $ancestor ) {
			$link    = get_term_link( $ancestor );
			$trail[] = array( $ancestor->name, is_string( $link ) ? $link : '' );
		}
		$link    = get_term_link( $term );
		$trail[] = array( $term->name, is_string( $link ) ? $link : '' );
		return $trail;
	}
}
