<?php
/**
 * The "Lodestar SEO" term popup on taxonomy screens.
 *
 * @package Lodestar
 */

namespace Lodestar\Editor;

use Lodestar\Seo\Limits;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\BuildAssets;
use Lodestar\Support\RestNamespace;

defined( 'ABSPATH' ) || exit;

/**
 * On edit-tags.php (each term row) and term.php (top of the form) of a public taxonomy, adds
 * a "Lodestar SEO" button for terms the user can edit_term, and loads build/term, whose modal
 * reads and saves the term through `lodestar/v1/term/settings`. Only while page-level SEO is on.
 *
 * @since 0.1.0
 */
class TermAssets {

	/**
	 * Script and style handle.
	 *
	 * @since 0.1.0
	 */
	public const HANDLE = 'lodestar-term';

	/**
	 * Class of the buttons the script binds to.
	 *
	 * @since 0.1.0
	 */
	public const BUTTON_CLASS = 'lodestar-term-seo-button';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param BuildAssets        $build    Built entries.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private BuildAssets $build
	) {}

	/**
	 * Hooks the enqueue and the row action.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'tag_row_actions', array( $this, 'add_row_action' ), 10, 2 );
	}

	/**
	 * The taxonomy of this screen when the popup belongs on it, else null.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hook_suffix Admin page.
	 */
	public function taxonomy_for( string $hook_suffix ): ?\WP_Taxonomy {
		if ( ! in_array( $hook_suffix, array( 'edit-tags.php', 'term.php' ), true ) || ! $this->settings->get( 'enable_page_level_seo' ) ) {
			return null;
		}
		$screen   = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$taxonomy = $screen && $screen->taxonomy ? get_taxonomy( $screen->taxonomy ) : false;
		return $taxonomy && $taxonomy->public ? $taxonomy : null;
	}

	/**
	 * Enqueues the popup and the button of term.php.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hook_suffix Admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		$taxonomy = $this->taxonomy_for( (string) $hook_suffix );
		if ( null === $taxonomy || ! current_user_can( $taxonomy->cap->edit_terms ) ) {
			return;
		}
		$enqueued = $this->build->enqueue(
			'term',
			self::HANDLE,
			'lodestarTerm',
			array_merge(
				array(
					'taxonomy'      => $taxonomy->name,
					'buttonClass'   => self::BUTTON_CLASS,
					'restNamespace' => RestNamespace::NAME,
				),
				Limits::boot_data()
			)
		);
		if ( ! $enqueued ) {
			return;
		}
		// The social image fields open the media library.
		wp_enqueue_media();
		add_action( $taxonomy->name . '_term_edit_form_top', array( $this, 'print_edit_form_button' ) );
	}

	/**
	 * Adds "Lodestar SEO" to the row actions of a term the user can edit.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, string> $actions Row actions.
	 * @param \WP_Term              $term    Term.
	 * @return array<string, string>
	 */
	public function add_row_action( $actions, $term ): array {
		$actions = is_array( $actions ) ? $actions : array();
		// Rows added over admin-ajax (Add New) get the button too; the script binds by delegation.
		$popup_loaded = wp_script_is( self::HANDLE, 'enqueued' ) || ( wp_doing_ajax() && $this->settings->get( 'enable_page_level_seo' ) );
		if ( ! $term instanceof \WP_Term || ! $popup_loaded || ! current_user_can( 'edit_term', $term->term_id ) ) {
			return $actions;
		}
		$actions['lodestar_seo'] = $this->button( $term, 'button-link' );
		return $actions;
	}

	/**
	 * Prints the button at the top of term.php's form.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Term $term Term being edited.
	 */
	public function print_edit_form_button( $term ): void {
		if ( ! $term instanceof \WP_Term || ! current_user_can( 'edit_term', $term->term_id ) ) {
			return;
		}
		echo '<p class="lodestar-term-seo">' . $this->button( $term, 'button' ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in button().
	}

	/**
	 * Markup of the button.
	 *
	 * @param \WP_Term $term  Term.
	 * @param string   $style CSS class of its look.
	 */
	private function button( \WP_Term $term, string $style ): string {
		return sprintf(
			'<button type="button" class="%1$s %2$s" data-term-id="%3$d" data-term-name="%4$s" aria-haspopup="dialog">%5$s</button>',
			esc_attr( $style ),
			esc_attr( self::BUTTON_CLASS ),
			(int) $term->term_id,
			esc_attr( $term->name ),
			esc_html__( 'Lodestar SEO', 'lodestar' )
		);
	}
}
