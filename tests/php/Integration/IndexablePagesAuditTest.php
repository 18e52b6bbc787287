<?php
/**
 * A description on every indexable page, and the other audits of Lighthouse's SEO category,
 * on the pages the served site answers (moved here from the Playwright specs: the tags are
 * printed by the server; no browser behaviour is under test).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * On a site without a tagline (WordPress's default since 6.1) whose home page lists the latest
 * posts, with the site's own block theme (Twenty Twenty-Five): the home page, a post, a page and
 * a category each print a non-empty meta description and og:description, and pass the checks
 * of Lighthouse's SEO category read from the served HTML: a 200 status, a non-empty title, no
 * noindex (meta or header), one absolute same-origin canonical equal to the page's URL, valid
 * hreflang codes, crawlable links with descriptive text, alt text on every image.
 *
 * Covers (bin/test-changed.sh runs a test that names a changed class): DescriptionResolver,
 * TemplateValues, DescriptionTag, OpenGraphTags, TwitterTags, CanonicalTags, Robots,
 * HeadRenderer.
 */
class IndexablePagesAuditTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * Link texts Lighthouse's link-text audit reports as not descriptive (its English list).
	 */
	private const VAGUE_LINK_TEXTS = array( 'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this' );

	/**
	 * The category's id.
	 *
	 * @var int
	 */
	private int $category = 0;

	/**
	 * The post without an excerpt.
	 *
	 * @var int
	 */
	private int $post = 0;

	/**
	 * The page.
	 *
	 * @var int
	 */
	private int $about = 0;

	/**
	 * The site: no tagline, latest posts on the home page, the descriptions' settings at their
	 * defaults, two posts in a category and a page; the served pages in the site's own theme.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		$this->assertTrue( wp_get_theme( 'twentytwentyfive' )->exists(), 'The test site has Twenty Twenty-Five.' );
		update_option( 'template', 'twentytwentyfive' );
		update_option( 'stylesheet', 'twentytwentyfive' );
		add_filter(
			'http_request_args',
			static function ( $args ) {
				$args['headers']                               = (array) ( $args['headers'] ?? array() );
				$args['headers']['X-Lodestar-Test-Site-Theme'] = '1';
				return $args;
			}
		);
		update_option( 'blog_public', '1' );
		$this->empty_site();
		create_initial_taxonomies();
		flush_rewrite_rules( false );
		update_option( 'blogdescription', '' );
		update_option( 'show_on_front', 'posts' );
		$this->save_settings(
			array(
				'page_description'               => '%excerpt%',
				'home_page_description'          => '%excerpt%',
				'auto_generate_description'      => true,
				'home_page_facebook_description' => '',
				'home_page_twitter_description'  => '',
				'twitter_same_as_facebook'       => '1',
			)
		);
		$this->category = (int) wp_insert_term( 'Nebulae', 'category', array( 'slug' => 'nebulae' ) )['term_id'];
		$this->post     = $this->publish_post(
			array(
				'post_title'    => 'Crab Nebula',
				'post_content'  => '<!-- wp:image --><figure class="wp-block-image"><img src="/wp-includes/images/w-logo-blue.png" alt="The Crab Nebula"/></figure><!-- /wp:image --><!-- wp:paragraph --><p>The remains of a supernova seen in 1054.</p><!-- /wp:paragraph -->',
				'post_category' => array( $this->category ),
				'post_date'     => '2024-03-02 10:00:00',
				'post_date_gmt' => '2024-03-02 10:00:00',
			)
		);
		$this->publish_post(
			array(
				'post_title'    => 'Orion Nebula',
				'post_excerpt'  => 'The sword of the hunter.',
				'post_content'  => '',
				'post_category' => array( $this->category ),
				'post_date'     => '2024-03-03 10:00:00',
				'post_date_gmt' => '2024-03-03 10:00:00',
			)
		);
		$this->about = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'About us',
				'post_content' => '<!-- wp:paragraph --><p>Who we are and what we map.</p><!-- /wp:paragraph -->',
			)
		);
	}

	/**
	 * The served page as a parsed document, after its HTTP checks (http-status-code,
	 * is-crawlable's header).
	 *
	 * @param string $url The page's URL.
	 */
	private function fetch( string $url ): \DOMXPath {
		$response = wp_remote_get( $url, array( 'redirection' => 0 ) );
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		// http-status-code.
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), $url );
		// is-crawlable: no noindex / none in an X-Robots-Tag header.
		$this->assertDoesNotMatchRegularExpression( '/\b(noindex|none)\b/i', implode( ',', (array) wp_remote_retrieve_header( $response, 'x-robots-tag' ) ) );
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( (string) wp_remote_retrieve_body( $response ) );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $document );
	}

	/**
	 * The content of the one head meta tag of a name or property.
	 *
	 * @param \DOMXPath $xpath The page.
	 * @param string    $key   name or property value.
	 */
	private function meta( \DOMXPath $xpath, string $key ): string {
		$tags = $xpath->query( sprintf( '/html/head/meta[@property="%1$s" or @name="%1$s"]', $key ) );
		$this->assertSame( 1, $tags->length, $key );
		return (string) $tags->item( 0 )->getAttribute( 'content' );
	}

	/**
	 * Checks a page against the audits of Lighthouse's SEO category and returns its
	 * description and og:description.
	 *
	 * @param string $url The page's URL (its canonical).
	 * @return array{0: \DOMXPath, 1: string, 2: string} The page, description, og:description.
	 */
	private function audit_seo( string $url ): array {
		$xpath = $this->fetch( $url );

		// document-title.
		$this->assertNotSame( '', trim( (string) $xpath->evaluate( 'string(/html/head/title)' ) ) );

		// meta-description: present, once, non-empty (never content="").
		$description = $this->meta( $xpath, 'description' );
		$this->assertNotSame( '', trim( $description ) );
		$og_description = $this->meta( $xpath, 'og:description' );
		$this->assertNotSame( '', trim( $og_description ) );

		// is-crawlable: no noindex / none in a robots meta tag.
		foreach ( $xpath->query( '/html/head/meta[@name="robots" or @name="googlebot"]' ) as $tag ) {
			$this->assertDoesNotMatchRegularExpression( '/\b(noindex|none)\b/i', (string) $tag->getAttribute( 'content' ) );
		}

		// canonical: one, absolute, same origin, this page.
		$canonical = $xpath->query( '/html/head/link[@rel="canonical"]' );
		$this->assertSame( 1, $canonical->length );
		$href = (string) $canonical->item( 0 )->getAttribute( 'href' );
		$this->assertMatchesRegularExpression( '#^https?://#', $href );
		$this->assertSame( wp_parse_url( $url, PHP_URL_HOST ) . ':' . wp_parse_url( $url, PHP_URL_PORT ), wp_parse_url( $href, PHP_URL_HOST ) . ':' . wp_parse_url( $href, PHP_URL_PORT ) );
		$this->assertSame( $url, $href );

		// hreflang: every alternate names a valid language (or x-default).
		foreach ( $xpath->query( '//link[@rel="alternate"][@hreflang]' ) as $link ) {
			$this->assertMatchesRegularExpression( '/^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,8})*)$/', (string) $link->getAttribute( 'hreflang' ) );
		}

		// crawlable-anchors and link-text.
		$anchors = $xpath->query( '//a' );
		$this->assertGreaterThan( 0, $anchors->length, 'The theme prints links to check.' );
		foreach ( $anchors as $anchor ) {
			if ( ! $anchor->hasAttribute( 'href' ) ) {
				// An anchor without href is crawlable only when no script makes it a link.
				$this->assertFalse( $anchor->hasAttribute( 'onclick' ) );
				continue;
			}
			$target = (string) $anchor->getAttribute( 'href' );
			$this->assertDoesNotMatchRegularExpression( '/^javascript:/', strtolower( trim( $target ) ) );
			$this->assertNotFalse( wp_parse_url( $target ), $target );
			$this->assertNotContains( strtolower( trim( $anchor->textContent ) ), self::VAGUE_LINK_TEXTS );
		}

		// image-alt: every image has an alt attribute.
		$missing = array();
		foreach ( $xpath->query( '//img[not(@alt)]' ) as $image ) {
			$missing[] = $image->getAttribute( 'src' );
		}
		$this->assertSame( array(), $missing );

		return array( $xpath, $description, $og_description );
	}

	/**
	 * The home page (latest posts, no tagline): built from the site name and the latest titles.
	 */
	public function test_the_home_page_description_is_built_from_the_site_name_and_the_latest_titles(): void {
		list( $xpath, $description, $og_description ) = $this->audit_seo( home_url( '/' ) );
		$expected                                  = 'Latest posts from ' . get_option( 'blogname' ) . ': Orion Nebula, Crab Nebula';
		$this->assertSame( $expected, $description );
		$this->assertSame( $expected, $og_description );
		$this->assertSame( $expected, $this->meta( $xpath, 'twitter:description' ) );
	}

	/**
	 * A post without an excerpt: its content.
	 */
	public function test_a_post_without_an_excerpt_is_described_by_its_content(): void {
		list( $xpath, $description, $og_description ) = $this->audit_seo( (string) get_permalink( $this->post ) );
		$this->assertSame( 'The remains of a supernova seen in 1054.', $description );
		$this->assertSame( $description, $og_description );
		// The image-alt check had an image to look at.
		$this->assertSame( 1, $xpath->query( '//img[@alt="The Crab Nebula"]' )->length );
	}

	/**
	 * A page: its content.
	 */
	public function test_a_page_is_described_by_its_content(): void {
		list( , $description, $og_description ) = $this->audit_seo( (string) get_permalink( $this->about ) );
		$this->assertSame( 'Who we are and what we map.', $description );
		$this->assertSame( $description, $og_description );
	}

	/**
	 * A category without a description: built from its name and its latest titles.
	 */
	public function test_a_category_without_a_description_is_built_from_its_name_and_latest_titles(): void {
		list( , $description, $og_description ) = $this->audit_seo( (string) get_term_link( $this->category ) );
		$expected                           = 'Latest posts in Nebulae: Orion Nebula, Crab Nebula';
		$this->assertSame( $expected, $description );
		$this->assertSame( $expected, $og_description );
	}
}
