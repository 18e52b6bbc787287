<?php
/**
 * One pass over the published content, shared by the content checks.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use Lodestar\Repositories\ContentFacts;
use Lodestar\Seo\Context;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Seo\TitleResolver;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads every published post of the analysed post types once, in keyset batches by ID (one
 * query for the rows and one for their meta per batch, whatever the number of posts), and
 * gathers what the content checks report:
 * - each indexable post's title and description as the head prints them (Seo\TitleResolver,
 *   Seo\DescriptionResolver): empty descriptions, and titles and descriptions that several
 *   posts share (compared after trimming, whitespace collapsing, Unicode NFC and lower case);
 * - internal links (href attributes of the content pointing to this site), which give the
 *   posts nothing links to (orphans) and the posts that link nowhere;
 * - `<img>` tags of the content without alt text;
 * - posts of at least THIN_WORDS words with no H2–H6 (the page checks' rule,
 *   Page\ContentScan::scan()), and, on an HTTPS site, the resources the content loads over
 *   http:// (Page\ContentScan::insecure_resources()): both read from the raw content and
 *   kept in the scan facts (ScanFacts::content_facts());
 * - words of the rendered text: a post whose raw text has fewer than THIN_WORDS words is
 *   rendered (`the_content` filters: blocks, shortcodes, builders, fields a filter adds) and
 *   counted again; one with enough raw words is not rendered (rendering adds text, it does not
 *   remove any), which keeps the pass fast on long content.
 * Only indexable posts are reported (a noindexed page's title, length or links do not matter
 * to search engines); every published post counts as a link source.
 *
 * The costly facts of a post (its resolved title and description, the words of its rendered
 * text) are read from ScanFacts when stored and fresh, else computed as above and stored for
 * the next scan (in batches): the results are the same either way (ScanFactsTest).
 *
 * @since 0.3.0
 */
class ContentScan {

	/**
	 * Posts per batch.
	 *
	 * @since 0.3.0
	 */
	public const BATCH = 500;

	/**
	 * Fewer words than this is thin content.
	 *
	 * @since 0.3.0
	 */
	public const THIN_WORDS = 300;

	/**
	 * The gathered facts (null until run).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $facts = null;

	/**
	 * Constructor.
	 *
	 * @param ContentFacts        $content      Content queries.
	 * @param RobotsResolver      $robots       Indexability rules.
	 * @param TitleResolver       $titles       Titles as the head prints them.
	 * @param DescriptionResolver $descriptions Descriptions as the head prints them.
	 * @param ScanFacts|null      $stored       Stored per-post facts (null: none read or written).
	 */
	public function __construct(
		private ContentFacts $content,
		private RobotsResolver $robots,
		private TitleResolver $titles,
		private DescriptionResolver $descriptions,
		private ?ScanFacts $stored = null
	) {}

	/**
	 * The post types the content checks look at: public ones but attachments.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		return self::analysed_post_types();
	}

	/**
	 * The post types the content checks and the attention list look at (post_types()).
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public static function analysed_post_types(): array {
		$types = array_values( array_diff( array_values( get_post_types( array( 'public' => true ) ) ), array( 'attachment' ) ) );
		/**
		 * Filters the post types the site analysis' content checks look at.
		 *
		 * @since 0.3.0
		 *
		 * @param list<string> $types Public post types but attachments.
		 */
		return array_values( array_filter( (array) apply_filters( 'lodestar_analysis_post_types', $types ), 'post_type_exists' ) );
	}

	/**
	 * Forgets the facts (the next facts() scans again).
	 *
	 * @since 0.3.0
	 */
	public function reset(): void {
		$this->facts = null;
	}

	/**
	 * The facts, scanning once per instance.
	 *
	 * @since 0.3.0
	 *
	 * @return array{
	 *     scanned: int,
	 *     indexable: int,
	 *     missing_description: ObjectSample,
	 *     thin: ObjectSample,
	 *     no_outbound: ObjectSample,
	 *     orphans: ObjectSample,
	 *     images_without_alt: ObjectSample,
	 *     images_without_alt_count: int,
	 *     no_subheadings: ObjectSample,
	 *     https: bool,
	 *     insecure_resources: ObjectSample,
	 *     insecure_resources_count: int,
	 *     duplicate_titles: array{groups: int, sample: ObjectSample},
	 *     duplicate_descriptions: array{groups: int, sample: ObjectSample}
	 * }
	 */
	public function facts(): array {
		if ( null === $this->facts ) {
			$this->facts = $this->scan();
		}
		return $this->facts;
	}

	/**
	 * Words of a text (letters and digits, with inner apostrophes and hyphens; each Chinese or
	 * Japanese character counts as a word, those scripts do not separate words).
	 *
	 * With $enough, an ASCII text's words are counted in its opening while that holds fewer:
	 * the result is exact below $enough, and at least $enough otherwise (an opening never
	 * holds more words than the whole text), so a long post is not counted to its end.
	 *
	 * @since 0.3.0
	 * @since 0.4.0 $enough.
	 *
	 * @param string $html   HTML or text.
	 * @param int    $enough Count needed at most (0: count every word).
	 */
	public static function word_count( string $html, int $enough = 0 ): int {
		// Tags (and block comments) become spaces, so words on both sides of a tag stay apart;
		// scripts and styles go with their content.
		$text = html_entity_decode( wp_strip_all_tags( str_replace( '<', ' <', TemplateVariables::strip_shortcodes( $html ) ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		if ( ! preg_match( '/[\x80-\xFF]/', $text ) ) {
			// ASCII only: the letters, digits and marks below are A-Z, a-z and 0-9, and no ’ or CJK
			// character can occur; the byte pattern finds the same words faster.
			$pattern = "/[A-Za-z0-9]+(?:['-][A-Za-z0-9]+)*/";
			for ( $bytes = 8 * $enough; $bytes > 0 && $bytes < strlen( $text ); $bytes *= 4 ) {
				$count = (int) preg_match_all( $pattern, substr( $text, 0, $bytes ) );
				if ( $count >= $enough ) {
					return $count;
				}
			}
			return (int) preg_match_all( $pattern, $text );
		}
		$cjk = 0;
		// Bytes E3-E9 start the UTF-8 sequences of U+3000 to U+9FFF (kana and the common ideographs).
		if ( false !== strpbrk( $text, "\xE3\xE4\xE5\xE6\xE7\xE8\xE9" ) ) {
			$cjk  = (int) preg_match_all( '/[\p{Han}\p{Hiragana}\p{Katakana}]/u', $text );
			$text = (string) preg_replace( '/[\p{Han}\p{Hiragana}\p{Katakana}]/u', ' ', $text );
		}
		return $cjk + (int) preg_match_all( "/[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/u", $text );
	}

	/**
	 * The key two titles or descriptions share when a reader would call them the same.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Plain text.
	 */
	public static function comparison_key( string $text ): string {
		$text = TemplateVariables::collapse_whitespace( $text );
		if ( ! preg_match( '/[\x80-\xFF]/', $text ) ) {
			// ASCII: already in NFC, and its lower case is the ASCII one.
			return md5( strtolower( $text ), true );
		}
		if ( class_exists( \Normalizer::class ) ) {
			$text = (string) \Normalizer::normalize( $text, \Normalizer::FORM_C );
		}
		return md5( mb_strtolower( $text, 'UTF-8' ), true );
	}

	/**
	 * Runs the pass.
	 *
	 * @return array<string, mixed>
	 */
	private function scan(): array {
		$types     = $this->post_types();
		$site      = $this->site_host();
		$structure = (string) get_option( 'permalink_structure' );
		$front     = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		// Every page links to the home page and the page for posts: they are never orphans.
		$excluded = array_values( array_filter( array( $front, (int) get_option( 'page_for_posts' ) ) ) );

		$missing    = new ObjectSample();
		$thin       = new ObjectSample();
		$no_out     = new ObjectSample();
		$no_alt     = new ObjectSample();
		$alt_count  = 0;
		$no_heads   = new ObjectSample();
		$insecure   = new ObjectSample();
		$mixed      = 0;
		$https      = 'https' === wp_parse_url( home_url( '/' ), PHP_URL_SCHEME ); // Mixed content exists on HTTPS pages only.
		$scanned    = 0;
		$indexable  = 0;
		$linked     = array(); // Link keys some other post links to.
		$targets    = array(); // Indexable post ID => its link key.
		$title_dups = new DuplicateIndex();
		$desc_dups  = new DuplicateIndex();
		$addresses  = new PostAddresses();
		$env        = $this->stored?->environment() ?? array(
			'render' => '',
			'site'   => '',
		);

		$after = 0;
		do {
			$rows = $this->content->published_after( $types, $after, self::BATCH );
			if ( array() === $rows ) {
				break;
			}
			$posts = $this->prime( $rows, $structure );
			$after = (int) end( $rows )->ID;
			foreach ( $posts as $post ) {
				++$scanned;
				$context  = Context::singular( $post, 1, $front === $post->ID );
				$own_key  = $this->link_key( $addresses->of( $post ), $site );
				$internal = $this->collect_links( $post, $site, $own_key, $linked );
				if ( ! $this->robots->is_indexable( $context ) ) {
					continue;
				}
				++$indexable;
				// The title and edit link only for the posts a sample lists.
				$entry = static fn ( string $format = '%s', int $count = 0 ): \Closure => static fn (): array => array( sprintf( $format, ObjectSample::title_text( $post->post_title ), $count ), ObjectSample::post_url( $post->ID ) );

				list( $title, $description, $words, $content ) = $this->post_facts( $post, $context, $front === $post->ID, $env );

				if ( '' !== $title ) {
					$title_dups->add( self::comparison_key( $title ), $post->ID, $title );
				}
				if ( '' === $description ) {
					$missing->add_lazy( $entry() );
				} else {
					$desc_dups->add( self::comparison_key( $description ), $post->ID, $description );
				}

				if ( 0 === $internal ) {
					$no_out->add_lazy( $entry() );
				}
				if ( ! in_array( $post->ID, $excluded, true ) && null !== $own_key ) {
					$targets[ $post->ID ] = $own_key;
				}

				$images = self::images_without_alt( $post->post_content );
				if ( $images > 0 ) {
					$alt_count += $images;
					/* translators: 1: post title, 2: number of images. */
					$no_alt->add_lazy( $entry( _n( '%1$s (%2$d image)', '%1$s (%2$d images)', $images, 'lodestar' ), $images ) );
				}

				if ( $words < self::THIN_WORDS ) {
					/* translators: 1: post title, 2: number of words. */
					$thin->add_lazy( $entry( _n( '%1$s (%2$d word)', '%1$s (%2$d words)', $words, 'lodestar' ), $words ) );
				} elseif ( 0 === $content['h'] ) {
					// A long text (not thin) without any H2–H6: the page checks' sub_headings rule.
					$no_heads->add_lazy( $entry() );
				}

				if ( $https && $content['n'] > 0 ) {
					$mixed += $content['n'];
					$insecure->add_lazy( static fn (): array => array( self::insecure_entry( ObjectSample::title_text( $post->post_title ), $content['m'], $content['n'] ), ObjectSample::post_url( $post->ID ) ) );
				}
			}
			// The batch's meta is not needed again: keep memory flat over 100,000 posts.
			wp_cache_delete_multiple( wp_list_pluck( $posts, 'ID' ), 'post_meta' );
			$this->stored?->flush();
		} while ( count( $rows ) === self::BATCH );

		$orphans = new ObjectSample();
		$orphan_ids = array();
		foreach ( $targets as $id => $key ) {
			if ( ! isset( $linked[ $key ] ) && ! isset( $linked[ 'id:' . $id ] ) ) {
				$orphan_ids[] = $id;
			}
		}
		$titles = $this->content->post_titles( array_slice( $orphan_ids, 0, ObjectSample::LISTED ) );
		foreach ( $orphan_ids as $id ) {
			$orphans->add( ObjectSample::title_text( $titles[ $id ] ?? '' ), ObjectSample::post_url( $id ) );
		}

		return array(
			'scanned'                  => $scanned,
			'indexable'                => $indexable,
			'missing_description'      => $missing,
			'thin'                     => $thin,
			'no_outbound'              => $no_out,
			'orphans'                  => $orphans,
			'images_without_alt'       => $no_alt,
			'images_without_alt_count' => $alt_count,
			'no_subheadings'           => $no_heads,
			'https'                    => $https,
			'insecure_resources'       => $insecure,
			'insecure_resources_count' => $mixed,
			'duplicate_titles'         => $title_dups->report( $this->content ),
			'duplicate_descriptions'   => $desc_dups->report( $this->content ),
		);
	}

	/**
	 * Brings the stored facts (ScanFacts) of a run of posts up to date, as the scan would
	 * (Analysis\ScanFactsWarmup's batches): the published posts of the analysed types after an
	 * ID, in ID order, up to $limit posts or until $until (a microtime(true) value), whichever
	 * comes first. Each indexable post's facts are read and, when missing or stale, computed
	 * and stored by the code the scan runs (post_facts()); nothing else of the scan is done.
	 *
	 * @since 0.4.0
	 *
	 * @param int   $after Last post ID already brought up to date (0: from the first).
	 * @param int   $limit Most posts to look at.
	 * @param float $until When to stop (microtime(true)), at the latest.
	 * @return array{after: int, done: bool, posts: int, computed: int} The last post looked at, whether no
	 *         post is left after it, posts looked at, posts whose facts were computed.
	 */
	public function warm( int $after, int $limit, float $until ): array {
		$result = array(
			'after'    => $after,
			'done'     => false,
			'posts'    => 0,
			'computed' => 0,
		);
		if ( null === $this->stored ) {
			$result['done'] = true;
			return $result;
		}
		$types     = $this->post_types();
		$structure = (string) get_option( 'permalink_structure' );
		$front     = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		$env       = $this->stored->environment();
		$limit     = max( 1, $limit );
		while ( $result['posts'] < $limit ) {
			$want = min( self::BATCH, $limit - $result['posts'] );
			$rows = $this->content->published_after( $types, $result['after'], $want );
			$last = count( $rows ) < $want;
			$done = array();
			foreach ( $this->prime( $rows, $structure ) as $post ) {
				if ( $result['posts'] > 0 && microtime( true ) >= $until ) {
					$last = false;
					break;
				}
				++$result['posts'];
				$done[]          = $post->ID;
				$result['after'] = $post->ID;
				$context         = Context::singular( $post, 1, $front === $post->ID );
				// The scan stores facts of indexable posts only: it reads no others.
				if ( $this->robots->is_indexable( $context ) && null !== $this->post_facts( $post, $context, $front === $post->ID, $env, true ) ) {
					++$result['computed'];
				}
			}
			wp_cache_delete_multiple( wp_list_pluck( $rows, 'ID' ), 'post_meta' );
			$this->stored->flush();
			if ( $last ) {
				$result['done'] = true;
				break;
			}
			if ( count( $done ) < count( $rows ) ) {
				break;
			}
		}
		return $result;
	}

	/**
	 * A post's resolved title and description and the words of its rendered text: the stored
	 * facts when fresh (ScanFacts), else computed and queued to be stored (written at the next
	 * flush()). The one place the scan and the warm-up get them.
	 *
	 * @param WP_Post                             $post     Post (its meta cache primed).
	 * @param Context                             $context  Its context.
	 * @param bool                                $is_front Whether it is the front page.
	 * @param array{render: string, site: string} $env      ScanFacts::environment() (empty strings without stored facts).
	 * @param bool                                $warming  Whether only stale or missing facts are wanted (null when fresh).
	 * @return array{0: string, 1: string, 2: int, 3: array{h: int, m: list<string>, n: int}}|null Title, description,
	 *         words, content facts (ScanFacts::content_facts()); null when $warming and fresh.
	 */
	private function post_facts( WP_Post $post, Context $context, bool $is_front, array $env, bool $warming = false ): ?array {
		$fingerprints = null === $this->stored ? null : $this->stored->fingerprint( $post, $is_front, $env );
		$facts        = null === $fingerprints ? null : $this->stored->read( $post, $fingerprints );
		if ( $warming && ( $facts['fresh'] ?? false ) ) {
			return null;
		}
		$title       = $facts['t'] ?? $this->titles->resolve( $context );
		$description = $facts['d'] ?? $this->descriptions->resolve( $context );
		$words_hold  = isset( $facts['w'] );
		$words       = $facts['w'] ?? self::rendered_words( $post, null, $words_hold );
		$content     = $facts['c'] ?? ScanFacts::content_facts( $post->post_content );
		if ( null !== $fingerprints && ! ( $facts['fresh'] ?? false ) ) {
			$names = array_unique( array_merge( $this->titles->resolved_names( $context ), $this->descriptions->resolved_names( $context ) ) );
			$this->stored->queue( $post->ID, ScanFacts::facts( $post, $fingerprints, $title, $description, $names, $words, $words_hold, $content ) );
		}
		return array( $title, $description, $words, $content );
	}

	/**
	 * Turns a batch of rows into posts with what their permalinks and rules read primed (their
	 * meta, the parents of hierarchical posts, categories and authors where the permalink
	 * structure names them): a few queries per batch.
	 *
	 * @param list<object> $rows      Post rows (SELECT *).
	 * @param string       $structure Permalink structure.
	 * @return list<WP_Post>
	 */
	private function prime( array $rows, string $structure ): array {
		$posts        = array();
		$hierarchical = false;
		foreach ( $rows as $row ) {
			$row->filter      = 'raw';
			$row->ID          = (int) $row->ID;
			$row->post_parent = (int) $row->post_parent;
			$row->menu_order  = (int) $row->menu_order;
			$posts[]          = new WP_Post( $row );
			$hierarchical     = $hierarchical || is_post_type_hierarchical( $row->post_type );
		}
		$ids = wp_list_pluck( $posts, 'ID' );
		update_meta_cache( 'post', $ids );
		if ( $hierarchical ) {
			update_post_cache( $posts );
			// Ancestors from earlier or later batches, a level at a time.
			$parents = wp_list_pluck( $posts, 'post_parent' );
			for ( $level = 0; $level < 10; $level++ ) {
				$missing = array();
				foreach ( array_unique( $parents ) as $parent ) {
					if ( $parent > 0 && false === wp_cache_get( $parent, 'posts' ) ) {
						$missing[] = $parent;
					}
				}
				if ( array() === $missing ) {
					break;
				}
				_prime_post_caches( $missing, false, false );
				$parents = array();
				foreach ( $missing as $parent ) {
					$parent_post = wp_cache_get( $parent, 'posts' );
					if ( is_object( $parent_post ) ) {
						$parents[] = (int) $parent_post->post_parent;
					}
				}
			}
		}
		if ( str_contains( $structure, '%category%' ) ) {
			update_object_term_cache( $ids, 'post' );
		}
		if ( str_contains( $structure, '%author%' ) ) {
			cache_users( array_unique( array_map( 'intval', wp_list_pluck( $posts, 'post_author' ) ) ) );
		}
		return $posts;
	}

	/**
	 * Words of a post's text as a visitor reads it: the raw text when it already has enough,
	 * else the rendered content.
	 *
	 * @since 0.4.0 Public, and $rendered.
	 *
	 * @param WP_Post     $post     Post.
	 * @param string|null $rendered Its content with `the_content` applied, when known.
	 * @param bool|null   $from_raw Set to whether the raw text had enough words (no rendering counted).
	 */
	public static function rendered_words( WP_Post $post, ?string $rendered = null, ?bool &$from_raw = null ): int {
		$words    = self::word_count( $post->post_content, self::THIN_WORDS );
		$from_raw = $words >= self::THIN_WORDS;
		if ( $from_raw ) {
			return $words;
		}
		if ( null !== $rendered ) {
			return max( $words, self::word_count( $rendered ) );
		}
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- blocks and shortcodes render for the post being read.
		setup_postdata( $post );
		$html = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}
		return max( $words, self::word_count( $html ) );
	}

	/**
	 * How a list names a post with insecure resources: its title and the first addresses.
	 *
	 * @param string       $title Post title (plain text).
	 * @param list<string> $urls  The first insecure addresses.
	 * @param int          $total How many the post loads.
	 */
	private static function insecure_entry( string $title, array $urls, int $total ): string {
		$shown = array_slice( $urls, 0, 3 );
		/* translators: used between listed addresses. */
		$list = implode( __( ', ', 'lodestar' ), $shown );
		$more = $total - count( $shown );
		if ( $more > 0 ) {
			/* translators: 1: listed addresses, 2: number of addresses not listed. */
			$list = sprintf( _n( '%1$s and %2$d more', '%1$s and %2$d more', $more, 'lodestar' ), $list, $more );
		}
		/* translators: 1: post title, 2: number of insecure addresses, 3: the addresses. */
		return sprintf( _n( '%1$s (%2$d insecure resource: %3$s)', '%1$s (%2$d insecure resources: %3$s)', $total, 'lodestar' ), $title, $total, $list );
	}

	/**
	 * Number of `<img>` tags without a non-empty alt attribute.
	 *
	 * @since 0.3.0
	 *
	 * @param string $html HTML.
	 */
	public static function images_without_alt( string $html ): int {
		if ( false === stripos( $html, '<img' ) || ! preg_match_all( '/<img\b[^>]*>/i', $html, $tags ) ) {
			return 0;
		}
		$count = 0;
		foreach ( $tags[0] as $tag ) {
			if ( ! preg_match( '/\salt\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>"\']+))/i', $tag, $alt ) || '' === trim( html_entity_decode( ( $alt[1] ?? '' ) . ( $alt[2] ?? '' ) . ( $alt[3] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ) {
				++$count;
			}
		}
		return $count;
	}

	/**
	 * Records the internal links of a post's content and returns how many there are (links to
	 * itself, anchors and files under wp-content/wp-admin/wp-includes do not count).
	 *
	 * @param WP_Post            $post    Post.
	 * @param array{0: string, 1: string} $site Site host (lower case, without www.) and home path.
	 * @param string|null        $own_key The post's own link key.
	 * @param array<string,true> $linked  Link keys seen so far (added to).
	 */
	private function collect_links( WP_Post $post, array $site, ?string $own_key, array &$linked ): int {
		$content = $post->post_content;
		if ( false === stripos( $content, 'href' ) || ! preg_match_all( '/\shref\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>"\']+))/i', $content, $matches, PREG_SET_ORDER ) ) {
			return 0;
		}
		$count = 0;
		$own   = 'id:' . $post->ID;
		foreach ( $matches as $match ) {
			$href = html_entity_decode( trim( ( $match[1] ?? '' ) . ( $match[2] ?? '' ) . ( $match[3] ?? '' ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			$key  = $this->link_key( $href, $site );
			if ( null === $key || $key === $own_key || $key === $own ) {
				continue;
			}
			++$count;
			$linked[ $key ] = true;
		}
		return $count;
	}

	/**
	 * The key of a URL of this site ('id:N' for ?p=N and ?page_id=N, else its decoded path
	 * without a trailing slash), or null for anything else.
	 *
	 * @param string                      $url  URL as written (absolute, scheme-relative or root-relative).
	 * @param array{0: string, 1: string} $site Site host and home path.
	 */
	private function link_key( string $url, array $site ): ?string {
		if ( '' === $url || '#' === $url[0] ) {
			return null;
		}
		if ( '/' === $url[0] && ! str_starts_with( $url, '//' ) ) {
			$parts = wp_parse_url( $url );
		} else {
			$parts = wp_parse_url( str_starts_with( $url, '//' ) ? 'http:' . $url : $url );
			if ( ! is_array( $parts ) || ! isset( $parts['host'] ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
				return null;
			}
			$host = strtolower( (string) $parts['host'] );
			if ( ( str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host ) !== $site[0] ) {
				return null;
			}
		}
		if ( ! is_array( $parts ) ) {
			return null;
		}
		if ( isset( $parts['query'] ) ) {
			wp_parse_str( (string) $parts['query'], $query );
			foreach ( array( 'p', 'page_id' ) as $var ) {
				if ( isset( $query[ $var ] ) && is_numeric( $query[ $var ] ) ) {
					return 'id:' . (int) $query[ $var ];
				}
			}
		}
		$path = rawurldecode( (string) ( $parts['path'] ?? '/' ) );
		$rest = substr( $path, strlen( $site[1] ) );
		if ( '' !== $site[1] && ! str_starts_with( $path, $site[1] ) ) {
			return null;
		}
		if ( preg_match( '#^/?(?:wp-content|wp-admin|wp-includes)/#', $rest ) || str_ends_with( $path, '.php' ) ) {
			return null;
		}
		$path = untrailingslashit( $path );
		return '' === $path ? '/' : $path;
	}

	/**
	 * The site's host (lower case, without www.) and its home path without a trailing slash.
	 *
	 * @return array{0: string, 1: string}
	 */
	private function site_host(): array {
		$home = wp_parse_url( home_url( '/' ) );
		$host = strtolower( (string) ( $home['host'] ?? '' ) );
		return array(
			str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host,
			untrailingslashit( (string) ( $home['path'] ?? '' ) ),
		);
	}
}
