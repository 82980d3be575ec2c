/**
 * Administration endpoints (access-and-administration.md §7): borrowers, users, clients, auctions,
 * lots, invitees and invitation e-mails, the list columns and the spreadsheet export. Routes, bodies
 * and answers are defined by contract/admin-*.ts; roles are checked by the policy gate and again by
 * each use case, which holds the rules; the contract's serialisers give its answers their wire names.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { registerRoute } from '../../wire/contract-route';
import { failureResponse } from '../../wire/failure';
import { isFormParts, uploadOf } from '../../wire/upload';
import { clientRoutes } from '../../../../contract/admin-organisations';
import { userFormWire, userRoutes, userSavedWire, userWire } from '../../../../contract/admin-users';
import { auctionFormWire, auctionRoutes, auctionWire } from '../../../../contract/admin-auctions';
import { lotFormWire, lotRoutes, lotWire } from '../../../../contract/admin-lots';
import { invitedUserWire, inviteeRoutes } from '../../../../contract/admin-invitees';
import { exportRoutes, XLSX } from '../../../../contract/admin-exports';
import { listClients, loadClient, saveClient } from '../../../../core/admin/clients';
import { loadLogo, uploadLogo } from '../../../../core/admin/client-logo';
import { listUsers, loadUserForm, saveUser } from '../../../../core/admin/users';
import { listAuctions, loadAuctionForm, saveAuction } from '../../../../core/admin/auctions';
import { blankLotForm, deleteLots, importLots, listLots, loadLotForm, lotChoices, saveLot, type LotsSource } from '../../../../core/admin/lots';
import { columnLabels } from '../../../../core/admin/columns';
import { exportWorkbook } from '../../../../core/admin/excel-export';
import { approvedBorrowers, approvedUsers, invitedUsers, inviteeLists, saveInvitees, saveUserList } from '../../../../core/admin/invitees';
import { invitePopup, recipientsFor, sendInvites } from '../../../../core/admin/invitations';
import { MSG } from '../../../../core/domain/messages';
import { mapOk, ok, type Result } from '../../../../core/domain/result';
import { checkLotUploadFiles } from '../../../../core/lots-csv/upload-files';
import { idFrom } from '../../../../core/validation/input-id';

/** A successful list's items through `wire` (a contract serialiser); a failure as it is. */
const wiredList = <T, W>(result: Result<T[]>, wire: (value: T) => W): Result<W[]> => mapOk(result, (list) => list.map(wire));

/** An attachment name from the caller's fileName: safe characters only, always .xlsx. */
const workbookName = (fileName: string | undefined): string => {
  const name = (fileName ?? 'Export.xlsx').replace(/[^\w. -]+/g, '_').slice(0, 100) || 'Export.xlsx';
  return name.endsWith('.xlsx') ? name : `${name}.xlsx`;
};

export function registerAdminRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // ---- Lists and exports ----
  registerRoute(api, clientRoutes.list, async (_, c) => listClients(deps, principalOf(c)));
  registerRoute(api, userRoutes.list, async (_, c) => wiredList(await listUsers(deps, principalOf(c)), userWire));
  for (const [route, archived] of [
    [auctionRoutes.active, false],
    [auctionRoutes.archived, true],
  ] as const) {
    registerRoute(api, route, async ({ query }, c) =>
      wiredList(await listAuctions(deps, principalOf(c), { archived, clientId: query.clientId, companyId: query.companyId }), auctionWire),
    );
  }
  registerRoute(api, auctionRoutes.columns, async ({ params }, c) => columnLabels(deps, principalOf(c), params.routeName));
  registerRoute(api, exportRoutes.excel, async ({ query, body }, c) => {
    const bytes = await exportWorkbook(deps, principalOf(c), body, 'Export');
    if (!bytes.ok) return bytes;
    return c.body(new Uint8Array(bytes.value), 200, { 'content-type': XLSX, 'content-disposition': `attachment; filename="${workbookName(query.fileName)}"` });
  });

  // ---- Borrowers, users, clients and logos ----
  registerRoute(api, userRoutes.save, async ({ body }, c) => mapOk(await saveUser(deps, principalOf(c), body), userSavedWire));
  registerRoute(api, userRoutes.load, async ({ params }, c) => mapOk(await loadUserForm(deps, principalOf(c), params.id), userFormWire));
  registerRoute(api, clientRoutes.save, async ({ body }, c) => saveClient(deps, principalOf(c), body));
  registerRoute(api, clientRoutes.load, async ({ params }, c) => loadClient(deps, principalOf(c), params.id));
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

  // ---- Auctions ----
  registerRoute(api, auctionRoutes.save, async ({ body }, c) => mapOk(await saveAuction(deps, principalOf(c), body), (saved) => saved.id));

  // ---- Lots ----
  registerRoute(api, lotRoutes.list, async ({ params }, c) => wiredList(await listLots(deps, principalOf(c), params.auctionId), lotWire));
  registerRoute(api, lotRoutes.delete, async ({ body }, c) => deleteLots(deps, principalOf(c), body));
  registerRoute(api, lotRoutes.save, async ({ body }, c) => mapOk(await saveLot(deps, principalOf(c), body), lotWire));
  registerRoute(api, lotRoutes.load, async ({ params }, c) => mapOk(await loadLotForm(deps, principalOf(c), params.id), lotFormWire));
  registerRoute(api, lotRoutes.choices, async (_, c) => lotChoices(deps, principalOf(c)));
  registerRoute(api, lotRoutes.blank, async ({ params }, c) => mapOk(await blankLotForm(deps, principalOf(c), params.auctionId), lotFormWire));
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

  // ---- Invitees and e-mails ----
  registerRoute(api, inviteeRoutes.lists, async ({ params }, c) => inviteeLists(deps, principalOf(c), params.auctionId));
  registerRoute(api, inviteeRoutes.save, async ({ params, body }, c) => saveInvitees(deps, principalOf(c), params.auctionId, body));
  registerRoute(api, inviteeRoutes.approvedBorrowers, async ({ params }, c) => approvedBorrowers(deps, principalOf(c), params.auctionId));
  registerRoute(api, inviteeRoutes.approvedUsers, async ({ params }, c) => approvedUsers(deps, principalOf(c), params.auctionId));
  registerRoute(api, inviteeRoutes.invitedUsers, async ({ params }, c) => wiredList(await invitedUsers(deps, principalOf(c), params.auctionId), invitedUserWire));
  registerRoute(api, inviteeRoutes.saveUserList, async ({ params, body }, c) =>
    wiredList(await saveUserList(deps, principalOf(c), params.auctionId, body), invitedUserWire),
  );
  registerRoute(api, inviteeRoutes.invitePopup, async ({ params }, c) => invitePopup(deps, principalOf(c), params.auctionId));
  registerRoute(api, inviteeRoutes.recipients, async ({ params }, c) => recipientsFor(deps, principalOf(c), params.auctionId, params.subject));
  registerRoute(api, inviteeRoutes.sendInvites, async ({ params, body }, c) => sendInvites(deps, principalOf(c), params.auctionId, body));
}

/** POST /auction/{id}: registered after every other route so that it never shadows a literal path. */
export function registerAuctionLoadRoute(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerRoute(api, auctionRoutes.load, async ({ params }, c) => mapOk(await loadAuctionForm(deps, principalOf(c), params.id), auctionFormWire));
}
