<?php
/**
 * The Google site verification tags of the home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Repositories\VerificationTokens;
use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * `<meta name="google-site-verification">`, one per stored token, on the front page's first
 * page, last of Lodestar's head block (escaped by the renderer). The tag stays after
 * verification: Google checks it again from time to time. One of the head's generators, so a
 * kept head holds it too (its option moves the heads' revision on, and is among the
 * site-level record's inputs).
 *
 * @since 0.6.0
 */
final class VerificationTags implements TagGenerator {

	/**
	 * The verification tags of a page.
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context Page context.
	 * @return list<array{tag: string, attributes: array<string, string>}>
	 */
	public function tags( Context $context ): array {
		$tags = array();
		if ( ! $context->is_front || $context->page > 1 ) {
			return $tags;
		}
		foreach ( array_unique( VerificationTokens::all() ) as $token ) {
			$tags[] = array(
				'tag'        => 'meta',
				'attributes' => array(
					'name'    => 'google-site-verification',
					'content' => $token,
				),
			);
		}
		return $tags;
	}
}
