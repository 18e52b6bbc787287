<?php
/**
 * HeadRenderer::metas(), the meta tag specs of the Open Graph and X generators.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Frontend\HeadRenderer;
use Lodestar\Tests\TestCase;

/**
 * Entries in order, empty values left out, URLs marked.
 */
class HeadRendererMetasTest extends TestCase {

	/**
	 * An entry with an empty value prints no tag; the others keep their order and URL flag.
	 */
	public function test_skips_empty_values_and_marks_urls(): void {
		$this->assertSame(
			array(
				array(
					'tag'        => 'meta',
					'attributes' => array(
						'property' => 'og:title',
						'content'  => 'Hello',
					),
				),
				array(
					'tag'        => 'meta',
					'attributes' => array(
						'property' => 'og:url',
						'content'  => 'https://example.org/hello/',
					),
					'url'        => true,
				),
				array(
					'tag'        => 'meta',
					'attributes' => array(
						'property' => 'og:site_name',
						'content'  => '0',
					),
				),
			),
			HeadRenderer::metas(
				'property',
				array(
					array( 'og:title', 'Hello' ),
					array( 'og:description', '' ),
					array( 'og:url', 'https://example.org/hello/', true ),
					array( 'og:image', '', true ),
					array( 'og:site_name', '0' ),
				)
			)
		);
	}

	/**
	 * X tags use the name attribute.
	 */
	public function test_key_attribute(): void {
		$this->assertSame(
			array(
				array(
					'tag'        => 'meta',
					'attributes' => array(
						'name'    => 'twitter:card',
						'content' => 'summary',
					),
				),
			),
			HeadRenderer::metas( 'name', array( array( 'twitter:card', 'summary' ) ) )
		);
		$this->assertSame( array(), HeadRenderer::metas( 'name', array() ) );
	}
}
