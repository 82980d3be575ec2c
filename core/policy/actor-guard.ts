/**
 * The first check of every use case that changes or reveals data: does its actor hold the
 * capability (exact role codes, capabilities.ts), and may the account be used at all? The HTTP gate
 * decides the same from the route's declared access (contract/*.ts, access.ts `authorize`) before a
 * route runs; this check protects the CLI and every embedder of the core too, so no caller can skip
 * it. Data scoping (own client, own borrower) stays in each use case, after this check.
 */
import type { Actor } from './actor';
import { MSG } from '../domain/messages';
import { fail, type Failure, type FailureCode, type Result } from '../domain/result';
import { can, type Capability } from './capabilities';

/** A disabled or locked account acts for nobody, whatever roles it holds. */
const accountUsable = (actor: Actor): boolean => actor.user.accountEnabled && !actor.user.accountLocked;

/** The refusal (FORBIDDEN, the HTTP gate's message) when `actor` may not use `capability`, else null. */
export function refusedUnless(actor: Actor, capability: Capability): Failure<'FORBIDDEN'> | null {
  return accountUsable(actor) && can(actor.roles, capability) ? null : fail('FORBIDDEN', MSG.FORBIDDEN);
}

/** For what any signed-in user may do (the endpoint policy's `authenticated`): only the account is checked. */
export function refusedUnlessUsable(actor: Actor): Failure<'FORBIDDEN'> | null {
  return accountUsable(actor) ? null : fail('FORBIDDEN', MSG.FORBIDDEN);
}

/**
 * The capability checked first, then what the use case acts on looked up (an auction it may see, the
 * bidder it acts as): the refusal of either, or the thing. One shape for the opening of many use cases.
 */
export async function checkedThen<T, C extends FailureCode>(actor: Actor, capability: Capability, lookUp: () => Promise<Result<T, C>>): Promise<Result<T, C | 'FORBIDDEN'>> {
  return refusedUnless(actor, capability) ?? lookUp();
}
