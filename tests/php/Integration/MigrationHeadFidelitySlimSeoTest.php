<?php
/**
 * Migration from Slim SEO keeps the head Slim SEO printed, on every page type.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\HeadFidelity;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';
require_once dirname( __DIR__ ) . '/HeadFidelity.php';
require_once dirname( __DIR__ ) . '/FidelityHead.php';

/**
 * The fidelity site holding data written the way Slim SEO stores it (the `slim_seo` post and
 * term meta arrays, the `slim_seo` option holding only what its settings screen saved: the
 * default Facebook image), migrated through REST; every URL's head is compared field by field
 * with tests/php/fixtures/migration-heads/slim-seo.php.
 */
class MigrationHeadFidelitySlimSeoTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;
	use HeadFidelity;

	protected const SLUG = 'slim-seo';

	/**
	 * No migration state, an empty site.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_titles' );
		delete_option( 'wpseo_taxonomy_meta' );
	}

	/**
	 * Plain permalinks, no product types.
	 */
	protected function tearDown(): void {
		$this->tear_down_fidelity_site();
		delete_option( 'slim_seo' );
		parent::tearDown();
	}

	/**
	 * Every page type prints what Slim SEO printed.
	 */
	public function test_every_page_type_prints_what_slim_seo_printed(): void {
		$ids = $this->build_fidelity_site();
		update_post_meta(
			$ids['claw'],
			'slim_seo',
			array(
				'title'          => '{{ post.title }} {{ sep }} Hammers {{ sep }} {{ site.title }}',
				'description'    => 'Buy the {{ post.title }} today.',
				'canonical'      => 'https://acme.example/claw',
				'facebook_image' => 'https://cdn.example.org/claw.jpg',
			)
		);
		update_post_meta( $ids['hidden'], 'slim_seo', array( 'noindex' => 1 ) );
		update_term_meta( $ids['scrap'], 'slim_seo', array( 'noindex' => 1 ) );
		update_option( 'slim_seo', array( 'default_facebook_image' => 'https://cdn.example.org/default.png' ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		wp_set_current_user( 0 );

		$this->assert_fidelity( require dirname( __DIR__ ) . '/fixtures/migration-heads/slim-seo.php' );
	}
}
