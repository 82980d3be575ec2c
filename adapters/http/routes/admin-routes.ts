/**
 * Administration endpoints (access-and-administration.md §7): borrowers, users, clients, auctions,
 * lots, invitees and invitation e-mails, the list columns and the spreadsheet export. Routes, bodies
 * and answers are defined by contract/admin-*.ts; roles are checked by the policy gate; the services
 * hold the rules.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { registerRoute } from '../contract-route';
import { failureResponse } from '../failure';
import { isFormParts, uploadOf } from '../upload';
import { borrowerRoutes, clientRoutes } from '../../../contract/admin-organisations';
import { userRoutes } from '../../../contract/admin-users';
import { auctionRoutes } from '../../../contract/admin-auctions';
import { lotRoutes } from '../../../contract/admin-lots';
import { inviteeRoutes } from '../../../contract/admin-invitees';
import { exportRoutes, XLSX } from '../../../contract/admin-exports';
import { listBorrowers, loadBorrower, saveBorrower } from '../../../core/admin/borrowers';
import { listClients, loadClient, saveClient } from '../../../core/admin/clients';
import { loadLogo, uploadLogo } from '../../../core/admin/client-logo';
import { listUsers, loadUserForm, saveUser } from '../../../core/admin/users';
import { listAuctions, loadAuctionForm, saveAuction } from '../../../core/admin/auctions';
import { blankLotForm, deleteLots, importLots, listLots, loadLotForm, lotChoices, saveLot } from '../../../core/admin/lots';
import { columnLabels } from '../../../core/admin/columns';
import { exportWorkbook } from '../../../core/admin/excel-export';
import { approvedBorrowers, approvedUsers, invitedUsers, inviteeLists, saveInvitees, saveUserList } from '../../../core/admin/invitees';
import { invitePopup, recipientsFor, sendInvites } from '../../../core/admin/invitations';
import { MSG } from '../../../core/domain/messages';
import { ok } from '../../../core/domain/result';
import { checkLotUploadFiles } from '../../../core/lots-csv/upload-files';
import { idFrom } from '../../../core/validation/input-id';

/** An attachment name from the caller's fileName: safe characters only, always .xlsx. */
const workbookName = (fileName: string | undefined): string => {
  const name = (fileName ?? 'Export.xlsx').replace(/[^\w. -]+/g, '_').slice(0, 100) || 'Export.xlsx';
  return name.endsWith('.xlsx') ? name : `${name}.xlsx`;
};

export function registerAdminRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // ---- Lists and exports ----
  registerRoute(api, borrowerRoutes.list, async () => ok(await listBorrowers(deps)));
  registerRoute(api, clientRoutes.list, async () => ok(await listClients(deps)));
  registerRoute(api, userRoutes.list, async () => ok(await listUsers(deps)));
  for (const [route, archived] of [
    [auctionRoutes.active, false],
    [auctionRoutes.archived, true],
  ] as const) {
    registerRoute(api, route, async ({ query }, c) => {
      const who = c.get('principal');
      return ok(await listAuctions(deps, { roles: who.roles, clientId: who.user.clientId }, { archived, clientId: query.clientId, companyId: query.companyId }));
    });
  }
  registerRoute(api, auctionRoutes.columns, async ({ params }) => ok(columnLabels(params.routeName)));
  registerRoute(api, exportRoutes.excel, async ({ query, body }, c) => {
    const workbook = exportWorkbook(body, 'Export');
    if (!workbook.ok) return workbook;
    const bytes = await deps.spreadsheets.render(workbook.value);
    return c.body(new Uint8Array(bytes), 200, { 'content-type': XLSX, 'content-disposition': `attachment; filename="${workbookName(query.fileName)}"` });
  });

  // ---- Borrowers, users, clients and logos ----
  registerRoute(api, borrowerRoutes.save, async ({ body }) => saveBorrower(deps, body));
  registerRoute(api, borrowerRoutes.load, async ({ params }) => loadBorrower(deps, params.id));
  registerRoute(api, userRoutes.save, async ({ body }, c) => saveUser(deps, body, c.get('principal').user.id));
  registerRoute(api, userRoutes.load, async ({ params }) => loadUserForm(deps, params.id));
  registerRoute(api, clientRoutes.save, async ({ body }) => saveClient(deps, body));
  registerRoute(api, clientRoutes.load, async ({ params }) => loadClient(deps, params.id));
  registerRoute(api, clientRoutes.uploadLogo, async ({ params, body }, c) => {
    const upload = await uploadOf(c, body);
    if (!upload.ok) return upload;
    const result = await uploadLogo(deps, params.clientCode, upload.value.files[0]?.bytes ?? null);
    return result.ok ? ok({ message: MSG.SAVED_SUCCESSFULLY, ...result.value }) : result;
  });
  registerRoute(api, clientRoutes.loadLogo, async ({ params }, c) => {
    const logo = await loadLogo(deps, c.get('principal'), params.clientCode);
    if (!logo.ok) return failureResponse(c, logo);
    return c.body(new Uint8Array(logo.value.bytes), 200, { 'content-type': logo.value.contentType, 'cache-control': 'private, no-cache' });
  });

  // ---- Auctions ----
  registerRoute(api, auctionRoutes.save, async ({ body }) => {
    const saved = await saveAuction(deps, body);
    return saved.ok ? ok(saved.value.id) : saved;
  });

  // ---- Lots ----
  registerRoute(api, lotRoutes.list, async ({ params }) => listLots(deps, params.auctionId));
  registerRoute(api, lotRoutes.delete, async ({ body }) => deleteLots(deps, body));
  registerRoute(api, lotRoutes.save, async ({ body }) => saveLot(deps, body));
  registerRoute(api, lotRoutes.load, async ({ params }) => loadLotForm(deps, params.id));
  registerRoute(api, lotRoutes.choices, async () => ok(await lotChoices(deps)));
  registerRoute(api, lotRoutes.blank, async ({ params }) => blankLotForm(deps, params.auctionId));
  registerRoute(api, lotRoutes.upload, async ({ query, body }, c) => {
    let auctionId = idFrom(query.auctionId);
    let csv: string | null;
    if (isFormParts(body)) {
      const upload = await uploadOf(c, body);
      if (!upload.ok) return upload;
      const file = checkLotUploadFiles(upload.value.files);
      if (!file.ok) return file;
      csv = new TextDecoder().decode(file.value.bytes);
      auctionId ??= idFrom(upload.value.fields.auctionId);
    } else {
      auctionId ??= body.auctionId ?? null;
      csv = body.csv ?? null;
      if (csv === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UPLOAD_LOT_FILE, fields: { records: MSG.INVALID_VALUE } });
    }
    if (auctionId === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UPLOAD_LOT_FILE, fields: { auctionId: MSG.INVALID_VALUE } });
    const result = await importLots(deps, auctionId, csv);
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

  // ---- Invitees and e-mails ----
  registerRoute(api, inviteeRoutes.lists, async ({ params }) => inviteeLists(deps, params.auctionId));
  registerRoute(api, inviteeRoutes.save, async ({ params, body }) => saveInvitees(deps, params.auctionId, body));
  registerRoute(api, inviteeRoutes.approvedBorrowers, async ({ params }) => approvedBorrowers(deps, params.auctionId));
  registerRoute(api, inviteeRoutes.approvedUsers, async ({ params }) => approvedUsers(deps, params.auctionId));
  registerRoute(api, inviteeRoutes.invitedUsers, async ({ params }) => invitedUsers(deps, params.auctionId));
  registerRoute(api, inviteeRoutes.saveUserList, async ({ params, body }) => saveUserList(deps, params.auctionId, body));
  registerRoute(api, inviteeRoutes.invitePopup, async ({ params }, c) => invitePopup(deps, params.auctionId, c.get('principal').user));
  registerRoute(api, inviteeRoutes.recipients, async ({ params }) => recipientsFor(deps, params.auctionId, params.subject));
  registerRoute(api, inviteeRoutes.sendInvites, async ({ params, body }) => sendInvites(deps, params.auctionId, body));
}

/** POST /auction/{id}: registered after every other route so that it never shadows a literal path. */
export function registerAuctionLoadRoute(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerRoute(api, auctionRoutes.load, async ({ params }) => loadAuctionForm(deps, params.id));
}
