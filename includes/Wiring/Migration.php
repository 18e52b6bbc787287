<?php
/**
 * The migration engine and its sources.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Migration\Runner;
use Lodestar\Migration\Sources\Aioseo;
use Lodestar\Migration\Sources\RankMath;
use Lodestar\Migration\Sources\SeoPress;
use Lodestar\Migration\Sources\SlimSeo;
use Lodestar\Migration\Sources\SureRank;
use Lodestar\Migration\Sources\Tsf;
use Lodestar\Migration\Sources\Yoast;
use Lodestar\Migration\UndoLog;
use Lodestar\Repositories\MigrationSourceData;
use Lodestar\Repositories\SitemapCache;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the migration runner with every source, in the order the screen offers them.
 *
 * @since 0.3.0
 */
final class Migration {

	/**
	 * The runner.
	 *
	 * @since 0.3.0
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param SitemapCache       $sitemaps The sitemap cache the invalidation hooks bump.
	 */
	public static function runner( SettingsRepository $settings, SitemapCache $sitemaps ): Runner {
		$data    = new MigrationSourceData();
		$sources = array();
		$list    = array(
			new Yoast( $data ),
			new RankMath( $data ),
			new Aioseo( $data ),
			new SeoPress( $data ),
			new Tsf( $data ),
			new SlimSeo( $data ),
			new SureRank( $data ),
		);
		foreach ( $list as $source ) {
			$sources[ $source->slug() ] = $source;
		}
		// Per-post redirects of the sources become redirect rules (origin "migration").
		$redirects = static function ( string $path, string $target, int $status, int $post_id, int $since = 0 ) {
			$manager = \Lodestar\Plugin::instance()?->redirects();
			if ( null === $manager || '' === $path ) {
				return __( 'Redirects are not available.', 'lodestar' );
			}
			/* translators: %d: post id. */
			$note  = sprintf( __( 'Migrated with post #%d', 'lodestar' ), $post_id );
			$saved = $manager->rules->create(
				array(
					'source'     => $path,
					'match_type' => 'exact',
					'target'     => $target,
					'status'     => $status,
					'note'       => $note,
				),
				'migration'
			);
			if ( is_wp_error( $saved ) ) {
				$existing = (int) ( $saved->get_error_data()['existing'] ?? 0 );
				if ( 0 === $existing ) {
					return $saved->get_error_message();
				}
				// The rule this run made in a request that died before logging it.
				$row = $since > 0 ? $manager->table->find( $existing ) : null;
				if ( null !== $row && 'migration' === $row['origin'] && $note === (string) $row['note'] && (int) strtotime( $row['created'] . ' UTC' ) >= $since ) {
					return array(
						'id'          => $existing,
						'fingerprint' => $manager->rules->fingerprint( $row ),
						'retargeted'  => array(),
					);
				}
				return true;
			}
			return array(
				'id'          => (int) $saved['rule']['id'],
				'fingerprint' => $manager->rules->fingerprint( $saved['rule'] ),
				'retargeted'  => $saved['retargeted'],
			);
		};
		// Undo removes the rules a run made and gives those it retargeted their fields back,
		// unless edited since.
		$unredirects = static function ( array $made, array $retargeted ): int {
			$manager = \Lodestar\Plugin::instance()?->redirects();
			return null === $manager ? 0 : $manager->rules->revert( $made, $retargeted );
		};
		return new Runner( $settings, $sources, new UndoLog(), $sitemaps, $redirects, $unredirects );
	}
}
