<?php
/**
 * The robots.txt file.
 *
 * @package Lodestar
 */

namespace Lodestar\Robots;

use Lodestar\Sitemaps\Registry;
use Lodestar\Sitemaps\Renderer;
use Lodestar\Sitemaps\Router;
use Lodestar\Support\ConditionalGet;
use Lodestar\Support\RootFile;

defined( 'ABSPATH' ) || exit;

/**
 * robots.txt through WordPress's `robots_txt` filter, in four states:
 * - search engine visibility off: the disallow-all WordPress used to write (see DISALLOW_ALL);
 * - a physical robots.txt in the site root: the web server serves it, WordPress never runs
 *   (the editor shows it read-only);
 * - saved content (option `lodestar_robots_txt`, not autoloaded): exactly that content;
 * - no saved content: WordPress's file, plus a `Sitemap:` line for our index while sitemaps are on.
 *
 * @since 0.2.0
 */
class RobotsTxt {

	/**
	 * Option holding the saved content ('' = WordPress manages the file).
	 *
	 * @since 0.2.0
	 */
	public const OPTION = 'lodestar_robots_txt';

	/**
	 * Largest content accepted, in bytes (Google reads the first 500 KiB; real files are tiny).
	 *
	 * @since 0.2.0
	 */
	public const MAX_BYTES = 65536;

	/**
	 * Option holding the hash of the content last served and when it was first served (the
	 * validators of /robots.txt; not autoloaded: only robots.txt requests read it).
	 *
	 * @since 0.3.0
	 */
	public const SERVED_OPTION = 'lodestar_robots_txt_served';

	/**
	 * What a site hidden from search engines serves. WordPress wrote this itself before 5.3 and
	 * now relies on its noindex robots meta alone; the file keeps well-behaved crawlers out of a
	 * site its owner asked them to leave, and the meta stays as WordPress prints it.
	 *
	 * @since 0.2.0
	 */
	public const DISALLOW_ALL = "User-agent: *\nDisallow: /\n";

	/**
	 * Constructor.
	 *
	 * @param Registry $sitemaps Sitemaps (for the Sitemap line).
	 */
	public function __construct( private Registry $sitemaps ) {}

	/**
	 * Sends robots.txt's validators and Cache-Control, and ends a conditional request whose
	 * copy is current with a 304 and no body (WordPress's do_robots() fires this just before
	 * printing the file).
	 *
	 * @since 0.3.0
	 */
	public function on_do_robotstxt(): void {
		if ( $this->answer_conditional( ConditionalGet::request() ) ) {
			exit;
		}
	}

	/**
	 * Sends the validators and Cache-Control, and a 304 when the request's validators match.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $server Request headers as in $_SERVER, unslashed.
	 * @return bool Whether a 304 was sent (nothing more must be printed).
	 */
	public function answer_conditional( array $server ): bool {
		$validators = $this->validators();
		$headers    = ConditionalGet::headers( $validators['etag'], $validators['modified'], Router::cache_control( 'robots' ) );
		$current    = ConditionalGet::is_current( $validators['etag'], $validators['modified'], $server );
		if ( ! headers_sent() ) {
			if ( $current ) {
				status_header( 304 );
			}
			ConditionalGet::send( $headers );
		}
		return $current;
	}

	/**
	 * The validators of /robots.txt: a strong ETag of the content it serves (built from
	 * options and filters, no rendering to speak of: the file is a few lines) and the time that
	 * content was first served, stored (SERVED_OPTION) so every server and request agrees.
	 *
	 * @since 0.3.0
	 *
	 * @return array{etag:string, modified:int}
	 */
	public function validators(): array {
		$hash   = md5( $this->served() );
		$stored = get_option( self::SERVED_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		if ( ( $stored[0] ?? null ) !== $hash || (int) ( $stored[1] ?? 0 ) <= 0 ) {
			$stored = array( $hash, time() );
			if ( false === get_option( self::SERVED_OPTION ) ) {
				add_option( self::SERVED_OPTION, $stored, '', false );
			} else {
				update_option( self::SERVED_OPTION, $stored, false );
			}
		}
		return array(
			'etag'     => '"' . $hash . '"',
			'modified' => (int) $stored[1],
		);
	}

	/**
	 * The robots.txt output.
	 *
	 * @since 0.2.0
	 *
	 * @param string          $output WordPress's output.
	 * @param bool|string|int $public Whether the site is public (a bool since WordPress 5.3, the option before).
	 */
	public function filter_robots_txt( $output, $public ): string {
		if ( ! $public || '0' === (string) $public ) {
			return self::DISALLOW_ALL;
		}
		$saved = $this->saved();
		if ( '' !== $saved ) {
			return $saved;
		}
		$output = (string) $output;
		if ( $this->sitemaps->enabled() ) {
			// WordPress's own sitemap line, if its sitemaps were still on when its hook was added.
			$output = (string) preg_replace( '/^Sitemap:\s*\S*(?:wp-sitemap\.xml|[?&]sitemap=index)\s*$\n?/mi', '', $output );
			$output = rtrim( $output ) . "\n\nSitemap: " . Renderer::url( 'index' ) . "\n";
		}
		return $output;
	}

	/**
	 * The saved content ('' when WordPress manages the file).
	 *
	 * @since 0.2.0
	 */
	public function saved(): string {
		return (string) get_option( self::OPTION, '' );
	}

	/**
	 * Saves content ('' hands the file back to WordPress).
	 *
	 * @since 0.2.0
	 *
	 * @param string $content Normalised content.
	 */
	public function save( string $content ): bool {
		if ( $this->saved() === $content ) {
			return true;
		}
		if ( false === get_option( self::OPTION ) ) {
			return add_option( self::OPTION, $content, '', false );
		}
		return update_option( self::OPTION, $content, false );
	}

	/**
	 * Normalises submitted content: UTF-8, `\n` line endings, no control characters, no
	 * trailing spaces, one final newline.
	 *
	 * @since 0.2.0
	 *
	 * @param string $content Raw content.
	 */
	public static function normalise( string $content ): string {
		$content = wp_check_invalid_utf8( $content, true );
		$content = str_replace( array( "\r\n", "\r" ), "\n", $content );
		$content = (string) preg_replace( '/[\x00-\x08\x0B-\x1F\x7F]/', '', $content );
		$content = (string) preg_replace( '/[ \t]+$/m', '', $content );
		$content = trim( $content, "\n" );
		return '' === trim( $content ) ? '' : $content . "\n";
	}

	/**
	 * Whether content looks like markup rather than plain text.
	 *
	 * @since 0.2.0
	 *
	 * @param string $content Content.
	 */
	public static function has_markup( string $content ): bool {
		return (bool) preg_match( '/<\s*\/?\s*[a-z!?][^>]*>/i', $content );
	}

	/**
	 * Path of a physical robots.txt in the site root.
	 *
	 * @since 0.2.0
	 */
	public function file_path(): string {
		/**
		 * Filters where a physical robots.txt would be (the web server serves it instead of WordPress).
		 *
		 * @since 0.2.0
		 *
		 * @param string $path Path in the site root.
		 */
		return (string) apply_filters( 'lodestar_robots_txt_file', RootFile::physical_path( 'robots.txt' ) );
	}

	/**
	 * Whether a physical robots.txt exists.
	 *
	 * @since 0.2.0
	 */
	public function file_exists(): bool {
		return is_file( $this->file_path() );
	}

	/**
	 * Content of the physical robots.txt ('' without one).
	 *
	 * @since 0.2.0
	 */
	public function file_content(): string {
		return RootFile::read( $this->file_path(), self::MAX_BYTES );
	}

	/**
	 * Whether search engines may index the site.
	 *
	 * @since 0.2.0
	 */
	public function visible(): bool {
		return '0' !== (string) get_option( 'blog_public', '1' );
	}

	/**
	 * What /robots.txt serves right now, as WordPress's do_robots() builds it.
	 *
	 * @since 0.2.0
	 */
	public function served(): string {
		$output  = "User-agent: *\n";
		$output .= 'Disallow: ' . wp_parse_url( admin_url(), PHP_URL_PATH ) . "\n";
		$output .= 'Allow: ' . wp_parse_url( admin_url( 'admin-ajax.php' ), PHP_URL_PATH ) . "\n";
		/** This filter is documented in wp-includes/functions.php */
		return (string) apply_filters( 'robots_txt', $output, $this->visible() );
	}
}
