/**
 * Registers a route of the contract (contract/*.ts) on the Hono API: the gates the route declares are
 * attached to it first (route-gates.ts: authorization from its `access`, the quota if `expensive`, the
 * heavy-request gate if `heavy`), then the request is validated at the edge with the contract's schemas (failures answer 400 with the schema's messages, validation-hook.ts),
 * the OpenAPI document describes the same schemas, and the handler's answer is typed by the contract's
 * response schema, so a service whose answer drifts from the contract does not compile.
 *
 * A JSON answer carries only the members its response schema declares (declared-fields.ts): the
 * handler's value is projected onto the schema before anything is sent, in production too, so a field
 * added to a core view never reaches the wire unless the contract declares it.
 *
 * With `deps.http.validateResponses` (the test app sets it) every 200 answer is also parsed with the
 * route's response schema at run time, and a handler's value that carried an undeclared member is
 * refused instead of stripped; either is a 500 with a log line naming the route and the mismatch (the
 * member), so every HTTP test doubles as a contract test and drift is caught in tests.
 */
import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { fileResponseOf, jsonResponseOf, textResponseOf, type ContractRoute, type ResponseIn, type ValidBodyOf, type ValidParamsOf, type ValidQueryOf } from '../../../contract/route';
import type { Result } from '../../../core/domain/result';
import { FAILURES, jsonContent } from '../routes/route-kit';
import { ErrorBody } from '../../../contract/common';
import { errorBody, failureResponse } from './failure';
import { validationFailure } from './validation-hook';
import { hasLongList, jsonStream } from './json-stream';
import { AnswerShapeError, membersZodStrips, shapeOf, type Shape } from './declared-fields';
import { operationIdOf } from './operation-ids';
import { gatesFor, honoPathOf } from '../gates/route-gates';

/** What a handler gets: the validated path parameters, query and body. */
export interface ValidInput<R extends ContractRoute> {
  params: ValidParamsOf<R>;
  query: ValidQueryOf<R>;
  body: ValidBodyOf<R>;
}

/** A handler answers a Result (turned into JSON or the mapped failure) or, for files and special cases, a Response. */
export type ContractHandler<R extends ContractRoute> = (
  input: ValidInput<R>,
  c: Context<AppEnv>,
) => Promise<Result<ResponseIn<R>> | Response>;

/** OpenAPI description of a multipart body: each part a string or a file (binary), described. */
const multipartSchema = (parts: Readonly<Record<string, string>>) => ({
  type: 'object' as const,
  properties: Object.fromEntries(Object.entries(parts).map(([name, description]) => [name, { type: 'string' as const, format: 'binary', description }])),
});

/** Multipart body as name → values (strings or files); null when the body is not valid multipart. */
export async function readFormParts(c: Context): Promise<Map<string, (string | File)[]> | null> {
  try {
    const form = await c.req.formData();
    const out = new Map<string, (string | File)[]>();
    for (const [name, value] of form.entries()) out.set(name, [...(out.get(name) ?? []), value]);
    return out;
  } catch {
    return null;
  }
}

const BINARY = { schema: { type: 'string' as const, format: 'binary' } };

/** The request body config: JSON (with multipart beside it when the route takes both), text, form or multipart. */
function bodyConfig(r: ContractRoute): Pick<NonNullable<RouteConfig['request']>, 'body'> {
  if (r.textBody) return { body: { required: false, content: { 'text/plain': { schema: r.textBody } } } };
  const content: Record<string, { schema: NonNullable<ContractRoute['body']> | ReturnType<typeof multipartSchema> }> = {};
  if (r.body) content['application/json'] = { schema: r.body };
  if (r.form) content['application/x-www-form-urlencoded'] = { schema: r.form };
  if (r.multipart) content['multipart/form-data'] = { schema: multipartSchema(r.multipart) };
  if (!Object.keys(content).length) return {};
  // A multipart route reads its parts itself; its JSON (if any) is then optional.
  return { body: { required: !r.multipart, content } };
}

const contentType = (c: Context): string => (c.req.header('content-type') ?? '').toLowerCase();
const isMultipart = (c: Context): boolean => contentType(c).startsWith('multipart/form-data');
/** Form data can be read from it (multipart or urlencoded); any other body is left unread. */
const isFormData = (c: Context): boolean => isMultipart(c) || contentType(c).startsWith('application/x-www-form-urlencoded');

/** The security scheme's name in the OpenAPI document: the access token of POST /token, sent as `Authorization: Bearer …`. */
export const BEARER = 'bearer';

/** The OpenAPI route config of a contract route. */
export function routeConfigOf(r: ContractRoute): RouteConfig {
  const failureSchema = r.failureBody ?? ErrorBody;
  const failures = Object.fromEntries(Object.entries(r.failures ?? {}).map(([status, description]) => [status, jsonContent(failureSchema, description)]));
  const json = jsonResponseOf(r);
  const text = textResponseOf(r);
  const ok = json
    ? jsonContent(json, 'OK')
    : text
      ? { description: 'Plain text', content: { 'text/plain': { schema: text } } }
      : { description: 'The file', content: { [fileResponseOf(r) ?? 'application/octet-stream']: BINARY } };
  const operationId = operationIdOf(r);
  return createRoute({
    method: r.method,
    path: r.path,
    ...(operationId ? { operationId } : {}),
    // The access the authorization gate applies: none for public routes, else the bearer token with the
    // capability it must carry (OpenAPI 3.1 lets a non-OAuth scheme list the roles it requires).
    security: r.access === 'public' ? [] : [{ [BEARER]: r.access === 'authenticated' ? [] : [r.access] }],
    tags: [...r.tags],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    request: { ...(r.params ? { params: r.params } : {}), ...(r.query ? { query: r.query } : {}), ...bodyConfig(r) },
    responses: { 200: ok, ...FAILURES, ...failures },
  });
}

/** The 500 of an answer that breaks its contract, with the log line naming the route and what is wrong. */
function contractFailure(c: Context<AppEnv>, r: ContractRoute, contract: string, mismatch: readonly string[]): Response {
  const route = `${r.method.toUpperCase()} ${r.path}`;
  console.error(JSON.stringify({ level: 'error', contract, route, mismatch }));
  return c.json(errorBody({ code: 'INTERNAL', message: `Response of ${route} does not match the contract: ${mismatch.join('; ')}` }), 500);
}

/** Paths of undeclared members, named for the log (at most `max`). */
const undeclared = (paths: readonly string[], max = 5): string[] => paths.slice(0, max).map((p) => `${p}: undeclared field`);

/**
 * The answer of a Result: JSON (or text for a text route) on success, the mapped failure otherwise.
 * JSON carries only what `shape` declares; with `strict` (the contract tests), a value that carried
 * more is a 500 naming the members instead.
 */
function answerOf(c: Context<AppEnv>, r: ContractRoute, shape: Shape | null, result: Result<unknown>, strict: boolean): Response {
  if (!result.ok) return failureResponse(c, result);
  if (textResponseOf(r)) return c.text(String(result.value), 200);
  // A file route's handler answers a Response; its Result can only be a failure (ResponseIn is never).
  if (!shape) return c.json(result.value as object, 200);
  const value = result.value;
  try {
    if (strict) {
      const dropped: string[] = [];
      shape.project(value, dropped);
      if (dropped.length > 0) return contractFailure(c, r, 'response carries fields its schema does not declare', undeclared(dropped));
    }
    // Long lists (reports of thousands of bids) are written as they are sent, never as one string.
    return hasLongList(value) ? c.body(jsonStream(value, shape), 200, { 'content-type': 'application/json' }) : c.json(shape.project(value) as object, 200);
  } catch (e) {
    if (e instanceof AnswerShapeError) return contractFailure(c, r, 'response does not match its schema', [e.message]);
    throw e;
  }
}

/**
 * Parses a 200 answer with the route's response schema (JSON or text); a mismatch is logged and
 * answered 500, so a test that reaches it fails loudly. The members sent are also checked against
 * what zod keeps (the projection must agree with zod on what is declared).
 */
async function checkedAnswer(c: Context<AppEnv>, r: ContractRoute, shape: Shape | null, res: Response): Promise<Response> {
  if (res.status !== 200) return res;
  const json = jsonResponseOf(r);
  const schema = json ?? textResponseOf(r);
  if (!schema) return res;
  const text = await res.clone().text();
  let value: unknown = text;
  if (json) {
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      value = undefined;
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return contractFailure(c, r, 'response does not match its schema', parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const stripped = json && shape?.exact ? membersZodStrips(value, parsed.data) : [];
  return stripped.length > 0 ? contractFailure(c, r, 'response carries fields its schema does not declare', undeclared(stripped)) : res;
}

/** Registers `r` on `api` (created by route-gates.ts `gatedApi`) with its gates and `handler`. */
export function registerRoute<R extends ContractRoute>(api: OpenAPIHono<AppEnv>, r: R, handler: ContractHandler<R>): void {
  // The config is built from the contract at run time, so Hono's route types cannot follow it; the
  // contract's own types (ValidInput, ResponseIn) type the handler instead.
  const valid = (c: Context<AppEnv>, target: 'param' | 'query' | 'json' | 'form'): unknown => (c.req as unknown as { valid(t: string): unknown }).valid(target);
  // Compiled once, here: a response schema that cannot say which fields it declares stops the server's start.
  const json = jsonResponseOf(r);
  const shape = json ? shapeOf(json) : null;
  const config = routeConfigOf(r);
  // The document gets the contract's path; Hono gets the same path with its ids limited to integers.
  api.openAPIRegistry.registerPath(config);
  api.openapi({ ...config, path: honoPathOf(r.path), hide: true, middleware: gatesFor(api, r) }, async (c: Context<AppEnv>) => {
    let body: unknown = r.body ? valid(c, 'json') : r.form ? valid(c, 'form') : undefined;
    if (r.textBody) {
      const text = r.textBody.safeParse(await c.req.text());
      if (!text.success) return validationFailure(c, text.error);
      body = text.data;
    }
    // A multipart-only route gets the parts (null when there are none to read: the body is then left
    // unread); one that also takes JSON gets them when multipart is sent.
    if (r.multipart && (!r.body || isMultipart(c))) body = r.ignoredBody || !isFormData(c) ? null : await readFormParts(c);
    const input = { params: r.params ? valid(c, 'param') : undefined, query: r.query ? valid(c, 'query') : undefined, body } as ValidInput<R>;
    const answer = await handler(input, c);
    const strict = c.get('validateResponses') === true;
    const res = answer instanceof Response ? answer : answerOf(c, r, shape, answer, strict);
    return strict ? checkedAnswer(c, r, shape, res) : res;
  });
}
