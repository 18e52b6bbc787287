<?php
/**
 * The one breadcrumb trail: visible breadcrumbs equal the JSON-LD BreadcrumbList.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\Breadcrumbs;
use Lodestar\Meta\PrimaryTerms;
use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Renders real front-end requests, reads the BreadcrumbList of the printed graph and the
 * breadcrumbs the template function, the shortcode and the block print on the same page.
 */
class BreadcrumbsTest extends TestCase {

	use HeadHarness;

	/**
	 * Ids of the site built for a test.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * A category tree, a post in two branches, a page tree, an author, a genre tree.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'show_on_front', 'posts' );
		update_option( 'posts_per_page', 1 );
		update_option( Definitions::OPTION, array( 'author_archive' => true ) );
		Plugin::instance()->settings()->flush();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );

		$this->ids['author'] = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $this->ids['author'],
				'display_name' => 'Ada Writer',
			)
		);
		$this->ids['news']    = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$this->ids['local']   = (int) wp_insert_term( 'Local', 'category', array( 'parent' => $this->ids['news'] ) )['term_id'];
		$this->ids['guides']  = (int) wp_insert_term( 'Guides & Tips', 'category' )['term_id'];
		$this->ids['post']    = $this->post( 'post', 'Hello trail', array( 'post_category' => array( $this->ids['local'], $this->ids['guides'] ) ) );
		$this->ids['second']  = $this->post( 'post', 'Second story', array( 'post_category' => array( $this->ids['local'] ) ) );
		$this->ids['parent']  = $this->post( 'page', 'Company' );
		$this->ids['child']   = $this->post( 'page', 'Team', array( 'post_parent' => $this->ids['parent'] ) );
		$this->ids['grandkid'] = $this->post( 'page', 'Engineers', array( 'post_parent' => $this->ids['child'] ) );
	}

	/**
	 * Pages and what their trail must name, home first.
	 *
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public static function pages(): array {
		return array(
			'post (first category)' => array( 'post', array( 'Home', 'Guides & Tips', 'Hello trail' ) ),
			'post, primary category chosen' => array( 'post-primary', array( 'Home', 'News', 'Local', 'Hello trail' ) ),
			'page with parents'     => array( 'grandkid', array( 'Home', 'Company', 'Team', 'Engineers' ) ),
			'term with parents'     => array( 'local', array( 'Home', 'News', 'Local' ) ),
			'paginated term archive' => array( 'local-2', array( 'Home', 'News', 'Local' ) ),
			'author'                => array( 'author', array( 'Home', 'Ada Writer' ) ),
			'search'                => array( 'search', array( 'Home', 'Search results for “trail”' ) ),
			'404'                   => array( '404', array() ),
			'home'                  => array( 'home', array() ),
		);
	}

	/**
	 * The visible trail (template function, shortcode, block) and the JSON-LD list are the
	 * same items: names, URLs and order.
	 *
	 * @dataProvider pages
	 *
	 * @param string   $page  Page key.
	 * @param string[] $names Expected names ([] for no trail).
	 */
	public function test_visible_trail_equals_breadcrumb_list( string $page, array $names ): void {
		if ( 'post-primary' === $page ) {
			update_post_meta( $this->ids['post'], PrimaryTerms::KEY, wp_slash( '{"category":' . $this->ids['local'] . '}' ) );
		}
		$head = $this->render_request( $this->vars( $page ) )['head'];
		$list = $this->breadcrumb_list( $head );

		$visible   = self::visible_items( lodestar_breadcrumbs( false ) );
		$shortcode = self::visible_items( do_shortcode( '[lodestar_breadcrumbs]' ) );
		$block     = self::visible_items( do_blocks( '<!-- wp:lodestar/breadcrumbs /-->' ) );

		$this->assertSame( $names, array_column( $list, 0 ), 'JSON-LD names' );
		$this->assertSame( $list, $visible, 'template function == JSON-LD' );
		$this->assertSame( $list, $shortcode, 'shortcode == JSON-LD' );
		$this->assertSame( $list, $block, 'block == JSON-LD' );
		if ( array() !== $names ) {
			$this->assertSame( home_url( '/' ), $list[0][1] );
			foreach ( $list as $item ) {
				$this->assertNotSame( '', $item[1], 'every item has its URL' );
			}
		}
	}

	/**
	 * URLs of each kind: ancestors link to themselves, the last item to the page (page 1 of a
	 * paginated archive keeps the term's own link for the term).
	 */
	public function test_item_urls(): void {
		$list = $this->breadcrumb_list( $this->render_request( $this->vars( 'grandkid' ) )['head'] );
		$this->assertSame(
			array( home_url( '/' ), get_permalink( $this->ids['parent'] ), get_permalink( $this->ids['child'] ), get_permalink( $this->ids['grandkid'] ) ),
			array_column( $list, 1 )
		);
		$list = $this->breadcrumb_list( $this->render_request( $this->vars( 'local-2' ) )['head'] );
		$this->assertSame( array( home_url( '/' ), get_term_link( $this->ids['news'] ), get_term_link( $this->ids['local'] ) ), array_column( $list, 1 ) );
	}

	/**
	 * Settings: the home label names the first item in both; the prefix, separator and bold last
	 * item shape the visible markup only; the blog page joins a post's trail when asked.
	 */
	public function test_settings_shape_the_trail_and_markup(): void {
		$blog = $this->post( 'page', 'Journal' );
		$front = $this->post( 'page', 'Welcome' );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		update_option( 'page_for_posts', $blog );
		update_option(
			Definitions::OPTION,
			array(
				'breadcrumbs_home_label' => 'Start',
				'breadcrumbs_prefix'     => 'You are here:',
				'breadcrumbs_separator'  => '/',
				'breadcrumbs_show_blog'  => true,
				'breadcrumbs_bold_last'  => true,
			)
		);
		Plugin::instance()->settings()->flush();

		$head = $this->render_request( $this->vars( 'second' ) )['head'];
		$list = $this->breadcrumb_list( $head );
		$html = lodestar_breadcrumbs( false );
		$this->assertSame( array( 'Start', 'Journal', 'News', 'Local', 'Second story' ), array_column( $list, 0 ) );
		$this->assertSame( get_permalink( $blog ), $list[1][1] );
		$this->assertSame( $list, self::visible_items( $html ) );
		$this->assertStringStartsWith( '<nav class="lodestar-breadcrumbs" aria-label="Breadcrumbs"><span class="lodestar-breadcrumbs__prefix">You are here:</span> <a href="' . home_url( '/' ) . '">Start</a> <span class="lodestar-breadcrumbs__separator" aria-hidden="true">/</span> ', $html );
		$this->assertStringEndsWith( '<a class="lodestar-breadcrumbs__current" href="' . get_permalink( $this->ids['second'] ) . '" aria-current="page"><strong>Second story</strong></a></nav>', $html );

		update_option( Definitions::OPTION, array( 'breadcrumbs_bold_last' => false ) );
		Plugin::instance()->settings()->flush();
		$this->render_request( $this->vars( 'second' ) );
		$html = lodestar_breadcrumbs( false );
		$this->assertStringNotContainsString( '<strong>', $html );
		$this->assertStringContainsString( '<span class="lodestar-breadcrumbs__separator" aria-hidden="true">»</span>', $html );
		$this->assertStringContainsString( '>Home</a>', $html );
		$this->assertStringNotContainsString( 'Journal', $html );
	}

	/**
	 * A primary category that is no longer among the post's categories is ignored; %primary_category%
	 * and the schema's articleSection follow the trail.
	 */
	public function test_primary_category_feeds_variables_and_ignores_stale_choices(): void {
		update_option( Definitions::OPTION, array( 'page_title' => '%primary_category% %separator% %title%' ) );
		Plugin::instance()->settings()->flush();
		update_post_meta( $this->ids['post'], PrimaryTerms::KEY, wp_slash( '{"category":' . $this->ids['local'] . '}' ) );
		$result = $this->render_request( $this->vars( 'post' ) );
		$this->assertSame( 'Local - Hello trail', $result['title'] );
		$this->assertSame( 'Local', $this->node( $result['head'], 'Article' )['articleSection'] );

		wp_set_post_categories( $this->ids['post'], array( $this->ids['guides'] ) );
		clean_post_cache( $this->ids['post'] );
		$result = $this->render_request( $this->vars( 'post' ) );
		$this->assertSame( 'Guides &amp; Tips - Hello trail', $result['title'] );
		$this->assertSame( array( 'Home', 'Guides & Tips', 'Hello trail' ), array_column( $this->breadcrumb_list( $result['head'] ), 0 ) );
	}

	/**
	 * The stored value is sanitized to taxonomy => positive id.
	 */
	public function test_primary_terms_meta_is_sanitized(): void {
		$this->assertSame( '{"category":12,"genre":3}', PrimaryTerms::sanitize( '{"genre":"3","category":12,"Bad Key":4,"tag":-1}' ) );
		$this->assertSame( '', PrimaryTerms::sanitize( 'not json' ) );
		$this->assertSame( '', PrimaryTerms::sanitize( array( 'category' => 0 ) ) );
	}

	/**
	 * The block is registered from its block.json with its supports, server-rendered.
	 */
	public function test_block_is_registered_with_supports(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( Breadcrumbs::BLOCK ) ) {
			$registry->unregister( Breadcrumbs::BLOCK );
		}
		$breadcrumbs = Plugin::instance()->breadcrumbs();
		// A page view's init leaves it unregistered (reading block.json costs as much as the head).
		$breadcrumbs->register_block_where_needed();
		$this->assertFalse( $registry->is_registered( Breadcrumbs::BLOCK ) );

		$this->go_to( $this->vars( 'post' ) );
		// No filter of Lodestar's runs for other blocks.
		$this->assertFalse( has_filter( 'pre_render_block', array( $breadcrumbs, 'render_unregistered_block' ) ) );
		$this->assertFalse( has_filter( 'render_block', array( $breadcrumbs, 'render_unregistered_block' ) ) );
		$seen = array();
		$spy  = static function ( $content, $block ) use ( &$seen ) {
			$seen[] = $block['blockName'];
			return $content;
		};
		add_filter( 'render_block_' . Breadcrumbs::BLOCK, $spy, 5, 2 );
		// A page that renders it, nested in a group (inner blocks look their type up before
		// any filter runs) and at the top level: registered then, rendered with its supports' classes.
		$top = do_blocks( '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:lodestar/breadcrumbs /-->' );
		$this->assertMatchesRegularExpression( '/^<p[^>]*>Before<\/p><nav class="lodestar-breadcrumbs wp-block-lodestar-breadcrumbs" aria-label="Breadcrumbs">.*<strong>Hello trail<\/strong><\/a><\/nav>$/s', trim( $top ) );
		$this->assertSame( 1, substr_count( $top, '<nav' ) );
		$registry->unregister( Breadcrumbs::BLOCK );
		$html = do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:lodestar/breadcrumbs {"textColor":"vivid-red","fontSize":"small"} /--></div><!-- /wp:group -->' );
		$this->assertTrue( $registry->is_registered( Breadcrumbs::BLOCK ) );
		$this->assertMatchesRegularExpression( '/<nav[^>]*class="[^"]*lodestar-breadcrumbs[^"]*has-vivid-red-color[^"]*has-small-font-size/', $html );
		$this->assertStringContainsString( 'wp-block-lodestar-breadcrumbs', $html );
		$this->assertSame( 1, substr_count( $html, '<nav' ) );
		$this->assertSame( $html, do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:lodestar/breadcrumbs {"textColor":"vivid-red","fontSize":"small"} /--></div><!-- /wp:group -->' ), 'Registered: the same markup.' );
		remove_filter( 'render_block_' . Breadcrumbs::BLOCK, $spy, 5 );
		// The block filter ran for the breadcrumbs only: on each unregistered pass and on each
		// rendering of the registered block.
		$this->assertSame( array( Breadcrumbs::BLOCK ), array_values( array_unique( $seen ) ) );

		// The admin (the editors) registers it at init; so does the REST API.
		$registry->unregister( Breadcrumbs::BLOCK );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$GLOBALS['current_screen'] = \WP_Screen::get( 'edit-post' );
		$breadcrumbs->register_block_where_needed();
		$this->assertTrue( $registry->is_registered( Breadcrumbs::BLOCK ) );
		$GLOBALS['current_screen'] = null;
		$registry->unregister( Breadcrumbs::BLOCK );
		do_action( 'rest_api_init', rest_get_server() );
		$this->assertTrue( $registry->is_registered( Breadcrumbs::BLOCK ) );

		$block = $registry->get_registered( Breadcrumbs::BLOCK );
		$this->assertNotNull( $block );
		$this->assertTrue( $block->is_dynamic() );
		$this->assertTrue( $block->supports['color']['link'] );
		$this->assertTrue( $block->supports['typography']['fontSize'] );
		$this->assertFalse( $block->supports['multiple'] );
		$this->assertSame( array( Breadcrumbs::EDITOR_HANDLE ), $block->editor_script_handles );
	}

	/**
	 * Query vars of a page.
	 *
	 * @param string $page Page key.
	 * @return array<string, mixed>
	 */
	private function vars( string $page ): array {
		switch ( $page ) {
			case 'post':
			case 'post-primary':
				return array( 'p' => $this->ids['post'] );
			case 'second':
				return array( 'p' => $this->ids['second'] );
			case 'grandkid':
				return array( 'page_id' => $this->ids['grandkid'] );
			case 'local':
				return array( 'cat' => $this->ids['local'] );
			case 'local-2':
				return array(
					'cat'   => $this->ids['local'],
					'paged' => 2,
				);
			case 'author':
				return array( 'author' => $this->ids['author'] );
			case 'search':
				return array( 's' => 'trail' );
			case 'home':
				return array();
		}
		return array( 'error' => '404' );
	}

	/**
	 * The BreadcrumbList of a printed head as [name, item] pairs ([] when there is none).
	 *
	 * @param string $head Head HTML.
	 * @return list<array{0: string, 1: string}>
	 */
	private function breadcrumb_list( string $head ): array {
		$node = $this->node( $head, 'BreadcrumbList' );
		if ( null === $node ) {
			return array();
		}
		$items = array();
		foreach ( $node['itemListElement'] as $index => $item ) {
			$this->assertSame( $index + 1, $item['position'] );
			$items[] = array( $item['name'], $item['item'] );
		}
		return $items;
	}

	/**
	 * The first node of a type in the printed graph.
	 *
	 * @param string $head Head HTML.
	 * @param string $type @type.
	 * @return array<string, mixed>|null
	 */
	private function node( string $head, string $type ): ?array {
		if ( ! preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match ) ) {
			return null;
		}
		foreach ( json_decode( $match[1], true )['@graph'] as $node ) {
			if ( $type === $node['@type'] ) {
				return $node;
			}
		}
		return null;
	}

	/**
	 * The items of printed breadcrumbs as [name, url] pairs ([] for no markup).
	 *
	 * @param string $html Breadcrumbs HTML.
	 * @return list<array{0: string, 1: string}>
	 */
	private static function visible_items( string $html ): array {
		preg_match_all( '#<a\b[^>]*\bhref="([^"]*)"[^>]*>(?:<strong>)?(.*?)(?:</strong>)?</a>#', $html, $matches, PREG_SET_ORDER );
		return array_map(
			static fn( array $m ): array => array( html_entity_decode( $m[2], ENT_QUOTES | ENT_HTML5, 'UTF-8' ), html_entity_decode( $m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ),
			$matches
		);
	}

	/**
	 * A published post by the test author.
	 *
	 * @param string               $type  Post type.
	 * @param string               $title Title.
	 * @param array<string, mixed> $extra More post fields.
	 */
	private function post( string $type, string $title, array $extra = array() ): int {
		return (int) wp_insert_post(
			array_merge(
				array(
					'post_type'    => $type,
					'post_title'   => $title,
					'post_status'  => 'publish',
					'post_author'  => $this->ids['author'] ?? 1,
					'post_date'    => '2024-03-05 10:00:00',
					'post_content' => 'Body of ' . $title . ' trail',
				),
				$extra
			)
		);
	}
}
