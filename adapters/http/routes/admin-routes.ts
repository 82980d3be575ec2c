/**
 * Administration endpoints (access-and-administration.md §7): borrowers, users, clients, auctions,
 * lots, invitees and invitation e-mails. Roles are checked by the policy gate; the services hold
 * the rules. Request bodies are documented with the core/validation schemas; the field rules and
 * messages come from the services.
 */
import { createRoute, z, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { FAILURES, IdParam, jsonContent, reply } from '../route-kit';
import { failureResponse } from '../failure';
import { readUpload } from '../upload';
import { borrowerSaveSchema, clientSaveSchema } from '../../../core/validation/organisation-forms';
import { userSaveSchema } from '../../../core/validation/user-form';
import { auctionSaveSchema } from '../../../core/validation/auction-form';
import { lotSaveSchema } from '../../../core/validation/lot-form';
import { listBorrowers, loadBorrower, saveBorrower } from '../../../core/app/admin/borrowers';
import { listClients, loadClient, saveClient } from '../../../core/app/admin/clients';
import { loadLogo, uploadLogo } from '../../../core/app/admin/client-logo';
import { listUsers, loadUserForm, saveUser } from '../../../core/app/admin/users';
import { listAuctions, loadAuctionForm, saveAuction } from '../../../core/app/admin/auctions';
import { blankLotForm, deleteLots, importLots, listLots, loadLotForm, lotChoices, recordsToCsv, saveLot } from '../../../core/app/admin/lots';
import { columnLabels } from '../../../core/app/admin/columns';
import { rowsWorkbook } from '../../../core/app/admin/excel-export';
import { approvedBorrowers, approvedUsers, idsOf, invitedUsers, inviteeLists, saveInvitees, saveUserList } from '../../../core/app/admin/invitees';
import { invitePopup, recipientsFor, sendInvites } from '../../../core/app/admin/invitations';
import { MSG } from '../../../core/domain/messages';
import { checkLotUploadFiles } from '../../../core/lots-csv/upload-files';
import { idFrom } from '../../../core/app/input-id';
import { registerRoute } from '../contract-route';
import { auctionListRoutes } from '../../../contract/auction-lists';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Borrower = z.object({ id: z.number().int(), companyName: z.string(), companyCode: z.string(), active: z.boolean() }).openapi('Borrower');
const Client = z
  .object({ id: z.number().int(), clientName: z.string(), clientCode: z.string(), active: z.boolean(), logoFile: z.string().nullable() })
  .openapi('Client');
const Message = z.object({ message: z.string() });
const AnyJson = z.any().openapi({ description: 'See the endpoint description' });

const idParams = z.object({ id: IdParam });
const auctionParams = z.object({ auctionId: IdParam });

/** A JSON body documented with `schema`, not validated by the route (the service validates it). */
const looseJson = (description: string, schema: z.ZodType = AnyJson) => ({
  body: { required: false, description, content: { 'application/json': { schema } } },
});

type RouteExtra = Omit<RouteConfig, 'method' | 'path' | 'responses'> & { responses?: RouteConfig['responses'] };

/** A POST route answering JSON (documented loosely unless `extra.responses` says more). */
const post = <P extends string, X extends RouteExtra>(path: P, tag: string, summary: string, extra: X = {} as X) =>
  createRoute({ method: 'post' as const, path, tags: [tag], summary, responses: { 200: jsonContent(AnyJson, 'OK'), ...FAILURES }, ...extra });

const bodyOf = (c: Context): unknown => (c.req as unknown as { valid(t: 'json'): unknown }).valid('json');

const parseOptionalId = (s: string | undefined): number | null => idFrom(s);

export function registerAdminRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // ---- Lists ----
  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/companies',
      tags: ['Borrowers'],
      summary: 'Borrowers list',
      responses: { 200: jsonContent(z.array(Borrower), 'Borrowers'), ...FAILURES },
    }),
    async (c) => c.json(await listBorrowers(deps), 200),
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/clients',
      tags: ['Clients'],
      summary: 'Clients list',
      responses: { 200: jsonContent(z.array(Client), 'Clients'), ...FAILURES },
    }),
    async (c) => c.json(await listClients(deps), 200),
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/users',
      tags: ['Users'],
      summary: 'Users list',
      description: 'Each user with esecAucCompany, esecAucClient and userRoles; never credentials.',
      responses: { 200: jsonContent(z.array(AnyJson), 'Users'), ...FAILURES },
    }),
    async (c) => c.json(await listUsers(deps), 200),
  );

  for (const [route, archived] of [
    [auctionListRoutes.active, false],
    [auctionListRoutes.archive, true],
  ] as const) {
    registerRoute(api, route, async ({ query: q }, c) => {
      // A filter that is present but not an id is refused, not silently dropped (which would list every client's auctions).
      for (const [name, value] of [['clientId', q.clientId], ['companyId', q.companyId]] as const) {
        if (value && value.trim() && idFrom(value) === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.INVALID_VALUE, fields: { [name]: MSG.INVALID_VALUE } });
      }
      const who = c.get('principal');
      const list = await listAuctions(
        deps,
        { roles: who.roles, clientId: who.user.clientId },
        { archived, clientId: parseOptionalId(q.clientId), companyId: parseOptionalId(q.companyId) },
      );
      return { ok: true, value: list };
    });
  }

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/columns/{routeName}',
      tags: ['Lists'],
      summary: 'Column captions of a list screen',
      description: 'routeName: auctions, archiveauctions, lots, companies, clients, users. Unknown names answer [].',
      request: { params: z.object({ routeName: z.string() }) },
      responses: { 200: jsonContent(z.array(z.object({ field: z.string(), header: z.string() })), 'Columns'), ...FAILURES },
    }),
    (c) => c.json(columnLabels(c.req.valid('param').routeName), 200),
  );

  api.openapi(
    post('/excel/exportExcel', 'Exports', 'Render posted rows as an .xlsx workbook', {
      description:
        'Body: a JSON list of row objects (or {rows}); the header row is the union of their keys. Query fileName ' +
        '(default Export.xlsx) names the attachment. Used by the Users export (Users.xlsx) and the bids export.',
      request: { query: z.object({ fileName: z.string().optional() }), ...looseJson('List of row objects') },
      responses: { 200: { description: 'The workbook', content: { [XLSX]: { schema: z.string().openapi({ format: 'binary' }) } } }, ...FAILURES },
    }),
    async (c) => {
      const book = rowsWorkbook(bodyOf(c), 'Export');
      if (!book.ok) return failureResponse(c, book);
      const bytes = await deps.spreadsheets.render(book.value);
      const name = (c.req.query('fileName') ?? 'Export.xlsx').replace(/[^\w. -]+/g, '_').slice(0, 100) || 'Export.xlsx';
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': XLSX,
        'content-disposition': `attachment; filename="${name.endsWith('.xlsx') ? name : `${name}.xlsx`}"`,
      });
    },
  );

  // ---- Borrowers ----
  api.openapi(
    post('/auction/companysave', 'Borrowers', 'Create (id -1) or update a borrower; answers the saved borrower', {
      request: looseJson('Borrower fields', borrowerSaveSchema),
    }),
    async (c) => reply(c, await saveBorrower(deps, bodyOf(c))),
  );
  api.openapi(
    post('/auction/companyedit/{id}', 'Borrowers', 'Load a borrower (-1: blank form)', { request: { params: idParams } }),
    async (c) => reply(c, await loadBorrower(deps, c.req.valid('param').id)),
  );

  // ---- Users ----
  api.openapi(
    post('/auction/usersave', 'Users', 'Create (id -1) or update a user', {
      description:
        'Body: the user fields with roles as role codes, plus optional mfaEnabled (true enrols MFA: the answer then ' +
        'carries mfaEnrolment {secret, uri} once; false disables it). Answer {user, mfaEnrolment?}. Duplicate login: 409 ' +
        '"Unable to save. Login Name already exists."',
      request: looseJson('User fields', userSaveSchema.extend({ mfaEnabled: z.boolean().optional() })),
    }),
    async (c) => reply(c, await saveUser(deps, bodyOf(c), c.get('principal').user.id)),
  );
  api.openapi(
    post('/auction/useredit/{id}', 'Users', 'Load a user (-1: blank form) with companies, clients, roles and biddersInfoList', {
      description: 'roles is the choice list (every role); the user’s own roles are userRoles and roleCodes.',
      request: { params: idParams },
    }),
    async (c) => reply(c, await loadUserForm(deps, c.req.valid('param').id)),
  );

  // ---- Clients and logos ----
  api.openapi(
    post('/auction/clientsave', 'Clients', 'Create (id -1) or update a client; answers the saved client', { request: looseJson('Client fields', clientSaveSchema) }),
    async (c) => reply(c, await saveClient(deps, bodyOf(c))),
  );
  api.openapi(
    post('/auction/clientedit/{id}', 'Clients', 'Load a client (-1: blank form)', { request: { params: idParams } }),
    async (c) => reply(c, await loadClient(deps, c.req.valid('param').id)),
  );
  api.openapi(
    post('/auction/uploadlogo/{clientCode}', 'Clients', 'Upload the client logo (multipart, one image file)', {
      description: 'PNG, JPEG, GIF or WebP (checked by content), at most 1 MB. Field name: file (any file field is taken).',
      request: {
        params: z.object({ clientCode: z.string() }),
        body: { required: false, content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } } },
      },
    }),
    async (c) => {
      const upload = await readUpload(c);
      if (!upload.ok) return failureResponse(c, upload);
      const result = await uploadLogo(deps, c.req.valid('param').clientCode, upload.value[0]?.bytes ?? null);
      return result.ok ? c.json({ message: MSG.SAVED_SUCCESSFULLY, ...result.value }, 200) : failureResponse(c, result);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/loadlogo/{clientCode}',
      tags: ['Clients'],
      summary: 'The client logo image (404 when none)',
      request: { params: z.object({ clientCode: z.string() }) },
      responses: { 200: { description: 'The image bytes (image/png, image/jpeg, image/gif or image/webp)' }, ...FAILURES },
    }),
    async (c) => {
      const logo = await loadLogo(deps, c.req.valid('param').clientCode);
      if (!logo.ok) return failureResponse(c, logo);
      return c.body(new Uint8Array(logo.value.bytes), 200, { 'content-type': logo.value.contentType, 'cache-control': 'private, no-cache' });
    },
  );

  // ---- Auctions ----
  api.openapi(
    post('/auction/saveAuction', 'Auctions', 'Create (id -1) or update an auction; answers the auction id', {
      description:
        'Dates as yyyy-mm-dd and times as HH:mm, New York wall time. Answer: the id (a number). Duplicate name: 409 ' +
        '"Unable to save. Auction Name already exists."',
      request: looseJson('Auction form', auctionSaveSchema),
      responses: { 200: jsonContent(z.number().int(), 'The auction id'), ...FAILURES },
    }),
    async (c) => {
      const saved = await saveAuction(deps, bodyOf(c));
      return saved.ok ? c.json(saved.value.id, 200) : failureResponse(c, saved);
    },
  );

  // ---- Lots ----
  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/lot/{auctionId}',
      tags: ['Lots'],
      summary: 'Lots of an auction in lot-number order',
      description: 'Each lot with esecAucACForm, esecAucCurrency, currencySymbol, esecAucAuction (name, client code for the logo) and comboLots.',
      request: { params: auctionParams },
      responses: { 200: jsonContent(z.array(AnyJson), 'Lots'), ...FAILURES },
    }),
    async (c) => reply(c, await listLots(deps, c.req.valid('param').auctionId)),
  );
  api.openapi(
    createRoute({
      method: 'delete',
      path: '/auction/lots',
      tags: ['Lots'],
      summary: 'Delete lots',
      description:
        'Body: list of lots (objects with id) or of ids. Nothing selected: 400 "Warning, this is no lot selected". A lot ' +
        'with bids (or in a combo with bids): 302 "Unable to save. There are bids placed for this lot." and nothing is deleted.',
      request: looseJson('Lots to delete'),
      responses: { 200: jsonContent(z.object({ message: z.string(), deleted: z.number() }), '"Lot deleted successfully."'), ...FAILURES },
    }),
    async (c) => {
      const body = bodyOf(c);
      const list = Array.isArray(body) ? body : body && typeof body === 'object' ? ((body as { lots?: unknown; ids?: unknown }).lots ?? (body as { ids?: unknown }).ids ?? []) : [];
      const ids = idsOf(list);
      if (!ids) return failureResponse(c, { code: 'VALIDATION', message: MSG.INVALID_VALUE, fields: { lots: MSG.INVALID_VALUE } });
      return reply(c, await deleteLots(deps, ids));
    },
  );
  api.openapi(
    post('/auction/lotsave', 'Lots', 'Create (id -1) or update a lot; answers the saved lot', {
      description: 'Changing a priced value (lot number, market value, currency, FX rate, term days, combo, gross dividend, tax rate) of a lot with bids: 302.',
      request: looseJson('Lot fields', lotSaveSchema),
    }),
    async (c) => reply(c, await saveLot(deps, bodyOf(c))),
  );
  api.openapi(
    post('/auction/lotedit/{id}', 'Lots', 'Load a lot with assetClasses, currencies and otherLots', { request: { params: idParams } }),
    async (c) => reply(c, await loadLotForm(deps, c.req.valid('param').id)),
  );
  api.openapi(
    post('/auction/lotadd/-1', 'Lots', 'Asset classes and currencies for the upload template downloads', {
      responses: {
        200: jsonContent(
          z.object({ assetClasses: z.array(z.object({ id: z.number(), acFormDescr: z.string() })), currencies: z.array(z.object({ id: z.number(), currencyCode: z.string() })) }),
          'Lists',
        ),
        ...FAILURES,
      },
    }),
    async (c) => c.json(await lotChoices(deps), 200),
  );
  api.openapi(
    post('/auction/lotadd/{auctionId}', 'Lots', 'A blank lot form of the auction with assetClasses, currencies and otherLots (combo choices)', {
      request: { params: auctionParams },
    }),
    async (c) => reply(c, await blankLotForm(deps, c.req.valid('param').auctionId)),
  );
  api.openapi(
    post('/auction/lots/upload', 'Lots', 'Import lots from the 16-column CSV', {
      description:
        'Either multipart with one .csv file (any file field) and the field auctionId, or JSON {auctionId, records} / ' +
        '{auctionId, csv} where records is a list of rows (each the 16 cells, or one CSV line). Answer {imported, skipped:[{line, reason}]}. ' +
        'Empty file: 400 "Please do not upload an empty file"; header only: 400 "Please make sure the template has data" with title "Empty Template File".',
      request: {
        query: z.object({ auctionId: z.string().optional().openapi({ description: 'Also accepted here' }) }),
        body: {
          required: false,
          content: {
            'application/json': { schema: AnyJson },
            'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }), auctionId: z.string() }) },
          },
        },
      },
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      let auctionId = parseOptionalId(c.req.query('auctionId'));
      let csv: string | null = null;
      if (type.startsWith('multipart/form-data')) {
        const upload = await readUpload(c);
        if (!upload.ok) return failureResponse(c, upload);
        const file = checkLotUploadFiles(upload.value);
        if (!file.ok) return failureResponse(c, file);
        csv = new TextDecoder().decode(file.value.bytes);
        auctionId ??= parseOptionalId(upload.fields.auctionId);
      } else {
        const body = bodyOf(c);
        if (Array.isArray(body)) csv = recordsToCsv(body);
        else if (body && typeof body === 'object') {
          const b = body as { auctionId?: unknown; records?: unknown; csv?: unknown };
          auctionId ??= idFrom(b.auctionId);
          csv = typeof b.csv === 'string' ? b.csv : recordsToCsv(b.records);
        }
        if (csv === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UPLOAD_LOT_FILE, fields: { records: MSG.INVALID_VALUE } });
      }
      if (auctionId === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UPLOAD_LOT_FILE, fields: { auctionId: MSG.INVALID_VALUE } });
      const result = await importLots(deps, auctionId, csv);
      if (!result.ok) {
        const res = failureResponse(c, result);
        if (!result.title) return res;
        return c.json({ ...((await res.json()) as object), title: result.title }, 400);
      }
      const { imported, skipped } = result.value;
      return c.json({ imported, skipped }, 200);
    },
  );

  // ---- Invitees and e-mails ----
  api.openapi(
    post('/auction/invitees/{auctionId}', 'Invitees', 'Eligible (active, not approved) and approved borrowers', { request: { params: auctionParams } }),
    async (c) => reply(c, await inviteeLists(deps, c.req.valid('param').auctionId)),
  );
  api.openapi(
    post('/auction/inviteesave/{auctionId}', 'Invitees', 'Approve (added) and remove (removed) borrowers; answers the new lists', {
      description: 'Body {added, removed}: lists of borrower ids or borrower objects. Removing a borrower with bids: 302, nothing saved.',
      request: { params: auctionParams, ...looseJson('{added, removed}') },
    }),
    async (c) => reply(c, await saveInvitees(deps, c.req.valid('param').auctionId, bodyOf(c))),
  );
  api.openapi(
    post('/auction/getApprovedBorrowers/{auctionId}', 'Invitees', 'Approved borrowers', { request: { params: auctionParams } }),
    async (c) => reply(c, await approvedBorrowers(deps, c.req.valid('param').auctionId)),
  );
  api.openapi(
    post('/auction/getApprovedUsers/{auctionId}', 'Invitees', 'E-mail list tree: approved borrowers with their users [{borrowerId, label, users:[{userId, label, emailAddress}]}]', {
      request: { params: auctionParams },
    }),
    async (c) => reply(c, await approvedUsers(deps, c.req.valid('param').auctionId)),
  );
  api.openapi(
    post('/auction/getInvitedUsers/{auctionId}', 'Invitees', 'The e-mail list: [{id, esecAucUser}]', { request: { params: auctionParams } }),
    async (c) => reply(c, await invitedUsers(deps, c.req.valid('param').auctionId)),
  );
  api.openapi(
    post('/auction/userlistsave/{auctionId}', 'Invitees', 'Save the e-mail list', {
      description: 'Body {userIds: checked user ids, removedIds: invited ids to remove}. Users must belong to approved borrowers.',
      request: { params: auctionParams, ...looseJson('{userIds, removedIds}') },
    }),
    async (c) => reply(c, await saveUserList(deps, c.req.valid('param').auctionId, bodyOf(c))),
  );
  api.openapi(
    post('/auction/invitepopup/{auctionId}', 'Invitees', 'Invitation templates {bidTemplate, aicTemplate, cc}', { request: { params: auctionParams } }),
    async (c) => reply(c, await invitePopup(deps, c.req.valid('param').auctionId, c.get('principal').user)),
  );
  api.openapi(
    post('/auction/invitepopupusers/{subject}/{auctionId}', 'Invitees', 'Recipients of a subject (Bid Invite, AIC Invite, Auction Updates)', {
      description: 'Bid Invite: invited users holding BIDDER or SUPERBIDDER; AIC Invite: holding AIC; Auction Updates: every invited user.',
      request: { params: z.object({ subject: z.string(), auctionId: IdParam }) },
    }),
    async (c) => {
      const p = c.req.valid('param');
      return reply(c, await recipientsFor(deps, p.auctionId, p.subject));
    },
  );
  api.openapi(
    post('/auction/sendInvites/{auctionId}', 'Invitees', 'Send invitation e-mails (one per recipient)', {
      description:
        'Body: [text, subject, cc, ...borrowerIds] as the spec sends it, or {text, subject, cc, borrowerIds}. No borrower: 400 ' +
        '"You must check the approved borrowers to send emails to"; invalid address: 400 "Unable to send emails due to invalid email address."',
      request: { params: auctionParams, ...looseJson('The e-mail') },
      responses: { 200: jsonContent(Message.extend({ sent: z.number() }), '"Sent Emails successfully."'), ...FAILURES },
    }),
    async (c) => reply(c, await sendInvites(deps, c.req.valid('param').auctionId, bodyOf(c))),
  );
}

/** POST /auction/{id}: registered after every other route so that it never shadows a literal path. */
export function registerAuctionLoadRoute(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  api.openapi(
    post('/auction/{id}', 'Auctions', 'Load an auction form (-1: blank) with clients, currencies, collateralTypes and templates', {
      description: 'Dates as yyyy-mm-dd, times HH:mm (New York), as saveAuction takes them; plus auctionStartDate/auctionEndDate instants.',
      request: { params: idParams },
    }),
    async (c) => reply(c, await loadAuctionForm(deps, c.req.valid('param').id)),
  );
}
