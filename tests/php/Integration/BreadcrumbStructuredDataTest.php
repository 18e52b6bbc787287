<?php
/**
 * The structured data of pages with breadcrumbs passes the structured-data validator.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Meta\PrimaryTerms;
use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Every kind of page with a breadcrumb trail (a post in a sub-category, with its primary
 * category chosen, a page with parents, a term with parents and its page 2, an author
 * archive, search results) prints a BreadcrumbList whose graph goes through
 * @adobe/structured-data-validator (tests/js/schema-validate.mjs, as SchemaValidatorTest): no
 * error, no property unknown to schema.org.
 */
class BreadcrumbStructuredDataTest extends TestCase {

	use HeadHarness;

	/**
	 * 0 errors on every page with breadcrumbs.
	 */
	public function test_pages_with_breadcrumbs_validate_without_errors(): void {
		$node = trim( (string) shell_exec( 'command -v node' ) );
		$this->assertNotSame( '', $node, 'Node.js runs the validator.' );

		update_option( 'show_on_front', 'posts' );
		update_option( 'posts_per_page', 1 );
		update_option( Definitions::OPTION, array( 'author_archive' => true ) );
		Plugin::instance()->settings()->flush();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );

		$author = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Ada Writer',
			)
		);
		$news   = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$local  = (int) wp_insert_term( 'Local', 'category', array( 'parent' => $news ) )['term_id'];
		$guides = (int) wp_insert_term( 'Guides & Tips', 'category' )['term_id'];
		$post   = $this->post( 'post', 'Hello trail', $author, array( 'post_category' => array( $local, $guides ) ) );
		$this->post( 'post', 'Second trail', $author, array( 'post_category' => array( $local ) ) );
		$parent = $this->post( 'page', 'Company', $author );
		$child  = $this->post( 'page', 'Team', $author, array( 'post_parent' => $parent ) );
		$leaf   = $this->post( 'page', 'Engineers', $author, array( 'post_parent' => $child ) );

		$pages = array(
			'post'                   => array( array( 'p' => $post ), 3 ),
			'page with parents'      => array( array( 'page_id' => $leaf ), 4 ),
			'term with parents'      => array( array( 'cat' => $local ), 3 ),
			'paginated term archive' => array(
				array(
					'cat'   => $local,
					'paged' => 2,
				),
				3,
			),
			'author'                 => array( array( 'author' => $author ), 2 ),
			'search'                 => array( array( 's' => 'trail' ), 2 ),
		);
		$documents = array();
		foreach ( $pages as $name => list( $vars, $items ) ) {
			$documents[ $name ] = $this->graph( $vars, $items, $name );
		}
		update_post_meta( $post, PrimaryTerms::KEY, wp_slash( '{"category":' . $local . '}' ) );
		$documents['post, primary category chosen'] = $this->graph( array( 'p' => $post ), 4, 'primary' );

		$file = (string) tempnam( sys_get_temp_dir(), 'lodestar-breadcrumbs' );
		file_put_contents( $file, (string) wp_json_encode( $documents ) );
		$output = (string) shell_exec( escapeshellarg( $node ) . ' ' . escapeshellarg( dirname( __DIR__, 2 ) . '/js/schema-validate.mjs' ) . ' ' . escapeshellarg( $file ) . ' 2>&1' );
		unlink( $file );
		$report = json_decode( $output, true );
		$this->assertIsArray( $report, $output );
		$this->assertSame( array_keys( $documents ), array_keys( $report ) );

		$errors = array();
		foreach ( $report as $name => $issues ) {
			foreach ( $issues as $issue ) {
				if ( 'ERROR' === $issue['severity'] || str_contains( $issue['issueMessage'], 'not supported by the schema.org' ) ) {
					$errors[] = "$name: {$issue['rootType']}: {$issue['issueMessage']}";
				}
			}
		}
		$this->assertSame( array(), $errors, (string) wp_json_encode( $documents, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) );
	}

	/**
	 * The printed JSON-LD document of a page, which must hold a BreadcrumbList of some items.
	 *
	 * @param array<string, mixed> $vars  Query vars.
	 * @param int                  $items Items of its BreadcrumbList.
	 * @param string               $name  Page name for messages.
	 * @return array<string, mixed>
	 */
	private function graph( array $vars, int $items, string $name ): array {
		$head = $this->render_request( $vars )['head'];
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match ), $name );
		$document = json_decode( $match[1], true );
		$lists    = array_values( array_filter( $document['@graph'], static fn ( array $node ): bool => 'BreadcrumbList' === $node['@type'] ) );
		$this->assertCount( 1, $lists, "$name prints one BreadcrumbList" );
		$this->assertCount( $items, $lists[0]['itemListElement'], "$name: items of its BreadcrumbList" );
		return $document;
	}

	/**
	 * A published post or page.
	 *
	 * @param string               $type   Post type.
	 * @param string               $title  Title.
	 * @param int                  $author Author.
	 * @param array<string, mixed> $extra  More fields.
	 */
	private function post( string $type, string $title, int $author, array $extra = array() ): int {
		return (int) wp_insert_post(
			array_merge(
				array(
					'post_type'    => $type,
					'post_title'   => $title,
					'post_status'  => 'publish',
					'post_author'  => $author,
					'post_date'    => '2024-03-05 10:00:00',
					'post_content' => 'Body of ' . $title . ' trail',
				),
				$extra
			)
		);
	}
}
