<?php
/**
 * The post lists' SEO column and "SEO issues" filter.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\SeoColumn;
use Lodestar\Analysis\Attention;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * Column cells from the stored page checks with no query per row, and the filter.
 */
class SeoColumnTest extends TestCase {

	/**
	 * The post list screen of posts, as an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->empty_site();
		$this->act_as( 'administrator' );
		$GLOBALS['typenow'] = 'post';
		$GLOBALS['pagenow'] = 'edit.php';
	}

	/**
	 * Clears the screen globals.
	 */
	protected function tearDown(): void {
		unset( $GLOBALS['typenow'] );
		$GLOBALS['pagenow'] = '';
		parent::tearDown();
		// WP_Rewrite reads the rolled-back permalink structure again.
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * A published post with stored page checks (null: none stored).
	 *
	 * @param string   $title    Title.
	 * @param int|null $errors   Errors (null: none stored, as for a post saved before Lodestar).
	 * @param int      $warnings Warnings.
	 */
	private function post_with( string $title, ?int $errors, int $warnings = 0 ): int {
		$id = $this->publish_post( array( 'post_title' => $title ) );
		if ( null === $errors ) {
			// As a post saved before Lodestar was active: publishing stored its checks.
			delete_post_meta( $id, '_lodestar_page_checks' );
			delete_post_meta( $id, '_lodestar_check_errors' );
			delete_post_meta( $id, '_lodestar_check_warnings' );
		} else {
			update_post_meta(
				$id,
				'_lodestar_page_checks',
				array(
					'v'        => 1,
					'modified' => get_post( $id )->post_modified_gmt,
					'checks'   => array(),
				)
			);
			update_post_meta( $id, '_lodestar_check_errors', $errors );
			update_post_meta( $id, '_lodestar_check_warnings', $warnings );
		}
		return $id;
	}

	/**
	 * What the column prints for a post.
	 *
	 * @param SeoColumn $column Column.
	 * @param int       $id     Post ID.
	 */
	private static function cell( SeoColumn $column, int $id ): string {
		ob_start();
		$column->render_column( 'lodestar_seo', $id );
		return (string) ob_get_clean();
	}

	/**
	 * The column comes after the title, on public post types, while page-level SEO is on.
	 */
	public function test_column_is_added_after_the_title(): void {
		$column = new SeoColumn( Plugin::instance()->settings() );
		$column->register();
		do_action( 'load-edit.php' );
		$columns = apply_filters(
			'manage_post_posts_columns',
			array(
				'cb'     => '',
				'title'  => 'Title',
				'author' => 'Author',
			)
		);
		$this->assertSame( array( 'cb', 'title', 'lodestar_seo', 'author' ), array_keys( $columns ) );
		$this->assertSame( 'SEO', $columns['lodestar_seo'] );
		$this->assertTrue( has_action( 'restrict_manage_posts', array( $column, 'render_filter' ) ) > 0 );

		// Page-level SEO off: no column.
		remove_all_filters( 'manage_post_posts_columns' );
		Plugin::instance()->settings()->save( array( 'enable_page_level_seo' => false ) );
		( new SeoColumn( Plugin::instance()->settings() ) )->load();
		$this->assertFalse( has_filter( 'manage_post_posts_columns' ) );
	}

	/**
	 * The cells: dot and counts from the stored result, no query per row after the list's
	 * query (which primes the meta, as edit.php's does).
	 */
	public function test_cells_read_primed_meta_without_queries(): void {
		global $wpdb;
		$errors   = $this->post_with( 'Errors', 2, 1 );
		$warnings = $this->post_with( 'Warnings', 0, 3 );
		$clean    = $this->post_with( 'Clean', 0, 0 );
		$unknown  = $this->post_with( 'Unknown', null );
		wp_cache_flush();

		$list = new \WP_Query(
			array(
				'post_type'      => 'post',
				'post_status'    => 'any',
				'posts_per_page' => 20,
			)
		);
		$this->assertCount( 4, $list->posts );
		$column = new SeoColumn( Plugin::instance()->settings() );
		$before = $wpdb->num_queries;
		$cells  = array();
		foreach ( $list->posts as $post ) {
			$cells[ $post->ID ] = self::cell( $column, $post->ID );
		}
		$this->assertSame( $before, $wpdb->num_queries, 'The column adds no query per row.' );

		$this->assertSame( '<span class="lodestar-seo-status lodestar-seo-status--error"><span aria-hidden="true" style="display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;background:#d63638"></span>2 errors, 1 warning</span>', $cells[ $errors ] );
		$this->assertStringContainsString( 'lodestar-seo-status--warning', $cells[ $warnings ] );
		$this->assertStringEndsWith( '</span>3 warnings</span>', $cells[ $warnings ] );
		$this->assertStringContainsString( 'background:#00a32a"></span>No issues</span>', $cells[ $clean ] );
		$this->assertStringContainsString( 'background:#a7aaad"></span>Not analyzed yet</span>', $cells[ $unknown ] );
		$this->assertSame( '', ( function () use ( $column, $clean ) {
			ob_start();
			$column->render_column( 'title', $clean );
			return ob_get_clean();
		} )() );
	}

	/**
	 * "SEO issues" keeps the posts whose stored checks have errors.
	 */
	public function test_seo_issues_filter(): void {
		$two     = $this->post_with( 'Two errors', 2 );
		$one     = $this->post_with( 'One error', 1, 4 );
		$warning = $this->post_with( 'Warning only', 0, 2 );
		$this->post_with( 'Not analyzed', null );
		$this->assertSame( 'lodestar_seo', Attention::FILTER_ARG );
		$this->assertSame( SeoColumn::FILTER_ARG, Attention::FILTER_ARG );
		$this->assertSame( SeoColumn::FILTER_ISSUES, Attention::FILTER_ISSUES );

		$column = new SeoColumn( Plugin::instance()->settings() );
		$column->load();
		$_GET['lodestar_seo'] = 'issues';

		ob_start();
		$column->render_filter( 'post', 'top' );
		$select = (string) ob_get_clean();
		$this->assertStringContainsString( '<option value="issues" selected=\'selected\'>SEO issues</option>', $select );
		$this->assertStringContainsString( '<label class="screen-reader-text" for="lodestar-seo-filter">Filter by SEO status</label>', $select );

		$query                   = new \WP_Query();
		$GLOBALS['wp_the_query'] = $query;
		$query->query(
			array(
				'post_type'   => 'post',
				'post_status' => 'any',
				'orderby'     => 'ID',
				'order'       => 'ASC',
				'fields'      => 'ids',
			)
		);
		$this->assertSame( array( $two, $one ), array_map( 'intval', $query->posts ) );

		// Other queries of the screen are left alone; without the argument nothing is narrowed.
		$other = new \WP_Query(
			array(
				'post_type'   => 'post',
				'post_status' => 'any',
				'fields'      => 'ids',
			)
		);
		$this->assertCount( 4, $other->posts );
		unset( $_GET['lodestar_seo'] );
		$query = new \WP_Query();
		$GLOBALS['wp_the_query'] = $query;
		$query->query(
			array(
				'post_type'   => 'post',
				'post_status' => 'any',
				'fields'      => 'ids',
			)
		);
		$this->assertCount( 4, $query->posts );
		$this->assertContains( $warning, array_map( 'intval', $query->posts ) );
	}
}
