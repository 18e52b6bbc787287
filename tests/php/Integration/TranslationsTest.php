<?php
/**
 * Translations: the .pot, the PHP extractor, and a sample locale compiled by npm run i18n.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Support\BuildAssets;
use Lodestar\Tests\TestCase;

// phpcs:disable WordPress.WP.AlternativeFunctions -- local test files.
// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions -- runs the project's scripts.

/**
 * languages/lodestar.pot is what bin/i18n.js writes from the sources today; the PHP extractor
 * reads contexts, plurals and translator comments; and the French fixture
 * (tests/fixtures/i18n/lodestar-fr_FR.po), compiled by `node bin/i18n.js compile` into the test
 * site's language pack folder (wp-content/languages/plugins/), translates the HTML sitemap's
 * PHP strings and the scripts' strings, the lazily loaded chunks' included.
 */
class TranslationsTest extends TestCase {

	/**
	 * The plugin folder.
	 */
	private const ROOT = __DIR__ . '/../../../';

	/**
	 * Files this test wrote, removed afterwards.
	 *
	 * @var string[]
	 */
	private array $written = array();

	/**
	 * Removes the compiled files and the French locale.
	 */
	protected function tearDown(): void {
		foreach ( $this->written as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		unload_textdomain( 'lodestar' );
		parent::tearDown();
	}

	/**
	 * Runs a command in the plugin folder; its output.
	 *
	 * @param string $command Shell command.
	 */
	private function run_script( string $command ): string {
		$output = array();
		$status = 0;
		exec( 'cd ' . escapeshellarg( self::ROOT ) . ' && ' . $command . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, $command . ":\n" . implode( "\n", $output ) );
		return implode( "\n", $output );
	}

	/**
	 * Compiles the French fixture into wp-content/languages/plugins/ (the language packs'
	 * folder, where WordPress looks for a plugin's .mo and its scripts' JSON files).
	 *
	 * @return string The folder.
	 */
	private function compile_french(): string {
		$this->assertFileExists( self::ROOT . 'build/admin/index.js', 'The scripts are built (npm run build) before PHPUnit.' );
		$folder = WP_LANG_DIR . '/plugins';
		$before = is_dir( $folder ) ? scandir( $folder ) : array();
		$this->run_script( 'node bin/i18n.js compile tests/fixtures/i18n/lodestar-fr_FR.po ' . escapeshellarg( $folder ) );
		$this->written = array_map( fn( $f ) => $folder . '/' . $f, array_diff( scandir( $folder ), $before ) );
		return $folder;
	}

	/**
	 * The committed .pot equals a fresh extraction (it is generated, never edited by hand).
	 */
	public function test_pot_is_current(): void {
		$fresh           = tempnam( sys_get_temp_dir(), 'lodestar-pot-' );
		$this->written[] = $fresh;
		$this->run_script( 'node bin/i18n.js pot ' . escapeshellarg( $fresh ) );
		$this->assertSame(
			file_get_contents( $fresh ),
			file_get_contents( self::ROOT . 'languages/lodestar.pot' ),
			'languages/lodestar.pot is out of date: run npm run i18n.'
		);
		$pot = (string) file_get_contents( self::ROOT . 'languages/lodestar.pot' );
		// A PHP string with its reference, and a TypeScript one of a lazy screen.
		$this->assertMatchesRegularExpression( '/#: includes\/Sitemaps\/HtmlSitemap\.php:\d+\n(#: [^\n]+\n)*msgid "\(no title\)"/', $pot );
		$this->assertMatchesRegularExpression( '/#: src-admin\/screens\/meta-templates\/fields\.ts:\d+\nmsgid "Auto-generate Description"/', $pot );
		// The plugin header, as the plugins list translates it.
		$this->assertStringContainsString( "#. Description of the plugin\nmsgid \"Fast, correct SEO for WordPress", $pot );
	}

	/**
	 * The PHP extractor: functions, contexts, plurals, comments; other domains and methods left out.
	 */
	public function test_php_extractor(): void {
		$file            = tempnam( sys_get_temp_dir(), 'lodestar-php-' );
		$this->written[] = $file;
		file_put_contents(
			$file,
			"<?php\n"
			. "esc_html_e( 'Echoed', 'lodestar' );\n"
			. "/* translators: %s: a name. */\n"
			. "printf( esc_html__( 'Hello %s', 'lodestar' ), \$name );\n"
			. "\$a = _x( 'Post', 'noun', 'lodestar' ) . _n( 'One item', \"%d items\", \$n, 'lodestar' );\n"
			. "\$b = __( 'Core', 'default' ) . \$obj->__( 'Method', 'lodestar' ) . __( \$variable, 'lodestar' );\n"
			. "\$c = _nx_noop( 'A', 'As', 'letters', 'lodestar' ) . __( 'Joined ' . 'text', 'lodestar' );\n"
		);
		$entries = json_decode( $this->run_script( 'php bin/i18n-extract-php.php lodestar ' . escapeshellarg( $file ) ), true );
		$short   = array_map(
			fn( $e ) => array( $e['line'], $e['msgid'], $e['plural'], $e['context'], $e['comment'] ),
			$entries
		);
		$this->assertSame(
			array(
				array( 2, 'Echoed', null, null, null ),
				array( 4, 'Hello %s', null, null, 'translators: %s: a name.' ),
				array( 5, 'Post', null, 'noun', null ),
				array( 5, 'One item', '%d items', null, null ),
				array( 7, 'A', 'As', 'letters', null ),
				array( 7, 'Joined text', null, null, null ),
			),
			$short
		);
	}

	/**
	 * The compiled .mo translates Lodestar's PHP strings, the HTML sitemap's included, with
	 * plurals and contexts.
	 */
	public function test_french_mo_translates_php_strings(): void {
		$folder = $this->compile_french();
		$this->assertTrue( load_textdomain( 'lodestar', $folder . '/lodestar-fr_FR.mo', 'fr_FR' ) );

		$this->empty_site();
		$this->publish_post( array( 'post_title' => '' ) );
		$html = do_shortcode( '[lodestar_html_sitemap]' );
		$this->assertStringContainsString( '(sans titre)', $html );
		$this->assertStringNotContainsString( '(no title)', $html );

		// phpcs:disable WordPress.WP.I18n.MissingTranslatorsComment -- the strings under test.
		$this->assertSame( '%d erreur', _n( '%d error', '%d errors', 1, 'lodestar' ) );
		$this->assertSame( '%d erreurs', _n( '%d error', '%d errors', 2, 'lodestar' ) );
		$this->assertSame( '%1$s ; %2$s', _x( '%1$s, %2$s', 'list of post titles', 'lodestar' ) );
		// Fuzzy and empty entries are not compiled.
		$this->assertSame( 'Dashboard', __( 'Dashboard', 'lodestar' ) );
		$this->assertSame( 'Tools', __( 'Tools', 'lodestar' ) );
		// phpcs:enable
	}

	/**
	 * The entry's JSON (wp_set_script_translations) and each lazy chunk's JSON (registered by
	 * BuildAssets and loaded with load_script_textdomain) reach the page before the app runs.
	 */
	public function test_french_json_reaches_the_entries_and_their_lazy_chunks(): void {
		$this->compile_french();
		$this->assertFileExists( WP_LANG_DIR . '/plugins/lodestar-fr_FR-' . md5( 'build/admin/screen-meta-templates.js' ) . '.json' );
		add_filter( 'determine_locale', fn() => 'fr_FR' );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_default_scripts( $GLOBALS['wp_scripts'] );

		$build = new BuildAssets( LODESTAR_DIR, plugins_url( '/', LODESTAR_FILE ) );
		$this->assertTrue( $build->enqueue( 'admin', 'lodestar-admin', '', array() ) );
		$this->assertTrue( $build->enqueue( 'editor', 'lodestar-editor', '', array() ) );

		$scripts = wp_scripts();
		// The entries: their JSON through wp_set_script_translations().
		$this->assertStringContainsString( 'Modèles de méta', (string) $scripts->print_translations( 'lodestar-admin', false ) );
		$this->assertStringContainsString( 'Titre SEO', (string) $scripts->print_translations( 'lodestar-editor', false ) );
		// The lazy chunks: their JSON set before the entry runs.
		$admin_before  = implode( "\n", (array) $scripts->get_data( 'lodestar-admin', 'before' ) );
		$editor_before = implode( "\n", (array) $scripts->get_data( 'lodestar-editor', 'before' ) );
		$this->assertStringContainsString( 'Générer la description automatiquement', $admin_before );
		$this->assertStringContainsString( 'Titre Facebook', $editor_before );
		// Each script's strings only: the sidebar's General tab is not in the admin app.
		$this->assertStringNotContainsString( 'Titre SEO', $admin_before . $scripts->print_translations( 'lodestar-admin', false ) );
	}
}
