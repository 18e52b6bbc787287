<?php
/**
 * The meta description tag.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Seo\DescriptionResolver;

defined( 'ABSPATH' ) || exit;

/**
 * Yields `<meta name="description">` when the page has a description.
 *
 * @since 0.1.0
 */
class DescriptionTag implements TagGenerator {

	/**
	 * Constructor.
	 *
	 * @param DescriptionResolver $resolver Description resolver.
	 */
	public function __construct( private DescriptionResolver $resolver ) {}

	/**
	 * Tag specs for a page.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array{tag: string, attributes: array<string, string>}>
	 */
	public function tags( Context $context ): array {
		$description = $this->resolver->resolve( $context );
		if ( '' === $description ) {
			return array();
		}
		return array(
			array(
				'tag'        => 'meta',
				'attributes' => array(
					'name'    => 'description',
					'content' => $description,
				),
			),
		);
	}
}
