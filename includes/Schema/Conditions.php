<?php
/**
 * Display conditions of schemas.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * The one `schema_rules` configuration (the condition groups the admin app offers) and the
 * matcher of a schema's `show_on` / `not_show_on` against a page.
 *
 * Rules:
 * - `basic-global` (entire site), `basic-singulars`, `basic-archives` (term, post type, author,
 *   date archives and the blog page);
 * - `special-front`, `special-blog` (the posts page, also a latest-posts front page),
 *   `special-404`, `special-search`, `special-date`, `special-author`;
 * - per public post type `<type>|all` (its singular pages), `<type>|all|archive` (its archive;
 *   for posts the blog page), `<type>|all|taxarchive|<taxonomy>` (archives of its taxonomies);
 * - `specifics`: the ids listed in `specific` (`post-<id>`, `tax-<id>`).
 *
 * A schema shows on a page when one `show_on` rule matches and no `not_show_on` rule does:
 * exclusion wins.
 *
 * @since 0.1.0
 */
class Conditions {

	/**
	 * The rule of specific posts and terms.
	 *
	 * @since 0.1.0
	 */
	public const SPECIFICS = 'specifics';

	/**
	 * Pattern of a specific id.
	 *
	 * @since 0.1.0
	 */
	public const SPECIFIC_PATTERN = '/^(post|tax)-([1-9][0-9]*)$/';

	/**
	 * The condition groups: list of {label, options: {rule: label}}.
	 *
	 * @since 0.1.0
	 *
	 * @return array<int, array{label: string, options: array<string, string>}>
	 */
	public static function rules(): array {
		$groups = array(
			array(
				'label'   => __( 'Basic', 'lodestar' ),
				'options' => array(
					'basic-global'    => __( 'Entire Website', 'lodestar' ),
					'basic-singulars' => __( 'All Singulars', 'lodestar' ),
					'basic-archives'  => __( 'All Archives', 'lodestar' ),
				),
			),
			array(
				'label'   => __( 'Special Pages', 'lodestar' ),
				'options' => array(
					'special-front'  => __( 'Front Page', 'lodestar' ),
					'special-blog'   => __( 'Blog / Posts Page', 'lodestar' ),
					'special-404'    => __( '404 Page', 'lodestar' ),
					'special-search' => __( 'Search Page', 'lodestar' ),
					'special-date'   => __( 'Date Archive', 'lodestar' ),
					'special-author' => __( 'Author Archive', 'lodestar' ),
				),
			),
		);
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
			if ( 'attachment' === $type->name ) {
				continue;
			}
			$name    = (string) $type->labels->name;
			$options = array(
				/* translators: %s: post type name such as Posts. */
				$type->name . '|all' => sprintf( __( 'All %s', 'lodestar' ), $name ),
			);
			if ( 'post' === $type->name || $type->has_archive ) {
				/* translators: %s: post type name such as Posts. */
				$options[ $type->name . '|all|archive' ] = sprintf( __( 'All %s Archive', 'lodestar' ), $name );
			}
			foreach ( get_object_taxonomies( $type->name, 'objects' ) as $taxonomy ) {
				if ( ! $taxonomy->public || 'post_format' === $taxonomy->name ) {
					continue;
				}
				/* translators: %s: taxonomy name such as Categories. */
				$options[ $type->name . '|all|taxarchive|' . $taxonomy->name ] = sprintf( __( 'All %s Archive', 'lodestar' ), (string) $taxonomy->labels->name );
			}
			$groups[] = array(
				'label'   => $name,
				'options' => $options,
			);
		}
		$groups[] = array(
			'label'   => __( 'Specific Target', 'lodestar' ),
			'options' => array( self::SPECIFICS => __( 'Specific Pages / Posts / Taxonomies, etc.', 'lodestar' ) ),
		);

		/**
		 * Filters the display-condition groups of schemas.
		 *
		 * @since 0.1.0
		 *
		 * @param array $groups List of {label, options: {rule: label}}.
		 */
		return (array) apply_filters( 'lodestar_schema_rules', $groups );
	}

	/**
	 * Every rule id.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function rule_ids(): array {
		$ids = array();
		foreach ( self::rules() as $group ) {
			foreach ( array_keys( (array) ( $group['options'] ?? array() ) ) as $id ) {
				$ids[] = (string) $id;
			}
		}
		return $ids;
	}

	/**
	 * Whether a schema shows on a page: a show_on rule matches and no not_show_on rule does.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $schema  Stored schema.
	 * @param Context              $context Page context.
	 */
	public function applies( array $schema, Context $context ): bool {
		$show = is_array( $schema['show_on'] ?? null ) ? $schema['show_on'] : array();
		$hide = is_array( $schema['not_show_on'] ?? null ) ? $schema['not_show_on'] : array();
		return $this->matches( $show, $context ) && ! $this->matches( $hide, $context );
	}

	/**
	 * Whether any rule of a condition set matches a page.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $set     {rules, specific, specificText}.
	 * @param Context              $context Page context.
	 */
	public function matches( array $set, Context $context ): bool {
		foreach ( (array) ( $set['rules'] ?? array() ) as $rule ) {
			if ( self::SPECIFICS === $rule ) {
				if ( $this->matches_specific( (array) ( $set['specific'] ?? array() ), $context ) ) {
					return true;
				}
				continue;
			}
			if ( is_string( $rule ) && $this->matches_rule( $rule, $context ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether one rule matches.
	 *
	 * @param string  $rule    Rule id.
	 * @param Context $context Page context.
	 */
	private function matches_rule( string $rule, Context $context ): bool {
		switch ( $rule ) {
			case 'basic-global':
				return Context::NONE !== $context->kind;
			case 'basic-singulars':
				return $context->is_singular();
			case 'basic-archives':
				return in_array( $context->kind, array( Context::BLOG, Context::TERM, Context::POST_TYPE_ARCHIVE, Context::AUTHOR, Context::DATE ), true );
			case 'special-front':
				return $context->is_front;
			case 'special-blog':
				return Context::HOME === $context->kind || Context::BLOG === $context->kind;
			case 'special-404':
				return Context::NOT_FOUND === $context->kind;
			case 'special-search':
				return Context::SEARCH === $context->kind;
			case 'special-date':
				return Context::DATE === $context->kind;
			case 'special-author':
				return Context::AUTHOR === $context->kind;
		}
		$parts = explode( '|', $rule );
		if ( count( $parts ) < 2 || 'all' !== $parts[1] ) {
			return false;
		}
		$post_type = $parts[0];
		if ( 2 === count( $parts ) ) {
			return $context->is_singular() && $context->post->post_type === $post_type;
		}
		if ( 3 === count( $parts ) && 'archive' === $parts[2] ) {
			if ( 'post' === $post_type ) {
				return Context::HOME === $context->kind || Context::BLOG === $context->kind;
			}
			return Context::POST_TYPE_ARCHIVE === $context->kind && $context->post_type === $post_type;
		}
		if ( 4 === count( $parts ) && 'taxarchive' === $parts[2] ) {
			return Context::TERM === $context->kind && $context->term->taxonomy === $parts[3];
		}
		return false;
	}

	/**
	 * Whether the page is one of the specific posts or terms.
	 *
	 * @param array<int, mixed> $specific Ids such as post-12, tax-3.
	 * @param Context           $context  Page context.
	 */
	private function matches_specific( array $specific, Context $context ): bool {
		foreach ( $specific as $id ) {
			if ( ! is_string( $id ) || ! preg_match( self::SPECIFIC_PATTERN, $id, $match ) ) {
				continue;
			}
			if ( 'post' === $match[1] && $context->is_singular() && $context->post->ID === (int) $match[2] ) {
				return true;
			}
			if ( 'post' === $match[1] && Context::BLOG === $context->kind && $context->post && $context->post->ID === (int) $match[2] ) {
				return true;
			}
			if ( 'tax' === $match[1] && Context::TERM === $context->kind && $context->term->term_id === (int) $match[2] ) {
				return true;
			}
		}
		return false;
	}
}
