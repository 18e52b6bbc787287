<?php
/**
 * The site analysis measured against planted faults on a clean site served over loopback.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

require_once __DIR__ . '/CleanSiteHarness.php';

/**
 * The clean site (CleanSiteHarness) gets no warning or error from the full analysis
 * (`checks/{general,settings,other}?force=true`), only the suggestions listed in
 * SUGGESTIONS. Then each row of faults() plants one defect, the analysis runs again and
 * exactly the row's check turns to the row's status while every other check keeps its
 * clean-site status; the row's undo makes the site clean again.
 *
 * A row: 'check' (the id of the check that must turn non-success), 'status' (what it must
 * turn to), 'plant' and 'undo' (closures taking the test case), and optionally 'also' (other
 * checks the same defect turns, with their status, when the defect by its nature reaches
 * them: a home page answering 500 cannot be read by any home-page check) and 'says' (what the
 * check's message must contain, where one status covers several findings).
 *
 * To add a defect, append a row: plant it the way it happens on a real site (an option, a
 * post, a setting, or a must-use plugin on the served site through plugin()), and undo it.
 */
class PlantedFaultsTest extends TestCase {

	use CleanSiteHarness {
		CleanSiteHarness::tearDownAfterClass as clean_site_tear_down_after_class;
	}

	/**
	 * The suggestions the clean site gets, and why they are not defects (README, "Site analysis").
	 */
	private const SUGGESTIONS = array(
		// Connecting Google Search Console is an offer, not a property of the site.
		'search_console',
	);

	/**
	 * The checks that read the fetched home page (their result is the fetch's error when the
	 * home page cannot be read).
	 */
	private const HOME_PAGE_CHECKS = array( 'search_engine_title', 'search_engine_description', 'h1_heading', 'h2_headings', 'image_alt_text', 'internal_links', 'canonical_tag', 'open_graph_tags', 'structured_data', 'html_lang', 'viewport_meta', 'mixed_content', 'home_indexable' );

	/**
	 * The clean site's report, once per class: id => status.
	 *
	 * @var array<string, string>
	 */
	private static array $baseline = array();

	/**
	 * Seconds spent in this class (printed by tearDownAfterClass when LODESTAR_TIMINGS is set).
	 *
	 * @var float
	 */
	private static float $started = 0.0;

	/**
	 * A served site, as an administrator.
	 */
	protected function setUp(): void {
		if ( 0.0 === self::$started ) {
			self::$started = microtime( true );
		}
		parent::setUp();
		$this->serve_site();
		wp_set_current_user( self::$site['admin'] );
	}

	/**
	 * The full analysis, run now: id => [status, message].
	 *
	 * @return array<string, array{status: string, message: string}>
	 */
	private function analyse(): array {
		$report = array();
		foreach ( array( 'general', 'settings', 'other' ) as $category ) {
			$response = $this->get( $category, array( 'force' => true ) );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			foreach ( $this->json_data( $response ) as $id => $entry ) {
				$report[ $id ] = array(
					'status'  => (string) $entry['status'],
					'message' => (string) $entry['message'],
				);
			}
		}
		return $report;
	}

	/**
	 * The clean site's statuses (the first call runs the analysis and checks them).
	 *
	 * @return array<string, string>
	 */
	private function baseline(): array {
		if ( array() === self::$baseline ) {
			$report = $this->analyse();
			$this->assertGreaterThanOrEqual( 34, count( $report ), implode( ', ', array_keys( $report ) ) );
			$suggestions = array();
			$defects     = array();
			foreach ( $report as $id => $entry ) {
				if ( ! in_array( $entry['status'], array( 'success', 'suggestion' ), true ) ) {
					$defects[] = $id . ' (' . $entry['status'] . '): ' . $entry['message'];
				}
				if ( 'suggestion' === $entry['status'] ) {
					$suggestions[] = $id;
				}
			}
			$this->assertSame( array(), $defects, 'The clean site has no warning or error.' );
			$this->assertSame( self::SUGGESTIONS, $suggestions, 'The clean site\'s suggestions are the documented ones.' );
			self::$baseline = array_map( static fn ( array $entry ): string => $entry['status'], $report );
		}
		return self::$baseline;
	}

	/**
	 * The clean site passes every check but the documented suggestions.
	 */
	public function test_the_clean_site_has_no_warning_or_error(): void {
		$statuses = $this->baseline();
		$this->assertSame( 'success', $statuses['sitemap_reachable'] );
		$this->assertSame( 'success', $statuses['orphan_posts'] );
		$this->assertSame( 'success', $statuses['secure_connection'], 'Served over HTTPS.' );
		$this->assertStringStartsWith( 'https://', self::served_url() );
	}

	/**
	 * One planted defect turns exactly its check; its undo makes the site clean again.
	 *
	 * @dataProvider planted
	 *
	 * @param string                $check  The check the defect must turn.
	 * @param string                $status Its status then.
	 * @param \Closure              $plant  Plants the defect.
	 * @param \Closure              $undo   Removes it.
	 * @param array<string, string> $also   Other checks the defect reaches by its nature, with their status.
	 * @param string                $says   What the check's message must contain ('' for anything).
	 */
	public function test_a_planted_defect_turns_exactly_its_check( string $check, string $status, \Closure $plant, \Closure $undo, array $also = array(), string $says = '' ): void {
		$clean = $this->baseline();
		$this->assertArrayHasKey( $check, $clean );
		$this->assertSame( 'success', $clean[ $check ], 'A defect is planted on a check the clean site passes.' );

		$plant( $this );
		$report   = $this->analyse();
		$expected = array_merge( $clean, $also, array( $check => $status ) );
		$actual   = array_map( static fn ( array $entry ): string => $entry['status'], $report );
		$changed  = array();
		foreach ( $actual as $id => $got ) {
			if ( $got !== $expected[ $id ] ) {
				$changed[] = $id . ' (' . $got . ', expected ' . $expected[ $id ] . '): ' . $report[ $id ]['message'];
			}
		}
		$this->assertSame( array(), $changed, 'Planted: only ' . $check . ' (' . $status . ') should change.' );
		$this->assertStringContainsString( $says, $report[ $check ]['message'] );

		$undo( $this );
		$report = $this->analyse();
		$dirty  = array();
		foreach ( $report as $id => $entry ) {
			if ( $entry['status'] !== $clean[ $id ] ) {
				$dirty[] = $id . ' (' . $entry['status'] . '): ' . $entry['message'];
			}
		}
		$this->assertSame( array(), $dirty, 'Undone: the site is clean again.' );
	}

	/**
	 * A must-use plugin on the served site for this test (removed by tearDown()).
	 *
	 * @param string $code PHP code after the opening tag.
	 */
	public function plugin( string $code ): void {
		$this->install_probe( 'lodestar-fault-', "<?php\n" . $code . "\n" );
	}

	/**
	 * Removes the test's must-use plugin.
	 */
	public function unplug(): void {
		if ( '' !== $this->served_probe && is_file( $this->served_probe ) ) {
			unlink( $this->served_probe );
		}
		$this->served_probe = '';
	}

	/**
	 * Sets flags of the test theme (see tests/php/fixtures/served-site/themes/lodestar-test).
	 *
	 * @param array<string, bool> $flags Flags.
	 */
	public static function theme( array $flags ): void {
		update_option( 'lodestar_test_theme', $flags );
	}

	/**
	 * Saves Lodestar settings.
	 *
	 * @param array<string, mixed> $changes Changes.
	 */
	public function settings( array $changes ): void {
		$this->save_settings( $changes );
	}

	/**
	 * Updates a post.
	 *
	 * @param int                  $id     Post id.
	 * @param array<string, mixed> $fields Fields.
	 */
	public static function edit( int $id, array $fields ): void {
		wp_update_post( array( 'ID' => $id ) + $fields );
	}

	/**
	 * A post of the clean site.
	 *
	 * @param int $index 0 to 3.
	 */
	public static function post( int $index ): int {
		return (int) self::$site['posts'][ $index ];
	}

	/**
	 * Sets the permalink structure, with the rules stored for the served site.
	 *
	 * @param string $structure Structure.
	 */
	public static function permalinks( string $structure ): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( $structure );
		create_initial_taxonomies();
		flush_rewrite_rules( false );
	}

	/**
	 * The rows of faults() as the test's arguments.
	 *
	 * @return array<string, array{0: string, 1: string, 2: \Closure, 3: \Closure, 4: array<string, string>, 5: string}>
	 */
	public function planted(): array {
		return array_map(
			static fn ( array $row ): array => array( $row['check'], $row['status'], $row['plant'], $row['undo'], $row['also'] ?? array(), $row['says'] ?? '' ),
			$this->faults()
		);
	}

	/**
	 * The planted defects.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function faults(): array {
		$home_only = 'if ( ! is_front_page() ) { return; }';
		$unread    = array_fill_keys( self::HOME_PAGE_CHECKS, 'unavailable' );
		$unplug    = fn ( self $t ) => $t->unplug();
		$clean_theme = fn () => self::theme( array() );
		return array(
			// The home page as served (category general).
			'home: no <title> tag'                          => array(
				'check'  => 'search_engine_title',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'after_setup_theme', static fn () => remove_theme_support( 'title-tag' ), 99 );" ),
				'undo'   => $unplug,
			),
			'home: title longer than 60 characters'         => array(
				'check'  => 'search_engine_title',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'pre_get_document_title', static fn ( \$t ) => is_front_page() ? 'Lodestar Coffee: fresh beans roasted every single morning and shipped today' : \$t, 999 );" ),
				'undo'   => $unplug,
			),
			'home: no meta description'                     => array(
				'check'  => 'search_engine_description',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'lodestar_head_tags', static function ( \$tags ) { if ( ! is_front_page() ) { return \$tags; } return array_values( array_filter( \$tags, static fn ( \$tag ) => 'description' !== ( \$tag['attributes']['name'] ?? '' ) ) ); } );" ),
				'undo'   => $unplug,
			),
			'home: no H1 heading'                           => array(
				'check'  => 'h1_heading',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'the_content', static fn ( \$c ) => is_front_page() ? str_replace( array( '<h1>', '</h1>' ), array( '<p>', '</p>' ), \$c ) : \$c );" ),
				'undo'   => $unplug,
			),
			'home: two H1 headings'                         => array(
				'check'  => 'h1_heading',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'the_content', static fn ( \$c ) => is_front_page() ? '<h1>Welcome</h1>' . \$c : \$c );" ),
				'undo'   => $unplug,
				'says'   => '2 H1 headings found on the home page: “Welcome”, “Lodestar Coffee”.',
			),
			'home: no H2 heading'                           => array(
				'check'  => 'h2_headings',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'the_content', static fn ( \$c ) => is_front_page() ? str_replace( array( '<h2>', '</h2>' ), array( '<h3>', '</h3>' ), \$c ) : \$c );" ),
				'undo'   => $unplug,
			),
			'home: an image without alt'                    => array(
				'check'  => 'image_alt_text',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'wp_footer', static function () { $home_only echo '<img src=\"/wp-content/uploads/banner.jpg\">'; } );" ),
				'undo'   => $unplug,
			),
			'home: no link to another page of the site'     => array(
				'check'  => 'internal_links',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'the_content', static fn ( \$c ) => is_front_page() ? preg_replace( '#<a [^>]*>(.*?)</a>#', '\$1', \$c ) : \$c );" ),
				'undo'   => $unplug,
			),
			'home: no canonical URL'                        => array(
				'check'  => 'canonical_tag',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'lodestar_head_tags', static function ( \$tags ) { if ( ! is_front_page() ) { return \$tags; } return array_values( array_filter( \$tags, static fn ( \$tag ) => 'canonical' !== ( \$tag['attributes']['rel'] ?? '' ) ) ); } );" ),
				'undo'   => $unplug,
			),
			'home: a second canonical URL'                  => array(
				'check'  => 'canonical_tag',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'wp_head', static function () { $home_only echo '<link rel=\"canonical\" href=\"http://elsewhere.example/\">'; }, 99 );" ),
				'undo'   => $unplug,
			),
			'home: Open Graph off'                          => array(
				'check'  => 'open_graph_tags',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->settings( array( 'open_graph_tags' => false ) ),
				'undo'   => fn ( self $t ) => $t->settings( array( 'open_graph_tags' => true ) ),
			),
			'home: no og:image'                             => array(
				'check'  => 'open_graph_tags',
				'status' => 'suggestion',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'lodestar_head_tags', static function ( \$tags ) { if ( ! is_front_page() ) { return \$tags; } return array_values( array_filter( \$tags, static fn ( \$tag ) => ! str_starts_with( (string) ( \$tag['attributes']['property'] ?? '' ), 'og:image' ) ) ); } );" ),
				'undo'   => $unplug,
			),
			'home: structured data off'                     => array(
				'check'  => 'structured_data',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->settings( array( 'enable_schemas' => false ) ),
				'undo'   => fn ( self $t ) => $t->settings( array( 'enable_schemas' => true ) ),
			),
			'home: a JSON-LD block that is not JSON'        => array(
				'check'  => 'structured_data',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'wp_footer', static function () { $home_only echo '<script type=\"application/ld+json\">{\"@type\": \"Organization\",}</script>'; } );" ),
				'undo'   => $unplug,
			),
			'home: an http:// script on the HTTPS home page' => array(
				'check'  => 'mixed_content',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'wp_footer', static function () { $home_only echo '<script src=\"http://cdn.example/widget.js\"></script>'; } );" ),
				'undo'   => $unplug,
				'says'   => '1 resource on the HTTPS home page is loaded over HTTP',
			),
			'home: theme prints no language'                => array(
				'check'  => 'html_lang',
				'status' => 'warning',
				'plant'  => fn () => self::theme( array( 'no_lang' => true ) ),
				'undo'   => $clean_theme,
			),
			'home: theme prints no viewport'                => array(
				'check'  => 'viewport_meta',
				'status' => 'warning',
				'plant'  => fn () => self::theme( array( 'no_viewport' => true ) ),
				'undo'   => $clean_theme,
			),

			// The site's configuration and server responses (category settings).
			'settings: search engines discouraged'          => array(
				'check'  => 'search_engine_visibility',
				'status' => 'error',
				'plant'  => fn () => update_option( 'blog_public', '0' ),
				'undo'   => fn () => update_option( 'blog_public', '1' ),
				// WordPress then prints noindex on every page, the home page included, and its
				// robots.txt disallows everything (do_robots()), which the robots.txt check reads.
				'also'   => array(
					'home_indexable' => 'error',
					'robots_txt'     => 'error',
				),
			),
			'server: noindex header on the home page'       => array(
				'check'  => 'home_indexable',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'template_redirect', static function () { $home_only header( 'X-Robots-Tag: noindex' ); } );" ),
				'undo'   => $unplug,
			),
			'home: noindex in the home page robots setting' => array(
				'check'  => 'home_indexable',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'wp_robots', static fn ( \$r ) => is_front_page() ? array( 'noindex' => true ) + \$r : \$r, 99 );" ),
				'undo'   => $unplug,
			),
			'server: home page answers 500'                 => array(
				'check'  => 'home_reachable',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'template_redirect', static function () { $home_only status_header( 500 ); exit; } );" ),
				'undo'   => $unplug,
				// Only home_reachable reports the defect; no other home-page check can read a
				// page that does not answer, so each says it could not run (never success).
				'also'   => $unread,
			),
			'server: home page answers 404'                 => array(
				'check'  => 'home_reachable',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'template_redirect', static function () { $home_only status_header( 404 ); exit; } );" ),
				'undo'   => $unplug,
				'also'   => $unread,
			),
			'settings: plain permalinks'                    => array(
				'check'  => 'permalink_structure',
				'status' => 'warning',
				'plant'  => fn () => self::permalinks( '' ),
				'undo'   => fn () => self::permalinks( '/%postname%/' ),
				// WordPress serves robots.txt through a rewrite rule: plain permalinks answer
				// /robots.txt with the home page. The links in the content keep the old addresses,
				// which now only reach the posts through WordPress's guess of a 404: none names a post.
				'also'   => array(
					'robots_txt'   => 'warning',
					'orphan_posts' => 'warning',
				),
			),
			'settings: permalinks without the post name'    => array(
				'check'  => 'permalink_structure',
				'status' => 'suggestion',
				'plant'  => fn () => self::permalinks( '/archives/%post_id%' ),
				'undo'   => fn () => self::permalinks( '/%postname%/' ),
				// The links in the content keep the old addresses (see above).
				'also'   => array( 'orphan_posts' => 'warning' ),
			),
			'settings: XML sitemaps off'                    => array(
				'check'  => 'sitemap_reachable',
				'status' => 'warning',
				'plant'  => fn ( self $t ) => $t->settings( array( 'enable_xml_sitemap' => false ) ),
				'undo'   => fn ( self $t ) => $t->settings( array( 'enable_xml_sitemap' => true ) ),
			),
			'server: sitemap index answers 404'             => array(
				'check'  => 'sitemap_reachable',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'parse_request', static function () { if ( str_contains( (string) \$_SERVER['REQUEST_URI'], 'sitemap_index.xml' ) ) { status_header( 404 ); exit; } }, 0 );" ),
				'undo'   => $unplug,
				'says'   => 'could not be read: The page or resource was not found',
			),
			'server: sitemap index is not valid XML'        => array(
				'check'  => 'sitemap_reachable',
				'status' => 'error',
				'plant'  => fn ( self $t ) => $t->plugin( "add_action( 'parse_request', static function () { if ( str_contains( (string) \$_SERVER['REQUEST_URI'], 'sitemap_index.xml' ) ) { echo \"<b>Notice</b>: Undefined index\\n\"; } }, 0 );" ),
				'undo'   => $unplug,
				'says'   => 'is not valid XML',
			),
			'server: robots.txt disallows the whole site'   => array(
				'check'  => 'robots_txt',
				'status' => 'error',
				// Another plugin's robots_txt filter: what the site serves is what counts.
				'plant'  => fn ( self $t ) => $t->plugin( "add_filter( 'robots_txt', static fn () => \"User-agent: *\\nDisallow: /\\n\", 99 );" ),
				'undo'   => $unplug,
				'says'   => 'Disallow: /',
			),
			'server: robots.txt answers 404'                => array(
				'check'  => 'robots_txt',
				'status' => 'warning',
				'plant'  => fn () => self::theme( array( 'robots_404' => true ) ),
				'undo'   => $clean_theme,
			),
			'settings: another SEO plugin active'           => array(
				'check'  => 'other_seo_plugins',
				'status' => 'error',
				'plant'  => fn () => update_option( 'active_plugins', array( 'wordpress-seo/wp-seo.php', 'lodestar/plugin.php' ) ),
				'undo'   => fn () => update_option( 'active_plugins', array( 'lodestar/plugin.php' ) ),
			),
			'settings: empty tagline'                       => array(
				'check'  => 'site_tagline',
				'status' => 'warning',
				'plant'  => fn () => update_option( 'blogdescription', '' ),
				'undo'   => fn () => update_option( 'blogdescription', 'Fresh coffee roasted every morning' ),
			),
			'settings: WordPress\'s default tagline'        => array(
				'check'  => 'site_tagline',
				'status' => 'warning',
				'plant'  => fn () => update_option( 'blogdescription', 'Just another WordPress site' ),
				'undo'   => fn () => update_option( 'blogdescription', 'Fresh coffee roasted every morning' ),
			),
			'settings: no site icon'                        => array(
				'check'  => 'site_icon',
				'status' => 'warning',
				'plant'  => fn () => update_option( 'site_icon', 0 ),
				'undo'   => fn () => update_option( 'site_icon', self::$site['icon'] ),
			),

			// The whole content (category other).
			'content: two posts with one title'             => array(
				'check'  => 'duplicate_titles',
				'status' => 'warning',
				'plant'  => fn () => self::edit( self::post( 1 ), array( 'post_title' => 'Pour-over at home' ) ),
				'undo'   => fn () => self::edit( self::post( 1 ), array( 'post_title' => 'Choosing a grinder' ) ),
			),
			'content: two posts with one description'       => array(
				'check'  => 'duplicate_descriptions',
				'status' => 'warning',
				'plant'  => fn () => update_post_meta( self::post( 3 ), '_lodestar_page_description', get_post_field( 'post_excerpt', self::post( 2 ) ) ),
				'undo'   => fn () => delete_post_meta( self::post( 3 ), '_lodestar_page_description' ),
			),
			'content: a post without a description'         => array(
				'check'  => 'missing_descriptions',
				'status' => 'warning',
				// Its description is its excerpt only, and the excerpt is empty.
				'plant'  => function () {
					update_post_meta( self::post( 2 ), '_lodestar_page_description', '%excerpt_only%' );
					self::edit( self::post( 2 ), array( 'post_excerpt' => '' ) );
				},
				'undo'   => function () {
					delete_post_meta( self::post( 2 ), '_lodestar_page_description' );
					self::edit( self::post( 2 ), array( 'post_excerpt' => 'A short guide: water for coffee, explained for a first cup at home (post2).' ) );
				},
			),
			'content: an image without alt in a post'       => array(
				'check'  => 'images_without_alt',
				'status' => 'warning',
				'plant'  => fn () => self::edit( self::post( 0 ), array( 'post_content' => get_post_field( 'post_content', self::post( 0 ) ) . '<img src="/wp-content/uploads/kettle.jpg">' ) ),
				'undo'   => fn () => self::edit( self::post( 0 ), array( 'post_content' => str_replace( '<img src="/wp-content/uploads/kettle.jpg">', '', get_post_field( 'post_content', self::post( 0 ) ) ) ) ),
			),
			'content: a featured image without alt'         => array(
				'check'  => 'images_without_alt',
				'status' => 'warning',
				'plant'  => fn () => delete_post_meta( self::$site['images'][ self::post( 3 ) ], '_wp_attachment_image_alt' ),
				'undo'   => fn () => update_post_meta( self::$site['images'][ self::post( 3 ) ], '_wp_attachment_image_alt', 'A cup of post3' ),
			),
			'content: a thin post'                          => array(
				'check'  => 'thin_content',
				'status' => 'warning',
				'plant'  => fn () => self::edit( self::post( 1 ), array( 'post_content' => preg_replace( '#<p>[^<]*#', '<p>Short.', get_post_field( 'post_content', self::post( 1 ) ) ) ) ),
				'undo'   => fn () => self::edit( self::post( 1 ), array( 'post_content' => self::clean_content( 'post1', array( self::post( 2 ), self::post( 3 ) ) ) ) ),
			),
			'content: a long post without sub-headings'     => array(
				'check'  => 'posts_without_subheadings',
				'status' => 'warning',
				// The same words, links and image: only its two H2 headings become paragraphs.
				'plant'  => fn () => self::edit( self::post( 1 ), array( 'post_content' => str_replace( array( '<h2>', '</h2>' ), array( '<p>', '</p>' ), self::clean_content( 'post1', array( self::post( 2 ), self::post( 3 ) ) ) ) ) ),
				'undo'   => fn () => self::edit( self::post( 1 ), array( 'post_content' => self::clean_content( 'post1', array( self::post( 2 ), self::post( 3 ) ) ) ) ),
				'says'   => '“Choosing a grinder”',
			),
			'content: an http:// image in a post on an HTTPS site' => array(
				'check'  => 'mixed_content_posts',
				'status' => 'warning',
				'plant'  => fn () => self::edit( self::post( 0 ), array( 'post_content' => get_post_field( 'post_content', self::post( 0 ) ) . '<img src="http://cdn.example/beans.jpg" alt="Beans">' ) ),
				'undo'   => fn () => self::edit( self::post( 0 ), array( 'post_content' => str_replace( '<img src="http://cdn.example/beans.jpg" alt="Beans">', '', get_post_field( 'post_content', self::post( 0 ) ) ) ) ),
				'says'   => 'http://cdn.example/beans.jpg',
			),
			'content: a post nothing links to'              => array(
				'check'  => 'orphan_posts',
				'status' => 'warning',
				'plant'  => function () {
					self::$site['extra'] = self::publish_clean_post( 'Roasting at home', 'A short guide to roasting a first batch of green beans at home.', array( self::post( 0 ), self::post( 1 ) ) );
				},
				'undo'   => fn () => wp_trash_post( self::$site['extra'] ),
			),
			'content: a post no longer linked from any other' => array(
				'check'  => 'orphan_posts',
				'status' => 'warning',
				// The fourth post is linked from the second and the third only (not from the home page or the pages).
				'plant'  => function () {
					self::edit( self::post( 1 ), array( 'post_content' => self::clean_content( 'post1', array( self::post( 2 ) ) ) ) );
					self::edit( self::post( 2 ), array( 'post_content' => self::clean_content( 'post2', array( self::post( 0 ) ) ) ) );
				},
				'undo'   => function () {
					self::edit( self::post( 1 ), array( 'post_content' => self::clean_content( 'post1', array( self::post( 2 ), self::post( 3 ) ) ) ) );
					self::edit( self::post( 2 ), array( 'post_content' => self::clean_content( 'post2', array( self::post( 3 ), self::post( 0 ) ) ) ) );
				},
				'says'   => '1 indexable post has no internal links to it: “Storing beans”.',
			),
			'content: a post that links nowhere'            => array(
				'check'  => 'no_internal_links',
				'status' => 'suggestion',
				'plant'  => fn () => self::edit( self::post( 0 ), array( 'post_content' => self::clean_content( 'post0', array() ) ) ),
				'undo'   => fn () => self::edit( self::post( 0 ), array( 'post_content' => self::clean_content( 'post0', array( self::post( 1 ), self::post( 2 ) ) ) ) ),
			),
			'content: a canonical URL pointing elsewhere'   => array(
				'check'  => 'canonical_elsewhere',
				'status' => 'warning',
				'plant'  => fn () => update_post_meta( self::post( 2 ), '_lodestar_canonical_url', (string) get_permalink( self::post( 1 ) ) ),
				'undo'   => fn () => delete_post_meta( self::post( 2 ), '_lodestar_canonical_url' ),
			),
			'content: page check errors'                    => array(
				'check'  => 'page_check_errors',
				'status' => 'error',
				'plant'  => fn () => update_post_meta( self::post( 2 ), '_lodestar_check_errors', 2 ),
				'undo'   => fn () => delete_post_meta( self::post( 2 ), '_lodestar_check_errors' ),
			),
			'content: a noindexed post in WordPress\'s sitemap' => array(
				'check'  => 'noindex_in_sitemap',
				'status' => 'error',
				'plant'  => function ( self $t ) {
					$t->settings( array( 'enable_xml_sitemap' => false ) );
					update_post_meta( self::post( 3 ), '_lodestar_post_no_index', 'yes' );
				},
				'undo'   => function ( self $t ) {
					$t->settings( array( 'enable_xml_sitemap' => true ) );
					delete_post_meta( self::post( 3 ), '_lodestar_post_no_index' );
				},
				// The sitemap that lists it is WordPress's: Lodestar's is off.
				'also'   => array( 'sitemap_reachable' => 'warning' ),
			),
		);
	}

	/**
	 * Prints the class's time when LODESTAR_TIMINGS is set, then throws the site away.
	 */
	public static function tearDownAfterClass(): void {
		if ( '' !== (string) getenv( 'LODESTAR_TIMINGS' ) ) {
			fwrite( STDERR, sprintf( "\nPlantedFaultsTest: %.1f s\n", microtime( true ) - self::$started ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		}
		self::clean_site_tear_down_after_class();
	}
}
