<?php
/**
 * Per-author SEO titles and descriptions, migrated from Yoast SEO and Rank Math.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way each plugin stores an author's own SEO fields: Yoast's user
 * meta `wpseo_title`, `wpseo_metadesc` and `wpseo_noindex_author` ('on'), Rank Math's user
 * meta `rank_math_title`, `rank_math_description` and `rank_math_robots` (an array, serialized
 * by WordPress), each in its own variable syntax. After the global-settings step (REST) the
 * author's archive prints the author's own title and description (and the Open Graph and X
 * texts that follow them); an author without own fields keeps the archive template; the
 * per-author robots value, which Lodestar has no field for, is reported; undo removes them.
 */
class MigrationAuthorsTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'wordpress-seo';

	/**
	 * No migration state, an empty site, known site name.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * Yoast SEO: `%%name%%`, `%%sep%%`, `%%sitename%%` translated; noindex reported.
	 */
	public function test_yoast_authors_own_title_and_description_reach_the_author_archive(): void {
		list( $ada, $bob ) = $this->authors();
		update_user_meta( $ada, 'wpseo_title', '%%name%%, engine writer %%sep%% %%sitename%%' );
		update_user_meta( $ada, 'wpseo_metadesc', 'Essays by %%name%% on %%sitename%%.' );
		update_user_meta( $ada, 'wpseo_noindex_author', 'on' );
		update_option(
			'wpseo_titles',
			array(
				'separator'          => 'sc-pipe',
				'title-author-wpseo' => '%%name%% archive %%sep%% %%sitename%%',
				'disable-author'     => false,
			)
		);

		$this->assert_migrated( 'wordpress-seo', $ada, $bob, 'Ada Lovelace, engine writer | Acme', 'Essays by Ada Lovelace on Acme.', 'Bob Stone archive | Acme' );
	}

	/**
	 * Rank Math: `%name%`, `%sep%`, `%sitename%` translated; its robots array reported.
	 */
	public function test_rank_math_authors_own_title_and_description_reach_the_author_archive(): void {
		list( $ada, $bob ) = $this->authors();
		update_user_meta( $ada, 'rank_math_title', '%name%, engine writer %sep% %sitename%' );
		update_user_meta( $ada, 'rank_math_description', 'Essays by %name% on %sitename%.' );
		update_user_meta( $ada, 'rank_math_robots', array( 'noindex' ) );
		update_option(
			'rank-math-options-titles',
			array(
				'title_separator'         => '|',
				'author_archive_title'    => '%name% archive %sep% %sitename%',
				'disable_author_archives' => 'off',
			)
		);

		$this->assert_migrated( 'seo-by-rank-math', $ada, $bob, 'Ada Lovelace, engine writer | Acme', 'Essays by Ada Lovelace on Acme.', 'Bob Stone archive | Acme' );
	}

	/**
	 * A value Lodestar held before for an author is kept without overwrite (and reported).
	 */
	public function test_an_authors_own_lodestar_title_is_kept_without_overwrite(): void {
		list( $ada ) = $this->authors();
		update_user_meta( $ada, '_lodestar_page_title', 'Mine' );
		update_user_meta( $ada, 'wpseo_title', '%%name%% %%sep%% %%sitename%%' );
		update_user_meta( $ada, 'wpseo_metadesc', 'From Yoast.' );
		$this->act_as( 'administrator' );

		$body = $this->ok( 'POST', '/lodestar/v1/migration/global-settings', $this->global_step( 'wordpress-seo' ) );

		$this->assertSame( 'Mine', get_user_meta( $ada, '_lodestar_page_title', true ) );
		$this->assertSame( 'From Yoast.', get_user_meta( $ada, '_lodestar_page_description', true ) );
		$kept = array_values( array_filter( $body['not_migrated'], static fn ( $e ) => 'user' === $e['object'] && 'page_title' === $e['field'] ) );
		$this->assertCount( 1, $kept );
		$this->assertSame( $ada, $kept[0]['id'] );
	}

	/**
	 * Runs the global-settings step and checks the heads, the report, the preview and undo.
	 *
	 * @param string $slug        Source slug.
	 * @param int    $ada         The author with own fields.
	 * @param int    $bob         The author without.
	 * @param string $title       Ada's archive title.
	 * @param string $description Ada's archive description.
	 * @param string $bob_title   Bob's archive title (the author archive template).
	 */
	private function assert_migrated( string $slug, int $ada, int $bob, string $title, string $description, string $bob_title ): void {
		$this->act_as( 'administrator' );
		$preview = $this->ok( 'GET', '/lodestar/v1/migration/preview?plugin_slug=' . $slug . '&per_page=100', null );
		$rows    = array_values( array_filter( $preview['items'], static fn ( $row ) => 'user' === $row['object'] && $ada === $row['id'] && '' !== $row['new'] ) );
		$this->assertSame( array( 'page_title', 'page_description' ), array_column( $rows, 'field' ) );
		$this->assertSame( 'Ada Lovelace', $rows[0]['title'] );

		$body = $this->ok( 'POST', '/lodestar/v1/migration/global-settings', $this->global_step( $slug ) );
		$this->ok( 'POST', '/lodestar/v1/migration/completed', array( 'plugin_slug' => $slug ) );

		$head = $this->render_request( array( 'author' => $ada ) );
		$this->assertNotSame( 404, $head['status'], 'The author archive answers 404.' );
		$this->assertSame( $title, html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="' . esc_attr( $description ) . '" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:title" content="' . esc_attr( $title ) . '" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:description" content="' . esc_attr( $description ) . '" />', $head['head'] );
		$this->assertSame( $bob_title, html_entity_decode( (string) $this->render_request( array( 'author' => $bob ) )['title'] ) );

		// The per-author robots value has no Lodestar field: reported, with the author.
		$noindex = array_values( array_filter( $body['not_migrated'], static fn ( $e ) => 'user' === $e['object'] && $ada === $e['id'] ) );
		$this->assertSame( array( 'noindex' ), array_column( $noindex, 'field' ) );
		$this->assertSame( 'Ada Lovelace', $noindex[0]['title'] );

		// Undo takes the author's fields away again.
		$this->ok( 'POST', '/lodestar/v1/migration/undo', array() );
		$this->assertFalse( metadata_exists( 'user', $ada, '_lodestar_page_title' ) );
		$this->assertFalse( metadata_exists( 'user', $ada, '_lodestar_page_description' ) );
	}

	/**
	 * The body of the global-settings step.
	 *
	 * @param string $slug Source slug.
	 * @return array<string, mixed>
	 */
	private function global_step( string $slug ): array {
		return array(
			'plugin_slug' => $slug,
			'cleanup'     => false,
			'overwrite'   => false,
		);
	}

	/**
	 * Two authors with a published post each: Ada (who gets own fields) and Bob.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function authors(): array {
		$ids = array();
		foreach ( array( 'Ada Lovelace', 'Bob Stone' ) as $name ) {
			$id = $this->create_user( 'author' );
			wp_update_user(
				array(
					'ID'           => $id,
					'display_name' => $name,
				)
			);
			$this->publish_post(
				array(
					'post_author' => $id,
					'post_title'  => 'By ' . $name,
				)
			);
			$ids[] = $id;
		}
		return $ids;
	}
}
