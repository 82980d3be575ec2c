/**
 * Typed calls of the contract's routes (contract/*.ts): the path, parameters, body and answer types
 * all come from the route definition the server registers, so the web holds no copy of a wire shape.
 *
 *   const res = await apiCall(awardRoutes.awards, { params: { id: auctionId } });
 *   if (res.ok) res.data // AwardRow[]
 */
import type { BodyOf, ContractRoute, ParamsOf, QueryOf, ResponseOf } from '../../../contract/route';
import { pathWith } from '../../../contract/route';
import { api, type ApiResult, type RequestOptions } from './api-client';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** The arguments of a call: `params`, `query` and `body` exactly when the route has them. */
export type CallInput<R extends ContractRoute> = Part<'params', ParamsOf<R>> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

export async function apiCall<R extends ContractRoute>(
  route: R,
  input: CallInput<R>,
  opts: Pick<RequestOptions, 'public'> = {},
): Promise<ApiResult<ResponseOf<R>>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
  const request: RequestOptions = { ...opts, method: route.method.toUpperCase() as RequestOptions['method'], query };
  if (route.textBody) request.body = String(body ?? '');
  else if (route.body) request.json = body;
  if ('file' in route.response) request.as = 'file';
  return api<ResponseOf<R>>(pathWith(route.path, params), request);
}
