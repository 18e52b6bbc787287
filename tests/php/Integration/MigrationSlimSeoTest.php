<?php
/**
 * Migration from Slim SEO: the front-end head after a run, variables, robots.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Sources\SlimSeo;
use Lodestar\Migration\Translator;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * Fixtures are written the way Slim SEO stores them: one array under `slim_seo` per post and
 * term through update_post_meta() / update_term_meta(), and the option `slim_seo`.
 */
class MigrationSlimSeoTest extends TestCase {

	use MigrationFlow;
	use HeadHarness;

	protected const SLUG = 'slim-seo';

	/**
	 * No migration state, an empty site, known site name and tagline.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_titles' );
		delete_option( 'wpseo_taxonomy_meta' );
		delete_option( 'rank-math-options-titles' );
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * A full run through REST: the head of the post, term and home says what Slim SEO printed.
	 */
	public function test_front_end_head_after_a_full_run_says_what_slim_seo_meant(): void {
		$cat  = (int) wp_insert_term( 'Saws', 'category', array( 'description' => 'Hand saws.' ) )['term_id'];
		$post = $this->publish_post(
			array(
				'post_title'    => 'Dovetail saw',
				'post_excerpt'  => 'A fine saw.',
				'post_category' => array( $cat ),
			)
		);
		update_post_meta(
			$post,
			'slim_seo',
			array(
				'title'          => '{{ post.title }} {{ sep }} {{post.categories}} {{ sep }} {{ site.title }}',
				'description'    => '{{ post.auto_description }} {{ post.custom_field.price }}',
				'facebook_image' => 'https://cdn.example.org/saw.jpg',
				'twitter_image'  => 'https://cdn.example.org/saw-x.jpg',
				'canonical'      => 'https://acme.example/saws/dovetail',
				'noindex'        => 0,
			)
		);
		$hidden = $this->publish_post( array( 'post_title' => 'Hidden' ) );
		update_post_meta( $hidden, 'slim_seo', array( 'noindex' => 1 ) );
		update_term_meta(
			$cat,
			'slim_seo',
			array(
				'title'       => '{{ term.name }} archive {{ sep }} {{ site.title }}',
				'description' => '{{ term.description }}',
				'noindex'     => 1,
			)
		);
		update_option(
			'slim_seo',
			array(
				'home'                   => array(
					'title'       => '{{ site.title }} {{ sep }} {{ site.description }}',
					'description' => 'Welcome to {{ site.title }}',
				),
				'post'                   => array(
					'title'       => '{{ post.title }} {{ sep }} {{ site.title }}',
					'description' => '{{ post.auto_description }}',
				),
				'page'                   => array( 'title' => '{{ post.title }} {{ sep }} {{ post_type.labels.singular }}' ),
				'attachment'             => array( 'noindex' => 1 ),
				'post_tag'               => array( 'noindex' => 1 ),
				'author'                 => array( 'noindex' => 1 ),
				'features'               => array( 'meta_title', 'meta_description' ),
				'default_facebook_image' => 'https://cdn.example.org/default.png',
				'twitter_site'           => '@acme',
			)
		);

		$this->act_as( 'administrator' );
		$plugins = $this->json_data( $this->call( 'GET', '/lodestar/v1/migration/plugins' ) );
		$this->assertSame( 'Slim SEO', $plugins['plugins'][ self::SLUG ]['name'] );
		$result = $this->run_migration();
		$this->assertSame( 100, $result['state']['progress'] );
		$this->assertSame( array( $cat ), $result['state']['terms']['category']['completed'] );

		$head = $this->render_request( array( 'p' => $post ) );
		$this->assertSame( 'Dovetail saw - Saws - Acme', html_entity_decode( (string) $head['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="A fine saw." />', $head['head'] );
		$this->assertStringContainsString( '<link rel="canonical" href="https://acme.example/saws/dovetail" />', $head['head'] );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.org/saw.jpg" />', $head['head'] );
		$this->assertStringContainsString( '<meta name="twitter:image" content="https://cdn.example.org/saw-x.jpg" />', $head['head'] );
		// noindex 0 is Slim SEO's default: follow the site.
		$this->assertSame( '', get_post_meta( $post, '_lodestar_post_no_index', true ) );
		$this->assertStringNotContainsString( 'noindex', (string) $this->robots_of( $head['head'] ) );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $this->render_request( array( 'p' => $hidden ) )['head'] ) );

		$term = $this->render_request( array( 'cat' => $cat ) );
		$this->assertSame( 'Saws archive - Acme', html_entity_decode( (string) $term['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Hand saws." />', $term['head'] );
		$this->assertStringStartsWith( 'noindex', (string) $this->robots_of( $term['head'] ) );

		$home = $this->render_request( '/' );
		$this->assertSame( 'Acme - Tools for makers', html_entity_decode( (string) $home['title'] ) );
		$this->assertStringContainsString( '<meta name="description" content="Welcome to Acme" />', $home['head'] );

		$settings = \Lodestar\Plugin::instance()->settings();
		$this->assertSame( '-', $settings->get( 'separator' ) );
		$this->assertSame( '%excerpt%', $settings->get( 'page_description' ) );
		$this->assertSame( array( 'attachment', 'post_tag', 'author' ), $settings->get( 'no_index' ) );
		$this->assertSame( 'https://cdn.example.org/default.png', $settings->get( 'fallback_image' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );

		$reported = array();
		foreach ( $result['not_migrated'] as $entry ) {
			$reported[] = $entry['object'] . ':' . $entry['id'] . ':' . $entry['field'] . ':' . $entry['value'];
		}
		foreach (
			array(
				'post:' . $post . ':page_description:{{ post.custom_field.price }}',
			) as $expected
		) {
			$this->assertContains( $expected, $reported );
		}
		// The page template migrates now: not reported, stored for pages.
		$this->assertNotContains( 'global:0:page.title:{{ post.title }} {{ sep }} {{ post_type.labels.singular }}', $reported );
		$this->assertSame( '%title% %separator% %post_type_singular%', $settings->get( 'content_types' )['post_type:page']['title'] );
		$this->assertSame( 0, get_post_meta( $post, 'slim_seo', true )['noindex'] );
	}

	/**
	 * Slim SEO's entries of a custom post type, its archive and a taxonomy become Lodestar's
	 * templates per content type: the product, its category archive and the product archive
	 * print its title and description; the archive's noindex becomes pta:product.
	 */
	public function test_front_end_head_of_custom_types_says_what_slim_seo_meant(): void {
		$shop = $this->register_shop_types();
		try {
			update_option(
				'slim_seo',
				array(
					'product'         => array(
						'title'       => '{{ post.title }} {{ sep }} {{ post_type.labels.singular }} {{ sep }} {{ site.title }}',
						'description' => 'Buy the {{ post.title }}: {{ post.excerpt }}',
					),
					'product_archive' => array(
						'title'       => '{{ post_type.labels.plural }} archive {{ sep }} {{ site.title }}',
						'description' => 'Everything we sell',
						'noindex'     => 1,
					),
					'product_cat'     => array(
						'title'       => '{{ term.name }} range {{ sep }} {{ site.title }}',
						'description' => '{{ term.name }}: {{ term.description }}',
					),
				)
			);
			$this->act_as( 'administrator' );
			$result = $this->run_migration();

			$this->assert_shop_migrated(
				$this->shop_heads( $shop ),
				$result,
				array(
					'product' => 'Anvil - Product - Acme',
					'term'    => 'Forged range - Acme',
					'archive' => 'Products archive - Acme',
				)
			);
		} finally {
			$this->unregister_shop_types();
		}
	}

	/**
	 * Every Slim SEO variable becomes a Lodestar variable or a report entry, with or without
	 * spaces inside the braces.
	 */
	public function test_every_slim_seo_variable_translates_or_is_reported(): void {
		$source = new SlimSeo( new MigrationSourceData() );
		$table  = $source->variables();
		$this->assertCount( 19, $table );
		foreach ( $table as $name => $target ) {
			$variable   = '{{ ' . ( str_ends_with( $name, '*' ) ? substr( $name, 0, -1 ) . 'key' : $name ) . ' }}';
			$translated = Translator::translate( 'A ' . $variable . ' B', $source );
			if ( null === $target ) {
				$this->assertSame( array( $variable ), $translated['unsupported'], $name );
				$this->assertSame( 'A B', $translated['template'], $name );
			} else {
				$this->assertSame( array(), $translated['unsupported'], $name );
				$this->assertSame( 'A %' . $target . '% B', $translated['template'], $name );
				$this->assertContains( $target, TemplateVariables::KNOWN, $name );
			}
		}
		$this->assertSame(
			array(
				'template'    => '%title%%separator% { x } %site_name%',
				'unsupported' => array( '{{ post.thumbnail }}' ),
			),
			Translator::translate( '{{post.title}}{{ sep }} { x } {{ post.thumbnail }} {{site.title}}', $source )
		);
	}
}
