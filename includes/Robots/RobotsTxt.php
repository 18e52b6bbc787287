<?php
/**
 * The robots.txt file.
 *
 * @package Lodestar
 */

namespace Lodestar\Robots;

use Lodestar\Sitemaps\Registry;
use Lodestar\Sitemaps\Renderer;

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
	 * Adds the hooks.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		// Late, so the content replaces what other code added when the user wrote their own file.
		add_filter( 'robots_txt', array( $this, 'filter_robots_txt' ), 100, 2 );
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
		$root = ABSPATH;
		if ( ! function_exists( 'get_home_path' ) && file_exists( ABSPATH . 'wp-admin/includes/file.php' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		if ( function_exists( 'get_home_path' ) ) {
			$root = get_home_path();
		}
		/**
		 * Filters where a physical robots.txt would be (the web server serves it instead of WordPress).
		 *
		 * @since 0.2.0
		 *
		 * @param string $path Path in the site root.
		 */
		return (string) apply_filters( 'lodestar_robots_txt_file', trailingslashit( $root ) . 'robots.txt' );
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
		if ( ! $this->file_exists() ) {
			return '';
		}
		$content = file_get_contents( $this->file_path(), false, null, 0, self::MAX_BYTES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return false === $content ? '' : (string) $content;
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
