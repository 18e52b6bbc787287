<?php
/**
 * Reads the user-facing notes of CHANGELOG.md.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;

/**
 * Parses "What's new" entries out of the changelog.
 *
 * Expected layout (newest first): a `## 1.2.3` heading per version (`## [1.2.3] - date` works
 * too; headings without a version number, such as "Unreleased", are skipped), then a
 * `### Users` heading followed by `-` or `*` bullets. Other sections (Developers) are ignored.
 *
 * @since 0.1.0
 */
final class Changelog {

	/**
	 * The newest versions that have user notes.
	 *
	 * @since 0.1.0
	 *
	 * @param string $markdown Changelog text.
	 * @param int    $limit    Number of versions.
	 * @return array<int, array{version: string, items: string[]}>
	 */
	public static function user_notes( string $markdown, int $limit = 2 ): array {
		$versions  = array();
		$current   = null;
		$in_users  = false;
		$last_item = null;

		foreach ( preg_split( '/\R/', $markdown ) as $line ) {
			if ( preg_match( '/^##\s+(?!#)(.*)$/', $line, $match ) ) {
				self::keep( $versions, $current );
				$current  = null;
				$in_users = false;
				if ( preg_match( '/\bv?(\d+\.\d+(?:\.\d+)?(?:[-+][0-9A-Za-z.-]+)?)/', $match[1], $version ) ) {
					$current = array(
						'version' => $version[1],
						'items'   => array(),
					);
				}
				if ( count( $versions ) >= $limit ) {
					break;
				}
				continue;
			}
			if ( preg_match( '/^#{1,6}\s+(.*)$/', $line, $match ) ) {
				$in_users  = null !== $current && 1 === preg_match( '/^users\b/i', trim( $match[1] ) );
				$last_item = null;
				continue;
			}
			if ( ! $in_users ) {
				continue;
			}
			if ( preg_match( '/^[-*+]\s+(.+)$/', $line, $match ) ) {
				$current['items'][] = self::plain( $match[1] );
				$last_item          = count( $current['items'] ) - 1;
			} elseif ( null !== $last_item && preg_match( '/^\s+(\S.*)$/', $line, $match ) ) {
				// An indented line continues the previous bullet.
				$current['items'][ $last_item ] .= ' ' . self::plain( $match[1] );
			} elseif ( '' === trim( $line ) ) {
				$last_item = null;
			}
		}
		self::keep( $versions, $current );

		return array_slice( $versions, 0, $limit );
	}

	/**
	 * Adds a finished version when it has user notes.
	 *
	 * @param array<int, array{version: string, items: string[]}> $versions Versions so far.
	 * @param array{version: string, items: string[]}|null        $current  Finished version.
	 */
	private static function keep( array &$versions, ?array $current ): void {
		if ( null !== $current && array() !== $current['items'] ) {
			$versions[] = $current;
		}
	}

	/**
	 * Drops the little Markdown a bullet may have (links, code, emphasis).
	 *
	 * @param string $text Bullet text.
	 */
	private static function plain( string $text ): string {
		$text = (string) preg_replace( '/\[([^\]]+)\]\([^)]*\)/', '$1', $text );
		$text = (string) preg_replace( '/(\*\*|__|`)(.+?)\1/', '$2', $text );
		return trim( $text );
	}
}
