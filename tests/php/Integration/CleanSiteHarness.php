<?php
/**
 * A clean, well-built site, built once per test class and served over loopback.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * Builds, in setUpBeforeClass(), a site a careful owner would run (served over HTTPS, pretty permalinks, a
 * tagline, a site icon, a social image, a static front page with one H1, sub-headings, an
 * image with alt text and links, posts and pages of more than 300 words each with their own
 * title and description, sub-headings, an image with alt text, a featured image with alt
 * text, a category with a description, and links between them so that every post is linked
 * from two others and links to two others; Lodestar's XML sitemaps on) inside one database
 * transaction held for the whole class. Each test runs in a savepoint of it, rolled back
 * afterwards, so a test plants what it likes and the next one finds the clean site again; the
 * served site reads the uncommitted rows (ServedSiteHarness), so it serves that site.
 *
 * @since 0.5.0
 */
trait CleanSiteHarness {

	use ServedSiteHarness {
		ServedSiteHarness::setUpBeforeClass as served_set_up_before_class;
		ServedSiteHarness::tearDownAfterClass as served_tear_down_after_class;
	}

	/**
	 * The clean site's objects: 'front', 'about', 'contact' (page ids), 'posts' (list of post
	 * ids), 'category' (term id), 'images' (attachment ids by post id), 'icon' (attachment id),
	 * 'admin' (an administrator's user id).
	 *
	 * @var array<string, mixed>
	 */
	protected static array $site = array();

	/**
	 * The clean site is served over HTTPS.
	 */
	protected static function served_over_https(): bool {
		return true;
	}

	/**
	 * Builds the clean site in a transaction that tearDownAfterClass() rolls back.
	 */
	public static function setUpBeforeClass(): void {
		self::served_set_up_before_class();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		$filters = self::served_filters();
		foreach ( $filters as $filter ) {
			add_filter( ...$filter );
		}
		try {
			self::build_clean_site();
		} finally {
			foreach ( $filters as $filter ) {
				remove_filter( $filter[0], $filter[1], $filter[2] );
			}
		}
	}

	/**
	 * Throws the clean site away.
	 */
	public static function tearDownAfterClass(): void {
		$GLOBALS['wpdb']->query( 'ROLLBACK' );
		wp_cache_flush();
		Plugin::instance()->settings()->flush();
		$GLOBALS['wp_rewrite']->init();
		self::served_tear_down_after_class();
	}

	/**
	 * Each test in a savepoint of the class's transaction.
	 */
	protected function begin_test_transaction(): void {
		$GLOBALS['wpdb']->query( 'SAVEPOINT lodestar_clean_site' );
	}

	/**
	 * Back to the clean site.
	 */
	protected function roll_back_test_transaction(): void {
		$GLOBALS['wpdb']->query( 'ROLLBACK TO SAVEPOINT lodestar_clean_site' );
	}

	/**
	 * The clean site's permalinks stay (ServedSiteHarness::tearDown() would set plain ones).
	 */
	protected function tearDown(): void {
		if ( '' !== $this->served_probe && is_file( $this->served_probe ) ) {
			unlink( $this->served_probe );
		}
		$this->served_probe = '';
		parent::tearDown();
		create_initial_taxonomies();
	}

	/**
	 * N words of readable text, different for each seed.
	 *
	 * @param int    $count Words.
	 * @param string $seed  A word that makes the text unique.
	 */
	protected static function prose( int $count, string $seed ): string {
		$vocabulary = array( 'roast', 'bean', 'grind', 'water', 'filter', 'kettle', 'aroma', 'crema', 'origin', 'harvest', 'cup', 'brew', 'morning', 'farm', 'altitude', 'acidity', 'body', 'sweetness', 'press', 'pour' );
		$words      = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$words[] = 0 === $i % 7 ? $seed . $i : $vocabulary[ ( $i * 7 + strlen( $seed ) ) % count( $vocabulary ) ];
		}
		return ucfirst( implode( ' ', $words ) ) . '.';
	}

	/**
	 * An attachment (an image in the uploads folder) with alt text.
	 *
	 * @param string $file File name.
	 * @param string $alt  Alt text ('' for none).
	 * @return int Attachment id.
	 */
	protected static function image( string $file, string $alt ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => ucfirst( strtok( $file, '.' ) ),
				'post_status'    => 'inherit',
				'guid'           => self::served_url() . 'wp-content/uploads/' . $file,
			)
		);
		update_post_meta( $id, '_wp_attached_file', $file );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 630,
				'file'   => $file,
			)
		);
		if ( '' !== $alt ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		}
		return $id;
	}

	/**
	 * The content of a clean post or page: two sections with H2 headings, an image with alt
	 * text, links to the given posts, more than 300 words.
	 *
	 * @param string    $seed  Unique word.
	 * @param list<int> $links Posts to link to.
	 */
	protected static function clean_content( string $seed, array $links ): string {
		$anchors = '';
		foreach ( $links as $id ) {
			$anchors .= ' <a href="' . esc_url( (string) get_permalink( $id ) ) . '">' . esc_html( get_the_title( $id ) ) . '</a>';
		}
		return '<h2>About ' . $seed . '</h2><p>' . self::prose( 170, $seed ) . '</p>'
			. '<img src="' . esc_url( self::served_url() . 'wp-content/uploads/' . $seed . '.jpg' ) . '" alt="A cup of ' . $seed . '">'
			. '<h2>Brewing ' . $seed . '</h2><p>' . self::prose( 170, $seed . 'x' ) . ' Read on:' . $anchors . '.</p>';
	}

	/**
	 * Publishes a post as the clean site's are: a description (the excerpt), the clean
	 * content with links to the given posts, a featured image with alt text, in the site's category.
	 *
	 * @param string    $title       Title.
	 * @param string    $description Excerpt.
	 * @param list<int> $links       Posts it links to.
	 * @param string    $seed        Unique word ('' for one made from the title).
	 * @param int       $category    Category id (0 for the default one).
	 * @return int Post id.
	 */
	protected static function publish_clean_post( string $title, string $description, array $links, string $seed = '', int $category = 0 ): int {
		$seed = '' === $seed ? sanitize_key( str_replace( ' ', '', $title ) ) : $seed;
		$id   = wp_insert_post(
			array(
				'post_type'     => 'post',
				'post_status'   => 'publish',
				'post_title'    => $title,
				'post_name'     => sanitize_title( $title ),
				'post_excerpt'  => $description,
				'post_content'  => self::clean_content( $seed, $links ),
				'post_category' => array( 0 === $category ? (int) get_option( 'default_category' ) : $category ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( $id->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		set_post_thumbnail( $id, self::image( $seed . '.jpg', 'A cup of ' . $seed ) );
		return $id;
	}

	/**
	 * Builds the clean site (see the trait's docblock).
	 */
	private static function build_clean_site(): void {
		global $wpdb;
		foreach ( array( $wpdb->posts, $wpdb->postmeta, $wpdb->term_relationships, $wpdb->comments, $wpdb->commentmeta ) as $table ) {
			$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name.
		}
		$wpdb->query( "UPDATE {$wpdb->term_taxonomy} SET count = 0" );
		wp_cache_flush();

		update_option( 'blogname', 'Lodestar Coffee' );
		update_option( 'blogdescription', 'Fresh coffee roasted every morning' );
		update_option( 'blog_public', '1' );
		update_option( 'active_plugins', array( 'lodestar/plugin.php' ) );
		update_option( 'lodestar_test_theme', array() );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies();

		$social = self::image( 'social.jpg', 'The Lodestar Coffee roastery' );
		$saved  = Plugin::instance()->settings()->save(
			array(
				'enable_xml_sitemap' => true,
				'fallback_image'     => self::served_url() . 'wp-content/uploads/social.jpg',
				'fallback_image_id'  => $social,
			)
		);
		if ( is_wp_error( $saved ) ) {
			throw new \RuntimeException( 'The clean site\'s settings: ' . $saved->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		$icon = self::image( 'icon.png', '' );
		update_option( 'site_icon', $icon );

		$category = wp_insert_term( 'Brewing', 'category', array( 'description' => 'How to brew coffee at home, step by step.' ) );
		if ( is_wp_error( $category ) ) {
			throw new \RuntimeException( $category->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		$category_id = (int) $category['term_id'];
		update_option( 'default_category', $category_id );

		// Four posts; each links to the next two (published first, linked afterwards).
		$titles = array( 'Pour-over at home', 'Choosing a grinder', 'Water for coffee', 'Storing beans' );
		$posts  = array();
		$images = array();
		foreach ( $titles as $i => $title ) {
			$posts[ $i ] = self::publish_clean_post( $title, 'A short guide: ' . strtolower( $title ) . ', explained for a first cup at home (post' . $i . ').', array(), 'post' . $i, $category_id );
		}
		foreach ( $posts as $i => $id ) {
			wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => self::clean_content( 'post' . $i, array( $posts[ ( $i + 1 ) % 4 ], $posts[ ( $i + 2 ) % 4 ] ) ),
				)
			);
			$images[ $id ] = (int) get_post_thumbnail_id( $id );
		}

		$pages = array();
		foreach ( array( 'about' => 'About us', 'contact' => 'Visit the roastery' ) as $slug => $title ) {
			$pages[ $slug ] = (int) wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_name'    => $slug,
					'post_excerpt' => 'Lodestar Coffee: ' . strtolower( $title ) . ', a small roastery with a shop.',
					'post_content' => self::clean_content( $slug, array( $posts[0], $posts[1] ) ),
				)
			);
			$images[ $pages[ $slug ] ] = self::image( $slug . '.jpg', 'The ' . $slug . ' page' );
			set_post_thumbnail( $pages[ $slug ], $images[ $pages[ $slug ] ] );
		}
		$front = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Lodestar Coffee',
				'post_name'    => 'home',
				'post_excerpt' => 'Lodestar Coffee roasts beans every morning and ships them the same day.',
				'post_content' => '<h1>Lodestar Coffee</h1>' . self::clean_content( 'home', array( $pages['about'], $pages['contact'], $posts[0], $posts[2] ) ),
			)
		);
		$images[ $front ] = self::image( 'home.jpg', 'Beans roasting' );
		set_post_thumbnail( $front, $images[ $front ] );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );

		flush_rewrite_rules( false );
		$admin = wp_insert_user(
			array(
				'user_login' => 'lodestar_clean_site_admin',
				'user_email' => 'clean-site-admin@example.org',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => 'administrator',
			)
		);
		if ( is_wp_error( $admin ) ) {
			throw new \RuntimeException( $admin->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		self::$site = array(
			'admin'    => $admin,
			'front'    => $front,
			'about'    => $pages['about'],
			'contact'  => $pages['contact'],
			'posts'    => $posts,
			'category' => $category_id,
			'images'   => $images,
			'icon'     => $icon,
		);
	}
}
