/**
 * Info centre endpoints (participation-and-reporting.md §7 "Info centre"). Routes, bodies and answers
 * are defined by contract/infocentre.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { failureResponse } from '../../wire/failure';
import { MSG } from '../../../../core/domain/messages';
import { downloadDocument, specificAuctionRules, uploadFiles, userAgreement, type UploadedFile } from '../../../../core/infocentre/infocentre';
import { DOCUMENT_KINDS, infoCentreRoutes, rowsAnswerWire } from '../../../../contract/infocentre';
import { registerRoute } from '../../wire/contract-route';
import { fileResponse } from '../participation-kit';
import { idFrom } from '../../../../core/validation/input-id';
import { mapOk } from '../../../../core/domain/result';

export function registerInfoCentreRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerRoute(api, infoCentreRoutes.userAgreement, async (_, c) => {
    const file = await userAgreement(deps, principalOf(c));
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });
  registerRoute(api, infoCentreRoutes.specificAuctionRules, async ({ params }, c) => {
    const file = await specificAuctionRules(deps, principalOf(c), params.auctionId);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });

  for (const k of DOCUMENT_KINDS) {
    const routes = infoCentreRoutes[k.kind];
    registerRoute(api, routes.download, async ({ body }, c) => {
      const file = await downloadDocument(deps, principalOf(c), k.kind, body);
      return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
    });
    registerRoute(api, routes.upload, async ({ params, body }, c) => {
      const fail = (field: string) => ({ code: 'VALIDATION' as const, message: MSG.UNABLE_TO_UPLOAD_FILES, fields: { [field]: MSG.UNABLE_TO_UPLOAD_FILES } });
      if (!body) return failureResponse(c, fail('uploadedfiles'));
      const files = body.get('uploadedfiles') ?? [];
      const ids = body.get(k.idField) ?? [];
      if (files.length === 0) return failureResponse(c, fail('uploadedfiles'));
      if (files.length !== ids.length) return failureResponse(c, fail(k.idField));
      const uploads: UploadedFile[] = [];
      for (const [i, f] of files.entries()) {
        const raw = ids[i];
        const id = typeof raw === 'string' ? idFrom(raw) : null;
        if (typeof f === 'string') return failureResponse(c, fail('uploadedfiles'));
        if (id === null || id <= 0) return failureResponse(c, fail(k.idField));
        uploads.push({ rowId: id, fileName: f.name, content: new Uint8Array(await f.arrayBuffer()) });
      }
      return mapOk(await uploadFiles(deps, principalOf(c), params.auctionId, k.kind, uploads), rowsAnswerWire);
    });
  }
}
