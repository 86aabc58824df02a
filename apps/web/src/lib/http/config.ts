// Static identity of the web client: OAuth client credentials (Vite env, defaults web / web_secret),
// the appId header and the API prefix every call travels under.
export const API_PREFIX = '/api';

export const clientCredentials = {
  id: import.meta.env?.VITE_CLIENT_ID ?? 'web',
  secret: import.meta.env?.VITE_CLIENT_SECRET ?? 'web_secret',
} as const;

export const APP_ID = import.meta.env?.VITE_APP_ID ?? 'elearning-web';

/** `Basic base64(clientId:clientSecret)` for the Authorization header. */
export function basicAuthorization(
  id: string = clientCredentials.id,
  secret: string = clientCredentials.secret,
) {
  return `Basic ${btoa(`${id}:${secret}`)}`;
}
