<?php
/**
 * Redirects attachment pages.
 *
 * @package Lodestar
 */

namespace Lodestar\Frontend;

use Lodestar\Settings\SettingsRepository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * With `redirectAttachmentPagesToPostParent` on, an attachment page answers 301 to the post it
 * is attached to, or to the file itself when it is unattached (or its parent is not public).
 *
 * Runs before core's redirect_canonical(), which would send every attachment page to its file
 * when WordPress's own attachment pages are off.
 *
 * @since 0.1.0
 */
class AttachmentRedirect {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Adds the action.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'maybe_redirect' ), 1 );
	}

	/**
	 * Redirects the current attachment page.
	 *
	 * @since 0.1.0
	 */
	public function maybe_redirect(): void {
		if ( ! is_attachment() || ! $this->settings->get( 'redirectAttachmentPagesToPostParent' ) ) {
			return;
		}
		$attachment = get_queried_object();
		if ( ! $attachment instanceof WP_Post ) {
			return;
		}
		$target = $this->target( $attachment );
		// The target is built here from the attachment (a permalink or an uploads URL, which may
		// live on a CDN), never from request input, so wp_safe_redirect()'s host list is not needed.
		if ( '' !== $target && wp_redirect( $target, 301, 'Lodestar SEO' ) ) { // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
			exit;
		}
	}

	/**
	 * Where an attachment page redirects to ('' for nowhere).
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post $attachment Attachment.
	 */
	public function target( WP_Post $attachment ): string {
		$parent = $attachment->post_parent ? get_post( $attachment->post_parent ) : null;
		if ( $parent instanceof WP_Post && is_post_publicly_viewable( $parent ) ) {
			return (string) get_permalink( $parent );
		}
		return (string) wp_get_attachment_url( $attachment->ID );
	}
}
