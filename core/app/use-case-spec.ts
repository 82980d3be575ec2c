/**
 * What the contract and the policy read of a use case, apart from its code: its name on the embedded
 * core and who may call it. A use case states its spec where its body is
 * (`useCase({ name, access }, body)`); the HTTP contract names the use case and reads only its spec, and
 * the web build keeps of it only its access, so the browser never loads its code.
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

/** A use case as the contract sees it: a value that carries its spec. */
export interface SpecifiedUseCase<S extends UseCaseSpec = UseCaseSpec> {
  readonly spec: S;
}
