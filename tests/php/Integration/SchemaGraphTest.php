<?php
/**
 * JSON-LD graph: page types, display conditions, escaping, defaults and removal.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\Catalogue;
use Lodestar\Schema\Encoder;
use Lodestar\Schema\SchemaPostMeta;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Renders real front-end requests and reads the one JSON-LD script of the head.
 */
class SchemaGraphTest extends TestCase {

	use HeadHarness;

	/**
	 * Ids of the site built for a test.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * A small site: an author, a category tree, a tag, a post, a page, a book post type.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Lodestar Test' );
		update_option( 'show_on_front', 'posts' );
		register_post_type(
			'book',
			array(
				'public'      => true,
				'has_archive' => true,
				'label'       => 'Books',
				'supports'    => array( 'title', 'editor', 'author' ),
			)
		);
		register_taxonomy( 'genre', 'book', array( 'public' => true ) );
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );

		$this->ids['author'] = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $this->ids['author'],
				'display_name' => 'Ada Writer',
				'description'  => 'Writes things.',
			)
		);
		$this->ids['news']   = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$this->ids['local']  = (int) wp_insert_term( 'Local', 'category', array( 'parent' => $this->ids['news'] ) )['term_id'];
		$this->ids['tag']    = (int) wp_insert_term( 'Tagged', 'post_tag' )['term_id'];
		$this->ids['sci-fi'] = (int) wp_insert_term( 'Sci-fi', 'genre' )['term_id'];
		$this->ids['post']   = $this->post( 'post', 'Hello schema', array( 'post_category' => array( $this->ids['local'] ) ) );
		$this->ids['other']  = $this->post( 'post', 'Another story' );
		$this->ids['page']   = $this->post( 'page', 'About us' );
		$this->ids['book']   = $this->post( 'book', 'Dune' );
		wp_set_post_terms( $this->ids['post'], array( $this->ids['tag'] ), 'post_tag' );
		wp_set_post_terms( $this->ids['book'], array( $this->ids['sci-fi'] ), 'genre' );
	}

	/**
	 * Post type and taxonomy removed.
	 */
	protected function tearDown(): void {
		unregister_taxonomy( 'genre' );
		unregister_post_type( 'book' );
		parent::tearDown();
	}

	/**
	 * The graph on a single post: WebSite, Organization, WebPage, BreadcrumbList, Person,
	 * Article, linked by @id.
	 */
	public function test_single_post_graph_links_nodes_by_id(): void {
		$graph = $this->graph( array( 'p' => $this->ids['post'] ) );
		$home  = home_url( '/' );
		$url   = get_permalink( $this->ids['post'] );
		$nodes = $this->by_id( $graph );

		$this->assertSame( array( $home . '#website', $home . '#organization', $url . '#webpage', $url . '#breadcrumb', $home . '#author-' . $this->ids['author'], $url . '#article' ), array_keys( $nodes ) );
		$this->assertSame( 'WebSite', $nodes[ $home . '#website' ]['@type'] );
		$this->assertSame( 'Lodestar Test', $nodes[ $home . '#website' ]['name'] );
		$this->assertSame( array( '@id' => $home . '#organization' ), $nodes[ $home . '#website' ]['publisher'] );
		$this->assertSame( 'SearchAction', $nodes[ $home . '#website' ]['potentialAction']['@type'] );
		$this->assertSame( home_url( '/?s={search_term_string}' ), $nodes[ $home . '#website' ]['potentialAction']['target']['urlTemplate'] );
		$this->assertSame( array( '@id' => $home . '#website' ), $nodes[ $url . '#webpage' ]['isPartOf'] );
		$this->assertSame( array( '@id' => $url . '#breadcrumb' ), $nodes[ $url . '#webpage' ]['breadcrumb'] );
		$this->assertSame( 'Hello schema', $nodes[ $url . '#webpage' ]['name'] );

		$article = $nodes[ $url . '#article' ];
		$this->assertSame( 'Article', $article['@type'] );
		$this->assertSame( 'Hello schema', $article['headline'] );
		$this->assertSame( array( '@id' => $url . '#webpage' ), $article['isPartOf'] );
		$this->assertSame( array( '@id' => $url . '#webpage' ), $article['mainEntityOfPage'] );
		$this->assertSame( array( '@id' => $home . '#author-' . $this->ids['author'] ), $article['author'] );
		$this->assertSame( array( '@id' => $home . '#organization' ), $article['publisher'] );
		$this->assertSame( '2024-03-05T10:00:00+00:00', $article['datePublished'] );
		$this->assertSame( 'Local', $article['articleSection'] );

		$person = $nodes[ $home . '#author-' . $this->ids['author'] ];
		$this->assertSame( 'Ada Writer', $person['name'] );
		$this->assertSame( 'Writes things.', $person['description'] );

		$crumbs = array_map( static fn( array $item ): string => $item['name'], $nodes[ $url . '#breadcrumb' ]['itemListElement'] );
		$this->assertSame( array( 'Home', 'News', 'Local', 'Hello schema' ), $crumbs );
		$this->assertSame( array( 1, 2, 3, 4 ), array_column( $nodes[ $url . '#breadcrumb' ]['itemListElement'], 'position' ) );
	}

	/**
	 * Graphs of the other page types: what each holds and what it must not.
	 *
	 * @return array<string, array{0: string, 1: string[], 2: string[]}>
	 */
	public static function page_types(): array {
		return array(
			'page'               => array( 'page', array( 'WebSite', 'Organization', 'WebPage', 'BreadcrumbList' ), array( 'Article', 'Person' ) ),
			'home (latest posts)' => array( 'home', array( 'WebSite', 'Organization', 'WebPage' ), array( 'Article', 'BreadcrumbList', 'Person' ) ),
			'category'           => array( 'category', array( 'WebSite', 'Organization', 'WebPage', 'BreadcrumbList' ), array( 'Article', 'Person' ) ),
			'tag'                => array( 'tag', array( 'WebSite', 'Organization', 'WebPage', 'BreadcrumbList' ), array( 'Article' ) ),
			'custom taxonomy'    => array( 'genre', array( 'WebSite', 'WebPage', 'BreadcrumbList' ), array( 'Article' ) ),
			'custom post'        => array( 'book', array( 'WebSite', 'WebPage', 'BreadcrumbList' ), array( 'Article', 'Person' ) ),
			'post type archive'  => array( 'book-archive', array( 'WebSite', 'WebPage', 'BreadcrumbList' ), array( 'Article' ) ),
			'author archive'     => array( 'author', array( 'WebSite', 'WebPage', 'BreadcrumbList', 'Person' ), array( 'Article' ) ),
			'date archive'       => array( 'date', array( 'WebSite', 'WebPage', 'BreadcrumbList' ), array( 'Article', 'Person' ) ),
			'search'             => array( 'search', array( 'WebSite', 'WebPage', 'BreadcrumbList' ), array( 'Article', 'Person' ) ),
			'not found'          => array( '404', array( 'WebSite', 'Organization', 'WebPage' ), array( 'Article', 'Person', 'BreadcrumbList' ) ),
		);
	}

	/**
	 * Each page type gets its graph.
	 *
	 * @dataProvider page_types
	 *
	 * @param string   $page    Page key.
	 * @param string[] $present Types present.
	 * @param string[] $absent  Types absent.
	 */
	public function test_graph_on_each_page_type( string $page, array $present, array $absent ): void {
		update_option( Definitions::OPTION, array( 'author_archive' => true, 'date_archive' => true ) );
		Plugin::instance()->settings()->flush();
		$graph = $this->graph( $this->vars( $page ) );
		$types = array_column( $graph, '@type' );
		foreach ( $present as $type ) {
			$this->assertContains( $type, $types, "$page has $type" );
		}
		foreach ( $absent as $type ) {
			$this->assertNotContains( $type, $types, "$page has no $type" );
		}
		foreach ( $graph as $node ) {
			$this->assertArrayHasKey( '@id', $node );
			$this->assertNotEmpty( $node['@type'] );
		}
		$ids = array_column( $graph, '@id' );
		$this->assertSame( $ids, array_unique( $ids ), 'Each @id once.' );
		// Every reference points to a node of the graph.
		array_walk_recursive(
			$graph,
			function ( $value, $key ) use ( $ids ) {
				if ( '@id' === $key ) {
					$this->assertContains( $value, $ids );
				}
			}
		);
	}

	/**
	 * The Organization carries the Other Accounts profiles as sameAs.
	 */
	public function test_organization_same_as_lists_social_profiles(): void {
		update_option(
			Definitions::OPTION,
			array(
				'facebook_page_url'        => 'https://www.facebook.com/lodestar',
				'twitter_profile_username' => '@lodestar',
				'instagram_account'        => 'https://instagram.com/lodestar',
				'social_profiles'          => array( 'github' => 'https://github.com/lodestar' ),
			)
		);
		Plugin::instance()->settings()->flush();
		$nodes = $this->by_type( $this->graph( array() ) );
		$this->assertSame(
			array( 'https://www.facebook.com/lodestar', 'https://x.com/lodestar', 'https://instagram.com/lodestar', 'https://github.com/lodestar' ),
			$nodes['Organization']['sameAs']
		);
	}

	/**
	 * The author's Person carries the Facebook profile and X account of the profile screen as
	 * sameAs (none without them); the profile screen offers both fields.
	 */
	public function test_author_same_as_lists_the_profile_accounts(): void {
		$person = fn(): array => $this->by_type( $this->graph( array( 'p' => $this->ids['post'] ) ) )['Person'];
		$this->assertArrayNotHasKey( 'sameAs', $person() );

		update_user_meta( $this->ids['author'], 'facebook', 'https://www.facebook.com/author.page' );
		update_user_meta( $this->ids['author'], 'twitter', '@author_x' );
		$this->assertSame( array( 'https://www.facebook.com/author.page', 'https://x.com/author_x' ), $person()['sameAs'] );

		update_user_meta( $this->ids['author'], 'facebook', 'javascript:alert(1)' );
		$this->assertSame( array( 'https://x.com/author_x' ), $person()['sameAs'], 'Only web URLs.' );

		$methods = ( new \Lodestar\Meta\AuthorProfiles() )->contact_methods( array( 'twitter' => 'Twitter (another plugin)' ) );
		$this->assertSame( array( 'twitter' => 'Twitter (another plugin)', 'facebook' => 'Facebook profile URL' ), $methods );
	}

	/**
	 * Display-condition cases: [show_on rules, specific, not_show_on rules, not specific, page, shown].
	 *
	 * @return array<string, array{0: string[], 1: string[], 2: string[], 3: string[], 4: string, 5: bool}>
	 */
	public static function conditions(): array {
		return array(
			'entire site on a post'                 => array( array( 'basic-global' ), array(), array(), array(), 'post', true ),
			'entire site on 404'                    => array( array( 'basic-global' ), array(), array(), array(), '404', true ),
			'singulars on a page'                   => array( array( 'basic-singulars' ), array(), array(), array(), 'page', true ),
			'singulars not on a category'           => array( array( 'basic-singulars' ), array(), array(), array(), 'category', false ),
			'archives on a category'                => array( array( 'basic-archives' ), array(), array(), array(), 'category', true ),
			'archives not on a post'                => array( array( 'basic-archives' ), array(), array(), array(), 'post', false ),
			'front page on home'                    => array( array( 'special-front' ), array(), array(), array(), 'home', true ),
			'front page not on a post'              => array( array( 'special-front' ), array(), array(), array(), 'post', false ),
			'blog page on home (latest posts)'      => array( array( 'special-blog' ), array(), array(), array(), 'home', true ),
			'404 only on 404'                       => array( array( 'special-404' ), array(), array(), array(), '404', true ),
			'404 not on search'                     => array( array( 'special-404' ), array(), array(), array(), 'search', false ),
			'search on search'                      => array( array( 'special-search' ), array(), array(), array(), 'search', true ),
			'date on date archive'                  => array( array( 'special-date' ), array(), array(), array(), 'date', true ),
			'author on author archive'              => array( array( 'special-author' ), array(), array(), array(), 'author', true ),
			'all posts on a post'                   => array( array( 'post|all' ), array(), array(), array(), 'post', true ),
			'all posts not on a page'               => array( array( 'post|all' ), array(), array(), array(), 'page', false ),
			'all books on a book'                   => array( array( 'book|all' ), array(), array(), array(), 'book', true ),
			'books archive'                         => array( array( 'book|all|archive' ), array(), array(), array(), 'book-archive', true ),
			'books archive not on a book'           => array( array( 'book|all|archive' ), array(), array(), array(), 'book', false ),
			'category archives on a category'       => array( array( 'post|all|taxarchive|category' ), array(), array(), array(), 'category', true ),
			'category archives not on a tag'        => array( array( 'post|all|taxarchive|category' ), array(), array(), array(), 'tag', false ),
			'genre archives on a genre'             => array( array( 'book|all|taxarchive|genre' ), array(), array(), array(), 'genre', true ),
			'specific post on it'                   => array( array( 'specifics' ), array( 'post:post' ), array(), array(), 'post', true ),
			'specific post not on another post'     => array( array( 'specifics' ), array( 'post:post' ), array(), array(), 'other', false ),
			'specific term on it'                   => array( array( 'specifics' ), array( 'tax:local' ), array(), array(), 'category', true ),
			'exclusion wins: site minus posts'      => array( array( 'basic-global' ), array(), array( 'post|all' ), array(), 'post', false ),
			'exclusion elsewhere keeps it'          => array( array( 'basic-global' ), array(), array( 'post|all' ), array(), 'page', true ),
			'exclusion of a specific post'          => array( array( 'post|all' ), array(), array( 'specifics' ), array( 'post:post' ), 'post', false ),
			'exclusion of a specific post, another' => array( array( 'post|all' ), array(), array( 'specifics' ), array( 'post:post' ), 'other', true ),
			'specifics rule without ids'            => array( array( 'specifics' ), array(), array(), array(), 'post', false ),
			'no rule shows nowhere'                 => array( array(), array(), array(), array(), 'post', false ),
		);
	}

	/**
	 * A FAQ schema shows exactly where its conditions say.
	 *
	 * @dataProvider conditions
	 *
	 * @param string[] $show          show_on rules.
	 * @param string[] $show_specific show_on specific refs.
	 * @param string[] $hide          not_show_on rules.
	 * @param string[] $hide_specific not_show_on specific refs.
	 * @param string   $page          Page key.
	 * @param bool     $shown         Expected.
	 */
	public function test_display_conditions( array $show, array $show_specific, array $hide, array $hide_specific, string $page, bool $shown ): void {
		update_option( Definitions::OPTION, array( 'author_archive' => true, 'date_archive' => true ) );
		Plugin::instance()->settings()->flush();
		$schema                = SchemaRepository::new_schema( 'FAQPage', $show );
		$schema['fields']['mainEntity'] = array(
			array(
				'name'           => 'Is it shown?',
				'acceptedAnswer' => array( 'text' => 'Where the conditions say.' ),
			),
		);
		$schema['show_on']['specific']     = $this->specific( $show_specific );
		$schema['not_show_on']['rules']    = $hide;
		$schema['not_show_on']['specific'] = $this->specific( $hide_specific );
		$this->assertNotWPError( Plugin::instance()->schemas()->save( array( wp_generate_uuid4() => $schema ) ) );

		$types = array_column( $this->graph( $this->vars( $page ) ), '@type' );
		$this->assertSame( $shown, in_array( 'FAQPage', $types, true ) );
	}

	/**
	 * Payloads that try to leave the script element or inject markup, put in every string
	 * field of every type, come out as inert JSON text that decodes back to the payload.
	 */
	public function test_payloads_in_every_string_field_are_inert(): void {
		$payload = "</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)> \u{2028}\u{2029} ' \" & </SCRIPT >";
		$schemas = array();
		foreach ( Catalogue::types() as $type => $definition ) {
			$schema                = SchemaRepository::new_schema( $type );
			$schema['title']       = $payload;
			$schema['fields']      = array_merge( $schema['fields'], self::fill( $definition['fields'], $payload ) );
			$schemas[ wp_generate_uuid4() ] = $schema;
		}
		$this->assertNotWPError( Plugin::instance()->schemas()->save( $schemas ) );
		update_post_meta( $this->ids['post'], '_custom_payload', $payload );

		$page = $this->render_request( array( 'p' => $this->ids['post'] ) );
		$head = $page['head'];
		$this->assertSame( 1, substr_count( $head, '<script type="application/ld+json"' ) );
		preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match );
		$json = $match[1];
		foreach ( array( '<', '>', '&', "'", "\u{2028}", "\u{2029}" ) as $raw ) {
			$this->assertStringNotContainsString( $raw, $json, 'Raw ' . wp_json_encode( $raw ) . ' inside the script.' );
		}
		$this->assertStringNotContainsString( '<script>alert', $head );
		$this->assertStringNotContainsString( '<img', $head );
		$data = json_decode( $json, true );
		$this->assertIsArray( $data );
		$strings = array();
		array_walk_recursive(
			$data,
			function ( $value ) use ( &$strings ) {
				$strings[] = $value;
			}
		);
		// Every type's payload made it into the graph, unchanged.
		$types = array_column( $data['@graph'], '@type' );
		foreach ( array_keys( Catalogue::types() ) as $type ) {
			if ( in_array( $type, array( 'SearchAction', 'BreadcrumbList' ), true ) ) {
				continue;
			}
			$this->assertContains( Catalogue::get( $type )['type'], $types, "$type printed" );
		}
		$this->assertGreaterThan( 50, count( array_keys( $strings, $payload, true ) ) );
	}

	/**
	 * The encoder on its own.
	 */
	public function test_encoder_escapes_for_script(): void {
		$json = Encoder::encode( array( 'a' => "</script><!--\u{2028}&'\"/é" ) );
		$this->assertSame( '{"a":"\u003C/script\u003E\u003C!--\u2028\u0026\u0027\u0022/é"}', $json );
		$this->assertSame( array( 'a' => "</script><!--\u{2028}&'\"/é" ), json_decode( $json, true ) );
	}

	/**
	 * Defaults exist after activation; removing a schema removes its output; an empty map
	 * prints nothing; switching the feature off prints nothing.
	 */
	public function test_defaults_and_removal(): void {
		delete_option( SchemaRepository::OPTION );
		do_action( 'activate_plugin', 'akismet/akismet.php', false );
		$this->assertFalse( get_option( SchemaRepository::OPTION ), 'another plugin activated: nothing is created' );
		do_action( 'activate_plugin', plugin_basename( LODESTAR_FILE ), false );
		$schemas = Plugin::instance()->schemas()->all();
		$this->assertSame( array( 'WebSite', 'WebPage', 'Organization', 'BreadcrumbList', 'Article', 'SearchAction', 'Person' ), array_values( array_column( $schemas, 'type' ) ) );
		foreach ( array_keys( $schemas ) as $id ) {
			$this->assertMatchesRegularExpression( SchemaRepository::ID_PATTERN, $id );
		}
		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", SchemaRepository::OPTION ) ), array( 'yes', 'on', 'auto-on' ) );
		$article = array_search( 'Article', array_column( $schemas, 'type', null ), true );
		$this->assertSame( array( 'post|all' ), array_values( $schemas )[ $article ]['show_on']['rules'] );

		$this->assertContains( 'Article', array_column( $this->graph( array( 'p' => $this->ids['post'] ) ), '@type' ) );

		// Remove the Article through REST.
		$this->act_as( 'administrator' );
		$left = $schemas;
		foreach ( $left as $id => $schema ) {
			if ( 'Article' === $schema['type'] ) {
				unset( $left[ $id ] );
			}
		}
		$response = $this->rest( 'POST', '/lodestar/v1/schemas', array( 'schemas' => $left ) );
		$this->assertSame( 200, $response->get_status() );
		wp_set_current_user( 0 );
		$types = array_column( $this->graph( array( 'p' => $this->ids['post'] ) ), '@type' );
		$this->assertNotContains( 'Article', $types );
		$this->assertContains( 'WebPage', $types );

		// Feature off: no script.
		update_option( Definitions::OPTION, array( 'enable_schemas' => false ) );
		Plugin::instance()->settings()->flush();
		$this->assertStringNotContainsString( 'application/ld+json', $this->render_request( array( 'p' => $this->ids['post'] ) )['head'] );

		// Everything removed: no script.
		update_option( Definitions::OPTION, array() );
		Plugin::instance()->settings()->flush();
		Plugin::instance()->schemas()->save( array() );
		$this->assertStringNotContainsString( 'application/ld+json', $this->render_request( array( 'p' => $this->ids['post'] ) )['head'] );
	}

	/**
	 * The option stays autoloaded whoever writes it (e.g. a settings import with autoload off),
	 * and what an import wrote is read sanitized.
	 */
	public function test_option_stays_autoloaded_and_is_read_sanitized(): void {
		global $wpdb;
		$autoload = static fn() => $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", SchemaRepository::OPTION ) );
		$schemas  = Plugin::instance()->schemas()->all();
		$id       = (string) array_key_first( $schemas );

		update_option( SchemaRepository::OPTION, array( $id => array_merge( $schemas[ $id ], array( 'title' => 'Imported' ) ) ), false );
		$this->assertContains( $autoload(), array( 'yes', 'on' ) );
		delete_option( SchemaRepository::OPTION );
		add_option(
			SchemaRepository::OPTION,
			array(
				$id        => $schemas[ $id ],
				'not-a-id' => $schemas[ $id ],
				wp_generate_uuid4() => array( 'type' => 'NoSuchType' ),
			),
			'',
			false
		);
		$this->assertContains( $autoload(), array( 'yes', 'on' ) );
		$this->assertSame( array( $id ), array_keys( Plugin::instance()->schemas()->all() ) );
	}

	/**
	 * A node whose required field is empty is left out, and nothing links to it.
	 */
	public function test_node_with_empty_required_field_is_left_out(): void {
		$product = SchemaRepository::new_schema( 'Product', array( 'post|all' ) );
		// No price: the required offer is empty, so no Product.
		$this->assertNotWPError( Plugin::instance()->schemas()->save( array( wp_generate_uuid4() => $product ) + Plugin::instance()->schemas()->all() ) );
		$types = array_column( $this->graph( array( 'p' => $this->ids['post'] ) ), '@type' );
		$this->assertNotContains( 'Product', $types );

		$schemas = Plugin::instance()->schemas()->all();
		foreach ( $schemas as $id => $schema ) {
			if ( 'Organization' === $schema['type'] ) {
				$schemas[ $id ]['fields']['name'] = '%custom_field.missing%';
			}
		}
		Plugin::instance()->schemas()->save( $schemas );
		$graph = $this->graph( array( 'p' => $this->ids['post'] ) );
		$this->assertNotContains( 'Organization', array_column( $graph, '@type' ) );
		$this->assertStringNotContainsString( '#organization', (string) wp_json_encode( $graph ) );
	}

	/**
	 * The post's own choices: switch Article to BlogPosting, turn a schema off, add a FAQ.
	 */
	public function test_per_post_schema_choices(): void {
		$faq = wp_generate_uuid4();
		$this->act_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $this->ids['post'],
			array(
				'meta' => array(
					SchemaPostMeta::KEY => wp_json_encode(
						array(
							$this->schema_id( 'Article' )      => array( 'fields' => array( '@type' => 'BlogPosting' ) ),
							$this->schema_id( 'BreadcrumbList' ) => array( 'disabled' => true ),
							$faq                               => array(
								'title'  => 'FAQ',
								'type'   => 'FAQPage',
								'fields' => array(
									'mainEntity' => array(
										array(
											'name'           => 'Why?',
											'acceptedAnswer' => array( 'text' => 'Because.' ),
										),
									),
								),
							),
						)
					),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		wp_set_current_user( 0 );

		$types = array_column( $this->graph( array( 'p' => $this->ids['post'] ) ), '@type' );
		$this->assertContains( 'BlogPosting', $types );
		$this->assertNotContains( 'Article', $types );
		$this->assertNotContains( 'BreadcrumbList', $types );
		$this->assertContains( 'FAQPage', $types );
		// Other posts keep the site's schemas.
		$other = array_column( $this->graph( array( 'p' => $this->ids['other'] ) ), '@type' );
		$this->assertContains( 'Article', $other );
		$this->assertNotContains( 'FAQPage', $other );
	}

	/**
	 * A contributor cannot write the schema meta of someone else's post.
	 */
	public function test_per_post_meta_needs_edit_post(): void {
		$this->act_as( 'contributor' );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $this->ids['post'], array( 'meta' => array( SchemaPostMeta::KEY => '{}' ) ) );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
	}

	/**
	 * WooCommerce's product JSON-LD is emptied where a Product schema applies, kept elsewhere.
	 */
	public function test_woocommerce_product_markup_not_duplicated(): void {
		$product                      = SchemaRepository::new_schema( 'Product', array( 'specifics' ) );
		$product['show_on']['specific'] = array( 'post-' . $this->ids['post'] );
		$product['fields']['offers']  = array( 'price' => '10', 'priceCurrency' => 'EUR' );
		$product['fields']['image']   = 'https://example.org/p.jpg';
		Plugin::instance()->schemas()->save( array( wp_generate_uuid4() => $product ) );
		$woo = array(
			'@type' => 'Product',
			'name'  => 'From WooCommerce',
		);

		$this->go_to( array( 'p' => $this->ids['post'] ) );
		$this->assertSame( array(), apply_filters( 'woocommerce_structured_data_product', $woo, null ) );
		$this->go_to( array( 'p' => $this->ids['other'] ) );
		$this->assertSame( $woo, apply_filters( 'woocommerce_structured_data_product', $woo, null ) );
	}

	/**
	 * REST: denied without manage_options, invalid maps refused with a message, search shape.
	 */
	public function test_rest_permissions_validation_and_search(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/lodestar/v1/schemas' )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/schemas', array( 'schemas' => array() ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/schemas/search', array( 'q' => 'Hello' ) )->get_status() );

		$this->act_as( 'administrator' );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/schemas' ) );
		$this->assertTrue( $data['success'] );
		$this->assertCount( 7, $data['data']['schemas'] );
		$this->assertCount( 22, $data['data']['types'] );
		$this->assertSame( array(), $data['data']['types']['BreadcrumbList']['fields'] );
		$rules = array_merge( ...array_map( static fn( array $group ): array => array_keys( $group['options'] ), $data['data']['rules'] ) );
		foreach ( array( 'basic-global', 'basic-singulars', 'basic-archives', 'special-front', 'special-blog', 'special-404', 'special-search', 'special-date', 'special-author', 'post|all', 'post|all|archive', 'post|all|taxarchive|category', 'page|all', 'book|all', 'book|all|archive', 'book|all|taxarchive|genre', 'specifics' ) as $rule ) {
			$this->assertContains( $rule, $rules );
		}

		$invalid = array(
			'a string'        => array( 'all of them', 'rest_invalid_param' ),
			'a list'          => array( array( 1, 2 ), 'lodestar_invalid_schemas' ),
			'bad id'          => array( array( 'abc' => SchemaRepository::new_schema( 'FAQPage' ) ), 'lodestar_invalid_schemas' ),
			'unknown type'    => array( array( wp_generate_uuid4() => array( 'title' => 'X' ) + SchemaRepository::new_schema( 'FAQPage' ), 'x' => 1 ), 'lodestar_invalid_schemas' ),
			'unknown rule'    => array( array( wp_generate_uuid4() => array_replace_recursive( SchemaRepository::new_schema( 'FAQPage' ), array( 'show_on' => array( 'rules' => array( 'nowhere' ) ) ) ) ), 'lodestar_invalid_schemas' ),
			'bad @type'       => array( array( wp_generate_uuid4() => array_replace_recursive( SchemaRepository::new_schema( 'Article' ), array( 'fields' => array( '@type' => 'Recipe' ) ) ) ), 'lodestar_invalid_schemas' ),
			'bad specific'    => array( array( wp_generate_uuid4() => array_replace_recursive( SchemaRepository::new_schema( 'FAQPage' ), array( 'show_on' => array( 'specific' => array( 'post-x' ) ) ) ) ), 'lodestar_invalid_schemas' ),
		);
		foreach ( $invalid as $name => $case ) {
			list( $schemas, $code ) = $case;
			$response               = $this->rest( 'POST', '/lodestar/v1/schemas', array( 'schemas' => $schemas ) );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertSame( $code, $response->get_data()['code'], $name );
		}
		$this->assertCount( 7, Plugin::instance()->schemas()->all(), 'Nothing written by refused saves.' );

		$search = $this->json_data( $this->rest( 'POST', '/lodestar/v1/schemas/search', array( 'q' => 'Hello schema' ) ) );
		$this->assertTrue( $search['success'] );
		$this->assertSame(
			array(
				array(
					'text'     => 'Posts',
					'children' => array(
						array(
							'id'   => 'post-' . $this->ids['post'],
							'text' => 'Hello schema',
						),
					),
				),
			),
			$search['results']
		);
		$terms = $this->json_data( $this->rest( 'POST', '/lodestar/v1/schemas/search', array( 'q' => 'Loca' ) ) );
		$groups = array_column( $terms['results'], 'children', 'text' );
		$this->assertSame(
			array(
				array(
					'id'   => 'tax-' . $this->ids['local'],
					'text' => 'Local',
				),
			),
			$groups['Categories']
		);
	}

	/**
	 * URL properties keep only http(s) URLs and variable-led values: refused on save with a
	 * message naming the property, emptied when written another way (an import).
	 */
	public function test_url_properties_refuse_other_schemes(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '//evil.test/x', 'ftp://x.test/' ) as $bad ) {
			$schema   = array_replace_recursive( SchemaRepository::new_schema( 'Article' ), array( 'fields' => array( 'image' => $bad ) ) );
			$response = $this->rest( 'POST', '/lodestar/v1/schemas', array( 'schemas' => array( wp_generate_uuid4() => $schema ) ) );
			$this->assertSame( 400, $response->get_status(), $bad );
			$this->assertSame( 'The image field of the Article schema must be an http or https URL, or start with a variable.', $response->get_data()['message'], $bad );
		}
		$nested   = array_replace_recursive( SchemaRepository::new_schema( 'Article' ), array( 'fields' => array( 'author' => array( 'sameAs' => array( 'https://ok.test/', 'javascript:x' ) ) ) ) );
		$response = $this->rest( 'POST', '/lodestar/v1/schemas', array( 'schemas' => array( wp_generate_uuid4() => $nested ) ) );
		$this->assertSame( 400, $response->get_status(), 'A bad URL inside a list inside a group.' );

		$id   = wp_generate_uuid4();
		$good = array_replace_recursive( SchemaRepository::new_schema( 'Article' ), array( 'fields' => array( 'image' => 'https://cdn.test/a.png' ) ) );
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/schemas', array( 'schemas' => array( $id => $good ) ) )->get_status() );
		$this->assertSame( 'https://cdn.test/a.png', Plugin::instance()->schemas()->all()[ $id ]['fields']['image'] );

		// Written past the REST validation (an import, another plugin): the bad URLs are emptied.
		$raw = array_replace_recursive(
			SchemaRepository::new_schema( 'Article' ),
			array(
				'fields' => array(
					'image'    => 'javascript:alert(1)',
					'headline' => 'javascript: is fine as text',
					'author'   => array( 'sameAs' => array( 'https://ok.test/', 'javascript:x' ) ),
					'url'      => '%permalink%',
				),
			)
		);
		update_option( SchemaRepository::OPTION, array( $id => $raw ) );
		$stored = get_option( SchemaRepository::OPTION )[ $id ]['fields'];
		$this->assertSame( '', $stored['image'] );
		$this->assertSame( 'javascript: is fine as text', $stored['headline'] );
		$this->assertSame( array( 'https://ok.test/', '' ), $stored['author']['sameAs'] );
		$this->assertSame( '%permalink%', $stored['url'] );
	}

	/**
	 * The search route enforces its declared `q` schema: a string of 1 to 200 characters.
	 */
	public function test_schema_search_refuses_a_q_outside_its_schema(): void {
		$this->act_as( 'administrator' );
		$refused = array(
			'array'        => array( 'q' => array( 'Hello' ) ),
			'empty string' => array( 'q' => '' ),
			'5,000 chars'  => array( 'q' => str_repeat( 'a', 5000 ) ),
			'201 chars'    => array( 'q' => str_repeat( 'a', 201 ) ),
			'object'       => array( 'q' => array( 'a' => 'b' ) ),
			'missing'      => array(),
		);
		foreach ( $refused as $name => $body ) {
			$response = $this->rest( 'POST', '/lodestar/v1/schemas/search', $body );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertContains( $response->get_data()['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ), $name );
		}
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/schemas/search', array( 'q' => str_repeat( 'a', 200 ) ) )->get_status() );
	}

	/**
	 * The editor's route: the site schemas of a post (edit_post only) and what it may add.
	 */
	public function test_post_schemas_route_for_the_editor(): void {
		$route = '/lodestar/v1/schemas/post/' . $this->ids['post'];
		$this->assertSame( 401, $this->rest( 'GET', $route )->get_status() );
		$this->act_as( 'contributor' );
		$this->assertSame( 403, $this->rest( 'GET', $route )->get_status() );

		wp_set_current_user( $this->ids['author'] );
		$data = $this->json_data( $this->rest( 'GET', $route ) );
		$this->assertTrue( $data['success'] );
		$this->assertSame( array( 'WebSite', 'WebPage', 'Organization', 'BreadcrumbList', 'Article', 'SearchAction', 'Person' ), array_column( $data['data']['schemas'], 'type' ) );
		$article = $data['data']['schemas'][4];
		$this->assertSame( $this->schema_id( 'Article' ), $article['id'] );
		$this->assertSame( 'Article', $article['@type'] );
		$this->assertSame( array( 'Article', 'BlogPosting', 'NewsArticle', 'TechArticle' ), $article['types'] );
		$this->assertSame(
			array(
				'FAQPage' => 'FAQ',
				'HowTo'   => 'HowTo',
			),
			$data['data']['addable']
		);

		// A page gets no Article (its conditions say posts).
		$this->act_as( 'editor' );
		$page = $this->json_data( $this->rest( 'GET', '/lodestar/v1/schemas/post/' . $this->ids['page'] ) );
		$this->assertNotContains( 'Article', array_column( $page['data']['schemas'], 'type' ) );
		$this->assertSame( 403, $this->rest( 'GET', '/lodestar/v1/schemas/post/999999' )->get_status(), 'No post: nothing to edit.' );
	}

	/**
	 * Saving de-duplicates rules and drops labels of specific ids that are not selected.
	 */
	public function test_save_deduplicates_rules(): void {
		$schema                           = SchemaRepository::new_schema( 'FAQPage', array( 'basic-global', 'basic-global', 'specifics' ) );
		$schema['show_on']['specific']     = array( 'post-1', 'post-1' );
		$schema['show_on']['specificText'] = array(
			array(
				'label' => 'One',
				'value' => 'post-1',
			),
			array(
				'label' => 'Gone',
				'value' => 'post-2',
			),
		);
		$id    = wp_generate_uuid4();
		$saved = Plugin::instance()->schemas()->save( array( $id => $schema ) );
		$this->assertSame( array( 'basic-global', 'specifics' ), $saved[ $id ]['show_on']['rules'] );
		$this->assertSame( array( 'post-1' ), $saved[ $id ]['show_on']['specific'] );
		$this->assertSame( array( array( 'label' => 'One', 'value' => 'post-1' ) ), $saved[ $id ]['show_on']['specificText'] );
	}

	/**
	 * Every field of a definition filled with a value (groups as objects, cloneables as lists).
	 *
	 * @param array<int, array<string, mixed>> $fields Definitions.
	 * @param string                           $value  Value.
	 * @return array<string, mixed>
	 */
	private static function fill( array $fields, string $value ): array {
		$values = array();
		foreach ( $fields as $field ) {
			if ( '@type' === $field['id'] || 'Hidden' === $field['type'] || 'Select' === $field['type'] ) {
				continue;
			}
			$item = 'Group' === $field['type'] ? self::fill( $field['fields'], $value ) : $value;
			// URL properties keep only http(s) URLs: the payload rides in one's query string.
			if ( is_string( $item ) && in_array( $field['id'], array( 'url', 'image', 'logo', 'contentUrl', 'embedUrl', 'thumbnailUrl', 'sameAs', 'license', 'target' ), true ) ) {
				$item = 'https://x.test/?q=' . $item;
			}
			$values[ $field['id'] ] = empty( $field['cloneable'] ) ? $item : array( $item, $item );
		}
		return $values;
	}

	/**
	 * The id of the stored schema of a type.
	 *
	 * @param string $type Type key.
	 */
	private function schema_id( string $type ): string {
		foreach ( Plugin::instance()->schemas()->all() as $id => $schema ) {
			if ( $type === $schema['type'] ) {
				return $id;
			}
		}
		$this->fail( "No $type schema." );
	}

	/**
	 * Specific ids from refs such as post:post, tax:local.
	 *
	 * @param string[] $refs Refs.
	 * @return string[]
	 */
	private function specific( array $refs ): array {
		return array_map(
			fn( string $ref ): string => str_replace( ':', '-', strtok( $ref, ':' ) . ':' ) . $this->ids[ substr( $ref, strpos( $ref, ':' ) + 1 ) ],
			$refs
		);
	}

	/**
	 * Query vars of a page key.
	 *
	 * @param string $page Page key.
	 * @return array<string, mixed>
	 */
	private function vars( string $page ): array {
		switch ( $page ) {
			case 'post':
			case 'other':
			case 'page':
			case 'book':
				return 'page' === $page ? array( 'page_id' => $this->ids['page'] ) : ( 'book' === $page ? array( 'p' => $this->ids['book'], 'post_type' => 'book' ) : array( 'p' => $this->ids[ $page ] ) );
			case 'home':
				return array();
			case 'category':
				return array( 'cat' => $this->ids['local'] );
			case 'tag':
				return array( 'tag_id' => $this->ids['tag'] );
			case 'genre':
				return array( 'genre' => 'sci-fi' );
			case 'book-archive':
				return array( 'post_type' => 'book' );
			case 'author':
				return array( 'author' => $this->ids['author'] );
			case 'date':
				return array( 'm' => '202403' );
			case 'search':
				return array( 's' => 'schema' );
		}
		return array( 'error' => '404' );
	}

	/**
	 * A published post by the test author.
	 *
	 * @param string               $type  Post type.
	 * @param string               $title Title.
	 * @param array<string, mixed> $extra Other fields.
	 */
	private function post( string $type, string $title, array $extra = array() ): int {
		return (int) wp_insert_post(
			array_merge(
				array(
					'post_type'    => $type,
					'post_title'   => $title,
					'post_status'  => 'publish',
					'post_author'  => $this->ids['author'],
					'post_date'    => '2024-03-05 10:00:00',
					'post_content' => 'Body of ' . $title,
				),
				$extra
			)
		);
	}

	/**
	 * The graph printed on a page ([] when there is no script).
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @return array<int, array<string, mixed>>
	 */
	private function graph( array $vars ): array {
		$head = $this->render_request( $vars )['head'];
		if ( ! preg_match_all( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $matches ) ) {
			return array();
		}
		$this->assertCount( 1, $matches[1], 'One JSON-LD script.' );
		$data = json_decode( $matches[1][0], true );
		$this->assertSame( 'https://schema.org', $data['@context'] );
		return $data['@graph'];
	}

	/**
	 * Nodes by @id.
	 *
	 * @param array<int, array<string, mixed>> $graph Graph.
	 * @return array<string, array<string, mixed>>
	 */
	private function by_id( array $graph ): array {
		return array_column( $graph, null, '@id' );
	}

	/**
	 * Nodes by @type (first of each).
	 *
	 * @param array<int, array<string, mixed>> $graph Graph.
	 * @return array<string, array<string, mixed>>
	 */
	private function by_type( array $graph ): array {
		return array_column( array_reverse( $graph ), null, '@type' );
	}

	/**
	 * Asserts a value is no WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	private function assertNotWPError( $value ): void {
		$this->assertFalse( is_wp_error( $value ), is_wp_error( $value ) ? $value->get_error_message() : '' );
	}
}
