/**
 * Information centre services (spec sections 2.1-2.3 and 7, "Info centre").
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, AuctionHeading, CollateralType, CurrencyCode, Id, InfoCentreDocument, InfoCentreKind, InfoCentreTemplate } from '../domain/entities';
import { TEMPLATES } from '../domain/entities';
import { bidKindFlagsOf, type BidKindFlags } from '../domain/bid-kinds';
import { auctionPhase, type AuctionPhase } from '../clock/auction-clock';
import { MSG } from '../domain/messages';
import { documentTypeRefused } from '../domain/staff-messages';
import { fail, ok, type Result } from '../domain/result';
import { can } from '../policy/capabilities';
import { useCase } from '../app/use-case';
import { recordRulesLinkClicked } from '../bids/rules-acceptance';
import { INFO_CENTRE_OPENED, STEP_INFO_CENTRE } from '../close/close-progress';
import { auctionEvent } from '../events/auction-events';
import type { Actor } from '../policy/actor';
import { canSeeInfoCentre, editableAuction, visibleAuction } from './infocentre-access';
import { displayFileName } from '../validation/display-file-name';
import { acceptedDocumentType, servedDocumentType } from './document-type';
import { documentKey, documentRowView, validateDocumentRows, type DocumentRowInput, type DocumentRowView } from './document-rows';

/** Its bid-kind flags are the bid types the auction offers (the wizard's bid rules depend on them). */
export interface InfoCentreListItem extends AuctionHeading, BidKindFlags {
  currency: string;
  collateralType: CollateralType;
  minGuarantee: boolean;
  aicapprovalFlag: boolean;
  template: InfoCentreTemplate;
  /** The auction's client (the wire's `esecAucClient`). */
  client: { id: Id; clientCode: string; clientName: string };
  /** The auction's phase on the server's clock when it answered (the landing and the Enter Bids link use it). */
  phase: AuctionPhase;
  /** The server's time of the answer: the browser follows the server's clock from it (`serverNowMs`). */
  serverTime: string;
}

const infoCentreItem = (a: Auction, client: { clientCode: string; clientName: string } | undefined, nowMs: number): InfoCentreListItem => ({
  id: a.id,
  auctionName: a.auctionName,
  auctionStartDate: a.auctionStartDate,
  auctionEndDate: a.auctionEndDate,
  termStartDate: a.termStartDate,
  termEndDate: a.termEndDate,
  currency: a.currency,
  collateralType: a.collateralType,
  ...bidKindFlagsOf(a),
  minGuarantee: a.minGuarantee,
  aicapprovalFlag: a.aicapprovalFlag,
  template: a.template,
  client: { id: a.clientId, clientCode: client?.clientCode ?? '', clientName: client?.clientName ?? '' },
  phase: auctionPhase(a.auctionStartDate, a.auctionEndDate, nowMs),
  serverTime: new Date(nowMs).toISOString(),
});

/**
 * GET /auction/findInfocenter: the info centres the caller may see. Borrower-side users and clients see
 * only complete ones (spec 2.1); staff (`seeEveryAuction`) also incomplete ones, each with its
 * aicapprovalFlag, so a manager can open a new auction's info centre to prepare it.
 */
export const findInfocenter = useCase({ name: 'infoCentres.list', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor): Promise<Result<InfoCentreListItem[]>> => {
  const [auctions, clients] = await Promise.all([deps.store.auctions.list(), deps.store.clients.list()]);
  const out: InfoCentreListItem[] = [];
  const nowMs = deps.clock.nowMs();
  for (const a of auctions) {
    // canSeeInfoCentre refuses an incomplete info centre to everyone but staff.
    if (!(await canSeeInfoCentre(deps, actor, a))) continue;
    out.push(infoCentreItem(a, clients.find((x) => x.id === a.clientId), nowMs));
  }
  return ok(out);
});

/**
 * GET /auction/infocentre/{auctionId} (ours): one info centre as in the list, complete or not, for a
 * caller who may see it (staff: any auction, so a manager can open an incomplete one to complete it).
 */
export const infoCentreOf = useCase({ name: 'infoCentres.one', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<InfoCentreListItem>> => {
  const auction = await visibleAuction(deps, actor, auctionId);
  if (!auction.ok) return auction;
  const client = await deps.store.clients.get(auction.value.clientId);
  return ok(infoCentreItem(auction.value, client ?? undefined, deps.clock.nowMs()));
});

export interface TemplateLot {
  id: Id;
  lotNumber: string;
  lotName: string;
  marketValue: string;
  currency: CurrencyCode;
  /** The lot's rate into the auction's currency, as stored (the info centre's total converts with it). */
  fxRate: string | null;
  assetClass: string;
  comboFlag: boolean;
}

export type TemplateData = [DocumentRowView[], DocumentRowView[], DocumentRowView[], TemplateLot[]];

/** Non-editors see only displayed rows with a file. */
const shownTo = (actor: Actor) => (d: InfoCentreDocument) =>
  can(actor.roles, 'editInfoCentre') || (d.displayFlag && d.fileKey !== null);

/** POST /auction/templatedata/{auctionId}: rules, assets, operational rows, lots. */
export const templateData = useCase({ name: 'infoCentres.templateData', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<TemplateData>> => {
  const auction = await visibleAuction(deps, actor, auctionId);
  if (!auction.ok) return auction;
  const [docs, lots, classes] = await Promise.all([
    deps.store.infoCentre.listDocuments(auctionId),
    deps.store.lots.listByAuction(auctionId),
    deps.store.reference.assetClasses(),
  ]);
  // A borrower's user opening the info centre is progress the close monitor shows (core/close/close-progress.ts).
  if (can(actor.roles, 'seeApprovedInfoCentres') && actor.user.borrowerId !== null) {
    const borrowerId = actor.user.borrowerId;
    await deps.store.transaction(async (tx) => {
      await tx.activity.append({ auctionId, userId: actor.user.id, borrowerId, actionTime: deps.clock.now(), step: STEP_INFO_CENTRE, action: INFO_CENTRE_OPENED });
      await tx.events.append([auctionEvent('infoCentre.opened', auctionId, deps.clock.now(), { borrowerId, userId: actor.user.id })]);
    });
  }
  const shown = docs.filter(shownTo(actor));
  const group = (k: InfoCentreKind) => shown.filter((d) => d.kind === k).map(documentRowView);
  return ok([
    group('rules'),
    group('assets'),
    group('ops'),
    lots.map((l) => ({
      id: l.id,
      lotNumber: l.lotNumber,
      lotName: l.lotName,
      marketValue: l.marketValue,
      currency: l.currency,
      fxRate: l.fxRate,
      assetClass: classes.find((c) => c.id === l.assetClassId)?.acFormDescr ?? '',
      comboFlag: l.comboFlag,
    })),
  ]);
});

/** POST /auction/choosetemplate/{auctionId}/{template}/{approvalFlag}: `chooseInfoCentreTemplate`. */
export const chooseTemplate = useCase({ name: 'infoCentres.chooseTemplate', access: 'chooseInfoCentreTemplate' }, async (
  deps: CoreDeps,
  _actor: Actor,
  auctionId: Id,
  template: string,
  approvalFlag: string,
): Promise<Result<{ message: string }>> => {
  if (!(TEMPLATES as readonly string[]).includes(template)) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { template: MSG.INVALID_VALUE });
  if (!['true', 'false'].includes(approvalFlag)) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, { approvalFlag: MSG.INVALID_VALUE });
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  await deps.store.auctions.setTemplate(auctionId, template as InfoCentreTemplate, approvalFlag === 'true');
  return ok({ message: MSG.SAVED_SUCCESSFULLY });
});

/** POST /auction/auction{rules|asset|op}edit/{auctionId}: every slot row of a kind (created if missing). */
export const editRows = useCase({ name: 'infoCentres.editRows', access: 'editInfoCentre' }, async (
  deps: CoreDeps,
  actor: Actor,
  auctionId: Id,
  kind: InfoCentreKind,
): Promise<Result<DocumentRowView[]>> => {
  const auction = await editableAuction(deps, actor, auctionId);
  if (!auction.ok) return auction;
  await deps.store.infoCentre.ensureSlots(auctionId);
  return ok((await deps.store.infoCentre.listDocuments(auctionId, kind)).map(documentRowView));
});

/** Rows of one kind and one auction, from ids; refuses ids of other auctions or kinds. */
async function ownRows(deps: CoreDeps, kind: InfoCentreKind, ids: Id[]): Promise<Result<{ auction: Auction; docs: InfoCentreDocument[] }>> {
  const docs: InfoCentreDocument[] = [];
  for (const id of ids) {
    const d = await deps.store.infoCentre.getDocument(id);
    if (!d || d.kind !== kind) return fail('NOT_FOUND', MSG.NOT_FOUND);
    docs.push(d);
  }
  const auctionIds = new Set(docs.map((d) => d.auctionId));
  if (auctionIds.size !== 1) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
  const auction = await deps.store.auctions.get([...auctionIds][0]);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok({ auction, docs });
}

/** POST /auction/{rules|asset|operational}save: details and display flags; refused once complete. */
export const saveRows = useCase({ name: 'infoCentres.saveRows', access: 'editInfoCentre' }, async (
  deps: CoreDeps,
  actor: Actor,
  kind: InfoCentreKind,
  input: DocumentRowInput[],
): Promise<Result<{ message: string; rows: DocumentRowView[] }>> => {
  const valid = validateDocumentRows(input);
  if (!valid.ok) return valid;
  const inputs = valid.value;
  const owned = await ownRows(deps, kind, inputs.map((r) => r.id));
  if (!owned.ok) return owned;
  const editable = await unfinishedAuction(deps, actor, owned.value.auction.id);
  if (!editable.ok) return editable;
  await deps.store.infoCentre.saveDocuments(inputs);
  return savedRows(deps, editable.value.id, kind);
});

/** An auction the actor may edit whose info centre is not yet marked complete (complete is LOCKED). */
async function unfinishedAuction(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Auction>> {
  const editable = await editableAuction(deps, actor, auctionId);
  if (editable.ok && editable.value.aicapprovalFlag) return fail('LOCKED', MSG.INFOCENTRE_COMPLETE);
  return editable;
}

/** What a save answers: the message and the auction's rows of the kind as they are now. */
async function savedRows(deps: CoreDeps, auctionId: Id, kind: InfoCentreKind): Promise<Result<{ message: string; rows: DocumentRowView[] }>> {
  const rows = await deps.store.infoCentre.listDocuments(auctionId, kind);
  return ok({ message: MSG.SAVED_SUCCESSFULLY, rows: rows.map(documentRowView) });
}

export interface UploadedFile {
  rowId: Id;
  fileName: string;
  content: Uint8Array;
}

/** POST /auction/upload{rules|asset|op}files/{auctionId}: stores each file under a server-made key. */
export const uploadFiles = useCase({ name: 'infoCentres.uploadFiles', access: 'editInfoCentre' }, async (
  deps: CoreDeps,
  actor: Actor,
  auctionId: Id,
  kind: InfoCentreKind,
  files: UploadedFile[],
): Promise<Result<{ message: string; rows: DocumentRowView[] }>> => {
  const editable = await unfinishedAuction(deps, actor, auctionId);
  if (!editable.ok) return editable;
  if (files.length === 0 || files.some((f) => f.fileName.trim() === '' || f.content.length === 0)) {
    return fail('VALIDATION', MSG.UNABLE_TO_UPLOAD_FILES);
  }
  // Every row is checked before anything is written: a refused upload writes nothing (not even the slots;
  // a row id can only be valid once the auction's slots exist).
  for (const f of files) {
    const doc = await deps.store.infoCentre.getDocument(f.rowId);
    if (!doc || doc.kind !== kind || doc.auctionId !== auctionId) return fail('VALIDATION', MSG.UNABLE_TO_UPLOAD_FILES, { rowId: MSG.UNABLE_TO_UPLOAD_FILES });
    // Only the document types bidders may be offered, by name and content.
    // Checked on the name it will be stored and served under (the download's type comes from it too).
    if ((await acceptedDocumentType(displayFileName(f.fileName), f.content)) === null) {
      const message = documentTypeRefused(displayFileName(f.fileName));
      return fail('VALIDATION', message, { uploadedfiles: message });
    }
  }
  await deps.store.infoCentre.ensureSlots(auctionId);
  for (const f of files) {
    const doc = await deps.store.infoCentre.getDocument(f.rowId);
    const key = documentKey(auctionId, kind, f.rowId, f.fileName);
    await deps.files.put(key, f.content);
    if (doc?.fileKey && doc.fileKey !== key) await deps.files.delete(doc.fileKey);
    await deps.store.infoCentre.setDocumentFile(f.rowId, displayFileName(f.fileName), key);
  }
  return savedRows(deps, auctionId, kind);
});

export interface FileDownload {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * POST /auction/download/{rules|assets|ops}: the row's id (the contract reads it from the posted row).
 * The file is the one stored for that row, served only to users who may see that info centre
 * (non-editors: displayed rows).
 */
export const downloadDocument = useCase({ name: 'infoCentres.downloadDocument', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor, kind: InfoCentreKind, rowId: Id): Promise<Result<FileDownload>> => {
  const doc = await deps.store.infoCentre.getDocument(rowId);
  if (!doc || doc.kind !== kind || !doc.fileKey || !doc.fileName) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const auction = await visibleAuction(deps, actor, doc.auctionId);
  if (!auction.ok) return auction;
  if (!shownTo(actor)(doc)) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const content = await deps.files.get(doc.fileKey);
  if (!content) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const fileName = displayFileName(doc.fileName);
  // Served as the type its content was accepted as (a file stored before the check: opaque bytes), always as an attachment.
  return ok({ fileName, contentType: await servedDocumentType(fileName, content), content });
});

/**
 * GET /auction/download/useragreement. Decision: generated by the PDF port from the text below, so the
 * server needs no file on disk and the agreement is the same in every deployment.
 */
export const USER_AGREEMENT_TEXT = [
  'By using the auction portal you agree to keep all auction information, including lots, market values and',
  'the identity of other participants, confidential and to use it only to take part in the auction.',
  'Bids are sealed: no participant can see another participant\'s bids. Confirmed bids are final and binding',
  'subject to the auction rules of each auction. Access is personal; do not share your credentials.',
];

/** GET /auction/download/useragreement: the User Agreement, as a PDF, for any signed-in user. */
export const userAgreement = useCase({ name: 'infoCentres.userAgreement', access: 'authenticated' }, async (deps: CoreDeps, _actor: Actor): Promise<Result<FileDownload>> => {
  const content = await deps.pdf.render({
    title: 'User Agreement',
    blocks: [{ kind: 'heading', text: 'User Agreement' }, ...USER_AGREEMENT_TEXT.map((text) => ({ kind: 'paragraph' as const, text }))],
  });
  return ok({ fileName: 'UserAgreement.pdf', contentType: 'application/pdf', content });
});

const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;

/**
 * POST /auction/specaucrules/{auctionId}: rules.pdf = the first displayed rules document when it is a
 * PDF; otherwise a PDF generated from the auction's displayed rule descriptions. Any signed-in user who
 * may see the info centre gets it (staff preview it); when a bidder or super bidder gets it, its
 * Specific Auction Rules link click is recorded: the server delivered the rules.
 */
export const specificAuctionRules = useCase({ name: 'infoCentres.auctionRules', access: 'authenticated' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<FileDownload>> => {
  const auction = await visibleAuction(deps, actor, auctionId);
  if (!auction.ok) return auction;
  const rules = (await deps.store.infoCentre.listDocuments(auctionId, 'rules')).filter((d) => d.displayFlag);
  const first = rules.find((d) => d.fileKey !== null);
  if (first?.fileKey) {
    const bytes = await deps.files.get(first.fileKey);
    if (bytes && isPdf(bytes)) return rulesDelivered(deps, actor, auctionId, bytes);
  }
  const content = await deps.pdf.render({
    title: `Specific Auction Rules - ${auction.value.auctionName}`,
    blocks: [
      { kind: 'heading', text: `Specific Auction Rules - ${auction.value.auctionName}` },
      ...(rules.length > 0
        ? rules.map((r) => ({ kind: 'paragraph' as const, text: r.details || (r.fileName ?? '') }))
        : [{ kind: 'paragraph' as const, text: 'The general auction rules apply to this auction.' }]),
    ],
  });
  return rulesDelivered(deps, actor, auctionId, content);
});

/** The rules PDF as delivered: recorded as the link click when the caller bids. */
async function rulesDelivered(deps: CoreDeps, actor: Actor, auctionId: Id, content: Uint8Array): Promise<Result<FileDownload>> {
  if (can(actor.roles, 'bid')) await recordRulesLinkClicked(deps, actor, auctionId);
  return ok({ fileName: 'rules.pdf', contentType: 'application/pdf', content });
}

