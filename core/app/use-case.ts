/**
 * A use case is one value: its name on the embedded core (`core.borrowers.save`), who may call it, and
 * its body, which runs only after that access is checked, here, once. The HTTP contract names the use
 * case a route answers for (the route's `useCase`) and takes its access from it, so who may do what
 * is declared once, in the module of the use case.
 *
 * Its spec is written where its body is, `useCase({ name: 'borrowers.list', access: 'manageBorrowers' }, body)`:
 * the name places it on the core (the core API gathers every use case of the modules it lists by
 * that name), and the contract, which names the use case itself, reads its spec. The web imports the
 * contract but never a use case's code: its build keeps of each use case the route names only the
 * access.
 */
import type { CoreDeps } from './deps';
import type { Actor } from '../policy/actor';
import { refusedUnless, refusedUnlessUsable } from '../policy/actor-guard';
import type { Failure } from '../domain/result';
import type { SpecifiedUseCase, UseCaseAccess, UseCaseSpec } from './use-case-spec';

/** A use case's body: the wired dependencies, the acting user, its input. */
export type UseCaseBody<A extends unknown[], R> = (deps: CoreDeps, actor: Actor, ...input: A) => Promise<R>;

/** A use case: called like its body, answering the gate's refusal (FORBIDDEN) before the body runs when the actor may not. */
export type UseCase<S extends UseCaseSpec, A extends unknown[], R> = UseCaseBody<A, R | Failure<'FORBIDDEN'>> & SpecifiedUseCase<S>;

/** The refusal of `actor` for `access` (a disabled or locked account is refused everything), else null. */
export const refusalFor = (actor: Actor, access: UseCaseAccess): Failure<'FORBIDDEN'> | null =>
  access === 'authenticated' ? refusedUnlessUsable(actor) : refusedUnless(actor, access);

/** The use case of `spec` (its name on the core and its access): `body`, run only for an actor its access allows. */
/*#__NO_SIDE_EFFECTS__*/
export function useCase<const S extends UseCaseSpec, A extends unknown[], R>(spec: S, body: UseCaseBody<A, R>): UseCase<S, A, R> {
  const run: UseCaseBody<A, R | Failure<'FORBIDDEN'>> = async (deps, actor, ...input) => refusalFor(actor, spec.access) ?? body(deps, actor, ...input);
  return Object.assign(run, { spec });
}
