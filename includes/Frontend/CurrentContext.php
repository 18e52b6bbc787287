<?php
/**
 * The context of the main query, built once per request.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\Context;
use Lodestar\Settings\SettingsRepository;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Memoises the Context of the main query, so the title filter, wp_robots and the head block
 * share one context (and the resolvers' per-context memos). A new context is built when the
 * main query changes (another query object, other query vars, a 404 set later) or the settings
 * change.
 *
 * @since 0.1.0
 */
class CurrentContext {

	/**
	 * Query the memo was built from.
	 *
	 * @var WP_Query|null
	 */
	private ?WP_Query $query = null;

	/**
	 * Key of the memo (query vars, 404 flag, settings revision).
	 *
	 * @var string
	 */
	private string $key = '';

	/**
	 * Memoised context.
	 *
	 * @var Context|null
	 */
	private ?Context $context = null;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * The context of the main query (kind none when there is no main query).
	 *
	 * @since 0.1.0
	 */
	public function get(): Context {
		global $wp_query;
		if ( ! $wp_query instanceof WP_Query ) {
			return Context::none();
		}
		$key = $wp_query->query_vars_hash . '|' . (int) $wp_query->is_404() . '|' . $this->settings->revision();
		if ( null === $this->context || $this->query !== $wp_query || $this->key !== $key ) {
			$this->query   = $wp_query;
			$this->key     = $key;
			$this->context = Context::from_query( $wp_query );
		}
		return $this->context;
	}
}
