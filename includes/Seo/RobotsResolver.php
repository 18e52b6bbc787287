<?php
/**
 * Computes the robots directives of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\Fields;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The restricting robots directives (noindex, nofollow, noarchive) Lodestar asks for on a page.
 *
 * For each directive, in order:
 * 1. The object's own flag (`_lodestar_post_no_index` etc., page-level SEO on): 'yes' applies
 *    it, 'no' never applies it.
 * 2. The Robot Instructions lists (`no_index`, `no_follow`, `no_archive`), the robots defaults
 *    per content type: the post type of a singular page, the taxonomy of a term archive,
 *    'pta:<post type>' for a post type archive, 'author' / 'date' / 'search' for those
 *    archives. The latest-posts home page uses `home_page_robots` instead.
 * 3. Fixed rules: search results and 404 pages are noindex; switched-off author and date
 *    archives are noindex (they also answer 404); page 2+ of archives is noindex with
 *    `noindex_paginated_pages`, and of the home page without `index_home_page_paginated_pages`.
 * The result only ever adds restrictions; see Frontend\Robots for how it joins wp_robots.
 *
 * @since 0.1.0
 */
class RobotsResolver {

	/**
	 * Directive => [settings list, object field].
	 */
	private const DIRECTIVES = array(
		'noindex'   => array( 'no_index', 'post_no_index' ),
		'nofollow'  => array( 'no_follow', 'post_no_follow' ),
		'noarchive' => array( 'no_archive', 'post_no_archive' ),
	);

	/**
	 * Directives per context of this request.
	 *
	 * @var \WeakMap<Context, array<string, true>>
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
	 * Directives for a page, e.g. ['noindex' => true].
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<string, true>
	 */
	public function directives( Context $context ): array {
		if ( isset( $this->memo[ $context ] ) ) {
			return $this->memo[ $context ];
		}
		$directives = array();
		if ( Context::NONE !== $context->kind ) {
			foreach ( self::DIRECTIVES as $directive => list( $list, $field ) ) {
				if ( $this->applies( $context, $directive, $list, $field ) ) {
					$directives[ $directive ] = true;
				}
			}
		}
		$this->memo[ $context ] = $directives;
		return $directives;
	}

	/**
	 * Whether the page is meant to be indexed (no noindex from Lodestar). Decides the noindex
	 * directive alone when the context's directives are not known yet (the site analysis asks
	 * this of every post, nothing else).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 */
	public function is_indexable( Context $context ): bool {
		if ( isset( $this->memo[ $context ] ) ) {
			return ! isset( $this->memo[ $context ]['noindex'] );
		}
		return Context::NONE === $context->kind || ! $this->applies( $context, 'noindex', ...self::DIRECTIVES['noindex'] );
	}

	/**
	 * Whether one directive applies.
	 *
	 * @param Context $context   Page context.
	 * @param string  $directive noindex|nofollow|noarchive.
	 * @param string  $list      Settings list key.
	 * @param string  $field     Object field.
	 */
	private function applies( Context $context, string $directive, string $list, string $field ): bool {
		if ( 'noindex' === $directive && $this->forced_noindex( $context ) ) {
			return true;
		}

		$flag = $this->overrides->text( $context, $field );
		if ( Fields::ROBOTS_YES === $flag ) {
			return true;
		}
		if ( Fields::ROBOTS_NO === $flag ) {
			return false;
		}

		if ( Context::HOME === $context->kind ) {
			$home = (array) ( $this->settings->get( 'home_page_robots' )['general'] ?? array() );
			return in_array( $directive, $home, true );
		}
		$target = $this->target( $context );
		return '' !== $target && in_array( $target, (array) $this->settings->get( $list ), true );
	}

	/**
	 * Whether a fixed rule makes the page noindex.
	 *
	 * @param Context $context Page context.
	 */
	private function forced_noindex( Context $context ): bool {
		switch ( $context->kind ) {
			case Context::SEARCH:
			case Context::NOT_FOUND:
				return true;
			case Context::AUTHOR:
				if ( ! $this->settings->get( 'author_archive' ) ) {
					return true;
				}
				break;
			case Context::DATE:
				if ( ! $this->settings->get( 'date_archive' ) ) {
					return true;
				}
				break;
			case Context::HOME:
				return $context->is_paged() && ( ! $this->settings->get( 'index_home_page_paginated_pages' ) || $this->settings->get( 'noindex_paginated_pages' ) );
		}
		return $context->is_archive() && $context->is_paged() && (bool) $this->settings->get( 'noindex_paginated_pages' );
	}

	/**
	 * The slug the Robot Instructions lists name this page by ('' for none).
	 *
	 * @param Context $context Page context.
	 */
	private function target( Context $context ): string {
		switch ( $context->kind ) {
			case Context::SINGULAR:
				return $context->post_type;
			case Context::TERM:
				return $context->term->taxonomy;
			case Context::POST_TYPE_ARCHIVE:
				return 'pta:' . $context->post_type;
			case Context::AUTHOR:
				return 'author';
			case Context::DATE:
				return 'date';
			case Context::SEARCH:
				return 'search';
		}
		return '';
	}
}
