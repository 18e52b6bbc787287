<?php
/**
 * The posts list's offer after a post went to the trash.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * After a published post is moved to the trash (from the block editor, which then opens the
 * posts list, or from the list itself), the list shows a notice for its former URL: answer
 * "410 Gone" or redirect to a URL typed in, through `POST lodestar/v1/redirects/trashed/{id}`.
 * The notice is printed by PHP; a few lines of script send the choice (no editor bundle grows).
 *
 * @since 0.4.0
 */
class TrashedNotice {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Hooks the notice on the posts lists.
	 *
	 * @since 0.4.0
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'print_notice' ) );
	}

	/**
	 * Prints the notice for the current user's recently trashed posts.
	 *
	 * @since 0.4.0
	 */
	public function print_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'edit' !== $screen->base || ! current_user_can( 'manage_options' ) || ! $this->settings->get( 'enable_redirects' ) ) {
			return;
		}
		$trashed = AutoRedirects::trashed_for( get_current_user_id() );
		if ( ! $trashed ) {
			return;
		}
		// A handle of its own, printed in the footer (the head is already out), after api-fetch.
		wp_register_script( 'lodestar-trashed-notice', false, array( 'wp-api-fetch' ), defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : false, true );
		wp_enqueue_script( 'lodestar-trashed-notice' );
		foreach ( array_slice( $trashed, -3, null, true ) as $post_id => $info ) {
			$field = 'lodestar-trashed-target-' . (int) $post_id;
			?>
			<div class="notice notice-info lodestar-trashed" data-post="<?php echo (int) $post_id; ?>">
				<p>
					<?php
					printf(
						/* translators: 1: post title, 2: its former path. */
						esc_html__( '"%1$s" was moved to the trash. Its address %2$s now answers "Not found". Tell visitors and search engines what happened:', 'lodestar' ),
						esc_html( (string) $info['title'] ),
						'<code>' . esc_html( (string) $info['path'] ) . '</code>'
					);
					?>
				</p>
				<p>
					<button type="button" class="button" data-lodestar-action="gone"><?php esc_html_e( 'Answer 410 Gone', 'lodestar' ); ?></button>
					<label for="<?php echo esc_attr( $field ); ?>"><?php esc_html_e( 'or redirect to', 'lodestar' ); ?></label>
					<input type="text" class="regular-text" id="<?php echo esc_attr( $field ); ?>" placeholder="/new-page/" />
					<button type="button" class="button button-primary" data-lodestar-action="redirect"><?php esc_html_e( 'Redirect', 'lodestar' ); ?></button>
					<button type="button" class="button-link" data-lodestar-action="dismiss"><?php esc_html_e( 'Keep "Not found"', 'lodestar' ); ?></button>
					<span class="lodestar-trashed-result" role="status"></span>
				</p>
			</div>
			<?php
		}
		$done = wp_json_encode( __( 'Saved.', 'lodestar' ) );
		$path = wp_json_encode( '/lodestar/v1/redirects/trashed/' );
		wp_add_inline_script(
			'lodestar-trashed-notice',
			"document.addEventListener('click',function(e){var b=e.target.closest('.lodestar-trashed [data-lodestar-action]');if(!b){return;}var n=b.closest('.lodestar-trashed'),id=n.getAttribute('data-post'),a=b.getAttribute('data-lodestar-action'),s=n.querySelector('.lodestar-trashed-result'),t=n.querySelector('input');wp.apiFetch({path:$path+id,method:'POST',data:{action:a,target:t?t.value:''}}).then(function(){if(a==='dismiss'){n.remove();return;}s.textContent=$done;n.querySelectorAll('button,input').forEach(function(x){x.disabled=true;});}).catch(function(r){s.textContent=(r&&r.message)||'';});});"
		);
	}
}
