<?php
/**
 * CSV import and export.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * The Redirection plugin's CSV imports; Lodestar's export imports back into the same rules.
 */
class RedirectsCsvTest extends RedirectsTestCase {

	/**
	 * A redirection plugin export imports.
	 */
	public function test_a_redirection_plugin_export_imports(): void {
		$this->act_as( 'administrator' );
		// As Redirection writes it: header, quoted text, bare numbers, PHP_EOL.
		$csv      = "source,target,regex,code,type,hits,title,status\n"
			. "\"/old-about\",\"/about-us/\",0,301,\"url\",12,\"About\",\"active\"\n"
			. "\"^/news/(\\d+)/(.*)\$\",\"/articles/\$2\",1,302,\"url\",0,\"\",\"active\"\n"
			. "\"/retired\",\"\",0,410,\"error\",3,\"\",\"active\"\n"
			. "\"/paused\",\"/somewhere\",0,307,\"url\",0,\"\",\"disabled\"\n"
			. "\"/bad\",\"javascript:alert(1)\",0,301,\"url\",0,\"\",\"active\"\n";
		$response = $this->rest( 'POST', '/lodestar/v1/redirects/import', array( 'csv' => $csv ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 4, $data['created'] );
		$this->assertSame( 6, $data['errors'][0]['line'] );
		$this->assertSame( 'The target must be a path starting with / or a full http(s) URL.', $data['errors'][0]['message'] );
		$this->assertSame( array( 301, 'http://example.org/about-us/' ), $this->goes( '/old-about/' ) );
		$this->assertSame( array( 302, 'http://example.org/articles/hello' ), $this->goes( '/news/42/hello' ) );
		$this->assertSame( array( 410, null ), $this->goes( '/retired' ) );
		$this->assertNull( $this->goes( '/paused' ) );
		// Importing the same file again skips what exists.
		$again = $this->rest( 'POST', '/lodestar/v1/redirects/import', array( 'csv' => $csv ) )->get_data();
		$this->assertSame( 0, $again['created'] );
		$this->assertSame( 4, $again['skipped'] );
	}

	/**
	 * Semicolon files without header import.
	 */
	public function test_semicolon_files_without_header_import(): void {
		$result = ( new \Lodestar\Redirects\Csv( $this->rules, $this->redirects->table ) )->import( "/semi;/colon;0;301\r\n/pipe-free;https://example.net/;0;302\r\n" );
		$this->assertSame( 2, $result['created'] );
		$this->assertSame( array( 302, 'https://example.net/' ), $this->goes( '/pipe-free' ) );
	}

	/**
	 * Export then import gives the same rules.
	 */
	public function test_export_then_import_gives_the_same_rules(): void {
		$post = $this->publish_post( array( 'post_name' => 'csv-target' ) );
		$this->rule(
			array(
				'source' => '/one',
				'target' => '/two',
				'note'   => '=SUM(A1) "quoted", text',
			)
		);
		$this->rule(
			array(
				'source'     => '/prefix/',
				'match_type' => 'prefix',
				'target'     => 'https://example.net/x',
				'status'     => 307,
			)
		);
		$this->rule(
			array(
				'source'     => '/q?b=1&a=2',
				'query_mode' => 'exact',
				'target'     => '/qq',
				'enabled'    => false,
			)
		);
		$this->rule(
			array(
				'source'      => '/to-object',
				'target_type' => 'post',
				'target_id'   => $post,
			),
			'auto'
		);
		$this->rule(
			array(
				'source' => '/gone',
				'status' => 451,
			)
		);
		$csv = new \Lodestar\Redirects\Csv( $this->rules, $this->redirects->table );
		$out = $csv->export();
		$this->assertStringStartsWith( "source,target,regex,code,type,hits,title,status,match,query,target_object,origin\n", $out );
		$this->assertStringContainsString( "\"'=SUM(A1) \"\"quoted\"\", text\"", $out );
		$before = $this->snapshot();
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->prefix}lodestar_redirects" );
		$result = $csv->import( $out );
		$this->assertSame( 5, $result['created'], wp_json_encode( $result['errors'] ) );
		$this->assertSame( $before, $this->snapshot() );
	}

	/**
	 * The rules' fields that a round trip keeps.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function snapshot(): array {
		$rows = $this->redirects->table->page( array( 'orderby' => 'source', 'order' => 'asc', 'per_page' => 100 ) )['items'];
		return array_map(
			static fn( array $row ): array => array_intersect_key( $row, array_flip( array( 'source', 'match_type', 'query_mode', 'source_query', 'target', 'target_type', 'target_id', 'status', 'enabled', 'origin', 'note' ) ) ),
			$rows
		);
	}
}
