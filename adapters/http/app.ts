/**
 * The HTTP application: security headers, body limit, request log, every API route under /api, each
 * with the gates its contract definition declares (route-gates.ts: authorization, quota, heavy reads),
 * the OpenAPI document at /api/openapi.json, the web app under /esecauction/, and `/` → /esecauction/login.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './context';
import { codeOfStatus, errorBody, failureResponse } from './wire/failure';
import { requestLog, type RequestLogger } from './request-log';
import { staticWeb } from './static-web';
import { registerOpenApiDocument } from './wire/openapi-document';
import { nodeBodyLimit } from './wire/node-body';
import { compressAnswers } from './wire/compress';
import { closeAfterUnreadBody } from './wire/unread-body';
import { validationHook } from './wire/validation-hook';
import { DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE, expensiveRequestQuota } from './gates/rate-limits';
import { DEFAULT_HEAVY_REQUESTS_AT_ONCE, heavyRequestGate } from './gates/heavy-request-gate';
import { cameOverTls } from './gates/client-address';
import { RenderBudgetExceeded } from '../../core/ports/documents';
import { registerParticipationRoutes } from './routes/participation';
import { registerAuthRoutes } from './routes/auth/auth-routes';
import { registerAdminRoutes } from './routes/admin/admin-routes';
import { registerServedRoutes } from './routes/served-routes';
import { useCasesOf } from '../../core/app/core-api';
import { authenticateBearer } from '../../core/auth/tokens';
import { answerUnrouted, gatedApi } from './gates/route-gates';
import { createSessionWatch } from './live/session-watch';
import { MSG } from '../../core/domain/messages';

export interface AppOptions {
  /** Where request log lines go; none in tests. */
  log?: RequestLogger;
  /**
   * Pause before answering a failed password sign-in, or one refused a turn at the password check
   * (default 400 ms): slows guessing and floods without holding anything while waiting. Successful
   * sign-ins are never delayed. Tests pass 0.
   */
  failedSignInDelayMs?: number;
  /** Registers more contract routes after the application's own, with the same gates (a test's route under a new prefix). */
  moreRoutes?: (api: OpenAPIHono<AppEnv>) => void;
}

/** Content Security Policy: own origin only, plus data:/blob: images (logos, previews) and blob: downloads. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The browser features the app never uses, switched off for its pages and any content it serves. Only
 * features Chromium recognises: an unknown one (`bluetooth`) is logged as an error on every page load
 * (e2e/staff-setup-walk.e2e.test.ts checks the console).
 */
const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  geolocation: false,
  payment: false,
  usb: false,
  serial: false,
  magnetometer: false,
  gyroscope: false,
  accelerometer: false,
  displayCapture: false,
  interestCohort: false,
};

/** Two years, subdomains included (OWASP ASVS 5.0 3.4.1). */
const HSTS = 'max-age=63072000; includeSubDomains';

export function createApp(deps: AppDeps, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use('*', closeAfterUnreadBody({ limitBytes: deps.http.bodyLimitBytes }));
  if (options.log) app.use('*', requestLog(options.log));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: CSP,
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      permissionsPolicy: PERMISSIONS_POLICY,
      // HSTS only on answers that went out over TLS (directly or via a trusted proxy), below.
      strictTransportSecurity: false,
    }),
  );
  app.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      await next();
      if (cameOverTls(c, deps.http.trustedProxies)) c.res.headers.set('strict-transport-security', HSTS);
    }),
  );

  const api = gatedApi(
    {
      authenticate: (bearer) => authenticateBearer(deps, bearer),
      quota: expensiveRequestQuota(deps.http.expensiveRequestsPerMinute ?? DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE),
      heavy: heavyRequestGate(deps.http.heavyRequestsAtOnce ?? DEFAULT_HEAVY_REQUESTS_AT_ONCE),
    },
    { defaultHook: validationHook },
  );
  api.use(
    '*',
    nodeBodyLimit(deps.http.bodyLimitBytes, (c) => failureResponse(c, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' })),
  );
  api.use('*', async (c, next) => {
    c.set('validateResponses', deps.http.validateResponses === true);
    await next();
  });
  // JSON answers (reports of thousands of rows) are gzip-compressed for browsers that accept it.
  api.use('*', compressAnswers({ threshold: 1024 }));
  // API answers carry personal and bid data: never cached unless a route says otherwise.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // One watch over the live streams' sessions, told at once of a logout on this server.
  const sessions = deps.http.sessionWatch ?? createSessionWatch(deps);
  registerAuthRoutes(api, deps, options.failedSignInDelayMs ?? 400, sessions);
  registerAdminRoutes(api, deps);
  registerParticipationRoutes(api, deps, sessions);
  registerServedRoutes(api, useCasesOf(deps));
  registerOpenApiDocument(api);
  options.moreRoutes?.(api);
  // After the last route: what no route took answers 404, or 405 for a known path under another method.
  api.all('*', answerUnrouted(api));
  app.route('/api', api);

  app.get('/', (c) => c.redirect('/esecauction/login', 302));
  // Browsers ask for /favicon.ico on every page whatever the page says: point them at the app's icon.
  app.get('/favicon.ico', (c) => c.redirect('/esecauction/favicon.svg', 301));
  const web = staticWeb(deps.http.webDistDir);
  app.get('/esecauction', (c) => c.redirect('/esecauction/', 302));
  app.get('/esecauction/*', web);
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? failureResponse(c, { code: 'NOT_FOUND', message: MSG.NOT_FOUND }) : c.text('Not found', 404),
  );
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? `Malformed request: ${err.message}` : err.message || 'Request failed.';
      return c.json(errorBody({ code: codeOfStatus(status), message }), status);
    }
    if (err instanceof SyntaxError) return c.json(errorBody({ code: 'VALIDATION', message: 'Malformed request body.' }), 400);
    if (err instanceof RenderBudgetExceeded) return failureResponse(c, { code: 'EXPORT_TOO_LARGE', message: MSG.EXPORT_TOO_LARGE });
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', path: c.req.path, error: String(err), stack: err.stack }));
    return c.json(errorBody({ code: 'INTERNAL', message: 'Internal server error.' }), 500);
  });
  return app;
}
