<?php
/**
 * The 404 page's head kept with the site-level nodes: the same head as one built, never stale.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\PageRecords;
use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Schema\SiteNodes;
use Lodestar\Support\CompiledFile;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\SiteNodesHarness;
use Lodestar\Tests\TestCase;

/**
 * Covers: PageRecords, SiteNodes, GraphBuilder, HeadRenderer, Title, Robots.
 *
 * Each freshness test keeps the records (as the end of a writing request does), checks a page
 * view uses its page's, changes one input the way a site owner or a plugin would without
 * keeping them again, and renders the page again: it must show the new value. Without the check
 * that covers that input, the kept, stale head would be printed and the test fails.
 */
class PageRecordsTest extends TestCase {

	use HeadHarness;
	use SiteNodesHarness;

	/**
	 * Site name, tagline, the default schemas.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Harbour Notes' );
		update_option( 'blogdescription', 'Tides and boats' );
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
		$GLOBALS['wp']->request = 'no/such-page';
	}

	/**
	 * The request put back.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp']->request = '';
		parent::tearDown();
	}

	/**
	 * The kept head is the head a 404 page builds, in every configuration tried: the defaults,
	 * a title template of its own, a WebPage schema with more variables, Open Graph and a
	 * description on, the schemas off.
	 */
	public function test_the_kept_head_is_the_built_one(): void {
		$configurations = array(
			'defaults'      => static function (): void {},
			'own title'     => fn () => $this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => 'Lost %separator% %site_name% %separator% %tagline%' ) ) ) ),
			'webpage'       => fn () => $this->edit_schema( 'WebPage', 'name', 'Gone: %title% on %site_name%' ),
			'schemas off'   => fn () => $this->save_settings( array( 'enable_schemas' => false ) ),
			'description'   => fn () => $this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'description' => 'Nothing here on %site_name%.' ) ) ) ),
			'separator'     => fn () => $this->save_settings( array( 'separator' => '|' ) ),
		);
		foreach ( $configurations as $name => $configure ) {
			$configure();
			$this->keep();
			$kept = $this->not_found_page();
			$this->assertTrue( $this->record_in_use(), $name . ': the page view reads the record' );
			$this->forget();
			$built = $this->not_found_page();
			$this->assertSame( $built, $kept, $name );
		}
	}

	/**
	 * The page prints the record while it is current (what makes the freshness tests
	 * meaningful), with its own address in: a marker written into the record shows.
	 */
	public function test_the_record_is_what_the_page_prints_at_its_own_address(): void {
		$this->keep();
		$this->mark_record();
		$page = $this->not_found_page();
		$this->assertSame( 'Kept marker', $page['title'] );
		$this->assertSame( home_url( '/no/such-page/' ) . '#webpage', $this->webpage( $page )['@id'] );
		$GLOBALS['wp']->request = 'another/address';
		$page                   = $this->not_found_page();
		$this->assertSame( 'Kept marker', $page['title'] );
		$this->assertSame( home_url( '/another/address/' ) . '#webpage', $this->webpage( $page )['@id'] );
		$this->assertSame( 'noindex', $page['robots'] );
	}

	/**
	 * A changed setting, site name, schema or permalink structure shows on the next 404.
	 */
	public function test_a_changed_input_shows(): void {
		$this->keep();
		$this->mark_record();
		$this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => 'Missing - %site_name%' ) ) ) );
		$this->assertSame( 'Missing - Harbour Notes', $this->not_found_page()['title'] );

		$this->keep();
		$this->mark_record();
		update_option( 'blogname', 'Quay Notes' );
		$this->assertSame( 'Missing - Quay Notes', $this->not_found_page()['title'] );

		$this->keep();
		$this->mark_record();
		$this->edit_schema( 'WebPage', 'name', 'Gone: %title%' );
		$this->assertSame( 'Gone: Page not found', $this->webpage( $this->not_found_page() )['name'] );

		$this->keep();
		$this->mark_record();
		update_option( 'permalink_structure', '/%year%/%postname%' );
		$GLOBALS['wp_rewrite']->init();
		$this->assertSame( home_url( '/no/such-page' ) . '#webpage', $this->webpage( $this->not_found_page() )['@id'] );
	}

	/**
	 * A translation that changed (a language pack, a gettext filter) shows: the record keeps
	 * the strings it translated and steps aside when one translates otherwise.
	 */
	public function test_a_changed_translation_shows(): void {
		$this->keep();
		$this->mark_record();
		$filter = static fn ( $translation, $text ) => 'Page not found' === $text ? 'Nothing here' : $translation;
		add_filter( 'gettext_lodestar', $filter, 10, 2 );
		$this->assertSame( 'Nothing here - Harbour Notes', $this->not_found_page()['title'] );
		remove_filter( 'gettext_lodestar', $filter, 10 );
		$this->assertSame( 'Kept marker', $this->not_found_page()['title'] );
	}

	/**
	 * A callback on a hook the 404 head passes through and the key does not watch makes the
	 * record step aside.
	 */
	public function test_a_callback_on_a_hook_it_passed_through_makes_it_step_aside(): void {
		$this->keep();
		$this->assertContains( 'user_trailingslashit', get_option( SiteNodes::OPTION )['pages'][ PageRecords::NOT_FOUND ]['hooks'] );
		$this->mark_record();
		$filter = static fn ( $url ) => $url;
		add_filter( 'user_trailingslashit', $filter );
		$this->assertSame( 'Page not found - Harbour Notes', $this->not_found_page()['title'] );
		remove_filter( 'user_trailingslashit', $filter );
		$this->assertSame( 'Kept marker', $this->not_found_page()['title'] );
	}

	/**
	 * Not kept: a head naming today (it would go stale at midnight), nor one whose text depends
	 * on the address otherwise than the address itself.
	 */
	public function test_a_head_of_today_or_of_its_address_is_not_kept(): void {
		$this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => 'Lost in %currentyear%' ) ) ) );
		$this->keep( false, true );
		$this->assertSame( 'Lost in ' . wp_date( 'Y' ), $this->not_found_page()['title'] );

		$this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => '%title%' ) ) ) );
		$this->keep();
		$by_address = static fn ( $translation, $text ) => 'Page not found' === $text ? $translation . ' ' . md5( (string) $GLOBALS['wp']->request ) : $translation;
		add_filter( 'gettext_lodestar', $by_address, 10, 2 );
		$this->keep( false, true );
		remove_filter( 'gettext_lodestar', $by_address, 10 );
	}

	/**
	 * The home page's kept head is the one it builds, with its posts listed in the description
	 * (no tagline), with title and description templates of its own, with the schemas off.
	 */
	public function test_the_kept_home_head_is_the_built_one(): void {
		$this->posts( 3 );
		update_option( 'blogdescription', '' );
		$configurations = array(
			'defaults'    => static function (): void {},
			'own title'   => fn () => $this->save_settings( array( 'home_page_title' => '%site_name% %separator% Latest' ) ),
			'description' => fn () => $this->save_settings( array( 'home_page_description' => 'All of %site_name%.' ) ),
			'schemas off' => fn () => $this->save_settings( array( 'enable_schemas' => false ) ),
		);
		foreach ( $configurations as $name => $configure ) {
			$configure();
			$this->keep();
			$kept = $this->home_page();
			$this->assertTrue( $this->record_in_use( true ), $name . ': the page view reads the record' );
			$this->forget();
			$built = $this->home_page();
			$this->assertSame( $built, $kept, $name );
		}
	}

	/**
	 * The home page's record is used while its main query lists the same posts: a new post, an
	 * edited title, one post fewer (and a page fewer) show at once; the end of the request that
	 * wrote the post keeps the record anew, used again.
	 */
	public function test_the_home_record_follows_its_posts(): void {
		update_option( 'blogdescription', '' );
		update_option( 'posts_per_page', 2 );
		$posts = $this->posts( 3 );
		$this->keep();
		$this->mark_record( PageRecords::HOME );

		$new = $this->posts( 1, 'A brand new post' );
		$this->assertStringContainsString( 'A brand new post', implode( "\n", (array) $this->home_page()['block'] ) );
		Plugin::instance()->refresh_site_records();
		$this->assertTrue( $this->record_in_use( true ), 'kept anew, with the new post' );
		$this->mark_record( PageRecords::HOME );

		wp_update_post(
			array(
				'ID'         => $new[0],
				'post_title' => 'A renamed post',
			)
		);
		$this->assertStringContainsString( 'A renamed post', implode( "\n", (array) $this->home_page()['block'] ) );

		// The first page lists the same posts, but there is a page fewer.
		Plugin::instance()->refresh_site_records();
		$this->mark_record( PageRecords::HOME );
		wp_delete_post( $posts[0], true );
		wp_delete_post( $posts[1], true );
		$this->assertFalse( $this->record_in_use( true ), 'one page instead of two' );
		$this->assertNotSame( 'Kept marker', $this->home_page()['title'] );
	}

	/**
	 * Page 2 of the home page builds its head; so does a visitor who sees other posts (a
	 * logged-in author's private post).
	 */
	public function test_other_home_pages_build_their_head(): void {
		update_option( 'posts_per_page', 2 );
		$this->posts( 3 );
		$this->keep();
		$this->mark_record( PageRecords::HOME );
		$this->assertNotSame( 'Kept marker', $this->home_page( 2 )['title'] );

		$author = $this->create_user( 'administrator' );
		wp_set_current_user( $author );
		wp_insert_post(
			array(
				'post_title'  => 'Private note',
				'post_status' => 'private',
				'post_author' => $author,
			)
		);
		// The private post is listed for its author, not kept: the record steps aside.
		$this->assertNotSame( 'Kept marker', $this->home_page()['title'] );
		wp_set_current_user( 0 );
	}

	/**
	 * Kept at the end of an admin request of a logged-in administrator, the home page's record
	 * is the one a visitor sees: neither the drafts of the admin's lists nor private posts.
	 */
	public function test_the_home_record_kept_in_the_admin_is_the_visitors(): void {
		update_option( 'posts_per_page', 2 );
		$this->posts( 2 );
		$author = $this->create_user( 'administrator' );
		wp_insert_post(
			array(
				'post_title'  => 'A draft',
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
		wp_insert_post(
			array(
				'post_title'  => 'A private note',
				'post_status' => 'private',
				'post_author' => $author,
			)
		);
		$this->keep();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		wp_set_current_user( $author );
		$GLOBALS['current_screen'] = \WP_Screen::get( 'dashboard' );
		$this->assertTrue( is_admin() );
		Plugin::instance()->refresh_site_records();
		$GLOBALS['current_screen'] = null;
		$this->assertSame( $author, get_current_user_id(), 'the user is put back' );
		wp_set_current_user( 0 );
		$this->assertTrue( $this->record_in_use( true ) );
	}

	/**
	 * A head that read a post's meta (here through a filter on the scheme of its addresses) is
	 * not kept: no check covers it.
	 */
	public function test_a_head_that_read_meta_is_not_kept(): void {
		$post  = $this->posts( 1 )[0];
		$reads = static function ( $url ) use ( $post ) {
			get_post_meta( $post, 'lodestar_probe', true );
			return $url;
		};
		add_filter( 'set_url_scheme', $reads );
		$this->keep( false );
		remove_filter( 'set_url_scheme', $reads );
		$this->keep();
	}

	/**
	 * Published posts, newest last.
	 *
	 * @param int    $count How many.
	 * @param string $title Their title.
	 * @return int[] Their ids.
	 */
	private function posts( int $count, string $title = 'Harbour post' ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = (int) wp_insert_post(
				array(
					'post_title'  => $title . ' ' . $i,
					'post_status' => 'publish',
					'post_date'   => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( $count - $i ) + ( 'Harbour post' === $title ? 0 : 3600 ) ),
				)
			);
		}
		return $ids;
	}

	/**
	 * Keeps the records as the end of a writing request does (after a page view: the test
	 * site's theme writes its mods on its first one) and checks which are there.
	 *
	 * @param bool      $expected Whether the 404 page's record should be kept.
	 * @param bool|null $home     Whether the home page's should (default: as the 404's).
	 */
	private function keep( bool $expected = true, ?bool $home = null ): void {
		$this->not_found_page();
		delete_option( SiteNodes::OPTION );
		CompiledFile::remove_all();
		Plugin::instance()->refresh_site_records();
		$this->assertTrue( ( new SiteNodes() )->is_current(), 'The nodes were stored.' );
		$pages = get_option( SiteNodes::OPTION )['pages'] ?? null;
		$this->assertSame( $expected, is_array( $pages[ PageRecords::NOT_FOUND ] ?? null ), $expected ? 'The 404 head was kept.' : 'No 404 head was kept.' );
		$this->assertSame( $home ?? $expected, is_array( $pages[ PageRecords::HOME ] ?? null ), ( $home ?? $expected ) ? 'The home head was kept.' : 'No home head was kept.' );
	}

	/**
	 * Drops the record (and the nodes): the next 404 builds its head.
	 */
	private function forget(): void {
		delete_option( SiteNodes::OPTION );
		CompiledFile::remove_all();
		$this->assertFalse( $this->record_in_use() );
	}

	/**
	 * Whether a page view would read its record now (a 404's, or the home page's as the main
	 * query lists it).
	 *
	 * @param bool $home The home page rather than a 404.
	 */
	private function record_in_use( bool $home = false ): bool {
		$record = new PageRecords( new SiteNodes() );
		if ( $home ) {
			$query   = $this->go_to( array() );
			$context = \Lodestar\Seo\Context::from_query( $query );
		} else {
			$context = \Lodestar\Seo\Context::not_found();
		}
		return null !== $record->get( $context );
	}

	/**
	 * Writes a marker title into a kept record (option and compiled file).
	 *
	 * @param string $name Record name.
	 */
	private function mark_record( string $name = PageRecords::NOT_FOUND ): void {
		$this->edit_store(
			static function ( array $stored ) use ( $name ): array {
				$stored['pages'][ $name ]['head']['title'] = 'Kept marker';
				return $stored;
			}
		);
		$page = PageRecords::HOME === $name ? $this->home_page() : $this->not_found_page();
		$this->assertSame( 'Kept marker', $page['title'], 'The page prints the record.' );
	}

	/**
	 * The home page (latest posts) at a page: title, robots, Lodestar's block, the JSON-LD script.
	 *
	 * @param int $paged Page number.
	 * @return array{title: string|null, robots: string|null, block: string[]|null, script: string|null}
	 */
	private function home_page( int $paged = 1 ): array {
		$page = $this->render_request( $paged > 1 ? array( 'paged' => $paged ) : array() );
		$this->assertTrue( is_home() );
		return self::parts( $page );
	}

	/**
	 * A 404 page view: title, robots, Lodestar's block and the JSON-LD script.
	 *
	 * @return array{title: string|null, robots: string|null, block: string[]|null, script: string|null}
	 */
	private function not_found_page(): array {
		$page = $this->render_request( array( 'error' => '404' ) );
		$this->assertTrue( is_404() );
		return self::parts( $page );
	}

	/**
	 * The parts of a rendered head the tests compare.
	 *
	 * @param array{head: string, title: string|null, robots: string|null, block: string[]|null} $page A rendered request.
	 * @return array{title: string|null, robots: string|null, block: string[]|null, script: string|null}
	 */
	private static function parts( array $page ): array {
		return array(
			'title'  => null === $page['title'] ? null : html_entity_decode( $page['title'], ENT_QUOTES ),
			'robots' => $page['robots'],
			'block'  => $page['block'],
			'script' => preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $page['head'], $match ) ? $match[1] : null,
		);
	}

	/**
	 * The WebPage node of a page's graph.
	 *
	 * @param array{script: string|null} $page A 404 page view.
	 * @return array<string, mixed>
	 */
	private function webpage( array $page ): array {
		$this->assertNotNull( $page['script'] );
		return array_column( json_decode( (string) $page['script'], true )['@graph'], null, '@type' )['WebPage'];
	}
}
