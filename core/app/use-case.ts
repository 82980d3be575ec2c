/**
 * A use case is one value: its name on the embedded core (`core.borrowers.save`), who may call it, and
 * its body, which runs only after that access is checked, here, once. The HTTP contract names the use
 * case a route answers for (contract/*.ts `useCase`) and takes its access from it, so who may do what
 * is declared once, in the module of the use case.
 *
 * A module declares the names and the access of its use cases first (`useCaseSpecs`), then each body
 * (`useCase`). The contract imports only the specs: both helpers are free of side effects, so the web
 * bundle, which imports the contract, keeps the specs and leaves the bodies out.
 */
import type { CoreDeps } from './deps';
import type { Access } from '../policy/access';
import type { Actor } from '../policy/actor';
import { refusedUnless, refusedUnlessUsable } from '../policy/actor-guard';
import type { Failure } from '../domain/result';

/** Who may call a use case: any usable signed-in account, or the holders of one capability. */
export type UseCaseAccess = Exclude<Access, 'public'>;

/** What the contract and the policy read of a use case, without its code. */
export interface UseCaseSpec<N extends string = string, A extends UseCaseAccess = UseCaseAccess> {
  /** Its path on the embedded core, `area.name`. */
  readonly name: N;
  readonly access: A;
}

/** The specs of an area's use cases, by name: `useCaseSpecs('borrowers', { list: 'manageBorrowers' })`. */
/*#__NO_SIDE_EFFECTS__*/
export function useCaseSpecs<const Area extends string, const T extends Record<string, UseCaseAccess>>(
  area: Area,
  accesses: T,
): { readonly [K in keyof T & string]: UseCaseSpec<`${Area}.${K}`, T[K]> } {
  return Object.fromEntries(Object.entries(accesses).map(([name, access]) => [name, { name: `${area}.${name}`, access }])) as never;
}

/** A use case's body: the wired dependencies, the acting user, its input. */
type Body<A extends unknown[], R> = (deps: CoreDeps, actor: Actor, ...input: A) => Promise<R>;

/** A use case: called like its body, answering the gate's refusal (FORBIDDEN) before the body runs when the actor may not. */
export type UseCase<S extends UseCaseSpec, A extends unknown[], R> = Body<A, R | Failure<'FORBIDDEN'>> & { readonly spec: S };

/** The refusal of `actor` for `access` (a disabled or locked account is refused everything), else null. */
export const refusalFor = (actor: Actor, access: UseCaseAccess): Failure<'FORBIDDEN'> | null =>
  access === 'authenticated' ? refusedUnlessUsable(actor) : refusedUnless(actor, access);

/** The use case of `spec`: `body`, run only for an actor its access allows. */
/*#__NO_SIDE_EFFECTS__*/
export function useCase<S extends UseCaseSpec, A extends unknown[], R>(spec: S, body: Body<A, R>): UseCase<S, A, R> {
  const run: Body<A, R | Failure<'FORBIDDEN'>> = async (deps, actor, ...input) => refusalFor(actor, spec.access) ?? body(deps, actor, ...input);
  return Object.assign(run, { spec });
}
