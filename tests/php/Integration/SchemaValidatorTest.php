<?php
/**
 * Every schema type's output passes a structured-data validator.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\Catalogue;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * One fixture post per schema type (tests/php/fixtures/schema/<Type>.json: the post and the
 * field values, every required field filled), each shown with its schema and the default site
 * schemas; the graphs printed on those pages go through @adobe/structured-data-validator
 * (Google rich-result requirements, schema.org types and properties, offline) via
 * tests/js/schema-validate.mjs. No error, and no property unknown to schema.org, is allowed.
 */
class SchemaValidatorTest extends TestCase {

	use HeadHarness;

	/**
	 * Every catalogue type has a fixture and validates with 0 errors.
	 */
	public function test_every_type_validates_without_errors(): void {
		$node = trim( (string) shell_exec( 'command -v node' ) );
		$this->assertNotSame( '', $node, 'Node.js runs the validator.' );

		$fixtures = dirname( __DIR__ ) . '/fixtures/schema';
		$types    = array_keys( Catalogue::types() );
		$files    = array_map( static fn( string $file ): string => basename( $file, '.json' ), (array) glob( $fixtures . '/*.json' ) );
		sort( $types );
		sort( $files );
		$this->assertSame( $types, $files, 'One fixture per schema type.' );

		update_option(
			Definitions::OPTION,
			array(
				'facebook_page_url' => 'https://www.facebook.com/lodestar',
				'author_archive'    => true,
			)
		);
		Plugin::instance()->settings()->flush();
		$author = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Ada Writer',
				'description'  => 'Writes things.',
			)
		);
		$category = (int) wp_insert_term( 'Guides', 'category' )['term_id'];
		$image    = $this->image();

		$schemas = SchemaRepository::defaults();
		$posts   = array();
		foreach ( $types as $type ) {
			$fixture = json_decode( (string) file_get_contents( "$fixtures/$type.json" ), true );
			$post    = (int) wp_insert_post(
				array_merge(
					array(
						'post_status'   => 'publish',
						'post_author'   => $author,
						'post_date'     => '2024-03-05 10:00:00',
						'post_category' => array( $category ),
					),
					$fixture['post']
				)
			);
			set_post_thumbnail( $post, $image );
			$schema                        = SchemaRepository::new_schema( $type, array( 'specifics' ) );
			$schema['show_on']['specific'] = array( 'post-' . $post );
			$schema['fields']              = array_merge( $schema['fields'], $fixture['fields'] );
			$id                            = wp_generate_uuid4();
			$schemas[ $id ]                = $schema;
			$posts[ $type ]                = $post;
		}
		$saved = Plugin::instance()->schemas()->save( $schemas );
		$this->assertIsArray( $saved );

		$documents = array();
		foreach ( $posts as $type => $post ) {
			$head = $this->render_request( array( 'p' => $post ) )['head'];
			$this->assertSame( 1, preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match ), $type );
			$document = json_decode( $match[1], true );
			$printed  = array_column( $document['@graph'], '@type' );
			$expected = in_array( $type, array( 'WebSite', 'WebPage', 'Organization', 'SearchAction', 'Person', 'BreadcrumbList' ), true ) ? array( 'WebSite', 'Organization', 'WebPage', 'BreadcrumbList', 'Person' ) : array( $schemas[ $this->id_of( $schemas, $type ) ]['fields']['@type'] );
			foreach ( $expected as $node_type ) {
				$this->assertContains( $node_type, $printed, "$type page prints $node_type" );
			}
			$documents[ $type ] = $document;
		}
		// The author archive too (Person on its own).
		$documents['author archive'] = json_decode( (string) preg_replace( '#^.*<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>.*$#s', '$1', $this->render_request( array( 'author' => $author ) )['head'] ), true );

		$file = (string) tempnam( sys_get_temp_dir(), 'lodestar-schema' );
		file_put_contents( $file, (string) wp_json_encode( $documents ) );
		$command = escapeshellarg( $node ) . ' ' . escapeshellarg( dirname( __DIR__, 2 ) . '/js/schema-validate.mjs' ) . ' ' . escapeshellarg( $file ) . ' 2>&1';
		$output  = (string) shell_exec( $command );
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
	 * The validator really fails broken data (so a green run means something).
	 */
	public function test_validator_reports_errors(): void {
		$file = (string) tempnam( sys_get_temp_dir(), 'lodestar-schema' );
		file_put_contents(
			$file,
			(string) wp_json_encode(
				array(
					'broken' => array(
						'@context' => 'https://schema.org',
						'@graph'   => array(
							array(
								'@type' => 'Product',
								'name'  => 'No offers',
							),
							array( '@type' => 'Recipe' ),
							array( '@type' => 'NotAType' ),
						),
					),
				)
			)
		);
		$output = (string) shell_exec( 'node ' . escapeshellarg( dirname( __DIR__, 2 ) . '/js/schema-validate.mjs' ) . ' ' . escapeshellarg( $file ) . ' 2>&1' );
		unlink( $file );
		$report  = json_decode( $output, true );
		$this->assertIsArray( $report, $output );
		$messages = array_column( array_filter( $report['broken'], static fn( array $issue ): bool => 'ERROR' === $issue['severity'] ), 'issueMessage' );
		$this->assertContains( 'Required attribute "offers" is missing', $messages );
		$this->assertContains( 'Type "NotAType" is not a valid schema.org type', $messages );
		$this->assertContains( 'Required attribute "name" is missing', $messages );
	}

	/**
	 * The id of the schema of a type in a map.
	 *
	 * @param array<string, array<string, mixed>> $schemas Map.
	 * @param string                              $type    Type key.
	 */
	private function id_of( array $schemas, string $type ): string {
		$found = '';
		foreach ( $schemas as $id => $schema ) {
			if ( $type === $schema['type'] ) {
				$found = $id;
			}
		}
		return $found;
	}

	/**
	 * An image attachment with size data.
	 */
	private function image(): int {
		$id = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Photo',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2024/03/photo.jpg'
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2024/03/photo.jpg',
				'sizes'  => array(),
			)
		);
		update_post_meta( $id, '_wp_attachment_image_alt', 'Photo alt' );
		return $id;
	}
}
