<?php
/**
 * The schema types Lodestar offers and their fields.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;

/**
 * One definition per schema type: its level (global or content), its label, and its fields.
 *
 * A field definition carries (spec §3): `id` (the schema.org property, or `@type`), `type`
 * (`text`, `Select`, `SelectGroup`, `Group`, `Hidden`, `Title`), `std` (default, may hold
 * %variables%), `required`, `hidden` (kept and output, never shown in the editor), `show`
 * (false: an optional field the editor lists collapsed), `cloneable` (a list of values),
 * `main` (the `@type` values the field belongs to: shown and output only when the schema's
 * `@type` is one of them), `options` (Select / SelectGroup choices), `label`, `tooltip`, and for a
 * `Group` its sub-`fields`. `Title` fields are headings only.
 *
 * The fields cover the properties Google's rich-result documentation requires (marked
 * required) and recommends for each type. The graph builder turns field values into properties
 * one to one; the links between nodes (`isPartOf`, `publisher`, `author`, ...) are the builder's.
 *
 * @since 0.1.0
 */
final class Catalogue {

	/**
	 * Global level.
	 *
	 * @since 0.1.0
	 */
	public const GLOBAL = 'global';

	/**
	 * Content level.
	 *
	 * @since 0.1.0
	 */
	public const CONTENT = 'content';

	/**
	 * Memoised definitions (before the filter).
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $types = null;

	/**
	 * Types built one at a time (while nothing filters the catalogue).
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private static array $built = array();

	/**
	 * Shapes computed from the definitions (while nothing filters the catalogue and the built
	 * shapes are not in use).
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private static array $shapes = array();

	/**
	 * The generated shapes (BuiltShapes, in build/php/classes.php) when they are in use.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $built_shapes = null;

	/**
	 * Whether built_shapes() looked for the generated shapes already.
	 *
	 * @var bool
	 */
	private static bool $built_shapes_read = false;

	/**
	 * Memoised builders: type key => closure returning the definition.
	 *
	 * @var array<string, \Closure(): array<string, mixed>>|null
	 */
	private static ?array $builders = null;

	/**
	 * Every type: key => {label, level, type (the default @type), fields}.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, array{label: string, level: string, type: string, fields: array<int, array<string, mixed>>}>
	 */
	public static function types(): array {
		if ( null === self::$types ) {
			self::$types = array();
			foreach ( self::builders() as $key => $builder ) {
				self::$types[ $key ] = self::$built[ $key ] ?? $builder();
			}
		}
		if ( ! has_filter( 'lodestar_schema_types' ) ) {
			return self::$types;
		}
		/**
		 * Filters the schema types Lodestar offers.
		 *
		 * @since 0.1.0
		 *
		 * @param array $types Type key => {label, level, type, fields}.
		 */
		return (array) apply_filters( 'lodestar_schema_types', self::$types );
	}

	/**
	 * One type's definition, or null.
	 *
	 * @since 0.1.0
	 *
	 * @param string $type Type key.
	 * @return array{label: string, level: string, type: string, fields: array<int, array<string, mixed>>}|null
	 */
	public static function get( string $type ): ?array {
		if ( has_filter( 'lodestar_schema_types' ) ) {
			return self::types()[ $type ] ?? null;
		}
		if ( null !== self::$types ) {
			return self::$types[ $type ] ?? null;
		}
		// A page view needs the few types its graph uses: build only those (labels are translated
		// strings, and the whole catalogue is hundreds of them).
		if ( ! array_key_exists( $type, self::$built ) ) {
			$builder              = self::builders()[ $type ] ?? null;
			self::$built[ $type ] = null === $builder ? null : $builder();
		}
		return self::$built[ $type ];
	}

	/**
	 * Whether a type key is in the catalogue (nothing is built to answer).
	 *
	 * @since 0.1.0
	 *
	 * @param string $type Type key.
	 */
	public static function exists( string $type ): bool {
		return null !== self::shape( $type );
	}

	/**
	 * The type keys, in catalogue order.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function type_keys(): array {
		return array_keys( has_filter( 'lodestar_schema_types' ) ? self::types() : self::builders() );
	}

	/**
	 * What building a graph needs of a type, or null for an unknown type: its `type`, `level` and
	 * `fields` (id, type, std, required, hidden, show, cloneable, main, sub-fields, and `values`
	 * for the choices of a select), without labels (see shape_of()).
	 *
	 * With the built PHP in use (plugin.php defines LODESTAR_BUILT_PHP), read from the generated
	 * bundle's BuiltShapes class: a constant array that opcache keeps in shared memory, where
	 * computing it builds hundreds of translated labels. Otherwise (development site, PHPUnit, no
	 * build) and while something filters the catalogue, computed from the definitions.
	 *
	 * @since 0.1.0
	 *
	 * @param string $type Type key.
	 * @return array<string, mixed>|null
	 */
	public static function shape( string $type ): ?array {
		if ( has_filter( 'lodestar_schema_types' ) ) {
			$definition = self::types()[ $type ] ?? null;
			return is_array( $definition ) ? self::shape_of( $definition ) : null;
		}
		$built = self::built_shapes();
		if ( null !== $built ) {
			return $built[ $type ] ?? null;
		}
		if ( ! array_key_exists( $type, self::$shapes ) ) {
			self::$shapes[ $type ] = self::computed_shape( $type );
		}
		return self::$shapes[ $type ];
	}

	/**
	 * Every type's shape, computed from the definitions (never read from the build): what
	 * bin/gen-catalogue-shape.php writes into build/php/classes.php.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, array<string, mixed>> Type key => shape, in catalogue order.
	 */
	public static function shapes(): array {
		$shapes = array();
		foreach ( self::type_keys() as $key ) {
			$shape = self::computed_shape( $key );
			if ( null !== $shape ) {
				$shapes[ $key ] = $shape;
			}
		}
		return $shapes;
	}

	/**
	 * One type's shape computed from its definition, or null for an unknown type.
	 *
	 * @param string $type Type key.
	 * @return array<string, mixed>|null
	 */
	private static function computed_shape( string $type ): ?array {
		$definition = self::get( $type );
		return null === $definition ? null : self::shape_of( $definition );
	}

	/**
	 * The generated shapes when the built PHP is in use and the build wrote them, else null:
	 * Lodestar\Schema\BuiltShapes::ALL, a class of the bundle (build/php/classes.php, from
	 * bin/gen-catalogue-shape.php), never a file of its own.
	 *
	 * A build made without PHP on the machine has no shapes: they are then computed, as
	 * without a build.
	 *
	 * @return array<string, array<string, mixed>>|null
	 */
	private static function built_shapes(): ?array {
		if ( ! self::$built_shapes_read ) {
			self::$built_shapes_read = true;
			$class                   = __NAMESPACE__ . '\\BuiltShapes';
			$shapes                  = defined( 'LODESTAR_BUILT_PHP' ) && class_exists( $class, false ) ? constant( $class . '::ALL' ) : null;
			self::$built_shapes      = is_array( $shapes ) ? $shapes : null;
		}
		return self::$built_shapes;
	}

	/**
	 * A definition's shape: labels and tooltips dropped, select options reduced to their values.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $definition Type definition (or a field, for the recursion).
	 * @return array<string, mixed>
	 */
	public static function shape_of( array $definition ): array {
		$shape = array();
		foreach ( $definition as $key => $value ) {
			if ( 'label' === $key || 'tooltip' === $key ) {
				continue;
			}
			if ( 'options' === $key ) {
				$shape['values'] = self::option_values( $definition );
			} elseif ( 'fields' === $key && is_array( $value ) ) {
				$shape['fields'] = array_map( static fn( $field ): array => self::shape_of( (array) $field ), $value );
			} else {
				$shape[ $key ] = $value;
			}
		}
		return $shape;
	}

	/**
	 * The @type values a type key may output (its default and its Select choices).
	 *
	 * @since 0.1.0
	 *
	 * @param string $type Type key.
	 * @return string[]
	 */
	public static function allowed_types( string $type ): array {
		$shape = self::shape( $type );
		if ( null === $shape ) {
			return array();
		}
		$allowed = array( (string) $shape['type'] );
		foreach ( (array) $shape['fields'] as $field ) {
			if ( '@type' === ( $field['id'] ?? '' ) ) {
				foreach ( (array) ( $field['values'] ?? array() ) as $value ) {
					$allowed[] = (string) $value;
				}
			}
		}
		return array_values( array_unique( $allowed ) );
	}

	/**
	 * The values of a Select / SelectGroup field's options.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @return string[]
	 */
	public static function option_values( array $field ): array {
		$values = array();
		foreach ( (array) ( $field['options'] ?? array() ) as $key => $option ) {
			if ( is_array( $option ) && isset( $option['options'] ) ) {
				// SelectGroup: {label, options}.
				foreach ( (array) $option['options'] as $value => $label ) {
					$values[] = (string) $value;
				}
			} else {
				$values[] = (string) $key;
			}
		}
		return $values;
	}

	/**
	 * Default field values of a type (its std values, @type and schema_name).
	 *
	 * @since 0.1.0
	 *
	 * @param string $type Type key.
	 * @return array<string, mixed>
	 */
	public static function default_fields( string $type ): array {
		$definition = self::get( $type );
		if ( null === $definition ) {
			return array();
		}
		$fields = array(
			'@type'       => $definition['type'],
			'schema_name' => $definition['label'],
		);
		foreach ( $definition['fields'] as $field ) {
			if ( array_key_exists( 'std', $field ) ) {
				$fields[ $field['id'] ] = $field['std'];
			}
		}
		return $fields;
	}

	/**
	 * One builder per type (built on demand: a page view builds the types its graph uses).
	 *
	 * @return array<string, \Closure(): array<string, mixed>>
	 */
	private static function builders(): array {
		if ( null === self::$builders ) {
			self::$builders = self::build();
		}
		return self::$builders;
	}

	/**
	 * The definitions' builders.
	 *
	 * @return array<string, \Closure(): array<string, mixed>>
	 */
	private static function build(): array {
		$availability = static fn(): array => array(
			'InStock'             => __( 'In stock', 'lodestar' ),
			'OutOfStock'          => __( 'Out of stock', 'lodestar' ),
			'PreOrder'            => __( 'Pre-order', 'lodestar' ),
			'BackOrder'           => __( 'Back order', 'lodestar' ),
			'LimitedAvailability' => __( 'Limited availability', 'lodestar' ),
			'Discontinued'        => __( 'Discontinued', 'lodestar' ),
			'SoldOut'             => __( 'Sold out', 'lodestar' ),
		);
		$offer        = static fn( bool $required = false ): array => self::group(
			'offers',
			__( 'Offer', 'lodestar' ),
			'Offer',
			array(
				self::text( 'price', __( 'Price', 'lodestar' ), '', $required ),
				self::text( 'priceCurrency', __( 'Currency (ISO 4217)', 'lodestar' ), 'USD', $required ),
				self::select( 'availability', __( 'Availability', 'lodestar' ), $availability(), 'InStock' ),
				self::text( 'url', __( 'URL', 'lodestar' ), '%permalink%' ),
				self::text( 'priceValidUntil', __( 'Price valid until', 'lodestar' ) ),
				self::text( 'validFrom', __( 'Valid from', 'lodestar' ) ),
			),
			$required
		);
		$rating       = static fn( string $id = 'aggregateRating', bool $required = false ): array => self::group(
			$id,
			__( 'Aggregate rating', 'lodestar' ),
			'AggregateRating',
			array(
				self::text( 'ratingValue', __( 'Rating value', 'lodestar' ), '', true ),
				self::text( 'ratingCount', __( 'Rating count', 'lodestar' ) ),
				self::text( 'reviewCount', __( 'Review count', 'lodestar' ) ),
				self::text( 'bestRating', __( 'Best rating', 'lodestar' ), '5' ),
				self::text( 'worstRating', __( 'Worst rating', 'lodestar' ), '1' ),
			),
			$required
		);
		$address      = static fn( bool $required = false ): array => self::group(
			'address',
			__( 'Address', 'lodestar' ),
			'PostalAddress',
			array(
				self::text( 'streetAddress', __( 'Street address', 'lodestar' ) ),
				self::text( 'addressLocality', __( 'City', 'lodestar' ) ),
				self::text( 'addressRegion', __( 'Region', 'lodestar' ) ),
				self::text( 'postalCode', __( 'Postal code', 'lodestar' ) ),
				self::text( 'addressCountry', __( 'Country (ISO 3166-1 alpha-2)', 'lodestar' ) ),
			),
			$required
		);
		$named        = static fn( string $id, string $label, string $type, bool $required = false, string $std = '' ): array => self::group(
			$id,
			$label,
			$type,
			array(
				self::text( 'name', __( 'Name', 'lodestar' ), $std, true ),
				self::text( 'url', __( 'URL', 'lodestar' ) ),
			),
			$required
		);
		$image        = static fn( bool $required = false, string $std = '%featured_image%' ): array => self::text( 'image', __( 'Image URL', 'lodestar' ), $std, $required );
		$name         = static fn( string $std = '%title%' ): array => self::text( 'name', __( 'Name', 'lodestar' ), $std, true );
		$description  = static fn( bool $required = false, string $std = '%excerpt%' ): array => self::text( 'description', __( 'Description', 'lodestar' ), $std, $required );
		$url          = static fn( bool $required = false, string $std = '%permalink%' ): array => self::text( 'url', __( 'URL', 'lodestar' ), $std, $required );

		$types = array(
			// Global.
			'WebSite'            => static fn(): array => array(
				'label'  => __( 'WebSite', 'lodestar' ),
				'level'  => self::GLOBAL,
				'type'   => 'WebSite',
				'fields' => array(
					self::text( 'name', __( 'Site name', 'lodestar' ), '%site_name%', true ),
					self::text( 'alternateName', __( 'Alternate name', 'lodestar' ) ),
					self::text( 'url', __( 'URL', 'lodestar' ), '%site_url%', true ),
					self::text( 'description', __( 'Description', 'lodestar' ), '%tagline%' ),
					self::text( 'inLanguage', __( 'Language', 'lodestar' ), '%language%' ),
				),
			),
			'WebPage'            => static fn(): array => array(
				'label'  => __( 'WebPage', 'lodestar' ),
				'level'  => self::GLOBAL,
				'type'   => 'WebPage',
				'fields' => array(
					self::select(
						'@type',
						__( 'Page type', 'lodestar' ),
						array(
							'WebPage'           => __( 'Web page', 'lodestar' ),
							'AboutPage'         => __( 'About page', 'lodestar' ),
							'ContactPage'       => __( 'Contact page', 'lodestar' ),
							'CollectionPage'    => __( 'Collection page', 'lodestar' ),
							'ItemPage'          => __( 'Item page', 'lodestar' ),
							'ProfilePage'       => __( 'Profile page', 'lodestar' ),
							'SearchResultsPage' => __( 'Search results page', 'lodestar' ),
							'CheckoutPage'      => __( 'Checkout page', 'lodestar' ),
						),
						'WebPage'
					),
					self::text( 'name', __( 'Name', 'lodestar' ), '%title%' ),
					self::text( 'url', __( 'URL', 'lodestar' ), '%permalink%' ),
					$description(),
					self::text( 'inLanguage', __( 'Language', 'lodestar' ), '%language%' ),
					self::text( 'datePublished', __( 'Date published', 'lodestar' ), '%date_published%' ),
					self::text( 'dateModified', __( 'Date modified', 'lodestar' ), '%date_modified%' ),
				),
			),
			'Organization'       => static fn(): array => array(
				'label'  => __( 'Organization', 'lodestar' ),
				'level'  => self::GLOBAL,
				'type'   => 'Organization',
				'fields' => array(
					self::select(
						'@type',
						__( 'Organization type', 'lodestar' ),
						array(
							'Organization'             => __( 'Organization', 'lodestar' ),
							'Corporation'              => __( 'Corporation', 'lodestar' ),
							'LocalBusiness'            => __( 'Local business', 'lodestar' ),
							'OnlineStore'              => __( 'Online store', 'lodestar' ),
							'NGO'                      => __( 'NGO', 'lodestar' ),
							'EducationalOrganization'  => __( 'Educational organization', 'lodestar' ),
							'GovernmentOrganization'   => __( 'Government organization', 'lodestar' ),
							'NewsMediaOrganization'    => __( 'News media organization', 'lodestar' ),
							'MedicalOrganization'      => __( 'Medical organization', 'lodestar' ),
							'SportsOrganization'       => __( 'Sports organization', 'lodestar' ),
							'PerformingGroup'          => __( 'Performing group', 'lodestar' ),
						),
						'Organization'
					),
					self::text( 'name', __( 'Name', 'lodestar' ), '%site_name%', true ),
					self::text( 'alternateName', __( 'Alternate name', 'lodestar' ) ),
					self::text( 'url', __( 'URL', 'lodestar' ), '%site_url%', true ),
					self::text( 'logo', __( 'Logo URL', 'lodestar' ), '%site_logo%' ),
					self::text( 'description', __( 'Description', 'lodestar' ), '%tagline%' ),
					self::text( 'email', __( 'Email', 'lodestar' ) ),
					self::text( 'telephone', __( 'Telephone', 'lodestar' ) ),
					self::text( 'priceRange', __( 'Price range', 'lodestar' ), '', false, array( 'main' => array( 'LocalBusiness' ) ) ),
					$address(),
				),
			),
			'SearchAction'       => static fn(): array => array(
				'label'  => __( 'SearchAction', 'lodestar' ),
				'level'  => self::GLOBAL,
				'type'   => 'SearchAction',
				'fields' => array(
					self::text( 'target', __( 'Search URL template', 'lodestar' ), '%search_url%', true, array( 'tooltip' => __( 'The URL of a search, with {search_term_string} where the phrase goes.', 'lodestar' ) ) ),
					self::hidden( 'query-input', 'required name=search_term_string' ),
				),
			),
			'Person'             => static fn(): array => array(
				'label'  => __( 'Person', 'lodestar' ),
				'level'  => self::GLOBAL,
				'type'   => 'Person',
				'fields' => array(
					self::text( 'name', __( 'Name', 'lodestar' ), '%author_name%', true ),
					self::text( 'url', __( 'URL', 'lodestar' ), '%author_url%' ),
					self::text( 'description', __( 'Description', 'lodestar' ), '%author_description%' ),
					self::text( 'image', __( 'Image URL', 'lodestar' ), '%author_avatar%' ),
					self::text( 'jobTitle', __( 'Job title', 'lodestar' ) ),
				),
			),

			// Content.
			'BreadcrumbList'     => static fn(): array => array(
				'label'  => __( 'BreadcrumbList', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'BreadcrumbList',
				'fields' => array(),
			),
			'Article'            => static fn(): array => array(
				'label'  => __( 'Article', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Article',
				'fields' => array(
					self::select(
						'@type',
						__( 'Article type', 'lodestar' ),
						array(
							'Article'     => __( 'Article', 'lodestar' ),
							'BlogPosting' => __( 'Blog posting', 'lodestar' ),
							'NewsArticle' => __( 'News article', 'lodestar' ),
							'TechArticle' => __( 'Tech article', 'lodestar' ),
						),
						'Article'
					),
					self::text( 'headline', __( 'Headline', 'lodestar' ), '%title%', true ),
					$description(),
					$image(),
					self::text( 'datePublished', __( 'Date published', 'lodestar' ), '%date_published%' ),
					self::text( 'dateModified', __( 'Date modified', 'lodestar' ), '%date_modified%' ),
					self::text( 'articleSection', __( 'Section', 'lodestar' ), '%primary_category%' ),
					self::text( 'dateline', __( 'Dateline', 'lodestar' ), '', false, array( 'main' => array( 'NewsArticle' ) ) ),
					self::text( 'proficiencyLevel', __( 'Proficiency level', 'lodestar' ), '', false, array( 'main' => array( 'TechArticle' ) ) ),
				),
			),
			'Product'            => static fn(): array => array(
				'label'  => __( 'Product', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Product',
				'fields' => array(
					$name(),
					$description(),
					$image( true ),
					self::text( 'sku', __( 'SKU', 'lodestar' ) ),
					self::text( 'gtin', __( 'GTIN', 'lodestar' ) ),
					self::text( 'mpn', __( 'MPN', 'lodestar' ) ),
					$named( 'brand', __( 'Brand', 'lodestar' ), 'Brand' ),
					$offer( true ),
					$rating(),
				),
			),
			'Dataset'            => static fn(): array => array(
				'label'  => __( 'Dataset', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Dataset',
				'fields' => array(
					$name(),
					$description( true ),
					$url(),
					self::text( 'keywords', __( 'Keywords', 'lodestar' ) ),
					self::text( 'license', __( 'License URL', 'lodestar' ) ),
					self::text( 'identifier', __( 'Identifier (DOI, ...)', 'lodestar' ) ),
					self::text( 'temporalCoverage', __( 'Temporal coverage', 'lodestar' ) ),
					self::text( 'spatialCoverage', __( 'Spatial coverage', 'lodestar' ) ),
					self::select(
						'isAccessibleForFree',
						__( 'Free to access', 'lodestar' ),
						array(
							''      => __( 'Not set', 'lodestar' ),
							'true'  => __( 'Yes', 'lodestar' ),
							'false' => __( 'No', 'lodestar' ),
						)
					),
					$named( 'creator', __( 'Creator', 'lodestar' ), 'Organization' ),
					self::group(
						'distribution',
						__( 'Download', 'lodestar' ),
						'DataDownload',
						array(
							self::text( 'encodingFormat', __( 'Format', 'lodestar' ), '', true ),
							self::text( 'contentUrl', __( 'File URL', 'lodestar' ), '', true ),
						),
						false,
						true
					),
				),
			),
			'FAQPage'            => static fn(): array => array(
				'label'  => __( 'FAQ', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'FAQPage',
				'fields' => array(
					self::group(
						'mainEntity',
						__( 'Questions', 'lodestar' ),
						'Question',
						array(
							self::text( 'name', __( 'Question', 'lodestar' ), '', true ),
							self::group(
								'acceptedAnswer',
								__( 'Answer', 'lodestar' ),
								'Answer',
								array( self::text( 'text', __( 'Answer', 'lodestar' ), '', true ) ),
								true
							),
						),
						true,
						true
					),
				),
			),
			'ClaimReview'        => static fn(): array => array(
				'label'  => __( 'Fact Check', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'ClaimReview',
				'fields' => array(
					self::text( 'claimReviewed', __( 'Claim reviewed', 'lodestar' ), '', true ),
					$url( true ),
					self::text( 'datePublished', __( 'Date published', 'lodestar' ), '%date_published%' ),
					self::group(
						'reviewRating',
						__( 'Rating', 'lodestar' ),
						'Rating',
						array(
							self::text( 'alternateName', __( 'Verdict (e.g. False)', 'lodestar' ), '', true ),
							self::text( 'ratingValue', __( 'Rating value', 'lodestar' ) ),
							self::text( 'bestRating', __( 'Best rating', 'lodestar' ) ),
							self::text( 'worstRating', __( 'Worst rating', 'lodestar' ) ),
						),
						true
					),
					$named( 'author', __( 'Fact checker', 'lodestar' ), 'Organization', false, '%site_name%' ),
					self::group(
						'itemReviewed',
						__( 'Claim', 'lodestar' ),
						'Claim',
						array(
							$named( 'author', __( 'Claimed by', 'lodestar' ), 'Organization' ),
							self::text( 'datePublished', __( 'Date of the claim', 'lodestar' ) ),
							self::text( 'firstAppearance', __( 'First appearance URL', 'lodestar' ) ),
						)
					),
				),
			),
			'HowTo'              => static fn(): array => array(
				'label'  => __( 'HowTo', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'HowTo',
				'fields' => array(
					$name(),
					$description(),
					$image(),
					self::text( 'totalTime', __( 'Total time (ISO 8601 duration, e.g. PT30M)', 'lodestar' ) ),
					self::group(
						'estimatedCost',
						__( 'Estimated cost', 'lodestar' ),
						'MonetaryAmount',
						array(
							self::text( 'currency', __( 'Currency', 'lodestar' ), '', true ),
							self::text( 'value', __( 'Value', 'lodestar' ), '', true ),
						)
					),
					self::group( 'supply', __( 'Supplies', 'lodestar' ), 'HowToSupply', array( self::text( 'name', __( 'Supply', 'lodestar' ), '', true ) ), false, true ),
					self::group( 'tool', __( 'Tools', 'lodestar' ), 'HowToTool', array( self::text( 'name', __( 'Tool', 'lodestar' ), '', true ) ), false, true ),
					self::group(
						'step',
						__( 'Steps', 'lodestar' ),
						'HowToStep',
						array(
							self::text( 'name', __( 'Step name', 'lodestar' ) ),
							self::text( 'text', __( 'Instructions', 'lodestar' ), '', true ),
							self::text( 'url', __( 'URL', 'lodestar' ) ),
							self::text( 'image', __( 'Image URL', 'lodestar' ) ),
						),
						true,
						true
					),
				),
			),
			'Movie'              => static fn(): array => array(
				'label'  => __( 'Movie', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Movie',
				'fields' => array(
					$name(),
					$image( true ),
					$description(),
					self::text( 'dateCreated', __( 'Release date', 'lodestar' ) ),
					self::text( 'duration', __( 'Duration (ISO 8601)', 'lodestar' ) ),
					$named( 'director', __( 'Director', 'lodestar' ), 'Person' ),
					$rating(),
				),
			),
			'PodcastEpisode'     => static fn(): array => array(
				'label'  => __( 'Podcast Episode', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'PodcastEpisode',
				'fields' => array(
					$name(),
					$url( true ),
					$description(),
					self::text( 'datePublished', __( 'Date published', 'lodestar' ), '%date_published%' ),
					self::text( 'timeRequired', __( 'Duration (ISO 8601)', 'lodestar' ) ),
					self::group(
						'associatedMedia',
						__( 'Audio', 'lodestar' ),
						'MediaObject',
						array( self::text( 'contentUrl', __( 'Audio file URL', 'lodestar' ), '', true ) ),
						true
					),
					$named( 'partOfSeries', __( 'Podcast', 'lodestar' ), 'PodcastSeries' ),
				),
			),
			'Book'               => static fn(): array => array(
				'label'  => __( 'Book', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Book',
				'fields' => array(
					$name(),
					$url( true ),
					$named( 'author', __( 'Author', 'lodestar' ), 'Person', true ),
					self::text( 'sameAs', __( 'Reference page URL', 'lodestar' ) ),
					self::group(
						'workExample',
						__( 'Editions', 'lodestar' ),
						'Book',
						array(
							self::text( 'isbn', __( 'ISBN', 'lodestar' ), '', true ),
							self::text( 'bookEdition', __( 'Edition', 'lodestar' ) ),
							self::select(
								'bookFormat',
								__( 'Format', 'lodestar' ),
								array(
									'Hardcover'    => __( 'Hardcover', 'lodestar' ),
									'Paperback'    => __( 'Paperback', 'lodestar' ),
									'EBook'        => __( 'E-book', 'lodestar' ),
									'AudiobookFormat' => __( 'Audiobook', 'lodestar' ),
								),
								'Hardcover'
							),
							self::text( 'inLanguage', __( 'Language', 'lodestar' ) ),
							self::text( 'datePublished', __( 'Date published', 'lodestar' ) ),
						),
						false,
						true
					),
				),
			),
			'Course'             => static fn(): array => array(
				'label'  => __( 'Course', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Course',
				'fields' => array(
					$name(),
					$description( true ),
					self::text( 'courseCode', __( 'Course code', 'lodestar' ) ),
					$named( 'provider', __( 'Provider', 'lodestar' ), 'Organization', false, '%site_name%' ),
					self::group(
						'hasCourseInstance',
						__( 'Course instance', 'lodestar' ),
						'CourseInstance',
						array(
							self::text( 'courseMode', __( 'Mode (Online, Onsite, Blended)', 'lodestar' ), '', true ),
							self::text( 'courseWorkload', __( 'Workload (ISO 8601 duration)', 'lodestar' ) ),
						)
					),
					$offer(),
				),
			),
			'Event'              => static fn(): array => array(
				'label'  => __( 'Event', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Event',
				'fields' => array(
					$name(),
					self::text( 'startDate', __( 'Start date (ISO 8601)', 'lodestar' ), '', true ),
					self::text( 'endDate', __( 'End date (ISO 8601)', 'lodestar' ) ),
					$description(),
					$image(),
					self::select(
						'eventStatus',
						__( 'Status', 'lodestar' ),
						array(
							'EventScheduled'   => __( 'Scheduled', 'lodestar' ),
							'EventCancelled'   => __( 'Cancelled', 'lodestar' ),
							'EventPostponed'   => __( 'Postponed', 'lodestar' ),
							'EventRescheduled' => __( 'Rescheduled', 'lodestar' ),
							'EventMovedOnline' => __( 'Moved online', 'lodestar' ),
						),
						'EventScheduled'
					),
					self::select(
						'eventAttendanceMode',
						__( 'Attendance mode', 'lodestar' ),
						array(
							'OfflineEventAttendanceMode' => __( 'In person', 'lodestar' ),
							'OnlineEventAttendanceMode'  => __( 'Online', 'lodestar' ),
							'MixedEventAttendanceMode'   => __( 'Mixed', 'lodestar' ),
						),
						'OfflineEventAttendanceMode'
					),
					self::group(
						'location',
						__( 'Location', 'lodestar' ),
						'Place',
						array(
							self::text( 'name', __( 'Venue', 'lodestar' ) ),
							$address( true ),
						),
						true
					),
					$named( 'organizer', __( 'Organizer', 'lodestar' ), 'Organization' ),
					$named( 'performer', __( 'Performer', 'lodestar' ), 'Person' ),
					$offer(),
				),
			),
			'JobPosting'         => static fn(): array => array(
				'label'  => __( 'Job Posting', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'JobPosting',
				'fields' => array(
					self::text( 'title', __( 'Job title', 'lodestar' ), '%title%', true ),
					$description( true, '%content%' ),
					self::text( 'datePosted', __( 'Date posted', 'lodestar' ), '%date_published%', true ),
					self::text( 'validThrough', __( 'Valid through', 'lodestar' ) ),
					self::select(
						'employmentType',
						__( 'Employment type', 'lodestar' ),
						array(
							'FULL_TIME'  => __( 'Full time', 'lodestar' ),
							'PART_TIME'  => __( 'Part time', 'lodestar' ),
							'CONTRACTOR' => __( 'Contractor', 'lodestar' ),
							'TEMPORARY'  => __( 'Temporary', 'lodestar' ),
							'INTERN'     => __( 'Intern', 'lodestar' ),
							'VOLUNTEER'  => __( 'Volunteer', 'lodestar' ),
							'PER_DIEM'   => __( 'Per diem', 'lodestar' ),
							'OTHER'      => __( 'Other', 'lodestar' ),
						),
						'FULL_TIME'
					),
					self::group(
						'hiringOrganization',
						__( 'Hiring organization', 'lodestar' ),
						'Organization',
						array(
							self::text( 'name', __( 'Name', 'lodestar' ), '%site_name%', true ),
							self::text( 'sameAs', __( 'Website', 'lodestar' ), '%site_url%' ),
							self::text( 'logo', __( 'Logo URL', 'lodestar' ), '%site_logo%' ),
						),
						true
					),
					self::group(
						'jobLocation',
						__( 'Job location', 'lodestar' ),
						'Place',
						array( $address( true ) ),
						true
					),
					self::group(
						'baseSalary',
						__( 'Base salary', 'lodestar' ),
						'MonetaryAmount',
						array(
							self::text( 'currency', __( 'Currency', 'lodestar' ), 'USD', true ),
							self::group(
								'value',
								__( 'Amount', 'lodestar' ),
								'QuantitativeValue',
								array(
									self::text( 'value', __( 'Value', 'lodestar' ), '', true ),
									self::select(
										'unitText',
										__( 'Per', 'lodestar' ),
										array(
											'HOUR'  => __( 'Hour', 'lodestar' ),
											'DAY'   => __( 'Day', 'lodestar' ),
											'WEEK'  => __( 'Week', 'lodestar' ),
											'MONTH' => __( 'Month', 'lodestar' ),
											'YEAR'  => __( 'Year', 'lodestar' ),
										),
										'YEAR'
									),
								),
								true
							),
						)
					),
					self::group(
						'identifier',
						__( 'Identifier', 'lodestar' ),
						'PropertyValue',
						array(
							self::text( 'name', __( 'Issuer', 'lodestar' ), '%site_name%', true ),
							self::text( 'value', __( 'Value', 'lodestar' ), '', true ),
						)
					),
					self::select(
						'directApply',
						__( 'Direct apply', 'lodestar' ),
						array(
							''      => __( 'Not set', 'lodestar' ),
							'true'  => __( 'Yes', 'lodestar' ),
							'false' => __( 'No', 'lodestar' ),
						)
					),
				),
			),
			'Recipe'             => static fn(): array => array(
				'label'  => __( 'Recipe', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Recipe',
				'fields' => array(
					$name(),
					$image( true ),
					$description(),
					self::text( 'datePublished', __( 'Date published', 'lodestar' ), '%date_published%' ),
					self::text( 'prepTime', __( 'Preparation time (ISO 8601)', 'lodestar' ) ),
					self::text( 'cookTime', __( 'Cooking time (ISO 8601)', 'lodestar' ) ),
					self::text( 'totalTime', __( 'Total time (ISO 8601)', 'lodestar' ) ),
					self::text( 'recipeYield', __( 'Yield', 'lodestar' ) ),
					self::text( 'recipeCategory', __( 'Category', 'lodestar' ) ),
					self::text( 'recipeCuisine', __( 'Cuisine', 'lodestar' ) ),
					self::text( 'keywords', __( 'Keywords', 'lodestar' ) ),
					self::group(
						'nutrition',
						__( 'Nutrition', 'lodestar' ),
						'NutritionInformation',
						array( self::text( 'calories', __( 'Calories', 'lodestar' ), '', true ) )
					),
					self::text( 'recipeIngredient', __( 'Ingredients', 'lodestar' ), '', false, array( 'cloneable' => true ) ),
					self::group(
						'recipeInstructions',
						__( 'Instructions', 'lodestar' ),
						'HowToStep',
						array(
							self::text( 'name', __( 'Step name', 'lodestar' ) ),
							self::text( 'text', __( 'Instructions', 'lodestar' ), '', true ),
						),
						false,
						true
					),
					$rating(),
				),
			),
			'Service'            => static fn(): array => array(
				'label'  => __( 'Service', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'Service',
				'fields' => array(
					$name(),
					self::text( 'serviceType', __( 'Service type', 'lodestar' ) ),
					$description(),
					$url(),
					$image(),
					self::text( 'areaServed', __( 'Area served', 'lodestar' ) ),
					$named( 'provider', __( 'Provider', 'lodestar' ), 'Organization', false, '%site_name%' ),
					$offer(),
				),
			),
			'SoftwareApplication' => static fn(): array => array(
				'label'  => __( 'Software app', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'SoftwareApplication',
				'fields' => array(
					self::select(
						'@type',
						__( 'Application type', 'lodestar' ),
						array(
							'SoftwareApplication' => __( 'Software application', 'lodestar' ),
							'MobileApplication'   => __( 'Mobile application', 'lodestar' ),
							'WebApplication'      => __( 'Web application', 'lodestar' ),
							'VideoGame'           => __( 'Video game', 'lodestar' ),
						),
						'SoftwareApplication'
					),
					$name(),
					$description(),
					self::text( 'operatingSystem', __( 'Operating system', 'lodestar' ) ),
					self::select(
						'applicationCategory',
						__( 'Category', 'lodestar' ),
						array(
							'BusinessApplication'      => __( 'Business', 'lodestar' ),
							'DeveloperApplication'     => __( 'Developer', 'lodestar' ),
							'EducationalApplication'   => __( 'Education', 'lodestar' ),
							'GameApplication'          => __( 'Game', 'lodestar' ),
							'MultimediaApplication'    => __( 'Multimedia', 'lodestar' ),
							'UtilitiesApplication'     => __( 'Utilities', 'lodestar' ),
							'LifestyleApplication'     => __( 'Lifestyle', 'lodestar' ),
							'FinanceApplication'       => __( 'Finance', 'lodestar' ),
							'HealthApplication'        => __( 'Health', 'lodestar' ),
							'SecurityApplication'      => __( 'Security', 'lodestar' ),
						),
						'BusinessApplication'
					),
					self::text( 'gamePlatform', __( 'Game platform', 'lodestar' ), '', false, array( 'main' => array( 'VideoGame' ) ) ),
					$offer( true ),
					$rating( 'aggregateRating', true ),
				),
			),
			'VideoObject'        => static fn(): array => array(
				'label'  => __( 'Video', 'lodestar' ),
				'level'  => self::CONTENT,
				'type'   => 'VideoObject',
				'fields' => array(
					$name(),
					$description( true ),
					self::text( 'thumbnailUrl', __( 'Thumbnail URL', 'lodestar' ), '%featured_image%', true ),
					self::text( 'uploadDate', __( 'Upload date', 'lodestar' ), '%date_published%', true ),
					self::text( 'contentUrl', __( 'Video file URL', 'lodestar' ) ),
					self::text( 'embedUrl', __( 'Embed URL', 'lodestar' ) ),
					self::text( 'duration', __( 'Duration (ISO 8601)', 'lodestar' ) ),
					self::text( 'expires', __( 'Expires', 'lodestar' ) ),
				),
			),
		);
		return $types;
	}

	/**
	 * A text field.
	 *
	 * @param string               $id       Property.
	 * @param string               $label    Label.
	 * @param string               $std      Default.
	 * @param bool                 $required Required.
	 * @param array<string, mixed> $extra    Other keys.
	 * @return array<string, mixed>
	 */
	private static function text( string $id, string $label, string $std = '', bool $required = false, array $extra = array() ): array {
		return array_merge(
			array(
				'id'       => $id,
				'type'     => 'text',
				'label'    => $label,
				'std'      => $std,
				'required' => $required,
			),
			$extra
		);
	}

	/**
	 * A select field.
	 *
	 * @param string                $id      Property.
	 * @param string                $label   Label.
	 * @param array<string, string> $options Value => label.
	 * @param string                $std     Default.
	 * @return array<string, mixed>
	 */
	private static function select( string $id, string $label, array $options, string $std = '' ): array {
		return array(
			'id'       => $id,
			'type'     => 'Select',
			'label'    => $label,
			'std'      => $std,
			'required' => '@type' === $id,
			'options'  => $options,
		);
	}

	/**
	 * A hidden field (output, never shown).
	 *
	 * @param string $id  Property.
	 * @param string $std Value.
	 * @return array<string, mixed>
	 */
	private static function hidden( string $id, string $std ): array {
		return array(
			'id'     => $id,
			'type'   => 'Hidden',
			'std'    => $std,
			'hidden' => true,
		);
	}

	/**
	 * A group of fields (a nested node with its own @type).
	 *
	 * @param string                          $id        Property.
	 * @param string                          $label     Label.
	 * @param string                          $node_type The nested node's @type.
	 * @param array<int, array<string, mixed>> $fields   Sub-fields.
	 * @param bool                            $required  Required.
	 * @param bool                            $cloneable A list of nodes.
	 * @return array<string, mixed>
	 */
	private static function group( string $id, string $label, string $node_type, array $fields, bool $required = false, bool $cloneable = false ): array {
		array_unshift( $fields, self::hidden( '@type', $node_type ) );
		return array(
			'id'        => $id,
			'type'      => 'Group',
			'label'     => $label,
			'required'  => $required,
			'cloneable' => $cloneable,
			'fields'    => $fields,
		);
	}
}
