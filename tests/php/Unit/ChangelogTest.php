<?php
/**
 * What's New parsing of CHANGELOG.md.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Support\Changelog;
use Lodestar\Tests\TestCase;

/**
 * Users bullets of the newest versions.
 */
class ChangelogTest extends TestCase {

	/**
	 * Newest versions with user notes first; Developers and unnumbered sections skipped.
	 */
	public function test_user_notes(): void {
		$markdown = "# Changelog\n\n## [Unreleased]\n### Users\n- Soon\n\n## [1.2.0] - 2026-05-01\n### Developers\n- API\n### Users\n- One\n- Two `code`\n\n## v1.1.0\n#### Users\n* Three\n\n## 1.0.0\n### Users\n- Four\n";
		$this->assertSame(
			array(
				array(
					'version' => '1.2.0',
					'items'   => array( 'One', 'Two code' ),
				),
				array(
					'version' => '1.1.0',
					'items'   => array( 'Three' ),
				),
			),
			Changelog::user_notes( $markdown )
		);
		$this->assertCount( 3, Changelog::user_notes( $markdown, 5 ) );
		$this->assertSame( array(), Changelog::user_notes( '' ) );
	}
}
