<?php
/**
 * The post lists' SEO column and "SEO issues" filter.
 *
 * @package Lodestar
 */

namespace Lodestar\Admin;

use Lodestar\Repositories\ContentFacts;
use Lodestar\Settings\SettingsRepository;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * On the list screens of public post types (edit.php), while page-level SEO is on:
 * - an "SEO" column with a status dot and the error and warning counts of the stored page
 *   checks, read from the post meta WP_Query primes for the list (no query per row);
 * - a filter "SEO issues" (`?lodestar_seo=issues`): posts whose stored page checks have
 *   errors (`_lodestar_check_errors` > 0), the dashboard's "view all" target.
 *
 * @since 0.3.0
 */
final class SeoColumn {

	/**
	 * Column key.
	 *
	 * @since 0.3.0
	 */
	public const COLUMN = 'lodestar_seo';

	/**
	 * Query argument of the filter.
	 *
	 * @since 0.3.0
	 */
	public const FILTER_ARG = 'lodestar_seo';

	/**
	 * Its value for posts with errors.
	 *
	 * @since 0.3.0
	 */
	public const FILTER_ISSUES = 'issues';

	/**
	 * Dot colours per state (the spec's status colours).
	 */
	private const COLOURS = array(
		'error'   => '#d63638',
		'warning' => '#dba617',
		'success' => '#00a32a',
		'none'    => '#a7aaad',
	);

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Hooks the list screens.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_action( 'load-edit.php', array( $this, 'load' ) );
	}

	/**
	 * On a post list screen: adds the column, the filter and the query narrowing.
	 *
	 * @since 0.3.0
	 */
	public function load(): void {
		$post_type = (string) ( $GLOBALS['typenow'] ?? '' );
		if ( '' === $post_type ) {
			$post_type = 'post';
		}
		if ( ! $this->settings->get( 'enable_page_level_seo' ) || 'attachment' === $post_type || ! is_post_type_viewable( $post_type ) ) {
			return;
		}
		add_filter( 'manage_' . $post_type . '_posts_columns', array( $this, 'add_column' ) );
		add_action( 'manage_' . $post_type . '_posts_custom_column', array( $this, 'render_column' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( $this, 'render_filter' ), 10, 2 );
		add_action( 'pre_get_posts', array( $this, 'filter_query' ) );
	}

	/**
	 * Adds the column after the title.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function add_column( $columns ): array {
		$out = array();
		foreach ( (array) $columns as $key => $label ) {
			$out[ $key ] = $label;
			if ( 'title' === $key ) {
				$out[ self::COLUMN ] = __( 'SEO', 'lodestar' );
			}
		}
		if ( ! isset( $out[ self::COLUMN ] ) ) {
			$out[ self::COLUMN ] = __( 'SEO', 'lodestar' );
		}
		return $out;
	}

	/**
	 * Prints a row's cell: a dot and what the stored page checks found.
	 *
	 * @since 0.3.0
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Post ID.
	 */
	public function render_column( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$post_id = (int) $post_id;
		if ( '' === get_post_meta( $post_id, ContentFacts::CHECKS_KEY, true ) ) {
			$state = 'none';
			$text  = __( 'Not analyzed yet', 'lodestar' );
		} else {
			$errors   = (int) get_post_meta( $post_id, ContentFacts::ERRORS_KEY, true );
			$warnings = (int) get_post_meta( $post_id, ContentFacts::WARNINGS_KEY, true );
			$parts    = array();
			if ( $errors > 0 ) {
				/* translators: %d: number of errors. */
				$parts[] = sprintf( _n( '%d error', '%d errors', $errors, 'lodestar' ), $errors );
			}
			if ( $warnings > 0 ) {
				/* translators: %d: number of warnings. */
				$parts[] = sprintf( _n( '%d warning', '%d warnings', $warnings, 'lodestar' ), $warnings );
			}
			$state = $errors > 0 ? 'error' : ( $warnings > 0 ? 'warning' : 'success' );
			/* translators: used between "2 errors" and "1 warning". */
			$text = array() === $parts ? __( 'No issues', 'lodestar' ) : implode( __( ', ', 'lodestar' ), $parts );
		}
		printf(
			'<span class="lodestar-seo-status lodestar-seo-status--%1$s"><span aria-hidden="true" style="display:inline-block;width:10px;height:10px;border-radius:50%%;margin-right:6px;background:%2$s"></span>%3$s</span>',
			esc_attr( $state ),
			esc_attr( self::COLOURS[ $state ] ),
			esc_html( $text )
		);
	}

	/**
	 * Prints the filter above the list.
	 *
	 * @since 0.3.0
	 *
	 * @param string $post_type Post type.
	 * @param string $which     'top' or 'bottom'.
	 */
	public function render_filter( $post_type = '', $which = 'top' ): void {
		if ( 'top' !== $which ) {
			return;
		}
		$current = self::requested();
		printf(
			'<label class="screen-reader-text" for="lodestar-seo-filter">%1$s</label><select name="%2$s" id="lodestar-seo-filter"><option value="">%3$s</option><option value="%4$s"%5$s>%6$s</option></select>',
			esc_html__( 'Filter by SEO status', 'lodestar' ),
			esc_attr( self::FILTER_ARG ),
			esc_html__( 'All SEO statuses', 'lodestar' ),
			esc_attr( self::FILTER_ISSUES ),
			selected( $current, self::FILTER_ISSUES, false ),
			esc_html__( 'SEO issues', 'lodestar' )
		);
	}

	/**
	 * Narrows the list's main query to posts with errors when the filter asks.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Query $query Query.
	 */
	public function filter_query( $query ): void {
		if ( ! $query instanceof WP_Query || ! $query->is_main_query() || self::FILTER_ISSUES !== self::requested() ) {
			return;
		}
		$meta   = $query->get( 'meta_query' );
		$meta   = is_array( $meta ) ? $meta : array();
		$meta[] = array(
			'key'     => ContentFacts::ERRORS_KEY,
			'value'   => 0,
			'compare' => '>',
			'type'    => 'NUMERIC',
		);
		$query->set( 'meta_query', $meta );
	}

	/**
	 * The filter's value in the request ('' for none).
	 */
	private static function requested(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter in a GET link, read only.
		return isset( $_GET[ self::FILTER_ARG ] ) ? sanitize_key( wp_unslash( (string) $_GET[ self::FILTER_ARG ] ) ) : '';
	}
}
