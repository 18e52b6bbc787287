<?php
/**
 * REST: sitemap cache.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Sitemaps\CacheBuilder;
use Lodestar\Sitemaps\Registry;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST lodestar/v1/sitemap/generate-cache`: clears and rebuilds the sitemap cache.
 *
 * @since 0.2.0
 */
class SitemapController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Registry     $registry Sitemaps.
	 * @param CacheBuilder $builder  Cache builder.
	 */
	public function __construct( private Registry $registry, private CacheBuilder $builder ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.2.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/sitemap/generate-cache',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'generate_cache' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
			)
		);
	}

	/**
	 * Clears and rebuilds the cache.
	 *
	 * @since 0.2.0
	 */
	public function generate_cache(): WP_REST_Response {
		if ( ! $this->registry->enabled() ) {
			return $this->failure( __( 'The XML sitemap is switched off. Switch it on to generate its cache.', 'lodestar' ), 409 );
		}
		try {
			$result = $this->builder->regenerate();
		} catch ( \Throwable $error ) {
			return $this->failure( __( 'Error generating sitemap cache. Please try again.', 'lodestar' ), 500 );
		}
		if ( $result['scheduled'] ) {
			$description = sprintf(
				/* translators: 1: pages built, 2: all pages. */
				__( '%1$d of %2$d sitemap pages were rebuilt; the rest are being rebuilt in the background. Sitemaps stay up to date meanwhile: a page not rebuilt yet is generated when it is requested.', 'lodestar' ),
				$result['built'],
				$result['total']
			);
			$message = __( 'Sitemap cache regeneration started.', 'lodestar' );
		} else {
			$description = sprintf(
				/* translators: %d: number of sitemap files. */
				_n( '%d sitemap file was rebuilt. Search engines get the fresh files on their next visit.', '%d sitemap files were rebuilt. Search engines get the fresh files on their next visit.', $result['built'], 'lodestar' ),
				$result['built']
			);
			$message = __( 'Sitemap cache regenerated.', 'lodestar' );
		}
		return new WP_REST_Response(
			array(
				'success'     => true,
				'message'     => $message,
				'description' => $description,
				'built'       => $result['built'],
				'total'       => $result['total'],
			)
		);
	}

	/**
	 * A failure answer.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private function failure( string $message, int $status ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => false,
				'code'    => 'lodestar_sitemap_cache',
				'message' => $message,
			),
			$status
		);
	}
}
