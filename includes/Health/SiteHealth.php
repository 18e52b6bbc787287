<?php
/**
 * Lodestar's tests and information in Tools › Site Health.
 *
 * @package Lodestar
 */

namespace Lodestar\Health;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\SiteCheck;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Robots\RobotsTxt;
use Lodestar\Settings\SettingsHistory;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\RestNamespace;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Site Health tests for what breaks SEO without a sound, and a "Lodestar SEO" section in its
 * Info tab. The tests call the site analysis' checks where one exists (search engine
 * visibility, the sitemap over loopback, other SEO plugins) and add what Site Health needs:
 *
 * - search engine visibility off is critical on a `production` environment type only (staging
 *   and development sites are meant to be hidden);
 * - the XML sitemap index fetched over loopback (async: a REST route of its own), when
 *   Lodestar's sitemaps are on;
 * - robots.txt as the site serves it (async: the analysis' robots_txt check over loopback):
 *   Googlebot, Bingbot or `*` kept out of the home page or the posts is critical on production,
 *   a robots.txt that cannot be read or checked is recommended;
 * - another SEO plugin active;
 * - page checks older than the settings: the settings history's newest settings change is
 *   later than the newest stored page check, a check's time being its post's last
 *   modification (checks run when a post is saved; `_lodestar_page_checks.modified`).
 *
 * Every result links to the Lodestar screen that fixes it. Registered only in admin requests
 * (and the weekly Site Health cron), the REST route only on rest_api_init: page views pay
 * nothing.
 *
 * @since 0.3.0
 */
final class SiteHealth {

	/**
	 * Test ids (Site Health's keys), direct and async.
	 *
	 * @since 0.3.0
	 */
	public const TESTS = array( 'lodestar_search_engine_visibility', 'lodestar_robots_txt', 'lodestar_other_seo_plugins', 'lodestar_page_checks', 'lodestar_sitemap' );

	/**
	 * REST route of the async sitemap test (namespace lodestar/v1).
	 *
	 * @since 0.3.0
	 */
	public const SITEMAP_ROUTE = '/site-health/sitemap';

	/**
	 * REST route of the async robots.txt test (namespace lodestar/v1).
	 *
	 * @since 0.5.0
	 */
	public const ROBOTS_ROUTE = '/site-health/robots-txt';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param SettingsHistory    $history  Settings history (when the settings last changed).
	 * @param RobotsTxt          $robots   robots.txt.
	 * @param ContentFacts       $content  Content queries (the stored page checks).
	 * @param \Closure           $checks   Returns the site analysis' check of an id (SiteCheck), or null.
	 * @param \Closure           $console  Returns the Search Console state: array{connected: bool, site: string}.
	 * @param \Closure|null      $environment Returns the environment type (default wp_get_environment_type()).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private SettingsHistory $history,
		private RobotsTxt $robots,
		private ContentFacts $content,
		private \Closure $checks,
		private \Closure $console,
		private ?\Closure $environment = null
	) {}

	/**
	 * The environment type: production, staging, development or local.
	 */
	private function environment(): string {
		return null === $this->environment ? wp_get_environment_type() : (string) ( $this->environment )();
	}

	/**
	 * Hooks the tests and the Info section.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'tests' ) );
		add_filter( 'debug_information', array( $this, 'debug_information' ) );
	}

	/**
	 * Registers the async sitemap test's route (rest_api_init).
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		foreach ( array(
			self::SITEMAP_ROUTE => fn (): WP_REST_Response => new WP_REST_Response( $this->sitemap_test() ),
			self::ROBOTS_ROUTE  => fn (): WP_REST_Response => new WP_REST_Response( $this->robots_test() ),
		) as $route => $callback ) {
			register_rest_route(
				RestNamespace::NAME,
				$route,
				array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => $callback,
						'permission_callback' => static fn (): bool => current_user_can( 'view_site_health_checks' ),
						'args'                => array(),
					),
				)
			);
		}
	}

	/**
	 * Adds Lodestar's tests.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $tests Site Health tests: {direct: [...], async: [...]}.
	 * @return array<string, mixed>
	 */
	public function tests( $tests ): array {
		$tests           = is_array( $tests ) ? $tests : array();
		$tests['direct'] = is_array( $tests['direct'] ?? null ) ? $tests['direct'] : array();
		$tests['async']  = is_array( $tests['async'] ?? null ) ? $tests['async'] : array();

		$tests['direct']['lodestar_search_engine_visibility'] = array(
			'label' => __( 'Search engines may index the production site', 'lodestar' ),
			'test'  => array( $this, 'visibility_test' ),
		);
		$tests['direct']['lodestar_other_seo_plugins']        = array(
			'label' => __( 'No other SEO plugin is active', 'lodestar' ),
			'test'  => array( $this, 'other_plugins_test' ),
		);
		$tests['direct']['lodestar_page_checks']              = array(
			'label' => __( 'Page checks are newer than the settings', 'lodestar' ),
			'test'  => array( $this, 'page_checks_test' ),
		);
		$tests['async']['lodestar_sitemap']                   = array(
			'label'             => __( 'The XML sitemap is reachable', 'lodestar' ),
			'test'              => rest_url( RestNamespace::NAME . self::SITEMAP_ROUTE ),
			'has_rest'          => true,
			'async_direct_test' => array( $this, 'sitemap_test' ),
		);
		$tests['async']['lodestar_robots_txt']                = array(
			'label'             => __( 'robots.txt lets search engines crawl the site', 'lodestar' ),
			'test'              => rest_url( RestNamespace::NAME . self::ROBOTS_ROUTE ),
			'has_rest'          => true,
			'async_direct_test' => array( $this, 'robots_test' ),
		);
		return $tests;
	}

	/**
	 * Search engine visibility: off is critical on a production environment.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function visibility_test(): array {
		$check       = $this->check( 'search_engine_visibility' );
		$environment = $this->environment();
		$link        = $this->link( '/site-seo-analysis', __( 'Open Lodestar’s Site SEO Analysis', 'lodestar' ) );
		if ( 'success' === $check->status ) {
			return $this->result( 'lodestar_search_engine_visibility', 'good', __( 'Search engines may index this site', 'lodestar' ), $check->message, $link );
		}
		if ( 'production' !== $environment ) {
			return $this->result(
				'lodestar_search_engine_visibility',
				'good',
				/* translators: %s: environment type (staging, development, local). */
				sprintf( __( 'Search engines are kept away from this %s site', 'lodestar' ), $environment ),
				__( 'This site is not a production site (its environment type says so), so asking search engines not to index it is right. Allow indexing on the production site.', 'lodestar' ),
				$link
			);
		}
		return $this->result(
			'lodestar_search_engine_visibility',
			'critical',
			__( 'Search engines are asked not to index this production site', 'lodestar' ),
			$check->message . ' ' . __( 'Every page carries noindex and robots.txt disallows everything, so the site disappears from search results.', 'lodestar' ),
			$link
		);
	}

	/**
	 * The XML sitemap index over loopback (async), when Lodestar's sitemaps are on.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function sitemap_test(): array {
		$link = $this->link( '/advanced/sitemaps', __( 'Open Lodestar’s sitemap settings', 'lodestar' ) );
		if ( ! $this->settings->get( 'enable_xml_sitemap' ) ) {
			return $this->result(
				'lodestar_sitemap',
				'good',
				__( 'Lodestar’s XML sitemaps are off', 'lodestar' ),
				__( 'There is no Lodestar sitemap to fetch. Turning them on helps search engines find new and changed pages sooner.', 'lodestar' ),
				$link
			);
		}
		return $this->check_result(
			'lodestar_sitemap',
			$this->check( 'sitemap_reachable' ),
			__( 'The XML sitemap is reachable', 'lodestar' ),
			__( 'The XML sitemap cannot be read', 'lodestar' ),
			$link
		);
	}

	/**
	 * robots.txt as the site serves it: the analysis' robots_txt check (async: it requests
	 * /robots.txt over loopback). Search engines kept out of the home page or the posts is
	 * critical on production (right, and so good, on a staging or development site); a
	 * robots.txt that cannot be read, or a check that could not run, is recommended.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function robots_test(): array {
		$check = $this->check( 'robots_txt' );
		$link  = $this->link( '/advanced/robots-txt-editor', __( 'Open Lodestar’s robots.txt editor', 'lodestar' ) );
		$text  = trim( $check->message . ' ' . self::texts( $check ) );
		if ( 'success' === $check->status ) {
			return $this->result( 'lodestar_robots_txt', 'good', __( 'robots.txt lets search engines crawl the site', 'lodestar' ), $check->message, $link );
		}
		if ( 'unavailable' === $check->status ) {
			return $this->result( 'lodestar_robots_txt', 'recommended', __( 'robots.txt could not be checked', 'lodestar' ), $text, $link );
		}
		if ( 'error' !== $check->status ) {
			return $this->result( 'lodestar_robots_txt', 'recommended', __( 'robots.txt is not served as search engines expect', 'lodestar' ), $text, $link );
		}
		if ( 'production' !== $this->environment() ) {
			return $this->result(
				'lodestar_robots_txt',
				'good',
				/* translators: %s: environment type (staging, development, local). */
				sprintf( __( 'robots.txt keeps crawlers out of this %s site', 'lodestar' ), $this->environment() ),
				__( 'This is right for a site that is not in production.', 'lodestar' ) . ' ' . $text,
				$link
			);
		}
		return $this->result( 'lodestar_robots_txt', 'critical', __( 'robots.txt keeps search engines out', 'lodestar' ), $text, $link );
	}

	/**
	 * Another SEO plugin active at the same time.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function other_plugins_test(): array {
		return $this->check_result(
			'lodestar_other_seo_plugins',
			$this->check( 'other_seo_plugins' ),
			__( 'No other SEO plugin is active', 'lodestar' ),
			__( 'Another SEO plugin is active next to Lodestar', 'lodestar' ),
			$this->link( '/tools/migrate', __( 'Migrate its data to Lodestar', 'lodestar' ) )
		);
	}

	/**
	 * Page checks older than the settings: the settings changed after the newest stored check.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, mixed>
	 */
	public function page_checks_test(): array {
		$link    = $this->link( '/site-seo-analysis', __( 'Open Lodestar’s Site SEO Analysis', 'lodestar' ) );
		$changed = $this->history->last_change( SettingsHistory::SETTINGS );
		$facts   = null === $changed ? null : $this->content->page_checks_before( gmdate( 'Y-m-d H:i:s', $changed ) );
		if ( null === $facts || 0 === $facts['checked'] || $facts['older'] < $facts['checked'] ) {
			return $this->result(
				'lodestar_page_checks',
				'good',
				__( 'Page checks are newer than the settings', 'lodestar' ),
				null === $facts || 0 === $facts['checked']
					? __( 'No page check is older than the last change of Lodestar’s settings.', 'lodestar' )
					: sprintf(
						/* translators: 1: number of posts, 2: date and time. */
						_n( 'At least one post was checked after the settings last changed (%2$s); %1$d post was checked before.', 'At least one post was checked after the settings last changed (%2$s); %1$d posts were checked before.', $facts['older'], 'lodestar' ),
						$facts['older'],
						self::date( (int) $changed )
					),
				$link
			);
		}
		return $this->result(
			'lodestar_page_checks',
			'recommended',
			__( 'Page checks are older than the settings', 'lodestar' ),
			sprintf(
				/* translators: 1: date and time of the settings change, 2: number of posts, 3: date and time of the newest check. */
				_n( 'Lodestar’s settings changed on %1$s, after the newest stored page check (%3$s): the results of %2$d post were computed with the old titles, descriptions and rules.', 'Lodestar’s settings changed on %1$s, after the newest stored page check (%3$s): the results of %2$d posts were computed with the old titles, descriptions and rules.', $facts['checked'], 'lodestar' ),
				self::date( (int) $changed ),
				$facts['checked'],
				self::date( (int) strtotime( $facts['newest'] . ' UTC' ) )
			) . ' ' . __( 'Page checks run when a post is saved: update the posts that matter, or re-run their checks in the editor’s Checks tab.', 'lodestar' ),
			$link
		);
	}

	/**
	 * The "Lodestar SEO" section of the Info tab: key settings, never a secret.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $info Sections.
	 * @return array<string, mixed>
	 */
	public function debug_information( $info ): array {
		$info    = is_array( $info ) ? $info : array();
		$s       = $this->settings;
		$yes     = static fn ( $value ): array => array(
			'value' => $value ? __( 'Yes', 'lodestar' ) : __( 'No', 'lodestar' ),
			'debug' => $value ? 'yes' : 'no',
		);
		$console = ( $this->console )();
		$changed = $this->history->last_change( SettingsHistory::SETTINGS );
		$fields  = array(
			'version'          => array(
				'label' => __( 'Version', 'lodestar' ),
				'value' => defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '',
			),
			'environment'      => array(
				'label' => __( 'Environment type', 'lodestar' ),
				'value' => $this->environment(),
			),
			'page_level_seo'   => array( 'label' => __( 'Page-level SEO', 'lodestar' ) ) + $yes( $s->get( 'enable_page_level_seo' ) ),
			'schemas'          => array( 'label' => __( 'Structured data', 'lodestar' ) ) + $yes( $s->get( 'enable_schemas' ) ),
			'xml_sitemap'      => array( 'label' => __( 'XML sitemaps', 'lodestar' ) ) + $yes( $s->get( 'enable_xml_sitemap' ) ),
			'image_sitemap'    => array( 'label' => __( 'Images in sitemaps', 'lodestar' ) ) + $yes( $s->get( 'enable_xml_image_sitemap' ) ),
			'author_sitemap'   => array( 'label' => __( 'Author sitemap', 'lodestar' ) ) + $yes( $s->get( 'enable_author_sitemap' ) ),
			'video_sitemap'    => array( 'label' => __( 'Video sitemap', 'lodestar' ) ) + $yes( $s->get( 'enable_xml_video_sitemap' ) ),
			'news_sitemap'     => array( 'label' => __( 'News sitemap', 'lodestar' ) ) + $yes( $s->get( 'enable_xml_news_sitemap' ) ),
			'open_graph'       => array( 'label' => __( 'Open Graph tags', 'lodestar' ) ) + $yes( $s->get( 'open_graph_tags' ) ),
			'twitter'          => array( 'label' => __( 'X (Twitter) tags', 'lodestar' ) ) + $yes( $s->get( 'twitter_meta_tags' ) ),
			'separator'        => array(
				'label' => __( 'Title separator', 'lodestar' ),
				'value' => (string) $s->get( 'separator' ),
			),
			'page_title'       => array(
				'label' => __( 'Title template', 'lodestar' ),
				'value' => (string) $s->get( 'page_title' ),
			),
			'page_description' => array(
				'label' => __( 'Description template', 'lodestar' ),
				'value' => (string) $s->get( 'page_description' ),
			),
			'content_types'    => array(
				'label' => __( 'Content types with their own templates', 'lodestar' ),
				'value' => implode( ', ', array_keys( (array) $s->get( 'content_types' ) ) ),
			),
			'no_index'         => array(
				'label' => __( 'Content types not indexed', 'lodestar' ),
				'value' => implode( ', ', (array) $s->get( 'no_index' ) ),
			),
			'robots_txt'       => array(
				'label' => __( 'robots.txt', 'lodestar' ),
				'value' => $this->robots->file_exists()
					? __( 'A physical file in the site root', 'lodestar' )
					: ( '' !== $this->robots->saved() ? __( 'Edited in Lodestar', 'lodestar' ) : __( 'WordPress’s own', 'lodestar' ) ),
			),
			'search_console'   => array( 'label' => __( 'Search Console connected', 'lodestar' ) ) + $yes( ! empty( $console['connected'] ) ),
			'search_property'  => array(
				'label' => __( 'Search Console property', 'lodestar' ),
				'value' => (string) ( $console['site'] ?? '' ),
			),
			'settings_changed' => array(
				'label' => __( 'Settings last changed', 'lodestar' ),
				'value' => null === $changed ? __( 'Not recorded', 'lodestar' ) : self::date( $changed ),
				'debug' => null === $changed ? '' : gmdate( 'c', $changed ),
			),
		);
		$info['lodestar'] = array(
			'label'  => __( 'Lodestar SEO', 'lodestar' ),
			'fields' => $fields,
		);
		return $info;
	}

	/**
	 * The site analysis' check of an id, run.
	 *
	 * @param string $id Check id.
	 */
	private function check( string $id ): CheckResult {
		$check = ( $this->checks )( $id );
		if ( ! $check instanceof SiteCheck ) {
			return new CheckResult( $id, 'settings', 'success', '' );
		}
		try {
			return $check->run();
		} catch ( \Throwable $e ) {
			return new CheckResult( $id, 'settings', 'unavailable', $e->getMessage() );
		}
	}

	/**
	 * The Site Health result of a site check: good with its message when it passed,
	 * recommended when it could not run (`unavailable`), else critical with its message and
	 * description.
	 *
	 * @param string      $test     Test id.
	 * @param CheckResult $check    The check's result.
	 * @param string      $good     Heading when it passed.
	 * @param string      $critical Heading when it did not.
	 * @param string      $actions  HTML (the link).
	 * @return array<string, mixed>
	 */
	private function check_result( string $test, CheckResult $check, string $good, string $critical, string $actions ): array {
		if ( 'success' === $check->status ) {
			return $this->result( $test, 'good', $good, $check->message, $actions );
		}
		if ( 'unavailable' === $check->status ) {
			// The check could not run (a loopback request failed): not a defect of the site.
			return $this->result( $test, 'recommended', __( 'Lodestar could not run this test', 'lodestar' ), $check->message . ' ' . self::texts( $check ), $actions );
		}
		return $this->result( $test, 'critical', $critical, $check->message . ' ' . self::texts( $check ), $actions );
	}

	/**
	 * The text items of a check's description, joined.
	 *
	 * @param CheckResult $check Result.
	 */
	private static function texts( CheckResult $check ): string {
		$texts = array();
		foreach ( $check->description as $item ) {
			if ( 'text' === ( $item['type'] ?? '' ) && is_string( $item['text'] ?? null ) ) {
				$texts[] = $item['text'];
			}
		}
		return implode( ' ', $texts );
	}

	/**
	 * A date and time in the site's format and zone.
	 *
	 * @param int $time Unix time.
	 */
	private static function date( int $time ): string {
		return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
	}

	/**
	 * The link to a screen of the Lodestar admin app.
	 *
	 * @param string $route App route (e.g. /advanced/sitemaps).
	 * @param string $text  Link text.
	 */
	private function link( string $route, string $text ): string {
		return sprintf( '<p><a href="%s">%s</a></p>', esc_url( admin_url( 'admin.php?page=lodestar#' . $route ) ), esc_html( $text ) );
	}

	/**
	 * A Site Health result.
	 *
	 * @param string $test        Test id.
	 * @param string $status      good, recommended or critical.
	 * @param string $label       Heading.
	 * @param string $description Plain text.
	 * @param string $actions     HTML (the link).
	 * @return array<string, mixed>
	 */
	private function result( string $test, string $status, string $label, string $description, string $actions ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'SEO', 'lodestar' ),
				'color' => 'critical' === $status ? 'red' : 'blue',
			),
			'description' => '<p>' . esc_html( $description ) . '</p>',
			'actions'     => $actions,
			'test'        => $test,
		);
	}
}
