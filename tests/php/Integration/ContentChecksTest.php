<?php
/**
 * The site checks across the whole content (category "other").
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\ContentScan;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ContentChecksHarness.php';

/**
 * Every content check on a passing and a failing site, set up through WordPress APIs.
 */
class ContentChecksTest extends TestCase {

	use ContentChecksHarness;

	/**
	 * The ids of the content checks, in report order.
	 */
	private const IDS = array( 'page_check_errors', 'noindex_in_sitemap', 'canonical_elsewhere', 'missing_descriptions', 'duplicate_titles', 'duplicate_descriptions', 'thin_content', 'posts_without_subheadings', 'orphan_posts', 'no_internal_links', 'images_without_alt', 'mixed_content_posts' );

	/**
	 * An empty site with a tagline and Lodestar's sitemap on.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->empty_site();
		// After an earlier test's rollback WP_Rewrite may hold a structure the option lost.
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		update_option( 'blogdescription', 'Just another site' );
		update_option( 'blog_public', '1' );
		update_option( 'show_on_front', 'posts' );
		$this->save_settings( array( 'enable_xml_sitemap' => true ) );
	}

	/**
	 * Rolls back, then lets WP_Rewrite read the rolled-back permalink structure again.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * Runs every content check.
	 *
	 * @return array<string, CheckResult>
	 */
	private function run_checks(): array {
		$factory = $this->content_checks();
		$results = array();
		foreach ( $factory->all() as $check ) {
			$this->assertSame( 'other', $check->category() );
			$result = $check->run();
			$this->assertSame( $check->id(), $result->id );
			$this->assertSame( 'other', $result->category );
			$results[ $result->id ] = $result;
		}
		return $results;
	}

	/**
	 * N distinct words.
	 *
	 * @param int    $count Words.
	 * @param string $seed  Makes the text unique.
	 */
	private static function words( int $count, string $seed = 'w' ): string {
		$words = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$words[] = $seed . 'word' . $i;
		}
		return implode( ' ', $words );
	}

	/**
	 * A post with enough words, an excerpt of its own, and links to other posts.
	 *
	 * @param string    $title Title.
	 * @param list<int> $links Posts to link to.
	 */
	private function good_post( string $title, array $links = array() ): int {
		$html = '';
		foreach ( $links as $id ) {
			$html .= '<a href="' . esc_url( get_permalink( $id ) ) . '">link</a> ';
		}
		return $this->publish_post(
			array(
				'post_title'   => $title,
				'post_name'    => sanitize_title( $title ),
				'post_excerpt' => 'Excerpt of ' . $title,
				'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">About ' . esc_html( $title ) . '</h2><!-- /wp:heading --><!-- wp:paragraph --><p>' . self::words( 320, sanitize_key( $title ) ) . ' ' . $html . '</p><!-- /wp:paragraph --><img src="/a.png" alt="A picture">',
			)
		);
	}

	/**
	 * The list entries of a result's description.
	 *
	 * @param CheckResult $result Result.
	 * @return list<array{text: string, url: string}>
	 */
	private static function listed( CheckResult $result ): array {
		foreach ( $result->description as $item ) {
			if ( 'list' === $item['type'] ) {
				return $item['items'];
			}
		}
		return array();
	}

	/**
	 * A site whose posts link to each other, with their own titles, descriptions and enough
	 * text: every check passes.
	 */
	public function test_every_check_passes_on_a_healthy_site(): void {
		$a = $this->good_post( 'Alpha' );
		$b = $this->good_post( 'Beta', array( $a ) );
		$c = $this->good_post( 'Gamma', array( $b ) );
		wp_update_post(
			array(
				'ID'           => $a,
				'post_content' => get_post( $a )->post_content . '<a href="' . get_permalink( $c ) . '">c</a>',
			)
		);
		// A noindexed post with a canonical elsewhere and thin content is none of these checks' business.
		$hidden = $this->publish_post( array( 'post_content' => 'Short.' ) );
		update_post_meta( $hidden, '_lodestar_post_no_index', 'yes' );
		update_post_meta( $hidden, '_lodestar_canonical_url', 'https://elsewhere.example/page/' );
		// A draft with page-check errors is not published content.
		$draft = wp_insert_post(
			array(
				'post_title'  => 'Draft',
				'post_status' => 'draft',
			)
		);
		update_post_meta( $draft, '_lodestar_check_errors', 3 );
		update_post_meta( $draft, '_lodestar_check_warnings', 0 );

		$results = $this->run_checks();
		$this->assertSame( self::IDS, array_keys( $results ) );
		foreach ( $results as $id => $result ) {
			$this->assertSame( 'success', $result->status, $id . ': ' . $result->message );
			$this->assertSame( 'text', $result->description[0]['type'], $id );
		}
		$this->assertSame( 'Every indexable post has a meta description.', $results['missing_descriptions']->message );
		$this->assertSame( 'No noindexed post or term is listed in the XML sitemap.', $results['noindex_in_sitemap']->message );
	}

	/**
	 * Posts whose description resolves to nothing (no excerpt, no generated text, no tagline).
	 */
	public function test_missing_descriptions(): void {
		update_option( 'blogdescription', '' );
		$this->save_settings( array( 'auto_generate_description' => false ) );
		$empty = $this->publish_post(
			array(
				'post_title'   => 'No Words Here',
				'post_content' => self::words( 310 ),
			)
		);
		$this->good_post( 'Has An Excerpt' );
		// Its own description field counts.
		$own = $this->publish_post( array( 'post_title' => 'Own Field' ) );
		update_post_meta( $own, '_lodestar_page_description', 'Written by hand' );

		$result = $this->run_checks()['missing_descriptions'];
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '1 indexable post has no meta description: “No Words Here”.', $result->message );
		$this->assertSame(
			array(
				array(
					'text' => 'No Words Here',
					'url'  => admin_url( 'post.php?post=' . $empty . '&action=edit' ),
				),
			),
			self::listed( $result )
		);

		// The template decides: with text generated from the content, nothing is missing.
		$this->save_settings( array( 'auto_generate_description' => true ) );
		$this->assertSame( 'success', $this->run_checks()['missing_descriptions']->status );
	}

	/**
	 * Titles and descriptions compared as resolved, ignoring case and whitespace.
	 */
	public function test_duplicate_titles_and_descriptions(): void {
		$one = $this->publish_post(
			array(
				'post_title'   => 'Same Title',
				'post_excerpt' => 'Shared words',
			)
		);
		$two = $this->publish_post(
			array(
				'post_title'   => 'same  title',
				'post_excerpt' => 'SHARED WORDS',
			)
		);
		// Its own SEO title makes the third one unique although its post title is the same.
		$three = $this->publish_post(
			array(
				'post_title'   => 'Same Title',
				'post_excerpt' => 'Different',
			)
		);
		update_post_meta( $three, '_lodestar_page_title', 'Something else entirely' );

		$results = $this->run_checks();
		$titles  = $results['duplicate_titles'];
		$this->assertSame( 'warning', $titles->status );
		$this->assertSame( '2 indexable posts share their SEO title with another: “Same Title: “same title - Lodestar Test””, “same  title: “same title - Lodestar Test””.', $titles->message );
		$this->assertSame(
			array( admin_url( 'post.php?post=' . $one . '&action=edit' ), admin_url( 'post.php?post=' . $two . '&action=edit' ) ),
			array_column( self::listed( $titles ), 'url' )
		);
		$descriptions = $results['duplicate_descriptions'];
		$this->assertSame( 'warning', $descriptions->status );
		$this->assertStringStartsWith( '2 indexable posts share their meta description with another', $descriptions->message );
		$this->assertSame( array( 'Same Title: “SHARED WORDS”', 'same  title: “SHARED WORDS”' ), array_column( self::listed( $descriptions ), 'text' ) );
	}

	/**
	 * Thin content counts rendered text: text a content filter adds counts, noindexed posts do not.
	 */
	public function test_thin_content_counts_rendered_text(): void {
		$thin = $this->publish_post(
			array(
				'post_title'   => 'Short One',
				'post_content' => '<!-- wp:paragraph --><p>' . self::words( 40 ) . '</p><!-- /wp:paragraph -->',
			)
		);
		$built = $this->publish_post(
			array(
				'post_title'   => 'Built With Fields',
				'post_content' => '[lodestar_test_fields]',
			)
		);
		add_shortcode( 'lodestar_test_fields', static fn (): string => '<p>' . self::words( 305, 'f' ) . '</p>' );
		$noindexed = $this->publish_post( array( 'post_content' => 'Tiny.' ) );
		update_post_meta( $noindexed, '_lodestar_post_no_index', 'yes' );
		$this->good_post( 'Long Enough' );

		$result = $this->run_checks()['thin_content'];
		remove_shortcode( 'lodestar_test_fields' );
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '1 indexable post has thin content: “Short One (40 words)”.', $result->message );
		$this->assertSame( array( admin_url( 'post.php?post=' . $thin . '&action=edit' ) ), array_column( self::listed( $result ), 'url' ) );
		$this->assertNotContains( admin_url( 'post.php?post=' . $built . '&action=edit' ), array_column( self::listed( $result ), 'url' ) );
	}

	/**
	 * Word counting: Unicode letters, apostrophes and hyphens inside words, CJK characters.
	 */
	public function test_word_count(): void {
		$this->assertSame( 0, ContentScan::word_count( '' ) );
		$this->assertSame( 5, ContentScan::word_count( '<p>L’été d\'Ángel — well-known <b>words</b></p><!-- a comment --> 42' ) );
		$this->assertSame( 4, ContentScan::word_count( '日本語 x' ) );
		$this->assertSame( 2, ContentScan::word_count( '[gallery ids="1"]Two words[/gallery]' ) );
		$this->assertSame( 2, ContentScan::images_without_alt( '<img src="a.png" alt="A"><img src="b.png"><img alt=" " src="c.png" data-x="1" />' ) );
	}

	/**
	 * ASCII text is counted by a byte pattern: it finds the words the Unicode rule finds. A
	 * leading "é " sends the same text down the Unicode rule with exactly one word more.
	 */
	public function test_word_count_of_ascii_text_follows_the_unicode_rule(): void {
		$this->assertSame( 8, ContentScan::word_count( "It's a well-known 2-step - rock'n'roll -x y- 'q'" ) );
		$pieces = array( 'word', 'Word', 'x', '42', "'", '-', "don't", 'a-b', '--', "''", ' ', "\n", "\t", '<b>', '</b>', '<p>', '&amp;', '&lt;', '.', ',', '_', '9x', '<!-- c -->', '[sc]', '<script>no words</script>' );
		mt_srand( 15 );
		for ( $i = 0; $i < 300; $i++ ) {
			$text = '';
			for ( $n = mt_rand( 0, 40 ); $n > 0; $n-- ) {
				$text .= $pieces[ mt_rand( 0, count( $pieces ) - 1 ) ];
			}
			$this->assertSame( ContentScan::word_count( 'é ' . $text ) - 1, ContentScan::word_count( $text ), $text );
		}
	}

	/**
	 * Titles and descriptions are compared after whitespace collapsing, Unicode NFC and lower
	 * case; ASCII text takes a shorter way to the same key.
	 */
	public function test_comparison_key(): void {
		$rule = static fn ( string $text ): string => md5( mb_strtolower( (string) \Normalizer::normalize( trim( (string) preg_replace( '/\s+/u', ' ', $text ) ), \Normalizer::FORM_C ), 'UTF-8' ), true );
		$pieces = array( 'A', 'b', 'Z', 'q', '1', ' ', '  ', "\t", '-', ':', "'", '.', 'Title', 'TITLE' );
		mt_srand( 7 );
		for ( $i = 0; $i < 200; $i++ ) {
			$text = '';
			for ( $n = mt_rand( 1, 20 ); $n > 0; $n-- ) {
				$text .= $pieces[ mt_rand( 0, count( $pieces ) - 1 ) ];
			}
			$this->assertSame( $rule( $text ), ContentScan::comparison_key( $text ), $text );
		}
		$this->assertSame( ContentScan::comparison_key( 'Café  Crème' ), ContentScan::comparison_key( "CAFE\u{0301} cre\u{0300}me" ) );
		$this->assertSame( ContentScan::comparison_key( 'Same Title - Site' ), ContentScan::comparison_key( ' same title -  SITE ' ) );
		$this->assertNotSame( ContentScan::comparison_key( 'Cafe' ), ContentScan::comparison_key( 'Café' ) );
	}

	/**
	 * Counting up to enough words: exact below, at least enough above, on long random texts.
	 */
	public function test_word_count_up_to_enough(): void {
		$pieces = array( 'word ', 'x-y ', "it's ", '42 ', '<p>', '</p>', '&amp; ', '-- ', "'", 'ab', ' ' );
		mt_srand( 30 );
		for ( $i = 0; $i < 200; $i++ ) {
			$text = '';
			for ( $n = mt_rand( 0, 2000 ); $n > 0; $n-- ) {
				$text .= $pieces[ mt_rand( 0, count( $pieces ) - 1 ) ];
			}
			$all = ContentScan::word_count( $text );
			foreach ( array( 1, 7, 60, 300 ) as $enough ) {
				$some = ContentScan::word_count( $text, $enough );
				if ( $all < $enough ) {
					$this->assertSame( $all, $some, "$enough: $text" );
				} else {
					$this->assertGreaterThanOrEqual( $enough, $some, "$enough: $text" );
					$this->assertLessThanOrEqual( $all, $some );
				}
			}
		}
		$long = str_repeat( 'one two three ', 1000 );
		$this->assertSame( 3000, ContentScan::word_count( $long ) );
		$this->assertLessThan( 3000, ContentScan::word_count( $long, 300 ) );
		$this->assertGreaterThanOrEqual( 300, ContentScan::word_count( $long, 300 ) );
	}

	/**
	 * Orphans (nothing links to them) and posts that link nowhere.
	 */
	public function test_orphans_and_posts_without_internal_links(): void {
		$target = $this->good_post( 'Target' );
		$source = $this->good_post( 'Source', array( $target ) );
		// Links by ?p=, relative paths, to the post itself and to another site do not all count.
		$self_only = $this->publish_post(
			array(
				'post_title'   => 'Self Only',
				'post_name'    => 'self-only',
				'post_excerpt' => 'x',
				'post_content' => self::words( 320 ) . ' <a href="/self-only/">me</a> <a href="https://other.example/source/">out</a> <a href="#top">top</a> <a href="/wp-content/uploads/file.pdf">pdf</a>',
			)
		);
		$by_id     = $this->publish_post(
			array(
				'post_title'   => 'Linked By Id',
				'post_excerpt' => 'y',
				'post_content' => self::words( 320 ) . ' <a href="/?p=' . $source . '">source</a>',
			)
		);

		$results = $this->run_checks();
		$orphans = $results['orphan_posts'];
		$this->assertSame( 'warning', $orphans->status );
		$this->assertSame(
			array( admin_url( 'post.php?post=' . $self_only . '&action=edit' ), admin_url( 'post.php?post=' . $by_id . '&action=edit' ) ),
			array_column( self::listed( $orphans ), 'url' )
		);
		$this->assertSame( '2 indexable posts have no internal links to them: “Self Only”, “Linked By Id”.', $orphans->message );

		$no_links = $results['no_internal_links'];
		$this->assertSame( 'suggestion', $no_links->status );
		$this->assertSame(
			array( admin_url( 'post.php?post=' . $target . '&action=edit' ), admin_url( 'post.php?post=' . $self_only . '&action=edit' ) ),
			array_column( self::listed( $no_links ), 'url' )
		);
	}

	/**
	 * Content images without alt, and featured images whose library entry has none.
	 */
	public function test_images_without_alt(): void {
		$post  = $this->publish_post(
			array(
				'post_title'   => 'Pictures',
				'post_content' => '<img src="/a.png"><img src="/b.png" alt=""><img src="/c.png" alt="Fine">',
			)
		);
		$image = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Sunset',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'sunset.jpg'
		);
		delete_post_meta( $image, '_wp_attachment_image_alt' );
		$featured = $this->good_post( 'Featured' );
		set_post_thumbnail( $featured, $image );

		$result = $this->run_checks()['images_without_alt'];
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '3 images have no alt text: “Pictures (2 images)”, “Featured image Sunset (of Featured)”.', $result->message );
		$this->assertSame(
			array( admin_url( 'post.php?post=' . $post . '&action=edit' ), admin_url( 'post.php?post=' . $image . '&action=edit' ) ),
			array_column( self::listed( $result ), 'url' )
		);

		update_post_meta( $image, '_wp_attachment_image_alt', 'A sunset' );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => '<img src="/a.png" alt="A">',
			)
		);
		$this->assertSame( 'success', $this->run_checks()['images_without_alt']->status );
	}

	/**
	 * An indexable post whose canonical names another URL; its own URL is fine.
	 */
	public function test_canonical_pointing_elsewhere(): void {
		$away = $this->good_post( 'Points Away' );
		update_post_meta( $away, '_lodestar_canonical_url', 'https://elsewhere.example/original/' );
		$same = $this->good_post( 'Points Home' );
		update_post_meta( $same, '_lodestar_canonical_url', get_permalink( $same ) );

		$result = $this->run_checks()['canonical_elsewhere'];
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '1 indexable post has a canonical URL pointing to another page: “Points Away → https://elsewhere.example/original/”.', $result->message );

		// With page-level SEO off the field does not act, so nothing points away.
		$this->save_settings( array( 'enable_page_level_seo' => false ) );
		$this->assertSame( 'success', $this->run_checks()['canonical_elsewhere']->status );
	}

	/**
	 * Lodestar's sitemap leaves noindexed posts and terms out; WordPress's own lists them.
	 */
	public function test_noindexed_objects_in_a_sitemap(): void {
		$hidden = $this->good_post( 'Hidden Post' );
		update_post_meta( $hidden, '_lodestar_post_no_index', 'yes' );
		$this->good_post( 'Shown Post' );
		$page = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'A Page',
			)
		);
		$term = wp_insert_term( 'Quiet Tag', 'post_tag' );
		$this->assertIsArray( $term );
		wp_set_object_terms( $hidden, array( (int) $term['term_id'] ), 'post_tag' );
		update_term_meta( (int) $term['term_id'], '_lodestar_post_no_index', 'yes' );
		Plugin::instance()->term_index()->flush();
		// Pages are noindexed as a type, except the one lifting it.
		$this->save_settings( array( 'no_index' => array( 'page' ) ) );
		$lifted = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Lifted Page',
			)
		);
		update_post_meta( $lifted, '_lodestar_post_no_index', 'no' );

		$this->assertSame( 'success', $this->run_checks()['noindex_in_sitemap']->status );

		// Lodestar's sitemap off: WordPress's own sitemap lists everything published.
		$this->save_settings( array( 'enable_xml_sitemap' => false ) );
		$result = $this->run_checks()['noindex_in_sitemap'];
		$this->assertSame( 'error', $result->status );
		$this->assertSame(
			array(
				admin_url( 'post.php?post=' . $hidden . '&action=edit' ),
				admin_url( 'post.php?post=' . $page . '&action=edit' ),
				admin_url( 'term.php?taxonomy=post_tag&tag_ID=' . $term['term_id'] ),
			),
			array_column( self::listed( $result ), 'url' )
		);
		$this->assertSame( '3 noindexed pages are listed in the XML sitemap: “Hidden Post”, “A Page”, “Quiet Tag”.', $result->message );

		// No sitemap at all (search engines discouraged switches core's off): nothing listed.
		update_option( 'blog_public', '0' );
		$result = $this->run_checks()['noindex_in_sitemap'];
		$this->assertSame( 'success', $result->status );
		$this->assertSame( 'No XML sitemap is served, so no noindexed page is listed in one.', $result->message );
	}

	/**
	 * The stored page checks summarised: published posts and terms with errors, worst first.
	 */
	public function test_page_check_errors_summary(): void {
		$ids = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$ids[ $i ] = $this->publish_post( array( 'post_title' => 'Errors ' . $i ) );
			update_post_meta( $ids[ $i ], '_lodestar_check_errors', $i );
			update_post_meta( $ids[ $i ], '_lodestar_check_warnings', 1 );
		}
		$clean = $this->publish_post( array( 'post_title' => 'Only warnings' ) );
		update_post_meta( $clean, '_lodestar_check_errors', 0 );
		update_post_meta( $clean, '_lodestar_check_warnings', 4 );
		$term = wp_insert_term( 'Broken Category', 'category' );
		update_term_meta( (int) $term['term_id'], '_lodestar_check_errors', 20 );
		update_term_meta( (int) $term['term_id'], '_lodestar_check_warnings', 0 );

		$result = $this->run_checks()['page_check_errors'];
		$this->assertSame( 'error', $result->status );
		$this->assertSame( '13 published posts and terms have page check errors: “Broken Category (20 errors)”, “Errors 12 (12 errors)”, “Errors 11 (11 errors)” and 10 more.', $result->message );
		$listed = self::listed( $result );
		$this->assertCount( 11, $listed );
		$this->assertSame( admin_url( 'term.php?taxonomy=category&tag_ID=' . $term['term_id'] ), $listed[0]['url'] );
		$this->assertSame( 'Errors 4 (4 errors)', $listed[9]['text'] );
		$this->assertSame( 'and 3 more', $listed[10], 'The list ends with how many are not listed.' );
	}

	/**
	 * More than ten failing posts: ten listed, all counted.
	 */
	public function test_lists_stop_at_ten(): void {
		for ( $i = 0; $i < 14; $i++ ) {
			$this->publish_post( array( 'post_content' => 'Short text ' . $i ) );
		}
		$result = $this->run_checks()['thin_content'];
		$this->assertStringStartsWith( '14 indexable posts have thin content: ', $result->message );
		$this->assertStringEndsWith( ' and 11 more.', $result->message );
		$this->assertCount( 11, self::listed( $result ) );
		$this->assertSame( 'and 4 more', self::listed( $result )[10] );
	}

	/**
	 * The whole run costs the same number of queries for 4 posts as for 16: no query per post.
	 */
	public function test_queries_do_not_grow_with_posts(): void {
		$count = function (): int {
			global $wpdb;
			// From a cold object cache each time: what is cached after the first run is not the point.
			wp_cache_flush();
			Plugin::instance()->settings()->flush();
			$before = $wpdb->num_queries;
			$this->run_checks();
			return $wpdb->num_queries - $before;
		};
		for ( $i = 0; $i < 4; $i++ ) {
			$this->good_post( 'First batch ' . $i );
		}
		$few = $count();
		for ( $i = 0; $i < 12; $i++ ) {
			$this->good_post( 'Second batch ' . $i );
		}
		$this->assertSame( $few, $count() );
	}
}
