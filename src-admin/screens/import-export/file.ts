/**
 * Which chosen files the import accepts (spec §5: "It needs a selected .json file"), checked
 * when the file is chosen, before anything reads it. The dialog's `accept` is only a hint:
 * "All files" in the system dialog, or a browser that ignores it, still hands over any file.
 */

/** MIME types a settings file may report: JSON, or none (what browsers give for an extension they do not know). */
export const IMPORT_MIME_TYPES: readonly string[] = [ 'application/json', '' ];

/**
 * Whether a chosen file looks like a settings export: its name ends in `.json` (any case)
 * and its MIME type is `application/json` (parameters such as a charset ignored) or empty.
 *
 * @param file The chosen file (only its name and type are read, never its content).
 */
export function isJsonFile( file: Pick< File, 'name' | 'type' > ): boolean {
	if ( ! /\.json$/i.test( file.name ) ) {
		return false;
	}
	const type = ( file.type.split( ';' )[ 0 ] ?? '' ).trim().toLowerCase();
	return IMPORT_MIME_TYPES.includes( type );
}
