/**
 * Registers a route of the contract (contract/*.ts) on the Hono API: the request is validated at the
 * edge with the contract's schemas (failures answer 400 with the schema's messages, validation-hook.ts),
 * the OpenAPI document describes the same schemas, and the handler's answer is typed by the contract's
 * response schema, so a service whose answer drifts from the contract does not compile.
 */
import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import type { ContractRoute, ResponseIn, ValidBodyOf, ValidParamsOf, ValidQueryOf } from '../../contract/route';
import type { Result } from '../../core/domain/result';
import { FAILURES, jsonContent, reply } from './route-kit';
import { ErrorBody } from '../../contract/common';
import { validationFailure } from './validation-hook';

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

/** The OpenAPI route config of a contract route. */
export function routeConfigOf(r: ContractRoute): RouteConfig {
  const failures = Object.fromEntries(Object.entries(r.failures ?? {}).map(([status, description]) => [status, jsonContent(ErrorBody, description)]));
  const ok =
    'file' in r.response
      ? { description: 'The file', content: { [r.response.file]: { schema: { type: 'string' as const, format: 'binary' } } } }
      : jsonContent(r.response, 'OK');
  const body = r.body
    ? { body: { required: true, content: { 'application/json': { schema: r.body } } } }
    : r.textBody
      ? { body: { required: false, content: { 'text/plain': { schema: r.textBody } } } }
      : r.multipart
        ? { body: { required: false, content: { 'multipart/form-data': { schema: multipartSchema(r.multipart) } } } }
        : {};
  return createRoute({
    method: r.method,
    path: r.path,
    tags: [...r.tags],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    request: { ...(r.params ? { params: r.params } : {}), ...(r.query ? { query: r.query } : {}), ...body },
    responses: { 200: ok, ...FAILURES, ...failures },
  });
}

/** Registers `r` on `api` with `handler`. */
export function registerRoute<R extends ContractRoute>(api: OpenAPIHono<AppEnv>, r: R, handler: ContractHandler<R>): void {
  // The config is built from the contract at run time, so Hono's route types cannot follow it; the
  // contract's own types (ValidInput, ResponseIn) type the handler instead.
  const valid = (c: Context<AppEnv>, target: 'param' | 'query' | 'json'): unknown => (c.req as unknown as { valid(t: string): unknown }).valid(target);
  api.openapi(routeConfigOf(r), async (c: Context<AppEnv>) => {
    let body: unknown = r.body ? valid(c, 'json') : undefined;
    if (r.textBody) {
      const text = r.textBody.safeParse(await c.req.text());
      if (!text.success) return validationFailure(c, text.error);
      body = text.data;
    }
    if (r.multipart) body = await readFormParts(c);
    const input = { params: r.params ? valid(c, 'param') : undefined, query: r.query ? valid(c, 'query') : undefined, body } as ValidInput<R>;
    const answer = await handler(input, c);
    return answer instanceof Response ? answer : reply(c, answer);
  });
}
