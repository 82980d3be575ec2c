/**
 * Everything an application service may use: the ports, and the few settings that change
 * behaviour. Adapters build one `CoreDeps` at start and pass it in.
 */
import type { BackgroundTasks } from '../ports/background';
import type { Clock } from '../ports/clock';
import type { Sha256 } from '../ports/digest';
import type { ExactSolver } from '../ports/exact-solver';
import type { PdfRenderer, SpreadsheetRenderer } from '../ports/documents';
import type { FileStore } from '../ports/file-store';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/repositories';
import type { AgentSettings } from '../parties/agent-settings';
import type { UploadReader } from '../ports/upload-reader';
import type { CommonPasswords, OtpVerifier, PasswordCheckGate, PasswordHasher, PasswordStrength, SecretGenerator } from '../ports/secrets';

export interface Settings {
  /** Public base URL used in e-mailed links, e.g. http://localhost:8080 */
  publicUrl: string;
  /** Access token lifetime in seconds (default 1800). */
  tokenTtlSeconds: number;
  /** Refresh token lifetime in seconds (default 28800). */
  refreshTtlSeconds: number;
  /** Absolute session lifetime in seconds from the sign-in, which refreshing never extends (default 43200). */
  sessionMaxSeconds: number;
  /** Password-reset link lifetime in seconds (default 86400). */
  resetTtlSeconds: number;
  /** OAuth2 client id and secret accepted by POST /api/token. */
  oauthClientId: string;
  oauthClientSecret: string;
  /**
   * Failed sign-ins of one login inside the throttle window, from every address, before the login
   * is locked for `signInLockSeconds` on the addresses it has not signed in from (default 10).
   */
  maxFailedLogins: number;
  /** How long that temporary lock lasts, in seconds (default 900). */
  signInLockSeconds: number;
  /** Environment label shown in the footer (e.g. DEMO, UAT, PROD). */
  environmentLabel: string;
  /** Sender address of e-mails. */
  mailFrom: string;
  /**
   * How long after the close a super bidder may still save and confirm (SUPER_BIDDER_AFTER_CLOSE):
   * until awards are first generated for the auction (default), a number of minutes, or not at all.
   */
  superBidderAfterClose?: SuperBidderAfterClose;
  /** Minutes before an auction's end at which the users who have not confirmed are reminded (default 60 and 15). */
  reminderOffsetsMinutes?: readonly number[];
  /** The least time, in minutes, an extended end must leave after now (default 5). */
  extensionMinimumMinutes?: number;
  /** How far, in percent of a lot's market value, the sum of its holdings may differ before staff are warned (default 0.5). */
  holdingsTolerancePct?: string;
  /** The lending agent as regulatory reports name it (`agentSettings`). */
  agent?: AgentSettings;
  /** New York business-day holidays (yyyy-mm-dd), which regulatory deadlines skip (default: DEFAULT_NEW_YORK_HOLIDAYS). */
  newYorkHolidays?: readonly string[];
}

export type SuperBidderAfterClose = { kind: 'untilAwards' } | { kind: 'minutes'; minutes: number } | { kind: 'none' };

export interface CoreDeps {
  store: Store;
  clock: Clock;
  secrets: SecretGenerator;
  /** SHA-256 of the bid ledger's hash chain. */
  sha256: Sha256;
  hasher: PasswordHasher;
  /** Fair admission to the sign-in's password check, per caller address. */
  passwordChecks: PasswordCheckGate;
  /** The bundled list of common and breached passwords that new passwords may not be. */
  commonPasswords: CommonPasswords;
  /** The strength estimator new passwords must score at least 3 with. */
  passwordStrength: PasswordStrength;
  /** Work after the answer (e-mails whose timing must not show in the answer). */
  background: BackgroundTasks;
  otp: OtpVerifier;
  mailer: Mailer;
  files: FileStore;
  spreadsheets: SpreadsheetRenderer;
  /** Reads uploaded files within measured budgets: the bid file (.xlsx, .csv) and the lots file. */
  uploads: UploadReader;
  pdf: PdfRenderer;
  /** Exact 0-1 solver of the award optimiser. */
  awardSolver: ExactSolver;
  settings: Settings;
}
