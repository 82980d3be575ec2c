/**
 * The OpenAPI document at /api/openapi.json: OpenAPI 3.1 (its `null` type says "may be null" in every
 * schema, where 3.0's `nullable` needs a `type` beside it that zod's unions and unknowns lack), with each
 * operation's `security` taken from the core endpoint policy, the table the auth gate enforces, so the
 * document cannot claim other access than the server applies. redocly.yaml and openapi-lint.test.ts
 * keep it valid.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { matchEndpoint } from '../../core/policy/endpoint-matcher';

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/** The security scheme's name: the access token of POST /token, sent as `Authorization: Bearer …`. */
export const BEARER = 'bearer';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'eSecAuction API',
    version: '1.0.0',
    description:
      'Sealed-bid securities-lending auctions. All paths are under /api. Authenticate with POST /token ' +
      '(OAuth2 password grant) and send `Authorization: Bearer <access_token>`. Errors answer JSON ' +
      '`{ error, code, fields? }`; status 302 means "bids placed" (no Location header).',
  },
  servers: [{ url: '/api' }],
};

/**
 * Sets each operation's `security` from its policy entry: none for public endpoints (sign-in, password
 * reset), the bearer token otherwise, naming the capability it must carry (OpenAPI 3.1 lets a non-OAuth
 * scheme list the roles it requires). An operation without a policy entry keeps none, which the lint refuses.
 */
function withSecurity(doc: OpenApiDocument): OpenApiDocument {
  doc.components = {
    ...doc.components,
    securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', description: 'The access_token answered by POST /token' } },
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      // Policy paths are the catalogue's templates (`load{provider}logo`): match a concrete path.
      const access = op && matchEndpoint(method, path.replace(/\{[^}]+\}/g, '1'))?.entry.access;
      if (!op || !access) continue;
      op.security = access === 'public' ? [] : [{ [BEARER]: access === 'authenticated' ? [] : [access] }];
    }
  }
  return doc;
}

/** The document of every route registered on `api`. */
export const openApiDocumentOf = (api: OpenAPIHono<AppEnv>): OpenApiDocument => withSecurity(api.getOpenAPI31Document(CONFIG));

/**
 * Serves the document at `/openapi.json` of `api`. Built on the first request, once every route is
 * registered, and kept: the routes do not change while the server runs.
 */
export function registerOpenApiDocument(api: OpenAPIHono<AppEnv>): void {
  let doc: OpenApiDocument | undefined;
  api.get('/openapi.json', (c) => c.json((doc ??= openApiDocumentOf(api))));
}
