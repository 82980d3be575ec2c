/**
 * The actors of the embedded core (`createCore`): issued by the core from its store, opaque to the
 * program that holds them. An embedder authenticates people its own way, then asks the core for the
 * actor of one of the application's users (`core.actor(login)`, `core.actorFor(userId)`); every use
 * case of the core's facade (`coreUseCasesOf`) takes that actor first.
 *
 * Why issued and not a plain `{ user, roles }`: a plain object says whatever its holder writes in it,
 * so a bidder's actor with its roles edited to `['MANAGER']` would be let in. An `IssuedActor` is
 * frozen, and its class has private fields that only this module can set: an object literal, a spread
 * copy or a JSON round trip is no `IssuedActor` (TypeScript refuses one without a cast), and the facade
 * refuses, with FORBIDDEN, any actor that this very core did not issue (another core's too, whose user
 * ids belong to another store).
 *
 * Roles are never read from the actor. Each call reads its user again from the store (one look-up by
 * primary key, what the HTTP server's token check does on every request), so a role removed, or an
 * account disabled or locked, after the actor was issued holds from the next call on; the use case's
 * own gate (its `useCase` access check) then decides on the user as stored. The actor's `user` and `roles`
 * tell whom it was issued for, as they were at that moment.
 */
import type { CoreDeps } from '../app/deps';
import type { Id, User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Failure, type Result } from '../domain/result';
import { isRoleCode, type RoleCode } from '../domain/roles';
import type { Actor } from '../policy/actor';
import { canUseAccount } from './tokens';

/** One per embedded core: the actors it issued carry it, and it resolves only those. */
type Issuer = object;

/** Set by the class's static block, private to this module: the one way to make an `IssuedActor`. */
let issue: (issuer: Issuer, user: User) => IssuedActor;
/** Set by the class's static block, private to this module: the id of the user `actor` acts for when `issuer` issued it; null for anything else. */
let userIdIssuedBy: (issuer: Issuer, actor: unknown) => Id | null;

/** An actor the core issued to an embedding program (see the module comment): frozen, and refused by any other core. */
export class IssuedActor {
  readonly #issuer: Issuer;
  readonly #userId: Id;
  /** The user the actor acts for, as stored when it was issued (what a call may do is read from the store at each call). */
  readonly user: Readonly<Omit<User, 'roles'>> & { readonly roles: readonly RoleCode[] };
  /** That user's roles when the actor was issued. */
  readonly roles: readonly RoleCode[];

  private constructor(issuer: Issuer, user: User) {
    this.#issuer = issuer;
    this.#userId = user.id;
    this.roles = Object.freeze(user.roles.filter(isRoleCode));
    this.user = Object.freeze({ ...user, roles: [...this.roles] });
    Object.freeze(this.user.roles);
    Object.freeze(this);
  }

  static {
    issue = (issuer, user) => new IssuedActor(issuer, user);
    // `#issuer in actor` holds only for an object this class constructed (not a copy, nor one inheriting from it).
    userIdIssuedBy = (issuer, actor) =>
      typeof actor === 'object' && actor !== null && #issuer in actor && actor.#issuer === issuer ? actor.#userId : null;
  }
}

/** The actors of one embedded core. */
export interface ActorIssuer {
  /** The actor of the user with this login name: NOT_FOUND when none, FORBIDDEN when the account is disabled or locked. */
  readonly byLogin: (loginName: string) => Promise<Result<IssuedActor, 'NOT_FOUND' | 'FORBIDDEN'>>;
  /** The actor of the user with this id: NOT_FOUND when none, FORBIDDEN when the account is disabled or locked. */
  readonly byId: (userId: Id) => Promise<Result<IssuedActor, 'NOT_FOUND' | 'FORBIDDEN'>>;
  /**
   * The acting user of a call: the user of `actor`, as the store holds it now, when this issuer issued
   * `actor`; else the gate's refusal (FORBIDDEN), whatever `actor` says of itself.
   */
  readonly resolve: (actor: unknown) => Promise<Result<Actor, 'FORBIDDEN'>>;
}

const refused = (): Failure<'FORBIDDEN'> => fail('FORBIDDEN', MSG.FORBIDDEN);

/** The acting user as the use cases take it: the stored user, with only the role codes that exist. */
const actorOfUser = (user: User): Actor => ({ user, roles: user.roles.filter(isRoleCode) });

/** The issuer of one embedded core over `deps.store`. */
export function actorIssuer(deps: Pick<CoreDeps, 'store'>): ActorIssuer {
  const issuer: Issuer = Object.freeze({});
  const issued = (user: User | null): Result<IssuedActor, 'NOT_FOUND' | 'FORBIDDEN'> => {
    if (!user) return fail('NOT_FOUND', MSG.NOT_FOUND);
    // A disabled or locked account acts for nobody (core/policy/actor-guard.ts refuses it at each call too).
    if (!canUseAccount(user)) return refused();
    return ok(issue(issuer, user));
  };
  return {
    byLogin: async (loginName) => issued(await deps.store.users.getByLogin(loginName.trim())),
    byId: async (userId) => issued(Number.isSafeInteger(userId) ? await deps.store.users.get(userId) : null),
    resolve: async (actor) => {
      const userId = userIdIssuedBy(issuer, actor);
      const user = userId === null ? null : await deps.store.users.get(userId);
      return user ? ok(actorOfUser(user)) : refused();
    },
  };
}
