<?php
/**
 * Migration from Rank Math keeps the head Rank Math printed, on every page type.
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
 * The fidelity site holding data written the way Rank Math stores it (`rank_math_*` post and
 * term meta, robots as arrays; `rank-math-options-titles` as Rank Math installs it, with its
 * default templates and robots: tags and author archives noindexed, date archives noindexed),
 * migrated through REST; every URL's head is compared field by field with
 * tests/php/fixtures/migration-heads/rank-math.php.
 */
class MigrationHeadFidelityRankMathTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;
	use HeadFidelity;

	protected const SLUG = 'seo-by-rank-math';

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
		delete_option( 'rank-math-options-titles' );
		parent::tearDown();
	}

	/**
	 * Every page type prints what Rank Math printed.
	 */
	public function test_every_page_type_prints_what_rank_math_printed(): void {
		$ids = $this->build_fidelity_site();
		foreach (
			array(
				'rank_math_title'                => '%title% %sep% %category% %sep% %sitename%',
				'rank_math_description'          => 'Buy the %title% today.',
				'rank_math_robots'               => array( 'index', 'nofollow' ),
				'rank_math_canonical_url'        => 'https://acme.example/claw',
				'rank_math_facebook_title'       => 'FB %title%',
				'rank_math_facebook_description' => 'Shared text',
				'rank_math_facebook_image'       => 'https://cdn.example.org/claw.jpg',
				'rank_math_twitter_use_facebook' => 'off',
				'rank_math_twitter_title'        => 'X %title%',
				'rank_math_primary_category'     => (string) $ids['hammers'],
			) as $key => $value
		) {
			update_post_meta( $ids['claw'], $key, $value );
		}
		update_post_meta( $ids['hidden'], 'rank_math_robots', array( 'noindex' ) );
		update_term_meta( $ids['scrap'], 'rank_math_robots', array( 'noindex' ) );
		$titles = array(
			'noindex_empty_taxonomies'   => 'on',
			'title_separator'            => '-',
			'capitalize_titles'          => 'off',
			'twitter_card_type'          => 'summary_large_image',
			'homepage_title'             => '%sitename% %page% %sep% %sitedesc%',
			'homepage_description'       => 'Home of %sitename%',
			'homepage_custom_robots'     => 'off',
			'disable_author_archives'    => 'off',
			'url_author_base'            => 'author',
			'author_custom_robots'       => 'on',
			'author_robots'              => array( 'noindex' ),
			'author_archive_title'       => '%name% %sep% %sitename% %page%',
			'disable_date_archives'      => 'off',
			'date_archive_title'         => '%date% %page% %sep% %sitename%',
			'search_title'               => '%search_query% %page% %sep% %sitename%',
			'404_title'                  => 'Page Not Found %sep% %sitename%',
			'date_archive_robots'        => array( 'noindex' ),
			'noindex_search'             => 'on',
			'noindex_archive_subpages'   => 'off',
			'noindex_password_protected' => 'off',
		);
		foreach ( array( 'post', 'page', 'product', 'attachment' ) as $type ) {
			$titles[ 'pt_' . $type . '_title' ]         = '%title% %sep% %sitename%';
			$titles[ 'pt_' . $type . '_description' ]   = '%excerpt%';
			$titles[ 'pt_' . $type . '_robots' ]        = 'attachment' === $type ? array( 'noindex' ) : array( 'index' );
			$titles[ 'pt_' . $type . '_custom_robots' ] = 'attachment' === $type ? 'on' : 'off';
		}
		$titles['pt_product_archive_title'] = '%title% %page% %sep% %sitename%';
		foreach ( array( 'category', 'post_tag', 'post_format', 'product_cat' ) as $taxonomy ) {
			$custom                                      = in_array( $taxonomy, array( 'post_tag', 'post_format' ), true );
			$titles[ 'tax_' . $taxonomy . '_title' ]         = '%term% %sep% %sitename%';
			$titles[ 'tax_' . $taxonomy . '_description' ]   = '%term_description%';
			$titles[ 'tax_' . $taxonomy . '_robots' ]        = $custom ? array( 'noindex' ) : array( 'index' );
			$titles[ 'tax_' . $taxonomy . '_custom_robots' ] = $custom ? 'on' : 'off';
		}
		update_option( 'rank-math-options-titles', $titles );

		$this->act_as( 'administrator' );
		$this->assertSame( 100, $this->run_migration()['state']['progress'] );
		wp_set_current_user( 0 );

		$this->assert_fidelity( require dirname( __DIR__ ) . '/fixtures/migration-heads/rank-math.php' );
	}

	/**
	 * Archives Rank Math switches off (its defaults switch date archives off) redirected to the
	 * home page with a 301; Lodestar answers 404 (a deliberate difference, README): the URL is
	 * gone, and search engines treat mass redirects to the home page as soft 404s anyway.
	 */
	public function test_switched_off_archives_answer_404(): void {
		$this->build_fidelity_site();
		update_option(
			'rank-math-options-titles',
			array(
				'disable_author_archives' => 'on',
				'disable_date_archives'   => 'on',
			)
		);
		$this->act_as( 'administrator' );
		$this->run_migration();
		wp_set_current_user( 0 );

		foreach ( array( 'author', 'date' ) as $name ) {
			$page = $this->render_request( $this->fidelity_requests()[ $name ] );
			$this->assertSame( 404, $page['status'], $name );
			$this->assertNull( $page['redirect'], $name );
		}
	}
}
