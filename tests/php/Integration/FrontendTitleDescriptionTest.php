<?php
/**
 * Document title and meta description on the front end.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\DescriptionTag;
use Lodestar\Frontend\HeadRenderer;
use Lodestar\Meta\PostMeta;
use Lodestar\Plugin;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Titles and descriptions of posts and the home page, through WordPress's own functions.
 */
class FrontendTitleDescriptionTest extends TestCase {

	/**
	 * Front-end requests (is_admin() false): the plugin registered the front services at boot.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Lodestar Test' );
		update_option( 'blogdescription', 'Just another site' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * Creates a published post as an administrator (unfiltered HTML), then logs out.
	 *
	 * @param array<string, mixed> $fields Post fields.
	 */
	private function post( array $fields ): int {
		$this->act_as( 'administrator' );
		$id = wp_insert_post(
			$fields + array(
				'post_title'   => 'Hello',
				'post_content' => 'Body text.',
				'post_status'  => 'publish',
			)
		);
		$this->assertIsInt( $id );
		wp_set_current_user( 0 );
		return $id;
	}

	/**
	 * Sets settings in the option.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function settings( array $settings ): void {
		update_option( Definitions::OPTION, $settings, true );
	}

	/**
	 * Output of wp_head.
	 */
	private function head(): string {
		ob_start();
		do_action( 'wp_head' );
		return (string) ob_get_clean();
	}

	/**
	 * The description tags printed in a head.
	 *
	 * @param string $head Head HTML.
	 * @return string[]
	 */
	private function description_tags( string $head ): array {
		preg_match_all( '/<meta name="description"[^>]*>/', $head, $matches );
		return $matches[0];
	}

	/**
	 * A post's title is the page_title template resolved with the post's context.
	 */
	public function test_post_title_equals_the_template_result(): void {
		$id = $this->post( array( 'post_title' => 'Hello <em>there</em>' ) );
		$this->go_to( array( 'p' => $id ) );

		$expected = ( new TemplateVariables() )->resolve(
			'%title% - %site_name%',
			array(
				'title'     => 'Hello <em>there</em>',
				'site_name' => 'Lodestar Test',
				'separator' => '-',
			),
			'title'
		);
		$this->assertSame( 'Hello there - Lodestar Test', $expected );
		$this->assertSame( $expected, wp_get_document_title() );
	}

	/**
	 * A changed template and separator are used.
	 */
	public function test_post_title_uses_saved_template_and_separator(): void {
		$this->settings(
			array(
				'page_title' => '%title% %separator% %site_name%',
				'separator'  => '|',
			)
		);
		$id = $this->post( array( 'post_title' => 'Story' ) );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Story | Lodestar Test', wp_get_document_title() );
	}

	/**
	 * %category% (every category, comma-separated), %tag% and %primary_category% (the first
	 * category, as in the breadcrumb) on a post; on term archives, the archive's own term.
	 */
	public function test_post_term_variables(): void {
		$this->settings(
			array(
				'page_title'       => '%title% %separator% %primary_category% (%category%; %tag%)',
				'page_description' => 'Filed under %category%.',
			)
		);
		$news   = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$guides = (int) wp_insert_term( 'R&D Guides', 'category' )['term_id'];
		$id     = $this->post( array( 'post_title' => 'Story' ) );
		wp_set_post_categories( $id, array( $news, $guides ) );
		wp_set_post_tags( $id, array( 'tips', 'how-to' ) );
		$this->go_to( array( 'p' => $id ) );
		// WordPress stores term names with entities ("R&amp;D"): the variables give plain text.
		$first = html_entity_decode( get_the_terms( $id, 'category' )[0]->name );
		$all   = html_entity_decode( implode( ', ', wp_list_pluck( get_the_terms( $id, 'category' ), 'name' ) ) );
		$tags  = implode( ', ', wp_list_pluck( get_the_terms( $id, 'post_tag' ), 'name' ) );
		// The document title is HTML (core prints it as it is): escaped once.
		$this->assertSame( esc_html( "Story - $first ($all; $tags)" ), wp_get_document_title() );
		$this->assertStringContainsString( 'News', $all );
		$this->assertStringContainsString( 'R&D Guides', $all );
		$this->assertStringContainsString( 'how-to', $tags );
		$this->assertStringContainsString( '<meta name="description" content="Filed under ' . esc_attr( $all ) . '." />', $this->head() );

		$untagged = $this->post( array( 'post_title' => 'Plain' ) );
		$this->go_to( array( 'p' => $untagged ) );
		$this->assertSame( 'Plain - Uncategorized (Uncategorized; )', wp_get_document_title(), 'no tags: the variable is empty' );

		$this->go_to( array( 'cat' => $news ) );
		$this->assertSame( 'News - News (News; )', wp_get_document_title(), 'a category archive: its own name' );
		$this->go_to( array( 'tag' => 'tips' ) );
		$this->assertSame( 'tips - (; tips)', wp_get_document_title(), 'a tag archive: its own name' );
	}

	/**
	 * Pages (and a static front page) are singular too.
	 */
	public function test_static_front_page_uses_the_page_template(): void {
		$id = $this->post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Welcome',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $id );
		$this->go_to( array( 'page_id' => $id ) );
		$this->assertSame( 'Welcome - Lodestar Test', wp_get_document_title() );
	}

	/**
	 * The latest-posts home page: %title% is the tagline.
	 */
	public function test_home_page_title(): void {
		$this->go_to( '' );
		$this->assertTrue( is_front_page() && is_home() );
		$this->assertSame( 'Just another site - Lodestar Test', wp_get_document_title() );

		$this->settings( array( 'home_page_title' => '%site_name% %separator% %tagline%' ) );
		$this->assertSame( 'Lodestar Test - Just another site', wp_get_document_title() );
	}

	/**
	 * Without a tagline the home page's %title% is empty: the default template gives the site
	 * name alone (not "Site - Site"), and a template of only %title% falls back to the global
	 * default home title.
	 */
	public function test_home_page_title_without_tagline(): void {
		update_option( 'blogdescription', '' );
		$this->go_to( '' );
		$this->assertSame( 'Lodestar Test', wp_get_document_title() );

		$this->settings(
			array(
				'home_page_title' => '%title%',
				'global_default'  => array(
					'home_page_title' => '%site_name% (home)',
					'page_title'      => '%title% - %site_name%',
				),
			)
		);
		$this->assertSame( 'Lodestar Test (home)', wp_get_document_title() );
	}

	/**
	 * An empty result falls back to the global defaults.
	 */
	public function test_empty_result_falls_back_to_global_default(): void {
		$this->settings(
			array(
				'page_title'      => '%nothing%',
				'home_page_title' => '%separator%',
				'global_default'  => array(
					'page_title'      => 'Fallback %title%',
					'home_page_title' => 'Home of %site_name%',
				),
			)
		);
		$id = $this->post( array( 'post_title' => 'Post' ) );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Fallback Post', wp_get_document_title() );

		$this->go_to( '' );
		$this->assertSame( 'Home of Lodestar Test', wp_get_document_title() );
	}

	/**
	 * The per-post title wins over the template, and may use variables.
	 */
	public function test_post_title_override_wins(): void {
		$id = $this->post( array( 'post_title' => 'Original' ) );
		update_post_meta( $id, PostMeta::TITLE, 'Custom %separator% %site_name%' );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Custom - Lodestar Test', wp_get_document_title() );
	}

	/**
	 * With page-level SEO switched off, per-post values are ignored.
	 */
	public function test_override_ignored_when_page_level_seo_is_off(): void {
		$this->settings( array( 'enable_page_level_seo' => false ) );
		$id = $this->post( array( 'post_title' => 'Original' ) );
		update_post_meta( $id, PostMeta::TITLE, 'Custom' );
		update_post_meta( $id, PostMeta::DESCRIPTION, 'Custom description' );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Original - Lodestar Test', wp_get_document_title() );
		$this->assertStringNotContainsString( 'Custom description', $this->head() );
	}

	/**
	 * A title that reads "<script>" is printed escaped; real script elements are dropped.
	 */
	public function test_title_with_script_is_escaped(): void {
		$id = $this->post( array( 'post_title' => 'Tips &lt;script&gt;alert(1)&lt;/script&gt;' ) );
		$this->go_to( array( 'p' => $id ) );
		$title = wp_get_document_title();
		$this->assertSame( 'Tips &lt;script&gt;alert(1)&lt;/script&gt; - Lodestar Test', $title );
		$this->assertStringNotContainsString( '<script', $title );

		$id = $this->post( array( 'post_title' => 'Safe<script>alert(2)</script> title' ) );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Safe title - Lodestar Test', wp_get_document_title() );

		$id = $this->post( array( 'post_title' => 'Tom & "Jerry"' ) );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Tom &amp; &quot;Jerry&quot; - Lodestar Test', wp_get_document_title() );
	}

	/**
	 * Old themes calling wp_title() get the same title.
	 */
	public function test_wp_title_for_old_themes(): void {
		$id = $this->post( array( 'post_title' => 'Classic' ) );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( 'Classic - Lodestar Test', wp_title( '|', false ) );
	}

	/**
	 * Archives use the page_title template with the archive's name as %title%; a category
	 * without a description gets one built from its name and its latest posts' titles (no
	 * tagline fallback on archives).
	 */
	public function test_category_archive_uses_the_page_template(): void {
		$this->post( array( 'post_title' => 'In a category' ) );
		$this->go_to( array( 'cat' => 1 ) );
		$this->assertTrue( is_category() );
		$this->assertSame( 'Uncategorized - Lodestar Test', wp_get_document_title() );
		$this->assertSame( array( '<meta name="description" content="Latest posts in Uncategorized: In a category, Hello world!" />' ), $this->description_tags( $this->head() ) );
	}

	/**
	 * A post's description: its excerpt through page_description, printed once, escaped.
	 */
	public function test_post_description_is_printed_in_wp_head(): void {
		$id = $this->post( array( 'post_excerpt' => 'Say "hi" & <b>bye</b>' ) );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame(
			array( '<meta name="description" content="Say &quot;hi&quot; &amp; bye" />' ),
			$this->description_tags( $this->head() )
		);
	}

	/**
	 * Without an excerpt the content is cut to 160 characters at a word boundary.
	 */
	public function test_post_description_generated_from_content(): void {
		$content = '<!-- wp:paragraph --><p>' . str_repeat( 'word ', 60 ) . '</p><!-- /wp:paragraph -->';
		$id      = $this->post( array( 'post_content' => $content ) );
		$this->go_to( array( 'p' => $id ) );
		$expected = trim( str_repeat( 'word ', 32 ) );
		$this->assertSame( 159, strlen( $expected ) );
		$this->assertSame( array( '<meta name="description" content="' . $expected . '" />' ), $this->description_tags( $this->head() ) );
	}

	/**
	 * The per-post description wins.
	 */
	public function test_post_description_override_wins(): void {
		$id = $this->post( array( 'post_excerpt' => 'Excerpt' ) );
		update_post_meta( $id, PostMeta::DESCRIPTION, 'Own description of %title%' );
		$this->go_to( array( 'p' => $id ) );
		$this->assertSame( array( '<meta name="description" content="Own description of Hello" />' ), $this->description_tags( $this->head() ) );
	}

	/**
	 * A password-protected post never leaks its text: the tagline is used.
	 */
	public function test_protected_post_description_does_not_leak(): void {
		$id = $this->post(
			array(
				'post_excerpt'  => 'Secret excerpt',
				'post_content'  => 'Secret content',
				'post_password' => 'pw',
			)
		);
		$this->go_to( array( 'p' => $id ) );
		$head = $this->head();
		$this->assertStringNotContainsString( 'Secret', $head );
		$this->assertSame( array( '<meta name="description" content="Just another site" />' ), $this->description_tags( $head ) );
	}

	/**
	 * The home page's description falls back to the tagline.
	 */
	public function test_home_description_is_the_tagline(): void {
		$this->go_to( '' );
		$this->assertSame( array( '<meta name="description" content="Just another site" />' ), $this->description_tags( $this->head() ) );

		$this->settings( array( 'home_page_description' => 'Welcome to %site_name%.' ) );
		$this->assertSame( array( '<meta name="description" content="Welcome to Lodestar Test." />' ), $this->description_tags( $this->head() ) );
	}

	/**
	 * No description, no tag (never an empty one).
	 */
	public function test_no_tag_when_the_description_is_empty(): void {
		update_option( 'blogdescription', '' );
		$this->settings( array( 'auto_generate_description' => false ) );
		$id = $this->post( array( 'post_content' => 'Body only' ) );
		$this->go_to( array( 'p' => $id ) );
		$head = $this->head();
		$this->assertSame( array(), $this->description_tags( $head ) );
		$this->assertStringNotContainsString( 'content=""', $head );

		$this->go_to( '' );
		$this->assertSame( array(), $this->description_tags( $this->head() ) );
	}

	/**
	 * The renderer escapes every attribute and never prints an empty or unknown tag.
	 */
	public function test_renderer_escapes_and_skips_empty_tags(): void {
		$renderer = new HeadRenderer( array() );
		$this->assertSame(
			'<meta name="description" content="&quot;&gt;&lt;script&gt;x" />' . "\n",
			$renderer->render_tag(
				array(
					'tag'        => 'meta',
					'attributes' => array(
						'name'    => 'description',
						'content' => '"><script>x',
					),
				)
			)
		);
		$this->assertSame( '', $renderer->render_tag( array( 'tag' => 'meta', 'attributes' => array( 'name' => 'description', 'content' => ' ' ) ) ) );
		$this->assertSame( '', $renderer->render_tag( array( 'tag' => 'script', 'attributes' => array( 'src' => 'x' ) ) ) );
		$this->assertSame( '', $renderer->render_tag( 'meta' ) );
		$this->assertSame(
			'<link rel="canonical" href="http://example.org/a" />' . "\n",
			$renderer->render_tag( array( 'tag' => 'link', 'attributes' => array( 'rel' => 'canonical', 'href' => 'http://example.org/a', 'on load' => 'x' ) ) )
		);
		// Attribute names: a-z first, then a-z, 0-9, ':', '_', '-' (nothing else, not even a final line break).
		$this->assertSame(
			'<meta property="og:title" content="T" />' . "\n",
			$renderer->render_tag( array( 'tag' => 'meta', 'attributes' => array( 'property' => 'og:title', 'Data' => 'x', '1x' => 'y', "on\n" => 'z', '' => 'w', 'content' => 'T' ) ) )
		);
		// A key with anything outside the token characters is escaped like any value.
		$this->assertSame(
			'<meta name="a&quot;b" content="T" />' . "\n",
			$renderer->render_tag( array( 'tag' => 'meta', 'attributes' => array( 'name' => 'a"b', 'content' => 'T' ) ) )
		);
	}

	/**
	 * A block escapes each distinct value once and prints repeated values identically.
	 */
	public function test_block_escapes_repeated_values_alike(): void {
		$renderer = new HeadRenderer( array() );
		$url      = 'http://example.org/a b?x=1&y="2"';
		$title    = 'Tom & "Jerry" <b>';
		$html     = $renderer->block_html(
			array(
				HeadRenderer::link( 'canonical', $url ),
				HeadRenderer::meta( 'property', 'og:url', $url, true ),
				HeadRenderer::meta( 'property', 'og:title', $title ),
				HeadRenderer::meta( 'name', 'twitter:title', $title ),
			)
		);
		$this->assertSame(
			HeadRenderer::OPEN . "\n"
			. '<link rel="canonical" href="' . esc_url( $url ) . '" />' . "\n"
			. '<meta property="og:url" content="' . esc_url( $url ) . '" />' . "\n"
			. '<meta property="og:title" content="' . esc_attr( $title ) . '" />' . "\n"
			. '<meta name="twitter:title" content="' . esc_attr( $title ) . '" />' . "\n"
			. HeadRenderer::CLOSE . "\n",
			$html
		);
		$this->assertStringContainsString( 'content="Tom &amp; &quot;Jerry&quot; &lt;b&gt;"', $html );
		// Outside a block (and after it), values are escaped as they come.
		$this->assertSame( '<meta name="x" content="' . esc_attr( $title ) . '" />' . "\n", $renderer->render_tag( HeadRenderer::meta( 'name', 'x', $title ) ) );
	}

	/**
	 * The description is printed at wp_head priority 1.
	 */
	public function test_head_renderer_runs_early(): void {
		$priorities = array();
		foreach ( $GLOBALS['wp_filter']['wp_head']->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof HeadRenderer ) {
					$priorities[] = $priority;
				}
			}
		}
		$this->assertSame( array( 1 ), $priorities );
	}

	/**
	 * Title and description add no database query once options are loaded and meta primed.
	 */
	public function test_no_database_queries_on_a_page_view(): void {
		global $wpdb;
		$id = $this->post( array( 'post_excerpt' => 'Excerpt' ) );
		update_post_meta( $id, PostMeta::TITLE, 'Own %title%' );
		$this->settings( array( 'separator' => '|' ) );
		wp_cache_flush();
		Plugin::instance()->settings()->flush();

		// What every WordPress page view does anyway: autoloaded options, then the main query.
		wp_load_alloptions();
		$this->go_to( array( 'p' => $id ) );
		$renderer = new HeadRenderer( array( new DescriptionTag( Plugin::instance()->descriptions() ) ) );

		$before = $wpdb->num_queries;
		$title  = wp_get_document_title();
		ob_start();
		$renderer->print_head_tags();
		$head = (string) ob_get_clean();
		$this->assertSame( 0, $wpdb->num_queries - $before, 'Queries: ' . wp_json_encode( array_slice( (array) $wpdb->queries, -3 ) ) );
		$this->assertSame( 'Own Hello', $title );
		$this->assertStringContainsString( 'content="Excerpt"', $head );

		$this->go_to( '' );
		$before = $wpdb->num_queries;
		wp_get_document_title();
		ob_start();
		$renderer->print_head_tags();
		ob_end_clean();
		$this->assertSame( 0, $wpdb->num_queries - $before );
	}
}
