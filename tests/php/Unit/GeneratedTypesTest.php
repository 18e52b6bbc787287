<?php
/**
 * The committed TypeScript settings types are up to date.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Runs bin/gen-settings-types.php and compares with src/types/settings.generated.ts.
 */
class GeneratedTypesTest extends TestCase {

	/**
	 * The generator's output.
	 */
	private function generate(): string {
		return $this->run_generator( 'bin/gen-settings-types.php' );
	}

	/**
	 * The committed file equals the generator's output.
	 */
	public function test_committed_file_is_up_to_date(): void {
		$file = LODESTAR_PLUGIN_DIR . '/src/types/settings.generated.ts';
		$this->assertFileExists( $file );
		$this->assertSame(
			$this->generate(),
			file_get_contents( $file ), // phpcs:ignore WordPress.WP.AlternativeFunctions
			'src/types/settings.generated.ts is stale: php bin/gen-settings-types.php > src/types/settings.generated.ts'
		);
	}

	/**
	 * Every key appears with its TypeScript type, and no default leaks into TypeScript.
	 */
	public function test_output_declares_every_key(): void {
		$output = $this->generate();
		foreach ( Definitions::keys() as $key ) {
			$this->assertMatchesRegularExpression( '/^\t' . preg_quote( $key, '/' ) . ':[ \n]/m', $output, "Missing {$key}" );
		}
		$this->assertStringContainsString( "\ttwitter_card_type: 'summary_large_image' | 'summary';", $output );
		$this->assertStringContainsString( "\ttwitter_same_as_facebook: '1' | '';", $output );
		$this->assertStringContainsString( "\tno_index: string[];", $output );
		$this->assertStringContainsString( "\tfallback_image_id: number;", $output );
		$this->assertStringContainsString( "\t\tgeneral: Array< 'noindex' | 'nofollow' | 'noarchive' >;", $output );
		$this->assertStringContainsString( 'export type SettingKey = keyof Settings;', $output );
		// A union too long for one line: one member per line, as Prettier lays it out.
		$this->assertStringContainsString( "\tsite_type:\n\t\t| ''\n\t\t| 'blog'\n", $output );
		$this->assertStringContainsString( "\t\t| 'other';\n", $output );
		$this->assertStringNotContainsString( '%title%', $output );
	}
}
