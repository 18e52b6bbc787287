<?php
/**
 * The HTML sitemap shortcode.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Tests\TestCase;

/**
 * `[lodestar_html_sitemap]` through do_shortcode(): sections and their order, the exclusions the
 * XML sitemaps make, attributes, the limit filter, escaping and the query count.
 */
class HtmlSitemapTest extends TestCase {

	/**
	 * Permalink structures of taxonomies before the test.
	 *
	 * @var array
	 */
	private array $permastructs = array();

	/**
	 * SetUp: a site without content, pretty permalinks.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->empty_site();
		// Pretty term links too (the taxonomies were registered while permalinks were plain).
		$this->permastructs = $GLOBALS['wp_rewrite']->extra_permastructs;
		get_taxonomy( 'category' )->add_rewrite_rules();
		get_taxonomy( 'post_tag' )->add_rewrite_rules();
	}

	/**
	 * TearDown.
	 */
	protected function tearDown(): void {
		foreach ( array( 'lodestar_book', 'lodestar_hidden' ) as $type ) {
			if ( post_type_exists( $type ) ) {
				unregister_post_type( $type );
			}
		}
		parent::tearDown();
		$GLOBALS['wp_rewrite']->extra_permastructs = $this->permastructs;
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * Creates a published post.
	 *
	 * @param array $args wp_insert_post() arguments.
	 */
	private function post( array $args = array() ): int {
		$id = $this->publish_post( $args );
		if ( 'post' === ( $args['post_type'] ?? 'post' ) && ! isset( $args['post_category'] ) ) {
			wp_set_object_terms( $id, array(), 'category' ); // No "Uncategorized": tests choose the categories.
		}
		return $id;
	}

	/**
	 * The shortcode's output.
	 *
	 * @param string $attributes Attributes, e.g. ' taxonomies=""'.
	 */
	private function sitemap( string $attributes = '' ): string {
		return do_shortcode( '[lodestar_html_sitemap' . $attributes . ']' );
	}

	/**
	 * Sections as heading => list of [href, text], parsed from the output.
	 *
	 * @param string $html Output.
	 * @return array<string, list<array{0:string,1:string}>>
	 */
	private function sections( string $html ): array {
		$this->assertNotSame( '', $html );
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadXML( $html ), "Not well-formed:\n" . html_entity_decode( $html ) );
		$xpath = new \DOMXPath( $doc );
		$this->assertSame( 1, $xpath->query( '/div[@class="lodestar-html-sitemap"]' )->length );
		$out = array();
		foreach ( $xpath->query( '/div/h2' ) as $h2 ) {
			$ul = $h2->nextSibling;
			while ( null !== $ul && XML_ELEMENT_NODE !== $ul->nodeType ) {
				$ul = $ul->nextSibling;
			}
			$this->assertSame( 'ul', $ul->nodeName );
			$links = array();
			foreach ( $xpath->query( 'li/a', $ul ) as $a ) {
				$links[] = array( $a->getAttribute( 'href' ), $a->textContent );
			}
			$out[ $h2->textContent ] = $links;
		}
		return $out;
	}

	/**
	 * The hrefs of a section.
	 *
	 * @param array  $sections Sections.
	 * @param string $heading  Heading.
	 * @return list<string>
	 */
	private function hrefs( array $sections, string $heading ): array {
		$this->assertArrayHasKey( $heading, $sections );
		return array_column( $sections[ $heading ], 0 );
	}

	/**
	 * The plugin registers the shortcode when it boots; core's own shortcodes survive too.
	 */
	public function test_shortcode_is_registered_by_the_plugin(): void {
		$this->assertTrue( shortcode_exists( 'lodestar_html_sitemap' ) );
		$this->assertTrue( shortcode_exists( 'caption' ) );
	}

	/**
	 * Nothing to list: nothing printed.
	 */
	public function test_empty_site_prints_nothing(): void {
		$this->assertSame( '', $this->sitemap() );
		$this->post( array( 'post_status' => 'draft' ) );
		$this->assertSame( '', $this->sitemap(), 'Only a draft: nothing.' );
	}

	/**
	 * Pages, posts, other types, then taxonomies; items sorted by title (terms by name).
	 */
	public function test_sections_in_order_with_items_sorted(): void {
		register_post_type(
			'lodestar_book',
			array(
				'public' => true,
				'label'  => 'Books',
			)
		);
		$zebra  = $this->post( array( 'post_title' => 'Zebra' ) );
		$apple  = $this->post( array( 'post_title' => 'Apple' ) );
		$mango  = $this->post( array( 'post_title' => 'Mango' ) );
		$about  = $this->post( array( 'post_type' => 'page', 'post_title' => 'About' ) );
		$team   = $this->post( array( 'post_type' => 'page', 'post_title' => 'Team', 'post_parent' => $about ) );
		$book   = $this->post( array( 'post_type' => 'lodestar_book', 'post_title' => 'A book' ) );
		$news   = wp_insert_term( 'News', 'category' )['term_id'];
		$art    = wp_insert_term( 'Art', 'category' )['term_id'];
		$tag    = wp_insert_term( 'Fresh', 'post_tag' )['term_id'];
		wp_set_post_categories( $zebra, array( $news ) );
		wp_set_post_categories( $apple, array( $art ) );
		wp_set_post_categories( $mango, array( $news ) );
		wp_set_post_tags( $mango, array( $tag ) );

		$sections = $this->sections( $this->sitemap() );
		$this->assertSame( array( 'Pages', 'Posts', 'Books', 'Categories', 'Tags' ), array_keys( $sections ) );
		$this->assertSame(
			array(
				array( get_permalink( $about ), 'About' ),
				array( get_permalink( $team ), 'Team' ),
			),
			$sections['Pages']
		);
		$this->assertStringEndsWith( '/about/team/', get_permalink( $team ) );
		$this->assertSame( array( 'Apple', 'Mango', 'Zebra' ), array_column( $sections['Posts'], 1 ) );
		$this->assertSame( array( get_permalink( $apple ), get_permalink( $mango ), get_permalink( $zebra ) ), $this->hrefs( $sections, 'Posts' ) );
		$this->assertSame( array( get_permalink( $book ) ), $this->hrefs( $sections, 'Books' ) );
		$this->assertSame( array( 'Art', 'News' ), array_column( $sections['Categories'], 1 ) );
		$this->assertSame( array( get_term_link( $art ), get_term_link( $news ) ), $this->hrefs( $sections, 'Categories' ) );
		$this->assertSame( array( array( get_term_link( $tag ), 'Fresh' ) ), $sections['Tags'] );
		$this->assertStringContainsString( '<div class="lodestar-html-sitemap">', $this->sitemap() );
	}

	/**
	 * The exclusions of the XML sitemaps: own noindex, type noindex, password, unpublished,
	 * non-public types, attachments, empty and noindexed terms.
	 */
	public function test_exclusions_match_the_xml_sitemaps(): void {
		$listed    = $this->post( array( 'post_title' => 'Listed' ) );
		$noindex   = $this->post( array( 'post_title' => 'Noindexed' ) );
		$forced_in = $this->post( array( 'post_title' => 'Forced in' ) );
		$password  = $this->post( array( 'post_title' => 'Protected', 'post_password' => 'secret' ) );
		$draft     = $this->post( array( 'post_title' => 'Draft', 'post_status' => 'draft' ) );
		$private   = $this->post( array( 'post_title' => 'Private', 'post_status' => 'private' ) );
		$future    = $this->post( array( 'post_title' => 'Future', 'post_status' => 'future', 'post_date' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) ) );
		update_post_meta( $noindex, '_lodestar_post_no_index', 'yes' );
		update_post_meta( $forced_in, '_lodestar_post_no_index', 'no' );
		register_post_type( 'lodestar_hidden', array( 'public' => false, 'label' => 'Hidden things' ) );
		$this->post( array( 'post_type' => 'lodestar_hidden', 'post_title' => 'Hidden' ) );
		$this->save_settings( array( 'redirectAttachmentPagesToPostParent' => false ) );
		wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'Pic', 'post_status' => 'inherit' ), 'pic.png', $listed );

		$used   = wp_insert_term( 'Used', 'category' )['term_id'];
		$empty  = wp_insert_term( 'Empty', 'category' )['term_id'];
		$hidden = wp_insert_term( 'Hidden term', 'category' )['term_id'];
		$child  = wp_insert_term( 'Child', 'category', array( 'parent' => $empty ) )['term_id'];
		$tag    = wp_insert_term( 'A tag', 'post_tag' )['term_id'];
		wp_set_post_categories( $listed, array( $used, $hidden, $child ) );
		wp_set_post_tags( $listed, array( $tag ) );
		update_term_meta( $hidden, '_lodestar_post_no_index', 'yes' );

		$html     = $this->sitemap();
		$sections = $this->sections( $html );
		$this->assertSame( array( 'Posts', 'Categories', 'Tags' ), array_keys( $sections ), 'No attachments, no non-public types.' );
		$this->assertSame( array( get_permalink( $forced_in ), get_permalink( $listed ) ), $this->hrefs( $sections, 'Posts' ) );
		foreach ( array( 'Noindexed', 'Protected', 'Draft', 'Private', 'Future', 'Hidden', 'Pic', 'Empty', 'Hidden term' ) as $title ) {
			$this->assertStringNotContainsString( '>' . $title . '<', $html, "$title must not be listed." );
		}
		$this->assertSame( array( get_term_link( $child ), get_term_link( $used ) ), $this->hrefs( $sections, 'Categories' ), 'Not the empty parent of a used term either.' );
		$this->assertStringEndsWith( '/empty/child/', get_term_link( $child ) );

		// Exactly what the head output's robots rules call indexable.
		foreach ( array( $listed, $noindex, $forced_in ) as $id ) {
			$this->assertSame(
				Plugin::instance()->robots()->is_indexable( Context::singular( get_post( $id ) ) ),
				in_array( get_permalink( $id ), $this->hrefs( $sections, 'Posts' ), true )
			);
		}

		// The type and a taxonomy noindexed as a whole: only the post lifting it stays.
		$this->save_settings( array( 'no_index' => array( 'post', 'post_tag' ) ) );
		$sections = $this->sections( $this->sitemap() );
		$this->assertSame( array( 'Posts', 'Categories' ), array_keys( $sections ) );
		$this->assertSame( array( get_permalink( $forced_in ) ), $this->hrefs( $sections, 'Posts' ) );

		// Without page-level SEO, own flags do not count (as in the head output).
		$this->save_settings( array( 'enable_page_level_seo' => false ) );
		$this->assertSame( array( 'Categories' ), array_keys( $this->sections( $this->sitemap() ) ) );
		$this->save_settings( array( 'no_index' => array() ) );
		$sections = $this->sections( $this->sitemap() );
		$this->assertSame( array( get_permalink( $forced_in ), get_permalink( $listed ), get_permalink( $noindex ) ), $this->hrefs( $sections, 'Posts' ) );
		$this->assertSame( array( get_term_link( $child ), get_term_link( $hidden ), get_term_link( $used ) ), $this->hrefs( $sections, 'Categories' ) );
	}

	/**
	 * The URLs of the posts and terms the XML sitemaps list, every page of every post type and
	 * taxonomy sitemap as a request gets it (the home page and post type archives, which open a
	 * first page but are no objects, left out).
	 *
	 * @return list<string>
	 */
	private function xml_object_urls(): array {
		$sitemaps = Plugin::instance()->sitemaps();
		$sitemaps->cache->flush();
		Plugin::instance()->settings()->flush(); // As a new request: the registry keeps its list for a request.
		$urls = array();
		foreach ( $sitemaps->registry->sitemaps() as $name => $sitemap ) {
			if ( ! in_array( $sitemap['kind'], array( 'post_type', 'taxonomy' ), true ) ) {
				continue;
			}
			$count = count( $sitemaps->registry->pages( $name ) );
			$this->assertGreaterThan( 0, $count, "$name: a listed sitemap has pages." );
			for ( $page = 1; $page <= $count; $page++ ) {
				$xml = $sitemaps->router->xml( $name, $page );
				$this->assertNotNull( $xml, "$name page $page" );
				$doc = new \DOMDocument();
				$this->assertTrue( $doc->loadXML( $xml ) );
				foreach ( $doc->getElementsByTagNameNS( 'http://www.sitemaps.org/schemas/sitemap/0.9', 'loc' ) as $loc ) {
					$urls[] = $loc->textContent;
				}
			}
		}
		return array_values( array_diff( $urls, array( home_url( '/' ), get_post_type_archive_link( 'lodestar_book' ) ) ) );
	}

	/**
	 * Asserts that the HTML sitemap links exactly the objects the XML sitemaps list.
	 *
	 * @param string $message What is being compared.
	 * @return list<string> The URLs both list.
	 */
	private function assert_same_objects( string $message ): array {
		$xml  = $this->xml_object_urls();
		$html = array_merge( array(), ...array_values( array_map( fn ( $links ) => array_column( $links, 0 ), $this->sections( $this->sitemap() ) ) ) );
		$this->assertNotSame( array(), $xml, $message );
		$this->assertSame( count( $html ), count( array_unique( $html ) ), "$message: no link twice." );
		$this->assertEqualsCanonicalizing( $xml, $html, $message );
		return $html;
	}

	/**
	 * The HTML sitemap and the XML sitemaps list the same posts and terms: by default, when a
	 * filter removes a post type or a taxonomy, when a post or a whole type is noindexed.
	 */
	public function test_lists_the_same_objects_as_the_xml_sitemaps(): void {
		register_post_type(
			'lodestar_book',
			array(
				'public'      => true,
				'label'       => 'Books',
				'has_archive' => true,
			)
		);
		$page_size = fn () => 2; // Several pages per XML sitemap.
		add_filter( 'lodestar_sitemap_page_size', $page_size );
		$this->save_settings( array( 'enable_xml_sitemap' => true ) );

		$listed    = $this->post( array( 'post_title' => 'Listed' ) );
		$other     = $this->post( array( 'post_title' => 'Other' ) );
		$forced_in = $this->post( array( 'post_title' => 'Forced in' ) );
		$noindexed = $this->post( array( 'post_title' => 'Noindexed' ) );
		$protected = $this->post( array( 'post_title' => 'Protected', 'post_password' => 'secret' ) );
		$private   = $this->post( array( 'post_title' => 'Private', 'post_status' => 'private' ) );
		$about     = $this->post( array( 'post_type' => 'page', 'post_title' => 'About' ) );
		$team      = $this->post( array( 'post_type' => 'page', 'post_title' => 'Team', 'post_parent' => $about ) );
		$book      = $this->post( array( 'post_type' => 'lodestar_book', 'post_title' => 'A book' ) );
		update_post_meta( $noindexed, '_lodestar_post_no_index', 'yes' );
		update_post_meta( $forced_in, '_lodestar_post_no_index', 'no' );
		$used   = wp_insert_term( 'Used', 'category' )['term_id'];
		$empty  = wp_insert_term( 'Empty', 'category' )['term_id'];
		$hidden = wp_insert_term( 'Hidden term', 'category' )['term_id'];
		$tag    = wp_insert_term( 'A tag', 'post_tag' )['term_id'];
		wp_set_post_categories( $listed, array( $used, $hidden ) );
		wp_set_post_tags( $other, array( $tag ) );
		update_term_meta( $hidden, '_lodestar_post_no_index', 'yes' );

		try {
			$urls = $this->assert_same_objects( 'Defaults' );
			foreach ( array( $listed, $other, $forced_in, $about, $team, $book ) as $id ) {
				$this->assertContains( get_permalink( $id ), $urls );
			}
			$this->assertContains( get_term_link( $used ), $urls );
			$this->assertContains( get_term_link( $tag ), $urls );
			foreach ( array( $noindexed, $protected, $private ) as $id ) {
				$this->assertNotContains( get_permalink( $id ), $urls );
			}
			$this->assertNotContains( get_term_link( $empty ), $urls );
			$this->assertNotContains( get_term_link( $hidden ), $urls );

			// A filter removes the pages: from both.
			$no_pages = fn ( $types ) => array_values( array_diff( $types, array( 'page' ) ) );
			add_filter( 'lodestar_sitemap_post_types', $no_pages );
			$urls = $this->assert_same_objects( 'Without the page type' );
			$this->assertNotContains( get_permalink( $about ), $urls );
			$this->assertArrayNotHasKey( 'Pages', $this->sections( $this->sitemap() ) );
			$this->assertContains( get_permalink( $listed ), $urls );

			// And the tags.
			$no_tags = fn ( $taxonomies ) => array_values( array_diff( $taxonomies, array( 'post_tag' ) ) );
			add_filter( 'lodestar_sitemap_taxonomies', $no_tags );
			$urls = $this->assert_same_objects( 'Without tags' );
			$this->assertNotContains( get_term_link( $tag ), $urls );
			remove_filter( 'lodestar_sitemap_taxonomies', $no_tags );
			remove_filter( 'lodestar_sitemap_post_types', $no_pages );

			// A listed post noindexed by its own flag leaves both.
			update_post_meta( $listed, '_lodestar_post_no_index', 'yes' );
			$urls = $this->assert_same_objects( 'A post noindexed' );
			$this->assertNotContains( get_permalink( $listed ), $urls );
			$this->assertContains( get_permalink( $other ), $urls );

			// Posts and tags noindexed as a whole: only the post lifting it stays, in both.
			$this->save_settings( array( 'no_index' => array( 'post', 'post_tag' ) ) );
			$urls = $this->assert_same_objects( 'Posts and tags noindexed' );
			$this->assertContains( get_permalink( $forced_in ), $urls );
			$this->assertNotContains( get_permalink( $other ), $urls );
			$this->assertNotContains( get_term_link( $tag ), $urls );
		} finally {
			remove_filter( 'lodestar_sitemap_page_size', $page_size );
			Plugin::instance()->sitemaps()->cache->flush();
		}
	}

	/**
	 * Attributes choose the sections; unknown and non-public names are ignored.
	 */
	public function test_attributes_choose_sections(): void {
		register_post_type( 'lodestar_hidden', array( 'public' => false, 'label' => 'Hidden things' ) );
		$this->post( array( 'post_type' => 'lodestar_hidden' ) );
		$post = $this->post();
		$this->post( array( 'post_type' => 'page' ) );
		$tag = wp_insert_term( 'Tagged', 'post_tag' )['term_id'];
		$cat = wp_insert_term( 'Filed', 'category' )['term_id'];
		wp_set_post_tags( $post, array( $tag ) );
		wp_set_post_categories( $post, array( $cat ) );

		$all = array( 'Pages', 'Posts', 'Categories', 'Tags' );
		$this->assertSame( $all, array_keys( $this->sections( $this->sitemap() ) ) );
		$this->assertSame( array( 'Pages', 'Posts', 'Categories', 'Tags' ), array_keys( $this->sections( $this->sitemap( ' post_types="post, page"' ) ) ), 'The order stays.' );
		$this->assertSame( array( 'Posts', 'Categories', 'Tags' ), array_keys( $this->sections( $this->sitemap( ' post_types="post,nope,lodestar_hidden,attachment"' ) ) ) );
		$this->assertSame( array( 'Pages', 'Posts', 'Tags' ), array_keys( $this->sections( $this->sitemap( ' taxonomies="post_tag,nope,post_format"' ) ) ) );
		$this->assertSame( array( 'Pages', 'Posts' ), array_keys( $this->sections( $this->sitemap( ' taxonomies=""' ) ) ) );
		$this->assertSame( array( 'Categories' ), array_keys( $this->sections( $this->sitemap( ' post_types="" taxonomies="category"' ) ) ) );
		$this->assertSame( '', $this->sitemap( ' post_types="" taxonomies=""' ) );
		$this->assertSame( '', $this->sitemap( ' post_types="nope" taxonomies="nope"' ) );
	}

	/**
	 * The limit filter caps each section; below 1 leaves it out.
	 */
	public function test_limit_filter_per_section(): void {
		$cat = wp_insert_term( 'Filed', 'category' )['term_id'];
		foreach ( array( 'F', 'E', 'D', 'C', 'B', 'A' ) as $title ) {
			$id = $this->post( array( 'post_title' => $title, 'post_category' => array( $cat ) ) );
		}
		update_post_meta( $id, '_lodestar_post_no_index', 'yes' ); // 'A': the section still fills up.
		$this->post( array( 'post_type' => 'page', 'post_title' => 'Only page' ) );
		$seen  = array();
		$limit = function ( $limit, $name, $kind ) use ( &$seen ) {
			$seen[] = array( $limit, $name, $kind );
			return 'post' === $name ? 3 : ( 'category' === $name ? 0 : $limit );
		};
		add_filter( 'lodestar_html_sitemap_limit', $limit, 10, 3 );
		$sections = $this->sections( $this->sitemap() );
		remove_filter( 'lodestar_html_sitemap_limit', $limit, 10 );

		$this->assertSame( array( 'B', 'C', 'D' ), array_column( $sections['Posts'], 1 ), 'The first three listed by title.' );
		$this->assertSame( array( 'Only page' ), array_column( $sections['Pages'], 1 ) );
		$this->assertSame( array( 'Pages', 'Posts' ), array_keys( $sections ), 'Categories left out (limit 0).' );
		$this->assertContains( array( 500, 'page', 'post_type' ), $seen );
		$this->assertContains( array( 500, 'category', 'taxonomy' ), $seen );
		$sections = $this->sections( $this->sitemap() );
		$this->assertCount( 5, $sections['Posts'] );
		$this->assertArrayHasKey( 'Categories', $sections );
	}

	/**
	 * Titles, term names and URLs are escaped where printed.
	 */
	public function test_output_is_escaped(): void {
		global $wpdb;
		$id   = $this->post( array( 'post_title' => 'Placeholder' ) );
		$term = wp_insert_term( 'Placeholder term', 'category' )['term_id'];
		wp_set_post_categories( $id, array( $term ) );
		// Straight into the database: what kses would strip on the way in.
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Tom <script>alert("x")</script> "quoted" \'single\'' ), array( 'ID' => $id ) );
		$wpdb->update( $wpdb->terms, array( 'name' => 'Cat <script>alert(1)</script> "q"' ), array( 'term_id' => $term ) );
		clean_post_cache( $id );
		clean_term_cache( $term, 'category' );

		$html = $this->sitemap();
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( '&lt;script&gt;', $html );
		$this->assertStringNotContainsString( '"quoted"', $html );
		$this->assertStringContainsString( 'Cat &lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot;', $html );
		$sections = $this->sections( $html );
		$this->assertStringContainsString( '<script>', $sections['Posts'][0][1], 'Printed as text.' );

		// Whatever filters return is escaped too.
		$title = fn () => '<b onclick="x">Bold</b> & "more"';
		$link  = fn () => 'https://example.org/?a=1&b="><script>x</script>';
		add_filter( 'the_title', $title );
		add_filter( 'post_link', $link );
		$html = $this->sitemap( ' taxonomies=""' );
		remove_filter( 'the_title', $title );
		remove_filter( 'post_link', $link );
		$this->assertStringContainsString( '&lt;b onclick=&quot;x&quot;&gt;Bold&lt;/b&gt; &amp; &quot;more&quot;', $html );
		$this->assertStringNotContainsString( '<b', $html );
		$this->assertStringNotContainsString( '"><script', $html );
		$this->assertStringContainsString( 'href="https://example.org/?a=1&#038;b=', $html );
	}

	/**
	 * A bounded number of queries per section, whatever the number of items (no N+1), with
	 * permalinks that read terms, authors and parents.
	 */
	public function test_query_count_per_section_is_bounded(): void {
		global $wpdb;
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%category%/%author%/%postname%/' );
		$author = $this->create_user( 'author' );
		$count  = function ( string $attributes, array $headings ) use ( $wpdb ): int {
			wp_cache_flush();
			Plugin::instance()->settings()->flush();
			Plugin::instance()->term_index()->flush();
			Plugin::instance()->settings()->get( 'no_index' ); // The settings read is not the sections'.
			get_option( 'permalink_structure' );
			$before = $wpdb->num_queries;
			$html   = $this->sitemap( $attributes );
			$used   = $wpdb->num_queries - $before;
			$this->assertSame( $headings, array_keys( $this->sections( $html ) ) );
			return $used;
		};
		$add   = function ( int $n ) use ( $author ): void {
			static $i = 0;
			for ( $k = 0; $k < $n; $k++, $i++ ) {
				// An empty parent category of its own: not listed, but in the links of its child.
				$parent = wp_insert_term( 'Parent ' . $i, 'category' )['term_id'];
				$child  = wp_insert_term( 'Child ' . $i, 'category', array( 'parent' => $parent ) )['term_id'];
				$id    = $this->post( array( 'post_author' => $author, 'post_category' => array( $child ) ) );
				wp_set_post_tags( $id, array( 'tag-' . $i ) );
				update_post_meta( $id, '_lodestar_post_no_index', 0 === $i % 2 ? 'no' : '' );
				$top = $this->post( array( 'post_type' => 'page', 'post_title' => 'Top ' . $i ) );
				$mid = $this->post( array( 'post_type' => 'page', 'post_title' => 'Mid ' . $i, 'post_parent' => $top, 'post_status' => 'draft' ) );
				$this->post( array( 'post_type' => 'page', 'post_title' => 'Leaf ' . $i, 'post_parent' => $mid ) );
			}
		};

		$add( 3 );
		$all   = array( 'Pages', 'Posts', 'Categories', 'Tags' );
		$terms = array( 'Categories', 'Tags' );
		$add( 3 );
		$few       = $count( '', $all );
		$few_terms = $count( ' post_types=""', $terms );
		$add( 12 );
		$many       = $count( '', $all );
		$many_terms = $count( ' post_types=""', $terms );
		$this->assertSame( $few, $many, 'The query count must not grow with the number of items.' );
		$this->assertSame( $few_terms, $many_terms, 'Nor with the number of terms (their parents are loaded at once).' );
		// Per section: the query and its meta, plus what the links need (terms, users, parents).
		$this->assertLessThanOrEqual( 4 * 4, $many, "$many queries for 4 sections." );
		$this->assertLessThanOrEqual( 2 * 4, $many_terms, "$many_terms queries for 2 sections." );
	}
}
