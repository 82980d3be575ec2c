/**
 * What every HTTP route receives: the application's adapters (`AppDeps`) and, after the
 * authentication middleware, the signed-in `Principal` (`c.get('principal')`).
 */
import type { Id, User } from '../../core/domain/entities';
import type { RoleCode } from '../../core/domain/roles';
import type { Clock } from '../../core/ports/clock';
import type { PdfRenderer, SpreadsheetRenderer } from '../../core/ports/documents';
import type { FileStore } from '../../core/ports/file-store';
import type { Mailer } from '../../core/ports/mailer';
import type { Store } from '../../core/ports/repositories';
import type { OtpVerifier, PasswordHasher, SecretGenerator } from '../../core/ports/secrets';

export interface AppConfig {
  /** Public base URL used in e-mailed links, e.g. http://localhost:8080 */
  publicUrl: string;
  /** Access token lifetime in seconds (default 1800). */
  tokenTtlSeconds: number;
  /** Refresh token lifetime in seconds (default 8 hours). */
  refreshTtlSeconds: number;
  /** OAuth2 client id and secret accepted by POST /api/token. */
  oauthClientId: string;
  oauthClientSecret: string;
  /** Environment label shown in the footer (e.g. DEMO, UAT, PROD). */
  environmentLabel: string;
  /** Maximum request body size in bytes. */
  bodyLimitBytes: number;
  /** Folder of the built web app (web/dist), or null when not built. */
  webDistDir: string | null;
}

export interface AppDeps {
  store: Store;
  clock: Clock;
  secrets: SecretGenerator;
  hasher: PasswordHasher;
  otp: OtpVerifier;
  mailer: Mailer;
  files: FileStore;
  spreadsheets: SpreadsheetRenderer;
  pdf: PdfRenderer;
  config: AppConfig;
}

export interface Principal {
  user: User;
  roles: RoleCode[];
  tokenId: Id;
  /** True while a user with MFA has not yet verified the one-time code. */
  mfaPending: boolean;
}

/** Hono environment type: `new Hono<AppEnv>()`. */
export type AppEnv = {
  Variables: {
    principal: Principal;
    deps: AppDeps;
  };
};
