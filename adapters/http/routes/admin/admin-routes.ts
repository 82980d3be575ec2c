/**
 * The administration endpoints (access-and-administration.md §7) that need a handler of their own: the
 * spreadsheet export (a file), the client logo upload (multipart) and read (a file), and the lots upload
 * (multipart or JSON). Every other administration route (borrowers, users, clients, auctions, lots,
 * invitees and invitation e-mails, the list columns) is served by its use case (../served-routes.ts).
 * Routes, bodies and answers are defined by contract/admin-*.ts; roles are checked by the policy gate
 * and again by each use case, which holds the rules.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { registerRoute } from '../../wire/contract-route';
import { failureResponse } from '../../wire/failure';
import { isFormParts, uploadOf } from '../../wire/upload';
import { clientRoutes } from '../../../../contract/admin-organisations';
import { lotRoutes } from '../../../../contract/admin-lots';
import { exportRoutes, XLSX } from '../../../../contract/admin-exports';
import { loadLogo, uploadLogo } from '../../../../core/admin/client-logo';
import { importLots, type LotsSource } from '../../../../core/admin/lots';
import { exportWorkbook } from '../../../../core/admin/excel-export';
import { MSG } from '../../../../core/domain/messages';
import { mapOk, ok } from '../../../../core/domain/result';
import { checkLotUploadFiles } from '../../../../core/lots-csv/upload-files';
import { idFrom } from '../../../../core/validation/input-id';
import { holdingRoutes } from '../../../../contract/holdings';
import { exportHoldings, holdingsTemplate, uploadHoldings } from '../../../../core/holdings/holdings';
import { fileResponse } from '../participation-kit';

/** An attachment name from the caller's fileName: safe characters only, always .xlsx. */
const workbookName = (fileName: string | undefined): string => {
  const name = (fileName ?? 'Export.xlsx').replace(/[^\w. -]+/g, '_').slice(0, 100) || 'Export.xlsx';
  return name.endsWith('.xlsx') ? name : `${name}.xlsx`;
};

export function registerAdminRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // ---- Exports ----
  registerRoute(api, exportRoutes.excel, async ({ query, body }, c) => {
    const bytes = await exportWorkbook(deps, principalOf(c), body, 'Export');
    if (!bytes.ok) return bytes;
    return c.body(new Uint8Array(bytes.value), 200, { 'content-type': XLSX, 'content-disposition': `attachment; filename="${workbookName(query.fileName)}"` });
  });

  // ---- Client logos ----
  registerRoute(api, clientRoutes.uploadLogo, async ({ params, body }, c) => {
    const upload = await uploadOf(c, body);
    if (!upload.ok) return upload;
    const result = await uploadLogo(deps, principalOf(c), params.clientCode, upload.value.files[0]?.bytes ?? null);
    return mapOk(result, (stored) => ({ message: MSG.SAVED_SUCCESSFULLY, ...stored }));
  });
  registerRoute(api, clientRoutes.loadLogo, async ({ params }, c) => {
    const logo = await loadLogo(deps, principalOf(c), params.clientCode);
    if (!logo.ok) return failureResponse(c, logo);
    return c.body(new Uint8Array(logo.value.bytes), 200, { 'content-type': logo.value.contentType, 'cache-control': 'private, no-cache' });
  });

  // ---- Lots ----
  registerRoute(api, lotRoutes.upload, async ({ query, body }, c) => {
    let auctionId = idFrom(query.auctionId);
    let source: LotsSource | null;
    if (isFormParts(body)) {
      const upload = await uploadOf(c, body);
      if (!upload.ok) return upload;
      // Checked here too, so a bad file is named before a missing auction id (the use case checks it again).
      const file = checkLotUploadFiles(upload.value.files);
      if (!file.ok) return file;
      source = { files: upload.value.files };
      auctionId ??= idFrom(upload.value.fields.auctionId);
    } else {
      auctionId ??= body.auctionId ?? null;
      source = body.csv ?? null;
      if (source === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UPLOAD_LOT_FILE, fields: { records: MSG.INVALID_VALUE } });
    }
    if (auctionId === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UPLOAD_LOT_FILE, fields: { auctionId: MSG.INVALID_VALUE } });
    const result = await importLots(deps, principalOf(c), auctionId, source);
    if (!result.ok) {
      // The header-only file also names its dialog title (Empty Template File); a file whose every
      // row was skipped lists them (NOTHING_IMPORTED).
      const res = failureResponse(c, result);
      if (!result.title && !result.skipped) return res;
      const extra = { ...(result.title ? { title: result.title } : {}), ...(result.skipped ? { skipped: result.skipped } : {}) };
      return c.json({ ...((await res.json()) as object), ...extra }, 400);
    }
    const { imported, skipped } = result.value;
    return ok({ imported, skipped });
  });

  // ---- Holdings: the file upload (its refused lines listed beside the error), the template and the export ----
  registerRoute(api, holdingRoutes.upload, async ({ params, body }, c) => {
    const upload = await uploadOf(c, body);
    if (!upload.ok) return upload;
    const result = await uploadHoldings(deps, principalOf(c), params.auctionId, upload.value.files);
    const refused = !result.ok && 'refused' in result ? result.refused : undefined;
    if (result.ok || !refused) return result;
    const res = failureResponse(c, result);
    return c.json({ ...((await res.json()) as object), refused }, 400);
  });
  registerRoute(api, holdingRoutes.template, async (_request, c) => {
    const file = await holdingsTemplate(deps, principalOf(c));
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });
  registerRoute(api, holdingRoutes.export, async ({ params }, c) => {
    const file = await exportHoldings(deps, principalOf(c), params.auctionId);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });
}
