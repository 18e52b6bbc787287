<?php
/**
 * The redirect manager's services.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Redirects\AutoRedirects;
use Lodestar\Redirects\Csv;
use Lodestar\Redirects\Index;
use Lodestar\Redirects\Matcher;
use Lodestar\Redirects\NotFoundMonitor;
use Lodestar\Redirects\Responder;
use Lodestar\Redirects\Rules;
use Lodestar\Repositories\NotFoundLog;
use Lodestar\Repositories\RedirectsTable;
use Lodestar\Rest\RedirectsController;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the redirect manager (cheap objects; nothing is read until used) when a request first
 * needs it. Wiring\Doors hooks it: automatic redirects everywhere (posts and terms change in
 * admin, REST and CLI requests), the responder and the 404 monitor on the front end, the
 * trashed-post notice in admin.
 *
 * @since 0.4.0
 */
final class Redirects {

	/**
	 * The tables.
	 *
	 * @var RedirectsTable
	 */
	public readonly RedirectsTable $table;

	/**
	 * The page-view index.
	 *
	 * @var Index
	 */
	public readonly Index $index;

	/**
	 * The matcher.
	 *
	 * @var Matcher
	 */
	public readonly Matcher $matcher;

	/**
	 * The rules' domain.
	 *
	 * @var Rules
	 */
	public readonly Rules $rules;

	/**
	 * The front-end responder.
	 *
	 * @var Responder
	 */
	public readonly Responder $responder;

	/**
	 * The 404 monitor.
	 *
	 * @var NotFoundMonitor
	 */
	public readonly NotFoundMonitor $monitor;

	/**
	 * The 404 log.
	 *
	 * @var NotFoundLog
	 */
	public readonly NotFoundLog $log;

	/**
	 * The automatic redirects (hooks added in two steps: Wiring\Doors, then listen()).
	 *
	 * @var AutoRedirects
	 */
	public readonly AutoRedirects $auto;

	/**
	 * Builds the services around the page-view index, which Wiring\Doors may have built first
	 * (a page view asks it whether there is any rule before anything else is built).
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param Index              $index    The page-view index of the rules.
	 */
	public function __construct( SettingsRepository $settings, Index $index ) {
		$this->table     = new RedirectsTable();
		$this->index     = $index;
		$this->matcher   = new Matcher( $this->index, $this->table );
		$this->rules     = new Rules( $this->table, $this->index, $this->matcher );
		$this->responder = new Responder( $this->matcher, $this->table, $settings );
		$this->log       = new NotFoundLog( $this->table );
		$this->monitor   = new NotFoundMonitor( $this->log, $settings, $this->responder );
		$this->auto      = new AutoRedirects( $this->rules, $this->table, $settings );
	}

	/**
	 * Adds the hooks that follow writes (see WriteListeners).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		$this->auto->listen();
	}

	/**
	 * Creates the tables when missing or older, and the index option.
	 *
	 * @since 0.4.0
	 */
	public function install(): void {
		$this->table->install();
		if ( false === get_option( Index::OPTION ) ) {
			add_option( Index::OPTION, array(), '', true );
		}
	}

	/**
	 * The REST controller.
	 *
	 * @since 0.4.0
	 */
	public function controller(): RedirectsController {
		return new RedirectsController( $this->rules, $this->table, new Csv( $this->rules, $this->table ), $this->log );
	}
}
