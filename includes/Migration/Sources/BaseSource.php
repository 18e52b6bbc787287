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
 * profile hosts.
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
