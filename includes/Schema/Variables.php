<?php
/**
 * Resolves %variables% in schema field values.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Repositories\ImageFacts;
use Lodestar\Seo\Context;
use Lodestar\Seo\TemplateValues;
use Lodestar\Seo\TemplateVariables;

defined( 'ABSPATH' ) || exit;

/**
 * Field values may hold the title engine's variables (%title%, %site_name%, %excerpt%,
 * %permalink%, %author_name%, %term_title%, ...: resolved by TemplateVariables with the
 * context TemplateValues builds, so a schema says what the title says) and these
 * structured-data ones:
 *
 * | variable | value |
 * |---|---|
 * | `%date_published%`, `%date_modified%` | the post's dates in ISO 8601 |
 * | `%featured_image%` | the featured image URL |
 * | `%site_logo%` | the custom logo URL, else the site icon URL |
 * | `%language%` | the site language (BCP 47) |
 * | `%search_url%` | the search URL template with `{search_term_string}` |
 * | `%author_url%`, `%author_description%` | the author's archive URL and biography |
 * | `%primary_category%` | the post's first category |
 * | `%custom_field.KEY%` | the post's meta value KEY |
 *
 * Everything is read from what the page view already loaded (primed post meta and terms,
 * image facts): no database query on a warm page view.
 *
 * @since 0.1.0
 */
class Variables {

	/**
	 * Variables this class adds to the engine's.
	 *
	 * @since 0.1.0
	 */
	public const SCHEMA = array( 'date_published', 'date_modified', 'featured_image', 'site_logo', 'language', 'search_url', 'author_url', 'author_description', 'primary_category' );

	/**
	 * Constructor.
	 *
	 * @param TemplateVariables $variables The title engine.
	 * @param TemplateValues    $values    Builds the engine's context of a page.
	 * @param ImageFacts        $images    Image facts.
	 */
	public function __construct(
		private TemplateVariables $variables,
		private TemplateValues $values,
		private ImageFacts $images
	) {
		$this->memo = new \WeakMap();
	}

	/**
	 * Memo per context: every variable (and whole value) resolved so far, with the settings
	 * revision it was resolved under. A graph repeats %title%, %permalink%, %featured_image%...
	 * across its nodes; each is worked out once.
	 *
	 * @var \WeakMap<Context, array{revision: int, values: array<string, string>}>
	 */
	private \WeakMap $memo;

	/**
	 * Resolves a value: plain text with every variable replaced (unknown ones by '').
	 *
	 * @since 0.1.0
	 *
	 * @param string  $value   Field value.
	 * @param Context $context Page context.
	 */
	public function resolve( string $value, Context $context ): string {
		if ( false === strpos( $value, '%' ) ) {
			return trim( $value );
		}
		$revision = $this->settings_revision();
		$memo     = $this->memo[ $context ] ?? null;
		$known    = null !== $memo && $memo['revision'] === $revision ? $memo['values'] : array();
		$whole    = '=' . $value;
		if ( ! isset( $known[ $whole ] ) ) {
			$name = self::single_variable( $value );
			if ( null !== $name ) {
				// The value is one variable (most schema fields: '%title%', '%permalink%'): its
				// value, without a pattern pass.
				$known[ $value ] ??= $this->variable( $name, '', $context );
				$result            = $known[ $value ];
			} else {
				$result = preg_replace_callback(
					'/%([a-z][a-z0-9_]*)(?:\.([A-Za-z0-9_\-]+))?%/',
					function ( array $match ) use ( $context, &$known ): string {
						if ( ! isset( $known[ $match[0] ] ) ) {
							$known[ $match[0] ] = $this->variable( $match[1], (string) ( $match[2] ?? '' ), $context );
						}
						return $known[ $match[0] ];
					},
					$value
				);
			}
			$known[ $whole ]        = trim( (string) $result );
			$this->memo[ $context ] = array(
				'revision' => $revision,
				'values'   => $known,
			);
		}
		return $known[ $whole ];
	}

	/**
	 * The name of the variable a value is made of alone ('%title%' => 'title'), or null when it
	 * holds anything else (text, several variables, a keyed one such as %custom_field.price%):
	 * the names resolve()'s pattern matches.
	 *
	 * @param string $value Field value.
	 */
	private static function single_variable( string $value ): ?string {
		$length = strlen( $value );
		if ( $length < 3 || '%' !== $value[0] || '%' !== $value[ $length - 1 ] ) {
			return null;
		}
		$name = substr( $value, 1, -1 );
		return ctype_lower( $name[0] ) && strspn( $name, 'abcdefghijklmnopqrstuvwxyz0123456789_' ) === $length - 2 ? $name : null;
	}

	/**
	 * One variable's value.
	 *
	 * @param string  $name    Name.
	 * @param string  $key     Key after the dot (`%custom_field.KEY%`), else ''.
	 * @param Context $context Page context.
	 */
	private function variable( string $name, string $key, Context $context ): string {
		if ( '' !== $key ) {
			return 'custom_field' === $name ? $this->custom_field( $context, $key ) : '';
		}
		if ( in_array( $name, self::SCHEMA, true ) ) {
			return $this->schema_variable( $name, $context );
		}
		if ( in_array( $name, TemplateVariables::KNOWN, true ) ) {
			return $this->variables->value( $name, $this->values->for_template( $context, '%' . $name . '%' ) );
		}
		return '';
	}

	/**
	 * The settings revision (values such as %separator% and %excerpt% follow the settings).
	 */
	private function settings_revision(): int {
		return $this->values->settings_revision();
	}

	/**
	 * A structured-data variable.
	 *
	 * @param string  $name    Name.
	 * @param Context $context Page context.
	 */
	private function schema_variable( string $name, Context $context ): string {
		$post = $context->is_singular() ? $context->post : null;
		switch ( $name ) {
			case 'date_published':
				return $post ? ( self::local_w3c( $post->post_date, $post->post_date_gmt ) ?? (string) get_post_time( DATE_W3C, false, $post ) ) : '';
			case 'date_modified':
				return $post ? ( self::local_w3c( $post->post_modified, $post->post_modified_gmt ) ?? (string) get_post_modified_time( DATE_W3C, false, $post ) ) : '';
			case 'featured_image':
				if ( ! $post ) {
					return '';
				}
				$thumbnail = (int) get_post_thumbnail_id( $post );
				$facts     = $thumbnail > 0 ? $this->images->for_attachment( $thumbnail, $post ) : null;
				return $facts['url'] ?? '';
			case 'site_logo':
				// Read where a page view already has them: the theme mods and the site_logo option
				// of block themes, when they exist (get_theme_mod() looks site_logo up even when missing).
				$options = wp_load_alloptions();
				$mods    = get_theme_mods();
				$logo    = (int) ( $options['site_logo'] ?? ( is_array( $mods ) ? ( $mods['custom_logo'] ?? 0 ) : 0 ) );
				$logo    = $logo > 0 ? $logo : (int) ( $options['site_icon'] ?? 0 );
				$facts   = $logo > 0 ? $this->images->for_attachment( $logo ) : null;
				return $facts['url'] ?? '';
			case 'language':
				return (string) get_bloginfo( 'language' );
			case 'search_url':
				return home_url( '/?s={search_term_string}' );
			case 'author_url':
			case 'author_description':
				$user_id = $context->author_id();
				if ( $user_id <= 0 ) {
					return '';
				}
				return 'author_url' === $name
					? (string) get_author_posts_url( $user_id )
					: TemplateVariables::plain_text( (string) get_the_author_meta( 'description', $user_id ) );
			case 'primary_category':
				if ( ! $post ) {
					return '';
				}
				$category = $context->first_category();
				return null === $category ? '' : $category->name;
		}
		return '';
	}

	/**
	 * A post date in ISO 8601 with the site's offset ("2024-03-05T11:00:00+01:00"), read from the
	 * post's local and UTC columns: what get_post_time( DATE_W3C ) gives, without looking the
	 * timezone up for every date. Null when the UTC column is empty (a draft): ask WordPress.
	 *
	 * @since 0.1.0
	 *
	 * @param string $local Local column value (Y-m-d H:i:s).
	 * @param string $gmt   UTC column value (Y-m-d H:i:s).
	 */
	public static function local_w3c( string $local, string $gmt ): ?string {
		$pattern = '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/';
		if ( '0000-00-00 00:00:00' === $gmt || ! preg_match( $pattern, $gmt ) || ! preg_match( $pattern, $local ) ) {
			return null;
		}
		$seconds = static fn( string $date ): int => (int) gmmktime( (int) substr( $date, 11, 2 ), (int) substr( $date, 14, 2 ), (int) substr( $date, 17, 2 ), (int) substr( $date, 5, 2 ), (int) substr( $date, 8, 2 ), (int) substr( $date, 0, 4 ) );
		$offset  = $seconds( $local ) - $seconds( $gmt );
		$sign    = $offset < 0 ? '-' : '+';
		$offset  = abs( $offset );
		return str_replace( ' ', 'T', $local ) . sprintf( '%s%02d:%02d', $sign, intdiv( $offset, 3600 ), intdiv( $offset % 3600, 60 ) );
	}

	/**
	 * A post meta value (scalars only; protected keys too, as typed by an administrator).
	 *
	 * @param Context $context Page context.
	 * @param string  $key     Meta key.
	 */
	private function custom_field( Context $context, string $key ): string {
		if ( ! $context->is_singular() ) {
			return '';
		}
		$value = get_post_meta( $context->post->ID, $key, true );
		return is_scalar( $value ) ? TemplateVariables::plain_text( (string) $value ) : '';
	}
}
