<?php
/**
 * Base of Lodestar REST controllers.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Support\RestNamespace;

defined( 'ABSPATH' ) || exit;

/**
 * Shared namespace and permission check.
 *
 * Controllers translate HTTP to domain calls only; the domain lives in Settings and Seo.
 *
 * @since 0.1.0
 */
abstract class Controller {

	/**
	 * REST namespace of every Lodestar route (Support\RestNamespace::NAME, which the screens
	 * that call the routes read too).
	 *
	 * @since 0.1.0
	 */
	public const NAMESPACE = RestNamespace::NAME;

	/**
	 * Registers the controller's routes (called on rest_api_init).
	 *
	 * @since 0.1.0
	 */
	abstract public function register_routes(): void;

	/**
	 * Site-settings routes need manage_options.
	 *
	 * Returning false lets WordPress answer rest_forbidden: 401 when logged out, 403 otherwise.
	 *
	 * @since 0.1.0
	 */
	public function can_manage_options(): bool {
		return current_user_can( 'manage_options' );
	}
}
