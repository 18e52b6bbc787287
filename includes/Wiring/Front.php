<?php
/**
 * The front end's services.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Frontend\Archives;
use Lodestar\Frontend\AttachmentRedirect;
use Lodestar\Frontend\CanonicalTags;
use Lodestar\Frontend\DescriptionTag;
use Lodestar\Frontend\Feeds;
use Lodestar\Frontend\HeadRenderer;
use Lodestar\Frontend\JsonLdTag;
use Lodestar\Frontend\KeptHeads;
use Lodestar\Frontend\KeptNotFound;
use Lodestar\Frontend\PageRecords;
use Lodestar\Frontend\Oembed;
use Lodestar\Frontend\OpenGraphTags;
use Lodestar\Frontend\Robots;
use Lodestar\Frontend\Title;
use Lodestar\Frontend\TwitterTags;
use Lodestar\Frontend\VerificationTags;

defined( 'ABSPATH' ) || exit;

/**
 * Registers what non-admin requests need: the document title, robots directives, archive and
 * attachment rules, feeds, oEmbed data and the head (tags, then the JSON-LD graph). REST and
 * feed requests get it too: PageRequest keeps the head output to pages.
 *
 * @since 0.3.0
 */
final class Front {

	/**
	 * Constructor.
	 *
	 * @param Services $services Shared services.
	 */
	public function __construct( private Services $services ) {}

	/**
	 * Builds and hooks the front-end services.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		$s = $this->services;
		// The 404 and home pages' heads, kept with the site-level nodes, and every other page's,
		// kept by its page views (one instance: read once a request). The resolvers behind the
		// title, the robots and the head are built when a head is (a kept one needs none).
		$parts  = static fn (): array => self::head_parts( new Services() );
		$record = new PageRecords( $s->site_nodes(), new KeptHeads( $parts ), new KeptNotFound( $parts ) );
		( new Title( static fn () => $s->titles, $s->current, $record ) )->register();
		( new Robots( static fn () => $s->robots, $s->current, $record ) )->register();
		( new Archives( $s->settings ) )->register();
		( new AttachmentRedirect( $s->settings ) )->register();
		( new Feeds( $s->settings ) )->register();
		( new Oembed( static fn () => $s->social, $s->settings ) )->register();
		$json_ld = new JsonLdTag( static fn () => $s->graphs, $s->settings, $s->current );
		$json_ld->register();
		$head = self::head_renderer( $s, $json_ld, $record );
		$head->register();
	}

	/**
	 * The head renderer with its generators, in output order (the page view's, and the
	 * headless head's through Frontend\HeadDocument).
	 *
	 * @since 0.3.0
	 *
	 * @param Services            $s       Shared services.
	 * @param JsonLdTag|null      $json_ld The JSON-LD generator (a fresh one when null).
	 * @param PageRecords|null    $record  The kept heads of the 404 and home pages (since 0.6.0; none: built).
	 */
	public static function head_renderer( Services $s, ?JsonLdTag $json_ld = null, ?PageRecords $record = null ): HeadRenderer {
		return new HeadRenderer( static fn (): array => self::generators( $s, $json_ld ), $s->current, $record );
	}

	/**
	 * The head's generators, in output order.
	 *
	 * @since 0.6.0
	 *
	 * @param Services       $s       Shared services.
	 * @param JsonLdTag|null $json_ld The JSON-LD generator (a fresh one when null).
	 * @return list<\Lodestar\Frontend\TagGenerator>
	 */
	public static function generators( Services $s, ?JsonLdTag $json_ld = null ): array {
		return array(
			new DescriptionTag( $s->descriptions ),
			new CanonicalTags( $s->canonicals, $s->settings, $s->robots ),
			new OpenGraphTags( $s->social, $s->settings ),
			new TwitterTags( $s->social, $s->settings ),
			// The home page's Google site verification tags, last of the block.
			new VerificationTags(),
			// A script spec: printed right after the block.
			$json_ld ?? new JsonLdTag( $s->graphs, $s->settings, $s->current ),
		);
	}

	/**
	 * What a page's head is made with, for the heads kept whole (Frontend\PageRecords::built()).
	 *
	 * @since 0.6.0
	 *
	 * @param Services $s Shared services.
	 * @return array<string, object>
	 */
	public static function head_parts( Services $s ): array {
		return array(
			'renderer' => self::head_renderer( $s ),
			'titles'   => $s->titles,
			'robots'   => $s->robots,
			'trail'    => $s->trail,
			'settings' => $s->settings,
			'graphs'   => $s->graphs,
			'values'   => $s->values(),
		);
	}
}
