<?php
/**
 * The one-way layers of includes/ and the checker that enforces them.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

/**
 * Finds every reference to a `Lodestar\X\...` class in PHP files and reports the ones whose
 * folder may not import X.
 *
 * Parsed with token_get_all(), so comments (docblocks included) and strings never count.
 * Counted: `use` imports (grouped ones, `use function` and `use const` too), fully qualified
 * names in code (`\Lodestar\Rest\Controller::NAMESPACE`, `new \Lodestar\Meta\Fields()`,
 * `\Lodestar\X\Y::class`) and namespace-relative names (`namespace\Foo`, `Sub\Foo` resolved
 * against the file's namespace). Docblock types (`@var`, `@param`, `@return`) are left out on
 * purpose: they are comments, and a class a file really uses is also named in its code.
 *
 * The folder of a file is the first directory of its path under the checked root; files at
 * the root (Plugin.php, Autoloader.php, classmap.php) and under Wiring/ may import everything.
 *
 * @since 0.3.0
 */
final class LayeringChecker {

	/**
	 * Which folders each folder may import, besides its own classes and Support.
	 *
	 * Read top-down: a folder sees only what is below it. Support sees nothing; the root files
	 * and Wiring/ (the composition root) see everything.
	 *
	 * @since 0.3.0
	 */
	public const ALLOWED = array(
		'Admin'         => array( 'Settings', 'Meta', 'Seo', 'Repositories', 'Onboarding' ),
		'Editor'        => array( 'Settings', 'Meta', 'Seo', 'Repositories' ),
		'Rest'          => array( 'Sitemaps', 'Robots', 'Seo', 'Schema', 'Analysis', 'SearchConsole', 'Migration', 'Redirects', 'Settings', 'Meta', 'Repositories', 'Extensions', 'IndexNow', 'LlmsTxt', 'Onboarding', 'News' ),
		'Cli'           => array( 'Sitemaps', 'Robots', 'Seo', 'Schema', 'Analysis', 'SearchConsole', 'Migration', 'Settings', 'Meta', 'Repositories' ),
		'Frontend'      => array( 'Sitemaps', 'Robots', 'Seo', 'Schema', 'Settings', 'Meta', 'Repositories' ),
		'Lifecycle'     => array( 'Settings', 'Meta', 'Repositories' ),
		'Sitemaps'      => array( 'Seo', 'Settings', 'Meta', 'Repositories' ),
		'Robots'        => array( 'Sitemaps', 'Seo', 'Settings', 'Meta' ),
		'IndexNow'      => array( 'Sitemaps', 'Seo', 'Settings', 'Meta', 'Repositories' ),
		'LlmsTxt'       => array( 'Sitemaps', 'Seo', 'Settings', 'Meta', 'Repositories' ),
		'Schema'        => array( 'Seo', 'Settings', 'Meta', 'Repositories' ),
		'Analysis'      => array( 'Seo', 'Schema', 'Settings', 'Meta', 'Repositories' ),
		'SearchConsole' => array( 'Seo', 'Schema', 'Settings', 'Meta', 'Repositories' ),
		'Migration'     => array( 'Seo', 'Schema', 'Settings', 'Meta', 'Repositories' ),
		'Redirects'     => array( 'Seo', 'Settings', 'Meta', 'Repositories' ),
		'Seo'           => array( 'Settings', 'Meta', 'Repositories' ),
		'Repositories'  => array( 'Settings', 'Meta' ),
		'Meta'          => array( 'Settings' ),
		'Settings'      => array(),
		'Support'       => array(),
		'Extensions'    => array(),
		'Onboarding'    => array( 'Settings' ),
		'News'          => array(),
		// Site Health's tests and Info section (admin and REST only): the analysis' checks, robots.txt.
		'Health'        => array( 'Analysis', 'Robots', 'Seo', 'Schema', 'Settings', 'Meta', 'Repositories' ),
	);

	/**
	 * Folders that may import every other one: the composition root.
	 *
	 * @since 0.3.0
	 */
	public const UNRESTRICTED = array( '', 'Wiring' );

	/**
	 * Root namespace of the checked classes.
	 */
	private const ROOT_NAMESPACE = 'Lodestar';

	/**
	 * Every forbidden arrow under a root, as `file: Folder -> Folder (Lodestar\X\Y)`.
	 *
	 * @since 0.3.0
	 *
	 * @param string                      $root       Directory whose first-level folders are the layers.
	 * @param array<string, list<string>> $exceptions File (relative to $root) => folders it may still import.
	 * @param list<string>                $extensions File name endings to check.
	 * @return list<string>
	 */
	public static function violations( string $root, array $exceptions = array(), array $extensions = array( '.php' ) ): array {
		$root  = rtrim( $root, '/' ) . '/';
		$files = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$path = (string) $file;
			foreach ( $extensions as $extension ) {
				if ( str_ends_with( $path, $extension ) ) {
					$files[] = substr( $path, strlen( $root ) );
					break;
				}
			}
		}
		sort( $files );

		$found = array();
		foreach ( $files as $relative ) {
			$from = str_contains( $relative, '/' ) ? strstr( $relative, '/', true ) : '';
			if ( in_array( $from, self::UNRESTRICTED, true ) ) {
				continue;
			}
			$allowed = array_merge( array( $from, 'Support' ), self::ALLOWED[ $from ] ?? array(), $exceptions[ $relative ] ?? array() );
			if ( 'Support' === $from ) {
				$allowed = array( 'Support' );
			}
			foreach ( self::references( (string) file_get_contents( $root . $relative ) ) as $name ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
				$to = self::folder_of( $name );
				if ( ! in_array( $to, $allowed, true ) ) {
					$found[] = sprintf( '%s: %s -> %s (%s)', $relative, '' === $from ? '(root)' : $from, '' === $to ? '(root)' : $to, $name );
				}
			}
		}
		return $found;
	}

	/**
	 * Folder of a `Lodestar\...` class name: its second segment, '' for a root class (Plugin).
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Fully qualified name without the leading backslash.
	 */
	public static function folder_of( string $name ): string {
		$parts = explode( '\\', $name );
		return count( $parts ) > 2 ? $parts[1] : '';
	}

	/**
	 * Every `Lodestar\...` name a PHP file refers to in code, fully qualified without the
	 * leading backslash, in order of appearance, each once.
	 *
	 * @since 0.3.0
	 *
	 * @param string $code PHP source.
	 * @return list<string>
	 */
	public static function references( string $code ): array {
		$tokens = array_values(
			array_filter(
				token_get_all( $code ),
				static fn ( $token ) => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
			)
		);

		$names        = array();
		$namespace    = '';
		$depth        = 0;
		$import_depth = 0;
		$count        = count( $tokens );
		for ( $i = 0; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			$id    = is_array( $token ) ? $token[0] : $token;

			if ( '{' === $id || T_CURLY_OPEN === $id || T_DOLLAR_OPEN_CURLY_BRACES === $id ) {
				++$depth;
				continue;
			}
			if ( '}' === $id ) {
				--$depth;
				continue;
			}

			if ( T_NAMESPACE === $id && isset( $tokens[ $i + 1 ] ) && is_array( $tokens[ $i + 1 ] ) && in_array( $tokens[ $i + 1 ][0], array( T_STRING, T_NAME_QUALIFIED ), true ) ) {
				$namespace = $tokens[ $i + 1 ][1];
				// A braced namespace: its imports are one level down.
				$import_depth = ( isset( $tokens[ $i + 2 ] ) && '{' === $tokens[ $i + 2 ] ) ? $depth + 1 : $depth;
				++$i;
				continue;
			}

			if ( T_USE === $id && $depth === $import_depth ) {
				$i = self::read_import( $tokens, $i + 1, $names );
				continue;
			}

			if ( T_NAME_FULLY_QUALIFIED === $id ) {
				$names[] = ltrim( $token[1], '\\' );
			} elseif ( T_NAME_RELATIVE === $id ) {
				$names[] = ltrim( $namespace . '\\' . substr( $token[1], strlen( 'namespace\\' ) ), '\\' );
			} elseif ( T_NAME_QUALIFIED === $id ) {
				// Not an import: relative to the file's namespace, like PHP resolves it.
				$names[] = '' === $namespace ? $token[1] : $namespace . '\\' . $token[1];
			}
		}

		$prefix = self::ROOT_NAMESPACE . '\\';
		return array_values( array_unique( array_filter( $names, static fn ( $name ) => str_starts_with( $name, $prefix ) ) ) );
	}

	/**
	 * Reads one `use` import statement (plain, aliased, grouped, function or const).
	 *
	 * @param array<int, mixed> $tokens Tokens without whitespace and comments.
	 * @param int               $i      Index right after `use`.
	 * @param list<string>      $names  Names found so far (appended to).
	 * @return int Index of the statement's `;`.
	 */
	private static function read_import( array $tokens, int $i, array &$names ): int {
		$prefix     = '';
		$in_group   = false;
		$last       = '';
		$skip_alias = false;
		$count      = count( $tokens );
		for ( ; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			$id    = is_array( $token ) ? $token[0] : $token;
			if ( ';' === $id ) {
				break;
			}
			if ( T_FUNCTION === $id || T_CONST === $id ) {
				continue;
			}
			if ( T_AS === $id ) {
				$skip_alias = true;
				continue;
			}
			if ( T_NS_SEPARATOR === $id && isset( $tokens[ $i + 1 ] ) && '{' === $tokens[ $i + 1 ] ) {
				// `use Lodestar\Rest\{A, B}`: what came before is the group's prefix, not a name.
				array_pop( $names );
				$prefix   = $last . '\\';
				$last     = '';
				$in_group = true;
				++$i;
				continue;
			}
			if ( in_array( $id, array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
				if ( $skip_alias ) {
					$skip_alias = false;
					continue;
				}
				$last = ltrim( $token[1], '\\' );
				if ( $in_group ) {
					$names[] = $prefix . $last;
				} else {
					$names[] = $last;
				}
				continue;
			}
			if ( '}' === $id ) {
				$in_group = false;
			}
		}
		return $i;
	}
}
