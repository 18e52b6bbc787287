/**
 * The What's New badge text (spec §4, §9: "badge 9+ above 9").
 */

/** Counts above this show as '9+'. */
export const BADGE_MAX = 9;

/**
 * The badge text of an unread count: '' for none, '9+' above 9.
 *
 * @param unread Unread items.
 */
export function whatsNewBadge( unread: number ): string {
	if ( ! Number.isFinite( unread ) || unread <= 0 ) {
		return '';
	}
	return unread > BADGE_MAX
		? `${ BADGE_MAX }+`
		: String( Math.floor( unread ) );
}
