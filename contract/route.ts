/**
 * The HTTP contract between the server and the web: each route's method, path, request and response
 * zod schemas, defined once here. The Hono adapter registers routes from these definitions
 * (adapters/http/wire/contract-route.ts: validation at the edge, the OpenAPI document) and the web calls
 * them through web/src/lib/api-call.ts, whose argument and answer types are inferred from the same
 * schemas, so neither side keeps a hand-written copy of a wire shape.
 *
 * A route carries every fact of itself: beside its wire shapes, who may call it (`access`,
 * `duringMfa`, the decision core/policy/access.ts `authorize` takes), whether it is a heavy read
 * (`heavy`: one of a few at a time per server) and whether it counts against the per-user quota of
 * expensive requests (`expensive`). Registering a route (adapters/http/wire/contract-route.ts) attaches the
 * authorization gate, the heavy-request gate and the quota from these facts, and the OpenAPI document
 * states the same access; contract/index.ts lists every route once.
 *
 * Modules here import only zod and pure core modules (types, messages, validation schemas), and the
 * use cases their routes name, of which the web build keeps only the access (web/vite.config.ts). The spec's
 * wire names and legacy aliases (`esecAucLot`, `bidId` beside `id`) live in these schemas, not in core:
 * each request body is parsed here, once, into the typed input of its core use case.
 */
import type { z } from 'zod';
import type { Access } from '../core/policy/access';
import type { SpecifiedUseCase, UseCaseSpec } from '../core/app/use-case-spec';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A file answer (download): its content type. */
export interface FileAnswer {
  file: string;
}

/** A plain-text answer (text/plain), checked by its schema. */
export interface TextAnswer {
  text: z.ZodType<string>;
}

/** What a caller receives for a file answer: the bytes and the server's file name (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface ContractRoute {
  method: HttpMethod;
  /** OpenAPI-style path under /api, e.g. `/award/auctions/{id}/getbids`. */
  path: string;
  /**
   * Who may call it: 'public', 'authenticated' (any signed-in user whose one-time code is verified;
   * services still scope the data) or a capability of core/policy/capabilities.ts. Where the spec's
   * access tables do not make the choice obvious, a `// Why this access:` comment beside it says why
   * (a comment, not a field, so the browser does not download it).
   */
  access: Access;
  /**
   * The use case the route answers for (core/app/use-case.ts), whose access the route takes:
   * `defineRoute({ useCase: saveBorrower, … })` instead of an `access` of its own. The web build keeps
   * only that access (web/vite.config.ts), so the browser never loads the use case's code.
   */
  useCase?: SpecifiedUseCase;
  /** A token whose one-time code is still pending may call it (the MFA steps and logout); others answer 401 then. */
  duringMfa?: true;
  /**
   * A heavy read: it builds a large answer or document in memory, so only a few run at once per
   * server (adapters/http/gates/heavy-request-gate.ts); the reports, exports, the award bid list and optimiser.
   */
  heavy?: true;
  /** Expensive for the server (renders, e-mails, uploads): counted in the per-user quota (adapters/http/gates/rate-limits.ts). */
  expensive?: true;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Path parameters (strings on the wire, usually transformed to numbers). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** JSON request body. */
  body?: z.ZodType;
  /** Plain-text request body (e.g. the unconfirm reason), instead of `body`. */
  textBody?: z.ZodType<string>;
  /** An application/x-www-form-urlencoded body (the OAuth token form), instead of `body`. */
  form?: z.ZodObject;
  /**
   * A multipart/form-data body: its parts by name, each described for the OpenAPI document (files as
   * binary strings). The handler receives the parts by name (FormParts) and reads them itself
   * (adapters/http/wire/upload.ts for files). With `body` as well, the route takes either: JSON is validated
   * with `body`, a multipart request is handed over as its parts.
   */
  multipart?: Readonly<Record<string, string>>;
  /**
   * The body described above (the spec's shape) is accepted but never read: the handler gets null and
   * the server drops the bytes unread (the confirmation e-mail's uploaded PDF).
   */
  ignoredBody?: true;
  /** The 200 answer: a JSON schema, a file, or plain text. */
  response: z.ZodType | FileAnswer | TextAnswer;
  /** Failure statuses this route answers beyond 400/401/403/404, with what they mean. */
  failures?: Readonly<Record<number, string>>;
  /** The body of this route's failures, when not the common `{ error, code, fields }` (the OAuth token errors). */
  failureBody?: z.ZodType;
}

/** What a route declares: its access, or the use case it answers for (and then that use case's access). */
export type RouteDeclaration = Omit<ContractRoute, 'access' | 'useCase'> & ({ access: Access; useCase?: never } | { useCase: SpecifiedUseCase; access?: never });

/** A declared route, with the access of its use case when it names one. */
export type DeclaredRoute<R extends RouteDeclaration> = R extends { useCase: SpecifiedUseCase<UseCaseSpec<string, infer A>> } ? R & { access: A } : R;

/** Declares a route; `const` keeps the literal path and method in the type. */
export const defineRoute = <const R extends RouteDeclaration>(route: R): DeclaredRoute<R> =>
  (route.useCase ? { ...route, access: route.useCase.spec.access } : route) as DeclaredRoute<R>;

type SchemaOf<T> = T extends z.ZodType ? T : never;

/** The path parameters a caller passes (numbers or strings, put in the path as text). */
export type ParamsOf<R extends ContractRoute> = R['params'] extends z.ZodObject ? { [K in keyof z.input<R['params']>]: string | number } : undefined;
/** Query parameters a caller passes. */
export type QueryOf<R extends ContractRoute> = R['query'] extends z.ZodObject ? z.input<R['query']> : undefined;
/** The parts of a multipart body by name, in order (strings or files); null when the body is not multipart. */
export type FormParts = ReadonlyMap<string, readonly (string | File)[]> | null;

/** A schema's type on one side of the wire: what a caller sends ('in') or what validation hands on ('out'). */
type Side<S extends z.ZodType, D extends 'in' | 'out'> = D extends 'in' ? z.input<S> : z.output<S>;
/** A route's body on one side; `Parts` is what a multipart body is there (FormData sent, FormParts received). */
type BodySide<R extends ContractRoute, D extends 'in' | 'out', Parts> = R['body'] extends z.ZodType
  ? R['multipart'] extends Readonly<Record<string, string>>
    ? Side<SchemaOf<R['body']>, D> | Parts
    : Side<SchemaOf<R['body']>, D>
  : R['textBody'] extends z.ZodType
    ? string
    : R['form'] extends z.ZodObject
      ? Side<R['form'], D>
      : R['multipart'] extends Readonly<Record<string, string>>
        ? Parts
        : undefined;
/** The body a caller sends: JSON, text for a `textBody` route, fields for a `form`, FormData for a multipart route. */
export type BodyOf<R extends ContractRoute> = BodySide<R, 'in', FormData>;
/** What the server hands the handler after validation (a multipart request: its parts, which the handler reads). */
export type ValidBodyOf<R extends ContractRoute> = BodySide<R, 'out', FormParts>;
/** What the server hands a route after validation: its path parameters, query and body. */
export interface ValidRequest<R extends ContractRoute> {
  params: ValidParamsOf<R>;
  query: ValidQueryOf<R>;
  body: ValidBodyOf<R>;
}

/**
 * How a route is answered by its use case alone: `input` reads the use case's arguments (after the
 * acting user) from the validated request; `answer`, where the wire's shape is not the use case's
 * value, is the contract's serialiser that turns one into the other.
 */
export interface Serving<R extends ContractRoute, A extends readonly unknown[], V> {
  input: (request: ValidRequest<R>) => A;
  answer?: (value: V) => ResponseIn<R>;
}

/** A route served by its use case: the HTTP adapter answers it through the core with no handler of its own. */
export type ServedRoute<R extends ContractRoute = ContractRoute & { useCase: SpecifiedUseCase }, A extends readonly unknown[] = readonly unknown[], V = never> = R & {
  serving: Serving<R, A, V>;
};

/**
 * Declares that `route` (which names its use case) is served by that use case: the server calls it
 * with the acting user and `input`'s arguments, and answers its value (through `answer`, if given).
 * The adapter's compile-time check (adapters/http/routes/served-routes.ts) holds the arguments and the
 * answer to the use case's own types.
 */
export const served = <const R extends ContractRoute & { useCase: SpecifiedUseCase }, const A extends readonly unknown[], V = never>(
  route: R,
  input: (request: ValidRequest<R>) => A,
  answer?: (value: V) => ResponseIn<R>,
): ServedRoute<R, A, V> => ({ ...route, serving: answer ? { input, answer } : { input } });

/** A served route's input: the use case's one argument is the path's `{auctionId}`. */
export const pathAuctionId = ({ params }: { params: { auctionId: number } }): [number] => [params.auctionId];
/** A served route's input: the use case's one argument is the path's `{id}`. */
export const pathId = ({ params }: { params: { id: number } }): [number] => [params.id];
/** A served route's answer: the use case's list, each row through the wire's serialiser. */
export const eachAs =
  <V, W>(wire: (row: V) => W) =>
  (rows: V[]): W[] =>
    rows.map(wire);

/** Whether a route is served by its use case (see `served`). */
export const isServed = (route: ContractRoute): route is ServedRoute => 'serving' in route;

export type ValidParamsOf<R extends ContractRoute> = R['params'] extends z.ZodObject ? z.output<R['params']> : undefined;
export type ValidQueryOf<R extends ContractRoute> = R['query'] extends z.ZodObject ? z.output<R['query']> : undefined;
/** The 200 answer: what the server must produce (input) and what the web receives (output). */
export type ResponseIn<R extends ContractRoute> = R['response'] extends z.ZodType ? z.input<R['response']> : R['response'] extends TextAnswer ? string : never;
export type ResponseOf<R extends ContractRoute> = R['response'] extends z.ZodType ? z.output<R['response']> : R['response'] extends TextAnswer ? string : DownloadedFile;

/** The JSON schema of a route's 200 answer, or null for files and text. */
export const jsonResponseOf = (r: ContractRoute): z.ZodType | null => ('_zod' in r.response ? r.response : null);
/** The schema of a route's plain-text answer, or null. */
export const textResponseOf = (r: ContractRoute): z.ZodType<string> | null => ('text' in r.response && !('_zod' in r.response) ? r.response.text : null);
/** The content type of a route's file answer, or null. */
export const fileResponseOf = (r: ContractRoute): string | null => ('file' in r.response && !('_zod' in r.response) ? r.response.file : null);

/** Fills `{name}` segments of a contract path. */
export function pathWith(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
