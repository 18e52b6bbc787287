<?php
/**
 * One-way layers of includes/.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Tests\LayeringChecker;
use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__ ) . '/LayeringChecker.php';

// phpcs:disable WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local fixtures.

/**
 * Every reference to a Lodestar class points down the table of LayeringChecker::ALLOWED, and
 * the checker itself sees imports, grouped imports and qualified names but not comments or
 * strings.
 *
 * Plain PHP: needs no WordPress and no database (runs alone with
 * `phpunit --no-configuration tests/php/Unit/LayeringTest.php`).
 */
class LayeringTest extends TestCase {

	/**
	 * The plugin's includes/.
	 */
	private const INCLUDES = __DIR__ . '/../../../includes';

	/**
	 * The checker's fixtures.
	 */
	private const FIXTURES = __DIR__ . '/../fixtures/layering/';

	/**
	 * No forbidden arrow in includes/.
	 */
	public function test_includes_follow_the_layers(): void {
		$violations = LayeringChecker::violations( self::INCLUDES );
		$this->assertSame( array(), $violations, "Forbidden imports (see the layers in README.md):\n" . implode( "\n", $violations ) );
	}

	/**
	 * Every folder of includes/ has its row in the table (a new folder is placed on purpose).
	 */
	public function test_every_folder_is_placed(): void {
		$folders = array_map( 'basename', glob( self::INCLUDES . '/*', GLOB_ONLYDIR ) );
		$known   = array_merge( array_keys( LayeringChecker::ALLOWED ), LayeringChecker::UNRESTRICTED );
		$this->assertSame( array(), array_values( array_diff( $folders, $known ) ) );
	}

	/**
	 * The fixtures: a forbidden use, a grouped use, fully qualified names in code and
	 * `namespace\` names are found; comments, docblocks, strings and heredocs are not; the
	 * composition root may import anything; Support imports nothing.
	 */
	public function test_checker_on_fixtures(): void {
		$this->assertSame(
			array(
				'Admin/GroupedUse.inc: Admin -> Rest (Lodestar\Rest\Controller)',
				'Admin/GroupedUse.inc: Admin -> Rest (Lodestar\Rest\SchemaController)',
				'Admin/GroupedUse.inc: Admin -> Frontend (Lodestar\Frontend\HeadRenderer)',
				'Meta/ForbiddenUse.inc: Meta -> Schema (Lodestar\Schema\SchemaRepository)',
				'Sitemaps/QualifiedName.inc: Sitemaps -> Robots (Lodestar\Robots\RobotsTxt)',
				'Support/Helper.inc: Support -> Settings (Lodestar\Settings\Definitions)',
			),
			LayeringChecker::violations( self::FIXTURES, array(), array( '.inc' ) )
		);
	}

	/**
	 * The names each fixture refers to, resolved as PHP resolves them.
	 */
	public function test_references(): void {
		$dir = self::FIXTURES;
		$this->assertSame( array(), LayeringChecker::references( (string) file_get_contents( $dir . 'Settings/CommentsAndStrings.inc' ) ) );
		$this->assertSame(
			array( 'Lodestar\Seo\Context', 'Lodestar\Robots\RobotsTxt', 'Lodestar\Sitemaps\Registry' ),
			LayeringChecker::references( (string) file_get_contents( $dir . 'Sitemaps/QualifiedName.inc' ) )
		);
		$this->assertSame(
			array(
				'Lodestar\Settings\SettingsRepository',
				'Lodestar\Meta\Fields',
				'Lodestar\Support\BuildAssets',
				'Lodestar\Repositories\ImageFacts',
				'Lodestar\Repositories\TermMetaIndex',
				'Lodestar\Support\helper',
				'Lodestar\Seo\Sub\SomeTrait',
				'Lodestar\Seo\TitleResolver',
			),
			LayeringChecker::references( (string) file_get_contents( $dir . 'Seo/Allowed.inc' ) )
		);
		// An exception lets one file keep one arrow, and only that one.
		$this->assertSame(
			array( 'Admin/GroupedUse.inc: Admin -> Frontend (Lodestar\Frontend\HeadRenderer)' ),
			array_values(
				array_filter(
					LayeringChecker::violations( $dir, array( 'Admin/GroupedUse.inc' => array( 'Rest' ) ), array( '.inc' ) ),
					static fn ( string $line ): bool => str_starts_with( $line, 'Admin/' )
				)
			)
		);
		$this->assertSame( 'Rest', LayeringChecker::folder_of( 'Lodestar\Rest\Controller' ) );
		$this->assertSame( '', LayeringChecker::folder_of( 'Lodestar\Plugin' ) );
	}
}
