/**
 * The OpenAPI document at /api/openapi.json: OpenAPI 3.1 (its `null` type says "may be null" in every
 * schema, where 3.0's `nullable` needs a `type` beside it that zod's unions and unknowns lack). Each
 * operation's `security` is the access its contract route declares (contract-route.ts `routeConfigOf`),
 * the same the route's authorization gate applies, so the document cannot claim other access than the
 * server enforces. redocly.yaml and openapi-lint.test.ts keep it valid.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { BEARER, registerRoute } from './contract-route';
import { openApiRoute } from '../../../contract/openapi';
import { CONTRACT_ROUTES } from '../../../contract/index';
import pkg from '../../../package.json' with { type: 'json' };

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

const CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'eSecAuction API',
    // The HTTP contract is part of the package's public API, so it carries the package's version (docs/versioning.md).
    version: pkg.version,
    description:
      'Sealed-bid securities-lending auctions. All paths are under /api. Authenticate with POST /token ' +
      '(OAuth2 password grant) and send `Authorization: Bearer <access_token>`. Errors answer JSON ' +
      '`{ error, code, fields? }`; status 302 means "bids placed" (no Location header).',
    // The package's licence, an SPDX identifier.
    license: { name: pkg.license, identifier: pkg.license },
  },
  servers: [{ url: '/api' }],
};

/** Each contract path's place in the contract (contract/index.ts): the document lists paths by area, whatever order the server registers them in. */
const PATH_ORDER = new Map([...new Set(CONTRACT_ROUTES.map((r) => r.path))].map((path, i) => [path, i]));

/** The document of every route registered on `api`, with the bearer scheme its operations name. */
export function openApiDocumentOf(api: OpenAPIHono<AppEnv>): OpenApiDocument {
  const doc = api.getOpenAPI31Document(CONFIG);
  const place = (path: string) => PATH_ORDER.get(path) ?? PATH_ORDER.size;
  doc.paths = Object.fromEntries(Object.entries(doc.paths ?? {}).sort(([a], [b]) => place(a) - place(b)));
  doc.components = {
    ...doc.components,
    securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', description: 'The access_token answered by POST /token' } },
  };
  return doc;
}

/**
 * Serves the document at `/openapi.json` of `api`. Built on the first request, once every route is
 * registered, and kept: the routes do not change while the server runs.
 */
export function registerOpenApiDocument(api: OpenAPIHono<AppEnv>): void {
  let doc: OpenApiDocument | undefined;
  registerRoute(api, openApiRoute, async (_input, c) => c.json((doc ??= openApiDocumentOf(api))));
}
