/**
 * The core's public use cases, grouped by area, each with its dependencies bound: what `createCore`
 * answers. Every one takes the acting user first, checks its capability and its input itself
 * (the forms' validators), and answers a `Result` whose failure `code` is
 * the one the HTTP API answers. The one exception is
 * `users.createFirstManager`, which acts only on a database without a usable manager.
 *
 * Two bindings of the same use cases: `useCasesOf`, for the adapters inside this package (the HTTP
 * server passes the user its token check read from the store, the CLI the user it acts as), takes the
 * acting user as a plain `Actor`; `coreUseCasesOf`, the facade `createCore` answers to an embedding
 * program, takes only an actor that core issued and acts as that user as
 * the store holds it at the call. Nothing outside the package can call a use case with an actor of its
 * own making.
 *
 * Not here: sign-in, tokens, one-time codes and password-reset links, which are the HTTP server's
 * sessions; an embedding program authenticates people its own way and acts as one of the application's
 * users (`core.actor(login)`, `core.actorFor(userId)`). Every use case here is checked against the
 * endpoint policy, role by role, by the project's tests.
 */
import type { CoreDeps } from './deps';
import type { SpecifiedUseCase, UseCaseSpec } from './use-case-spec';
import type { Actor } from '../policy/actor';
import type { ActorIssuer, IssuedActor } from '../auth/issued-actor';
import * as auctions from '../admin/auctions';
import * as auctionCopy from '../admin/auction-copy';
import * as exclusivesEnding from '../admin/exclusives-ending';
import * as borrowers from '../admin/borrowers';
import * as clients from '../admin/clients';
import * as clientLogo from '../admin/client-logo';
import * as columns from '../admin/columns';
import * as excelExport from '../admin/excel-export';
import * as firstManager from '../admin/first-manager';
import * as invitations from '../admin/invitations';
import * as invitees from '../admin/invitees';
import * as lots from '../admin/lots';
import * as lotsSaveMany from '../admin/lots-save-many';
import * as users from '../admin/users';
import * as mfa from '../auth/mfa';
import * as passwordReset from '../auth/password-reset';
import * as ledgerChecks from '../audit/ledger-checks';
import * as awardOptimizer from '../awards/award-optimizer-service';
import * as awardHistory from '../awards/award-history';
import * as awardService from '../awards/award-service';
import * as bidConfirmation from '../bids/bid-confirmation-pdf';
import * as bids from '../bids/bids';
import * as bidFile from '../bids/bid-file';
import * as rulesAcceptance from '../bids/rules-acceptance';
import * as infocentre from '../infocentre/infocentre';
import * as awardSummary from '../reports/award-summary';
import * as legalComments from '../reports/legal-comments';
import * as recommendations from '../reports/recommendations';
import * as reportExports from '../reports/report-exports';
import * as reportLogos from '../reports/report-logos';
import * as reportQueries from '../reports/report-queries';
import * as closeMonitor from '../close/close-monitor';
import * as auctionExtension from '../close/auction-extension';
import * as closeReminders from '../close/close-reminders';
import * as holdings from '../holdings/holdings';
import * as billing from '../billing/billing-service';
import * as loans from '../loans/loans-service';

/** A use case with its dependencies bound: `(deps, actor, ...input)` becomes `(actor, ...input)`. */
export type Bound<F> = F extends (deps: CoreDeps, ...args: infer A) => infer R ? (...args: A) => R : never;

export type Area = Record<string, (deps: CoreDeps, ...args: never[]) => unknown>;
export type BoundArea<T extends Area> = { [K in keyof T]: Bound<T[K]> };

const bindArea = <T extends Area>(deps: CoreDeps, area: T): BoundArea<T> =>
  Object.fromEntries(Object.entries(area).map(([name, fn]) => [name, (...args: never[]) => fn(deps, ...args)])) as BoundArea<T>;

/**
 * The modules whose use cases are public: every use case a module here exports
 * (`useCase`) is on the core under its name, `area.name`, so a use case added to one of them needs no
 * line here; a new module of use cases is added to this list.
 */
const USE_CASE_MODULES = [
  auctions,
  auctionCopy,
  exclusivesEnding,
  lots,
  lotsSaveMany,
  borrowers,
  clients,
  clientLogo,
  users,
  passwordReset,
  mfa,
  invitees,
  invitations,
  excelExport,
  columns,
  infocentre,
  rulesAcceptance,
  bids,
  bidConfirmation,
  bidFile,
  reportQueries,
  reportExports,
  awardSummary,
  legalComments,
  recommendations,
  reportLogos,
  awardService,
  awardOptimizer,
  awardHistory,
  ledgerChecks,
  closeMonitor,
  auctionExtension,
  closeReminders,
  holdings,
  billing,
  loans,
] as const;

/**
 * The public functions that are not use-case values: `users.createFirstManager` acts without an actor.
 * Typed as a Pick of its module, which keeps the function's own doc comment on the core's property.
 */
const WITHOUT_ACTOR: { readonly users: Pick<typeof firstManager, 'createFirstManager'> } = { users: { createFirstManager: firstManager.createFirstManager } };

/** A use-case value as a module exports it. */
type AnyUseCase = ((deps: CoreDeps, ...args: never[]) => unknown) & SpecifiedUseCase;
type NameOf<V> = V extends SpecifiedUseCase<UseCaseSpec<infer N>> ? N : never;
type Modules = typeof USE_CASE_MODULES;
type AreaOfName<N> = N extends `${infer A}.${string}` ? A : never;
/** The area of every public use case (`auctions`, `lots`, …). */
/** The names of the use cases of module `M` (distributes over a union of modules). */
type NamesIn<M> = M extends unknown ? { [K in keyof M]: M[K] extends AnyUseCase ? NameOf<M[K]> : never }[keyof M] : never;
/** The area of every public use case (`auctions`, `lots`, …). */
type AreaName = AreaOfName<NamesIn<Modules[number]>>;
/**
 * The use cases module `M` places in area `A`: under the export's own name when that is its name on
 * the core (the type keeps the export's doc comment then), else under its name on the core.
 */
type AreaPart<M, A extends string> = {
  [K in keyof M as M[K] extends AnyUseCase ? (NameOf<M[K]> extends `${A}.${K & string}` ? K : never) : never]: M[K];
} & { [K in keyof M as M[K] extends AnyUseCase ? (NameOf<M[K]> extends `${A}.${infer N}` ? (N extends K ? never : N) : never) : never]: M[K] };
type AreaOf<Ms extends readonly unknown[], A extends string> = Ms extends readonly [infer M, ...infer Rest] ? AreaPart<M, A> & AreaOf<Rest, A> : unknown;
type Flat<T> = { [K in keyof T]: T[K] };
/** The public use cases by area (unbound), as `USE_CASES` holds them: every use case of the listed modules under its name. */
export type UseCaseFacade = { readonly [A in AreaName]: Flat<AreaOf<Modules, A> & (A extends keyof typeof WITHOUT_ACTOR ? (typeof WITHOUT_ACTOR)[A] : unknown)> };

/** Every use case of `modules` by area and name (its spec's `area.name`), with `extra` beside them. */
function gather(modules: readonly object[], extra: Readonly<Record<string, Area>>): Record<string, Area> {
  const areas: Record<string, Record<string, Area[string]>> = {};
  const put = (path: string, fn: Area[string]) => {
    const [area, name] = path.split('.');
    const seen = areas[area]?.[name];
    if (seen && seen !== fn) throw new Error(`Two public use cases are named ${path}`);
    (areas[area] ??= {})[name] = fn;
  };
  for (const module of modules) {
    for (const value of Object.values(module) as unknown[]) if (typeof value === 'function' && 'spec' in value) put(String((value as AnyUseCase).spec.name), value as AnyUseCase);
  }
  for (const [area, fns] of Object.entries(extra)) for (const [name, fn] of Object.entries(fns)) put(`${area}.${name}`, fn);
  return areas;
}

/** The public use cases by area (the unbound functions; `useCasesOf` binds them). */
export const USE_CASES = gather(USE_CASE_MODULES, WITHOUT_ACTOR) as unknown as UseCaseFacade;

export type UseCases = { [A in keyof typeof USE_CASES]: BoundArea<(typeof USE_CASES)[A]> };

/** The name of every public use case: its path on the core, `area.name` (a use case's spec carries it). */
export type UseCaseName = { [A in keyof CoreUseCases]: `${A & string}.${keyof CoreUseCases[A] & string}` }[keyof CoreUseCases];

/** The bound use case named `N`. */
export type UseCaseAt<N extends UseCaseName> = N extends `${infer A extends keyof UseCases & string}.${infer K}` ? (K extends keyof UseCases[A] ? UseCases[A][K] : never) : never;

/** The bound use case of `uc` named `name` (an adapter serving a route by the use case it names). */
export const useCaseAt = <N extends UseCaseName>(uc: UseCases, name: N): UseCaseAt<N> => {
  const [area, key] = name.split('.');
  return (uc as unknown as Record<string, Record<string, UseCaseAt<N>>>)[area][key];
};

/** Every public use case with `deps` bound, for the adapters of this package (see the module comment). */
export const useCasesOf = (deps: CoreDeps): UseCases =>
  Object.fromEntries(Object.entries(USE_CASES).map(([area, fns]) => [area, bindArea(deps, fns as Area)])) as UseCases;

/** A use case as the facade answers it: `(deps, actor: Actor, ...input)` becomes `(actor: IssuedActor, ...input)`. */
export type IssuedBound<F> = F extends (deps: CoreDeps, actor: Actor, ...input: infer A) => infer R ? (actor: IssuedActor, ...input: A) => R : never;

/** The public use cases as `createCore` answers them: each use-case value takes an issued actor; `users.createFirstManager` takes none. */
export type CoreUseCases = {
  [A in keyof UseCaseFacade]: { [K in keyof UseCaseFacade[A]]: UseCaseFacade[A][K] extends SpecifiedUseCase ? IssuedBound<UseCaseFacade[A][K]> : Bound<UseCaseFacade[A][K]> };
};

/**
 * The facade's binding of a use case: the actor passed is resolved by `actors` to the user it was
 * issued for, as stored now, and anything else is refused (FORBIDDEN) before the use case runs.
 */
const issuedBinding =
  (deps: CoreDeps, actors: ActorIssuer, fn: Area[string]) =>
  async (actor: unknown, ...input: never[]): Promise<unknown> => {
    const acting = await actors.resolve(actor);
    return acting.ok ? fn(deps, ...([acting.value, ...input] as never[])) : acting;
  };

/** Every public use case with `deps` bound, each taking only an actor `actors` issued: the facade of `createCore`. */
export const coreUseCasesOf = (deps: CoreDeps, actors: ActorIssuer): CoreUseCases =>
  Object.fromEntries(
    Object.entries(USE_CASES as unknown as Record<string, Area>).map(([area, fns]) => [
      area,
      Object.fromEntries(Object.entries(fns).map(([name, fn]) => [name, 'spec' in fn ? issuedBinding(deps, actors, fn) : (...args: never[]) => fn(deps, ...args)])),
    ]),
  ) as unknown as CoreUseCases;
