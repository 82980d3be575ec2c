/**
 * Billing endpoints (ours; contract/billing.ts): the statement files, answered here as downloads. The
 * statements' data and the e-mailing are served by their use cases (routes/served-routes.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { failureResponse } from '../../wire/failure';
import { registerRoute } from '../../wire/contract-route';
import { billingRoutes } from '../../../../contract/billing';
import { billingStatementFile, type StatementFormat } from '../../../../core/billing/billing-service';
import { fileResponse } from '../participation-kit';

export function registerBillingRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const files: [typeof billingRoutes.statementPdf | typeof billingRoutes.statementWorkbook, StatementFormat][] = [
    [billingRoutes.statementPdf, 'pdf'],
    [billingRoutes.statementWorkbook, 'xlsx'],
  ];
  for (const [route, format] of files) {
    registerRoute(api, route, async ({ params, query }, c) => {
      const file = await billingStatementFile(deps, principalOf(c), params.id, params.borrowerId, query.month ?? '', format);
      return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
    });
  }
}
