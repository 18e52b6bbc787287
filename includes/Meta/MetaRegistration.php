<?php
/**
 * One pair of hooks registers every meta set of Lodestar.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the meta keys of the given sets (PublicObjectMeta: the SEO fields of posts and
 * terms, schema choices, primary terms, secondary keywords) where a request needs them: at init
 * in the admin, Ajax, cron, the command line and XML-RPC (Fields::registration_needed(), asked
 * once), and on rest_api_init. Two hooks for all of them, where each set hooking itself cost
 * a page view twelve registrations and six init callbacks that register nothing.
 *
 * @since 0.4.0
 */
final class MetaRegistration {

	/**
	 * Constructor.
	 *
	 * @param list<PublicObjectMeta>|\Closure $sets Meta sets, or a function that returns them (since
	 *                                              0.5.0: built when first registered, so a page
	 *                                              view, which registers none, builds none).
	 */
	public function __construct( private array|\Closure $sets ) {}

	/**
	 * Hooks the registration.
	 *
	 * @since 0.4.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'maybe_register_meta' ), 99 );
		add_action( 'rest_api_init', array( $this, 'register_meta' ), 0 );
	}

	/**
	 * At init: registers every set where the request needs meta registered.
	 *
	 * @since 0.4.0
	 */
	public function maybe_register_meta(): void {
		if ( Fields::registration_needed() ) {
			$this->register_meta();
		}
	}

	/**
	 * Registers every set (each once).
	 *
	 * @since 0.4.0
	 */
	public function register_meta(): void {
		if ( $this->sets instanceof \Closure ) {
			$this->sets = ( $this->sets )();
		}
		foreach ( $this->sets as $set ) {
			$set->register_meta();
		}
	}
}
