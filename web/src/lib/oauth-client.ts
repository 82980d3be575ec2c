/**
 * The web is a public OAuth client: its id and "secret" ship in the page, so the secret protects
 * nothing; the server's defaults are used unless the build sets VITE_OAUTH_CLIENT_ID/SECRET.
 */
export const OAUTH_CLIENT_ID: string = import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'esecauction-web';
export const OAUTH_CLIENT_SECRET: string = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'esecauction-web-secret';
