<?php
/**
 * What the title and description resolvers share.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A text of a Context built from templates (the document title, the meta description): the
 * services the templates need, and the text of each context computed once per request.
 *
 * @since 0.1.0
 */
abstract class TemplateResolver {

	/**
	 * Texts per context of this request.
	 *
	 * @var \WeakMap<Context, string>
	 */
	private \WeakMap $memo;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings.
	 * @param TemplateVariables  $variables Template engine.
	 * @param TemplateValues     $values    Variable context builder.
	 * @param Overrides          $overrides Per-object values.
	 */
	public function __construct(
		protected SettingsRepository $settings,
		protected TemplateVariables $variables,
		protected TemplateValues $values,
		protected Overrides $overrides
	) {
		$this->memo = new \WeakMap();
	}

	/**
	 * The text of a context (computed once per context), or '' for none.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return string Plain, unescaped text.
	 */
	public function resolve( Context $context ): string {
		if ( ! isset( $this->memo[ $context ] ) ) {
			$this->memo[ $context ] = $this->compute( $context );
		}
		return $this->memo[ $context ];
	}

	/**
	 * Resolves a template of this kind of text (an Open Graph or X one, say) for a context.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context  Page context.
	 * @param string  $template Template.
	 * @return string Plain text.
	 */
	abstract public function resolve_template( Context $context, string $template ): string;

	/**
	 * The text of a context, computed (resolve() keeps it).
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 */
	abstract protected function compute( Context $context ): string;

	/**
	 * The on-demand template variables resolved so far for a context (TemplateValues::resolved_names()).
	 *
	 * @since 0.4.0
	 *
	 * @param Context $context Page context.
	 * @return list<string>
	 */
	public function resolved_names( Context $context ): array {
		return $this->values->resolved_names( $context );
	}
}
