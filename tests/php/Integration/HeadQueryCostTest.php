<?php
/**
 * Lodestar adds no database query to a page view.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Repositories\ImageFacts;
use Lodestar\Repositories\PostsPageMeta;
use Lodestar\Repositories\TermMetaIndex;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Counts $wpdb->num_queries of a whole simulated page view (main query, 404 handling,
 * template_redirect work, document title, wp_head, the loop, wp_footer) with the plugin's hooks
 * in place and with every one of them removed (the plugin inactive), on a warm site: the
 * options exist and a first view has stored what later views read. Each view starts with an
 * empty object cache, as a request without a persistent cache does.
 */
class HeadQueryCostTest extends TestCase {

	use HeadHarness;

	/**
	 * Ids of the site built for the test.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * A site using every feature that could cost a query: overrides, a featured image with size
	 * and alt text, a content image from the library, a fallback image, social profiles, a
	 * static-free front page with pagination, categories, pretty permalinks.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies();
		update_option( 'posts_per_page', 2 );

		$this->act_as( 'administrator' );
		$this->ids['news']     = (int) wp_insert_term( 'News', 'category', array( 'description' => 'All the news.' ) )['term_id'];
		$this->ids['deals']    = (int) wp_insert_term( 'Deals', 'category' )['term_id'];
		$this->ids['fallback'] = $this->image( '2024/03/fallback.png', 'Logo' );
		$this->ids['featured'] = $this->image( '2024/03/featured.jpg', 'Featured' );
		$this->ids['inline']   = $this->image( '2024/03/inline.jpg', 'Inline' );
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->ids[ 'post' . $i ] = (int) wp_insert_post(
				array(
					'post_title'    => "Post $i",
					'post_name'     => "cost-post-$i",
					'post_status'   => 'publish',
					'post_content'  => '<!-- wp:image {"id":' . $this->ids['inline'] . '} --><figure class="wp-block-image"><img src="x.jpg" class="wp-image-' . $this->ids['inline'] . '"/></figure><!-- /wp:image --><p>Body of post ' . $i . '.</p>',
					'post_category' => array( $this->ids['news'] ),
				)
			);
		}
		set_post_thumbnail( $this->ids['post1'], $this->ids['featured'] );
		update_post_meta( $this->ids['post1'], '_lodestar_page_title', '%title% by %site_name%' );
		update_post_meta( $this->ids['post1'], '_lodestar_facebook_description', 'Shared text' );
		update_post_meta( $this->ids['post1'], '_lodestar_post_no_archive', 'yes' );
		update_term_meta( $this->ids['deals'], '_lodestar_page_title', 'Deals %separator% %site_name%' );
		wp_set_current_user( 0 );

		update_option(
			Definitions::OPTION,
			array(
				'fallback_image'               => 'http://example.org/wp-content/uploads/2024/03/fallback.png',
				'fallback_image_id'            => $this->ids['fallback'],
				'facebook_page_url'            => 'https://www.facebook.com/lodestar',
				'twitter_profile_username'     => '@lodestar',
				'paginated_link_relationships' => true,
				'no_follow'                    => array( 'post_tag' ),
			),
			true
		);
	}

	/**
	 * Plain permalinks again.
	 */
	protected function tearDown(): void {
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '' );
		create_initial_taxonomies();
		parent::tearDown();
	}

	/**
	 * Pages whose views must cost exactly what they cost without Lodestar.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function pages(): array {
		return array(
			'single post with featured image and overrides' => array( 'single' ),
			'single post with a library image in the content' => array( 'single-inline' ),
			'latest-posts home page'                        => array( 'home' ),
			'home page 2'                                   => array( 'home-2' ),
			'category'                                      => array( 'category' ),
			'category page 2'                               => array( 'category-2' ),
			'search'                                        => array( 'search' ),
			'not found'                                     => array( 'not-found' ),
			'switched-off author archive'                   => array( 'author' ),
		);
	}

	/**
	 * A warm page view costs no added query.
	 *
	 * @dataProvider pages
	 *
	 * @param string $page Page key.
	 */
	public function test_warm_page_view_adds_no_query( string $page ): void {
		$vars = $this->query_vars( $page );

		$first = $this->page_view( $vars );
		$this->assertMatchesRegularExpression( '/( - | by )Lodestar Test$/', (string) $first['title'], 'Lodestar made the title.' );
		$with_plugin = $this->page_view( $vars );

		$this->remove_lodestar_hooks();
		$without_plugin = $this->page_view( $vars );

		$this->assertStringNotContainsString( '<!-- Lodestar SEO -->', $without_plugin['html'], 'Hooks removed: the plugin is inactive.' );
		$this->assertSame(
			$without_plugin['queries'],
			$with_plugin['queries'],
			"Queries with Lodestar:\n" . implode( "\n", $with_plugin['log'] ) . "\n\nwithout:\n" . implode( "\n", $without_plugin['log'] )
		);
	}

	/**
	 * The single-post view really printed the data that needed stored facts.
	 */
	public function test_single_post_view_prints_image_facts_without_queries(): void {
		$vars = $this->query_vars( 'single' );
		$this->page_view( $vars );
		$view = $this->page_view( $vars );
		$this->assertStringContainsString( '<meta property="og:image" content="http://example.org/wp-content/uploads/2024/03/featured.jpg" />', $view['html'] );
		$this->assertStringContainsString( '<meta property="og:image:width" content="1200" />', $view['html'] );
		$this->assertStringContainsString( '<meta property="og:image:alt" content="Featured alt" />', $view['html'] );
		$this->assertStringContainsString( '<title>', '<title>' . $view['title'] );
		$this->assertSame( 'Post 1 by Lodestar Test', $view['title'] );
		$this->assertIsArray( get_post_meta( $this->ids['post1'], ImageFacts::POST_META, true ) );
	}

	/**
	 * A featured image already in the object cache (a block theme renders it before wp_head)
	 * is still kept in the post's stored facts, and read from them: WordPress's image
	 * functions run once, not on every view.
	 */
	public function test_cached_featured_image_is_read_from_stored_facts(): void {
		$post  = get_post( $this->ids['post1'] );
		$thumb = (int) get_post_thumbnail_id( $post );
		$this->assertSame( $this->ids['featured'], $thumb );
		delete_post_meta( $post->ID, ImageFacts::POST_META );
		$computed = 0;
		$count    = static function ( $image ) use ( &$computed ) {
			++$computed;
			return $image;
		};
		add_filter( 'wp_get_attachment_image_src', $count );
		// As a block theme leaves them: the attachment and its meta in the object cache.
		get_post( $thumb );
		get_post_meta( $thumb );
		$facts = ( new ImageFacts() )->for_attachment( $thumb, $post );
		$this->assertSame( 1, $computed );
		$this->assertSame( 'http://example.org/wp-content/uploads/2024/03/featured.jpg', $facts['url'] ?? null );
		$stored = get_post_meta( $post->ID, ImageFacts::POST_META, true );
		$this->assertArrayHasKey( 'id:' . $thumb, $stored['items'] ?? array() );
		// The next view (a new request: no memo) reads them.
		$this->assertSame( $facts, ( new ImageFacts() )->for_attachment( $thumb, $post ) );
		remove_filter( 'wp_get_attachment_image_src', $count );
		$this->assertSame( 1, $computed, 'read from the stored facts, not worked out again' );
	}

	/**
	 * The same for a site-wide image (the social fallback image, the site logo): kept in the
	 * shared option and read from it even when the attachment is in the object cache (an
	 * archive that lists it), not worked out again on every view.
	 */
	public function test_cached_site_image_is_read_from_stored_facts(): void {
		$image = $this->ids['featured'];
		delete_option( ImageFacts::OPTION );
		( new ImageFacts() )->ensure_option();
		$computed = 0;
		$count    = static function ( $source ) use ( &$computed ) {
			++$computed;
			return $source;
		};
		add_filter( 'wp_get_attachment_image_src', $count );
		get_post( $image );
		get_post_meta( $image );
		$facts = ( new ImageFacts() )->for_attachment( $image );
		$this->assertSame( 1, $computed );
		$this->assertSame( 'http://example.org/wp-content/uploads/2024/03/featured.jpg', $facts['url'] ?? null );
		$this->assertArrayHasKey( 'id:' . $image, get_option( ImageFacts::OPTION )['items'] ?? array() );
		$this->assertSame( $facts, ( new ImageFacts() )->for_attachment( $image ) );
		remove_filter( 'wp_get_attachment_image_src', $count );
		$this->assertSame( 1, $computed, 'read from the stored facts, not worked out again' );
	}

	/**
	 * A term that has Lodestar meta costs no query either: WordPress never primes the meta of
	 * the term an archive shows, so its values come from the autoloaded term index. Past the
	 * index's size bound (a term listed without values) the view reads the term's meta: one
	 * query.
	 */
	public function test_term_with_lodestar_meta_costs_no_query(): void {
		$vars = array( 'cat' => $this->ids['deals'] );
		$this->page_view( $vars );
		$with_plugin = $this->page_view( $vars );
		$this->assertSame( 'Deals - Lodestar Test', $with_plugin['title'] );

		$index = get_option( TermMetaIndex::OPTION );
		$index[ $this->ids['deals'] ] = true;
		update_option( TermMetaIndex::OPTION, $index, true );
		$unbounded = $this->page_view( $vars );
		$this->assertSame( 'Deals - Lodestar Test', $unbounded['title'] );

		$this->remove_lodestar_hooks();
		$without_plugin = $this->page_view( $vars );
		$this->assertSame( 0, $with_plugin['queries'] - $without_plugin['queries'], implode( "\n", $with_plugin['log'] ) );
		$this->assertSame( 1, $unbounded['queries'] - $without_plugin['queries'] );
	}

	/**
	 * The descriptions built from the listed posts (a home page without a tagline, a category
	 * without a description) read the main query's posts: no query, and they really print.
	 */
	public function test_built_descriptions_add_no_query(): void {
		update_option( 'blogdescription', '' );
		wp_set_post_categories( $this->ids['post5'], array( $this->ids['news'], $this->ids['deals'] ) );
		$pages = array(
			'home'  => array(),
			'deals' => array( 'cat' => $this->ids['deals'] ),
		);
		$views = array();
		foreach ( $pages as $name => $vars ) {
			$this->page_view( $vars );
			$views[ $name ] = $this->page_view( $vars );
		}
		// posts_per_page is 2: the home page lists the two newest posts.
		$this->assertStringContainsString( '<meta name="description" content="Latest posts from Lodestar Test: Post 5, Post 4" />', $views['home']['html'] );
		$this->assertStringContainsString( '<meta property="og:description" content="Latest posts from Lodestar Test: Post 5, Post 4" />', $views['home']['html'] );
		$this->assertStringContainsString( '<meta name="description" content="Latest posts in Deals: Post 5" />', $views['deals']['html'] );

		$this->remove_lodestar_hooks();
		$costs = array();
		foreach ( $pages as $name => $vars ) {
			$costs[ $name ] = $views[ $name ]['queries'] - $this->page_view( $vars )['queries'];
		}
		$this->assertSame(
			array(
				'home'  => 0,
				'deals' => 0,
			),
			$costs,
			implode( "\n", $views['home']['log'] )
		);
	}

	/**
	 * The page for posts (static front page sites): WordPress never primes the meta of that
	 * page, so its SEO fields and featured image id come from an autoloaded copy: no query,
	 * as on the static front page. The copy follows edits of the page and a change of page.
	 */
	public function test_blog_page_and_front_page_cost_no_query(): void {
		$front = (int) wp_insert_post( array( 'post_title' => 'Front', 'post_type' => 'page', 'post_status' => 'publish' ) );
		$blog  = (int) wp_insert_post( array( 'post_title' => 'Blog', 'post_type' => 'page', 'post_status' => 'publish', 'post_content' => '<img class="wp-image-' . $this->ids['inline'] . '" src="x.jpg">' ) );
		$other = (int) wp_insert_post( array( 'post_title' => 'Journal', 'post_type' => 'page', 'post_status' => 'publish' ) );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		update_option( 'page_for_posts', $blog );
		update_post_meta( $blog, '_lodestar_page_title', 'Our blog %separator% %site_name%' );
		update_post_meta( $blog, '_lodestar_facebook_title', 'Read the blog' );
		update_post_meta( $other, '_lodestar_page_title', 'The journal' );

		$pages = array(
			'front' => array( 'page_id' => $front ),
			'blog'  => array( 'page_id' => $blog ),
		);
		$costs = array();
		$views = array();
		foreach ( $pages as $name => $vars ) {
			$this->page_view( $vars );
			$views[ $name ] = $this->page_view( $vars );
			$costs[ $name ] = $views[ $name ]['queries'];
		}
		$this->assertSame( 'Front - Lodestar Test', $views['front']['title'] );
		$this->assertSame( 'Our blog - Lodestar Test', $views['blog']['title'] );
		$this->assertStringContainsString( '<meta property="og:title" content="Read the blog" />', $views['blog']['html'] );
		$this->assertStringContainsString( '<meta property="og:image" content="' . wp_get_attachment_url( $this->ids['inline'] ) . '" />', $views['blog']['html'], 'The first content image, facts from the site-wide record.' );

		// Edits of the page, its featured image and another page for posts are followed.
		set_post_thumbnail( $blog, $this->ids['inline'] );
		update_post_meta( $blog, '_lodestar_page_title', 'News desk' );
		$edited = $this->page_view( $pages['blog'] );
		$this->assertSame( 'News desk', $edited['title'] );
		$this->assertStringContainsString( '<meta property="og:image:width" content="1200" />', $this->page_view( $pages['blog'] )['html'] );
		update_option( 'page_for_posts', $other );
		$this->assertSame( 'The journal', $this->page_view( array( 'page_id' => $other ) )['title'] );
		update_option( 'page_for_posts', $blog );

		// A copy of another page (the setting written behind the hooks' back) is redone on the
		// next admin page.
		update_option( PostsPageMeta::OPTION, array( 'id' => $other, 'meta' => array() ), true );
		Plugin::instance()->ensure_options();
		$this->assertSame( $blog, get_option( PostsPageMeta::OPTION )['id'] );
		$this->assertSame( 'News desk', $this->page_view( $pages['blog'] )['title'] );

		$this->remove_lodestar_hooks();
		foreach ( $pages as $name => $vars ) {
			$costs[ $name ] -= $this->page_view( $vars )['queries'];
		}
		$this->assertSame(
			array(
				'front' => 0,
				'blog'  => 0,
			),
			$costs,
			implode( "\n", $views['blog']['log'] )
		);
	}

	/**
	 * %term_hierarchy% and %parent_title% read what a page view already holds: a child
	 * category's ancestors (its own link and feed link are built from their slugs; Lodestar
	 * loads them first, together), a child page's parent (its permalink is built from the
	 * parent's slug): no added query. On a post,
	 * the primary category's ancestors are the BreadcrumbList's (one query for those the page
	 * has not loaded, with or without the variable): %term_hierarchy% adds nothing to that.
	 */
	public function test_term_hierarchy_and_parent_title_add_no_query(): void {
		$this->act_as( 'administrator' );
		$space  = (int) wp_insert_term( 'Space', 'category' )['term_id'];
		$stars  = (int) wp_insert_term( 'Stars', 'category', array( 'parent' => $space ) )['term_id'];
		$dwarfs = (int) wp_insert_term( 'Dwarfs', 'category', array( 'parent' => $stars ) )['term_id'];
		$post   = (int) wp_insert_post(
			array(
				'post_title'    => 'Sirius B',
				'post_status'   => 'publish',
				'post_category' => array( $dwarfs ),
			)
		);
		$about  = (int) wp_insert_post( array( 'post_title' => 'About', 'post_type' => 'page', 'post_status' => 'publish' ) );
		$team   = (int) wp_insert_post( array( 'post_title' => 'Team', 'post_type' => 'page', 'post_status' => 'publish', 'post_parent' => $about ) );
		wp_set_current_user( 0 );
		$settings                  = get_option( Definitions::OPTION );
		$settings['content_types'] = array(
			'taxonomy:category' => array( 'title' => '%term_hierarchy% %separator% %site_name%', 'description' => '', 'schema' => '' ),
			'post_type:post'    => array( 'title' => '%title% %separator% %term_hierarchy% %separator% %site_name%', 'description' => '', 'schema' => '' ),
			'post_type:page'    => array( 'title' => '%title% %separator% %parent_title% %separator% %site_name%', 'description' => '', 'schema' => '' ),
		);
		update_option( Definitions::OPTION, $settings, true );

		$pages = array(
			'term' => array( 'cat' => $dwarfs ),
			'post' => array( 'p' => $post ),
			'page' => array( 'page_id' => $team ),
		);
		$views = array();
		foreach ( $pages as $name => $vars ) {
			$this->page_view( $vars );
			$views[ $name ] = $this->page_view( $vars );
		}
		$this->assertSame(
			array(
				'term' => 'Space - Stars - Dwarfs - Lodestar Test',
				'post' => 'Sirius B - Space - Stars - Dwarfs - Lodestar Test',
				'page' => 'Team - About - Lodestar Test',
			),
			array_map( static fn( array $view ): string => html_entity_decode( (string) $view['title'] ), $views )
		);

		// The post's title without the variable: what the rest of the head costs.
		$settings['content_types']['post_type:post']['title'] = '%title% %separator% %site_name%';
		update_option( Definitions::OPTION, $settings, true );
		$plain = $this->page_view( $pages['post'] );
		$this->assertSame( 'Sirius B - Lodestar Test', html_entity_decode( (string) $plain['title'] ) );
		$this->assertSame( $plain['queries'], $views['post']['queries'], implode( "\n", $views['post']['log'] ) );

		$this->remove_lodestar_hooks();
		$costs = array();
		foreach ( array( 'term', 'page' ) as $name ) {
			$costs[ $name ] = $views[ $name ]['queries'] - $this->page_view( $pages[ $name ] )['queries'];
		}
		// On the term archive Lodestar's title, built before WordPress builds the term's links,
		// loads the two ancestors in one query: the view costs one query less than without it.
		$this->assertSame(
			array(
				'term' => -1,
				'page' => 0,
			),
			$costs,
			implode( "\n", $views['term']['log'] )
		);
	}

	/**
	 * A post in a category three levels down, its ancestors not in the object cache (the main
	 * query primes the post's own categories, not their parents): the BreadcrumbList needs
	 * them, and the rows Repositories\ParentTermRows kept at the end of the request that wrote
	 * the terms give them without a query, whatever the depth. A parent renamed since shows
	 * its new name (the rows are written anew at the end of the request that renamed it).
	 */
	public function test_category_ancestors_of_a_post_cost_no_query(): void {
		$this->act_as( 'administrator' );
		$space  = (int) wp_insert_term( 'Space', 'category' )['term_id'];
		$stars  = (int) wp_insert_term( 'Stars', 'category', array( 'parent' => $space ) )['term_id'];
		$dwarfs = (int) wp_insert_term( 'Dwarfs', 'category', array( 'parent' => $stars ) )['term_id'];
		$white  = (int) wp_insert_term( 'White', 'category', array( 'parent' => $dwarfs ) )['term_id'];
		$posts  = array(
			'three levels' => (int) wp_insert_post( array( 'post_title' => 'Sirius B', 'post_status' => 'publish', 'post_category' => array( $dwarfs ) ) ),
			'four levels'  => (int) wp_insert_post( array( 'post_title' => 'Procyon B', 'post_status' => 'publish', 'post_category' => array( $white ) ) ),
		);
		// The end of the request that wrote the terms, then of one that renamed a parent.
		Plugin::instance()->parent_terms()->refresh();
		wp_update_term( $stars, 'category', array( 'name' => 'Suns' ) );
		Plugin::instance()->parent_terms()->refresh_if_cleaned();
		wp_set_current_user( 0 );

		$views = array();
		foreach ( $posts as $name => $post ) {
			$this->page_view( array( 'p' => $post ) );
			$views[ $name ] = $this->page_view( array( 'p' => $post ) );
		}
		foreach ( array( 'three levels' => array( 'Space', 'Suns', 'Dwarfs', 'Sirius B' ), 'four levels' => array( 'Space', 'Suns', 'Dwarfs', 'White', 'Procyon B' ) ) as $name => $trail ) {
			$this->assertSame( 1, preg_match( '#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $views[ $name ]['html'], $json ), $name );
			$names = array();
			foreach ( json_decode( $json[1], true )['@graph'] as $node ) {
				if ( 'BreadcrumbList' === $node['@type'] ) {
					$names = array_column( $node['itemListElement'], 'name' );
				}
			}
			$this->assertSame( array_merge( array( 'Home' ), $trail ), $names, $name );
		}

		$this->remove_lodestar_hooks();
		$costs = array();
		foreach ( $posts as $name => $post ) {
			$costs[ $name ] = $views[ $name ]['queries'] - $this->page_view( array( 'p' => $post ) )['queries'];
		}
		$this->assertSame(
			array(
				'three levels' => 0,
				'four levels'  => 0,
			),
			$costs,
			implode( "\n", $views['four levels']['log'] )
		);
	}

	/**
	 * Query vars of a page key.
	 *
	 * @param string $page Page key.
	 * @return array<string, mixed>
	 */
	private function query_vars( string $page ): array {
		switch ( $page ) {
			case 'single':
				return array( 'p' => $this->ids['post1'] );
			case 'single-inline':
				return array( 'p' => $this->ids['post2'] );
			case 'home':
				return array();
			case 'home-2':
				return array( 'paged' => 2 );
			case 'category':
				return array( 'cat' => $this->ids['news'] );
			case 'category-2':
				return array(
					'cat'   => $this->ids['news'],
					'paged' => 2,
				);
			case 'search':
				return array( 's' => 'Body' );
			case 'author':
				return array( 'author' => 1 );
		}
		return array( 'error' => '404' );
	}

	/**
	 * One page view from an empty object cache; returns its query count and output.
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @return array{queries: int, log: string[], html: string, head: string[]|null, title: string|null}
	 */
	private function page_view( array $vars ): array {
		global $wpdb;
		wp_cache_flush();
		Plugin::instance()->settings()->flush();
		Plugin::instance()->term_index()->flush();
		Plugin::instance()->images()->flush();

		$log    = array();
		$logger = static function ( $query ) use ( &$log ) {
			$log[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $logger );
		$before = $wpdb->num_queries;
		wp_load_alloptions();
		$page = $this->render_request( $vars );
		ob_start();
		while ( have_posts() ) {
			the_post();
			the_title();
			the_permalink();
		}
		do_action( 'wp_footer' );
		$html    = $page['head'] . (string) ob_get_clean();
		$queries = $wpdb->num_queries - $before;
		remove_filter( 'query', $logger );

		return array(
			'queries' => $queries,
			'log'     => $log,
			'html'    => $html,
			'head'    => $page['block'],
			'title'   => $page['title'],
		);
	}

	/**
	 * An image attachment with size metadata and alt text.
	 *
	 * @param string $file  Uploads-relative file.
	 * @param string $title Title.
	 */
	private function image( string $file, string $title ): int {
		$id = (int) wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_mime_type' => str_ends_with( $file, '.png' ) ? 'image/png' : 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 630,
				'file'   => $file,
				'sizes'  => array(),
			)
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $title . ' alt' );
		return $id;
	}
}
