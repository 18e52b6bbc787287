<?php
/**
 * REST: IndexNow.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\IndexNow\Client;
use Lodestar\IndexNow\Key;
use Lodestar\IndexNow\Log;
use Lodestar\IndexNow\Queue;
use Lodestar\IndexNow\Submitter;
use Lodestar\Support\SiteUrl;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET lodestar/v1/indexnow`: the screen's data (switch, key, key file URL, endpoint, queue,
 * last submissions); `POST lodestar/v1/indexnow/key {key?}`: stores the given key, or a new
 * random one without; `POST lodestar/v1/indexnow/submit {urls}`: submits URLs of this site now
 * (409 while IndexNow is off). All need manage_options.
 *
 * @since 0.3.0
 */
class IndexNowController extends Controller {

	/**
	 * Most URLs of one manual submission.
	 *
	 * @since 0.3.0
	 */
	public const MAX_MANUAL_URLS = 1000;

	/**
	 * Constructor.
	 *
	 * @param Key       $key       The key.
	 * @param Queue     $queue     The queue.
	 * @param Log       $log       The last submissions.
	 * @param Client    $client    The protocol client (its endpoint).
	 * @param Submitter $submitter Sending.
	 */
	public function __construct(
		private Key $key,
		private Queue $queue,
		private Log $log,
		private Client $client,
		private Submitter $submitter
	) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/indexnow',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_status' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => array(),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/indexnow/key',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'update_key' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => array(
					'key' => array(
						'description' => __( 'The new key (8 to 128 letters, digits and dashes); a random one when left out.', 'lodestar' ),
						'type'        => 'string',
						'minLength'   => 8,
						'maxLength'   => 128,
						'pattern'     => '^[a-zA-Z0-9-]{8,128}$',
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/indexnow/submit',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'submit' ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => array(
					'urls' => array(
						'description' => __( 'URLs of this site to submit.', 'lodestar' ),
						'type'        => 'array',
						'required'    => true,
						'minItems'    => 1,
						'maxItems'    => self::MAX_MANUAL_URLS,
						'items'       => array(
							'type'      => 'string',
							'maxLength' => 2048,
						),
					),
				),
			)
		);
	}

	/**
	 * The screen's data.
	 *
	 * @since 0.3.0
	 */
	public function get_status(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'success' => true,
				'data'    => $this->data(),
			)
		);
	}

	/**
	 * Stores a key (given, or random).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_key( WP_REST_Request $request ) {
		$unknown = self::unknown_keys( $request, array( 'key' ) );
		if ( null !== $unknown ) {
			return $unknown;
		}
		$given = $request->get_param( 'key' );
		if ( null === $given ) {
			$this->key->regenerate();
		} elseif ( ! $this->key->set( (string) $given ) ) {
			return new WP_Error( 'lodestar_indexnow_key', __( 'The key could not be saved.', 'lodestar' ), array( 'status' => 500 ) );
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'IndexNow key saved.', 'lodestar' ),
				'data'    => $this->data(),
			)
		);
	}

	/**
	 * Submits URLs of this site now.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function submit( WP_REST_Request $request ) {
		$unknown = self::unknown_keys( $request, array( 'urls' ) );
		if ( null !== $unknown ) {
			return $unknown;
		}
		if ( ! $this->submitter->enabled() ) {
			return new WP_Error( 'lodestar_indexnow_off', __( 'IndexNow is off. Turn it on in Manage Features, and make sure the site does not ask search engines to stay away (Settings › Reading).', 'lodestar' ), array( 'status' => 409 ) );
		}
		$urls = array();
		foreach ( (array) $request->get_param( 'urls' ) as $url ) {
			$url = trim( (string) $url );
			if ( '' === $url ) {
				continue;
			}
			if ( ! SiteUrl::is_own( $url ) ) {
				/* translators: %s: the URL given. */
				return new WP_Error( 'lodestar_indexnow_foreign_url', sprintf( __( 'Only addresses of this site can be submitted: %s', 'lodestar' ), esc_html( $url ) ), array( 'status' => 400 ) );
			}
			$urls[] = esc_url_raw( $url );
		}
		$urls = array_values( array_unique( $urls ) );
		if ( array() === $urls ) {
			return new WP_Error( 'lodestar_indexnow_no_url', __( 'Enter at least one address of this site.', 'lodestar' ), array( 'status' => 400 ) );
		}
		$now = time();
		$this->queue->add( $urls, $now );
		$made = $this->submitter->run( 'manual', $now );
		$sent = array_sum( array_map( static fn ( array $entry ): int => 'success' === $entry['status'] ? $entry['count'] : 0, $made ) );
		if ( array() === $made ) {
			$message = __( 'The addresses are queued: they are sent once IndexNow accepts submissions again (each address at most once a minute).', 'lodestar' );
		} elseif ( $sent > 0 ) {
			/* translators: %d: number of addresses. */
			$message = sprintf( _n( '%d address submitted.', '%d addresses submitted.', $sent, 'lodestar' ), $sent );
		} else {
			$message = self::status_message( $made[0]['status'] );
		}
		return new WP_REST_Response(
			array(
				'success'     => true,
				'message'     => $message,
				'submissions' => $made,
				'data'        => $this->data(),
			)
		);
	}

	/**
	 * What a status tells the owner.
	 *
	 * @since 0.3.0
	 *
	 * @param string $status Client status.
	 */
	public static function status_message( string $status ): string {
		switch ( $status ) {
			case 'success':
				return __( 'Submitted.', 'lodestar' );
			case 'bad_request':
				return __( 'Refused: the request was not valid (400).', 'lodestar' );
			case 'forbidden':
				return __( 'Refused: the key file was not found or does not match the key (403).', 'lodestar' );
			case 'unprocessable':
				return __( 'Refused: the addresses do not belong to this host, or the key is not valid (422).', 'lodestar' );
			case 'rate_limited':
				return __( 'Too many requests (429): submissions wait before trying again.', 'lodestar' );
		}
		return __( 'No answer from the IndexNow endpoint: the addresses are kept and sent later.', 'lodestar' );
	}

	/**
	 * An error when the request's body names parameters the route does not take.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param list<string>    $allowed Parameter names.
	 */
	private static function unknown_keys( WP_REST_Request $request, array $allowed ): ?WP_Error {
		$given   = array_merge( array_keys( (array) $request->get_json_params() ), array_keys( (array) $request->get_body_params() ) );
		$unknown = array_values( array_diff( $given, $allowed ) );
		if ( array() === $unknown ) {
			return null;
		}
		/* translators: %s: parameter names. */
		return new WP_Error( 'rest_invalid_param', sprintf( __( 'Unknown parameters: %s.', 'lodestar' ), esc_html( implode( ', ', $unknown ) ) ), array( 'status' => 400 ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed>
	 */
	private function data(): array {
		$key   = $this->key->get();
		$state = $this->queue->state();
		$next  = Queue::next_time( $state );
		return array(
			'enabled'         => $this->submitter->enabled(),
			'key'             => $key,
			'key_location'    => '' === $key ? '' : Key::location( $key ),
			'host'            => Client::host(),
			'endpoint'        => $this->client->endpoint(),
			'pending'         => count( $state['pending'] ),
			'held'            => count( $state['held'] ),
			'next_submission' => $next > 0 ? $next : null,
			'backoff_until'   => $state['backoff'] > time() ? $state['backoff'] : null,
			'submissions'     => array_map(
				static fn ( array $entry ): array => $entry + array( 'label' => self::status_message( (string) $entry['status'] ) ),
				$this->log->entries()
			),
		);
	}
}
