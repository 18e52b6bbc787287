<?php
/**
 * What the sources share.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Source;
use Lodestar\Repositories\MigrationSourceData;

defined( 'ABSPATH' ) || exit;

/**
 * Reading helpers of the sources: first values of a meta array, scalar options, the social
 * profile hosts. Each source names itself in its constants SLUG, NAME, PLUGIN_FILE (what
 * Source's slug(), name() and plugin_file() return) and VARIABLES (variables()).
 *
 * @since 0.3.0
 */
abstract class BaseSource implements Source {

	/**
	 * Profile hosts => Lodestar profile id, for lists of profile URLs.
	 */
	private const PROFILE_HOSTS = array(
		'facebook.com'  => 'facebook',
		'x.com'         => 'twitter',
		'twitter.com'   => 'twitter',
		'pinterest.com' => 'pinterest',
		'instagram.com' => 'instagram',
		'youtube.com'   => 'youtube',
		'linkedin.com'  => 'linkedin',
		'tiktok.com'    => 'tiktok',
		'threads.net'   => 'threads',
		'bsky.app'      => 'bluesky',
		'github.com'    => 'github',
		'wikipedia.org' => 'wikipedia',
		'tumblr.com'    => 'tumblr',
		'reddit.com'    => 'reddit',
		'soundcloud.com' => 'soundcloud',
		'yelp.com'      => 'yelp',
		'wa.me'         => 'whatsapp',
		't.me'          => 'telegram',
	);

	/**
	 * Constructor.
	 *
	 * @param MigrationSourceData $data Queries over the plugin's storage.
	 */
	public function __construct( protected MigrationSourceData $data ) {}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function slug(): string {
		return static::SLUG;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function name(): string {
		return static::NAME;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function plugin_file(): string {
		return static::PLUGIN_FILE;
	}

	/**
	 * {@inheritDoc} None, unless the plugin keeps SEO fields per author.
	 *
	 * @since 0.5.0
	 */
	public function users(): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function variables(): array {
		return static::VARIABLES;
	}

	/**
	 * Whether the plugin is active.
	 *
	 * @since 0.3.0
	 */
	public function is_active(): bool {
		if ( ! function_exists( 'is_plugin_active' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		return is_plugin_active( $this->plugin_file() );
	}

	/**
	 * The first value of a key in a get_*_meta( $id ) array, as a trimmed string.
	 *
	 * @param array<string, mixed> $meta Meta array.
	 * @param string               $key  Key.
	 */
	protected static function first( array $meta, string $key ): string {
		$value = $meta[ $key ][0] ?? '';
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A scalar value of an array as a trimmed string.
	 *
	 * @param array<string|int, mixed> $values Array.
	 * @param string                   $key    Key.
	 */
	protected static function str( array $values, string $key ): string {
		$value = $values[ $key ] ?? '';
		return is_scalar( $value ) && ! is_bool( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * An option as an array ([] when absent or of another type).
	 *
	 * @param string $name Option name.
	 * @return array<string|int, mixed>
	 */
	protected static function option_array( string $name ): array {
		$value = get_option( $name, array() );
		return is_array( $value ) ? $value : array();
	}

	/**
	 * Copies the non-empty string values of an array (str()) under other keys.
	 *
	 * @param array<string, mixed>     $into   Where to copy (updated).
	 * @param array<string|int, mixed> $values Where to read.
	 * @param array<string, string>    $map    Key in $into => key in $values.
	 */
	protected static function copy_strings( array &$into, array $values, array $map ): void {
		foreach ( $map as $to => $from ) {
			if ( '' !== self::str( $values, $from ) ) {
				$into[ $to ] = self::str( $values, $from );
			}
		}
	}

	/**
	 * Adds the non-empty string values of an array (str()) to the values Lodestar cannot take,
	 * as [name, value, reason].
	 *
	 * @param list<array{0: string, 1: string, 2: string}> $extra  Values Lodestar cannot take (updated).
	 * @param array<string|int, mixed>                     $values Where to read.
	 * @param string[]                                     $names  Keys in $values.
	 * @param string                                       $reason Why Lodestar cannot take them.
	 */
	protected static function extra_strings( array &$extra, array $values, array $names, string $reason ): void {
		foreach ( $names as $name ) {
			if ( '' !== self::str( $values, $name ) ) {
				$extra[] = array( $name, self::str( $values, $name ), $reason );
			}
		}
	}

	/**
	 * Sets the `separator` setting from a source's separator, HTML entities decoded (when set).
	 *
	 * @param array<string, mixed>     $settings Settings (updated).
	 * @param array<string|int, mixed> $values   Where to read.
	 * @param string                   $key      Key of the separator in $values.
	 */
	protected static function copy_separator( array &$settings, array $values, string $key ): void {
		if ( '' !== self::str( $values, $key ) ) {
			$settings['separator'] = html_entity_decode( self::str( $values, $key ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
	}

	/**
	 * Sets `author_archive` and `date_archive` to whether the old plugin served those archives
	 * (Lodestar's defaults switch them off: an archive public before a migration stays public).
	 *
	 * @param array<string, mixed> $settings Settings (updated).
	 * @param bool                 $author   Whether author archives were served.
	 * @param bool                 $date     Whether date archives were served.
	 */
	protected static function set_archives( array &$settings, bool $author, bool $date ): void {
		$settings['author_archive'] = $author;
		$settings['date_archive']   = $date;
	}

	/**
	 * Whether a post is the static front page (several plugins give it the home page's title).
	 *
	 * @param \WP_Post $post Post.
	 */
	protected static function is_static_front_page( \WP_Post $post ): bool {
		return 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === (int) $post->ID;
	}

	/**
	 * Sorts profile URLs, one a line: a URL on a host Lodestar lists whose profile is not
	 * taken yet becomes that profile, any other is kept as a value Lodestar cannot take.
	 *
	 * @param array<string, string>                        $profiles Profile id => URL (updated).
	 * @param list<array{0: string, 1: string, 2: string}> $extra    Values Lodestar cannot take (updated).
	 * @param string                                       $urls     URLs, one a line.
	 * @param string                                       $field    The source's name of the list.
	 * @param bool                                         $twitter  Whether an X profile is taken (false where the source keeps the X handle apart).
	 */
	protected static function add_profiles( array &$profiles, array &$extra, string $urls, string $field, bool $twitter ): void {
		foreach ( preg_split( '/\R/', $urls ) ?: array() as $url ) {
			$url = trim( $url );
			if ( '' === $url ) {
				continue;
			}
			$id = self::profile_id( $url );
			if ( '' !== $id && ! isset( $profiles[ $id ] ) && ( $twitter || 'twitter' !== $id ) ) {
				$profiles[ $id ] = $url;
			} else {
				$extra[] = array( $field, $url, 'profile' );
			}
		}
	}

	/**
	 * The title and description templates of one post type or taxonomy: those of the post
	 * type `post` are Lodestar's global templates (page_title, page_description), the others
	 * templates per content type; an empty one is left out.
	 *
	 * @param array<string, string>                $template Global templates (updated).
	 * @param array<string, array<string, string>> $types    Content types (updated).
	 * @param string                               $key      Lodestar content type key ('post_type:post', 'taxonomy:category').
	 * @param string                               $title    Title template.
	 * @param string                               $desc     Description template.
	 */
	protected static function add_type_templates( array &$template, array &$types, string $key, string $title, string $desc ): void {
		foreach ( array(
			'title'       => $title,
			'description' => $desc,
		) as $field => $value ) {
			if ( '' === $value ) {
				continue;
			}
			if ( 'post_type:post' === $key ) {
				$template[ 'page_' . $field ] = $value;
			} else {
				self::add_type( $types, $key, $field, $value );
			}
		}
	}

	/**
	 * Lodestar's profile id of a profile URL, or '' when the host is not one Lodestar lists.
	 *
	 * @param string $url URL.
	 */
	protected static function profile_id( string $url ): string {
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		$host = (string) preg_replace( '/^(www|m|[a-z]{2})\./', '', $host );
		if ( str_ends_with( $host, 'wikipedia.org' ) ) {
			$host = 'wikipedia.org';
		}
		if ( str_ends_with( $host, '.tumblr.com' ) ) {
			$host = 'tumblr.com';
		}
		return self::PROFILE_HOSTS[ $host ] ?? '';
	}

	/**
	 * Adds a template of one content type to the global shape's `content_types`
	 * (Lodestar content type key => title / description in the source's syntax); an empty
	 * template is left out.
	 *
	 * @param array<string, array<string, string>> $types Content types (updated).
	 * @param string                               $key   Lodestar content type key ('post_type:page').
	 * @param string                               $field 'title' or 'description'.
	 * @param mixed                                $value Template.
	 */
	protected static function add_type( array &$types, string $key, string $field, $value ): void {
		if ( is_string( $value ) && '' !== trim( $value ) ) {
			$types[ $key ][ $field ] = trim( $value );
		}
	}

	/**
	 * Taxonomy => primary term id, from the keys of a get_*_meta( $id ) array that start with
	 * a prefix followed by the taxonomy (only positive numeric ids).
	 *
	 * @param array<string, mixed> $meta   Meta array.
	 * @param string               $prefix Key prefix before the taxonomy.
	 * @return array<string, int>
	 */
	protected static function primary_terms( array $meta, string $prefix ): array {
		$terms = array();
		foreach ( $meta as $key => $list ) {
			$key = (string) $key;
			if ( str_starts_with( $key, $prefix ) && is_numeric( $list[0] ?? '' ) && (int) $list[0] > 0 ) {
				$terms[ substr( $key, strlen( $prefix ) ) ] = (int) $list[0];
			}
		}
		return $terms;
	}

	/**
	 * Keyset page of an in-memory id => type list.
	 *
	 * @param array<int, string> $ids   Id => type, any order.
	 * @param int                $after Last id of the previous page.
	 * @param int                $limit Most ids.
	 * @return array<int, string>
	 */
	protected static function keyset( array $ids, int $after, int $limit ): array {
		ksort( $ids );
		$page = array();
		foreach ( $ids as $id => $type ) {
			if ( $id > $after ) {
				$page[ $id ] = $type;
				if ( count( $page ) >= $limit ) {
					break;
				}
			}
		}
		return $page;
	}
}
