<?php
/**
 * The last IndexNow submissions.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

defined( 'ABSPATH' ) || exit;

/**
 * The last MAX_ENTRIES submissions, newest first, in the option `lodestar_indexnow_log` (not
 * autoloaded: only the IndexNow screen and the submissions read it). Each entry: time, source
 * ('auto', 'manual' or 'import'), the number of URLs, the first MAX_URLS_SHOWN of them, the
 * status (Client::status_of()), the HTTP code (0 without an answer) and a message.
 *
 * @since 0.3.0
 */
class Log {

	/**
	 * Option holding the log.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_indexnow_log';

	/**
	 * Submissions kept.
	 *
	 * @since 0.3.0
	 */
	public const MAX_ENTRIES = 100;

	/**
	 * URLs kept per entry.
	 *
	 * @since 0.3.0
	 */
	public const MAX_URLS_SHOWN = 20;

	/**
	 * The entries, newest first.
	 *
	 * @since 0.3.0
	 *
	 * @return list<array{time:int, source:string, count:int, urls:list<string>, status:string, code:int, message:string}>
	 */
	public function entries(): array {
		$entries = get_option( self::OPTION, array() );
		return is_array( $entries ) ? array_values( array_filter( $entries, 'is_array' ) ) : array();
	}

	/**
	 * Adds an entry (the oldest beyond MAX_ENTRIES dropped) and returns it.
	 *
	 * @since 0.3.0
	 *
	 * @param int          $time    Time.
	 * @param string       $source  'auto', 'manual' or 'import'.
	 * @param list<string> $urls    URLs submitted.
	 * @param string       $status  Status.
	 * @param int          $code    HTTP code.
	 * @param string       $message Message ('' when none).
	 * @return array{time:int, source:string, count:int, urls:list<string>, status:string, code:int, message:string}
	 */
	public function add( int $time, string $source, array $urls, string $status, int $code, string $message ): array {
		$entry   = array(
			'time'    => $time,
			'source'  => $source,
			'count'   => count( $urls ),
			'urls'    => array_values( array_slice( $urls, 0, self::MAX_URLS_SHOWN ) ),
			'status'  => $status,
			'code'    => $code,
			'message' => substr( $message, 0, 300 ),
		);
		$entries = array_slice( array_merge( array( $entry ), $this->entries() ), 0, self::MAX_ENTRIES );
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $entries, '', false );
		} else {
			update_option( self::OPTION, $entries, false );
		}
		return $entry;
	}
}
