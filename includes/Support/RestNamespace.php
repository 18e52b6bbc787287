<?php
/**
 * The REST namespace of Lodestar's routes.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One name for the routes' namespace, low enough in the layers that the controllers and the
 * screens that call them (admin app, editor, term popup boot data) all read it from here.
 *
 * @since 0.3.0
 */
final class RestNamespace {

	/**
	 * REST namespace of every Lodestar route.
	 *
	 * @since 0.3.0
	 */
	public const NAME = 'lodestar/v1';
}
