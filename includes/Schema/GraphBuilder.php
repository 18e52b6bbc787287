<?php
/**
 * Builds the JSON-LD graph of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Meta\AuthorProfiles;
use Lodestar\Seo\BreadcrumbTrail;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\ContentTypes;
use Lodestar\Seo\Context;
use Lodestar\Seo\SocialResolver;
use Lodestar\Settings\Definitions;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\WebUrl;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the schemas that apply to a page into `@graph` nodes linked by stable `@id`s:
 * `<home>/#website`, `<home>/#organization`, `<home>/#author-<user id>`, `<url>#webpage`,
 * `<url>#breadcrumb`, `<url>#article`, and `<url>#<type>` for content types (`-2`, `-3`, ...
 * when a type repeats). WebSite → publisher Organization and potentialAction SearchAction;
 * WebPage → isPartOf WebSite, breadcrumb; Article → isPartOf / mainEntityOfPage WebPage, author
 * Person, publisher Organization. A link is only made to a node that is in the graph.
 *
 * A node (or nested group) whose required field resolves empty is left out; empty optional
 * values are never printed. Returns data only: Encoder makes it text.
 *
 * @since 0.1.0
 */
class GraphBuilder {

	/**
	 * Properties whose values are schema.org enumeration members.
	 */
	private const ENUMERATIONS = array( 'availability', 'itemCondition', 'eventStatus', 'eventAttendanceMode', 'bookFormat' );

	/**
	 * Properties printed as numbers when numeric.
	 */
	private const NUMBERS = array( 'price', 'ratingValue', 'ratingCount', 'reviewCount', 'bestRating', 'worstRating', 'value' );

	/**
	 * Properties printed as booleans.
	 */
	private const BOOLEANS = array( 'isAccessibleForFree', 'directApply' );

	/**
	 * Organization type of the site's kinds (setting site_type) that have a closer one.
	 */
	private const SITE_TYPE_ORGANIZATIONS = array(
		'shop' => 'OnlineStore',
		'news' => 'NewsMediaOrganization',
	);

	/**
	 * Memo: context => graph.
	 *
	 * @var \WeakMap<Context, array<int, array<string, mixed>>>|null
	 */
	private ?\WeakMap $memo = null;

	/**
	 * Constructor.
	 *
	 * @param SchemaRepository   $schemas    Stored schemas.
	 * @param Conditions         $conditions Display conditions.
	 * @param Variables          $variables  Variable resolver.
	 * @param CanonicalResolver  $canonicals Canonical URLs.
	 * @param SettingsRepository $settings   Settings.
	 * @param BreadcrumbTrail    $trail      The breadcrumb trail (since 0.3.0).
	 * @param SiteNodes|null     $site       The stored site-level nodes (since 0.5.0; none: built on every page).
	 */
	public function __construct(
		private SchemaRepository $schemas,
		private Conditions $conditions,
		private Variables $variables,
		private CanonicalResolver $canonicals,
		private SettingsRepository $settings,
		private BreadcrumbTrail $trail,
		private ?SiteNodes $site = null
	) {}

	/**
	 * Stores the site-level nodes (SiteNodes) when the stored ones are not current, or compiles
	 * the current ones when their file is missing: at the end of a request that wrote something,
	 * or of an admin request. Never on a page view that only reads (it builds them itself while
	 * they are stale).
	 *
	 * @since 0.5.0
	 *
	 * @param \Closure|null $pages   Makes the page records kept with the nodes (since 0.6.0):
	 *                               () => name => record (Frontend\PageRecords::build()).
	 * @param bool          $rebuild Store them anew even while the key holds (since 0.6.0: a
	 *                               record reads what the key does not cover).
	 */
	public function refresh_site_nodes( ?\Closure $pages = null, bool $rebuild = false ): void {
		$this->site?->refresh(
			function () use ( $pages ): array {
				$context = Context::not_found();
				$schemas = $this->schemas->all();
				$nodes   = array();
				foreach ( $schemas as $id => $schema ) {
					if ( SiteNodes::site_level( $schema ) ) {
						$nodes[ $id ] = array(
							'fields' => $schema['fields'],
							'node'   => $this->schema_node( $schema, $context ),
						);
					}
				}
				return array(
					'nodes'   => $nodes,
					'same_as' => $this->same_as(),
					'schemas' => $schemas,
					'pages'   => null === $pages ? array() : $pages(),
				);
			},
			$rebuild
		);
	}

	/**
	 * The schemas that apply to a page, with the default schema type of its content type
	 * (`content_types`, where that schema allows the type: Article as BlogPosting on posts, say)
	 * and then the post's own choices applied: id => schema.
	 *
	 * @since 0.1.0
	 *
	 * @param Context                                  $context Page context.
	 * @param array<string, array<string, mixed>>|null $schemas The stored schemas as read and checked
	 *                                                          (SchemaRepository::all()), when the
	 *                                                          caller has them (since 0.5.0).
	 * @return array<string, array<string, mixed>>
	 */
	public function applicable( Context $context, ?array $schemas = null ): array {
		$post_choices = $context->is_singular() ? SchemaPostMeta::read( $context->post ) : array();
		$type_default = ContentTypes::value( $this->settings, $context, 'schema' );
		$applicable   = array();
		foreach ( $schemas ?? $this->schemas->all() as $id => $schema ) {
			$choice = $post_choices[ $id ] ?? null;
			if ( ! empty( $choice['disabled'] ) || ! $this->conditions->applies( $schema, $context ) ) {
				continue;
			}
			if ( '' !== $type_default && in_array( $type_default, Catalogue::allowed_types( (string) $schema['type'] ), true ) ) {
				$schema['fields']['@type'] = $type_default;
			}
			if ( is_array( $choice['fields'] ?? null ) ) {
				$fields = array_merge( $schema['fields'], $choice['fields'] );
				if ( ! in_array( $fields['@type'] ?? '', Catalogue::allowed_types( $schema['type'] ), true ) ) {
					$fields['@type'] = $schema['fields']['@type'];
				}
				$schema['fields'] = $fields;
			}
			$applicable[ $id ] = $schema;
		}
		foreach ( $post_choices as $id => $choice ) {
			if ( isset( $choice['type'] ) && ! isset( $applicable[ $id ] ) ) {
				$applicable[ $id ] = $choice;
			}
		}
		return $applicable;
	}

	/**
	 * The graph of a page (memoised per context).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array<string, mixed>>
	 */
	public function graph( Context $context ): array {
		$this->memo ??= new \WeakMap();
		if ( ! isset( $this->memo[ $context ] ) ) {
			$this->memo[ $context ] = $this->build( $context );
		}
		return $this->memo[ $context ];
	}

	/**
	 * Builds the graph.
	 *
	 * @param Context $context Page context.
	 * @return array<int, array<string, mixed>>
	 */
	private function build( Context $context ): array {
		if ( Context::NONE === $context->kind ) {
			return array();
		}
		return self::filtered( $this->unfiltered( $context ), $context );
	}

	/**
	 * A graph through the lodestar_schema_graph filter.
	 *
	 * @since 0.6.0
	 *
	 * @param array<int, array<string, mixed>> $graph   Nodes (unfiltered()).
	 * @param Context                          $context Page context.
	 * @return array<int, array<string, mixed>>
	 */
	public static function filtered( array $graph, Context $context ): array {
		/**
		 * Filters the JSON-LD graph of a page before it is encoded.
		 *
		 * @since 0.1.0
		 *
		 * @param array   $graph   Nodes.
		 * @param Context $context Page context.
		 */
		return array_values( (array) apply_filters( 'lodestar_schema_graph', $graph, $context ) );
	}

	/**
	 * The graph of a page before the lodestar_schema_graph filter (not memoised: the page
	 * records of Frontend\PageRecords are built from it).
	 *
	 * @since 0.6.0
	 *
	 * @param Context $context Page context.
	 * @return array<int, array<string, mixed>>
	 */
	public function unfiltered( Context $context ): array {
		if ( Context::NONE === $context->kind ) {
			return array();
		}
		$home = trailingslashit( home_url() );
		$url  = $this->page_url( $context );

		// Fields to nodes; required fields decide whether a node exists at all. A site-level
		// node comes from the store while it is current and the page uses the stored fields;
		// so do the schemas themselves (read and checked when the store was written: the
		// store's key holds their option as stored), which spares the page view reading them.
		$site    = $this->site?->current();
		$by_type = array();
		foreach ( $this->applicable( $context, $site['schemas'] ?? null ) as $id => $schema ) {
			$type   = (string) $schema['type'];
			$stored = $site['nodes'][ $id ] ?? null;
			if ( null !== $stored && $stored['fields'] === $schema['fields'] ) {
				$node = $stored['node'];
			} elseif ( 'BreadcrumbList' === $type ) {
				$node = null === Catalogue::shape( $type ) ? null : $this->breadcrumb( $context );
			} elseif ( 'Person' === $type && $context->author_id() <= 0 ) {
				$node = null;
			} else {
				$node = $this->schema_node( $schema, $context );
			}
			if ( null !== $node ) {
				$by_type[ $type ][] = $node;
			}
		}

		$first   = static fn( string $type ): ?array => $by_type[ $type ][0] ?? null;
		$website = $first( 'WebSite' );
		$org     = $first( 'Organization' );
		$webpage = $first( 'WebPage' );
		$crumbs  = $first( 'BreadcrumbList' );
		$person  = $first( 'Person' );
		$ids     = array(
			'website'      => $home . '#website',
			'organization' => $home . ( 'person' === $this->settings->get( 'site_represents' ) ? '#person' : '#organization' ),
			'webpage'      => $url . '#webpage',
			'breadcrumb'   => $url . '#breadcrumb',
			'person'       => $home . '#author-' . $context->author_id(),
		);
		$ref     = static fn( string $key ): array => array( '@id' => $ids[ $key ] );

		$graph = array();
		if ( $website ) {
			$website = array( '@id' => $ids['website'] ) + $website;
			if ( $org ) {
				$website['publisher'] = $ref( 'organization' );
			}
			$search = $first( 'SearchAction' );
			if ( $search && isset( $search['target'] ) ) {
				$website['potentialAction'] = array(
					'@type'       => 'SearchAction',
					'target'      => array(
						'@type'       => 'EntryPoint',
						'urlTemplate' => $search['target'],
					),
					'query-input' => $search['query-input'] ?? 'required name=search_term_string',
				);
			}
			$graph[] = $website;
		}
		if ( $org ) {
			$org     = array( '@id' => $ids['organization'] ) + $org;
			$same_as = $site['same_as'] ?? $this->same_as();
			if ( array() !== $same_as ) {
				$org['sameAs'] = $same_as;
			}
			$graph[] = $org;
		}
		if ( $webpage ) {
			$webpage = array( '@id' => $ids['webpage'] ) + $webpage;
			if ( $website ) {
				$webpage['isPartOf'] = $ref( 'website' );
			}
			if ( $crumbs ) {
				$webpage['breadcrumb'] = $ref( 'breadcrumb' );
			}
			$image = $this->variables->resolve( '%featured_image%', $context );
			if ( '' !== $image ) {
				$webpage['primaryImageOfPage'] = array(
					'@type' => 'ImageObject',
					'url'   => $image,
				);
			}
			if ( $context->is_front && $org ) {
				$webpage['about'] = $ref( 'organization' );
			}
			$graph[] = $webpage;
		}
		if ( $crumbs ) {
			$graph[] = array( '@id' => $ids['breadcrumb'] ) + $crumbs;
		}
		if ( $person ) {
			$person  = array( '@id' => $ids['person'] ) + $person;
			$same_as = $this->author_same_as( $context->author_id() );
			if ( array() !== $same_as && ! isset( $person['sameAs'] ) ) {
				$person['sameAs'] = $same_as;
			}
			$graph[] = $person;
		}

		$counts = array();
		foreach ( $by_type as $type => $nodes ) {
			if ( in_array( $type, array( 'WebSite', 'Organization', 'WebPage', 'BreadcrumbList', 'Person', 'SearchAction' ), true ) ) {
				continue;
			}
			foreach ( $nodes as $node ) {
				$slug            = strtolower( 'FAQPage' === $type ? 'faq' : $type );
				$counts[ $slug ] = ( $counts[ $slug ] ?? 0 ) + 1;
				$node            = array( '@id' => $url . '#' . $slug . ( $counts[ $slug ] > 1 ? '-' . $counts[ $slug ] : '' ) ) + $node;
				if ( 'Article' === $type ) {
					if ( $webpage ) {
						$node['isPartOf']         = $ref( 'webpage' );
						$node['mainEntityOfPage'] = $ref( 'webpage' );
					}
					if ( $person ) {
						$node['author'] = $ref( 'person' );
					} else {
						$author = $this->variables->resolve( '%author_name%', $context );
						if ( '' !== $author ) {
							$node['author'] = array(
								'@type' => 'Person',
								'name'  => $author,
							);
						}
					}
					if ( $org ) {
						$node['publisher'] = $ref( 'organization' );
					}
				} elseif ( $webpage && ! isset( $node['mainEntityOfPage'] ) && 'FAQPage' !== $type ) {
					$node['mainEntityOfPage'] = $ref( 'webpage' );
				}
				$graph[] = $node;
			}
		}

		return $graph;
	}

	/**
	 * The node of a schema (not a BreadcrumbList: that is the trail's), or null.
	 *
	 * @param array<string, mixed> $schema  Schema (type, fields).
	 * @param Context              $context Page context.
	 * @return array<string, mixed>|null
	 */
	private function schema_node( array $schema, Context $context ): ?array {
		$type       = (string) $schema['type'];
		$definition = Catalogue::shape( $type );
		if ( null === $definition ) {
			return null;
		}
		$node_type = (string) ( $schema['fields']['@type'] ?? $definition['type'] );
		$node      = $this->node( $definition['fields'], (array) $schema['fields'], $context, $node_type );
		if ( null !== $node && 'Organization' === $type ) {
			$node = $this->identity( $node, (array) $schema['fields'] );
		}
		return $node;
	}

	/**
	 * A node from field definitions and values, or null when a required value is empty or the
	 * node says nothing.
	 *
	 * @param array<int, array<string, mixed>> $definitions Field definitions.
	 * @param array<string, mixed>             $values      Stored values.
	 * @param Context                          $context     Page context.
	 * @param string                           $node_type   @type.
	 * @return array<string, mixed>|null
	 */
	private function node( array $definitions, array $values, Context $context, string $node_type ): ?array {
		$node = array( '@type' => $node_type );
		foreach ( $definitions as $field ) {
			$id = (string) ( $field['id'] ?? '' );
			if ( '' === $id || '@type' === $id || 'Title' === ( $field['type'] ?? '' ) ) {
				continue;
			}
			if ( ! empty( $field['main'] ) && ! in_array( $node_type, (array) $field['main'], true ) ) {
				continue;
			}
			$raw   = array_key_exists( $id, $values ) ? $values[ $id ] : ( $field['std'] ?? null );
			$value = null;
			if ( 'Group' === ( $field['type'] ?? '' ) ) {
				$sub_type = 'Thing';
				foreach ( (array) $field['fields'] as $sub ) {
					if ( '@type' === ( $sub['id'] ?? '' ) ) {
						$sub_type = (string) $sub['std'];
					}
				}
				if ( ! empty( $field['cloneable'] ) ) {
					$items = array();
					foreach ( is_array( $raw ) && array_is_list( $raw ) ? $raw : array() as $item ) {
						$child = is_array( $item ) ? $this->node( (array) $field['fields'], $item, $context, $sub_type ) : null;
						if ( null !== $child ) {
							$items[] = $child;
						}
					}
					$value = array() === $items ? null : $items;
				} else {
					$value = $this->node( (array) $field['fields'], is_array( $raw ) && ! array_is_list( $raw ) ? $raw : array(), $context, $sub_type );
				}
			} elseif ( ! empty( $field['cloneable'] ) ) {
				$items = array();
				foreach ( is_array( $raw ) ? $raw : array( $raw ) as $item ) {
					$text = is_string( $item ) ? $this->variables->resolve( $item, $context ) : '';
					if ( '' !== $text ) {
						$items[] = $text;
					}
				}
				$value = array() === $items ? null : $items;
			} else {
				$text  = is_string( $raw ) ? $this->variables->resolve( $raw, $context ) : '';
				$value = '' === $text ? null : $this->typed( $id, $text );
			}
			if ( null === $value ) {
				if ( ! empty( $field['required'] ) ) {
					return null;
				}
				continue;
			}
			$node[ $id ] = $value;
		}
		return count( $node ) > 1 ? $node : null;
	}

	/**
	 * The site's own entity as the setup wizard named it (settings site_represents,
	 * site_entity_name, site_entity_logo, site_type): the name and logo replace the Organization
	 * schema's where it keeps its defaults (%site_name%, %site_logo%), a shop or news site gets
	 * OnlineStore or NewsMediaOrganization where the schema keeps the plain Organization type,
	 * and a site that represents a person gets a Person with that name and the logo as its image.
	 *
	 * @param array<string, mixed> $node   The Organization node.
	 * @param array<string, mixed> $fields The schema's stored fields.
	 * @return array<string, mixed>
	 */
	private function identity( array $node, array $fields ): array {
		$name = trim( (string) $this->settings->get( 'site_entity_name' ) );
		$logo = WebUrl::absolute( (string) $this->settings->get( 'site_entity_logo' ) );
		if ( '' !== $name && in_array( trim( (string) ( $fields['name'] ?? '' ) ), array( '', '%site_name%' ), true ) ) {
			$node['name'] = $name;
		}
		if ( '' !== $logo && in_array( trim( (string) ( $fields['logo'] ?? '' ) ), array( '', '%site_logo%' ), true ) ) {
			$node['logo'] = $logo;
		}
		if ( 'person' !== $this->settings->get( 'site_represents' ) ) {
			// The kind of site picks a closer type while the schema keeps the plain one.
			$type = self::SITE_TYPE_ORGANIZATIONS[ (string) $this->settings->get( 'site_type' ) ] ?? null;
			if ( null !== $type && 'Organization' === ( $fields['@type'] ?? 'Organization' ) ) {
				$node['@type'] = $type;
			}
			return $node;
		}
		$person = array(
			'@type' => 'Person',
			'name'  => $node['name'] ?? '',
		);
		if ( isset( $node['url'] ) ) {
			$person['url'] = $node['url'];
		}
		if ( isset( $node['logo'] ) ) {
			$person['image'] = $node['logo'];
		}
		if ( isset( $node['description'] ) ) {
			$person['description'] = $node['description'];
		}
		return $person;
	}

	/**
	 * A text value in its JSON type (enumeration URL, number, boolean, text).
	 *
	 * @param string $property Property.
	 * @param string $text     Resolved text.
	 * @return string|int|float|bool
	 */
	private function typed( string $property, string $text ) {
		if ( in_array( $property, self::ENUMERATIONS, true ) && preg_match( '/^[A-Za-z]+$/', $text ) ) {
			return 'https://schema.org/' . $text;
		}
		if ( in_array( $property, self::NUMBERS, true ) && is_numeric( $text ) ) {
			return str_contains( $text, '.' ) ? (float) $text : (int) $text;
		}
		if ( in_array( $property, self::BOOLEANS, true ) && in_array( $text, array( 'true', 'false' ), true ) ) {
			return 'true' === $text;
		}
		return $text;
	}

	/**
	 * The URL a page's @ids hang from: its canonical URL, else its address.
	 *
	 * @param Context $context Page context.
	 */
	private function page_url( Context $context ): string {
		return $this->trail->page_url( $context );
	}

	/**
	 * The BreadcrumbList of a page: the one trail the visible breadcrumbs print
	 * (Seo\BreadcrumbTrail), or null when it has fewer than two items.
	 *
	 * @param Context $context Page context.
	 * @return array<string, mixed>|null
	 */
	private function breadcrumb( Context $context ): ?array {
		$trail = $this->trail->items( $context );
		if ( ! BreadcrumbTrail::printable( $trail ) ) {
			return null;
		}
		$items = array();
		foreach ( $trail as $index => $item ) {
			$items[] = array(
				'@type'    => 'ListItem',
				'position' => $index + 1,
				'name'     => $item['name'],
				'item'     => $item['url'],
			);
		}
		return array(
			'@type'           => 'BreadcrumbList',
			'itemListElement' => $items,
		);
	}

	/**
	 * An author's sameAs: the Facebook profile and X account of the user's profile screen.
	 *
	 * @param int $user_id User id.
	 * @return string[]
	 */
	private function author_same_as( int $user_id ): array {
		$urls   = array();
		$url    = AuthorProfiles::facebook( $user_id );
		$handle = SocialResolver::twitter_handle( AuthorProfiles::twitter( $user_id ) );
		if ( '' !== $url ) {
			$urls[] = $url;
		}
		if ( '' !== $handle ) {
			$urls[] = 'https://x.com/' . substr( $handle, 1 );
		}
		return $urls;
	}

	/**
	 * The Organization's sameAs: every social profile URL of the settings.
	 *
	 * @return string[]
	 */
	private function same_as(): array {
		$urls = array( (string) $this->settings->get( 'facebook_page_url' ) );
		$x    = (string) $this->settings->get( 'twitter_profile_username' );
		if ( '' !== $x ) {
			$urls[] = str_starts_with( $x, 'http' ) ? $x : 'https://x.com/' . ltrim( $x, '@' );
		}
		$profiles = $this->settings->get( 'social_profiles' );
		foreach ( Definitions::SOCIAL_PROFILE_IDS as $id ) {
			if ( 'facebook' === $id || 'twitter' === $id ) {
				continue;
			}
			$key    = Definitions::PROFILE_SETTINGS[ $id ] ?? null;
			$urls[] = null !== $key ? (string) $this->settings->get( $key ) : ( is_array( $profiles ) && is_string( $profiles[ $id ] ?? null ) ? $profiles[ $id ] : '' );
		}
		$urls = array_filter( array_map( array( WebUrl::class, 'absolute' ), $urls ) );
		return array_values( array_unique( $urls ) );
	}
}
