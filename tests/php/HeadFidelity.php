<?php
/**
 * Compares the head Lodestar prints after a migration with the head the old plugin printed.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

/**
 * For TestCase subclasses using MigrationFlow and HeadHarness: one site of every page type
 * (built the same way for every source, the source's own data added by the test), its URLs
 * rendered after the migration, and each head read field by field against the literal head
 * the old plugin printed for that storage (tests/php/fixtures/migration-heads/<source>.php).
 *
 * How fields are read, so that only what a crawler reads is compared:
 * - text (title, description, og:*, twitter:*) with HTML entities decoded: `&#039;` and `'`
 *   are the same text; a curly quote and a straight one are not;
 * - robots as a sorted list of directives without `index` and `follow` (what a crawler
 *   assumes when they are absent);
 * - twitter:title/description/image as X reads them: the twitter tag, else the Open Graph one
 *   (X falls back to og:*, which is why some plugins print no twitter:title);
 * - status 200 when nothing else was sent; null where a tag is absent.
 *
 * @since 0.3.0
 */
trait HeadFidelity {

	/**
	 * Fields compared on every URL.
	 *
	 * @var string[]
	 */
	private static array $fidelity_fields = array( 'status', 'title', 'description', 'robots', 'canonical', 'og:type', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image' );

	/**
	 * Ids of the fidelity site.
	 *
	 * @var array<string, int>
	 */
	private array $site = array();

	/**
	 * The site every source's fixture describes: pretty permalinks, two posts per page, an
	 * author (Jane Doe), a category with three posts (two pages), a tag, an empty category for
	 * the noindexed term, a post with overrides, one without (its title holds an apostrophe),
	 * one noindexed, a page, pages for a static front page and the posts page, a product (a
	 * public custom post type with an archive). The source's data is written by the test.
	 *
	 * @return array<string, int>
	 */
	protected function build_fidelity_site(): array {
		global $wp_rewrite;
		update_option( 'blogname', 'Acme' );
		update_option( 'blogdescription', 'Tools for makers' );
		update_option( 'show_on_front', 'posts' );
		update_option( 'posts_per_page', 2 );
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies();

		$jane = get_user_by( 'login', 'jane' );
		$jane = $jane ? $jane->ID : wp_insert_user(
			array(
				'user_login'    => 'jane',
				'user_email'    => 'jane@example.org',
				'user_pass'     => wp_generate_password( 16 ),
				'user_nicename' => 'jane',
				'display_name'  => 'Jane Doe',
				'role'          => 'author',
				'description'   => 'Jane makes hammers.',
			)
		);
		$this->assertIsInt( $jane );
		$hammers = (int) wp_insert_term( 'Hammers', 'category', array( 'slug' => 'hammers', 'description' => 'All hammers.' ) )['term_id'];
		$scrap   = (int) wp_insert_term( 'Scrap', 'category', array( 'slug' => 'scrap', 'description' => 'Not for sale.' ) )['term_id'];
		$steel   = (int) wp_insert_term( 'Steel', 'post_tag', array( 'slug' => 'steel', 'description' => 'Made of steel.' ) )['term_id'];

		$post = function ( string $title, string $slug, string $date, array $extra = array() ) use ( $jane, $hammers ): int {
			return $this->publish_post(
				$extra + array(
					'post_title'    => $title,
					'post_name'     => $slug,
					'post_author'   => $jane,
					'post_date'     => $date,
					'post_date_gmt' => $date,
					'post_category' => array( $hammers ),
				)
			);
		};
		$ids = array(
			'jane'    => $jane,
			'hammers' => $hammers,
			'scrap'   => $scrap,
			'steel'   => $steel,
			'claw'    => $post( 'Claw hammer', 'claw-hammer', '2024-03-05 10:00:00', array( 'post_excerpt' => 'A hammer with a claw.' ) ),
			'sledge'  => $post( "Mason's sledge", 'masons-sledge', '2024-03-06 10:00:00', array( 'post_excerpt' => 'Big and heavy.' ) ),
			'hidden'  => $post( 'Hidden', 'hidden', '2024-03-07 10:00:00', array( 'post_excerpt' => 'Not for search.' ) ),
			'about'   => $this->publish_post(
				array(
					'post_type'     => 'page',
					'post_title'    => 'About',
					'post_name'     => 'about',
					'post_author'   => $jane,
					'post_content'  => 'We make tools.',
					'post_date'     => '2024-03-01 10:00:00',
					'post_date_gmt' => '2024-03-01 10:00:00',
				)
			),
			'welcome' => $this->publish_post(
				array(
					'post_type'     => 'page',
					'post_title'    => 'Welcome',
					'post_name'     => 'welcome',
					'post_content'  => 'Tools since 1900.',
					'post_date'     => '2024-03-01 10:00:00',
					'post_date_gmt' => '2024-03-01 10:00:00',
				)
			),
			'blog'    => $this->publish_post(
				array(
					'post_type'     => 'page',
					'post_title'    => 'Blog',
					'post_name'     => 'blog',
					'post_content'  => '',
					'post_date'     => '2024-03-01 10:00:00',
					'post_date_gmt' => '2024-03-01 10:00:00',
				)
			),
		);
		wp_set_object_terms( $ids['claw'], array( $steel ), 'post_tag' );
		$shop             = $this->register_shop_types();
		$ids['product']   = $shop['product'];
		$ids['forged']    = $shop['term'];
		wp_update_post(
			array(
				'ID'            => $shop['product'],
				'post_name'     => 'anvil',
				'post_date'     => '2024-02-01 10:00:00',
				'post_date_gmt' => '2024-02-01 10:00:00',
			)
		);
		$wp_rewrite->flush_rules();
		$this->site = $ids;
		return $ids;
	}

	/**
	 * Undoes build_fidelity_site(): plain permalinks, the product types unregistered.
	 */
	protected function tear_down_fidelity_site(): void {
		global $wp_rewrite;
		$this->unregister_shop_types();
		$wp_rewrite->set_permalink_structure( '' );
		create_initial_taxonomies();
	}

	/**
	 * The query vars of every URL the fixtures describe.
	 *
	 * @return array<string, array<string, mixed>|string>
	 */
	protected function fidelity_requests(): array {
		return array(
			'home'         => '/',
			'post'         => array( 'p' => $this->site['claw'] ),
			'post_plain'   => array( 'p' => $this->site['sledge'] ),
			'post_noindex' => array( 'p' => $this->site['hidden'] ),
			'page'         => array( 'page_id' => $this->site['about'] ),
			'product'      => array(
				'p'         => $this->site['product'],
				'post_type' => 'product',
			),
			'products'     => array( 'post_type' => 'product' ),
			'category'     => array( 'cat' => $this->site['hammers'] ),
			'category_p2'  => array(
				'cat'   => $this->site['hammers'],
				'paged' => 2,
			),
			'tag'          => array( 'tag' => 'steel' ),
			'term_noindex' => array( 'cat' => $this->site['scrap'] ),
			'author'       => array( 'author_name' => 'jane' ),
			'date'         => array(
				'year'     => 2024,
				'monthnum' => 3,
			),
		);
	}

	/**
	 * Renders every URL of the fixture (the static front page and posts page after switching
	 * the reading settings) and compares them.
	 *
	 * @param array{heads: array<string, array<string, mixed>>, deliberate?: array<string, string>} $fixture The fixture.
	 * @return array{compared: int, matched: int, mismatches: array<string, array{expected: mixed, actual: mixed}>}
	 */
	protected function compare_fidelity( array $fixture ): array {
		$requests = $this->fidelity_requests();
		$actual   = array();
		foreach ( $requests as $name => $query ) {
			if ( isset( $fixture['heads'][ $name ] ) ) {
				$actual[ $name ] = self::fidelity_read( $this->render_request( $query ) );
			}
		}
		if ( isset( $fixture['heads']['front_static'] ) || isset( $fixture['heads']['blog_page'] ) ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $this->site['welcome'] );
			update_option( 'page_for_posts', $this->site['blog'] );
			$actual['front_static'] = self::fidelity_read( $this->render_request( array( 'page_id' => $this->site['welcome'] ) ) );
			$actual['blog_page']    = self::fidelity_read( $this->render_request( array( 'page_id' => $this->site['blog'] ) ) );
			update_option( 'show_on_front', 'posts' );
		}

		$compared   = 0;
		$matched    = 0;
		$mismatches = array();
		foreach ( $fixture['heads'] as $name => $expected ) {
			$this->assertArrayHasKey( $name, $actual, "No request for {$name}." );
			$this->assertSame( array(), array_diff( self::$fidelity_fields, array_keys( $expected ) ), "{$name} states every field (null for none)." );
			foreach ( self::$fidelity_fields as $field ) {
				++$compared;
				if ( $expected[ $field ] === $actual[ $name ][ $field ] ) {
					++$matched;
				} elseif ( ! isset( $fixture['deliberate'][ $name . ' ' . $field ] ) ) {
					$mismatches[ $name . ' ' . $field ] = array(
						'expected' => $expected[ $field ],
						'actual'   => $actual[ $name ][ $field ],
					);
				}
			}
		}
		return array(
			'compared'   => $compared,
			'matched'    => $matched,
			'mismatches' => $mismatches,
		);
	}

	/**
	 * Asserts the fixture's heads: no mismatch but the deliberate differences, each of which
	 * still differs (a listed difference that no longer exists is removed from the list).
	 *
	 * @param array{heads: array<string, array<string, mixed>>, deliberate?: array<string, string>} $fixture The fixture.
	 */
	protected function assert_fidelity( array $fixture ): void {
		$result = $this->compare_fidelity( $fixture );
		$this->assertSame(
			array(),
			$result['mismatches'],
			sprintf( '%d of %d fields as the old plugin printed them.', $result['matched'], $result['compared'] )
		);
		$this->assertSame( $result['compared'] - count( $fixture['deliberate'] ?? array() ), $result['matched'], 'Every deliberate difference still differs.' );
	}

	/**
	 * The compared fields of a rendered page.
	 *
	 * @param array<string, mixed> $page render_request() result.
	 * @return array<string, string|int|null>
	 */
	private static function fidelity_read( array $page ): array {
		$head  = (string) $page['head'];
		$metas = array();
		if ( preg_match_all( '#<meta\s+(name|property)=["\']([^"\']+)["\']\s+content=["\']([^"\']*)["\']#', $head, $m, PREG_SET_ORDER ) ) {
			foreach ( $m as $tag ) {
				$metas[ $tag[2] ] ??= self::fidelity_text( $tag[3] );
			}
		}
		$canonical = preg_match( '#<link rel=["\']canonical["\'] href=["\']([^"\']+)["\']#', $head, $c ) ? html_entity_decode( $c[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : null;
		$robots    = null;
		if ( isset( $metas['robots'] ) ) {
			$list   = array_values( array_diff( array_map( 'trim', explode( ',', $metas['robots'] ) ), array( 'index', 'follow', '' ) ) );
			sort( $list );
			$robots = array() === $list ? null : implode( ', ', $list );
		}
		$read = array(
			'status'      => null === $page['status'] ? 200 : (int) $page['status'],
			'title'       => null === $page['title'] ? null : self::fidelity_text( (string) $page['title'] ),
			'description' => $metas['description'] ?? null,
			'robots'      => $robots,
			'canonical'   => $canonical,
		);
		foreach ( array( 'og:type', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card' ) as $key ) {
			$read[ $key ] = $metas[ $key ] ?? null;
		}
		foreach ( array( 'title', 'description', 'image' ) as $key ) {
			$read[ 'twitter:' . $key ] = $metas[ 'twitter:' . $key ] ?? $metas[ 'og:' . $key ] ?? null;
		}
		return $read;
	}

	/**
	 * Text as a reader gets it: entities decoded.
	 *
	 * @param string $text Printed text.
	 */
	private static function fidelity_text( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
