<?php
/**
 * The 404 page's head kept with the site-level nodes: the same head as one built, never stale.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\NotFoundRecord;
use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Schema\SiteNodes;
use Lodestar\Support\CompiledFile;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Covers: NotFoundRecord, SiteNodes, GraphBuilder, HeadRenderer, Title, Robots.
 *
 * Each freshness test keeps the record (as the end of a writing request does), checks a 404
 * page view uses it, changes one input the way a site owner or a plugin would without keeping
 * it again, and renders the next 404: it must show the new value. Without the check that
 * covers that input, the kept, stale head would be printed and the test fails.
 */
class NotFoundRecordTest extends TestCase {

	use HeadHarness;

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
		$this->assertContains( 'user_trailingslashit', get_option( SiteNodes::OPTION )['pages'][ NotFoundRecord::NAME ]['hooks'] );
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
		$this->keep( false );
		$this->assertSame( 'Lost in ' . wp_date( 'Y' ), $this->not_found_page()['title'] );

		$this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => '%title%' ) ) ) );
		$this->keep();
		$by_address = static fn ( $translation, $text ) => 'Page not found' === $text ? $translation . ' ' . md5( (string) $GLOBALS['wp']->request ) : $translation;
		add_filter( 'gettext_lodestar', $by_address, 10, 2 );
		$this->keep( false );
		remove_filter( 'gettext_lodestar', $by_address, 10 );
	}

	/**
	 * Keeps the record as the end of a writing request does (after a page view: the test
	 * site's theme writes its mods on its first one) and checks it is there or not.
	 *
	 * @param bool $expected Whether a record should be kept.
	 */
	private function keep( bool $expected = true ): void {
		$this->not_found_page();
		delete_option( SiteNodes::OPTION );
		CompiledFile::remove_all();
		Plugin::instance()->refresh_site_records();
		$this->assertTrue( ( new SiteNodes() )->is_current(), 'The nodes were stored.' );
		$pages = get_option( SiteNodes::OPTION )['pages'] ?? null;
		$this->assertSame( $expected, is_array( $pages[ NotFoundRecord::NAME ] ?? null ), $expected ? 'The 404 head was kept.' : 'No 404 head was kept.' );
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
	 * Whether a 404 page view would read the record now.
	 */
	private function record_in_use(): bool {
		$trail  = ( fn () => $this->services->trail )->call( Plugin::instance() );
		$record = new NotFoundRecord( new SiteNodes(), $trail );
		return null !== $record->get( \Lodestar\Seo\Context::not_found() );
	}

	/**
	 * Writes a marker title into the kept record (option and compiled file).
	 */
	private function mark_record(): void {
		$stored = get_option( SiteNodes::OPTION );
		$key    = $stored['key'];
		$stored['pages'][ NotFoundRecord::NAME ]['head']['title'] = 'Kept marker';
		update_option( SiteNodes::OPTION, $stored, true );
		$file = new CompiledFile( 'site-nodes' );
		if ( $file->exists( $key ) ) {
			unset( $stored['key'] );
			$file->write( $key, $stored );
		}
		$this->assertSame( 'Kept marker', $this->not_found_page()['title'], 'The page prints the record.' );
	}

	/**
	 * A 404 page view: title, robots, Lodestar's block and the JSON-LD script.
	 *
	 * @return array{title: string|null, robots: string|null, block: string[]|null, script: string|null}
	 */
	private function not_found_page(): array {
		$page = $this->render_request( array( 'error' => '404' ) );
		$this->assertTrue( is_404() );
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

	/**
	 * Sets one field of the first stored schema of a type.
	 *
	 * @param string $type  Schema type.
	 * @param string $field Field id.
	 * @param string $value Value.
	 */
	private function edit_schema( string $type, string $field, string $value ): void {
		$schemas = Plugin::instance()->schemas()->all();
		foreach ( $schemas as $id => $schema ) {
			if ( $type === $schema['type'] ) {
				$schemas[ $id ]['fields'][ $field ] = $value;
				break;
			}
		}
		Plugin::instance()->schemas()->save( $schemas );
	}
}
