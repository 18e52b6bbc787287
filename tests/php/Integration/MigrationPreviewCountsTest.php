<?php
/**
 * The dry-run report counts objects and changed fields apart.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * GET migration/preview: `total` is the objects of the whole report (what the pages count);
 * `objects` and `fields` are, for the page asked, the objects that would change and how many
 * fields would (a note, such as a value kept or a field that cannot move, is not a change).
 * Fixtures are Yoast SEO post meta (`_yoast_wpseo_*`).
 */
class MigrationPreviewCountsTest extends TestCase {

	use MigrationFlow;

	protected const SLUG = 'wordpress-seo';

	/**
	 * No migration state, an empty site without Yoast's options.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		foreach ( array( 'wpseo', 'wpseo_titles', 'wpseo_social', 'wpseo_taxonomy_meta' ) as $option ) {
			delete_option( $option );
		}
	}

	/**
	 * Three fields on one post, two on another, a post whose Lodestar value is kept (a note
	 * only), the global settings switching the author and date archives on (Yoast, storing
	 * nothing, served both): 4 objects, 3 changing, 7 fields; paged, each page counts its own.
	 */
	public function test_preview_counts_objects_and_changed_fields(): void {
		$three = $this->publish_post( array( 'post_title' => 'Three' ) );
		update_post_meta( $three, '_yoast_wpseo_title', '%%title%% %%sep%% %%sitename%%' );
		update_post_meta( $three, '_yoast_wpseo_metadesc', 'Three fields.' );
		update_post_meta( $three, '_yoast_wpseo_canonical', 'https://example.net/three' );
		$two = $this->publish_post( array( 'post_title' => 'Two' ) );
		update_post_meta( $two, '_yoast_wpseo_title', 'Two %%sep%% %%sitename%%' );
		update_post_meta( $two, '_yoast_wpseo_metadesc', 'Two fields.' );
		$kept = $this->publish_post( array( 'post_title' => 'Kept' ) );
		update_post_meta( $kept, '_yoast_wpseo_metadesc', 'Not taken.' );
		update_post_meta( $kept, '_lodestar_page_title', 'Mine' );
		$this->act_as( 'administrator' );

		$all = $this->ok( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=100', null );
		$this->assertSame( 4, $all['total'] );
		$this->assertSame( 3, $all['objects'] );
		$this->assertSame( 7, $all['fields'] );

		// Two objects a page, in report order (the global settings, then posts by id): page 1 is
		// the settings and "Three", page 2 "Two" and "Kept".
		$first  = $this->ok( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=2&page=1', null );
		$second = $this->ok( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . self::SLUG . '&per_page=2&page=2', null );
		$this->assertSame( array( 4, 2, 2, 5 ), array( $first['total'], $first['total_pages'], $first['objects'], $first['fields'] ) );
		$this->assertSame( array( 4, 2, 1, 2 ), array( $second['total'], $second['total_pages'], $second['objects'], $second['fields'] ) );
	}
}
