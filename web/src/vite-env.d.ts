/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Environment label shown in the footer (e.g. DEMO, UAT, PROD). Defaults to DEMO. */
  readonly VITE_ENVIRONMENT_LABEL?: string;
  /** OAuth client id sent with POST /api/token (public client; defaults to the server's default). */
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
