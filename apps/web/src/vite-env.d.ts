// Types of the Vite environment variables the web app reads (all optional, with defaults in code).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client id sent as HTTP Basic authorization (default `web`). */
  readonly VITE_CLIENT_ID?: string;
  /** OAuth client secret sent as HTTP Basic authorization (default `web_secret`). */
  readonly VITE_CLIENT_SECRET?: string;
  /** Free-text application id sent in the `appId` header (default `elearning-web`). */
  readonly VITE_APP_ID?: string;
  /** Address of the back-office admin site; the access token is appended (default `/admin`). */
  readonly VITE_BACKSTAGE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
