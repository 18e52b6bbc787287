<?php
/**
 * Computes the canonical URL and the pagination links of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Canonical URL: the object's `_lodestar_canonical_url` (page-level SEO on; http and https
 * URLs only), else the page's
 * own URL without query arguments; page 2 and later of an archive (or of a post split with
 * <!--nextpage-->) is its own canonical. Search results, 404 pages, unpublished posts and
 * switched-off author/date archives have none.
 *
 * @since 0.1.0
 */
class CanonicalResolver {

	/**
	 * Results per context of this request.
	 *
	 * @var \WeakMap<Context, array{base: string, canonical: string}>
	 */
	private \WeakMap $memo;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings.
	 * @param Overrides          $overrides Per-object values.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private Overrides $overrides
	) {
		$this->memo = new \WeakMap();
	}

	/**
	 * The canonical URL, or '' when the page has none.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 */
	public function url( Context $context ): string {
		return $this->urls( $context )['canonical'];
	}

	/**
	 * The previous and next page of a paginated page ('' where there is none).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array{prev: string, next: string}
	 */
	public function adjacent( Context $context ): array {
		$base = $this->urls( $context )['base'];
		if ( '' === $base || ( ! $context->is_archive() && ! $context->is_singular() ) ) {
			return array(
				'prev' => '',
				'next' => '',
			);
		}
		return array(
			'prev' => $context->page > 1 ? $this->page_url( $context, $base, $context->page - 1 ) : '',
			'next' => $context->page < $context->pages ? $this->page_url( $context, $base, $context->page + 1 ) : '',
		);
	}

	/**
	 * The object's own first-page URL and the canonical URL.
	 *
	 * @param Context $context Page context.
	 * @return array{base: string, canonical: string}
	 */
	private function urls( Context $context ): array {
		if ( isset( $this->memo[ $context ] ) ) {
			return $this->memo[ $context ];
		}
		$base = $this->base_url( $context );
		// Only web URLs: a value that bypassed sanitizing never becomes a canonical.
		$override  = '' === $base ? '' : esc_url_raw( $this->overrides->text( $context, 'canonical_url' ), array( 'http', 'https' ) );
		$canonical = '' !== $override ? $override : ( '' === $base ? '' : $this->page_url( $context, $base, $context->page ) );

		$this->memo[ $context ] = array(
			'base'      => $base,
			'canonical' => $canonical,
		);
		return $this->memo[ $context ];
	}

	/**
	 * URL of the first page of the object a context shows ('' for none).
	 *
	 * @param Context $context Page context.
	 */
	private function base_url( Context $context ): string {
		switch ( $context->kind ) {
			case Context::SINGULAR:
				return 'publish' === get_post_status( $context->post ) ? $context->post_permalink() : '';
			case Context::HOME:
				return home_url( '/' );
			case Context::BLOG:
				return null !== $context->post && 'publish' === get_post_status( $context->post ) ? $context->post_permalink() : '';
			case Context::TERM:
				$link = get_term_link( $context->term );
				return is_string( $link ) ? $link : '';
			case Context::POST_TYPE_ARCHIVE:
				return (string) get_post_type_archive_link( $context->post_type );
			case Context::AUTHOR:
				return $this->settings->get( 'author_archive' ) ? get_author_posts_url( $context->user->ID, $context->user->user_nicename ) : '';
			case Context::DATE:
				if ( ! $this->settings->get( 'date_archive' ) ) {
					return '';
				}
				$date = $context->date;
				if ( isset( $date['day'] ) ) {
					return (string) get_day_link( $date['year'], $date['month'], $date['day'] );
				}
				return isset( $date['month'] ) ? (string) get_month_link( $date['year'], $date['month'] ) : (string) get_year_link( $date['year'] );
		}
		return '';
	}

	/**
	 * URL of page N of a paginated page.
	 *
	 * @param Context $context Page context.
	 * @param string  $base    First-page URL.
	 * @param int     $page    Page number.
	 */
	private function page_url( Context $context, string $base, int $page ): string {
		if ( $page < 2 ) {
			return $base;
		}
		global $wp_rewrite;
		$pretty = $wp_rewrite instanceof \WP_Rewrite && $wp_rewrite->using_permalinks();
		if ( $context->is_singular() ) {
			return $pretty
				? trailingslashit( $base ) . user_trailingslashit( (string) $page, 'single_paged' )
				: add_query_arg( 'page', $page, $base );
		}
		if ( ! $pretty ) {
			return add_query_arg( 'paged', $page, $base );
		}
		$parts = explode( '?', $base, 2 );
		$url   = user_trailingslashit( trailingslashit( $parts[0] ) . $wp_rewrite->pagination_base . '/' . $page, 'paged' );
		return isset( $parts[1] ) ? $url . '?' . $parts[1] : $url;
	}
}
