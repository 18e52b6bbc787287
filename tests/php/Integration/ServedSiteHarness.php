<?php
/**
 * The test site serves the PHPUnit database to the site checks' requests.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

/**
 * For tests whose code under test requests the site over HTTP (the site analysis): the
 * site's address becomes the test site's (nginx + php-fpm on LODESTAR_TEST_PORT), and a
 * must-use plugin copied into that site answers our requests from this process's database,
 * reading uncommitted rows, so what a test writes through WordPress's APIs inside its
 * transaction is what the served page shows. The site runs Lodestar and a minimal theme that
 * prints only the content (tests/php/fixtures/served-site/).
 *
 * @since 0.3.0
 */
trait ServedSiteHarness {

	/**
	 * The must-use plugin's path in the test site.
	 *
	 * @var string
	 */
	private static string $served_plugin = '';

	/**
	 * The token our requests carry.
	 *
	 * @var string
	 */
	private static string $served_token = '';

	/**
	 * Copies the must-use plugin into the test site.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$site = (string) getenv( 'WP_SITE_DIR' );
		if ( '' === $site || ! is_dir( $site . '/wp-content' ) || '' === (string) getenv( 'WP_URL' ) ) {
			throw new \RuntimeException( 'The site-check tests need the test site (WP_SITE_DIR, WP_URL): run them with npm run test:php.' );
		}
		global $wpdb;
		self::$served_token = bin2hex( random_bytes( 16 ) );
		$fixtures           = dirname( __DIR__ ) . '/fixtures/served-site';
		$code               = strtr(
			(string) file_get_contents( $fixtures . '/lodestar-test-db.php.tpl' ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			array(
				'{{TOKEN}}'   => self::$served_token,
				'{{DB_NAME}}' => DB_NAME,
				'{{PREFIX}}'  => $wpdb->prefix,
				'{{THEMES}}'  => $fixtures . '/themes',
			)
		);
		if ( ! is_dir( $site . '/wp-content/mu-plugins' ) ) {
			mkdir( $site . '/wp-content/mu-plugins', 0755, true );
		}
		// A new name each time: php-fpm's opcache could otherwise run an earlier copy.
		self::$served_plugin = $site . '/wp-content/mu-plugins/lodestar-test-db-' . self::$served_token . '.php';
		file_put_contents( self::$served_plugin, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		chmod( self::$served_plugin, 0644 );
	}

	/**
	 * Removes the must-use plugin.
	 */
	public static function tearDownAfterClass(): void {
		if ( '' !== self::$served_plugin && is_file( self::$served_plugin ) ) {
			unlink( self::$served_plugin );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * A test's own must-use plugin in the served site (see install_probe()), or ''.
	 *
	 * @var string
	 */
	private string $served_probe = '';

	/**
	 * Installs a test's own must-use plugin in the served site for this test (a probe that
	 * prints what the test reads), under a new name each time (opcache), removed by tearDown().
	 *
	 * @param string $prefix File name prefix (mu-plugins load in name order).
	 * @param string $code   PHP code.
	 */
	protected function install_probe( string $prefix, string $code ): void {
		$this->served_probe = (string) getenv( 'WP_SITE_DIR' ) . '/wp-content/mu-plugins/' . $prefix . wp_generate_password( 12, false ) . '.php';
		file_put_contents( $this->served_probe, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		chmod( $this->served_probe, 0644 );
	}

	/**
	 * Removes the test's probe; plain permalinks again in this process's rewrite object (the
	 * option is rolled back).
	 */
	protected function tearDown(): void {
		if ( '' !== $this->served_probe && is_file( $this->served_probe ) ) {
			unlink( $this->served_probe );
		}
		$this->served_probe = '';
		if ( '' !== (string) $GLOBALS['wp_rewrite']->permalink_structure ) {
			$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
			create_initial_taxonomies();
		}
		parent::tearDown();
	}

	/**
	 * Whether the site is served over HTTPS (the test site's TLS port, WP_TLS_URL, with its
	 * self-signed certificate WP_TLS_CERT, which our requests trust). Plain HTTP unless a
	 * class says otherwise.
	 */
	protected static function served_over_https(): bool {
		return false;
	}

	/**
	 * The test site's URL, with a trailing slash.
	 *
	 * @throws \RuntimeException When HTTPS is asked for and the test site has no TLS port.
	 */
	protected static function served_url(): string {
		if ( static::served_over_https() ) {
			if ( '' === (string) getenv( 'WP_TLS_URL' ) || ! is_file( (string) getenv( 'WP_TLS_CERT' ) ) ) {
				throw new \RuntimeException( 'This test needs the test site over HTTPS (WP_TLS_URL, WP_TLS_CERT): nginx serves it (bin/wp-up.sh as root).' );
			}
			return trailingslashit( (string) getenv( 'WP_TLS_URL' ) );
		}
		return trailingslashit( (string) getenv( 'WP_URL' ) );
	}

	/**
	 * Makes this process's site address the test site's and signs our requests to it.
	 * Hooks are restored by TestCase after each test.
	 */
	protected function serve_site(): void {
		foreach ( self::served_filters() as $filter ) {
			add_filter( ...$filter );
		}
	}

	/**
	 * The filters of serve_site(): add_filter() arguments.
	 *
	 * @return list<array{0: string, 1: \Closure, 2: int, 3?: int}>
	 */
	protected static function served_filters(): array {
		$url = untrailingslashit( self::served_url() );
		return array(
			array( 'option_home', static fn () => $url, 99 ),
			array( 'option_siteurl', static fn () => $url, 99 ),
			array(
				'http_request_args',
				static function ( $args, $target ) use ( $url ) {
					if ( str_starts_with( (string) $target, $url . '/' ) || $target === $url ) {
						$args['headers']                     = (array) ( $args['headers'] ?? array() );
						$args['headers']['X-Lodestar-Test-Db'] = self::$served_token;
						if ( str_starts_with( $url, 'https://' ) ) {
							$args['sslcertificates'] = (string) getenv( 'WP_TLS_CERT' );
						}
					}
					return $args;
				},
				10,
				2,
			),
		);
	}

	/**
	 * GET lodestar/v1/checks/<category> with query parameters.
	 *
	 * @param string               $category Category.
	 * @param array<string, mixed> $query    Query parameters.
	 */
	protected function get( string $category, array $query = array() ): \WP_REST_Response {
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( 'GET', '/lodestar/v1/checks/' . $category );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * A static front page with this content (block markup or HTML), published.
	 *
	 * @param string $content Content.
	 * @param string $title   Title.
	 * @return int Page id.
	 */
	protected function front_page( string $content, string $title = 'Welcome' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_name'    => 'welcome',
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $id );
		return $id;
	}

	/**
	 * A front page that passes every home-page check of the test theme.
	 *
	 * @return int Page id.
	 */
	protected function good_front_page(): int {
		$about = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About',
				'post_name'   => 'about-us',
			)
		);
		return $this->front_page(
			'<h1>Lodestar Coffee</h1><h2>Our beans</h2><p>Fresh every day. <a href="' . esc_url( get_permalink( $about ) ) . '">About us</a>.</p>'
			. '<img src="' . esc_url( self::served_url() . 'wp-content/beans.jpg' ) . '" alt="Beans">'
		);
	}
}
