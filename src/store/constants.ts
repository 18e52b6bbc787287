/**
 * Constants of the `lodestar/seo` data store.
 */
export const STORE_NAME = 'lodestar/seo';
