/**
 * What the contract and the policy read of a use case, apart from its code: its name on the embedded
 * core and who may call it. Each folder's use-cases.ts declares its specs with `useCaseSpecs`; the
 * bodies (core/app/use-case.ts `useCase`) and the HTTP contract import them from there.
 */
import type { Access } from '../policy/access';

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
