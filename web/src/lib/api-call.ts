/**
 * Typed calls of the contract's routes (contract/*.ts): the path, parameters, body and answer types
 * all come from the route definition the server registers, so the web holds no copy of a wire shape.
 *
 *   const res = await apiCall(awardRoutes.awards, { params: { id: auctionId } });
 *   if (res.ok) res.data // AwardRow[]
 */
import type { BodyOf, ContractRoute, ParamsOf, QueryOf, ResponseOf } from '../../../contract/route';
import { fileResponseOf, pathWith, textResponseOf } from '../../../contract/route';
import { api, type ApiResult, type RequestOptions } from './api-client';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** The arguments of a call: `params`, `query` and `body` exactly when the route has them. */
export type CallInput<R extends ContractRoute> = Part<'params', ParamsOf<R>> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

export async function apiCall<R extends ContractRoute>(
  route: R,
  input: CallInput<R>,
  opts: Pick<RequestOptions, 'public' | 'signal'> = {},
): Promise<ApiResult<ResponseOf<R>>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
  const request: RequestOptions = { ...opts, method: route.method.toUpperCase() as RequestOptions['method'], query };
  if (body instanceof FormData) request.body = body;
  else if (route.textBody) request.body = typeof body === 'string' ? body : '';
  else if (route.form) request.form = Object.fromEntries(Object.entries(body as Record<string, string | undefined>).filter((e): e is [string, string] => e[1] !== undefined));
  else if (route.body) request.json = body;
  if (fileResponseOf(route)) request.as = 'file';
  else if (textResponseOf(route)) request.as = 'text';
  return api<ResponseOf<R>>(pathWith(route.path, params), request);
}
