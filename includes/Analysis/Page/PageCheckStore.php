<?php
/**
 * Runs the page checks of posts and terms and keeps their results in meta.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Page;

use Lodestar\Analysis\ContentScan;
use Lodestar\Analysis\ScanFacts;
use Lodestar\Meta\Fields;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\Context;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\Limits;
use Lodestar\Seo\SocialResolver;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsRepository;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The page checks as the page is: the resolved title, description, canonical and Open Graph
 * tags (the `Seo` resolvers), the content with `the_content` applied (blocks, shortcodes and
 * builders count), the permalink, the featured image and the focus keyword, run through
 * PageChecks and stored (contracts of issue 15) in post / term meta:
 *
 * - `_lodestar_page_checks`: {v: engine version, modified: post_modified_gmt ('' for terms),
 *   checks: id => {status, message}};
 * - `_lodestar_check_errors`, `_lodestar_check_warnings`: counts of the errors and warnings
 *   that are not ignored (the post list filters and sorts on them);
 * - `_lodestar_ignored_checks`: the ids ignored for that object.
 *
 * None is registered meta, so none can be written through REST. Results are stored after a
 * post is saved (`wp_after_insert_post`), after a term is saved, and at the end of a request
 * that changed an object's SEO fields (the post and term settings routes, the classic meta
 * box); the `checks/page` and `checks/taxonomy` routes run them afresh. Rendering the content
 * is the costly part (`do_blocks()` above all): under PHP-FPM the runs after a save wait for
 * the end of the request and happen after the response is sent (fastcgi_finish_request()),
 * so saving is not slower; elsewhere (the command line, other servers) they run at once.
 *
 * @since 0.3.0
 */
class PageCheckStore {

	/**
	 * Meta key of the stored results.
	 *
	 * @since 0.3.0
	 */
	public const RESULTS = '_lodestar_page_checks';

	/**
	 * Meta key of the count of errors (not ignored).
	 *
	 * @since 0.3.0
	 */
	public const ERRORS = '_lodestar_check_errors';

	/**
	 * Meta key of the count of warnings (not ignored).
	 *
	 * @since 0.3.0
	 */
	public const WARNINGS = '_lodestar_check_warnings';

	/**
	 * Meta key of the ignored check ids.
	 *
	 * @since 0.3.0
	 */
	public const IGNORED = '_lodestar_ignored_checks';

	/**
	 * Objects whose SEO fields changed in this request: "post:ID" / "term:ID" => true.
	 *
	 * @var array<string, true>
	 */
	private array $dirty = array();

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository  $settings     Settings.
	 * @param TitleResolver       $titles       Title resolver.
	 * @param DescriptionResolver $descriptions Description resolver.
	 * @param CanonicalResolver   $canonicals   Canonical resolver.
	 * @param SocialResolver      $social       Open Graph / X resolver.
	 * @param PageChecks          $checks       The rule engine.
	 * @param ScanFacts|null      $scan_facts   The site analysis' per-post facts, stored with the results (since 0.4.0).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private TitleResolver $titles,
		private DescriptionResolver $descriptions,
		private CanonicalResolver $canonicals,
		private SocialResolver $social,
		private PageChecks $checks,
		private ?ScanFacts $scan_facts = null
	) {}

	/**
	 * Hooks the runs on save.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_action( 'wp_after_insert_post', array( $this, 'on_post_saved' ), 20, 2 );
		add_action( 'saved_term', array( $this, 'on_term_saved' ), 20 );
		add_action( 'added_post_meta', array( $this, 'on_post_meta' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_post_meta' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'on_post_meta' ), 10, 3 );
		add_action( 'added_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'updated_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'deleted_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		// After wp_ob_end_flush_all() (priority 1) has sent the page's output.
		add_action( 'shutdown', array( $this, 'flush' ), 1000 );
	}

	/**
	 * After a post and its meta and terms are saved: run and store its checks.
	 *
	 * @since 0.3.0
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post.
	 */
	public function on_post_saved( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || ! $this->applies_to_post( $post ) ) {
			return;
		}
		if ( self::after_response() ) {
			$this->dirty[ 'post:' . $post->ID ] = true;
			return;
		}
		unset( $this->dirty[ 'post:' . $post->ID ] );
		$this->store_post( $post );
	}

	/**
	 * After a term is created or edited: run and store its checks.
	 *
	 * @since 0.3.0
	 *
	 * @param int $term_id Term id.
	 */
	public function on_term_saved( $term_id ): void {
		$term = get_term( (int) $term_id );
		if ( ! $term instanceof WP_Term || ! $this->applies_to_term( $term ) ) {
			return;
		}
		if ( self::after_response() ) {
			$this->dirty[ 'term:' . $term->term_id ] = true;
			return;
		}
		unset( $this->dirty[ 'term:' . $term->term_id ] );
		$this->store_term( $term );
	}

	/**
	 * Whether runs after a save wait for the response to be sent: PHP-FPM, not the command line.
	 */
	private static function after_response(): bool {
		return 'cli' !== PHP_SAPI && function_exists( 'fastcgi_finish_request' );
	}

	/**
	 * One of a post's SEO fields or its featured image changed: checked at the end of the request.
	 *
	 * @since 0.3.0
	 *
	 * @param int|int[] $meta_ids Meta ids (unused).
	 * @param int       $post_id  Post id.
	 * @param string    $key      Meta key.
	 */
	public function on_post_meta( $meta_ids, $post_id, $key ): void {
		if ( '_thumbnail_id' === $key || null !== Fields::field_of( (string) $key ) ) {
			$this->dirty[ 'post:' . (int) $post_id ] = true;
		}
	}

	/**
	 * One of a term's SEO fields changed: checked at the end of the request.
	 *
	 * @since 0.3.0
	 *
	 * @param int|int[] $meta_ids Meta ids (unused).
	 * @param int       $term_id  Term id.
	 * @param string    $key      Meta key.
	 */
	public function on_term_meta( $meta_ids, $term_id, $key ): void {
		if ( null !== Fields::field_of( (string) $key ) ) {
			$this->dirty[ 'term:' . (int) $term_id ] = true;
		}
	}

	/**
	 * Runs and stores the checks of the objects whose fields changed in this request.
	 *
	 * @since 0.3.0
	 */
	public function flush(): void {
		$dirty       = $this->dirty;
		$this->dirty = array();
		if ( array() === $dirty ) {
			return;
		}
		if ( doing_action( 'shutdown' ) && self::after_response() ) {
			fastcgi_finish_request();
		}
		foreach ( array_keys( $dirty ) as $key ) {
			list( $kind, $id ) = explode( ':', $key );
			if ( 'post' === $kind ) {
				$post = get_post( (int) $id );
				if ( $post instanceof WP_Post && $this->applies_to_post( $post ) ) {
					$this->store_post( $post );
				}
			} else {
				$term = get_term( (int) $id );
				if ( $term instanceof WP_Term && $this->applies_to_term( $term ) ) {
					$this->store_term( $term );
				}
			}
		}
	}

	/**
	 * Whether a post gets page checks: a viewable post type, not an auto-draft, revision or
	 * trashed post, and page-level SEO on.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 */
	public function applies_to_post( WP_Post $post ): bool {
		return $this->enabled()
			&& 'attachment' !== $post->post_type
			&& ! in_array( $post->post_status, array( 'auto-draft', 'inherit', 'trash' ), true )
			&& is_post_type_viewable( $post->post_type );
	}

	/**
	 * Whether a term gets page checks: a public taxonomy, and page-level SEO on.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Term $term Term.
	 */
	public function applies_to_term( WP_Term $term ): bool {
		$taxonomy = get_taxonomy( $term->taxonomy );
		return $this->enabled() && false !== $taxonomy && $taxonomy->public;
	}

	/**
	 * Whether page checks run at all: page-level SEO on.
	 *
	 * @since 0.4.0
	 */
	public function enabled(): bool {
		return (bool) $this->settings->get( 'enable_page_level_seo' );
	}

	/**
	 * Whether the site prints Open Graph tags (the editor's live run needs it).
	 *
	 * @since 0.3.0
	 */
	public function open_graph_enabled(): bool {
		return (bool) $this->settings->get( 'open_graph_tags' );
	}

	/**
	 * The page facts of a post, as its page shows them.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, mixed>
	 */
	public function post_input( WP_Post $post ): array {
		return $this->post_input_in( $post, self::context_of( $post ) );
	}

	/**
	 * A post's page context (the static front page when it is the one).
	 *
	 * @param WP_Post $post Post.
	 */
	private static function context_of( WP_Post $post ): Context {
		$is_front = 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $post->ID;
		return Context::singular( $post, 1, $is_front );
	}

	/**
	 * The page facts of a post in a context.
	 *
	 * @param WP_Post $post    Post.
	 * @param Context $context Its context.
	 * @return array<string, mixed>
	 */
	private function post_input_in( WP_Post $post, Context $context ): array {
		$featured = get_the_post_thumbnail_url( $post, 'full' );
		return $this->input(
			$context,
			'post',
			(string) get_permalink( $post ),
			array(
				'content'        => $this->rendered_content( $post ),
				'featured_image' => is_string( $featured ) ? $featured : '',
			)
		);
	}

	/**
	 * The page facts of a term.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Term $term Term.
	 * @return array<string, mixed>
	 */
	public function term_input( WP_Term $term ): array {
		$link = get_term_link( $term );
		return $this->input( Context::term( $term ), 'term', is_string( $link ) ? $link : '', array() );
	}

	/**
	 * Runs a post's checks and stores them.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, array{status: string, message: string, description: list<array<string, mixed>>}>
	 */
	public function store_post( WP_Post $post ): array {
		$context  = self::context_of( $post );
		$input    = $this->post_input_in( $post, $context );
		$results  = $this->checks->run( $input );
		$this->write( 'post', $post->ID, $post->post_modified_gmt, $results );
		if ( null !== $this->scan_facts ) {
			// The site analysis' facts from what was just resolved and rendered (ScanFacts).
			$from_raw = false;
			$words    = ContentScan::rendered_words( $post, (string) $input['content'], $from_raw );
			$names    = array_unique( array_merge( $this->titles->resolved_names( $context ), $this->descriptions->resolved_names( $context ) ) );
			$this->scan_facts->store(
				$post->ID,
				ScanFacts::facts(
					$post,
					$this->scan_facts->fingerprint( $post, $context->is_front, $this->scan_facts->environment() ),
					(string) $input['title'],
					(string) $input['description'],
					$names,
					$words,
					$from_raw
				)
			);
		}
		return $results;
	}

	/**
	 * Runs a term's checks and stores them.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Term $term Term.
	 * @return array<string, array{status: string, message: string, description: list<array<string, mixed>>}>
	 */
	public function store_term( WP_Term $term ): array {
		$results = $this->checks->run( $this->term_input( $term ) );
		$this->write( 'term', $term->term_id, '', $results );
		return $results;
	}

	/**
	 * The ignored check ids of an object.
	 *
	 * @since 0.3.0
	 *
	 * @param string $kind 'post' or 'term'.
	 * @param int    $id   Object id.
	 * @return list<string>
	 */
	public function ignored( string $kind, int $id ): array {
		$list = get_metadata( $kind, $id, self::IGNORED, true );
		return is_array( $list ) ? array_values( array_intersect( PageChecks::IDS, $list ) ) : array();
	}

	/**
	 * Ignores or restores one check of an object, and recounts its errors and warnings.
	 *
	 * @since 0.3.0
	 *
	 * @param string $kind   'post' or 'term'.
	 * @param int    $id     Object id.
	 * @param string $check  Check id (one of PageChecks::IDS).
	 * @param bool   $ignore True to ignore, false to restore.
	 */
	public function set_ignored( string $kind, int $id, string $check, bool $ignore ): void {
		$list = $this->ignored( $kind, $id );
		$list = $ignore ? array_values( array_unique( array_merge( $list, array( $check ) ) ) ) : array_values( array_diff( $list, array( $check ) ) );
		if ( array() === $list ) {
			delete_metadata( $kind, $id, self::IGNORED );
		} else {
			update_metadata( $kind, $id, self::IGNORED, $list );
		}
		$stored = get_metadata( $kind, $id, self::RESULTS, true );
		if ( is_array( $stored ) && is_array( $stored['checks'] ?? null ) ) {
			$this->write_counts( $kind, $id, $stored['checks'], $list );
		}
	}

	/**
	 * Counts of the statuses that are not ignored.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, array{status: string}> $checks  Results.
	 * @param list<string>                         $ignored Ignored ids.
	 * @return array{error: int, warning: int, suggestion: int, success: int}
	 */
	public static function counts( array $checks, array $ignored ): array {
		$counts = array(
			'error'      => 0,
			'warning'    => 0,
			'suggestion' => 0,
			'success'    => 0,
		);
		foreach ( $checks as $id => $check ) {
			if ( ! in_array( $id, $ignored, true ) && isset( $counts[ $check['status'] ?? '' ] ) ) {
				++$counts[ $check['status'] ];
			}
		}
		return $counts;
	}

	/**
	 * The facts shared by posts and terms.
	 *
	 * @param Context              $context   Page context.
	 * @param string               $kind      'post' or 'term'.
	 * @param string               $permalink The object's address.
	 * @param array<string, mixed> $extra     Content facts (posts).
	 * @return array<string, mixed>
	 */
	private function input( Context $context, string $kind, string $permalink, array $extra ): array {
		$og     = $this->social->open_graph( $context );
		$object = 'post' === $kind ? get_post_meta( (int) $context->post?->ID, Fields::key( 'focus_keyword' ), true ) : get_term_meta( (int) $context->term?->term_id, Fields::key( 'focus_keyword' ), true );
		return array_merge(
			array(
				'kind'          => $kind,
				'title'         => $this->titles->resolve( $context ),
				'description'   => $this->descriptions->resolve( $context ),
				'permalink'     => $permalink,
				'canonical'     => $this->canonicals->url( $context ),
				'og'            => array(
					'enabled'     => $this->open_graph_enabled(),
					'title'       => $og['title'],
					'description' => $og['description'],
					'image'       => null === $og['image'] ? '' : $og['image']['url'],
				),
				'focus_keyword' => is_string( $object ) ? $object : '',
				'links'         => null,
				'limits'        => Limits::all(),
			),
			$extra
		);
	}

	/**
	 * A post's content as its page renders it (`the_content` filters), with the post as the
	 * global post while the filters run. A password-protected post is checked as written: the
	 * checks are for its editors.
	 *
	 * @param WP_Post $post Post.
	 */
	private function rendered_content( WP_Post $post ): string {
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restored below.
		setup_postdata( $post );
		/** This filter is documented in wp-includes/post-template.php */
		$content         = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- core's filter.
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the saved value.
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}
		return $content;
	}

	/**
	 * Stores results (only when they changed) and the counts.
	 *
	 * @param string                                                     $kind     'post' or 'term'.
	 * @param int                                                        $id       Object id.
	 * @param string                                                     $modified post_modified_gmt, '' for terms.
	 * @param array<string, array{status: string, message: string}>      $results  Results.
	 */
	private function write( string $kind, int $id, string $modified, array $results ): void {
		$checks = array();
		foreach ( $results as $check_id => $check ) {
			$checks[ $check_id ] = array(
				'status'  => $check['status'],
				'message' => $check['message'],
			);
		}
		$value = array(
			'v'        => PageChecks::VERSION,
			'modified' => $modified,
			'checks'   => $checks,
		);
		if ( get_metadata( $kind, $id, self::RESULTS, true ) !== $value ) {
			update_metadata( $kind, $id, self::RESULTS, $value );
		}
		$this->write_counts( $kind, $id, $checks, $this->ignored( $kind, $id ) );
	}

	/**
	 * Stores the counts of errors and warnings that are not ignored (only when they changed).
	 *
	 * @param string                               $kind    'post' or 'term'.
	 * @param int                                  $id      Object id.
	 * @param array<string, array{status: string}> $checks  Results.
	 * @param list<string>                         $ignored Ignored ids.
	 */
	private function write_counts( string $kind, int $id, array $checks, array $ignored ): void {
		$counts = self::counts( $checks, $ignored );
		foreach ( array(
			self::ERRORS   => $counts['error'],
			self::WARNINGS => $counts['warning'],
		) as $key => $count ) {
			if ( (string) get_metadata( $kind, $id, $key, true ) !== (string) $count ) {
				update_metadata( $kind, $id, $key, $count );
			}
		}
	}
}
