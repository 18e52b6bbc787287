<?php
/**
 * The page checks of one post or term.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Page;

use Lodestar\Seo\TemplateVariables;

defined( 'ABSPATH' ) || exit;

/**
 * The per-object checks (spec 2 §3; the analysis issue's page checks), PHP half: runs on save
 * and for the `checks/page` and `checks/taxonomy` routes. The TypeScript twin
 * (src/analysis/page-checks.ts) runs live in the editor; both give the same status and message
 * for every vector of tests/fixtures/page-checks.json.
 *
 * Pure: the input array (same keys as the TypeScript PageCheckInput: kind, title, description,
 * permalink, canonical, content, featured_image, og {enabled, title, description, image},
 * focus_keyword, links (URL => {ok, code, message}, or null when not checked), limits {title,
 * description, url}) in; id => {status, message, description} out, in the order of IDS. A
 * term gets TERM_IDS. Without a focus keyword the four keyword checks collapse into one
 * suggestion, `focus_keyword`.
 *
 * @since 0.3.0
 */
final class PageChecks {

	/**
	 * Engine version, stored with the results; bumped whenever a rule or message changes.
	 *
	 * @since 0.3.0
	 */
	public const VERSION = 1;

	/**
	 * Every check, in list order.
	 *
	 * @since 0.3.0
	 */
	public const IDS = array( 'search_engine_title', 'search_engine_description', 'url_length', 'canonical_url', 'open_graph_tags', 'sub_headings', 'image_alt_text', 'media_present', 'links_present', 'broken_links', 'focus_keyword', 'keyword_in_title', 'keyword_in_description', 'keyword_in_url', 'keyword_in_content' );

	/**
	 * The checks of a term (its fields; no content).
	 *
	 * @since 0.3.0
	 */
	public const TERM_IDS = array( 'search_engine_title', 'search_engine_description', 'url_length', 'canonical_url', 'open_graph_tags', 'focus_keyword', 'keyword_in_title', 'keyword_in_description', 'keyword_in_url' );

	/**
	 * Most entries a description list shows.
	 */
	private const LIST_LIMIT = 10;

	/**
	 * Runs the checks.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $input Page facts (see the class docblock).
	 * @return array<string, array{status: string, message: string, description: list<array<string, mixed>>}>
	 */
	public function run( array $input ): array {
		$limits = is_array( $input['limits'] ?? null ) ? $input['limits'] : array();
		$limit  = static fn( string $name ): int => (int) ( $limits[ $name ] ?? 0 );
		$text   = static fn( string $key ): string => is_string( $input[ $key ] ?? null ) ? $input[ $key ] : '';
		$checks = array();

		$checks['search_engine_title'] = self::length_check(
			$text( 'title' ),
			$limit( 'title' ),
			'error',
			array(
				__( 'The search engine title is missing.', 'lodestar' ),
				/* translators: 1: number of characters, 2: the limit. */
				__( 'The search engine title is %1$d characters long, more than %2$d.', 'lodestar' ),
				/* translators: 1: number of characters, 2: the limit. */
				__( 'The search engine title is %1$d characters long (at most %2$d).', 'lodestar' ),
			),
			__( 'Search engines show this title in their results; longer titles are cut.', 'lodestar' )
		);
		$checks['search_engine_description'] = self::length_check(
			$text( 'description' ),
			$limit( 'description' ),
			'warning',
			array(
				__( 'The search engine description is missing.', 'lodestar' ),
				/* translators: 1: number of characters, 2: the limit. */
				__( 'The search engine description is %1$d characters long, more than %2$d.', 'lodestar' ),
				/* translators: 1: number of characters, 2: the limit. */
				__( 'The search engine description is %1$d characters long (at most %2$d).', 'lodestar' ),
			),
			__( 'Search engines may show this description under the title; longer ones are cut.', 'lodestar' )
		);

		$url_why    = __( 'Short, readable addresses are easier to share and to understand in search results.', 'lodestar' );
		$permalink  = $text( 'permalink' );
		$url_length = TemplateVariables::length( trim( $permalink ) );
		if ( 0 === $url_length ) {
			$checks['url_length'] = self::result( 'suggestion', __( 'The URL is not known yet.', 'lodestar' ), $url_why );
		} elseif ( $url_length > $limit( 'url' ) ) {
			/* translators: 1: number of characters, 2: the limit. */
			$checks['url_length'] = self::result( 'warning', sprintf( __( 'The URL is %1$d characters long, more than %2$d.', 'lodestar' ), $url_length, $limit( 'url' ) ), $url_why );
		} else {
			/* translators: 1: number of characters, 2: the limit. */
			$checks['url_length'] = self::result( 'success', sprintf( __( 'The URL is %1$d characters long (at most %2$d).', 'lodestar' ), $url_length, $limit( 'url' ) ), $url_why );
		}

		$canonical_why = __( 'The canonical URL tells search engines which address to index for this content.', 'lodestar' );
		$canonical     = trim( $text( 'canonical' ) );
		if ( '' === $canonical ) {
			$checks['canonical_url'] = self::result( 'warning', __( 'The page prints no canonical URL.', 'lodestar' ), $canonical_why );
		} elseif ( rtrim( $canonical, '/' ) !== rtrim( trim( $permalink ), '/' ) ) {
			/* translators: %s: the canonical URL. */
			$checks['canonical_url'] = self::result( 'suggestion', sprintf( __( 'The canonical URL points to another address: %s', 'lodestar' ), $canonical ), $canonical_why );
		} else {
			$checks['canonical_url'] = self::result( 'success', __( 'The canonical URL points to this page.', 'lodestar' ), $canonical_why );
		}

		$og_why = __( 'Open Graph tags give social networks the title, description and image of a shared link.', 'lodestar' );
		$og     = is_array( $input['og'] ?? null ) ? $input['og'] : array();
		$og_str = static fn( string $key ): string => trim( is_string( $og[ $key ] ?? null ) ? $og[ $key ] : '' );
		if ( empty( $og['enabled'] ) ) {
			$checks['open_graph_tags'] = self::result( 'warning', __( 'Open Graph tags are turned off for this site.', 'lodestar' ), $og_why );
		} else {
			$missing = array_values(
				array_filter(
					array(
						'' === $og_str( 'title' ) ? __( 'title', 'lodestar' ) : '',
						'' === $og_str( 'description' ) ? __( 'description', 'lodestar' ) : '',
						'' === $og_str( 'image' ) ? __( 'image', 'lodestar' ) : '',
					),
					static fn( string $name ): bool => '' !== $name
				)
			);
			$checks['open_graph_tags'] = array() !== $missing
				/* translators: %s: missing parts, such as "description, image". */
				? self::result( 'warning', sprintf( __( 'The Open Graph tags lack: %s.', 'lodestar' ), implode( ', ', $missing ) ), $og_why )
				: self::result( 'success', __( 'The Open Graph title, description and image are set.', 'lodestar' ), $og_why );
		}

		$is_post = 'post' === ( $input['kind'] ?? 'post' );
		if ( $is_post ) {
			$this->content_checks( $checks, ContentScan::scan( $text( 'content' ) ), $input );
		}
		$this->keyword_checks( $checks, $input, $is_post );
		return $checks;
	}

	/**
	 * The content checks: subheadings, alt text, media, links, broken links.
	 *
	 * @param array<string, mixed> $checks Results so far.
	 * @param array<string, mixed> $facts  ContentScan::scan() of the content.
	 * @param array<string, mixed> $input  Page facts.
	 */
	private function content_checks( array &$checks, array $facts, array $input ): void {
		$headings_why           = __( 'Subheadings give the content a structure readers and search engines can follow.', 'lodestar' );
		$checks['sub_headings'] = 0 === $facts['subheadings']
			? self::result( 'warning', __( 'No subheadings (H2–H6) found in the content.', 'lodestar' ), $headings_why )
			/* translators: %d: number of subheadings. */
			: self::result( 'success', sprintf( _n( '%d subheading (H2–H6) found in the content.', '%d subheadings (H2–H6) found in the content.', $facts['subheadings'], 'lodestar' ), $facts['subheadings'] ), $headings_why );

		$alt_why     = __( 'Alt text describes an image to people who cannot see it and to search engines.', 'lodestar' );
		$images      = count( $facts['images'] );
		$without_alt = array_values( array_filter( $facts['images'], static fn( array $image ): bool => '' === $image['alt'] ) );
		if ( 0 === $images ) {
			$checks['image_alt_text'] = self::result( 'success', __( 'No images in the content, so no alt text is missing.', 'lodestar' ), $alt_why );
		} elseif ( array() !== $without_alt ) {
			$checks['image_alt_text'] = self::result(
				'warning',
				/* translators: 1: images without alt text, 2: all images. */
				sprintf( _n( '%1$d of %2$d images has no alt text.', '%1$d of %2$d images have no alt text.', count( $without_alt ), 'lodestar' ), count( $without_alt ), $images ),
				$alt_why,
				array_map( static fn( array $image ): string => '' !== $image['src'] ? $image['src'] : __( '(no address)', 'lodestar' ), $without_alt )
			);
		} else {
			/* translators: %d: number of images. */
			$checks['image_alt_text'] = self::result( 'success', sprintf( _n( '%d image has alt text.', 'All %d images have alt text.', $images, 'lodestar' ), $images ), $alt_why );
		}

		$media_why               = __( 'Images and videos make content easier to take in; a featured image is what shares show.', 'lodestar' );
		$featured                = '' !== trim( is_string( $input['featured_image'] ?? null ) ? $input['featured_image'] : '' );
		$checks['media_present'] = ( 0 === $images && 0 === $facts['videos'] && ! $featured )
			? self::result( 'warning', __( 'No image, video or featured image found.', 'lodestar' ), $media_why )
			: self::result(
				'success',
				sprintf(
					/* translators: 1: "2 images", 2: "1 video", 3: "a featured image" or "no featured image". */
					__( 'Media: %1$s and %2$s in the content, %3$s.', 'lodestar' ),
					/* translators: %d: number of images. */
					sprintf( _n( '%d image', '%d images', $images, 'lodestar' ), $images ),
					/* translators: %d: number of videos. */
					sprintf( _n( '%d video', '%d videos', $facts['videos'], 'lodestar' ), $facts['videos'] ),
					$featured ? __( 'a featured image', 'lodestar' ) : __( 'no featured image', 'lodestar' )
				),
				$media_why
			);

		$links_why               = __( 'Links lead readers and search engines to related content.', 'lodestar' );
		$checks['links_present'] = 0 === $facts['links']
			? self::result( 'warning', __( 'No links found in the content.', 'lodestar' ), $links_why )
			/* translators: %d: number of links. */
			: self::result( 'success', sprintf( _n( '%d link found in the content.', '%d links found in the content.', $facts['links'], 'lodestar' ), $facts['links'] ), $links_why );

		$checks['broken_links'] = self::broken_links( $facts['checkable_links'], is_array( $input['links'] ?? null ) ? $input['links'] : null );
	}

	/**
	 * The broken-links check from the results the caller supplies.
	 *
	 * @param list<string>                     $urls   The content's http(s) links.
	 * @param array<string, mixed>|null        $status Results by URL, null when not checked.
	 * @return array{status: string, message: string, description: list<array<string, mixed>>}
	 */
	private static function broken_links( array $urls, ?array $status ): array {
		$why = __( 'Links that lead nowhere frustrate readers and waste search engines’ time.', 'lodestar' );
		if ( array() === $urls ) {
			return self::result( 'success', __( 'No links to check in the content.', 'lodestar' ), $why );
		}
		if ( null === $status ) {
			return self::result( 'suggestion', __( 'The links have not been checked yet.', 'lodestar' ), $why );
		}
		$broken    = array();
		$unchecked = 0;
		foreach ( $urls as $url ) {
			$found = $status[ $url ] ?? null;
			if ( ! is_array( $found ) ) {
				++$unchecked;
			} elseif ( empty( $found['ok'] ) ) {
				/* translators: 1: URL, 2: what went wrong. */
				$broken[] = sprintf( __( '%1$s (%2$s)', 'lodestar' ), $url, (string) ( $found['message'] ?? '' ) );
			}
		}
		if ( array() !== $broken ) {
			/* translators: %d: number of broken links. */
			return self::result( 'error', sprintf( _n( '%d broken link found.', '%d broken links found.', count( $broken ), 'lodestar' ), count( $broken ) ), $why, $broken );
		}
		if ( $unchecked > 0 ) {
			/* translators: %d: number of links not checked. */
			return self::result( 'suggestion', sprintf( _n( '%d link has not been checked yet.', '%d links have not been checked yet.', $unchecked, 'lodestar' ), $unchecked ), $why );
		}
		/* translators: %d: number of links checked. */
		return self::result( 'success', sprintf( _n( '%d link works.', 'All %d links work.', count( $urls ), 'lodestar' ), count( $urls ) ), $why );
	}

	/**
	 * The focus keyword checks, or the one suggestion to set a keyword.
	 *
	 * @param array<string, mixed> $checks  Results so far.
	 * @param array<string, mixed> $input   Page facts.
	 * @param bool                 $is_post Whether the object has content.
	 */
	private function keyword_checks( array &$checks, array $input, bool $is_post ): void {
		$raw     = is_string( $input['focus_keyword'] ?? null ) ? $input['focus_keyword'] : '';
		$keyword = KeywordText::normalize( $raw );
		$why     = __( 'The focus keyword is the search phrase this content should be found for.', 'lodestar' );
		if ( '' === $keyword ) {
			$checks['focus_keyword'] = self::result( 'suggestion', __( 'No focus keyword set.', 'lodestar' ), $why );
			return;
		}
		$shown    = TemplateVariables::plain_text( $raw );
		$text     = static fn( string $key ): string => is_string( $input[ $key ] ?? null ) ? $input[ $key ] : '';
		$presence = static fn( bool $found, string $yes, string $no ): array => self::result( $found ? 'success' : 'warning', sprintf( $found ? $yes : $no, $shown ), $why );

		$checks['keyword_in_title'] = $presence(
			KeywordText::count( KeywordText::normalize( $text( 'title' ) ), $keyword ) > 0,
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” appears in the search engine title.', 'lodestar' ),
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” does not appear in the search engine title.', 'lodestar' )
		);
		$checks['keyword_in_description'] = $presence(
			KeywordText::count( KeywordText::normalize( $text( 'description' ) ), $keyword ) > 0,
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” appears in the search engine description.', 'lodestar' ),
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” does not appear in the search engine description.', 'lodestar' )
		);
		$slug                     = KeywordText::fold_for_url( $raw );
		$checks['keyword_in_url'] = $presence(
			'' !== $slug && str_contains( '-' . KeywordText::fold_for_url( KeywordText::url_path( $text( 'permalink' ) ) ) . '-', '-' . $slug . '-' ),
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” appears in the URL.', 'lodestar' ),
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” does not appear in the URL.', 'lodestar' )
		);
		if ( ! $is_post ) {
			return;
		}
		$count                        = KeywordText::count( KeywordText::normalize( TemplateVariables::plain_text( $text( 'content' ) ) ), $keyword );
		$checks['keyword_in_content'] = $count > 0
			/* translators: 1: focus keyword, 2: number of times. */
			? self::result( 'success', sprintf( _n( 'The focus keyword “%1$s” appears %2$d time in the content.', 'The focus keyword “%1$s” appears %2$d times in the content.', $count, 'lodestar' ), $shown, $count ), $why )
			/* translators: %s: focus keyword. */
			: self::result( 'warning', sprintf( __( 'The focus keyword “%s” does not appear in the content.', 'lodestar' ), $shown ), $why );
	}

	/**
	 * A text against its limit: missing, too long, or fine.
	 *
	 * @param string       $text           The text.
	 * @param int          $limit          Most code points.
	 * @param string       $missing_status Status when empty.
	 * @param list<string> $messages       Missing, too long, fine (%1$d length, %2$d limit).
	 * @param string       $why            Description.
	 * @return array{status: string, message: string, description: list<array<string, mixed>>}
	 */
	private static function length_check( string $text, int $limit, string $missing_status, array $messages, string $why ): array {
		$length = TemplateVariables::length( $text );
		if ( 0 === $length ) {
			return self::result( $missing_status, $messages[0], $why );
		}
		if ( $length > $limit ) {
			return self::result( 'warning', sprintf( $messages[1], $length, $limit ), $why );
		}
		return self::result( 'success', sprintf( $messages[2], $length, $limit ), $why );
	}

	/**
	 * One result.
	 *
	 * @param string       $status  Status.
	 * @param string       $message Message.
	 * @param string       $why     What the check looks at.
	 * @param list<string> $items   Entries to list (at most LIST_LIMIT).
	 * @return array{status: string, message: string, description: list<array<string, mixed>>}
	 */
	private static function result( string $status, string $message, string $why, array $items = array() ): array {
		$description = array(
			array(
				'type' => 'text',
				'text' => $why,
			),
		);
		if ( array() !== $items ) {
			$description[] = array(
				'type'  => 'list',
				'items' => array_slice( array_values( $items ), 0, self::LIST_LIMIT ),
			);
		}
		return array(
			'status'      => $status,
			'message'     => $message,
			'description' => $description,
		);
	}
}
