<?php
/**
 * The default schema type per content type.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SchemaPostMeta;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Seo\Context;
use Lodestar\Tests\TestCase;

/**
 * `content_types.<key>.schema` turns the schemas that allow that type (Article: BlogPosting,
 * NewsArticle, ...) into it on that content type's pages; the post's own choice wins.
 */
class ContentTypeSchemaTest extends TestCase {

	/**
	 * The default schemas.
	 */
	protected function setUp(): void {
		parent::setUp();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
	}

	/**
	 * The @type of every node of a post's graph.
	 *
	 * @param int $id Post id.
	 * @return string[]
	 */
	private function types_of( int $id ): array {
		wp_cache_flush();
		Plugin::instance()->settings()->flush();
		return array_column( Plugin::instance()->graphs()->graph( Context::singular( get_post( $id ) ) ), '@type' );
	}

	/**
	 * Saves the schema default of one content type.
	 *
	 * @param string $key    Content type key.
	 * @param string $schema Schema type.
	 */
	private function set_default( string $key, string $schema ): void {
		$this->assertTrue(
			Plugin::instance()->settings()->save(
				array(
					'content_types' => array(
						$key => array( 'schema' => $schema ),
					),
				)
			)
		);
	}

	/**
	 * Posts' default BlogPosting replaces Article on posts, not on pages or other types' posts.
	 */
	public function test_type_default_replaces_the_schema_type(): void {
		$this->act_as( 'administrator' );
		$post = $this->publish_post();
		$this->assertContains( 'Article', $this->types_of( $post ) );

		$this->set_default( 'post_type:post', 'BlogPosting' );
		$types = $this->types_of( $post );
		$this->assertContains( 'BlogPosting', $types );
		$this->assertNotContains( 'Article', $types );
		// The other schemas keep their own types.
		$this->assertContains( 'WebPage', $types );
		$this->assertContains( 'WebSite', $types );

		$this->set_default( 'post_type:page', 'NewsArticle' );
		$this->assertContains( 'Article', $this->types_of( $post ), 'The Pages default does not act on posts.' );
	}

	/**
	 * A type no applicable schema allows changes nothing.
	 */
	public function test_type_no_schema_allows_is_ignored(): void {
		$this->act_as( 'administrator' );
		$post   = $this->publish_post();
		$before = $this->types_of( $post );
		$this->set_default( 'post_type:post', 'Recipe' );
		$this->assertSame( $before, $this->types_of( $post ) );
	}

	/**
	 * The post's own schema type wins over its content type's default.
	 */
	public function test_post_choice_wins(): void {
		$this->act_as( 'administrator' );
		$post = $this->publish_post();
		$this->set_default( 'post_type:post', 'BlogPosting' );
		$article = '';
		foreach ( Plugin::instance()->schemas()->all() as $id => $schema ) {
			if ( 'Article' === $schema['type'] ) {
				$article = $id;
			}
		}
		$this->assertNotSame( '', $article );
		update_post_meta( $post, SchemaPostMeta::KEY, wp_slash( (string) wp_json_encode( array( $article => array( 'fields' => array( '@type' => 'NewsArticle' ) ) ) ) ) );
		$types = $this->types_of( $post );
		$this->assertContains( 'NewsArticle', $types );
		$this->assertNotContains( 'BlogPosting', $types );
	}
}
