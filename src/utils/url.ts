/**
 * The URL check of spec §5 (TS twin of Lodestar\Meta\FieldRules::URL_PATTERN):
 * optional http(s)://, a domain, localhost or an IPv4 address, optional port, path, query and
 * hash. Both halves pass tests/fixtures/url-pattern.json.
 */
const LABEL =
	'[a-z0-9\\u00a1-\\uffff](?:[a-z0-9\\u00a1-\\uffff-]{0,61}[a-z0-9\\u00a1-\\uffff])?';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';

export const URL_PATTERN = new RegExp(
	`^(?:https?://)?(?:(?:${ LABEL }\\.)+[a-z\\u00a1-\\uffff]{2,63}|localhost|(?:${ OCTET }\\.){3}${ OCTET })(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
	'iu'
);

/**
 * Whether a string is a URL the SEO fields accept.
 *
 * @param url Candidate (trimmed by the caller).
 */
export function isValidUrl( url: string ): boolean {
	return URL_PATTERN.test( url );
}
