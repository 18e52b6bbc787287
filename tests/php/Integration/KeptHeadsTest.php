<?php
/**
 * The heads page views keep (posts, pages, archives): the same head as one built, never stale.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\KeptHeads;
use Lodestar\Plugin;
use Lodestar\Repositories\HeadRevision;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Seo\Context;
use Lodestar\Support\CompiledFile;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Covers: KeptHeads, HeadRevision, PageRecords::built(), HeadRenderer, Title, Robots.
 *
 * Each freshness test has a page view keep its head, checks the next view prints the kept one
 * (a marker written into the file shows), changes one input the way a site owner or a plugin
 * would, ends the request that wrote (HeadRevision::persist(), as shutdown does) and views the
 * page again: the new value must show. Without the invalidation that covers that input, the
 * kept, marked head would be printed and the test fails.
 */
class KeptHeadsTest extends TestCase {

	use HeadHarness;

	/**
	 * Content: a post in a category and a tag, with an author, an excerpt and a featured image;
	 * a parent page and its child.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * Site name, pretty permalinks, the default schemas, the content; then a new request.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Harbour Notes' );
		update_option( 'blogdescription', 'Tides and boats' );
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		create_initial_taxonomies();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
		$this->save_settings(
			array(
				'author_archive' => true,
				'date_archive'   => true,
			)
		);
		$author               = $this->create_user( 'author' );
		$this->ids['author']  = $author;
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Ada Quay',
				'description'  => 'Writes about tides.',
			)
		);
		$this->ids['category'] = (int) wp_insert_term( 'Tides', 'category' )['term_id'];
		$this->ids['tag']      = (int) wp_insert_term( 'Spring', 'post_tag' )['term_id'];
		$this->ids['image']    = $this->image( 'harbour.jpg', 'A quiet harbour' );
		$this->ids['post']     = $this->publish_post(
			array(
				'post_title'    => 'High water',
				'post_name'     => 'high-water',
				'post_excerpt'  => 'When the tide is highest.',
				'post_content'  => '<p>The tide rises twice a day.</p>',
				'post_author'   => $author,
				'post_category' => array( $this->ids['category'] ),
				'tags_input'    => array( 'Spring' ),
				'post_date'     => '2026-03-04 10:00:00',
			)
		);
		set_post_thumbnail( $this->ids['post'], $this->ids['image'] );
		$this->ids['second']  = $this->publish_post(
			array(
				'post_title'    => 'Low water',
				'post_name'     => 'low-water',
				'post_author'   => $author,
				'post_category' => array( $this->ids['category'] ),
				'post_date'     => '2026-03-05 10:00:00',
			)
		);
		$this->ids['parent']  = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Guides',
				'post_name'  => 'guides',
			)
		);
		$this->ids['page']    = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Reading the tide',
				'post_name'    => 'reading-the-tide',
				'post_parent'  => $this->ids['parent'],
				'post_content' => '<p>Tables and signs.</p>',
			)
		);
		// The test site's theme stores its mods on its first page view (a write).
		$this->view( array(), '' );
		$this->new_request();
	}

	/**
	 * Plain permalinks and the request put back.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp']->request    = '';
		$GLOBALS['wp']->query_vars = array();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Every kind of page kept, in three configurations: what a kept head prints is what the
	 * page prints with no head kept at all (lodestar_keep_heads off), byte for byte.
	 */
	public function test_the_kept_head_is_the_built_one(): void {
		update_option( 'posts_per_page', 1 );
		$configurations = array(
			'defaults'       => static function (): void {},
			'own templates'  => fn () => $this->save_settings(
				array(
					'separator'     => '|',
					'content_types' => array(
						'post_type:post'    => array(
							'title'       => '%title% %separator% %category% %separator% %author_name% %separator% %site_name%',
							'description' => '%excerpt% %tag% %post_year%',
						),
						'post_type:page'    => array( 'title' => '%title% %separator% %parent_title%' ),
						'taxonomy:category' => array( 'title' => '%term_title% %page% %separator% %site_name%' ),
						'archive:author'    => array( 'description' => '%author_description%' ),
					),
				)
			),
			'schemas off'    => fn () => $this->save_settings( array( 'enable_schemas' => false ) ),
		);
		foreach ( $configurations as $name => $configure ) {
			$configure();
			$this->new_request();
			foreach ( $this->pages() as $page => list( $vars, $request ) ) {
				$first = $this->view( $vars, $request );
				$this->assertNotNull( $this->kept_file(), "$name, $page: kept" );
				$kept = $this->view( $vars, $request );
				$this->assertTrue( $this->in_use( $vars, $request ), "$name, $page: the record is what prints" );
				add_filter( 'lodestar_keep_heads', '__return_false' );
				$built = $this->view( $vars, $request );
				remove_filter( 'lodestar_keep_heads', '__return_false' );
				$this->assertSame( $built['head'], $kept['head'], "$name, $page" );
				$this->assertSame( $built['title'], $kept['title'], "$name, $page: title" );
				$this->assertSame( $built['head'], $first['head'], "$name, $page: the view that kept it" );
				$this->assertStringContainsString( '<!-- Lodestar SEO', $kept['head'], "$name, $page: Lodestar's block" );
			}
		}
	}

	/**
	 * Each input of a post's head, changed: the next page view shows it.
	 */
	public function test_a_changed_post_shows(): void {
		$post = array( array( 'name' => 'high-water' ), 'high-water' );
		$this->assert_fresh(
			$post,
			fn () => wp_update_post(
				array(
					'ID'         => $this->ids['post'],
					'post_title' => 'Spring tide',
				)
			),
			fn ( $page ) => $this->assertStringContainsString( 'Spring tide', $page['title'] )
		);
		$this->assert_fresh(
			$post,
			fn () => update_post_meta( $this->ids['post'], '_lodestar_page_title', 'Own SEO title' ),
			fn ( $page ) => $this->assertSame( 'Own SEO title', $page['title'] )
		);
		$this->assert_fresh(
			$post,
			fn () => wp_update_post(
				array(
					'ID'           => $this->ids['post'],
					'post_excerpt' => 'A new summary.',
				)
			),
			fn ( $page ) => $this->assertStringContainsString( 'content="A new summary."', $page['head'] )
		);
		$this->assert_fresh(
			$post,
			fn () => update_post_meta( $this->ids['image'], '_wp_attachment_image_alt', 'Boats at rest' ),
			fn ( $page ) => $this->assertStringContainsString( 'Boats at rest', $page['head'] )
		);
		$other = $this->image( 'quay.jpg', 'The quay' );
		$this->new_request();
		$this->assert_fresh(
			$post,
			fn () => set_post_thumbnail( $this->ids['post'], $other ),
			fn ( $page ) => $this->assertStringContainsString( 'quay.jpg', $page['head'] )
		);
	}

	/**
	 * A term, the post's terms and the author, changed: the post's and the archives' heads show it.
	 */
	public function test_changed_terms_and_authors_show(): void {
		$post     = array( array( 'name' => 'high-water' ), 'high-water' );
		$category = array( array( 'category_name' => 'tides' ), 'category/tides' );
		$author   = array( array( 'author_name' => get_userdata( $this->ids['author'] )->user_nicename ), 'author/' . get_userdata( $this->ids['author'] )->user_nicename );
		$this->assert_fresh(
			$post,
			fn () => wp_update_term( $this->ids['category'], 'category', array( 'name' => 'Currents' ) ),
			fn ( $page ) => $this->assertStringContainsString( '"name":"Currents"', $page['head'] )
		);
		$moved = (int) wp_insert_term( 'Weather', 'category' )['term_id'];
		$this->new_request();
		$this->assert_fresh(
			$post,
			fn () => wp_set_object_terms( $this->ids['post'], array( $moved ), 'category' ),
			fn ( $page ) => $this->assertStringContainsString( '"name":"Weather"', $page['head'] )
		);
		$this->assert_fresh(
			$category,
			fn () => update_term_meta( $this->ids['category'], '_lodestar_page_title', 'All about currents' ),
			fn ( $page ) => $this->assertSame( 'All about currents', $page['title'] )
		);
		$this->assert_fresh(
			$author,
			fn () => wp_update_user(
				array(
					'ID'           => $this->ids['author'],
					'display_name' => 'Ada Tidewell',
				)
			),
			fn ( $page ) => $this->assertStringContainsString( 'Ada Tidewell', $page['title'] )
		);
		$this->save_settings( array( 'content_types' => array( 'archive:author' => array( 'description' => '%author_description%' ) ) ) );
		$this->new_request();
		$this->assert_fresh(
			$author,
			fn () => update_user_meta( $this->ids['author'], 'description', 'Charts the currents.' ),
			fn ( $page ) => $this->assertStringContainsString( 'content="Charts the currents."', $page['head'] )
		);
	}

	/**
	 * The settings, the site's options, a parent page, the permalinks, the logo: the next page
	 * view shows them.
	 */
	public function test_changed_settings_and_options_show(): void {
		$page = array( array( 'pagename' => 'guides/reading-the-tide' ), 'guides/reading-the-tide' );
		$this->assert_fresh(
			$page,
			fn () => $this->save_settings( array( 'content_types' => array( 'post_type:page' => array( 'title' => '%title% on %site_name%' ) ) ) ),
			fn ( $view ) => $this->assertSame( 'Reading the tide on Harbour Notes', $view['title'] )
		);
		$this->assert_fresh(
			$page,
			fn () => update_option( 'blogname', 'Quay Notes' ),
			fn ( $view ) => $this->assertSame( 'Reading the tide on Quay Notes', $view['title'] )
		);
		$this->assert_fresh(
			$page,
			fn () => wp_update_post(
				array(
					'ID'         => $this->ids['parent'],
					'post_title' => 'Handbooks',
				)
			),
			fn ( $view ) => $this->assertStringContainsString( '"name":"Handbooks"', $view['head'] )
		);
		$this->assert_fresh(
			$page,
			function (): void {
				update_option( 'permalink_structure', '/%postname%' );
				$GLOBALS['wp_rewrite']->init();
			},
			fn ( $view ) => $this->assertStringContainsString( '<link rel="canonical" href="' . home_url( '/guides/reading-the-tide' ) . '" />', $view['head'] )
		);
		$this->assert_fresh(
			$page,
			fn () => update_option( 'site_logo', $this->ids['image'] ),
			fn ( $view ) => $this->assertStringContainsString( 'harbour.jpg', (string) wp_json_encode( $this->graph( $view ) ) )
		);
	}

	/**
	 * A callback added to (or removed from) a hook the build went through, a translation that
	 * changed, an older record than MAX_AGE: the page builds its head, with no write at all.
	 */
	public function test_what_changes_without_a_write_shows(): void {
		$post = array( array( 'name' => 'high-water' ), 'high-water' );
		$this->assert_fresh(
			$post,
			fn () => add_filter( 'post_link', array( self::class, 'tracked' ) ),
			fn ( $page ) => $this->assertStringContainsString( '<link rel="canonical" href="' . home_url( '/high-water/?from=filter' ) . '" />', $page['head'] ),
			false
		);
		$this->assert_fresh(
			$post,
			fn () => remove_filter( 'post_link', array( self::class, 'tracked' ) ),
			fn ( $page ) => $this->assertStringContainsString( '<link rel="canonical" href="' . home_url( '/high-water/' ) . '" />', $page['head'] ),
			false
		);
		// A language pack updated under the page's feet: its strings translate otherwise.
		$pack = get_temp_dir() . 'lodestar-kept-heads-' . getmypid() . '.l10n.php';
		file_put_contents( $pack, "<?php\nreturn array( 'messages' => array( 'Home' => 'Start' ) );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a translation file of the test's own.
		$this->assert_fresh(
			$post,
			fn () => $this->assertTrue( load_textdomain( 'lodestar', $pack ) ),
			fn ( $page ) => $this->assertStringContainsString( '"name":"Start"', $page['head'] ),
			false
		);
		unload_textdomain( 'lodestar' );
		wp_delete_file( $pack );
		$this->new_request();
		$this->assert_fresh(
			$post,
			fn () => $this->edit_kept( 2, time() - KeptHeads::MAX_AGE - 1 ),
			fn ( $page ) => $this->assertStringContainsString( 'High water', $page['title'] ),
			false
		);
		$this->assertSame( 86400, KeptHeads::MAX_AGE );
	}

	/**
	 * A head filter with a callback (lodestar_head_tags, lodestar_schema_graph) applies to the
	 * kept head as to a built one.
	 */
	public function test_the_head_filters_apply_to_a_kept_head(): void {
		$vars  = array( 'name' => 'high-water' );
		$tags  = static function ( $tags ) {
			$tags[] = array(
				'tag'        => 'meta',
				'attributes' => array(
					'name'    => 'harbour-probe',
					'content' => 'tagged',
				),
			);
			return $tags;
		};
		$graph = static fn ( $graph ) => array_merge(
			$graph,
			array(
				array(
					'@type' => 'Thing',
					'name'  => 'Probe',
				),
			)
		);
		$this->view( $vars, 'high-water' );
		$this->mark();
		add_filter( 'lodestar_head_tags', $tags );
		add_filter( 'lodestar_schema_graph', $graph );
		$kept = $this->view( $vars, 'high-water' );
		$this->assertSame( 'Kept marker', $kept['title'], 'still the kept head' );
		$this->assertContains( '<meta name="harbour-probe" content="tagged" />', $kept['block'] );
		$this->assertContains( 'Probe', array_column( $this->graph( $kept ), 'name' ) );
		add_filter( 'lodestar_keep_heads', '__return_false' );
		$built = $this->view( $vars, 'high-water' );
		remove_filter( 'lodestar_keep_heads', '__return_false' );
		$this->assertSame( $built['block'], $kept['block'] );
		$this->assertSame( $this->graph( $built ), $this->graph( $kept ) );
	}

	/**
	 * Writes that no head reads (transients, the cron schedule, Lodestar's own records, the
	 * editor's lock, a login's session) leave the kept heads in use.
	 */
	public function test_writes_no_head_reads_keep_the_record(): void {
		$post = array( array( 'name' => 'high-water' ), 'high-water' );
		$this->view( ...$post );
		$this->mark();
		$revision = get_option( HeadRevision::OPTION );
		set_transient( 'harbour_probe', 'x' );
		update_option( 'cron', _get_cron_array() );
		update_option( 'lodestar_history', array( 'probe' ) );
		update_post_meta( $this->ids['post'], '_edit_lock', time() . ':1' );
		update_user_meta( $this->ids['author'], 'session_tokens', array( 'probe' ) );
		$this->assertFalse( HeadRevision::wrote() );
		$this->new_request();
		$this->assertSame( $revision, get_option( HeadRevision::OPTION ) );
		$this->assertSame( 'Kept marker', $this->view( ...$post )['title'] );
	}

	/**
	 * A request that wrote and then makes an HTTP request (Google fetching the home page for
	 * the tag just stored, the site analysis fetching a page) moves the revision on first: a
	 * page view made meanwhile shows what it wrote.
	 */
	public function test_a_request_that_wrote_moves_the_revision_on_before_an_http_request(): void {
		$post = array( array( 'name' => 'high-water' ), 'high-water' );
		$this->view( ...$post );
		$this->mark();
		$before = get_option( HeadRevision::OPTION );
		update_option( 'blogname', 'Quay Notes' );
		$this->assertTrue( HeadRevision::wrote() );
		$this->assertFalse( apply_filters( 'pre_http_request', false, array(), 'http://example.org/' ) );
		$this->assertFalse( HeadRevision::wrote(), 'stored before the request left' );
		$this->assertNotSame( $before, get_option( HeadRevision::OPTION ) );
		$this->assertSame( 'High water - Quay Notes', $this->view( ...$post )['title'] );
	}

	/**
	 * Each kind of write moves the revision on when its request ends (HEAD_OPTIONS pinned).
	 */
	public function test_each_write_moves_the_revision_on(): void {
		$this->assertSame( array( 'lodestar_settings', 'lodestar_schemas', 'lodestar_posts_page_meta', 'lodestar_term_meta_index', 'lodestar_parent_term_rows', 'lodestar_gsc_verification' ), HeadRevision::HEAD_OPTIONS );
		$writes = array(
			'option'            => fn () => update_option( 'harbour_probe', uniqid() ),
			'option deleted'    => fn () => delete_option( 'blogdescription' ),
			'Lodestar settings' => fn () => $this->save_settings( array( 'separator' => '|' ) ),
			'post'              => fn () => wp_update_post(
				array(
					'ID'           => $this->ids['second'],
					'post_content' => 'More.',
				)
			),
			'post trashed'      => fn () => wp_trash_post( $this->ids['second'] ),
			'attachment'        => fn () => wp_update_post(
				array(
					'ID'         => $this->ids['image'],
					'post_title' => 'Renamed image',
				)
			),
			'post meta'         => fn () => update_post_meta( $this->ids['post'], 'harbour_probe', uniqid() ),
			'term'              => fn () => wp_update_term( $this->ids['tag'], 'post_tag', array( 'name' => 'Neap' ) ),
			'term assigned'     => fn () => wp_set_object_terms( $this->ids['page'], array( 'Probe' ), 'post_tag' ),
			'term removed'      => fn () => wp_remove_object_terms( $this->ids['post'], array( $this->ids['tag'] ), 'post_tag' ),
			'term meta'         => fn () => update_term_meta( $this->ids['tag'], 'harbour_probe', uniqid() ),
			'user'              => fn () => wp_update_user(
				array(
					'ID'       => $this->ids['author'],
					'user_url' => 'https://example.com/' . uniqid(),
				)
			),
			'user meta'         => fn () => update_user_meta( $this->ids['author'], 'twitter', 'harbour' . wp_rand() ),
			'upgrade'           => fn () => do_action( 'upgrader_process_complete', null, array( 'type' => 'plugin' ) ),
		);
		foreach ( $writes as $name => $write ) {
			$before = get_option( HeadRevision::OPTION );
			$write();
			$this->assertTrue( HeadRevision::wrote(), $name . ': this request wrote' );
			$this->new_request();
			$this->assertNotSame( $before, get_option( HeadRevision::OPTION ), $name );
			$this->assertSame( 16, strlen( (string) get_option( HeadRevision::OPTION ) ), $name );
		}
		// Activation moves it on too: what was written while Lodestar was off moved nothing.
		$before = get_option( HeadRevision::OPTION );
		Plugin::activate();
		$this->assertNotSame( $before, get_option( HeadRevision::OPTION ) );
		$this->new_request();
		$this->assertStringStartsWith( CompiledFile::code() . ':', HeadRevision::current() );
	}

	/**
	 * Each listener moves the revision on for what a head reads, and not for what none reads.
	 */
	public function test_each_listener_hook_marks_the_request(): void {
		$post = get_post( $this->ids['post'] );
		$menu = $this->publish_post( array( 'post_type' => 'nav_menu_item' ) );
		$tt   = (int) get_term( $this->ids['category'] )->term_taxonomy_id;
		$user = $this->ids['author'];
		$hooks = array(
			array( 'added_option', array( 'blogname', 'x' ), true ),
			array( 'updated_option', array( 'theme_mods_probe', 'x', 'y' ), true ),
			array( 'deleted_option', array( 'site_logo' ), true ),
			array( 'updated_option', array( 'lodestar_settings', 'x', 'y' ), true ),
			array( 'updated_option', array( '_transient_probe', 'x', 'y' ), false ),
			array( 'updated_option', array( '_site_transient_probe', 'x', 'y' ), false ),
			array( 'updated_option', array( 'cron', 'x', 'y' ), false ),
			array( 'updated_option', array( 'lodestar_sitemap_counts', 'x', 'y' ), false ),
			array( 'updated_option', array( 'lodestar_image_facts', 'x', 'y' ), false ),
			array( 'clean_post_cache', array( $post->ID, $post ), true ),
			array( 'clean_post_cache', array( $this->ids['image'], get_post( $this->ids['image'] ) ), true ),
			array( 'clean_post_cache', array( $menu, get_post( $menu ) ), false ),
			array( 'added_post_meta', array( 1, $post->ID, 'probe', 'x' ), true ),
			array( 'updated_post_meta', array( 1, $post->ID, 'probe', 'x' ), true ),
			array( 'deleted_post_meta', array( array( 1 ), $post->ID, 'probe', 'x' ), true ),
			array( 'updated_post_meta', array( 1, $post->ID, '_edit_lock', 'x' ), false ),
			array( 'updated_post_meta', array( 1, $post->ID, '_lodestar_image_facts', 'x' ), false ),
			array( 'updated_post_meta', array( 1, $post->ID, '_lodestar_scan_facts', 'x' ), false ),
			array( 'updated_post_meta', array( 1, $post->ID, '_lodestar_page_checks', 'x' ), false ),
			array( 'updated_post_meta', array( 1, $menu, 'probe', 'x' ), false ),
			array( 'clean_term_cache', array( array( $this->ids['category'] ), 'category', true ), true ),
			array( 'added_term_relationship', array( $post->ID, $tt, 'category' ), true ),
			array( 'deleted_term_relationships', array( $post->ID, array( $tt ), 'category' ), true ),
			array( 'added_term_meta', array( 1, $this->ids['category'], 'probe', 'x' ), true ),
			array( 'updated_term_meta', array( 1, $this->ids['category'], 'probe', 'x' ), true ),
			array( 'deleted_term_meta', array( array( 1 ), $this->ids['category'], 'probe', 'x' ), true ),
			array( 'profile_update', array( $user, get_userdata( $user ) ), true ),
			array( 'user_register', array( $user ), true ),
			array( 'deleted_user', array( $user, null, get_userdata( $user ) ), true ),
			array( 'added_user_meta', array( 1, $user, 'description', 'x' ), true ),
			array( 'updated_user_meta', array( 1, $user, 'first_name', 'x' ), true ),
			array( 'deleted_user_meta', array( array( 1 ), $user, 'twitter', 'x' ), true ),
			array( 'updated_user_meta', array( 1, $user, 'session_tokens', 'x' ), false ),
			array( 'updated_user_meta', array( 1, $user, 'wp_user-settings-time', 'x' ), false ),
			array( 'updated_user_meta', array( 1, $user, 'meta-box-order_post', 'x' ), false ),
			array( 'updated_user_meta', array( 1, $user, '_lodestar_whats_new_read', 'x' ), false ),
			array( 'upgrader_process_complete', array( null, array( 'type' => 'plugin' ) ), true ),
		);
		// HeadRevision spells the analysis' meta keys out (a layer below it): the same keys.
		$this->assertSame( array( '_lodestar_scan_facts', '_lodestar_page_checks', '_lodestar_check_errors', '_lodestar_check_warnings' ), array( \Lodestar\Analysis\ScanFacts::META, \Lodestar\Analysis\Page\PageCheckStore::RESULTS, \Lodestar\Analysis\Page\PageCheckStore::ERRORS, \Lodestar\Analysis\Page\PageCheckStore::WARNINGS ) );
		foreach ( array( '_lodestar_check_errors', '_lodestar_check_warnings' ) as $key ) {
			$hooks[] = array( 'updated_post_meta', array( 1, $post->ID, $key, 'x' ), false );
		}
		foreach ( $hooks as list( $hook, $args, $moves ) ) {
			$this->new_request();
			do_action( $hook, ...$args );
			$this->assertSame( $moves, HeadRevision::wrote(), $hook . ' ' . wp_json_encode( $args[0] ) . ' ' . wp_json_encode( $args[2] ?? null ) );
		}
	}

	/**
	 * No head is kept (nor read) for a logged-in user, a request that wrote, a protected post,
	 * a query variable that does not name the page, a page number past the last, a head that
	 * names today's date; a 404 is PageRecords'.
	 */
	public function test_what_is_not_kept(): void {
		$post = array( array( 'name' => 'high-water' ), 'high-water' );
		$this->view( ...$post );
		$this->mark();

		wp_set_current_user( $this->ids['author'] );
		$this->assertNotSame( 'Kept marker', $this->view( ...$post )['title'], 'a logged-in user' );
		wp_set_current_user( 0 );

		update_option( 'harbour_probe', 'x' );
		$this->assertNotSame( 'Kept marker', $this->view( ...$post )['title'], 'a request that wrote' );
		$this->new_request();
		$this->view( ...$post );
		$this->mark();

		$this->assertNotSame( 'Kept marker', $this->view( array( 'p' => $this->ids['post'] ), '' )['title'], 'the same page at another address' );
		$this->view( ...$post );
		$this->mark();
		$this->assertNotSame( 'Kept marker', $this->view( array( 'name' => 'high-water', 'orderby' => 'title' ), 'high-water' )['title'], 'another query variable' );
		$this->assertNull( $this->kept_file(), 'nor kept' );
		$this->assertSame( 'Kept marker', $this->view( ...$post )['title'], 'the page itself still is' );
		$this->assertNull( $this->kept_file_for( array( 'name' => 'high-water', 'page' => 3 ), 'high-water/3' ), 'a page past the last' );

		update_option( 'posts_per_page', 1 );
		$this->new_request();
		$this->assertNotNull( $this->kept_file_for( array( 'category_name' => 'tides', 'paged' => 2 ), 'category/tides/page/2' ), 'the last page' );
		$this->assertNull( $this->kept_file_for( array( 'category_name' => 'tides', 'paged' => 3 ), 'category/tides/page/3' ), 'past the last page' );

		wp_update_post(
			array(
				'ID'            => $this->ids['second'],
				'post_password' => 'secret',
			)
		);
		$this->new_request();
		$this->view( array( 'name' => 'low-water' ), 'low-water' );
		$this->assertNull( $this->kept_file(), 'a protected post' );

		$this->save_settings( array( 'content_types' => array( 'post_type:post' => array( 'title' => '%title% in %currentyear%' ) ) ) );
		$this->new_request();
		$this->assertSame( 'High water in ' . wp_date( 'Y' ), $this->view( ...$post )['title'] );
		$this->assertFalse( $this->in_use( ...$post ), 'a head naming today' );

		$this->go_to( array( 'error' => '404' ) );
		$this->assertNull( KeptHeads::file( Context::not_found() ), 'a 404' );
	}

	/**
	 * A damaged file is no record: the page builds its head and keeps it anew; uninstalling
	 * removes the folder.
	 */
	public function test_a_damaged_file_is_replaced_and_uninstalling_removes_them(): void {
		$post = array( array( 'name' => 'high-water' ), 'high-water' );
		$this->view( ...$post );
		$file = (string) $this->kept_file();
		file_put_contents( $file, "<?php exit; ?>\n{\"broken\"" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the test damages the kept file.
		$this->assertStringContainsString( 'High water', $this->view( ...$post )['title'] );
		$this->mark();
		$this->assertSame( 'Kept marker', $this->view( ...$post )['title'], 'kept anew' );
		$this->assertStringStartsWith( "<?php exit; ?>\n", (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- reads the kept file.
		CompiledFile::remove_all();
		$this->assertDirectoryDoesNotExist( CompiledFile::folder() . KeptHeads::FOLDER );
	}

	/**
	 * The pages of every kind kept: query variables and request path.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	private function pages(): array {
		$author = get_userdata( $this->ids['author'] )->user_nicename;
		return array(
			'post'            => array( array( 'name' => 'high-water' ), 'high-water' ),
			'child page'      => array( array( 'pagename' => 'guides/reading-the-tide' ), 'guides/reading-the-tide' ),
			'category'        => array( array( 'category_name' => 'tides' ), 'category/tides' ),
			'category page 2' => array(
				array(
					'category_name' => 'tides',
					'paged'         => 2,
				),
				'category/tides/page/2',
			),
			'tag'             => array( array( 'tag' => 'spring' ), 'tag/spring' ),
			'author'          => array( array( 'author_name' => $author ), 'author/' . $author ),
			'year'            => array( array( 'year' => 2026 ), '2026' ),
			'home'            => array( array(), '' ),
			'home page 2'     => array( array( 'paged' => 2 ), 'page/2' ),
		);
	}

	/**
	 * Asserts a page's kept head is in use, makes a change, ends the request (when the change
	 * is a write) and asserts the next view shows the change, not the kept head.
	 *
	 * @param array{0: array<string, mixed>, 1: string} $page  Query variables, request path.
	 * @param callable                                  $change The change.
	 * @param callable                                  $check  Asserts on the next view (view()).
	 * @param bool                                      $write  Whether the change is a write.
	 */
	private function assert_fresh( array $page, callable $change, callable $check, bool $write = true ): void {
		$this->view( ...$page );
		$this->mark();
		$change();
		if ( $write ) {
			$this->assertTrue( HeadRevision::wrote(), 'the change was seen as a write' );
			$this->new_request();
		}
		$view = $this->view( ...$page );
		$this->assertNotSame( 'Kept marker', $view['title'] );
		$check( $view );
		// And kept anew: the next view reads it.
		$this->assertTrue( $this->in_use( ...$page ), 'kept anew' );
	}

	/**
	 * The end of the request that wrote (shutdown): the revision moves on.
	 */
	private function new_request(): void {
		( new HeadRevision() )->persist();
		// The image facts' own notion of a request: attachments made before are old ones.
		$images = ( fn () => $this->services->images )->call( Plugin::instance() );
		$images->forget_new_attachments();
		$images->flush();
		$this->assertFalse( HeadRevision::wrote() );
	}

	/**
	 * A visitor's page view of the page: what render_request() reads of it.
	 *
	 * @param array<string, mixed> $vars    Query variables.
	 * @param string               $request Request path.
	 * @return array{head: string, title: string|null, robots: string|null, block: string[]|null}
	 */
	private function view( array $vars, string $request ): array {
		$GLOBALS['wp']->query_vars = $vars;
		$GLOBALS['wp']->request    = $request;
		$page                      = $this->render_request( $vars );
		$page['title']             = null === $page['title'] ? null : html_entity_decode( $page['title'], ENT_QUOTES );
		return $page;
	}

	/**
	 * The current page view's kept file, when one is there.
	 */
	private function kept_file(): ?string {
		$file = KeptHeads::file( Context::from_query( $GLOBALS['wp_query'] ) );
		return null !== $file && is_file( $file ) ? $file : null;
	}

	/**
	 * A page's kept file after a view of it, or null.
	 *
	 * @param array<string, mixed> $vars    Query variables.
	 * @param string               $request Request path.
	 */
	private function kept_file_for( array $vars, string $request ): ?string {
		$this->view( $vars, $request );
		return $this->kept_file();
	}

	/**
	 * Whether the next view of a page prints its kept head (a marker written into it shows).
	 *
	 * @param array<string, mixed> $vars    Query variables.
	 * @param string               $request Request path.
	 */
	private function in_use( array $vars, string $request ): bool {
		$this->view( $vars, $request );
		if ( null === $this->kept_file() ) {
			return false;
		}
		$this->mark();
		return 'Kept marker' === $this->view( $vars, $request )['title'];
	}

	/**
	 * Writes a marker title into the current page's kept file.
	 */
	private function mark(): void {
		$this->edit_kept( 3, 'Kept marker' );
	}

	/**
	 * Edits one entry of the kept file's first line (0 revision, 1 page, 2 made, 3 title...).
	 *
	 * @param int   $index Entry.
	 * @param mixed $value New value.
	 */
	private function edit_kept( int $index, $value ): void {
		$file = $this->kept_file();
		$this->assertNotNull( $file, 'a kept file to edit' );
		// phpcs:disable WordPress.WP.AlternativeFunctions -- the test edits the kept file.
		$raw  = (string) file_get_contents( $file );
		$head = strlen( "<?php exit; ?>\n" );
		$end  = strpos( $raw, "\n", $head );
		$meta = json_decode( substr( $raw, $head, $end - $head ), true );
		$meta[ $index ] = $value;
		file_put_contents( $file, substr( $raw, 0, $head ) . wp_json_encode( $meta, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . substr( $raw, $end ) );
		// phpcs:enable
	}

	/**
	 * The JSON-LD nodes a view printed.
	 *
	 * @param array{head: string} $page A view.
	 * @return list<array<string, mixed>>
	 */
	private function graph( array $page ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $page['head'], $match ) );
		return json_decode( $match[1], true )['@graph'];
	}

	/**
	 * An attachment (an image in the uploads folder) with alt text.
	 *
	 * @param string $file File name.
	 * @param string $alt  Alt text.
	 */
	private function image( string $file, string $alt ): int {
		$id = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => ucfirst( strtok( $file, '.' ) ),
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $id, '_wp_attached_file', $file );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 630,
				'file'   => $file,
			)
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		return $id;
	}

	/**
	 * A permalink filter: a tracking parameter.
	 *
	 * @param mixed $url Permalink.
	 */
	public static function tracked( $url ): string {
		return add_query_arg( 'from', 'filter', (string) $url );
	}
}
