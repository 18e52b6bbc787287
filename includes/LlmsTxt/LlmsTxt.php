<?php
/**
 * The /llms.txt file.
 *
 * @package Lodestar
 */

namespace Lodestar\LlmsTxt;

use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\RootFile;
use Lodestar\Support\RootFileRoute;

defined( 'ABSPATH' ) || exit;

/**
 * Serves `/llms.txt` from WordPress while the feature is on (a rewrite rule, as for
 * robots.txt, added through `rewrite_rules_array` so it costs nothing outside rule rebuilds;
 * with plain permalinks `parse_request` compares the request's path). Nothing is written to
 * disk. A physical llms.txt in the site root takes precedence: the web server sends it, and
 * should a request still reach WordPress, that file is what it gets.
 *
 * The text (Generator) is cached in the option `lodestar_llms_txt_cache` (not autoloaded:
 * only /llms.txt reads it) under a key of the choices, the site address and the language, and
 * dropped when content, SEO fields, the settings or the site's name and description change.
 * A page view reads nothing of it.
 *
 * @since 0.3.0
 */
class LlmsTxt extends RootFileRoute {

	/**
	 * Query variable of the rewrite rule.
	 *
	 * @since 0.3.0
	 */
	public const QUERY_VAR = 'lodestar_llms_txt';

	/**
	 * Option holding the cached text.
	 *
	 * @since 0.3.0
	 */
	public const CACHE_OPTION = 'lodestar_llms_txt_cache';

	/**
	 * Largest physical file read, in bytes.
	 *
	 * @since 0.3.0
	 */
	public const MAX_FILE_BYTES = 1048576;

	/**
	 * Whether the cache was dropped in this request already.
	 *
	 * @var bool
	 */
	private bool $dropped = false;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings (the switch).
	 * @param Config             $config    The owner's choices.
	 * @param Generator          $generator The text.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private Config $config,
		private Generator $generator
	) {}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'update_option_' . Definitions::OPTION, array( $this, 'on_settings_updated' ), 10, 2 );
		add_action( 'add_option_' . Definitions::OPTION, array( $this, 'on_settings_added' ), 10, 2 );
		// What the text shows: posts, their SEO fields, the site's name and description.
		foreach ( array( 'save_post', 'deleted_post', 'trashed_post', 'untrashed_post' ) as $hook ) {
			add_action( $hook, array( $this, 'on_change' ) );
		}
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'on_post_meta' ), 10, 3 );
		}
		foreach ( array( 'blogname', 'blogdescription', 'show_on_front', 'page_on_front', 'permalink_structure', 'home', Config::OPTION ) as $option ) {
			add_action( 'update_option_' . $option, array( $this, 'on_change' ) );
		}
	}

	/**
	 * Whether /llms.txt is served.
	 *
	 * @since 0.3.0
	 */
	public function enabled(): bool {
		return (bool) $this->settings->get( 'enable_llms_txt' );
	}

	/**
	 * Drops the stored rules when the switch changes, and the cache on any settings change
	 * (descriptions and indexability follow the settings).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $old_value Old settings.
	 * @param mixed $value     New settings.
	 */
	public function on_settings_updated( $old_value, $value ): void {
		$before = ! empty( ( (array) $old_value )['enable_llms_txt'] );
		$after  = ! empty( ( (array) $value )['enable_llms_txt'] );
		if ( $before !== $after ) {
			delete_option( 'rewrite_rules' );
		}
		$this->drop_cache();
	}

	/**
	 * Same as on_settings_updated() for a first save.
	 *
	 * @since 0.3.0
	 *
	 * @param string $option Option name.
	 * @param mixed  $value  Settings.
	 */
	public function on_settings_added( $option, $value ): void {
		$this->on_settings_updated( array(), $value );
	}

	/**
	 * A post's Lodestar field (description, robots) changed: the cache goes.
	 *
	 * @since 0.3.0
	 *
	 * @param int|int[] $meta_ids Meta IDs (unused).
	 * @param int       $post_id  Post ID (unused).
	 * @param string    $key      Meta key.
	 */
	public function on_post_meta( $meta_ids, $post_id, $key ): void {
		if ( str_starts_with( (string) $key, '_lodestar_' ) ) {
			$this->on_change();
		}
	}

	/**
	 * Something /llms.txt shows changed: the cache goes while the feature is on (switching it
	 * on drops the cache too, see on_settings_updated()).
	 *
	 * @since 0.3.0
	 */
	public function on_change(): void {
		if ( $this->enabled() ) {
			$this->drop_cache();
		}
	}

	/**
	 * Drops the cached text (once per request).
	 *
	 * @since 0.3.0
	 */
	public function drop_cache(): void {
		if ( $this->dropped ) {
			return;
		}
		$this->dropped = true;
		delete_option( self::CACHE_OPTION );
	}

	/**
	 * The text /llms.txt serves (from the cache when it is current).
	 *
	 * @since 0.3.0
	 */
	public function text(): string {
		$config = $this->config->get();
		$key    = md5( (string) wp_json_encode( array( $config, home_url( '/' ), determine_locale(), defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '' ) ) );
		$cached = get_option( self::CACHE_OPTION );
		if ( is_array( $cached ) && ( $cached['key'] ?? '' ) === $key && is_string( $cached['text'] ?? null ) ) {
			return $cached['text'];
		}
		$text  = $this->generator->generate( $config );
		$value = array(
			'key'  => $key,
			'text' => $text,
		);
		if ( false === $cached ) {
			add_option( self::CACHE_OPTION, $value, '', false );
		} else {
			update_option( self::CACHE_OPTION, $value, false );
		}
		$this->dropped = false;
		return $text;
	}

	/**
	 * What /llms.txt answers: the physical file when there is one, else the generated text
	 * while the feature is on; null when WordPress should answer 404.
	 *
	 * @since 0.3.0
	 */
	public function answer(): ?string {
		if ( $this->file_exists() ) {
			return $this->file_content();
		}
		return $this->enabled() ? $this->text() : null;
	}

	/**
	 * The rule of /llms.txt while the feature is on.
	 *
	 * @since 0.3.0
	 */
	protected function rewrite_pattern(): string {
		return $this->enabled() ? '^llms\.txt$' : '';
	}

	/**
	 * What /llms.txt answers (answer()).
	 *
	 * @since 0.3.0
	 */
	protected function body(): ?string {
		return $this->answer();
	}

	/**
	 * Whether the request is /llms.txt while WordPress parses no path (plain permalinks).
	 *
	 * @since 0.3.0
	 */
	protected function plain_request(): bool {
		if ( '' !== (string) get_option( 'permalink_structure' ) ) {
			return false;
		}
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		$path = trim( (string) wp_parse_url( $uri, PHP_URL_PATH ), '/' );
		$home = trim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' );
		return ( '' === $home ? '' : $home . '/' ) . 'llms.txt' === $path;
	}

	/**
	 * Path of a physical llms.txt in the site root.
	 *
	 * @since 0.3.0
	 */
	public function file_path(): string {
		/**
		 * Filters where a physical llms.txt would be (the web server serves it instead of WordPress).
		 *
		 * @since 0.3.0
		 *
		 * @param string $path Path in the site root.
		 */
		return (string) apply_filters( 'lodestar_llms_txt_file', RootFile::physical_path( 'llms.txt' ) );
	}

	/**
	 * Whether a physical llms.txt exists.
	 *
	 * @since 0.3.0
	 */
	public function file_exists(): bool {
		return is_file( $this->file_path() );
	}

	/**
	 * Content of the physical llms.txt ('' without one).
	 *
	 * @since 0.3.0
	 */
	public function file_content(): string {
		return RootFile::read( $this->file_path(), self::MAX_FILE_BYTES );
	}
}
