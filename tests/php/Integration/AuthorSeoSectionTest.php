<?php
/**
 * The "Lodestar SEO" section of the profile screens and the authors' registered fields.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\AuthorSeoSection;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * The section prints the author's title and description escaped, with a nonce; saving needs
 * the nonce and edit_user on that user, applies the field rules (a value past the length
 * limit is not saved), and an empty field deletes the value. Over REST the fields are
 * registered user meta with their schema, writable only by who may edit that user.
 */
class AuthorSeoSectionTest extends TestCase {

	/**
	 * The section.
	 *
	 * @var AuthorSeoSection
	 */
	private AuthorSeoSection $section;

	/**
	 * A section on the plugin's settings.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->section = new AuthorSeoSection( Plugin::instance()->settings() );
		$_POST         = array();
	}

	/**
	 * Clears the form.
	 */
	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * Printed escaped, with the nonce.
	 */
	public function test_the_section_prints_the_fields_escaped_with_a_nonce(): void {
		$this->act_as( 'administrator' );
		$author = $this->create_user( 'author' );
		// Values written past the field rules (another plugin, a direct query) print escaped too.
		remove_all_filters( 'sanitize_user_meta__lodestar_page_title' );
		remove_all_filters( 'sanitize_user_meta__lodestar_page_description' );
		update_user_meta( $author, '_lodestar_page_title', '"><script>alert(1)</script> %title%' );
		update_user_meta( $author, '_lodestar_page_description', '</textarea><b>bold</b>' );
		ob_start();
		$this->section->render( get_userdata( $author ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h2>Lodestar SEO</h2>', $html );
		$this->assertStringContainsString( 'name="lodestar_author_seo_nonce"', $html );
		$this->assertStringContainsString( 'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; %title%"', $html );
		$this->assertStringContainsString( '&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;</textarea>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
	}

	/**
	 * Saved with the nonce and the capability; an empty field deletes the value; an invalid
	 * one keeps the old value.
	 */
	public function test_saving_needs_the_nonce_and_edit_user_and_applies_the_field_rules(): void {
		$author = $this->create_user( 'author' );
		$other  = $this->create_user( 'author' );

		// Another author may not edit this one.
		wp_set_current_user( $other );
		$this->post_form( array( 'page_title' => 'By other' ) );
		$this->section->save( $author );
		$this->assertFalse( metadata_exists( 'user', $author, '_lodestar_page_title' ) );

		// The author, with a bad nonce: nothing.
		wp_set_current_user( $author );
		$this->post_form( array( 'page_title' => 'Bad nonce' ), 'nope' );
		$this->section->save( $author );
		$this->assertFalse( metadata_exists( 'user', $author, '_lodestar_page_title' ) );

		// The author, properly: saved, trimmed.
		$this->post_form(
			array(
				'page_title'       => '  %title% writes %separator% %site_name% ',
				'page_description' => 'Essays.',
			)
		);
		$this->section->save( $author );
		$this->assertSame( '%title% writes %separator% %site_name%', get_user_meta( $author, '_lodestar_page_title', true ) );
		$this->assertSame( 'Essays.', get_user_meta( $author, '_lodestar_page_description', true ) );

		// Past 2048 characters: refused, the old value stays; empty: deleted.
		$this->post_form(
			array(
				'page_title'       => str_repeat( 'a', 2049 ),
				'page_description' => '',
			)
		);
		$this->section->save( $author );
		$this->assertSame( '%title% writes %separator% %site_name%', get_user_meta( $author, '_lodestar_page_title', true ) );
		$this->assertFalse( metadata_exists( 'user', $author, '_lodestar_page_description' ) );

		// An administrator may edit any author.
		$this->act_as( 'administrator' );
		$this->post_form( array( 'page_title' => 'By admin' ) );
		$this->section->save( $author );
		$this->assertSame( 'By admin', get_user_meta( $author, '_lodestar_page_title', true ) );
	}

	/**
	 * REST: registered user meta with the field schema; another author cannot write it.
	 */
	public function test_rest_registers_the_fields_with_their_schema_and_the_user_capability(): void {
		$author = $this->create_user( 'author' );
		$other  = $this->create_user( 'author' );
		wp_set_current_user( $author );
		$response = $this->rest( 'POST', '/wp/v2/users/' . $author, array( 'meta' => array( '_lodestar_page_title' => '%title% on %site_name%' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '%title% on %site_name%', $response->get_data()['meta']['_lodestar_page_title'] );
		$this->assertSame( '%title% on %site_name%', get_user_meta( $author, '_lodestar_page_title', true ) );

		$response = $this->rest( 'POST', '/wp/v2/users/' . $author, array( 'meta' => array( '_lodestar_page_description' => str_repeat( 'a', 2049 ) ) ) );
		$this->assertSame( 400, $response->get_status() );

		wp_set_current_user( $other );
		$response = $this->rest( 'POST', '/wp/v2/users/' . $author, array( 'meta' => array( '_lodestar_page_title' => 'Not yours' ) ) );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		$this->assertSame( '%title% on %site_name%', get_user_meta( $author, '_lodestar_page_title', true ) );
	}

	/**
	 * Posts the section's form.
	 *
	 * @param array<string, string> $fields Fields.
	 * @param string|null           $nonce  Nonce (a valid one when null).
	 */
	private function post_form( array $fields, ?string $nonce = null ): void {
		$_POST = array(
			'lodestar_author_seo_nonce' => $nonce ?? wp_create_nonce( 'lodestar_author_seo_nonce' ),
			'lodestar_author_seo'       => wp_slash( $fields ),
		);
	}
}
