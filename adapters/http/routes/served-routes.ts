/**
 * Every route served by its use case (contract/route.ts `served`), registered in one loop: the route's
 * gates from the access of its use case, its validated request read into the use case's arguments, the
 * use case called through the core's bound use cases (the same the CLI and embedders call), and its
 * value answered, through the route's serialiser where it names one. Routes with handlers of their own
 * are the streams, files, uploads and the sessions.
 *
 * `ServedMisfit` checks at compile time that each served route's arguments and answer fit its use case.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { CONTRACT, CONTRACT_ROUTES } from '../../../contract/index';
import { isServed, type ContractRoute, type ResponseIn } from '../../../contract/route';
import { useCaseAt, type UseCaseAt, type UseCaseName, type UseCases } from '../../../core/app/core-api';
import type { Actor } from '../../../core/policy/actor';
import { ok, type Result } from '../../../core/domain/result';
import { principalOf, type AppEnv } from '../context';
import { registerRoute } from '../wire/contract-route';

/** Registers every served route of the contract on `api`, each answered by its use case in `core`. */
export function registerServedRoutes(api: OpenAPIHono<AppEnv>, core: UseCases): void {
  for (const route of CONTRACT_ROUTES) {
    if (!isServed(route)) continue;
    const run = useCaseAt(core, route.useCase.spec.name as UseCaseName) as unknown as (actor: Actor, ...input: readonly unknown[]) => Promise<Result<unknown>>;
    const { input, answer } = route.serving;
    registerRoute(api, route, async (request, c) => {
      const result = await run(principalOf(c), ...input(request));
      return (answer && result.ok ? ok(answer(result.value as never)) : result) as Result<never>;
    });
  }
}

/** Every route of a contract group (or of nested groups), as one union. */
type RoutesIn<T> = T extends ContractRoute ? T : T extends object ? { [K in keyof T]: RoutesIn<T[K]> }[keyof T] : never;

/** The value of a successful call of `F`. */
type ValueOf<F> = F extends (...args: never[]) => Promise<infer R> ? Extract<R, { ok: true }> extends { value: infer V } ? V : never : never;
/** The arguments of a bound use case after its actor. */
type InputOf<F> = F extends (actor: Actor, ...input: infer P) => unknown ? P : never;

/** A served route whose arguments or answer do not fit its use case (never when every one fits). */
type Misfit<R> = R extends { useCase: { spec: { name: infer N extends UseCaseName } }; serving: { input: (request: never) => infer A extends readonly unknown[]; answer?: (value: infer V) => unknown } }
  ? [...A] extends InputOf<UseCaseAt<N>>
    ? [V] extends [never]
      ? ValueOf<UseCaseAt<N>> extends ResponseIn<R & ContractRoute>
        ? never
        : { route: R; problem: "the use case's value is not the route's answer" }
      : ValueOf<UseCaseAt<N>> extends V
        ? never
        : { route: R; problem: "the use case's value is not what the route's serialiser takes" }
    : { route: R; problem: "the route's input is not the use case's arguments"; input: A; expected: InputOf<UseCaseAt<N>> }
  : never;

/** Compiles only while every served route fits its use case; a misfit names the route and the problem. */
export type ServedMisfit = Misfit<RoutesIn<typeof CONTRACT>>;
const everyServedRouteFits: [ServedMisfit] extends [never] ? true : ServedMisfit = true;
void everyServedRouteFits;
