<?php
/**
 * Registration of meta keys for every public post type or taxonomy.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a class's meta keys for every public subtype (post type or taxonomy) of one
 * object kind: at init when the request needs them (Fields::registration_needed(): admin,
 * AJAX, cron, CLI, XML-RPC), always on rest_api_init, and for public subtypes registered
 * later. Plain page views skip it: reading meta needs no registration.
 *
 * @since 0.1.0
 */
abstract class PublicObjectMeta {

	/**
	 * Whether the keys were registered on this request.
	 *
	 * @var bool
	 */
	private bool $registered = false;

	/**
	 * Hooks the registration.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'maybe_register_meta' ), 99 );
		add_action( 'rest_api_init', array( $this, 'register_meta' ), 0 );
	}

	/**
	 * Registers the meta keys at init when the request needs them.
	 *
	 * @since 0.1.0
	 */
	public function maybe_register_meta(): void {
		if ( Fields::registration_needed() ) {
			$this->register_meta();
		}
	}

	/**
	 * Registers the meta keys for every public subtype (once).
	 *
	 * @since 0.1.0
	 */
	public function register_meta(): void {
		if ( $this->registered ) {
			return;
		}
		$this->registered = true;
		// Types registered from now on get the keys too (hooked only now: a page view that
		// registers nothing never runs it for each of core's types).
		add_action( 'post' === $this->object_kind() ? 'registered_post_type' : 'registered_taxonomy', array( $this, 'register_late_subtype' ) );
		$subtypes         = 'post' === $this->object_kind() ? get_post_types( array( 'public' => true ) ) : get_taxonomies( array( 'public' => true ) );
		foreach ( $subtypes as $subtype ) {
			$this->register_for( (string) $subtype );
		}
	}

	/**
	 * Registers the keys of a post type or taxonomy registered after the others.
	 *
	 * @since 0.1.0
	 *
	 * @param string $subtype Post type or taxonomy name.
	 */
	public function register_late_subtype( $subtype ): void {
		$object = 'post' === $this->object_kind() ? get_post_type_object( (string) $subtype ) : get_taxonomy( (string) $subtype );
		if ( $this->registered && $object && $object->public ) {
			$this->register_for( (string) $subtype );
		}
	}

	/**
	 * 'post' or 'term'.
	 */
	abstract protected function object_kind(): string;

	/**
	 * Registers this class's keys for one post type or taxonomy.
	 *
	 * @param string $subtype Post type or taxonomy name.
	 */
	abstract protected function register_for( string $subtype ): void;
}
