<?php
/**
 * Sets the document title.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Seo\TitleResolver;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the resolved title into WordPress's document title (and wp_title() for old themes).
 *
 * @since 0.1.0
 */
class Title {

	/**
	 * Constructor.
	 *
	 * @param TitleResolver|\Closure $resolver Title resolver, or () => it (built when first needed: a kept head needs none).
	 * @param CurrentContext      $current  Context of the main query.
	 * @param PageRecords|null    $record   The kept heads of the 404 and home pages (since 0.6.0).
	 */
	public function __construct(
		private TitleResolver|\Closure $resolver,
		private CurrentContext $current,
		private ?PageRecords $record = null
	) {}

	/**
	 * Adds the filters.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'pre_get_document_title', array( $this, 'filter_document_title' ), 15 );
		add_filter( 'wp_title', array( $this, 'filter_wp_title' ), 15, 3 );
	}

	/**
	 * Supplies the document title; '' lets WordPress build its own.
	 *
	 * Core prints this filter's value without escaping, so it is escaped here.
	 *
	 * @since 0.1.0
	 *
	 * @param string $title Title from earlier filters ('' by default).
	 */
	public function filter_document_title( $title ): string {
		$resolved = $this->current_title();
		return '' === $resolved ? (string) $title : esc_html( $resolved );
	}

	/**
	 * Supplies the title of themes that still call wp_title().
	 *
	 * @since 0.1.0
	 *
	 * @param string $title       Title WordPress built.
	 * @param string $sep         Separator passed to wp_title().
	 * @param string $seplocation Separator location.
	 */
	public function filter_wp_title( $title, $sep = '', $seplocation = '' ): string {
		$resolved = $this->current_title();
		return '' === $resolved ? (string) $title : esc_html( $resolved );
	}

	/**
	 * Title of the main query, or '' (outside HTML page views too).
	 */
	private function current_title(): string {
		if ( ! PageRequest::is_html() ) {
			return '';
		}
		$context = $this->current->get();
		return $this->record?->get( $context )['title'] ?? $this->resolver()->resolve( $context );
	}

	/**
	 * The resolver, built on first use.
	 */
	private function resolver(): TitleResolver {
		if ( $this->resolver instanceof \Closure ) {
			$this->resolver = ( $this->resolver )();
		}
		return $this->resolver;
	}
}
