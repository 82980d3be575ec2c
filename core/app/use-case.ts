/**
 * A use case is one value: its name on the embedded core (`core.borrowers.save`), who may call it, and
 * its body, which runs only after that access is checked, here, once. The HTTP contract names the use
 * case a route answers for (contract/*.ts `useCase`) and takes its access from it, so who may do what
 * is declared once, in the module of the use case.
 *
 * Each folder declares the names and the access of its use cases in its use-cases.ts (`useCaseSpecs`,
 * core/app/use-case-spec.ts), apart from the bodies: the contract imports only those, so the web,
 * which imports the contract, never pulls a use case's code or the modules it needs.
 */
import type { CoreDeps } from './deps';
import type { Actor } from '../policy/actor';
import { refusedUnless, refusedUnlessUsable } from '../policy/actor-guard';
import type { Failure } from '../domain/result';
import type { UseCaseAccess, UseCaseSpec } from './use-case-spec';

/** A use case's body: the wired dependencies, the acting user, its input. */
export type UseCaseBody<A extends unknown[], R> = (deps: CoreDeps, actor: Actor, ...input: A) => Promise<R>;

/** A use case: called like its body, answering the gate's refusal (FORBIDDEN) before the body runs when the actor may not. */
export type UseCase<S extends UseCaseSpec, A extends unknown[], R> = UseCaseBody<A, R | Failure<'FORBIDDEN'>> & { readonly spec: S };

/** The refusal of `actor` for `access` (a disabled or locked account is refused everything), else null. */
export const refusalFor = (actor: Actor, access: UseCaseAccess): Failure<'FORBIDDEN'> | null =>
  access === 'authenticated' ? refusedUnlessUsable(actor) : refusedUnless(actor, access);

/** The use case of `spec`: `body`, run only for an actor its access allows. */
/*#__NO_SIDE_EFFECTS__*/
export function useCase<S extends UseCaseSpec, A extends unknown[], R>(spec: S, body: UseCaseBody<A, R>): UseCase<S, A, R> {
  const run: UseCaseBody<A, R | Failure<'FORBIDDEN'>> = async (deps, actor, ...input) => refusalFor(actor, spec.access) ?? body(deps, actor, ...input);
  return Object.assign(run, { spec });
}
