<?php
/**
 * IndexNow and llms.txt.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\IndexNow\Client;
use Lodestar\IndexNow\Key;
use Lodestar\IndexNow\KeyFile;
use Lodestar\IndexNow\Log;
use Lodestar\IndexNow\Queue;
use Lodestar\IndexNow\Submitter;
use Lodestar\IndexNow\Watcher;
use Lodestar\LlmsTxt\Config;
use Lodestar\LlmsTxt\Generator;
use Lodestar\LlmsTxt\LlmsTxt;
use Lodestar\Rest\IndexNowController;
use Lodestar\Rest\LlmsTxtController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds what tells crawlers about the site beyond the sitemaps: IndexNow (the key file, the
 * content watcher, the queue and its submissions) and /llms.txt, both switched on Manage
 * Features (off by default), and their REST controllers (built on rest_api_init). Built when a
 * request first needs them (Wiring\Doors hooks them: the front end serves the files; listen()
 * adds the watcher that queues edits).
 *
 * @since 0.3.0
 */
final class Discovery {

	/**
	 * The IndexNow key.
	 *
	 * @var Key
	 */
	public readonly Key $key;

	/**
	 * The IndexNow key file.
	 *
	 * @var KeyFile
	 */
	public readonly KeyFile $key_file;

	/**
	 * The IndexNow queue.
	 *
	 * @var Queue
	 */
	public readonly Queue $queue;

	/**
	 * The last IndexNow submissions.
	 *
	 * @var Log
	 */
	public readonly Log $log;

	/**
	 * The IndexNow protocol client.
	 *
	 * @var Client
	 */
	public readonly Client $client;

	/**
	 * Sending the queue.
	 *
	 * @var Submitter
	 */
	public readonly Submitter $submitter;

	/**
	 * Content changes that reach IndexNow.
	 *
	 * @var Watcher
	 */
	public readonly Watcher $watcher;

	/**
	 * The choices of /llms.txt.
	 *
	 * @var Config
	 */
	public readonly Config $llms_config;

	/**
	 * The text of /llms.txt.
	 *
	 * @var Generator
	 */
	public readonly Generator $llms_generator;

	/**
	 * /llms.txt.
	 *
	 * @var LlmsTxt
	 */
	public readonly LlmsTxt $llms;

	/**
	 * Builds the services.
	 *
	 * @param Services $services Shared services.
	 * @param Sitemaps $sitemaps Sitemaps (their post types and listing rules).
	 */
	public function __construct( Services $services, Sitemaps $sitemaps ) {
		$this->key            = new Key();
		$this->key_file       = new KeyFile( $services->settings, $this->key );
		$this->queue          = new Queue();
		$this->log            = new Log();
		$this->client         = new Client();
		$this->submitter      = new Submitter( $services->settings, $this->key, $this->queue, $this->client, $this->log );
		$this->watcher        = new Watcher( $this->submitter, $this->queue, $sitemaps->registry, $sitemaps->listing );
		$this->llms_config    = new Config();
		$this->llms_generator = new Generator( $sitemaps->registry, $sitemaps->listing, $services->descriptions );
		$this->llms           = new LlmsTxt( $services->settings, $this->llms_config, $this->llms_generator );
	}

	/**
	 * Adds the hooks that follow writes (see WriteListeners).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		$this->key_file->listen();
		$this->watcher->listen();
		$this->llms->listen();
	}

	/**
	 * Registers the REST routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		( new IndexNowController( $this->key, $this->queue, $this->log, $this->client, $this->submitter ) )->register_routes();
		( new LlmsTxtController( $this->llms, $this->llms_config, $this->llms_generator ) )->register_routes();
	}
}
