<?php
/**
 * XML sitemaps: scenarios, exclusion rules, cache invalidation, schema validity.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\Fields;
use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Sitemaps\Router;
use Lodestar\Tests\TestCase;

/**
 * Renders sitemaps through the same code path as a request (Router::stream with the cache)
 * and checks every document against the sitemap XSDs in tests/php/fixtures/xsd.
 */
class SitemapsTest extends TestCase {

	private const XSD = __DIR__ . '/../fixtures/xsd/';

	/**
	 * SetUp.
	 */
	protected function setUp(): void {
		parent::setUp();
		Plugin::instance()->sitemaps()->cache->flush();
		$this->empty_site();
		$this->save_settings( array( 'enable_xml_sitemap' => true ) );
	}

	/**
	 * TearDown.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
		Plugin::instance()->sitemaps()->cache->flush();
	}

	/**
	 * The sitemap router.
	 */
	private function router(): Router {
		return Plugin::instance()->sitemaps()->router;
	}

	/**
	 * A sitemap page as a request gets it (through the cache), or null when it does not exist.
	 *
	 * @param string $name Sitemap name or 'index'.
	 * @param int    $page Page number.
	 */
	private function xml( string $name, int $page = 1 ): ?string {
		return $this->router()->xml( $name, $page );
	}

	/**
	 * The HTTP status a sitemap URL answers with.
	 *
	 * @param string $name Sitemap name.
	 * @param int    $page Page number.
	 */
	private function status( string $name, int $page ): ?int {
		ob_start();
		$status = $this->router()->respond( $name, $page );
		ob_end_clean();
		return $status;
	}

	/**
	 * Creates a published post.
	 *
	 * @param array $args wp_insert_post() arguments.
	 */
	private function post( array $args = array() ): int {
		return $this->publish_post( $args );
	}

	/**
	 * The <loc> values of a document.
	 *
	 * @param string|null $xml Document.
	 * @return list<string>
	 */
	private function locs( ?string $xml ): array {
		$this->assertNotNull( $xml );
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadXML( $xml ) );
		$xpath = new \DOMXPath( $doc );
		$xpath->registerNamespace( 's', 'http://www.sitemaps.org/schemas/sitemap/0.9' );
		$out = array();
		foreach ( $xpath->query( '/*/s:*/s:loc' ) as $node ) {
			$out[] = $node->textContent;
		}
		return $out;
	}

	/**
	 * Index entries as [name, page] pairs.
	 *
	 * @return list<array{0:string,1:int}>
	 */
	private function index_entries(): array {
		$out = array();
		foreach ( $this->locs( $this->xml( 'index' ) ) as $loc ) {
			if ( str_ends_with( $loc, '/news-sitemap.xml' ) ) {
				$out[] = array( 'news', 1 );
				continue;
			}
			$this->assertMatchesRegularExpression( '#/([a-z0-9_-]+)-sitemap-(\d+)\.xml$#', $loc );
			preg_match( '#/([a-z0-9_-]+)-sitemap-(\d+)\.xml$#', $loc, $m );
			$out[] = array( $m[1], (int) $m[2] );
		}
		return $out;
	}

	/**
	 * Assert valid.
	 *
	 * @param string $xml    Document.
	 * @param string $schema XSD file in fixtures/xsd.
	 */
	private function assert_valid( string $xml, string $schema ): void {
		$previous = libxml_use_internal_errors( true );
		libxml_clear_errors();
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadXML( $xml ), 'Not well-formed XML.' );
		$valid  = $doc->schemaValidate( self::XSD . $schema );
		$errors = array_map( fn ( $e ) => trim( $e->message ) . ' (line ' . $e->line . ')', libxml_get_errors() );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$this->assertTrue( $valid, "Invalid against $schema:\n" . implode( "\n", $errors ) . "\n" . $xml );
	}

	/**
	 * Index lists only non empty sitemaps with lastmod and validates.
	 */
	public function test_index_lists_only_non_empty_sitemaps_with_lastmod_and_validates(): void {
		$this->post( array( 'post_title' => 'Indexed' ) );
		$xml = (string) $this->xml( 'index' );
		$this->assert_valid( $xml, 'siteindex.xsd' );
		$names = array_column( $this->index_entries(), 0 );
		$this->assertContains( 'post', $names );
		$this->assertContains( 'category', $names, 'Uncategorized holds the post.' );
		$this->assertSame( array( home_url( '/' ) ), $this->locs( $this->xml( 'page' ) ), 'No pages: the page sitemap lists the latest-posts home page alone.' );
		$this->assertNotContains( 'post_tag', $names, 'No tags in use.' );
		$this->assertNotContains( 'author', $names, 'Author sitemap off by default.' );
		$this->assertStringContainsString( home_url( '/post-sitemap-1.xml' ), $xml );
		$this->assertMatchesRegularExpression( '#<loc>[^<]+/post-sitemap-1\.xml</loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00</lastmod>#', $xml );
		$this->assertStringContainsString( '<?xml-stylesheet type="text/xsl" href="' . home_url( '/main-sitemap.xsl' ) . '"?>', $xml );
	}

	/**
	 * Post sitemap lists loc and gmt lastmod.
	 */
	public function test_post_sitemap_lists_loc_and_gmt_lastmod(): void {
		$id  = $this->post( array( 'post_date_gmt' => '2024-03-04 05:06:07', 'post_date' => '2024-03-04 05:06:07' ) );
		$xml = (string) $this->xml( 'post' );
		$this->assert_valid( $xml, 'urlset.xsd' );
		$this->assertContains( get_permalink( $id ), $this->locs( $xml ) );
		$modified = get_post( $id )->post_modified_gmt;
		$this->assertStringContainsString( '<loc>' . esc_html( get_permalink( $id ) ) . '</loc><lastmod>' . str_replace( ' ', 'T', $modified ) . '+00:00</lastmod>', $xml );
	}

	/**
	 * Exclusions noindex password non public and status.
	 */
	public function test_exclusions_noindex_password_non_public_and_status(): void {
		$listed    = $this->post();
		$noindex   = $this->post();
		$password  = $this->post( array( 'post_password' => 'secret' ) );
		$draft     = $this->post( array( 'post_status' => 'draft' ) );
		$private   = $this->post( array( 'post_status' => 'private' ) );
		$future    = $this->post( array( 'post_status' => 'future', 'post_date' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) ) );
		$forced_in = $this->post();
		update_post_meta( $noindex, '_lodestar_post_no_index', 'yes' );
		update_post_meta( $forced_in, '_lodestar_post_no_index', 'no' );
		register_post_type( 'lodestar_hidden', array( 'public' => false ) );
		$hidden = $this->post( array( 'post_type' => 'lodestar_hidden' ) );

		$locs = $this->locs( $this->xml( 'post' ) );
		$this->assertContains( get_permalink( $listed ), $locs );
		$this->assertContains( get_permalink( $forced_in ), $locs );
		foreach ( array( $noindex, $password, $draft, $private, $future ) as $id ) {
			$this->assertNotContains( get_permalink( $id ), $locs, "Post $id must not be listed." );
		}
		$this->assertNull( $this->xml( 'lodestar_hidden' ), 'Non-public types have no sitemap.' );
		$this->assertNotContains( 'lodestar_hidden', array_column( $this->index_entries(), 0 ) );
		unset( $hidden );

		// The type noindexed as a whole: only the post whose own flag says 'no' stays.
		$this->save_settings( array( 'no_index' => array( 'post' ) ) );
		$this->assertSame( array( get_permalink( $forced_in ) ), $this->locs( $this->xml( 'post' ) ) );
		delete_post_meta( $forced_in, '_lodestar_post_no_index' );
		$this->assertNull( $this->xml( 'post' ), 'A noindexed type has no sitemap.' );
		$this->assertNotContains( 'post', array_column( $this->index_entries(), 0 ) );
	}

	/**
	 * The sitemap lists exactly the posts the head output's robots rules call indexable.
	 */
	public function test_listing_agrees_with_the_head_robots_rules(): void {
		$ids   = array();
		$flags = array( '', 'yes', 'no', '', 'yes' );
		foreach ( $flags as $flag ) {
			$id = $this->post();
			if ( '' !== $flag ) {
				update_post_meta( $id, '_lodestar_post_no_index', $flag );
			}
			$ids[] = $id;
		}
		foreach ( array( array(), array( 'post' ) ) as $no_index ) {
			$this->save_settings( array( 'no_index' => $no_index ) );
			$expected = array();
			foreach ( $ids as $id ) {
				if ( Plugin::instance()->robots()->is_indexable( Context::singular( get_post( $id ) ) ) ) {
					$expected[] = get_permalink( $id );
				}
			}
			$xml  = $this->xml( 'post' );
			$locs = null === $xml ? array() : $this->locs( $xml );
			$this->assertSame( $expected, array_values( array_intersect( $locs, array_map( 'get_permalink', $ids ) ) ) );
		}
	}

	/**
	 * Pages follow the page size filter.
	 */
	public function test_pages_follow_the_page_size_filter(): void {
		$ids = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->post();
		}
		add_filter( 'lodestar_sitemap_page_size', fn () => 2 );
		$this->assertSame( array( get_permalink( $ids[0] ), get_permalink( $ids[1] ) ), $this->locs( $this->xml( 'post', 1 ) ) );
		$this->assertSame( array( get_permalink( $ids[2] ), get_permalink( $ids[3] ) ), $this->locs( $this->xml( 'post', 2 ) ) );
		$this->assertSame( array( get_permalink( $ids[4] ) ), $this->locs( $this->xml( 'post', 3 ) ) );
		$this->assertNull( $this->xml( 'post', 4 ) );
		$this->assertFalse( $this->router()->exists( 'post', 4 ) );
		$entries = array_values( array_filter( $this->index_entries(), fn ( $e ) => 'post' === $e[0] ) );
		$this->assertSame( array( array( 'post', 1 ), array( 'post', 2 ), array( 'post', 3 ) ), $entries );
	}

	/**
	 * Image entries featured and content images.
	 */
	public function test_image_entries_featured_and_content_images(): void {
		$this->save_settings( array( 'enable_xml_image_sitemap' => true ) );
		$attachment = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Photo',
				'post_status'    => 'inherit',
			),
			'2024/01/photo.jpg'
		);
		update_post_meta( $attachment, '_wp_attached_file', '2024/01/photo.jpg' );
		$id = $this->post( array( 'post_content' => '<p><img src="https://cdn.example.org/a.png" alt=""> and <img class="x" src="/wp-content/uploads/b.jpg"></p>' ) );
		set_post_thumbnail( $id, $attachment );

		$xml = (string) $this->xml( 'post' );
		$this->assert_valid( $xml, 'urlset.xsd' );
		$this->assertStringContainsString( 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"', $xml );
		$this->assertStringContainsString( '<image:image><image:loc>' . wp_get_attachment_url( $attachment ) . '</image:loc></image:image>', $xml );
		$this->assertStringContainsString( '<image:loc>https://cdn.example.org/a.png</image:loc>', $xml );
		$this->assertStringContainsString( '<image:loc>' . home_url( '/wp-content/uploads/b.jpg' ) . '</image:loc>', $xml );

		$this->save_settings( array( 'enable_xml_image_sitemap' => false ) );
		$this->assertStringNotContainsString( 'image:', (string) $this->xml( 'post' ) );
	}

	/**
	 * Video sitemap with required fields.
	 */
	public function test_video_sitemap_with_required_fields(): void {
		$youtube = $this->post(
			array(
				'post_title'   => 'Watch this',
				'post_excerpt' => 'A film about sitemaps.',
				'post_content' => '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=dQw4w9WgXcQ</div></figure><!-- /wp:embed -->',
			)
		);
		$file    = $this->post(
			array(
				'post_title'   => 'Own video',
				'post_content' => '<!-- wp:video --><figure class="wp-block-video"><video controls poster="https://example.org/poster.jpg" src="https://example.org/clip.mp4"></video></figure><!-- /wp:video -->',
			)
		);
		$no_thumb = $this->post( array( 'post_content' => '<video src="https://example.org/x.mp4"></video>' ) );
		$plain    = $this->post();

		$this->assertContains( 'video', array_column( $this->index_entries(), 0 ) );
		$xml = (string) $this->xml( 'video' );
		$this->assert_valid( $xml, 'urlset.xsd' );
		$this->assertStringContainsString( 'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"', $xml );
		$locs = $this->locs( $xml );
		$this->assertSame( array( get_permalink( $youtube ), get_permalink( $file ) ), $locs );
		$this->assertStringContainsString( '<video:thumbnail_loc>https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg</video:thumbnail_loc><video:title>Watch this</video:title><video:description>A film about sitemaps.</video:description><video:player_loc>https://www.youtube.com/embed/dQw4w9WgXcQ</video:player_loc>', $xml );
		$this->assertStringContainsString( '<video:thumbnail_loc>https://example.org/poster.jpg</video:thumbnail_loc><video:title>Own video</video:title>', $xml );
		$this->assertStringContainsString( '<video:content_loc>https://example.org/clip.mp4</video:content_loc>', $xml );
		$this->assertNotContains( get_permalink( $no_thumb ), $locs, 'No thumbnail: required field missing.' );
		$this->assertNotContains( get_permalink( $plain ), $locs );

		$this->save_settings( array( 'enable_xml_video_sitemap' => false ) );
		$this->assertNull( $this->xml( 'video' ) );
		$this->assertNotContains( 'video', array_column( $this->index_entries(), 0 ) );
	}

	/**
	 * News sitemap lists posts of the last 48 hours.
	 */
	public function test_news_sitemap_lists_posts_of_the_last_48_hours(): void {
		update_option( 'blogname', 'Daily & Co' );
		$fresh = $this->post( array( 'post_title' => 'Tom & Jerry' ) );
		$old   = $this->post(
			array(
				'post_date'     => gmdate( 'Y-m-d H:i:s', time() - 3 * DAY_IN_SECONDS ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 3 * DAY_IN_SECONDS ),
			)
		);
		$page  = $this->post( array( 'post_type' => 'page' ) );

		$this->assertContains( array( 'news', 1 ), $this->index_entries() );
		$xml = (string) $this->xml( 'news' );
		$this->assert_valid( $xml, 'urlset.xsd' );
		$this->assertSame( array( get_permalink( $fresh ) ), $this->locs( $xml ) );
		$this->assertStringContainsString( '<news:publication><news:name>Daily &amp; Co</news:name><news:language>en</news:language></news:publication>', $xml );
		$this->assertStringContainsString( '<news:title>Tom &amp; Jerry</news:title>', $xml );
		$this->assertMatchesRegularExpression( '#<news:publication_date>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00</news:publication_date>#', $xml );
		unset( $old, $page );
		$this->assertSame( 'de', \Lodestar\Sitemaps\Renderer::news_language( 'de_DE' ) );
		$this->assertSame( 'zh-tw', \Lodestar\Sitemaps\Renderer::news_language( 'zh_TW' ) );

		$this->save_settings( array( 'enable_xml_news_sitemap' => false ) );
		$this->assertNull( $this->xml( 'news' ) );
	}

	/**
	 * News sitemap is left out of the index without fresh posts.
	 */
	public function test_news_sitemap_is_left_out_of_the_index_without_fresh_posts(): void {
		$this->post(
			array(
				'post_date'     => gmdate( 'Y-m-d H:i:s', time() - 3 * DAY_IN_SECONDS ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 3 * DAY_IN_SECONDS ),
			)
		);
		$this->assertNotContains( 'news', array_column( $this->index_entries(), 0 ) );
	}

	/**
	 * Taxonomy sitemaps skip empty and noindexed terms.
	 */
	public function test_taxonomy_sitemaps_skip_empty_and_noindexed_terms(): void {
		$used    = wp_insert_term( 'Used', 'category' )['term_id'];
		$empty   = wp_insert_term( 'Empty', 'category' )['term_id'];
		$hidden  = wp_insert_term( 'Hidden', 'category' )['term_id'];
		$tag     = wp_insert_term( 'A tag', 'post_tag' )['term_id'];
		$post_id = $this->post( array( 'post_category' => array( $used, $hidden ) ) );
		wp_set_post_tags( $post_id, array( $tag ) );
		update_term_meta( $hidden, '_lodestar_post_no_index', 'yes' );

		$xml = (string) $this->xml( 'category' );
		$this->assert_valid( $xml, 'urlset.xsd' );
		$locs = $this->locs( $xml );
		$this->assertContains( get_term_link( $used ), $locs );
		$this->assertNotContains( get_term_link( $empty ), $locs );
		$this->assertNotContains( get_term_link( $hidden ), $locs );
		$this->assertMatchesRegularExpression( '#<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00</lastmod>#', $xml );
		$this->assertSame( array( get_term_link( $tag ) ), $this->locs( $this->xml( 'post_tag' ) ) );

		$this->save_settings( array( 'no_index' => array( 'post_tag' ) ) );
		$this->assertNull( $this->xml( 'post_tag' ), 'A noindexed taxonomy has no sitemap.' );
		$this->assertNotContains( 'post_tag', array_column( $this->index_entries(), 0 ) );
	}

	/**
	 * Author sitemap follows its switch and the author archive.
	 */
	public function test_author_sitemap_follows_its_switch_and_the_author_archive(): void {
		$author = $this->create_user( 'author' );
		$lazy   = $this->create_user( 'author' );
		$this->post( array( 'post_author' => $author ) );
		unset( $lazy );

		$this->save_settings( array( 'enable_author_sitemap' => true ) );
		$this->assertNull( $this->xml( 'author' ), 'Author archives off (the default): they are 404s, never listed.' );

		$this->save_settings( array( 'author_archive' => true ) );
		$xml = (string) $this->xml( 'author' );
		$this->assert_valid( $xml, 'urlset.xsd' );
		$this->assertSame( array( get_author_posts_url( $author ) ), $this->locs( $xml ), 'Only authors with published posts.' );
		$this->assertContains( 'author', array_column( $this->index_entries(), 0 ) );

		$this->save_settings( array( 'no_index' => array( 'author' ) ) );
		$this->assertNull( $this->xml( 'author' ) );
		$this->save_settings(
			array(
				'no_index'              => array(),
				'enable_author_sitemap' => false,
			)
		);
		$this->assertNull( $this->xml( 'author' ) );
	}

	/**
	 * An author is listed only with a post the post type sitemaps list: not one whose only
	 * published post is noindexed by its own flag; with posts noindexed as a whole, only one
	 * whose post lifts it.
	 */
	public function test_author_sitemap_lists_only_authors_of_listed_posts(): void {
		$listed  = $this->create_user( 'author' );
		$hidden  = $this->create_user( 'author' );
		$lifting = $this->create_user( 'author' );
		$this->post( array( 'post_author' => $listed ) );
		$this->post(
			array(
				'post_author' => $hidden,
				'meta_input'  => array( '_lodestar_post_no_index' => 'yes' ),
			)
		);
		$this->post(
			array(
				'post_author' => $lifting,
				'meta_input'  => array( '_lodestar_post_no_index' => 'no' ),
			)
		);
		$this->post(
			array(
				'post_author'   => $hidden,
				'post_password' => 'secret',
			)
		);
		$this->save_settings(
			array(
				'enable_author_sitemap' => true,
				'author_archive'        => true,
			)
		);
		$this->assertSame( array( get_author_posts_url( $listed ), get_author_posts_url( $lifting ) ), $this->locs( $this->xml( 'author' ) ) );

		// Posts noindexed as a whole: only the post lifting it is listed, so only its author.
		$this->save_settings( array( 'no_index' => array( 'post' ) ) );
		$this->assertSame( array( get_author_posts_url( $lifting ) ), $this->locs( $this->xml( 'author' ) ) );
		$post_locs = $this->locs( $this->xml( 'post' ) );
		$this->assertCount( 1, $post_locs, 'The post sitemap agrees: one post.' );
	}

	/**
	 * Redirected attachments are not listed.
	 */
	public function test_redirected_attachments_are_not_listed(): void {
		$parent     = $this->post();
		$attachment = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Pic',
				'post_status'    => 'inherit',
			),
			'pic.png',
			$parent
		);
		$this->assertNull( $this->xml( 'attachment' ), 'Attachment pages redirect by default.' );
		$this->save_settings( array( 'redirectAttachmentPagesToPostParent' => false ) );
		$this->assertContains( get_permalink( $attachment ), $this->locs( $this->xml( 'attachment' ) ) );
	}

	/**
	 * Every generated sitemap validates.
	 */
	public function test_every_generated_sitemap_validates(): void {
		$this->save_settings(
			array(
				'enable_xml_image_sitemap' => true,
				'enable_author_sitemap'    => true,
				'author_archive'           => true,
			)
		);
		$tag = wp_insert_term( 'Tagged', 'post_tag' )['term_id'];
		$id  = $this->post(
			array(
				'post_author'  => $this->create_user( 'author' ),
				'post_content' => '<img src="https://example.org/i.png"> https://youtu.be/dQw4w9WgXcQ',
			)
		);
		wp_set_post_tags( $id, array( $tag ) );
		$this->post( array( 'post_type' => 'page' ) );
		$this->assert_valid( (string) $this->xml( 'index' ), 'siteindex.xsd' );
		$seen = array();
		foreach ( $this->index_entries() as list( $name, $page ) ) {
			$seen[] = $name;
			$this->assert_valid( (string) $this->xml( $name, $page ), 'urlset.xsd' );
		}
		sort( $seen );
		$this->assertSame( array( 'author', 'category', 'news', 'page', 'post', 'post_tag', 'video' ), $seen );
	}

	/**
	 * Xml escapes urls.
	 */
	public function test_xml_escapes_urls(): void {
		add_filter( 'lodestar_sitemap_post_images', fn () => array( 'https://example.org/a.png?x=1&y=<2>' ) );
		$this->save_settings( array( 'enable_xml_image_sitemap' => true ) );
		$this->post();
		$xml = (string) $this->xml( 'post' );
		$this->assertStringContainsString( '<image:loc>https://example.org/a.png?x=1&amp;y=&lt;2&gt;</image:loc>', $xml );
		$this->assert_valid( $xml, 'urlset.xsd' );
	}

	/**
	 * A page is served from the cache until its content changes.
	 */
	public function test_a_page_is_served_from_the_cache_until_its_content_changes(): void {
		global $wpdb;
		$id    = $this->post( array( 'post_title' => 'Before' ) );
		$keep  = $this->post( array( 'post_title' => 'Stays' ) );
		$page  = $this->post( array( 'post_type' => 'page' ) );
		$first = $this->xml( 'post' );
		$this->assertContains( get_permalink( $id ), $this->locs( $first ) );

		// A change behind WordPress's back (no hooks) is not seen: the page comes from the cache.
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2001-01-01 00:00:00' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$this->assertSame( $first, $this->xml( 'post' ) );

		// Editing a page leaves the post sitemap's cache alone (precise invalidation)...
		wp_update_post( array( 'ID' => $page, 'post_title' => 'Page edited' ) );
		$this->assertSame( $first, $this->xml( 'post' ) );
		$this->assertNotNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ) );

		// ...while editing the post refreshes its page on the next request.
		wp_update_post( array( 'ID' => $id, 'post_name' => 'renamed-post' ) );
		$this->assertNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ) );
		$next = $this->xml( 'post' );
		$this->assertNotSame( $first, $next );
		$this->assertContains( get_permalink( $id ), $this->locs( $next ) );

		// Noindexing it, trashing another, and publishing a new one: each seen at once.
		update_post_meta( $id, '_lodestar_post_no_index', 'yes' );
		$this->assertNotContains( get_permalink( $id ), $this->locs( $this->xml( 'post' ) ) );
		$new = $this->post();
		$this->assertContains( get_permalink( $new ), $this->locs( $this->xml( 'post' ) ) );
		$link = get_permalink( $new );
		wp_trash_post( $new );
		$locs = $this->locs( $this->xml( 'post' ) );
		$this->assertNotContains( $link, $locs );
		$this->assertSame( array( get_permalink( $keep ) ), $locs );
	}

	/**
	 * Lodestar keys that change nothing a visitor or a sitemap gets (stored page checks, the
	 * focus keyword, a migration marker) leave the sitemap cache alone; an output field does not.
	 */
	public function test_stored_checks_and_markers_leave_the_sitemap_cache_alone(): void {
		$id = $this->post( array( 'post_title' => 'Checked' ) );
		$this->xml( 'post' );
		$cache = Plugin::instance()->sitemaps()->cache;
		$this->assertNotNull( $cache->get( 'post', 'page-1-1000' ) );
		update_post_meta( $id, '_lodestar_page_checks', array( 'v' => 1 ) );
		update_post_meta( $id, '_lodestar_check_errors', 2 );
		update_post_meta( $id, '_lodestar_focus_keyword', 'checked' );
		update_post_meta( $id, '_lodestar_migrated_from', 'wordpress-seo' );
		$this->assertNotNull( $cache->get( 'post', 'page-1-1000' ), 'Derived keys keep the cached page.' );
		update_post_meta( $id, '_lodestar_canonical_url', 'https://example.org/elsewhere/' );
		$this->assertNull( $cache->get( 'post', 'page-1-1000' ), 'An output field refreshes it.' );
	}

	/**
	 * Pages hold `size` listable posts each; no request numbers a whole post type: a page looks
	 * up its own first ID only, remembered boundaries before a change are kept, and
	 * "Regenerate sitemap cache" forgets them.
	 */
	public function test_pages_are_found_one_boundary_at_a_time_and_stay_full(): void {
		add_filter( 'lodestar_sitemap_page_size', fn () => 2 );
		$sql = array();
		add_filter(
			'query',
			function ( $query ) use ( &$sql ) {
				$sql[] = $query;
				return $query;
			}
		);
		$lookups   = function () use ( &$sql ): int {
			return count( array_filter( $sql, fn ( $q ) => (bool) preg_match( '#^SELECT p\.ID FROM .*WHERE p\.ID >= \d+ AND p\.ID < \d+ .*ORDER BY p\.ID$#s', trim( $q ) ) ) );
		};
		$histogram = function () use ( &$sql ): int {
			return count( array_filter( $sql, fn ( $q ) => str_contains( $q, 'GROUP BY b' ) ) );
		};
		$numbered  = function () use ( &$sql ): int {
			return count( array_filter( $sql, fn ( $q ) => str_contains( $q, 'ROW_NUMBER()' ) && str_contains( $q, "p.post_type = 'post'" ) ) );
		};
		$pages    = fn () => array_map( fn ( $n ) => $this->locs( $this->xml( 'post', $n ) ), range( 1, count( Plugin::instance()->sitemaps()->registry->pages( 'post' ) ) ) );
		$link     = fn ( ...$ids ) => array_map( 'get_permalink', $ids );

		$draft = $this->post( array( 'post_status' => 'draft' ) );
		$a     = $this->post();
		$b     = $this->post();
		$c     = $this->post();
		$this->assertSame( array( $link( $a, $b ), $link( $c ) ), $pages() );

		// New posts fill the last page, then open a new one.
		$d = $this->post();
		$e = $this->post();
		$this->assertSame( array( $link( $a, $b ), $link( $c, $d ), $link( $e ) ), $pages() );

		// Posts leaving: later posts move up, pages stay full; an emptied last page goes.
		wp_trash_post( $e );
		wp_trash_post( $b );
		$this->assertSame( array( $link( $a, $c ), $link( $d ) ), $pages() );
		$this->assertSame( array( array( 'post', 1 ), array( 'post', 2 ) ), array_values( array_filter( $this->index_entries(), fn ( $entry ) => 'post' === $entry[0] ) ) );

		// A post entering an earlier page (an old draft published).
		wp_publish_post( $draft );
		$this->assertSame( array( $link( $draft, $a ), $link( $c, $d ) ), $pages() );

		// A settings change refreshes every page and keeps the boundaries.
		$before = $this->xml( 'post', 1 );
		$this->save_settings( array( 'enable_xml_image_sitemap' => true ) );
		$sql = array();
		$this->assertNotSame( $before, $this->xml( 'post', 1 ) );
		$this->xml( 'post', 2 );
		$this->assertSame( 0, $lookups(), 'Boundaries outlive settings changes.' );

		// Cold (regenerated): the last page looks up its own first ID only (one author: in the
		// type_status_author index, see SitemapColdPagesTest; several: per ID bucket).
		$f = $this->post();
		$g = $this->post();
		$h = $this->post( array( 'post_author' => wp_insert_user( array( 'user_login' => 'second', 'user_pass' => 'x', 'role' => 'author' ) ) ) );
		Plugin::instance()->sitemaps()->cache->reset_boundaries();
		$sql = array();
		$this->assertSame( $link( $h ), $this->locs( $this->xml( 'post', 4 ) ) );
		$this->assertSame( 1, $lookups(), 'One boundary looked up for a cold page.' );
		$this->assertSame( 0, $histogram(), 'Found through the stored candidates per ID bucket (kept across a regeneration, see SitemapCountsTest).' );
		$sql = array();
		$this->assertSame( $link( $f, $g ), $this->locs( $this->xml( 'post', 3 ) ) );
		$this->assertSame( 1, $lookups() );
		$this->assertSame( 0, $histogram(), 'The buckets are kept.' );
		Plugin::instance()->sitemaps()->builder->regenerate();
		$this->assertSame( array( $link( $draft, $a ), $link( $c, $d ), $link( $f, $g ), $link( $h ) ), $pages() );
		$this->assertSame( 0, $numbered(), 'No query numbers every post.' );
	}

	/**
	 * A page's lastmod in the index: the type's newest date until the page is rendered, then
	 * the page's own newest date, raised by later edits of its posts.
	 */
	public function test_index_lastmod_per_page_after_rendering(): void {
		add_filter( 'lodestar_sitemap_page_size', fn () => 1 );
		$old = $this->post( array( 'post_date' => '2020-01-01 00:00:00', 'post_date_gmt' => '2020-01-01 00:00:00' ) );
		$this->post( array( 'post_date' => '2021-01-01 00:00:00', 'post_date_gmt' => '2021-01-01 00:00:00' ) );
		$lastmods = function (): array {
			preg_match_all( '#/post-sitemap-(\d)\.xml</loc><lastmod>([^<]+)</lastmod>#', (string) $this->xml( 'index' ), $m );
			return array_combine( array_map( 'intval', $m[1] ), $m[2] );
		};
		$this->assertSame( array( 1 => '2021-01-01T00:00:00+00:00', 2 => '2021-01-01T00:00:00+00:00' ), $lastmods() );
		$this->xml( 'post', 1 );
		$this->xml( 'post', 2 );
		$this->assertSame( array( 1 => '2020-01-01T00:00:00+00:00', 2 => '2021-01-01T00:00:00+00:00' ), $lastmods() );
		wp_update_post( array( 'ID' => $old, 'post_title' => 'Edited' ) );
		$this->assertStringStartsWith( gmdate( 'Y-m-d' ), $lastmods()[1] );
		$this->assertSame( '2021-01-01T00:00:00+00:00', $lastmods()[2] );
	}

	/**
	 * Pages number only listable posts: a run of noindexed and password-protected posts never
	 * leaves an empty page (an empty urlset fails the XSD), and no page past the last exists.
	 */
	public function test_no_listed_page_is_empty(): void {
		add_filter( 'lodestar_sitemap_page_size', fn () => 2 );
		$this->save_settings( array( 'enable_page_level_seo' => true ) );
		$a        = $this->post();
		$b        = $this->post();
		$noindex  = $this->post( array( 'meta_input' => array( Fields::key( 'post_no_index' ) => 'yes' ) ) );
		$password = $this->post( array( 'post_password' => 'secret' ) );
		$e        = $this->post();
		$check    = function ( array $expected ): void {
			$entries = array_values( array_filter( $this->index_entries(), fn ( $entry ) => 'post' === $entry[0] ) );
			$this->assertCount( count( $expected ), $entries );
			foreach ( $expected as $i => $locs ) {
				$xml = (string) $this->xml( 'post', $i + 1 );
				$this->assert_valid( $xml, 'urlset.xsd' );
				$this->assertSame( $locs, $this->locs( $xml ) );
			}
			$this->assertNull( $this->xml( 'post', count( $expected ) + 1 ) );
			$this->assertSame( 404, $this->status( 'post', count( $expected ) + 1 ) );
		};
		$check( array( array( get_permalink( $a ), get_permalink( $b ) ), array( get_permalink( $e ) ) ) );

		// The password goes: the post is listed again; a password on another post hides it.
		wp_update_post( array( 'ID' => $password, 'post_password' => '' ) );
		wp_update_post( array( 'ID' => $b, 'post_password' => 'secret' ) );
		$check( array( array( get_permalink( $a ), get_permalink( $password ) ), array( get_permalink( $e ) ) ) );

		// Every post of the type noindexed: no page at all.
		foreach ( array( $a, $password, $e ) as $id ) {
			update_post_meta( $id, Fields::key( 'post_no_index' ), 'yes' );
		}
		$check( array() );
		unset( $noindex );
	}

	/**
	 * The latest-posts home page opens the page sitemap; a post type archive opens its type's.
	 */
	public function test_home_page_and_post_type_archives_are_listed(): void {
		register_post_type(
			'book',
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);
		try {
			$GLOBALS['wp_rewrite']->flush_rules( false );
			$page = $this->post( array( 'post_type' => 'page' ) );
			$book = $this->post( array( 'post_type' => 'book' ) );
			$this->post();
			$xml = (string) $this->xml( 'page' );
			$this->assert_valid( $xml, 'urlset.xsd' );
			$this->assertSame( array( home_url( '/' ), get_permalink( $page ) ), $this->locs( $xml ) );
			$xml = (string) $this->xml( 'book' );
			$this->assert_valid( $xml, 'urlset.xsd' );
			$this->assertSame( array( get_post_type_archive_link( 'book' ), get_permalink( $book ) ), $this->locs( $xml ) );
			$this->assertNotContains( get_post_type_archive_link( 'post' ), $this->locs( $this->xml( 'post' ) ) );

			// A static front page is listed as the page it is, once.
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $page );
			$this->assertSame( array( home_url( '/' ) ), $this->locs( $this->xml( 'page' ) ) );
		} finally {
			unregister_post_type( 'book' );
		}
	}

	/**
	 * Index lastmod is gmt and follows edits.
	 */
	public function test_index_lastmod_is_gmt_and_follows_edits(): void {
		update_option( 'timezone_string', 'Europe/Berlin' );
		$id = $this->post(
			array(
				'post_date'     => '2020-06-01 12:00:00',
				'post_date_gmt' => '2020-06-01 10:00:00',
			)
		);
		$index = (string) $this->xml( 'index' );
		$this->assertStringContainsString( '/post-sitemap-1.xml</loc><lastmod>2020-06-01T10:00:00+00:00</lastmod>', $index, 'The local post date converted to GMT.' );
		$this->xml( 'post' );
		$this->assertStringContainsString( '/post-sitemap-1.xml</loc><lastmod>2020-06-01T10:00:00+00:00</lastmod>', (string) $this->xml( 'index' ), 'Once rendered: the page\'s own.' );
		wp_update_post( array( 'ID' => $id, 'post_title' => 'Edited' ) );
		$this->assertMatchesRegularExpression( '#/post-sitemap-1\.xml</loc><lastmod>' . gmdate( 'Y-m-d' ) . 'T#', (string) $this->xml( 'index' ), 'An edit moves the page\'s lastmod.' );
	}

	/**
	 * The index and term sitemaps see a new post at once.
	 */
	public function test_the_index_and_term_sitemaps_see_a_new_post_at_once(): void {
		$this->post();
		$this->assertNotContains( 'post_tag', array_column( $this->index_entries(), 0 ) );
		$tag = wp_insert_term( 'Fresh', 'post_tag' )['term_id'];
		$id  = $this->post();
		wp_set_post_tags( $id, array( $tag ) );
		$this->assertContains( 'post_tag', array_column( $this->index_entries(), 0 ) );
		$this->assertSame( array( get_term_link( $tag ) ), $this->locs( $this->xml( 'post_tag' ) ) );
		wp_update_term( $tag, 'post_tag', array( 'slug' => 'fresher' ) );
		$this->assertSame( array( get_term_link( $tag ) ), $this->locs( $this->xml( 'post_tag' ) ) );
	}

	/**
	 * Settings and permalink changes refresh everything.
	 */
	public function test_settings_and_permalink_changes_refresh_everything(): void {
		$id = $this->post();
		$this->xml( 'post' );
		$this->assertNotNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ) );
		$this->save_settings( array( 'enable_xml_image_sitemap' => true ) );
		$this->assertNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ) );
		$this->xml( 'post' );
		update_option( 'permalink_structure', '/%year%/%postname%/' );
		$this->assertNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ) );
		$this->xml( 'post' );
		update_option( 'lodestar_unrelated_option', 'x' );
		update_option( 'lodestar_unrelated_option', 'y' );
		$this->assertNotNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ), 'an unrelated option leaves the cache' );
		update_option( 'blogname', 'Renamed' );
		$this->assertNull( Plugin::instance()->sitemaps()->cache->get( 'post', 'page-1-1000' ), 'the site name refreshes everything' );
		unset( $id );
	}

	/**
	 * Rewrite rules core sitemaps and the switch.
	 */
	public function test_rewrite_rules_core_sitemaps_and_the_switch(): void {
		global $wp_rewrite;
		// Built as WordPress builds its rules: the router's rules come first.
		$wp_rewrite->flush_rules( false );
		$rules = $wp_rewrite->wp_rewrite_rules();
		$this->assertSame( '^sitemap_index\.xml$', array_key_first( $rules ) );
		$this->assertSame( 'index.php?lodestar_sitemap=index', $rules['^sitemap_index\.xml$'] ?? null );
		$this->assertArrayHasKey( '^(?:wp-)?sitemap\.xml$', $rules );
		$this->assertArrayHasKey( '^main-sitemap\.xsl$', $rules );

		// Parse only: serving (Wiring\Doors' callback at priority 1) would answer and exit.
		remove_all_actions( 'parse_request', 1 );
		$request_uri            = $_SERVER['REQUEST_URI'] ?? null;
		$_SERVER['REQUEST_URI'] = '/post-sitemap-3.xml';
		$wp                     = new \WP();
		$wp->parse_request();
		$this->assertSame( 'post', $wp->query_vars['lodestar_sitemap'] ?? null );
		$this->assertSame( '3', $wp->query_vars['lodestar_sitemap_page'] ?? null );
		$_SERVER['REQUEST_URI'] = '/post_tag-sitemap-1.xml';
		$wp->parse_request();
		$this->assertSame( 'post_tag', $wp->query_vars['lodestar_sitemap'] ?? null );

		// WordPress's sitemaps are off while ours are on.
		$this->assertFalse( apply_filters( 'wp_sitemaps_enabled', true ) );

		// Switching off drops the stored rules (rebuilt without ours by the next request) and brings core's back.
		$this->assertNotFalse( get_option( 'rewrite_rules' ) );
		$this->save_settings( array( 'enable_xml_sitemap' => false ) );
		$this->assertFalse( get_option( 'rewrite_rules' ) );
		$this->assertTrue( apply_filters( 'wp_sitemaps_enabled', true ) );
		// The rules built next (the next request's) are without the router's.
		$wp_rewrite->rules = null;
		$this->assertArrayNotHasKey( '^sitemap_index\.xml$', $wp_rewrite->wp_rewrite_rules() );
		$this->assertFalse( $this->router()->exists( 'index', 1 ) );
		$this->assertNull( $this->router()->respond( 'index', 1 ), 'Off: the request is left to WordPress (a 404).' );
		if ( null === $request_uri ) {
			unset( $_SERVER['REQUEST_URI'] );
		} else {
			$_SERVER['REQUEST_URI'] = $request_uri;
		}
	}

	/**
	 * Deactivating drops the stored rewrite rules, so no sitemap URL outlives the plugin.
	 */
	public function test_deactivation_drops_the_rewrite_rules(): void {
		update_option( 'rewrite_rules', array( '^sitemap_index\.xml$' => 'index.php?lodestar_sitemap=index' ) );
		do_action( 'deactivate_plugin', 'akismet/akismet.php', false );
		$this->assertNotFalse( get_option( 'rewrite_rules' ), 'another plugin deactivated: the rules stay' );
		do_action( 'deactivate_plugin', plugin_basename( LODESTAR_FILE ), false );
		$this->assertFalse( get_option( 'rewrite_rules' ) );
	}

	/**
	 * Without pretty permalinks the URLs carry the query variables (no rewrite rules exist).
	 */
	public function test_plain_permalink_urls(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		$this->post();
		$index = (string) $this->xml( 'index' );
		$this->assertStringContainsString( '<loc>' . esc_html( home_url( '/?lodestar_sitemap=post&lodestar_sitemap_page=1' ) ) . '</loc>', $index );
		$this->assertStringContainsString( 'href="' . esc_html( home_url( '/?lodestar_sitemap=stylesheet' ) ) . '"', $index );
		$this->assert_valid( $index, 'siteindex.xsd' );
	}

	/**
	 * Stylesheet is xslt.
	 */
	public function test_stylesheet_is_xslt(): void {
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadXML( \Lodestar\Sitemaps\Stylesheet::xsl() ) );
		$this->assertSame( 'http://www.w3.org/1999/XSL/Transform', $doc->documentElement->namespaceURI );
		if ( class_exists( \XSLTProcessor::class ) ) {
			$this->post( array( 'post_title' => 'Shown' ) );
			$xsl = new \XSLTProcessor();
			$xsl->importStylesheet( $doc );
			$sitemap = new \DOMDocument();
			$sitemap->loadXML( (string) $this->xml( 'post' ) );
			$this->assertStringContainsString( '<table', (string) $xsl->transformToXml( $sitemap ) );
		}
	}
}
