<?php
/**
 * Schema defaults against the specification.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Unit;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Every key of spec §3 (contract table), with its default, and nothing else.
 */
class SchemaDefaultsTest extends TestCase {

	/**
	 * The contract's table, written out by hand on purpose.
	 *
	 * @return array<string, mixed>
	 */
	private function expected(): array {
		return array(
			'separator'                            => '-',
			'page_title'                           => '%title% - %site_name%',
			'page_description'                     => '%excerpt%',
			'auto_generate_description'            => true,
			// Beyond the spec (issue 19): templates per content type, empty by default.
			'content_types'                        => array(),
			'home_page_title'                      => '%title% - %site_name%',
			'home_page_description'                => '%excerpt%',
			'home_page_facebook_title'             => '',
			'home_page_facebook_description'       => '',
			'home_page_facebook_image_url'         => '',
			'home_page_twitter_title'              => '',
			'home_page_twitter_description'        => '',
			'home_page_twitter_image_url'          => '',
			'twitter_same_as_facebook'             => '1',
			'home_page_robots'                     => array( 'general' => array() ),
			'index_home_page_paginated_pages'      => true,
			'global_default'                       => array(
				'home_page_title' => '%site_name% - %tagline%',
				'page_title'      => '%title% - %site_name%',
			),
			'open_graph_tags'                      => true,
			'facebook_meta_tags'                   => true,
			'twitter_meta_tags'                    => true,
			'oembeded_scripts'                     => true,
			'fallback_image'                       => '',
			'fallback_image_id'                    => 0,
			'oembeded_og_title'                    => false,
			'oembeded_social_images'               => true,
			'oembeded_remove_author_name'          => true,
			'facebook_page_url'                    => '',
			'facebook_author_fallback'             => '',
			'twitter_card_type'                    => 'summary_large_image',
			'twitter_profile_username'             => '',
			'twitter_profile_fallback'             => '',
			'pinterest_account'                    => '',
			'instagram_account'                    => '',
			'youtube_account'                      => '',
			'linkedin_account'                     => '',
			'tiktok_account'                       => '',
			'social_profiles'                      => array(),
			'redirectAttachmentPagesToPostParent'  => true,
			'autoSetImageTitle'                    => true,
			'autoSetImageAlt'                      => true,
			'author_archive'                       => false,
			'date_archive'                         => false,
			'noindex_paginated_pages'              => false,
			'paginated_link_relationships'         => false,
			'no_index'                             => array(),
			'no_follow'                            => array(),
			'no_archive'                           => array(),
			'convert_feed_entries_into_excerpts'   => true,
			'addlink_to_source_below_feed_entries' => true,
			'allow_indexing_of_feed_entries'       => false,
			'remove_global_comments_feed'          => false,
			'remove_post_authors_feed'             => false,
			'remove_post_types_feed'               => false,
			'remove_category_feed'                 => false,
			'remove_tag_feeds'                     => false,
			'remove_custom_taxonomy_feeds'         => false,
			'remove_search_results_feed'           => false,
			'remove_atom_rdf_feeds'                => false,
			'enable_page_level_seo'                => true,
			'enable_google_console'                => true,
			'enable_schemas'                       => true,
			'enable_migration'                     => true,
			'lodestar_analytics_optin'             => false,
			// Beyond the spec (issue 21): redirects and automatic redirects on, the 404 monitor off.
			'enable_redirects'                     => true,
			'enable_auto_redirects'                => true,
			'enable_404_monitor'                   => false,
			'redirects_404_retention_days'         => 30,
			'enable_xml_sitemap'                   => false,
			'enable_xml_image_sitemap'             => false,
			'enable_author_sitemap'                => false,
			'sitemap_display_format'               => 'shortcode',
			'enable_xml_video_sitemap'             => true,
			'enable_xml_news_sitemap'              => true,
			// Issue 19: breadcrumbs (beyond the spec).
			'breadcrumbs_separator'                => '»',
			'breadcrumbs_home_label'               => '',
			'breadcrumbs_prefix'                   => '',
			'breadcrumbs_show_blog'                => false,
			'breadcrumbs_bold_last'                => true,
			// Issue 21: IndexNow and llms.txt switches (beyond the spec), off by default.
			'enable_indexnow'                      => false,
			'enable_llms_txt'                      => false,
			// Issue 18: the setup wizard's site identity (beyond the spec's keys).
			'site_type'                            => '',
			'site_represents'                      => 'organization',
			'site_entity_name'                     => '',
			'site_entity_logo'                     => '',
			'site_entity_logo_id'                  => 0,
		);
	}

	/**
	 * No key of the spec is missing from the schema.
	 */
	public function test_no_spec_key_is_missing(): void {
		$missing = array_diff( array_keys( $this->expected() ), Definitions::keys() );
		$this->assertSame( array(), array_values( $missing ), 'Keys missing from Schema: ' . implode( ', ', $missing ) );
	}

	/**
	 * The schema has no key the spec does not list.
	 */
	public function test_schema_has_no_extra_key(): void {
		$extra = array_diff( Definitions::keys(), array_keys( $this->expected() ) );
		$this->assertSame( array(), array_values( $extra ), 'Keys not in the spec: ' . implode( ', ', $extra ) );
	}

	/**
	 * Every default equals the spec, type included (true is not '1').
	 */
	public function test_every_default_equals_the_spec(): void {
		$defaults = Definitions::defaults();
		foreach ( $this->expected() as $key => $expected ) {
			$this->assertArrayHasKey( $key, $defaults );
			$this->assertSame( $expected, $defaults[ $key ], "Default of {$key}" );
		}
	}

	/**
	 * The declared type matches the default's type, and enums contain their default.
	 */
	public function test_definitions_are_consistent(): void {
		$php_types = array(
			'boolean' => 'boolean',
			'string'  => 'string',
			'integer' => 'integer',
			'array'   => 'array',
			'object'  => 'array',
		);
		foreach ( Definitions::all() as $key => $definition ) {
			$this->assertSame( $php_types[ $definition['type'] ], gettype( $definition['default'] ), "Type of {$key}" );
			$this->assertContains( $definition['group'], array( 'meta', 'home', 'social', 'archives', 'feeds', 'features', 'sitemaps', 'identity' ), "Group of {$key}" );
			if ( isset( $definition['enum'] ) ) {
				$this->assertContains( $definition['default'], $definition['enum'], "Enum of {$key}" );
			}
		}
	}

	/**
	 * Only the two feature toggles that change the WordPress menu reload the app.
	 */
	public function test_reload_keys(): void {
		$this->assertSame( array( 'enable_google_console', 'enable_migration' ), Definitions::reload_keys() );
	}

	/**
	 * Social profile definitions have the documented fields, and ids match the schema's keys.
	 */
	public function test_social_profile_definitions(): void {
		$definitions = Definitions::social_profile_definitions();
		$settings    = array_column( $definitions, 'setting', 'id' );
		$this->assertSame( 'pinterest_account', $settings['pinterest'] );
		$this->assertSame( 'tiktok_account', $settings['tiktok'] );
		$this->assertSame( 'facebook_page_url', $settings['facebook'] );
		$this->assertSame( 'social_profiles.github', $settings['github'] );
		$ids         = array_column( $definitions, 'id' );
		$this->assertSame( Definitions::SOCIAL_PROFILE_IDS, $ids );
		foreach ( array( 'facebook', 'twitter', 'pinterest', 'instagram', 'youtube', 'linkedin', 'tiktok', 'threads', 'bluesky', 'mastodon', 'github', 'wikipedia' ) as $id ) {
			$this->assertContains( $id, $ids );
		}
		foreach ( $definitions as $definition ) {
			$this->assertSame( array( 'id', 'label', 'placeholder', 'show_in_dashboard', 'setting' ), array_keys( $definition ) );
			$this->assertNotSame( '', $definition['label'] );
			$this->assertStringStartsWith( 'https://', $definition['placeholder'] );
			$this->assertIsBool( $definition['show_in_dashboard'] );
		}
	}

	/**
	 * The JSON schema lists every key with its default and forbids others.
	 */
	public function test_json_schema_export(): void {
		$schema = Definitions::json_schema();
		$this->assertSame( 'object', $schema['type'] );
		$this->assertFalse( $schema['additionalProperties'] );
		$this->assertSame( Definitions::keys(), array_keys( $schema['properties'] ) );
		$this->assertSame( array( 'summary_large_image', 'summary' ), $schema['properties']['twitter_card_type']['enum'] );
		$this->assertSame( 'boolean', $schema['properties']['enable_schemas']['type'] );
		$this->assertSame( '{}', wp_json_encode( $schema['properties']['social_profiles']['default'] ) );
		$this->assertSame( 2048, $schema['properties']['page_title']['maxLength'] );
	}
}
