<?php
/**
 * The values of a page's template variables (%title%, %excerpt%, ...), for the template engine.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a Context into the array TemplateVariables::resolve() reads.
 *
 * Only values a template uses are computed when they cost work (a permalink, an author's
 * name, dates), and everything comes from objects WordPress already has in memory: no
 * database query on a page view with autoloaded options and primed post caches.
 *
 * What %title% means per kind: the post's title (singular, blog page), the tagline (latest-posts
 * home), the term name, the post type's plural label, the author's display name, the date
 * ("March 2024"), "Search results for “…”", "Page not found". %excerpt% is the post excerpt, or
 * the term / post type / author description cut to the description length.
 *
 * The default description (what %excerpt% gives when there is no excerpt and, with
 * `auto_generate_description` on, no content to summarise): the tagline on singular pages and
 * the home page. With `auto_generate_description` on, a latest-posts home page without a
 * tagline and a term without a description get one built from the site or term name and the
 * titles of the posts the page lists (the main query's, so no query): see
 * listing_description(). Post type, author and date archives, search and 404 pages have none,
 * so they print no description rather than the same text on every archive.
 *
 * @since 0.1.0
 */
class TemplateValues {

	/**
	 * Variables computed only for a template that uses them (they cost a lookup or a format).
	 */
	private const ON_DEMAND = array( 'site_url', 'permalink', 'author_name', 'published', 'modified', 'archive_title', 'currentdate', 'currentyear', 'currentmonth', 'currentday', 'category', 'tag', 'primary_category', 'focus_keyword', 'post_type_singular', 'post_type_plural', 'parent_title', 'term_hierarchy', 'post_id', 'author_first_name', 'author_last_name', 'author_description', 'post_year', 'post_month', 'post_day', 'currenttime' );

	/**
	 * Memo per context: {revision, values, done (on-demand names already looked at)}.
	 *
	 * @var \WeakMap<Context, array{revision: int, values: array<string, mixed>, done: array<string, true>}>
	 */
	private \WeakMap $memo;

	/**
	 * On-demand variables per template (on_demand_names()).
	 *
	 * @var array<string, list<string>>
	 */
	private array $names = array();

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings.
	 * @param Overrides|null     $overrides The objects' own fields (%focus_keyword%); without
	 *                                      them, %focus_keyword% is empty.
	 */
	public function __construct( private SettingsRepository $settings, private ?Overrides $overrides = null ) {
		$this->memo = new \WeakMap();
	}

	/**
	 * Variable values for one template.
	 *
	 * Built once per context (and settings revision): a page resolves a dozen templates (title,
	 * description, social, schema fields) from the same values.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context  Page context.
	 * @param string  $template Template that will be resolved (to skip unused work).
	 * @return array<string, mixed>
	 */
	public function for_template( Context $context, string $template ): array {
		$revision = $this->settings->revision();
		$memo     = $this->memo[ $context ] ?? null;
		$changed  = null === $memo || $memo['revision'] !== $revision;
		if ( $changed ) {
			$memo = array(
				'revision' => $revision,
				'values'   => $this->base( $context ),
				'done'     => array(),
			);
		}
		if ( str_contains( $template, '%' ) ) {
			foreach ( $this->on_demand_names( $template ) as $name ) {
				if ( isset( $memo['done'][ $name ] ) ) {
					continue;
				}
				$changed               = true;
				$memo['done'][ $name ] = true;
				$value                 = array_key_exists( $name, $memo['values'] ) ? null : $this->on_demand( $name, $context, $memo['values'] );
				if ( null !== $value ) {
					$memo['values'][ $name ] = $value;
				}
			}
		}
		if ( $changed ) {
			$this->memo[ $context ] = $memo;
		}
		return $memo['values'];
	}

	/**
	 * The on-demand variables a template names, in ON_DEMAND's order (remembered per template:
	 * the site analysis resolves the same few templates for every post).
	 *
	 * @param string $template Template.
	 * @return list<string>
	 */
	private function on_demand_names( string $template ): array {
		if ( ! isset( $this->names[ $template ] ) ) {
			if ( count( $this->names ) >= 64 ) {
				// Templates of posts' own fields are many: keep the memo small.
				$this->names = array();
			}
			// Every %name% the template holds, overlapping ones too ('%a%b%' holds %a% and %b%),
			// as a str_contains() per on-demand name would find them: one pass over the template.
			preg_match_all( '/(?=%([a-z][a-z0-9_]*)%)/', $template, $found );
			$found = array_flip( $found[1] );
			$names = array();
			foreach ( self::ON_DEMAND as $name ) {
				if ( isset( $found[ $name ] ) ) {
					$names[] = $name;
				}
			}
			$this->names[ $template ] = $names;
		}
		return $this->names[ $template ];
	}

	/**
	 * The on-demand variables resolved so far for a context (the site analysis stores a
	 * post's resolved title and description only when they name none that changes without
	 * the post, its meta or the settings changing: dates of today, terms, authors, parents).
	 *
	 * @since 0.4.0
	 *
	 * @param Context $context Page context.
	 * @return list<string>
	 */
	public function resolved_names( Context $context ): array {
		$memo = $this->memo[ $context ] ?? null;
		return null === $memo ? array() : array_keys( $memo['done'] );
	}

	/**
	 * The settings revision the values follow.
	 *
	 * @since 0.1.0
	 */
	public function settings_revision(): int {
		return $this->settings->revision();
	}

	/**
	 * An on-demand variable's value, or null where the page has none.
	 *
	 * @param string               $name    Variable.
	 * @param Context              $context Page context.
	 * @param array<string, mixed> $values  The context's other values.
	 */
	private function on_demand( string $name, Context $context, array $values ): ?string {
		switch ( $name ) {
			case 'site_url':
				return home_url();
			case 'archive_title':
				return $this->archive_title( $context, (string) ( $values['title'] ?? '' ) );
			case 'currentdate':
				return (string) wp_date( (string) get_option( 'date_format' ) );
			case 'currentyear':
				return (string) wp_date( 'Y' );
			case 'currentmonth':
				return (string) wp_date( 'F' );
			case 'currentday':
				return (string) wp_date( 'j' );
			case 'currenttime':
				return (string) wp_date( (string) get_option( 'time_format' ) );
			case 'author_first_name':
			case 'author_last_name':
			case 'author_description':
				// The post's author or the archive's user: WP_User loads its meta with its capabilities.
				$author = $context->author_id();
				$field  = 'author_description' === $name ? 'description' : substr( $name, 7 );
				return $author > 0 ? (string) get_the_author_meta( $field, $author ) : '';
			case 'post_type_singular':
			case 'post_type_plural':
				return $this->post_type_label( $context, 'post_type_singular' === $name );
			case 'term_hierarchy':
				return $this->term_hierarchy( $context, (string) ( $values['separator'] ?? '' ) );
			case 'focus_keyword':
				// The post's or term's own field (meta caches the page view already holds).
				return null === $this->overrides ? '' : $this->overrides->text( $context, 'focus_keyword' );
		}
		switch ( $context->kind ) {
			case Context::SINGULAR:
			case Context::BLOG:
				$post = $context->post;
				if ( null === $post ) {
					return null;
				}
				switch ( $name ) {
					case 'permalink':
						return $context->post_permalink();
					case 'author_name':
						return (string) get_the_author_meta( 'display_name', (int) $post->post_author );
					case 'published':
						return (string) get_the_date( '', $post );
					case 'modified':
						return (string) get_the_modified_date( '', $post );
					case 'category':
						return $this->term_names( $post, 'category' );
					case 'tag':
						return $this->term_names( $post, 'post_tag' );
					case 'primary_category':
						// The first category, as in the breadcrumb.
						return (string) $context->first_category()?->name;
					case 'post_id':
						return (string) $post->ID;
					case 'post_year':
						return (string) get_the_date( 'Y', $post );
					case 'post_month':
						return (string) get_the_date( 'F', $post );
					case 'post_day':
						// Two digits, as the other plugins' post day variables print it.
						return (string) get_the_date( 'd', $post );
					case 'parent_title':
						return $this->parent_title( $post );
				}
				return null;

			case Context::TERM:
				switch ( $name ) {
					case 'permalink':
						$link = get_term_link( $context->term );
						return is_string( $link ) ? $link : '';
					case 'category':
					case 'primary_category':
						return 'category' === $context->term->taxonomy ? $context->term->name : '';
					case 'tag':
						return 'post_tag' === $context->term->taxonomy ? $context->term->name : '';
				}
				return null;

			case Context::POST_TYPE_ARCHIVE:
				return 'permalink' === $name ? (string) get_post_type_archive_link( $context->post_type ) : null;

			case Context::AUTHOR:
				return 'permalink' === $name ? get_author_posts_url( $context->user->ID, $context->user->user_nicename ) : null;
		}
		return null;
	}

	/**
	 * The singular or plural label of the page's post type: the post's type on singular pages,
	 * the archive's type on a post type archive; '' elsewhere.
	 *
	 * @param Context $context  Page context.
	 * @param bool    $singular Singular label (else plural).
	 */
	private function post_type_label( Context $context, bool $singular ): string {
		$name = '';
		if ( Context::POST_TYPE_ARCHIVE === $context->kind ) {
			$name = $context->post_type;
		} elseif ( Context::SINGULAR === $context->kind || Context::BLOG === $context->kind ) {
			$name = (string) $context->post?->post_type;
		}
		$type = '' === $name ? null : get_post_type_object( $name );
		if ( null === $type ) {
			return '';
		}
		return (string) ( $singular ? $type->labels->singular_name : $type->labels->name );
	}

	/**
	 * The title of a post's parent, as stored (like %title%); '' without a published parent, so
	 * the title of a draft or private parent never reaches a public page.
	 *
	 * The parent is usually in memory already: a child page's permalink is built from its
	 * ancestors' slugs.
	 *
	 * @param \WP_Post $post Post.
	 */
	private function parent_title( \WP_Post $post ): string {
		$parent = $post->post_parent > 0 ? get_post( $post->post_parent ) : null;
		return $parent instanceof \WP_Post && 'publish' === $parent->post_status ? $parent->post_title : '';
	}

	/**
	 * The %term_hierarchy% value: the term's ancestors, root first, and the term itself, joined
	 * with the separator (the breadcrumb's order): the term of a term archive, the primary
	 * category of a post. '' elsewhere.
	 *
	 * Ancestors come from WordPress's term cache: on a term archive they are there already (the
	 * term's own link and feed link are built from their slugs); elsewhere those missing are
	 * loaded in one query (TermAncestors).
	 *
	 * @param Context $context   Page context.
	 * @param string  $separator Separator.
	 */
	private function term_hierarchy( Context $context, string $separator ): string {
		$term = match ( $context->kind ) {
			Context::TERM => $context->term,
			Context::SINGULAR, Context::BLOG => $context->first_category(),
			default => null,
		};
		if ( null === $term ) {
			return '';
		}
		$names = array();
		foreach ( TermAncestors::of( $term ) as $ancestor ) {
			$names[] = $ancestor->name;
		}
		$names[] = $term->name;
		return implode( ' ' . $separator . ' ', $names );
	}

	/**
	 * A post's terms of one taxonomy, their names joined with a comma.
	 *
	 * @param \WP_Post $post     Post.
	 * @param string   $taxonomy Taxonomy.
	 */
	private function term_names( \WP_Post $post, string $taxonomy ): string {
		$terms = get_the_terms( $post, $taxonomy );
		return is_array( $terms ) ? implode( ', ', wp_list_pluck( $terms, 'name' ) ) : '';
	}

	/**
	 * The values every template of a context shares.
	 *
	 * @param Context $context Page context.
	 * @return array<string, mixed>
	 */
	private function base( Context $context ): array {
		$tagline   = (string) get_bloginfo( 'description' );
		$separator = (string) $this->settings->get( 'separator' );
		$values    = array(
			'site_name'                 => (string) get_bloginfo( 'name' ),
			'tagline'                   => $tagline,
			'separator'                 => $separator,
			'auto_generate_description' => (bool) $this->settings->get( 'auto_generate_description' ),
			'description_length'        => Limits::get( 'description' ),
			'default_description'       => '',
			'page'                      => $this->page_text( $context, $separator ),
			'page_number'               => (string) $context->page,
			'page_total'                => (string) max( 1, $context->pages ),
		);

		switch ( $context->kind ) {
			case Context::SINGULAR:
			case Context::BLOG:
				$values['default_description'] = $tagline;
				$post                          = $context->post;
				if ( null === $post ) {
					break;
				}
				// Raw fields, as the editor previews see them, so previews and pages agree.
				$values['title'] = $post->post_title;
				if ( '' === $post->post_password ) {
					// Never leak the text of a password-protected post into the head.
					$values['excerpt'] = $post->post_excerpt;
					$values['content'] = $post->post_content;
				}
				break;

			case Context::HOME:
				// The home page has no post: its %title% is the tagline. Without a tagline it is empty,
				// so the default '%title% - %site_name%' reads "Site" rather than "Site - Site".
				$values['title']               = $tagline;
				$values['excerpt']             = $tagline;
				$values['permalink']           = home_url( '/' );
				$values['default_description'] = $tagline;
				if ( '' === TemplateVariables::plain_text( $tagline ) && $values['auto_generate_description'] ) {
					$values['default_description'] = self::listing_description(
						/* translators: 1: site name, 2: titles of the latest posts, separated by commas. */
						__( 'Latest posts from %1$s: %2$s', 'lodestar' ),
						$values['site_name'],
						$context->posts,
						$values['description_length']
					);
				}
				break;

			case Context::TERM:
				$term                       = $context->term;
				$values['title']            = $term->name;
				$values['term_title']       = $term->name;
				$values['term_description'] = $term->description;
				$values['excerpt']          = $this->summary( $term->description );
				if ( '' === $values['excerpt'] && $values['auto_generate_description'] ) {
					$values['default_description'] = self::listing_description(
						/* translators: 1: category, tag or term name, 2: titles of its latest posts, separated by commas. */
						__( 'Latest posts in %1$s: %2$s', 'lodestar' ),
						$term->name,
						$context->posts,
						$values['description_length']
					);
				}
				break;

			case Context::POST_TYPE_ARCHIVE:
				$type            = get_post_type_object( $context->post_type );
				$values['title'] = $type ? (string) $type->labels->name : '';
				if ( $type ) {
					$values['excerpt'] = $this->summary( (string) $type->description );
				}
				break;

			case Context::AUTHOR:
				$user                  = $context->user;
				$values['title']       = $user->display_name;
				$values['author_name'] = $user->display_name;
				// WP_User loads its meta with its capabilities: the biography costs no query.
				$values['excerpt'] = $this->summary( (string) $user->description );
				break;

			case Context::DATE:
				$values['title'] = $this->date_title( $context->date );
				break;

			case Context::SEARCH:
				$values['search_query'] = $context->search;
				/* translators: %s: search phrase. */
				$values['title'] = sprintf( __( 'Search results for “%s”', 'lodestar' ), $context->search );
				break;

			case Context::NOT_FOUND:
				$values['title'] = __( 'Page not found', 'lodestar' );
				break;
		}

		return $values;
	}

	/**
	 * The %page% value: " - Page 2 of 3" on page 2 and later, '' on page 1.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context   Page context.
	 * @param string  $separator Separator.
	 */
	public function page_text( Context $context, string $separator ): string {
		if ( ! $context->is_paged() ) {
			return '';
		}
		$text = $context->pages >= $context->page
			/* translators: 1: current page number, 2: number of pages. */
			? sprintf( __( 'Page %1$d of %2$d', 'lodestar' ), $context->page, $context->pages )
			/* translators: %d: current page number. */
			: sprintf( __( 'Page %d', 'lodestar' ), $context->page );
		return ' ' . $separator . ' ' . $text;
	}

	/**
	 * The description built for a listing that has none: "Latest posts from Site: First
	 * title, Second title" (home page) or "Latest posts in Term: ..." (term archive), with as
	 * many of the listed posts' titles, in the listing's order, as fit in the description
	 * length; only the name when nothing is listed; the name and first title cut at a word
	 * boundary when even one title does not fit. The TypeScript twin is listingDescription()
	 * in src/utils/resolvers.ts.
	 *
	 * Returned HTML-escaped: the engine reads `default_description` as HTML and turns it into
	 * text once more (TemplateVariables rule 2), which gives back exactly this text.
	 *
	 * @param string     $format Translated format: 1: the name, 2: the titles.
	 * @param string     $name   Site or term name (may hold entities, as stored).
	 * @param \WP_Post[] $posts  Listed posts.
	 * @param int        $limit  Description length in code points.
	 */
	private static function listing_description( string $format, string $name, array $posts, int $limit ): string {
		$name    = TemplateVariables::plain_text( $name );
		$compose = static fn ( string $list ): string => '' === $name ? $list : sprintf( $format, $name, $list );
		$join    = null;
		$first   = '';
		$list    = '';
		// Titles are made plain one at a time, as the list grows: the loop stops at the first
		// that does not fit, and the rest of the page's posts are never read.
		foreach ( $posts as $post ) {
			$title = TemplateVariables::plain_text( $post->post_title );
			if ( '' === $title ) {
				continue;
			}
			if ( '' === $first ) {
				$first = $title;
			} else {
				/* translators: 1: post titles so far, 2: the next post title. */
				$join ??= _x( '%1$s, %2$s', 'list of post titles', 'lodestar' );
			}
			$longer = '' === $list ? $title : sprintf( (string) $join, $list, $title );
			if ( TemplateVariables::length( $compose( $longer ) ) > $limit ) {
				break;
			}
			$list = $longer;
		}
		if ( '' === $first ) {
			return htmlspecialchars( TemplateVariables::trim_to_length( $name, $limit ), ENT_NOQUOTES, 'UTF-8' );
		}
		$text = '' === $list ? TemplateVariables::trim_to_length( $compose( $first ), $limit ) : $compose( $list );
		return htmlspecialchars( $text, ENT_NOQUOTES, 'UTF-8' );
	}

	/**
	 * A description cut to the description length at a word boundary.
	 *
	 * @param string $html Description (may hold HTML).
	 */
	private function summary( string $html ): string {
		return TemplateVariables::trim_to_length( TemplateVariables::plain_text( $html ), Limits::get( 'description' ) );
	}

	/**
	 * Readable title of a date archive: "2024", "March 2024", "March 5, 2024".
	 *
	 * @param array<string, int> $date Date parts.
	 */
	private function date_title( array $date ): string {
		$year = (int) ( $date['year'] ?? 0 );
		if ( empty( $date['month'] ) ) {
			return (string) $year;
		}
		$utc       = new \DateTimeZone( 'UTC' );
		$timestamp = gmmktime( 12, 0, 0, (int) $date['month'], max( 1, (int) ( $date['day'] ?? 1 ) ), $year );
		if ( empty( $date['day'] ) ) {
			/* translators: Date format of a month archive title, see https://www.php.net/manual/datetime.format.php */
			return (string) wp_date( _x( 'F Y', 'month archive title', 'lodestar' ), $timestamp, $utc );
		}
		return (string) wp_date( (string) get_option( 'date_format' ), $timestamp, $utc );
	}

	/**
	 * The %archive_title% value: "Category: News", "Author: Jane", "Month: March 2024", ...
	 *
	 * @param Context $context Page context.
	 * @param string  $title   The context's %title%.
	 */
	private function archive_title( Context $context, string $title ): string {
		switch ( $context->kind ) {
			case Context::TERM:
				$taxonomy = get_taxonomy( $context->term->taxonomy );
				$label    = $taxonomy ? (string) $taxonomy->labels->singular_name : '';
				/* translators: 1: taxonomy name such as Category, 2: term name. */
				return '' === $label ? $title : sprintf( _x( '%1$s: %2$s', 'term archive title', 'lodestar' ), $label, $title );
			case Context::POST_TYPE_ARCHIVE:
				/* translators: %s: post type name such as Books. */
				return sprintf( __( 'Archives: %s', 'lodestar' ), $title );
			case Context::AUTHOR:
				/* translators: %s: author name. */
				return sprintf( __( 'Author: %s', 'lodestar' ), $title );
			case Context::DATE:
				if ( empty( $context->date['month'] ) ) {
					/* translators: %s: year. */
					return sprintf( __( 'Year: %s', 'lodestar' ), $title );
				}
				return empty( $context->date['day'] )
					/* translators: %s: month and year. */
					? sprintf( __( 'Month: %s', 'lodestar' ), $title )
					/* translators: %s: date. */
					: sprintf( __( 'Day: %s', 'lodestar' ), $title );
			case Context::SEARCH:
			case Context::HOME:
			case Context::BLOG:
				return $title;
		}
		return '';
	}
}
