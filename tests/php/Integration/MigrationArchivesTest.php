<?php
/**
 * Migration from each source: author and date archives are served after it as before it.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Each source's site option is written as that plugin stores it (with nothing about the
 * archives, its default, or with its switch), the global settings are migrated through REST
 * (POST migration/global-settings, as the Migration screen does), then an author archive and a
 * month archive are requested: 200 where the old plugin served them, 404 where it had switched
 * them off. Lodestar's own defaults switch both archives off.
 */
class MigrationArchivesTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = '';

	/**
	 * Author of the one post (its archives exist: a month with a post, an author with a post).
	 */
	private int $author = 0;

	/**
	 * No migration state, one post by one author in March 2024, no source's options.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		foreach ( array( 'wpseo_titles', 'rank-math-options-titles', 'autodescription-site-settings', 'seopress_titles_option_name', 'aioseo_options', 'aioseo_options_dynamic', 'surerank_settings', 'slim_seo' ) as $option ) {
			delete_option( $option );
		}
		$this->author = $this->create_user( 'author' );
		$this->publish_post(
			array(
				'post_title'  => 'March post',
				'post_author' => $this->author,
				'post_date'   => '2024-03-05 10:00:00',
			)
		);
		$this->act_as( 'administrator' );
	}

	/**
	 * Migrates one source's global settings through REST, then the status of its author and
	 * month archives.
	 *
	 * @param string $slug Source slug.
	 * @return array{author: int|null, date: int|null}
	 */
	private function archive_statuses_after( string $slug ): array {
		$this->ok(
			'POST',
			'/lodestar/v1/migration/global-settings',
			array(
				'plugin_slug' => $slug,
				'cleanup'     => false,
				'overwrite'   => false,
			)
		);
		$author = $this->render_request( array( 'author' => $this->author ) );
		$date   = $this->render_request(
			array(
				'year'     => 2024,
				'monthnum' => 3,
			)
		);
		return array(
			'author' => $author['status'] ?? 200,
			'date'   => $date['status'] ?? 200,
		);
	}

	/**
	 * Yoast SEO: `disable-author` / `disable-date` absent (false by default) serve both.
	 */
	public function test_yoast_archives_stay_served(): void {
		update_option( 'wpseo_titles', array( 'separator' => 'sc-dash' ) );
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'wordpress-seo' ) );
	}

	/**
	 * Yoast SEO: `disable-author` true switches the author archive off, the date one stays.
	 */
	public function test_yoast_disabled_author_archive_stays_off(): void {
		update_option( 'wpseo_titles', array( 'disable-author' => true ) );
		$this->assertSame( array( 'author' => 404, 'date' => 200 ), $this->archive_statuses_after( 'wordpress-seo' ) );
	}

	/**
	 * Rank Math: `disable_*_archives` absent ('off' by default) serve both.
	 */
	public function test_rank_math_archives_stay_served(): void {
		update_option( 'rank-math-options-titles', array( 'title_separator' => '-' ) );
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'seo-by-rank-math' ) );
	}

	/**
	 * The SEO Framework never switches archives off; `author_noindex` only noindexes.
	 */
	public function test_tsf_archives_stay_served(): void {
		update_option(
			'autodescription-site-settings',
			array(
				'title_separator' => 'pipe',
				'author_noindex'  => 1,
				'date_noindex'    => 1,
			)
		);
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'autodescription' ) );
	}

	/**
	 * SEOPress: no `seopress_titles_archives_*_disable` key serves both; the key set switches
	 * that archive off.
	 */
	public function test_seopress_archives_follow_its_disable_keys(): void {
		update_option( 'seopress_titles_option_name', array( 'seopress_titles_sep' => '-' ) );
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'wp-seopress' ) );

		$this->reset_migration();
		update_option(
			'seopress_titles_option_name',
			array(
				'seopress_titles_sep'                   => '-',
				'seopress_titles_archives_date_disable' => '1',
			)
		);
		$this->assertSame( array( 'author' => 200, 'date' => 404 ), $this->archive_statuses_after( 'wp-seopress' ) );
	}

	/**
	 * All in One SEO: `archives.author.show` false still serves the archive (noindexed).
	 */
	public function test_aioseo_archives_stay_served_and_show_false_noindexes(): void {
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'archives' => array(
							'author' => array( 'show' => false ),
							'date'   => array( 'show' => true ),
						),
					),
				)
			)
		);
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'all-in-one-seo-pack' ) );
		$author = $this->render_request( array( 'author' => $this->author ) );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $author['head'] ) );
		$this->assertSame( array( 'author' ), \Lodestar\Plugin::instance()->settings()->get( 'no_index' ) );
	}

	/**
	 * SureRank: nothing stored serves both; a stored `author_archive` false is kept.
	 */
	public function test_surerank_archives_follow_its_switches(): void {
		update_option( 'surerank_settings', array( 'separator' => '-' ) );
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'surerank' ) );

		$this->reset_migration();
		update_option(
			'surerank_settings',
			array(
				'separator'      => '-',
				'author_archive' => false,
			)
		);
		$this->assertSame( array( 'author' => 404, 'date' => 200 ), $this->archive_statuses_after( 'surerank' ) );
	}

	/**
	 * Slim SEO never switches archives off.
	 */
	public function test_slim_seo_archives_stay_served(): void {
		update_option( 'slim_seo', array( 'home' => array( 'title' => 'Acme' ) ) );
		$this->assertSame( array( 'author' => 200, 'date' => 200 ), $this->archive_statuses_after( 'slim-seo' ) );
	}
}
