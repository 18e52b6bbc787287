<?php
/**
 * Writes sitemap XML.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Meta\Fields;
use Lodestar\Repositories\SitemapRepository;
use Lodestar\Seo\Context;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Settings\SettingsRepository;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the index and each sitemap page, entry by entry, into a sink callback: the server
 * streams the chunks to the client as they come and keeps them for the cache, so memory is one
 * page's worth whatever the size of the site.
 *
 * @since 0.2.0
 */
class Renderer {

	public const NS_SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
	public const NS_IMAGE   = 'http://www.google.com/schemas/sitemap-image/1.1';
	public const NS_VIDEO   = 'http://www.google.com/schemas/sitemap-video/1.1';
	public const NS_NEWS    = 'http://www.google.com/schemas/sitemap-news/0.9';

	/**
	 * Images per URL (the protocol's limit).
	 */
	private const MAX_IMAGES = 1000;

	/**
	 * Newest news posts read first for the index's news entry.
	 */
	private const NEWS_PROBE = 10;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository  $settings     Settings.
	 * @param Registry            $registry     Sitemaps.
	 * @param SitemapRepository   $repository   Queries.
	 * @param RobotsResolver      $robots       Indexability rules.
	 * @param DescriptionResolver $descriptions Descriptions (video entries).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private Registry $registry,
		private SitemapRepository $repository,
		private RobotsResolver $robots,
		private DescriptionResolver $descriptions
	) {}

	/**
	 * URL of a sitemap page ('index' for the index).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @param int    $page Page number.
	 */
	public static function url( string $name, int $page = 1 ): string {
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			// Plain permalinks: no rewrite rules, the query variables route the request.
			$args = array( Router::QUERY_VAR => $name );
			if ( 'index' !== $name && 'news' !== $name ) {
				$args[ Router::QUERY_VAR_PAGE ] = max( 1, $page );
			}
			return add_query_arg( $args, home_url( '/' ) );
		}
		if ( 'index' === $name ) {
			return home_url( '/sitemap_index.xml' );
		}
		if ( 'news' === $name ) {
			return home_url( '/news-sitemap.xml' );
		}
		return home_url( '/' . $name . '-sitemap-' . max( 1, $page ) . '.xml' );
	}

	/**
	 * Renders the index: every non-empty sitemap page with its lastmod.
	 *
	 * @since 0.2.0
	 *
	 * @param callable(string):void $sink Receives the XML chunks.
	 */
	public function index( callable $sink ): void {
		$sink( $this->head() . '<sitemapindex xmlns="' . self::NS_SITEMAP . '">' . "\n" );
		foreach ( $this->registry->sitemaps() as $name => $sitemap ) {
			if ( 'news' === $sitemap['kind'] ) {
				$newest = $this->newest_news_post();
				if ( null !== $newest ) {
					$sink( $this->index_entry( self::url( 'news' ), (string) $newest->post_modified_gmt ) );
				}
				continue;
			}
			foreach ( $this->registry->pages( $name ) as $i => $page ) {
				$sink( $this->index_entry( self::url( $name, $i + 1 ), $page['lastmod'] ) );
			}
		}
		$sink( '</sitemapindex>' . "\n" );
	}

	/**
	 * Renders one page of a sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @param string                $name Sitemap name.
	 * @param int                   $page Page number.
	 * @param callable(string):void $sink Receives the XML chunks.
	 * @return bool False when the page does not exist (nothing was written).
	 */
	public function page( string $name, int $page, callable $sink ): bool {
		$sitemap = $this->registry->get( $name );
		if ( null === $sitemap ) {
			return false;
		}
		if ( 'news' === $sitemap['kind'] ) {
			if ( 1 !== $page ) {
				return false;
			}
			$this->news( $sink );
			return true;
		}
		if ( 'post_type' === $sitemap['kind'] ) {
			$start = $this->registry->page_start( $name, $page );
			if ( null === $start ) {
				return false;
			}
			$this->posts( $name, $page, $start, $sink );
			return true;
		}
		$pages = $this->registry->pages( $name );
		if ( $page < 1 || ! isset( $pages[ $page - 1 ] ) ) {
			return false;
		}
		$start  = $pages[ $page - 1 ]['start'];
		$before = $pages[ $page ]['start'] ?? 0;
		$size   = $this->registry->page_size();
		switch ( $sitemap['kind'] ) {
			case 'taxonomy':
				$this->terms( $name, $start, $size, $sink );
				break;
			case 'author':
				$this->authors( $start, $size, $sink );
				break;
			case 'video':
				$this->videos( $start, $before, $size, $sink );
				break;
		}
		return true;
	}

	/**
	 * A post type page: `size` listable posts from its first ID (the first page opens with the
	 * extra URLs of Registry::extras()). Reading one post past the page tells where the next
	 * page starts; that and the page's lastmod are remembered for the index.
	 *
	 * @param string                $type  Post type.
	 * @param int                   $page  Page number.
	 * @param int                   $start First ID.
	 * @param callable(string):void $sink  Sink.
	 */
	private function posts( string $type, int $page, int $start, callable $sink ): void {
		$images = (bool) $this->settings->get( 'enable_xml_image_sitemap' );
		$sink( $this->head() . '<urlset xmlns="' . self::NS_SITEMAP . '"' . ( $images ? ' xmlns:image="' . self::NS_IMAGE . '"' : '' ) . '>' . "\n" );
		$lastmod = '';
		if ( 1 === $page ) {
			foreach ( $this->registry->extras( $type ) as $extra ) {
				$sink( '<url><loc>' . $this->esc( $extra['loc'] ) . '</loc>' . $this->lastmod( $extra['lastmod'] ) . "</url>\n" );
				$lastmod = max( $lastmod, $extra['lastmod'] );
			}
		}
		list( $rows, $next ) = $this->page_rows( $type, $start );
		$rows                = array_values( array_filter( $rows, fn ( $row ) => '' === (string) $row->post_password ) );
		$posts               = $this->listed_posts( $rows, $type );
		foreach ( $posts as $post ) {
			$lastmod = max( $lastmod, (string) $post->post_modified_gmt );
		}
		if ( $images ) {
			$this->prime_thumbnails( $posts );
		}
		foreach ( $posts as $post ) {
			$xml = '<url><loc>' . $this->esc( (string) get_permalink( $post ) ) . '</loc>' . $this->lastmod( $post->post_modified_gmt );
			if ( $images ) {
				foreach ( $this->images_of( $post ) as $image ) {
					$xml .= '<image:image><image:loc>' . $this->esc( $image ) . '</image:loc></image:image>';
				}
			}
			$sink( $xml . "</url>\n" );
		}
		$sink( "</urlset>\n" );
		$this->registry->remember_page( $type, $page, $next, $lastmod );
	}

	/**
	 * The rows of a post type page (`size` listable candidates from its first ID) and the first
	 * ID of the next page (0 for none), read in page-sized keyset batches.
	 *
	 * @param string $type  Post type.
	 * @param int    $start First ID.
	 * @return array{0:list<object>, 1:int}
	 */
	private function page_rows( string $type, int $start ): array {
		$size     = $this->registry->page_size();
		$flags    = (string) $this->registry->flags( $type );
		$excluded = array_flip( $this->registry->excluded( $type ) );
		$rows     = array();
		$cursor   = $start;
		do {
			$batch = $this->repository->candidates_from( $type, Registry::status_of( $type ), $flags, $cursor, $size + 1 );
			foreach ( $batch as $row ) {
				$cursor = (int) $row->ID + 1;
				if ( isset( $excluded[ (int) $row->ID ] ) ) {
					continue;
				}
				if ( count( $rows ) === $size ) {
					return array( $rows, (int) $row->ID );
				}
				$rows[] = $row;
			}
		} while ( count( $batch ) === $size + 1 );
		return array( $rows, 0 );
	}

	/**
	 * Turns rows into cached posts and keeps those the robots rules let be indexed.
	 *
	 * @param list<object> $rows Post rows.
	 * @param string       $type Post type ('' for mixed).
	 * @return list<WP_Post>
	 */
	private function listed_posts( array $rows, string $type ): array {
		$posts = array();
		foreach ( $rows as $row ) {
			$row->filter = 'raw'; // Whole rows: get_post() takes them as they are instead of reloading each.
			// As sanitize_post() leaves them: core compares IDs strictly (a static front page's link).
			$row->ID          = (int) $row->ID;
			$row->post_parent = (int) $row->post_parent;
			$row->menu_order  = (int) $row->menu_order;
			$posts[]     = new WP_Post( $row );
		}
		if ( array() === $posts ) {
			return array();
		}
		$ids = wp_list_pluck( $posts, 'ID' );
		update_meta_cache( 'post', $ids );
		if ( '' === $type || is_post_type_hierarchical( $type ) ) {
			update_post_cache( $posts ); // Parents of hierarchical permalinks come from the cache.
		}
		$structure = (string) get_option( 'permalink_structure' );
		if ( ( '' === $type || 'post' === $type ) && str_contains( $structure, '%category%' ) ) {
			update_object_term_cache( $ids, 'post' );
		}
		if ( str_contains( $structure, '%author%' ) ) {
			cache_users( array_unique( array_map( 'intval', wp_list_pluck( $posts, 'post_author' ) ) ) );
		}
		$defaults = array();
		return array_values(
			array_filter(
				$posts,
				function ( WP_Post $post ) use ( &$defaults ): bool {
					if ( $this->has_own_fields( $post->ID ) ) {
						return $this->robots->is_indexable( Context::singular( $post ) );
					}
					// The rules read a post's own Lodestar fields and its type: a post without
					// fields gets its type's verdict, asked once per type of a page.
					if ( ! isset( $defaults[ $post->post_type ] ) ) {
						$defaults[ $post->post_type ] = ! $this->registry->type_noindexed( $post->post_type );
					}
					return $defaults[ $post->post_type ];
				}
			)
		);
	}

	/**
	 * Whether a post has any Lodestar field stored (its meta is primed).
	 *
	 * @param int $post_id Post ID.
	 */
	private function has_own_fields( int $post_id ): bool {
		foreach ( array_keys( (array) get_post_meta( $post_id ) ) as $key ) {
			if ( str_starts_with( (string) $key, Fields::PREFIX ) && ! in_array( $key, array( SitemapRepository::VIDEO_KEY, SitemapRepository::PROTECTED_KEY ), true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Loads the featured images of a page's posts in two queries.
	 *
	 * @param list<WP_Post> $posts Posts.
	 */
	private function prime_thumbnails( array $posts ): void {
		$ids = array();
		foreach ( $posts as $post ) {
			$id = (int) get_post_meta( $post->ID, '_thumbnail_id', true );
			if ( $id > 0 ) {
				$ids[] = $id;
			}
		}
		if ( array() !== $ids ) {
			_prime_post_caches( array_unique( $ids ), false, true );
		}
	}

	/**
	 * Image URLs of a post: the featured image, then the images in its content.
	 *
	 * @param WP_Post $post Post.
	 * @return list<string>
	 */
	private function images_of( WP_Post $post ): array {
		$images = array();
		if ( 'attachment' === $post->post_type ) {
			if ( wp_attachment_is_image( $post ) ) {
				$images[] = (string) wp_get_attachment_url( $post->ID );
			}
		} else {
			$thumbnail = (int) get_post_meta( $post->ID, '_thumbnail_id', true );
			if ( $thumbnail > 0 ) {
				$images[] = (string) wp_get_attachment_url( $thumbnail );
			}
			if ( str_contains( $post->post_content, '<img' ) && preg_match_all( '/<img\s[^>]*?\bsrc\s*=\s*(["\'])(.+?)\1/i', $post->post_content, $matches ) ) {
				foreach ( $matches[2] as $src ) {
					$images[] = $this->absolute( html_entity_decode( $src, ENT_QUOTES | ENT_HTML5 ) );
				}
			}
		}
		$images = array_values( array_unique( array_filter( $images, fn ( $url ) => (bool) preg_match( '#^https?://#i', $url ) ) ) );
		/**
		 * Filters the image URLs of a post in the image sitemap.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $images Image URLs.
		 * @param WP_Post      $post   Post.
		 */
		$images = (array) apply_filters( 'lodestar_sitemap_post_images', $images, $post );
		return array_slice( array_values( $images ), 0, self::MAX_IMAGES );
	}

	/**
	 * A taxonomy page.
	 *
	 * @param string                $taxonomy Taxonomy.
	 * @param int                   $start    First term ID.
	 * @param int                   $size     Page size.
	 * @param callable(string):void $sink     Sink.
	 */
	private function terms( string $taxonomy, int $start, int $size, callable $sink ): void {
		$sink( $this->head() . '<urlset xmlns="' . self::NS_SITEMAP . '">' . "\n" );
		$terms = array();
		foreach ( $this->repository->terms_from( $taxonomy, $start, $size ) as $row ) {
			$terms[] = new WP_Term( $row );
		}
		update_term_cache( $terms );
		$lastmods = $this->repository->term_lastmods( wp_list_pluck( $terms, 'term_taxonomy_id' ) );
		foreach ( $terms as $term ) {
			if ( ! $this->robots->is_indexable( Context::term( $term ) ) ) {
				continue;
			}
			$link = get_term_link( $term );
			if ( is_wp_error( $link ) ) {
				continue;
			}
			$sink( '<url><loc>' . $this->esc( $link ) . '</loc>' . $this->lastmod( $lastmods[ (int) $term->term_taxonomy_id ] ?? '' ) . "</url>\n" );
		}
		$sink( "</urlset>\n" );
	}

	/**
	 * An author page.
	 *
	 * @param int                   $start First user ID.
	 * @param int                   $size  Page size.
	 * @param callable(string):void $sink  Sink.
	 */
	private function authors( int $start, int $size, callable $sink ): void {
		$sink( $this->head() . '<urlset xmlns="' . self::NS_SITEMAP . '">' . "\n" );
		$authors = array_filter( $this->registry->authors(), fn ( $id ) => $id >= $start, ARRAY_FILTER_USE_KEY );
		$authors = array_slice( $authors, 0, $size, true );
		cache_users( array_keys( $authors ) );
		foreach ( $authors as $id => $lastmod ) {
			$sink( '<url><loc>' . $this->esc( get_author_posts_url( (int) $id ) ) . '</loc>' . $this->lastmod( $lastmod ) . "</url>\n" );
		}
		$sink( "</urlset>\n" );
	}

	/**
	 * A video sitemap page.
	 *
	 * @param int                   $start  First post ID.
	 * @param int                   $before First ID of the next page, 0 for none.
	 * @param int                   $size   Page size.
	 * @param callable(string):void $sink   Sink.
	 */
	private function videos( int $start, int $before, int $size, callable $sink ): void {
		$sink( $this->head() . '<urlset xmlns="' . self::NS_SITEMAP . '" xmlns:video="' . self::NS_VIDEO . '">' . "\n" );
		$posts = $this->listed_posts( $this->repository->video_posts_from( $this->registry->post_types(), $start, $before, $size ), '' );
		$this->prime_thumbnails( $posts );
		foreach ( $posts as $post ) {
			$videos = Videos::of( $post );
			if ( array() === $videos ) {
				continue;
			}
			$title       = $this->text( get_the_title( $post ), 100 );
			$description = $this->text( $this->descriptions->resolve( Context::singular( $post ) ), 2048 );
			if ( '' === $description ) {
				$description = $title;
			}
			$poster = (int) get_post_meta( $post->ID, '_thumbnail_id', true ) > 0 ? (string) get_the_post_thumbnail_url( $post, 'full' ) : '';
			$xml    = '<url><loc>' . $this->esc( (string) get_permalink( $post ) ) . '</loc>';
			$count  = 0;
			foreach ( $videos as $video ) {
				$thumbnail = '' !== $video['thumbnail'] ? $video['thumbnail'] : $poster;
				if ( '' === $thumbnail || '' === $title ) {
					continue; // A thumbnail and a title are required.
				}
				++$count;
				$xml .= '<video:video><video:thumbnail_loc>' . $this->esc( $this->absolute( $thumbnail ) ) . '</video:thumbnail_loc>'
					. '<video:title>' . $this->esc( $title ) . '</video:title>'
					. '<video:description>' . $this->esc( $description ) . '</video:description>'
					. ( '' !== $video['content'] ? '<video:content_loc>' . $this->esc( $this->absolute( $video['content'] ) ) . '</video:content_loc>' : '' )
					. ( '' !== $video['player'] ? '<video:player_loc>' . $this->esc( $video['player'] ) . '</video:player_loc>' : '' )
					. '<video:publication_date>' . $this->w3c( $post->post_date_gmt ) . '</video:publication_date>'
					. '</video:video>';
			}
			if ( $count > 0 ) {
				$sink( $xml . "</url>\n" );
			}
		}
		$sink( "</urlset>\n" );
	}

	/**
	 * The news sitemap: posts of the last 48 hours.
	 *
	 * @param callable(string):void $sink Sink.
	 */
	private function news( callable $sink ): void {
		$sink( $this->head() . '<urlset xmlns="' . self::NS_SITEMAP . '" xmlns:news="' . self::NS_NEWS . '">' . "\n" );
		$name     = $this->text( (string) get_bloginfo( 'name' ), 256 );
		$language = self::news_language( get_locale() );
		foreach ( $this->news_posts() as $post ) {
			$sink(
				'<url><loc>' . $this->esc( (string) get_permalink( $post ) ) . '</loc><news:news><news:publication><news:name>'
				. $this->esc( '' !== $name ? $name : (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) . '</news:name><news:language>' . $this->esc( $language )
				. '</news:language></news:publication><news:publication_date>' . $this->w3c( $post->post_date_gmt ) . '</news:publication_date><news:title>'
				. $this->esc( $this->text( get_the_title( $post ), 500 ) ) . "</news:title></news:news></url>\n"
			);
		}
		$sink( "</urlset>\n" );
	}

	/**
	 * Indexable posts of the news sitemap, newest first (at most 1,000, the protocol's limit).
	 *
	 * @return list<WP_Post>
	 */
	private function news_posts(): array {
		$since = gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS );
		return $this->listed_posts( $this->repository->news_posts( $this->registry->news_post_types(), $since, 1000 ), '' );
	}

	/**
	 * The first post of the news sitemap, or null when it lists none (the index needs no more:
	 * a few of the newest posts are read first, the whole list only when none of them is listed).
	 */
	private function newest_news_post(): ?WP_Post {
		$since = gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS );
		$rows  = $this->repository->news_posts( $this->registry->news_post_types(), $since, self::NEWS_PROBE );
		$posts = $this->listed_posts( $rows, '' );
		if ( array() === $posts && count( $rows ) === self::NEWS_PROBE ) {
			$posts = $this->news_posts();
		}
		return $posts[0] ?? null;
	}

	/**
	 * The news language code of a locale (ISO 639; Chinese keeps its script).
	 *
	 * @since 0.2.0
	 *
	 * @param string $locale WordPress locale, e.g. de_DE.
	 */
	public static function news_language( string $locale ): string {
		$locale = strtolower( str_replace( '_', '-', $locale ) );
		if ( 'zh-cn' === $locale || 'zh-tw' === $locale ) {
			return $locale;
		}
		$language = strtok( $locale, '-' );
		return false !== $language && '' !== $language ? $language : 'en';
	}

	/**
	 * XML declaration and stylesheet reference.
	 */
	private function head(): string {
		return '<?xml version="1.0" encoding="UTF-8"?>' . "\n" . '<?xml-stylesheet type="text/xsl" href="' . $this->esc( Stylesheet::url() ) . '"?>' . "\n";
	}

	/**
	 * One index entry.
	 *
	 * @param string $loc     Sitemap URL.
	 * @param string $lastmod 'Y-m-d H:i:s' GMT or ''.
	 */
	private function index_entry( string $loc, string $lastmod ): string {
		return '<sitemap><loc>' . $this->esc( $loc ) . '</loc>' . $this->lastmod( $lastmod ) . "</sitemap>\n";
	}

	/**
	 * A lastmod element, or '' without a date.
	 *
	 * @param string $gmt 'Y-m-d H:i:s' GMT.
	 */
	private function lastmod( string $gmt ): string {
		$w3c = $this->w3c( $gmt );
		return '' === $w3c ? '' : '<lastmod>' . $w3c . '</lastmod>';
	}

	/**
	 * W3C datetime of a GMT MySQL date ('' for none).
	 *
	 * @param string $gmt 'Y-m-d H:i:s' GMT.
	 */
	private function w3c( string $gmt ): string {
		if ( '' === $gmt || str_starts_with( $gmt, '0000' ) ) {
			return '';
		}
		return str_replace( ' ', 'T', $gmt ) . '+00:00';
	}

	/**
	 * Plain text, one line, cut to a length.
	 *
	 * @param string $text Text (may hold markup or entities).
	 * @param int    $max  Most characters.
	 */
	private function text( string $text, int $max ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
		return mb_substr( $text, 0, $max );
	}

	/**
	 * An absolute URL (root-relative ones resolved against the home URL).
	 *
	 * @param string $url URL.
	 */
	private function absolute( string $url ): string {
		if ( str_starts_with( $url, '//' ) ) {
			return set_url_scheme( $url );
		}
		if ( str_starts_with( $url, '/' ) ) {
			return home_url( $url );
		}
		return $url;
	}

	/**
	 * Escapes text for XML content.
	 *
	 * @param string $text Text.
	 */
	private function esc( string $text ): string {
		return htmlspecialchars( $text, ENT_XML1 | ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	}
}
