<?php
/**
 * Per-object SEO values of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\AuthorSeo;
use Lodestar\Meta\Fields;
use Lodestar\Repositories\ObjectFields;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The page-level fields (Meta\Fields) of the object a context shows: the post of a singular
 * or blog context, the term of a term archive, the author of an author archive (their title
 * and description, Meta\AuthorSeo). Nothing when page-level SEO is switched off
 * (Manage Features), so values saved earlier never act while their editor is hidden.
 *
 * @since 0.1.0
 */
class Overrides {

	/**
	 * Values per context of this request.
	 *
	 * @var \WeakMap<Context, array<string, string|int>>
	 */
	private \WeakMap $memo;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param ObjectFields       $fields   Fields of posts and terms.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private ObjectFields $fields
	) {
		$this->memo = new \WeakMap();
	}

	/**
	 * Every field of the context's object (defaults when it has none).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array<string, string|int>
	 */
	public function all( Context $context ): array {
		if ( isset( $this->memo[ $context ] ) ) {
			return $this->memo[ $context ];
		}
		$values = array();
		if ( $this->settings->get( 'enable_page_level_seo' ) ) {
			if ( null !== $context->post && in_array( $context->kind, array( Context::SINGULAR, Context::BLOG ), true ) ) {
				$values = $this->fields->of_post( $context->post );
			} elseif ( null !== $context->term ) {
				$values = $this->fields->of_term( $context->term );
			} elseif ( Context::AUTHOR === $context->kind && null !== $context->user ) {
				// The author's own title and description (their other fields stay empty).
				$values = AuthorSeo::of_user( (int) $context->user->ID );
			}
		}
		if ( array() === $values ) {
			$values = array_combine( Fields::names(), array_map( array( Fields::class, 'default_value' ), Fields::names() ) );
		}
		$this->memo[ $context ] = $values;
		return $values;
	}

	/**
	 * One text field ('' when unset).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @param string  $field   Field name.
	 */
	public function text( Context $context, string $field ): string {
		return trim( (string) ( $this->all( $context )[ $field ] ?? '' ) );
	}

	/**
	 * One id field (0 when unset).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @param string  $field   Field name.
	 */
	public function id( Context $context, string $field ): int {
		return (int) ( $this->all( $context )[ $field ] ?? 0 );
	}
}
