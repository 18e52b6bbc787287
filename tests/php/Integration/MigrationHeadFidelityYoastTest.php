<?php
/**
 * Migration from Yoast SEO keeps the head Yoast printed, on every page type.
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
 * The fidelity site holding data written the way Yoast stores it (`_yoast_wpseo_*` post meta,
 * the `wpseo_taxonomy_meta` option, `wpseo_titles` and `wpseo_social` as Yoast saves them with
 * its default templates), migrated through REST; every URL's head is compared field by field
 * with tests/php/fixtures/migration-heads/yoast.php.
 */
class MigrationHeadFidelityYoastTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;
	use HeadFidelity;

	protected const SLUG = 'wordpress-seo';

	/**
	 * No migration state, an empty site.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_taxonomy_meta' );
	}

	/**
	 * Forgets the product types and the permalinks.
	 */
	protected function tearDown(): void {
		$this->tear_down_fidelity_site();
		parent::tearDown();
	}

	/**
	 * Every page type prints what Yoast printed.
	 */
	public function test_every_page_type_prints_what_yoast_printed(): void {
		$ids = $this->build_fidelity_site();
		foreach (
			array(
				'title'                => '%%title%% %%sep%% %%primary_category%% %%sep%% %%sitename%%',
				'metadesc'             => 'Buy the %%title%% today.',
				'meta-robots-noindex'  => '0',
				'meta-robots-nofollow' => '1',
				'canonical'            => 'https://acme.example/claw',
				'opengraph-title'      => 'FB %%title%%',
				'opengraph-description' => 'Shared text',
				'opengraph-image'      => 'https://cdn.example.org/claw.jpg',
				'twitter-title'        => 'X %%title%%',
				'primary_category'     => (string) $ids['hammers'],
			) as $key => $value
		) {
			update_post_meta( $ids['claw'], '_yoast_wpseo_' . $key, $value );
		}
		update_post_meta( $ids['hidden'], '_yoast_wpseo_meta-robots-noindex', '1' );
		update_option(
			'wpseo_taxonomy_meta',
			array(
				'category' => array(
					$ids['scrap'] => array( 'wpseo_noindex' => 'noindex' ),
				),
			)
		);
		update_option(
			'wpseo_titles',
			array(
				'separator'                    => 'sc-dash',
				'title-home-wpseo'             => '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
				'metadesc-home-wpseo'          => 'Home of %%sitename%%',
				'open_graph_frontpage_title'   => 'Acme home',
				'open_graph_frontpage_desc'    => '',
				'title-author-wpseo'           => '%%name%%, Author at %%sitename%% %%page%%',
				'metadesc-author-wpseo'        => '',
				'title-archive-wpseo'          => '%%date%% %%page%% %%sep%% %%sitename%%',
				'metadesc-archive-wpseo'       => '',
				'title-search-wpseo'           => 'You searched for %%searchphrase%% %%page%% %%sep%% %%sitename%%',
				'title-404-wpseo'              => 'Page not found %%sep%% %%sitename%%',
				'title-post'                   => '%%title%% %%page%% %%sep%% %%sitename%%',
				'metadesc-post'                => '',
				'noindex-post'                 => false,
				'title-page'                   => '%%title%% %%page%% %%sep%% %%sitename%%',
				'metadesc-page'                => '',
				'noindex-page'                 => false,
				'title-attachment'             => '%%title%% %%page%% %%sep%% %%sitename%%',
				'title-product'                => '%%title%% %%page%% %%sep%% %%sitename%%',
				'metadesc-product'             => '',
				'noindex-product'              => false,
				'title-ptarchive-product'      => '%%pt_plural%% Archive %%page%% %%sep%% %%sitename%%',
				'metadesc-ptarchive-product'   => '',
				'noindex-ptarchive-product'    => false,
				'title-tax-category'           => '%%term_title%% Archives %%page%% %%sep%% %%sitename%%',
				'metadesc-tax-category'        => '',
				'noindex-tax-category'         => false,
				'title-tax-post_tag'           => '%%term_title%% Archives %%page%% %%sep%% %%sitename%%',
				'metadesc-tax-post_tag'        => '',
				'noindex-tax-post_tag'         => false,
				'title-tax-product_cat'        => '%%term_title%% Archives %%page%% %%sep%% %%sitename%%',
				'noindex-tax-post_format'      => true,
				'noindex-author-wpseo'         => false,
				'noindex-author-noposts-wpseo' => true,
				'noindex-archive-wpseo'        => true,
				'disable-author'               => false,
				'disable-date'                 => false,
				'disable-attachment'           => true,
			)
		);
		update_option(
			'wpseo_social',
			array(
				'opengraph'           => true,
				'twitter'             => true,
				'twitter_card_type'   => 'summary_large_image',
				'og_default_image'    => 'https://cdn.example.org/default.png',
				'og_default_image_id' => '',
			)
		);

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		wp_set_current_user( 0 );

		$this->assert_fidelity( require dirname( __DIR__ ) . '/fixtures/migration-heads/yoast.php' );
	}
}
