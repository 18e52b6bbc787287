/**
 * Saving data as a downloaded file.
 */

/**
 * The export file name of a day: lodestar-settings-YYYY-MM-DD.json (local date).
 *
 * @param date Day of the export.
 */
export function exportFileName( date: Date ): string {
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `lodestar-settings-${ date.getFullYear() }-${ pad(
		date.getMonth() + 1
	) }-${ pad( date.getDate() ) }.json`;
}

/**
 * Offers text as a downloaded file.
 *
 * @param text     Content.
 * @param fileName File name.
 * @param type     Its media type.
 */
export function downloadText(
	text: string,
	fileName: string,
	type: string
): void {
	const url = URL.createObjectURL( new Blob( [ text ], { type } ) );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = fileName;
	link.style.display = 'none';
	document.body.appendChild( link );
	link.click();
	link.remove();
	// Revoke after the click has been handled.
	setTimeout( () => URL.revokeObjectURL( url ), 0 );
}

/**
 * Offers data as a downloaded JSON file.
 *
 * @param data     Data.
 * @param fileName File name.
 */
export function downloadJson( data: unknown, fileName: string ): void {
	downloadText(
		JSON.stringify( data, null, 2 ),
		fileName,
		'application/json'
	);
}
