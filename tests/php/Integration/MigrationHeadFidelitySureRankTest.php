<?php
/**
 * Migration from SureRank keeps the head SureRank printed, on every page type.
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
 * The fidelity site holding data written the way SureRank stores it (grouped
 * `surerank_settings_general` / `_social` post and term meta, the `surerank_settings_post_no_*`
 * scalars, the flat `surerank_settings` option as SureRank saves it, its own defaults
 * included), migrated through REST; every URL's head is compared field by field with
 * tests/php/fixtures/migration-heads/surerank.php.
 */
class MigrationHeadFidelitySureRankTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;
	use HeadFidelity;

	protected const SLUG = 'surerank';

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
		delete_option( 'surerank_settings' );
		parent::tearDown();
	}

	/**
	 * Every page type prints what SureRank printed.
	 */
	public function test_every_page_type_prints_what_surerank_printed(): void {
		$ids = $this->build_fidelity_site();
		update_post_meta(
			$ids['claw'],
			'surerank_settings_general',
			array(
				'page_title'       => '%title% %separator% Hammers %separator% %site_name%',
				'page_description' => 'Buy the %title% today.',
				'canonical_url'    => 'https://acme.example/claw',
			)
		);
		update_post_meta(
			$ids['claw'],
			'surerank_settings_social',
			array(
				'facebook_title'           => 'FB %title%',
				'facebook_description'     => 'Shared text',
				'facebook_image_url'       => 'https://cdn.example.org/claw.jpg',
				'twitter_same_as_facebook' => false,
				'twitter_title'            => 'X %title%',
			)
		);
		update_post_meta( $ids['claw'], 'surerank_settings_post_no_follow', 'yes' );
		update_post_meta( $ids['hidden'], 'surerank_settings_post_no_index', 'yes' );
		update_term_meta( $ids['scrap'], 'surerank_settings_post_no_index', 'yes' );
		update_option(
			'surerank_settings',
			array(
				'separator'                => '-',
				'page_title'               => '%title% - %site_name%',
				'page_description'         => '%content%',
				'home_page_title'          => '%site_name% - %tagline%',
				'home_page_description'    => '%tagline%',
				'author_archive'           => true,
				'date_archive'             => true,
				'no_index'                 => array( 'post_format', 'attachment', 'author', 'date', 'search' ),
				'no_follow'                => array(),
				'no_archive'               => array(),
				'open_graph_tags'          => true,
				'twitter_card_type'        => 'summary_large_image',
				'fallback_image'           => 'https://cdn.example.org/default.png',
				'twitter_same_as_facebook' => true,
			)
		);

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		wp_set_current_user( 0 );

		$this->assert_fidelity( require dirname( __DIR__ ) . '/fixtures/migration-heads/surerank.php' );
	}
}
