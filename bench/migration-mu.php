<?php
/**
 * Bench only: application passwords over plain HTTP on the local bench site.
 */

add_filter( 'wp_is_application_passwords_available', '__return_true' );
