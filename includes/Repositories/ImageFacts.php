<?php
/**
 * URL, size and alt text of the images social tags point to.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Facts about an image (`url`, `width`, `height`, `alt`) without a query on a warm page view.
 *
 * The size and alt text of an attachment live in its own post and meta, which WordPress does
 * not load on a page view unless the theme shows that image. Computing them would cost two
 * queries on every view, so the facts are kept where the page view already reads:
 * - images of a post (its featured image, its own social image) in that post's meta
 *   (`_lodestar_image_facts`), which the main query primes;
 * - images of the site settings and of terms in one small autoloaded option
 *   (`lodestar_image_facts`).
 * Missing facts are computed once (the first view after a change) and stored. Any change to an
 * attachment's file, size data or alt text bumps a version number and every stored fact is
 * recomputed on its next use, so nothing stale is printed.
 *
 * @since 0.1.0
 */
class ImageFacts {

	/**
	 * Option with the version and the facts of images not owned by a post (autoloaded).
	 *
	 * @since 0.1.0
	 */
	public const OPTION = 'lodestar_image_facts';

	/**
	 * Post meta with the facts of the images a post uses.
	 *
	 * @since 0.1.0
	 */
	public const POST_META = '_lodestar_image_facts';

	/**
	 * Attachment meta keys whose change invalidates stored facts.
	 */
	private const WATCHED_META = array( '_wp_attachment_image_alt', '_wp_attachment_metadata', '_wp_attached_file' );

	/**
	 * Most facts kept in the shared option.
	 */
	private const MAX_SHARED = 100;

	/**
	 * Most facts kept per post.
	 */
	private const MAX_PER_POST = 4;

	/**
	 * Facts resolved in this request: key => facts (null: not an image).
	 *
	 * @var array<string, array{url: string, width: int, height: int, alt: string}|null>
	 */
	private array $memo = array();

	/**
	 * Attachments created in this request (their first metadata writes change nothing stored).
	 *
	 * @var array<int, true>
	 */
	private array $new_attachments = array();

	/**
	 * Hooks that invalidate stored facts.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		// Fires before the attachment's rows go: added up front.
		add_action( 'delete_attachment', array( $this, 'on_attachment_changed' ) );
	}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'add_attachment', array( $this, 'remember_new_attachment' ) );
		add_action( 'edit_attachment', array( $this, 'on_attachment_changed' ) );
		add_action( 'added_post_meta', array( $this, 'on_attachment_meta_changed' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_attachment_meta_changed' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'on_attachment_meta_changed' ), 10, 3 );
	}

	/**
	 * Facts of an image attachment, or null when it is not an image.
	 *
	 * @since 0.1.0
	 *
	 * @param int          $attachment_id Attachment id.
	 * @param WP_Post|null $owner         Post whose meta keeps the facts; null for site-wide images.
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public function for_attachment( int $attachment_id, ?WP_Post $owner = null ): ?array {
		if ( $attachment_id <= 0 ) {
			return null;
		}
		return $this->lookup(
			'id:' . $attachment_id,
			$owner,
			fn() => $this->compute_attachment( $attachment_id )
		);
	}

	/**
	 * Facts of an image given by URL: size and alt text when it is a file of the media library.
	 *
	 * @since 0.1.0
	 *
	 * @param string       $url   Image URL.
	 * @param WP_Post|null $owner Post whose meta keeps the facts; null for site-wide images.
	 * @return array{url: string, width: int, height: int, alt: string}|null Null for an empty or non-web URL.
	 */
	public function for_url( string $url, ?WP_Post $owner = null ): ?array {
		// Only web URLs: a value that bypassed sanitizing is no image.
		$url = esc_url_raw( trim( $url ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			return null;
		}
		$bare = self::bare( $url );
		if ( ! $this->is_local( $url ) ) {
			return $bare;
		}
		return $this->lookup( 'url:' . $url, $owner, fn() => $this->compute_url( $url ) ) ?? $bare;
	}

	/**
	 * Records an attachment created in this request.
	 *
	 * @since 0.1.0
	 *
	 * @param int $attachment_id Attachment id.
	 */
	public function remember_new_attachment( $attachment_id ): void {
		$this->new_attachments[ (int) $attachment_id ] = true;
	}

	/**
	 * An attachment was edited or deleted.
	 *
	 * @since 0.1.0
	 *
	 * @param int $attachment_id Attachment id.
	 */
	public function on_attachment_changed( $attachment_id ): void {
		if ( ! isset( $this->new_attachments[ (int) $attachment_id ] ) ) {
			$this->bump();
		}
	}

	/**
	 * An attachment's file, size data or alt text changed.
	 *
	 * @since 0.1.0
	 *
	 * @param int|int[] $meta_ids  Meta ids (unused).
	 * @param int       $object_id Post id.
	 * @param string    $meta_key  Meta key.
	 */
	public function on_attachment_meta_changed( $meta_ids, $object_id, $meta_key ): void {
		if ( in_array( $meta_key, self::WATCHED_META, true ) && ! isset( $this->new_attachments[ (int) $object_id ] ) ) {
			$this->bump();
		}
	}

	/**
	 * Invalidates every stored fact.
	 *
	 * @since 0.1.0
	 */
	public function bump(): void {
		$shared = $this->shared();
		$this->save_shared(
			array(
				'version' => $shared['version'] + 1,
				'items'   => array(),
			)
		);
		$this->memo = array();
	}

	/**
	 * Creates the option (autoloaded) when missing, so page views never look for it.
	 *
	 * @since 0.1.0
	 */
	public function ensure_option(): void {
		if ( false === get_option( self::OPTION ) ) {
			$this->save_shared(
				array(
					'version' => 1,
					'items'   => array(),
				)
			);
		}
	}

	/**
	 * Drops what this request memoised (tests, long-running processes).
	 *
	 * @since 0.1.0
	 */
	public function flush(): void {
		$this->memo = array();
	}

	/**
	 * Treats attachments created so far as old ones (tests, long-running processes).
	 *
	 * @since 0.1.0
	 */
	public function forget_new_attachments(): void {
		$this->new_attachments = array();
	}

	/**
	 * Memo, then stored facts, then computed and stored.
	 *
	 * @param string       $key     Fact key.
	 * @param WP_Post|null $owner   Owner post, or null for the shared option.
	 * @param callable     $compute Computes the facts (may query).
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function lookup( string $key, ?WP_Post $owner, callable $compute ): ?array {
		$memo_key = ( $owner ? $owner->ID : 0 ) . '|' . $key;
		if ( array_key_exists( $memo_key, $this->memo ) ) {
			return $this->memo[ $memo_key ];
		}
		// An image's facts are read from where they are kept (a post's meta, the shared option)
		// even when the attachment is in the object cache (a block theme renders the featured
		// image before wp_head, an archive lists the posts' images): working them out again
		// through WordPress's image functions costs more than the rest of the tags.

		$shared  = $this->shared();
		$version = $shared['version'];
		$stored  = $owner ? get_post_meta( $owner->ID, self::POST_META, true ) : $shared;
		$items   = is_array( $stored ) && ( $stored['version'] ?? null ) === $version && is_array( $stored['items'] ?? null ) ? $stored['items'] : array();

		if ( array_key_exists( $key, $items ) ) {
			$facts = is_array( $items[ $key ] ) ? self::normalize( $items[ $key ] ) : null;
		} else {
			$facts = $compute();
			unset( $items[ $key ] );
			$items[ $key ] = $facts ?? false;
			$items         = array_slice( $items, -( $owner ? self::MAX_PER_POST : self::MAX_SHARED ), null, true );
			$record        = array(
				'version' => $version,
				'items'   => $items,
			);
			if ( $owner ) {
				update_post_meta( $owner->ID, self::POST_META, $record );
			} else {
				$this->save_shared( $record );
			}
		}
		$this->memo[ $memo_key ] = $facts;
		return $facts;
	}

	/**
	 * Facts of an attachment, from the database if need be.
	 *
	 * @param int $attachment_id Attachment id.
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function compute_attachment( int $attachment_id ): ?array {
		$attachment = get_post( $attachment_id );
		if ( ! $attachment instanceof WP_Post || 'attachment' !== $attachment->post_type || ! wp_attachment_is_image( $attachment ) ) {
			return null;
		}
		$source = wp_get_attachment_image_src( $attachment_id, 'full' );
		if ( ! is_array( $source ) || empty( $source[0] ) ) {
			return null;
		}
		$alt = get_post_meta( $attachment_id, '_wp_attachment_image_alt', true );
		return array(
			'url'    => (string) $source[0],
			'width'  => (int) ( $source[1] ?? 0 ),
			'height' => (int) ( $source[2] ?? 0 ),
			'alt'    => is_string( $alt ) ? trim( $alt ) : '',
		);
	}

	/**
	 * Facts of a media-library URL (size and alt only when it is the full-size file).
	 *
	 * @param string $url Image URL.
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function compute_url( string $url ): ?array {
		$attachment_id = attachment_url_to_postid( $url );
		$facts         = $attachment_id ? $this->compute_attachment( $attachment_id ) : null;
		if ( null === $facts || $facts['url'] !== $url ) {
			return null;
		}
		return $facts;
	}

	/**
	 * Whether a URL points into this site's uploads.
	 *
	 * @param string $url URL.
	 */
	private function is_local( string $url ): bool {
		$uploads = wp_get_upload_dir();
		return ! empty( $uploads['baseurl'] ) && str_starts_with( set_url_scheme( $url, 'http' ), set_url_scheme( (string) $uploads['baseurl'], 'http' ) . '/' );
	}

	/**
	 * The version and shared facts.
	 *
	 * @return array{version: int, items: array<string, mixed>}
	 */
	private function shared(): array {
		$stored = get_option( self::OPTION );
		return array(
			'version' => is_array( $stored ) && is_int( $stored['version'] ?? null ) ? $stored['version'] : 1,
			'items'   => is_array( $stored ) && is_array( $stored['items'] ?? null ) ? $stored['items'] : array(),
		);
	}

	/**
	 * Stores the shared record (autoloaded).
	 *
	 * @param array{version: int, items: array<string, mixed>} $record Record.
	 */
	private function save_shared( array $record ): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $record, '', true );
		} else {
			update_option( self::OPTION, $record, true );
		}
	}

	/**
	 * Facts of a URL with nothing else known.
	 *
	 * @param string $url URL.
	 * @return array{url: string, width: int, height: int, alt: string}
	 */
	public static function bare( string $url ): array {
		return array(
			'url'    => $url,
			'width'  => 0,
			'height' => 0,
			'alt'    => '',
		);
	}

	/**
	 * Stored facts in the expected shape.
	 *
	 * @param array<string, mixed> $facts Stored facts.
	 * @return array{url: string, width: int, height: int, alt: string}
	 */
	private static function normalize( array $facts ): array {
		return array(
			'url'    => (string) ( $facts['url'] ?? '' ),
			'width'  => (int) ( $facts['width'] ?? 0 ),
			'height' => (int) ( $facts['height'] ?? 0 ),
			'alt'    => (string) ( $facts['alt'] ?? '' ),
		);
	}
}
