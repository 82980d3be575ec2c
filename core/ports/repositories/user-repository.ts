import type { Id, Role, User, UserCredentials } from '../../domain/entities';

/** Fields of a new user; counters and flags start at their defaults unless given. */
export type NewUser = Omit<User, 'id' | 'failedLoginCount' | 'accountLocked' | 'mfaEnabled'> &
  Partial<Pick<User, 'accountLocked' | 'mfaEnabled'>>;

export interface UserRepository {
  /** The role catalogue (the eight role codes with names and descriptions). */
  roles(): Promise<Role[]>;
  list(): Promise<User[]>;
  get(id: Id): Promise<User | null>;
  /** Case-insensitive lookup. */
  getByLogin(loginName: string): Promise<User | null>;
  listByBorrower(borrowerId: Id): Promise<User[]>;
  create(user: NewUser): Promise<User>;
  /** Updates profile fields, roles, links and flags (not credentials). */
  update(user: User): Promise<User>;
  getCredentials(userId: Id): Promise<UserCredentials>;
  setPasswordHash(userId: Id, passwordHash: string | null): Promise<void>;
  /** Sets (or clears, with null) the TOTP secret and the MFA flag together. */
  setOtpSecret(userId: Id, otpSecret: string | null): Promise<void>;
  setOtpLastStep(userId: Id, step: number): Promise<void>;
  /**
   * Moves the last used one-time-code step to `step` only when it is later than the stored one, as
   * one conditional update (two servers cannot both accept a code): true when it moved.
   */
  advanceOtpLastStep(userId: Id, step: number): Promise<boolean>;
  /** Increments the failed sign-in counter and returns the new value. */
  recordFailedLogin(userId: Id): Promise<number>;
  /** Resets the failed sign-in counter to 0. */
  clearFailedLogins(userId: Id): Promise<void>;
  setLocked(userId: Id, locked: boolean): Promise<void>;
}
