<?php
/**
 * Check: robots.txt is served and lets search engines reach the home page and the posts.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ContentScan;
use Lodestar\Analysis\HomePage;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Seo\Context;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Support\RobotsTxtRules;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Requests /robots.txt at the root of the site's host, as a crawler does, and reads what the
 * server answers (a physical file, Lodestar's saved content, WordPress's file with every
 * plugin's `robots_txt` filter: whatever it is):
 *
 * - the request failing (loopback blocked, timeout, DNS): unavailable, never success;
 * - 5xx: error (Google treats a robots.txt that answers a server error as disallowing everything);
 * - another 4xx or any other status: warning (crawlers then act as if there were no robots.txt);
 * - 200 with HTML: warning (with plain permalinks WordPress answers with the home page);
 * - 200 text: the rules (Support\RobotsTxtRules) decide for Googlebot, Bingbot and any other
 *   crawler (`*`) on the home page and a sample of posts (the SAMPLE_PER_TYPE newest published,
 *   indexable posts of each analysed post type, at most SAMPLE_TYPES types: one query); any of
 *   them blocked is an error naming the crawler, the URL and the rule (line and text), and
 *   where to change it (the physical file, Lodestar's robots.txt editor, Settings → Reading when
 *   the site discourages search engines, or another plugin or the server).
 *
 * @since 0.3.0
 */
class RobotsTxt extends BaseCheck {

	/**
	 * The crawlers tested: product token => name (`*` stands for every crawler without a group
	 * of its own).
	 *
	 * @since 0.5.0
	 */
	public const AGENTS = array(
		'googlebot' => 'Googlebot',
		'bingbot'   => 'Bingbot',
		'*'         => '*',
	);

	/**
	 * Newest published posts tested of each post type.
	 *
	 * @since 0.5.0
	 */
	public const SAMPLE_PER_TYPE = 3;

	/**
	 * Most post types sampled.
	 *
	 * @since 0.5.0
	 */
	public const SAMPLE_TYPES = 5;

	/**
	 * Constructor.
	 *
	 * @param ContentFacts|null   $content Content queries (the sample of posts); null tests the home page only.
	 * @param RobotsResolver|null $robots  Indexability rules (which sampled posts count).
	 * @param \Closure|null       $source  Returns where robots.txt comes from: array{file: string, saved: string} (the physical file's path when one exists, else ''; Lodestar's saved content).
	 */
	public function __construct(
		private ?ContentFacts $content = null,
		private ?RobotsResolver $robots = null,
		private ?\Closure $source = null
	) {}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'robots_txt';
	}

	/**
	 * Site configuration.
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'settings';
	}

	/**
	 * The address of robots.txt: the root of the home URL's host.
	 *
	 * @since 0.5.0
	 */
	public static function url(): string {
		$parts = (array) wp_parse_url( home_url( '/' ) );
		return ( $parts['scheme'] ?? 'http' ) . '://' . ( $parts['host'] ?? '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) . '/robots.txt';
	}

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$url    = self::url();
		$answer = HomePage::remote( $url );
		if ( 0 === $answer['code'] ) {
			return $this->result(
				'unavailable',
				/* translators: 1: URL, 2: error message. */
				sprintf( __( 'robots.txt (%1$s) could not be requested, so it was not checked: %2$s.', 'lodestar' ), $url, '' !== $answer['error'] ? rtrim( $answer['error'], '.' ) : HomePage::hint( 0 ) ),
				array( self::text( __( 'The site could not reach itself (a loopback request): a firewall, a security plugin or the host’s DNS may block such requests, or the server answered too late. Search engines may still read robots.txt; the check runs again with the next analysis.', 'lodestar' ) ) )
			);
		}
		$type = strtolower( $answer['headers']['content-type'] ?? '' );
		$html = str_contains( $type, 'html' ) || preg_match( '/^\s*</', $answer['body'] );
		if ( 200 === $answer['code'] && ! $html ) {
			return $this->rules( $url, $answer['body'] );
		}
		$parts = (array) wp_parse_url( home_url( '/' ) );
		$items = array( self::text( __( 'Search engines read robots.txt first. WordPress serves one when the site is installed at the root of its host and pretty permalinks are on (with plain permalinks the request gets the home page), unless a server rule or a security plugin answers instead; Lodestar lets you edit it in Lodestar → Advanced → robots.txt.', 'lodestar' ) ) );
		if ( '' !== (string) ( $parts['path'] ?? '' ) && '/' !== $parts['path'] ) {
			$items[] = self::text( __( 'This site lives in a folder: robots.txt must be served at the root of the host by whatever runs it.', 'lodestar' ) );
		}
		if ( $answer['code'] >= 500 ) {
			return $this->result(
				'error',
				/* translators: 1: URL, 2: HTTP status code. */
				sprintf( __( 'robots.txt (%1$s) answers with a server error (%2$d): Google then treats the whole site as disallowed and stops crawling it.', 'lodestar' ), $url, $answer['code'] ),
				array(
					self::text( __( 'Find out why the server fails on /robots.txt (its error log names the cause: a physical robots.txt file it cannot read, a plugin filtering robots_txt that fails, the server’s configuration) and fix it; a robots.txt that answers 200 or 404 lets crawlers in again.', 'lodestar' ) ),
					...$items,
				)
			);
		}
		if ( 200 === $answer['code'] ) {
			return $this->result(
				'warning',
				/* translators: %s: URL. */
				sprintf( __( '%s answers with an HTML page, not a robots.txt file.', 'lodestar' ), $url ),
				$items
			);
		}
		if ( $answer['code'] >= 400 ) {
			array_unshift( $items, self::text( __( 'Search engines treat a robots.txt that answers a client error (4xx) as if there were none: they crawl everything, and no Sitemap line tells them where the XML sitemap is. Let WordPress (or a file in the site’s root folder) answer /robots.txt.', 'lodestar' ) ) );
		}
		return $this->result(
			'warning',
			/* translators: 1: URL, 2: reason. */
			sprintf( __( 'robots.txt (%1$s) could not be read: %2$s.', 'lodestar' ), $url, '' !== HomePage::hint( $answer['code'] ) ? HomePage::hint( $answer['code'] ) : sprintf( 'HTTP %d', $answer['code'] ) ),
			$items
		);
	}

	/**
	 * The result of a robots.txt served as text: its rules on the home page and the sample.
	 *
	 * @param string $url  robots.txt URL.
	 * @param string $body robots.txt content.
	 */
	private function rules( string $url, string $body ): CheckResult {
		$rules   = RobotsTxtRules::parse( $body );
		$targets = array_merge(
			array(
				array(
					'label' => __( 'the home page', 'lodestar' ),
					'url'   => home_url( '/' ),
				),
			),
			$this->sample()
		);
		$blocked = array();
		$agents  = array();
		foreach ( self::AGENTS as $token => $name ) {
			foreach ( $targets as $index => $target ) {
				$decision = $rules->decide( $token, RobotsTxtRules::path_of( $target['url'] ) );
				if ( ! $decision['allowed'] ) {
					$blocked[]       = array( $token, $index, $decision );
					$agents[ $name ] = true;
				}
			}
		}
		$lines = count( array_filter( array_map( 'trim', (array) preg_split( '/\r\n|\r|\n/', $body ) ), static fn ( string $l ): bool => '' !== $l && '#' !== $l[0] ) );
		if ( array() === $blocked ) {
			$tested = count( $targets ) - 1;
			return $this->result(
				'success',
				/* translators: 1: URL, 2: number of lines. */
				sprintf( _n( 'robots.txt (%1$s) is served, with %2$d line.', 'robots.txt (%1$s) is served, with %2$d lines.', $lines, 'lodestar' ), $url, $lines ) . ' ' . ( 0 === $tested
					? __( 'It lets Googlebot, Bingbot and every other crawler reach the home page (there is no published post to test).', 'lodestar' )
					/* translators: %d: number of posts. */
					: sprintf( _n( 'It lets Googlebot, Bingbot and every other crawler reach the home page and the %d post tested.', 'It lets Googlebot, Bingbot and every other crawler reach the home page and the %d posts tested.', $tested, 'lodestar' ), $tested ) )
			);
		}
		$first        = $blocked[0][2];
		$home_blocked = array() !== array_filter( $blocked, static fn ( array $b ): bool => 0 === $b[1] );
		$posts_blocked                 = count( array_unique( array_filter( array_column( $blocked, 1 ) ) ) );
		$what                          = $home_blocked
			? ( $posts_blocked > 0
				/* translators: 1: number of posts blocked, 2: number of posts tested. */
				? sprintf( _n( 'the home page and %1$d of the %2$d posts tested', 'the home page and %1$d of the %2$d posts tested', $posts_blocked, 'lodestar' ), $posts_blocked, count( $targets ) - 1 )
				: __( 'the home page', 'lodestar' ) )
			/* translators: 1: number of posts blocked, 2: number of posts tested. */
			: sprintf( _n( '%1$d of the %2$d posts tested', '%1$d of the %2$d posts tested', $posts_blocked, 'lodestar' ), $posts_blocked, count( $targets ) - 1 );
		$names = implode( ', ', array_map( static fn ( string $name ): string => '*' === $name ? __( 'every other crawler (*)', 'lodestar' ) : $name, array_keys( $agents ) ) );
		$list  = array();
		foreach ( $blocked as list( $agent, $at, $decision ) ) {
			$list[] = array(
				'text' => sprintf(
					/* translators: 1: crawler, 2: what (the home page, or a post title), 3: URL, 4: line number, 5: rule. */
					__( '%1$s: %2$s (%3$s), blocked by line %4$d “%5$s”', 'lodestar' ),
					'*' === $agent ? __( 'every other crawler (*)', 'lodestar' ) : self::AGENTS[ $agent ],
					$targets[ $at ]['label'],
					$targets[ $at ]['url'],
					$decision['line'],
					$decision['rule']
				),
				'url'  => $targets[ $at ]['url'],
			);
		}
		return $this->result(
			'error',
			sprintf(
				/* translators: 1: crawlers, 2: what is blocked, 3: URL of robots.txt, 4: line number, 5: rule. */
				__( 'robots.txt keeps %1$s out of %2$s: %3$s line %4$d “%5$s” disallows it.', 'lodestar' ),
				$names,
				$what,
				$url,
				$first['line'],
				$first['rule']
			),
			array(
				self::text( __( 'Search engines do not crawl what robots.txt disallows: these pages are no longer read and drop out of search results.', 'lodestar' ) ),
				self::items( $list ),
				self::text( $this->fix( $first['rule'] ) ),
			)
		);
	}

	/**
	 * Where to change a blocking rule.
	 *
	 * @param string $rule The rule's text.
	 */
	private function fix( string $rule ): string {
		$source = null === $this->source ? array() : (array) ( $this->source )();
		$file   = (string) ( $source['file'] ?? '' );
		if ( '' !== $file ) {
			/* translators: %s: path of the file. */
			return sprintf( __( 'The web server answers /robots.txt with a file in the site’s root folder (%s), not WordPress: remove or change that rule in the file (or delete the file and edit robots.txt in Lodestar → Advanced → robots.txt).', 'lodestar' ), $file );
		}
		if ( '0' === (string) get_option( 'blog_public', '1' ) ) {
			return __( 'The cause is Settings → Reading → “Discourage search engines from indexing this site”: while it is checked, the site serves a robots.txt that disallows everything. Uncheck it when the site is ready for search engines.', 'lodestar' );
		}
		$saved = array_map( static fn ( string $line ): string => trim( (string) preg_replace( '/#.*$/', '', $line ) ), (array) preg_split( '/\r\n|\r|\n/', (string) ( $source['saved'] ?? '' ) ) );
		if ( in_array( $rule, $saved, true ) ) {
			return __( 'The rule is in Lodestar’s robots.txt: remove or change it in Lodestar → Advanced → robots.txt.', 'lodestar' );
		}
		return __( 'The rule is neither in a robots.txt file nor in Lodestar’s robots.txt: another plugin adds it through WordPress’s robots_txt filter, or the web server answers /robots.txt itself. Remove it there (that plugin’s settings, or the server’s configuration).', 'lodestar' );
	}

	/**
	 * The posts tested besides the home page: the newest published posts of each analysed
	 * post type that are indexable, the front page left out (the home page is tested).
	 *
	 * @return list<array{label: string, url: string}>
	 */
	private function sample(): array {
		if ( null === $this->content || null === $this->robots ) {
			return array();
		}
		$types = array_slice( ContentScan::analysed_post_types(), 0, self::SAMPLE_TYPES );
		$rows  = $this->content->newest_published( $types, self::SAMPLE_PER_TYPE );
		$front = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		$posts = array();
		foreach ( $rows as $row ) {
			$post = new WP_Post( $row );
			if ( $front !== $post->ID ) {
				wp_cache_add( $post->ID, $row, 'posts' );
				$posts[] = $post;
			}
		}
		update_meta_cache( 'post', array_map( static fn ( WP_Post $p ): int => $p->ID, $posts ) );
		$sample = array();
		foreach ( $posts as $post ) {
			if ( ! $this->robots->is_indexable( Context::singular( $post ) ) ) {
				continue;
			}
			$url = (string) get_permalink( $post );
			if ( '' !== $url ) {
				$sample[] = array(
					/* translators: %s: post title. */
					'label' => sprintf( __( '“%s”', 'lodestar' ), wp_strip_all_tags( '' === $post->post_title ? __( '(no title)', 'lodestar' ) : $post->post_title ) ),
					'url'   => $url,
				);
			}
		}
		return $sample;
	}
}
