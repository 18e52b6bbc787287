<?php
/**
 * REST resource of the site facts the previews need.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\SiteText;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /lodestar/v1/admin/site-settings; POST sets the search engine visibility (since 0.3.0,
 * the site analysis fixer of its check).
 *
 * @since 0.1.0
 */
class SiteSettingsController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/admin/site-settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_site_settings' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_site_settings' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'blog_public' => array(
							'type'     => 'boolean',
							'required' => true,
						),
					),
				),
			)
		);
	}

	/**
	 * Sets Settings > Reading "Search engine visibility": `blog_public` '1' lets search engines
	 * index the site, '0' asks them not to (the values WordPress itself stores).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_site_settings( WP_REST_Request $request ): WP_REST_Response {
		$public = (bool) $request->get_param( 'blog_public' );
		update_option( 'blog_public', $public ? '1' : '0' );
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array( 'blog_public' => '0' !== (string) get_option( 'blog_public' ) ),
			)
		);
	}

	/**
	 * Site name, URL, icon and tagline; front-page facts; a sample post for previews; the
	 * social profile definitions (id, label, placeholder, show_in_dashboard); the titles of the
	 * posts a latest-posts home page lists (since 0.3.0; the home preview builds the description
	 * of a home page without a tagline from them, as the page does).
	 *
	 * @since 0.1.0
	 */
	public function get_site_settings(): WP_REST_Response {
		$front_page_id = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		$is_static     = $front_page_id > 0 && null !== get_post( $front_page_id );

		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => array(
					'site'                     => array(
						'site_name' => SiteText::name(),
						'site_url'  => home_url(),
						'favicon'   => (string) get_site_icon_url( 32 ),
						'tagline'   => SiteText::tagline(),
					),
					'home_page_static'         => $is_static ? 'page' : 'posts',
					'home_page_edit_url'       => $is_static ? (string) get_edit_post_link( $front_page_id, 'raw' ) : '',
					'home_page_featured_image' => $is_static ? (string) get_the_post_thumbnail_url( $front_page_id, 'full' ) : '',
					'fallback_image'           => (string) $this->settings->get( 'fallback_image' ),
					'sample'                   => $this->sample(),
					'social_profiles'          => Definitions::social_profile_definitions(),
					'latest_posts'             => $is_static ? array() : $this->latest_posts(),
				),
			)
		);
	}

	/**
	 * The newest published post without a password, or a built-in sample.
	 *
	 * Raw fields, so the TypeScript engine turns them into text exactly as the PHP one does.
	 *
	 * @return array{title: string, excerpt: string, content: string, permalink: string}
	 */
	private function sample(): array {
		$posts = get_posts(
			array(
				'post_type'              => 'post',
				'post_status'            => 'publish',
				'has_password'           => false,
				'numberposts'            => 1,
				'orderby'                => 'date',
				'order'                  => 'DESC',
				'suppress_filters'       => true,
				'update_post_term_cache' => false,
				'update_post_meta_cache' => false,
			)
		);
		if ( ! empty( $posts ) ) {
			$post = $posts[0];
			return array(
				'title'     => $post->post_title,
				'excerpt'   => $post->post_excerpt,
				'content'   => $post->post_content,
				'permalink' => (string) get_permalink( $post ),
			);
		}
		return array(
			'title'     => __( 'Sample post title', 'lodestar' ),
			'excerpt'   => '',
			'content'   => __( 'This is the beginning of a sample post. Search engines and social networks show text like this under the title when a post has no description of its own.', 'lodestar' ),
			'permalink' => home_url( '/sample-post/' ),
		);
	}

	/**
	 * Raw titles of the posts the latest-posts home page lists to a visitor, in its order:
	 * the first page of published posts, sticky posts first, as many as the Reading setting shows.
	 *
	 * @return string[]
	 */
	private function latest_posts(): array {
		$query = new \WP_Query(
			array(
				'post_status'            => 'publish',
				'posts_per_page'         => max( 1, (int) get_option( 'posts_per_page' ) ),
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		$titles = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$titles[] = $post->post_title;
			}
		}
		return $titles;
	}

}
