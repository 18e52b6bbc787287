<?php
/**
 * The 404 head page views keep under the heads' revision: the same head as one built, at
 * every address, never stale.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\KeptHeads;
use Lodestar\Frontend\KeptNotFound;
use Lodestar\Repositories\HeadRevision;
use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Support\CompiledFile;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\SiteNodesHarness;
use Lodestar\Tests\TestCase;

/**
 * Covers: KeptNotFound, KeptHeads::hook_map(), CompiledFile::readable(), PageRecords, HeadRenderer.
 *
 * Compiled files are read here without opcache (the command line has none): the
 * lodestar_compiled_without_opcache filter. Each freshness test keeps the head, writes a marker
 * title into the kept record, makes one change (ending the request when it is a write) and
 * checks the next 404 shows the change: without the invalidation that covers it, the marker
 * would print.
 */
class KeptNotFoundTest extends TestCase {

	use HeadHarness;
	use SiteNodesHarness;

	/**
	 * The kept title a marker replaced (mark()).
	 *
	 * @var mixed
	 */
	private $title = null;

	/**
	 * Site name, tagline, pretty permalinks, the default schemas, compiled files read.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		update_option( 'blogname', 'Harbour Notes' );
		update_option( 'blogdescription', 'Tides and boats' );
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
		// The test site's theme stores its mods on its first page view (a write).
		$this->not_found_page( 'no/such-page' );
		$this->new_request();
	}

	/**
	 * The request put back.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp']->request = '';
		wp_set_current_user( 0 );
		remove_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		parent::tearDown();
	}

	/**
	 * In every configuration tried, a 404 at another address than the one that kept the head
	 * prints what it prints with nothing kept (lodestar_keep_heads off), byte for byte, and the
	 * kept head is what prints.
	 */
	public function test_the_kept_head_is_the_built_one_at_any_address(): void {
		$configurations = array(
			'defaults'    => static function (): void {},
			'own title'   => fn () => $this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => 'Lost %separator% %site_name% %separator% %tagline%' ) ) ) ),
			'webpage'     => fn () => $this->edit_schema( 'WebPage', 'name', 'Gone: %title% on %site_name%' ),
			'description' => fn () => $this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'description' => 'Nothing here on %site_name%.' ) ) ) ),
			'separator'   => fn () => $this->save_settings( array( 'separator' => '|' ) ),
			'schemas off' => fn () => $this->save_settings( array( 'enable_schemas' => false ) ),
		);
		// Addresses whose characters the JSON-LD encoder escapes: quotes, markup, an ampersand,
		// letters beyond ASCII, a line separator.
		$addresses = array( 'another/address', "it's/<b>&\"x\"", 'café/straße', "odd\u{2028}line", 'a/b/c/d/e' );
		foreach ( $configurations as $name => $configure ) {
			$configure();
			$this->new_request();
			$first = $this->not_found_page( 'no/such-page' );
			$this->assertTrue( $this->kept(), "$name: kept" );
			foreach ( $addresses as $address ) {
				$this->mark();
				$this->assertSame( 'Kept marker', $this->not_found_page( $address )['title'], "$name, $address: the kept head prints" );
				$this->unmark();
				$kept = $this->not_found_page( $address );
				add_filter( 'lodestar_keep_heads', '__return_false' );
				$built = $this->not_found_page( $address );
				remove_filter( 'lodestar_keep_heads', '__return_false' );
				$this->assertSame( $built, $kept, "$name, $address" );
				$this->assertStringNotContainsString( 'no/such-page', $kept['head'], "$name, $address: only its own address" );
			}
			add_filter( 'lodestar_keep_heads', '__return_false' );
			$this->assertSame( $this->not_found_page( 'no/such-page' ), $first, "$name: the view that kept it" );
			remove_filter( 'lodestar_keep_heads', '__return_false' );
		}
		$this->save_settings( array( 'enable_schemas' => true ) );
		$this->new_request();
		$this->not_found_page( 'no/such-page' );
		$webpage = $this->webpage( $this->not_found_page( 'café/straße' ) );
		$this->assertSame( home_url( '/café/straße/' ) . '#webpage', $webpage['@id'] );
	}

	/**
	 * Each input of the 404 head, changed through WordPress: the next 404 shows it.
	 */
	public function test_a_changed_input_shows(): void {
		$this->assert_fresh(
			fn () => $this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => 'Missing - %site_name%' ) ) ) ),
			fn ( $page ) => $this->assertSame( 'Missing - Harbour Notes', $page['title'] )
		);
		$this->assert_fresh(
			fn () => update_option( 'blogname', 'Quay Notes' ),
			fn ( $page ) => $this->assertSame( 'Missing - Quay Notes', $page['title'] )
		);
		$this->assert_fresh(
			fn () => $this->edit_schema( 'WebPage', 'name', 'Gone: %title%' ),
			fn ( $page ) => $this->assertSame( 'Gone: Page not found', $this->webpage( $page )['name'] )
		);
		$this->assert_fresh(
			function (): void {
				update_option( 'permalink_structure', '/%year%/%postname%' );
				$GLOBALS['wp_rewrite']->init();
			},
			fn ( $page ) => $this->assertSame( home_url( '/no/such-page' ) . '#webpage', $this->webpage( $page )['@id'] )
		);
		$this->assert_fresh(
			fn () => $this->save_settings( array( 'enable_schemas' => false ) ),
			fn ( $page ) => $this->assertNull( $page['script'] )
		);
	}

	/**
	 * What changes without a write: a callback on a hook the build went through, a
	 * translation, the record's age. The next 404 builds its head.
	 */
	public function test_what_changes_without_a_write_shows(): void {
		$trailing = static fn ( $url ) => $url;
		$this->assert_fresh(
			fn () => add_filter( 'user_trailingslashit', $trailing ),
			fn ( $page ) => $this->assertSame( 'Page not found - Harbour Notes', $page['title'] ),
			false
		);
		remove_filter( 'user_trailingslashit', $trailing );
		$this->assertTrue( $this->in_use(), 'kept again once the callback is gone' );

		$name = static fn ( $value ) => $value . ' Extra';
		$this->assert_fresh(
			fn () => add_filter( 'option_blogname', $name ),
			fn ( $page ) => $this->assertSame( 'Page not found - Harbour Notes Extra', $page['title'] ),
			false
		);
		// Kept with that callback (a site-level input's hook may have one), then it goes.
		update_option( 'harbour_probe', 'x' );
		$this->new_request();
		$this->assert_fresh(
			fn () => remove_filter( 'option_blogname', $name ),
			fn ( $page ) => $this->assertSame( 'Page not found - Harbour Notes', $page['title'] ),
			false
		);

		$filter = static fn ( $translation, $text ) => 'Page not found' === $text ? 'Nothing here' : $translation;
		$this->assert_fresh(
			fn () => add_filter( 'gettext_lodestar', $filter, 10, 2 ),
			fn ( $page ) => $this->assertSame( 'Nothing here - Harbour Notes', $page['title'] ),
			false
		);
		remove_filter( 'gettext_lodestar', $filter, 10 );

		$this->assert_fresh(
			fn () => $this->edit_record( 'made', time() - KeptHeads::MAX_AGE - 1 ),
			fn ( $page ) => $this->assertSame( 'Page not found - Harbour Notes', $page['title'] ),
			false
		);
	}

	/**
	 * A kept 404 looks for no translation file: the record says Lodestar had none (a fresh
	 * registry, as a new request has, is told without a look); with one, it is translated.
	 */
	public function test_a_kept_head_looks_for_no_translation_file(): void {
		global $wp_textdomain_registry;
		$this->not_found_page( 'no/such-page' );
		$this->assertTrue( $this->kept() );
		$this->assertTrue( $this->record()['missing'] );
		$saved                  = $wp_textdomain_registry;
		$lookups                = 0;
		$count                  = static function ( $files ) use ( &$lookups ) {
			++$lookups;
			return $files;
		};
		// As a new request: a registry that knows nothing, the domain not looked up yet.
		$wp_textdomain_registry = new \WP_Textdomain_Registry();
		unload_textdomain( 'lodestar', true );
		// Another test may have unloaded the domain for good (no lookup at all after that).
		unset( $GLOBALS['l10n_unloaded']['lodestar'] );
		add_filter( 'pre_get_language_files_from_path', $count );
		try {
			$this->mark();
			$this->assertSame( 'Kept marker', $this->not_found_page( 'another/address' )['title'] );
			$this->assertSame( 0, $lookups, 'WordPress listed the language folders' );
		} finally {
			remove_filter( 'pre_get_language_files_from_path', $count );
			$wp_textdomain_registry = $saved;
			unload_textdomain( 'lodestar', true );
		}
	}

	/**
	 * The head filters apply to a kept head, with the view's own address in.
	 */
	public function test_the_head_filters_apply_to_a_kept_head(): void {
		$this->not_found_page( 'no/such-page' );
		$this->assertTrue( $this->kept() );
		$graph = static function ( $graph ) {
			$graph[] = array(
				'@type' => 'Thing',
				'name'  => 'Added',
			);
			return $graph;
		};
		$tags  = static function ( $tags ) {
			$tags[] = array(
				'tag'        => 'meta',
				'attributes' => array(
					'name'    => 'harbour',
					'content' => 'tide',
				),
			);
			return $tags;
		};
		add_filter( 'lodestar_schema_graph', $graph );
		add_filter( 'lodestar_head_tags', $tags );
		$this->mark();
		$page = $this->not_found_page( 'another/address' );
		remove_filter( 'lodestar_schema_graph', $graph );
		remove_filter( 'lodestar_head_tags', $tags );
		$this->assertSame( 'Kept marker', $page['title'] );
		$this->assertContains( '<meta name="harbour" content="tide" />', (array) $page['block'] );
		$this->assertSame( home_url( '/another/address/' ) . '#webpage', $this->webpage( $page )['@id'] );
		$this->assertContains( 'Thing', array_column( json_decode( (string) $page['script'], true )['@graph'], '@type' ) );
	}

	/**
	 * Not kept nor read: a logged-in user's 404, a request that wrote, the root address, a
	 * site whose compiled files are not read, switched off. Kept as not keepable: a head naming
	 * today, one that varies with its address otherwise than whole, one that went through a
	 * hook with a callback.
	 */
	public function test_what_is_not_kept(): void {
		$user = $this->create_user( 'author' );
		$this->new_request();
		$this->not_found_page( 'no/such-page' );
		$this->mark();

		wp_set_current_user( $user );
		$this->assertFalse( HeadRevision::wrote() );
		$this->assertNotSame( 'Kept marker', $this->not_found_page( 'no/such-page' )['title'], 'a logged-in user' );
		wp_set_current_user( 0 );

		update_option( 'harbour_probe', 'x' );
		$this->assertNotSame( 'Kept marker', $this->not_found_page( 'no/such-page' )['title'], 'a request that wrote' );
		$this->assertNull( KeptNotFound::file() );
		$this->new_request();

		$GLOBALS['wp']->request = '';
		$this->assertNull( KeptNotFound::file(), 'the root address' );
		$GLOBALS['wp']->request = 'no/such-page';
		remove_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		$this->assertFalse( CompiledFile::readable() );
		update_option( 'harbour_probe', 'z' );
		$this->new_request();
		$this->assertSame( 'Page not found - Harbour Notes', $this->not_found_page( 'no/such-page' )['title'] );
		list( $compiled, $key ) = KeptNotFound::file();
		$this->assertFalse( $compiled->exists( $key ), 'compiled files not read: none kept' );
		add_filter( 'lodestar_compiled_without_opcache', '__return_true' );
		add_filter( 'lodestar_keep_heads', '__return_false' );
		$this->assertNull( KeptNotFound::file(), 'switched off' );
		remove_filter( 'lodestar_keep_heads', '__return_false' );

		$this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => 'Lost in %currentyear%' ) ) ) );
		$this->new_request();
		$this->assertSame( 'Lost in ' . wp_date( 'Y' ), $this->not_found_page( 'no/such-page' )['title'] );
		$this->assertFalse( $this->kept(), 'a head naming today' );

		$this->save_settings( array( 'content_types' => array( 'archive:404' => array( 'title' => '%title%' ) ) ) );
		$this->new_request();
		$by_address = static fn ( $translation, $text ) => 'Page not found' === $text ? $translation . ' ' . md5( (string) $GLOBALS['wp']->request ) : $translation;
		add_filter( 'gettext_lodestar', $by_address, 10, 2 );
		$this->assertSame( 'Page not found ' . md5( 'no/such-page' ), $this->not_found_page( 'no/such-page' )['title'] );
		$this->assertFalse( $this->kept(), 'a head that varies with its address' );
		$this->assertSame( 'Page not found ' . md5( 'other' ), $this->not_found_page( 'other' )['title'], 'and each 404 builds its own' );
		remove_filter( 'gettext_lodestar', $by_address, 10 );

		update_option( 'harbour_probe', 'y' );
		$this->new_request();
		$trailing = static fn ( $url ) => $url;
		add_filter( 'user_trailingslashit', $trailing );
		$this->not_found_page( 'no/such-page' );
		$this->assertFalse( $this->kept(), 'a hook with a callback' );
		remove_filter( 'user_trailingslashit', $trailing );
	}

	/**
	 * A 404 view: title, robots, Lodestar's block and the JSON-LD script.
	 *
	 * @param string $request Request path.
	 * @return array{title: string|null, robots: string|null, block: string[]|null, script: string|null, head: string}
	 */
	private function not_found_page( string $request ): array {
		$GLOBALS['wp']->request = $request;
		$page                   = $this->render_request( array( 'error' => '404' ) );
		$this->assertTrue( is_404() );
		return array(
			'title'  => null === $page['title'] ? null : html_entity_decode( $page['title'], ENT_QUOTES ),
			'robots' => $page['robots'],
			'block'  => $page['block'],
			'script' => preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $page['head'], $match ) ? $match[1] : null,
			'head'   => $page['head'],
		);
	}

	/**
	 * Keeps the head (a 404 view), marks it, makes a change, ends the request when it is a
	 * write, and checks the next 404 shows the change; then that it is kept anew.
	 *
	 * @param callable $change The change.
	 * @param callable $check  Asserts on the next 404 (not_found_page()).
	 * @param bool     $write  Whether the change is a write.
	 */
	private function assert_fresh( callable $change, callable $check, bool $write = true ): void {
		$this->not_found_page( 'no/such-page' );
		$this->mark();
		$change();
		if ( $write ) {
			$this->assertTrue( HeadRevision::wrote(), 'the change was seen as a write' );
			$this->new_request();
		}
		$page = $this->not_found_page( 'no/such-page' );
		$this->assertNotSame( 'Kept marker', $page['title'] );
		$check( $page );
	}

	/**
	 * The end of the request that wrote (shutdown): the revision moves on.
	 */
	private function new_request(): void {
		( new HeadRevision() )->persist();
		$this->assertFalse( HeadRevision::wrote() );
	}

	/**
	 * Whether the current revision's record holds a kept head (a 404 view keeps it).
	 */
	private function kept(): bool {
		return true === ( $this->record()['kept'] ?? null );
	}

	/**
	 * Whether the next 404 prints the kept head (a marker written into it shows).
	 */
	private function in_use(): bool {
		$this->not_found_page( 'no/such-page' );
		if ( ! $this->kept() ) {
			return false;
		}
		$this->mark();
		return 'Kept marker' === $this->not_found_page( 'no/such-page' )['title'];
	}

	/**
	 * The kept record of this request's 404s.
	 *
	 * @return array<mixed>|null
	 */
	private function record(): ?array {
		$file = KeptNotFound::file();
		$this->assertNotNull( $file, 'a 404 head is kept here' );
		return $file[0]->read( $file[1] );
	}

	/**
	 * Writes a marker title into the kept record.
	 */
	private function mark(): void {
		$this->assertTrue( $this->kept(), 'a kept head to mark' );
		$this->title = $this->record()['title'];
		$this->edit_record( 'title', 'Kept marker' );
	}

	/**
	 * Puts the title back as kept.
	 */
	private function unmark(): void {
		$this->edit_record( 'title', $this->title );
	}

	/**
	 * Sets one entry of the kept record.
	 *
	 * @param string $entry Entry.
	 * @param mixed  $value Value.
	 */
	private function edit_record( string $entry, $value ): void {
		list( $compiled, $key ) = KeptNotFound::file();
		$record                 = $compiled->read( $key );
		$this->assertIsArray( $record );
		$record[ $entry ] = $value;
		$this->assertTrue( $compiled->write( $key, $record ) );
	}

	/**
	 * The WebPage node of a 404's graph.
	 *
	 * @param array{script: string|null} $page A 404 view.
	 * @return array<string, mixed>
	 */
	private function webpage( array $page ): array {
		$this->assertNotNull( $page['script'] );
		return array_column( json_decode( (string) $page['script'], true )['@graph'], null, '@type' )['WebPage'];
	}
}
