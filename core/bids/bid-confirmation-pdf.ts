/**
 * The bid wizard's PDF export (POST /pdf/export/{service}) and the confirmation e-mail
 * (POST /auction/sendConfirmationEmail/{auctionId}/{fileName}).
 *
 * Decision (sealed bids): the posted body is NOT trusted for data. The server finds the auction
 * (by `auctionId`, or by `auctionName` as the spec's body carries), resolves the caller's bidder
 * user, and renders only that user's own bids from the store. From the body it takes only the two
 * display texts `date` and `dateMessage`. isSuperBidder comes from the caller's roles; for a super
 * bidder the PDF carries the note "Bids placed by {super bidder} on MM/DD/YYYY.".
 *
 * Once the bids are confirmed, the PDF and the e-mail carry the bid ledger's receipt of the
 * confirmation (core/audit), read from the ledger, not from the request.
 *
 * Decision (quotas): the confirmation e-mail's PDF is rendered by the server from the bids it
 * holds as confirmed, never taken from the request. The spec's request (multipart with the PDF in
 * `pdfExport`) is still accepted, but the upload is never read, stored or attached (contract
 * `ignoredBody`), so an e-mail carries the server's truth and a large upload costs no outbox space.
 * Before the caller's bids are confirmed there is nothing to confirm: 400 "Bid attachment failed.
 * Unable to send confirmation email" (the spec's message for a PDF that could not be made).
 */
import type { CoreDeps } from '../app/deps';
import type { Id } from '../domain/entities';
import { bidsPlacedByNote, confirmedOnYourBehalf, MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { formatEst, formatMmDdYyyy } from '../clock/eastern-time';
import { bidsExportFileName, bidsExportRows, bidsPdfLines, type ExportBid } from './bids-export';
import { estimatedBid } from '../money/bid-values';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { bidTermsOf } from './bid-figures';
import { logActivity, resolveBidder, type BidderContext } from './bidder-access';
import { STEP_BIDS_SUBMITTED } from './bids';
import { latestReceipt } from '../audit/ledger-checks';
import { receiptRows, type BidderReceipt } from '../audit/bid-receipt';
import type { PdfBlock } from '../ports/documents';
import { titleBlock } from '../documents/sheet-cells';
import { CONFIRMED_DATE_MESSAGE } from './wizard-texts';

const RECEIPT_NOTE =
  'Receipt of your confirmed bids in the auction\'s tamper-evident bid ledger. Keep it: the lending agent can show that the ' +
  'ledger still holds this entry and that it covers exactly these bids.';

const receiptBlocks = (r: BidderReceipt | null): PdfBlock[] =>
  r ? [{ kind: 'heading', text: 'Bid Receipt' }, { kind: 'paragraph', text: RECEIPT_NOTE }, { kind: 'keyValues', rows: receiptRows(r) }] : [];

/** The receipt in the confirmation e-mail's text. */
const receiptText = (r: BidderReceipt | null): string =>
  r ? `\n\n${RECEIPT_NOTE}\n${receiptRows(r).map(([k, v]) => `${k}: ${v}`).join('\n')}` : '';

export interface PdfExportRequest {
  auctionId?: Id;
  auctionName?: string;
  date?: string;
  dateMessage?: string;
}

export interface GeneratedFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

async function contextFor(deps: CoreDeps, actor: Actor, req: PdfExportRequest): Promise<Result<BidderContext>> {
  let auctionId = req.auctionId;
  if (auctionId === undefined && req.auctionName) auctionId = (await deps.store.auctions.getByName(req.auctionName))?.id;
  if (auctionId === undefined) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const ctx = await resolveBidder(deps, actor, auctionId);
  // Looked up by name: an auction the caller may not bid on answers like an unknown name (no existence leak).
  if (!ctx.ok && req.auctionId === undefined) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ctx;
}

async function ownExportBids(deps: CoreDeps, ctx: BidderContext): Promise<{ bids: ExportBid[]; supplemental: string }> {
  const [bids, lots, supplemental] = await Promise.all([
    deps.store.bids.listByUser(ctx.auction.id, ctx.bidder.id),
    deps.store.lots.listByAuction(ctx.auction.id),
    deps.store.bids.getSupplemental(ctx.auction.id, ctx.bidder.id),
  ]);
  const lotById = new Map(lots.map((l) => [l.id, l]));
  return {
    bids: bids.flatMap((b) => {
      const lot = lotById.get(b.lotId);
      if (!lot) return [];
      return [
        {
          lotNumber: lot.lotNumber,
          lotName: lot.lotName,
          marketValue: lot.marketValue,
          currency: lot.currency,
          ...bidTermsOf(b),
          estimatedBid: estimatedBid(b, lot, ctx.auction),
        },
      ];
    }),
    supplemental: supplemental?.bidderComments ?? '',
  };
}

/**
 * POST /auction/exportbids/{auctionId}: the DOWNLOAD BIDS Excel file of the caller's own bids: a title
 * block ("{auction} - Bids", Client, Auction Name, Bidder Name, Borrower, Exported), then the header
 * row from the row keys and the bids (`bidsExportRows`: Additional Comments on the first row).
 * Shaped by the server from its own data, and logged as a wizard step.
 */
export const bidsExcel = useCase({ name: 'bids.excel', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<GeneratedFile>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const [{ bids, supplemental }, client] = await Promise.all([ownExportBids(deps, ctx.value), deps.store.clients.get(ctx.value.auction.clientId)]);
  const rows = bidsExportRows(bids, supplemental);
  const header = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const title = titleBlock({
    title: `${ctx.value.auction.auctionName} - Bids`,
    fields: [
      ['Client', client?.clientName ?? ''],
      ['Auction Name', ctx.value.auction.auctionName],
      ['Bidder Name', bidderNameOf(ctx.value)],
      ['Borrower', ctx.value.borrower?.companyName ?? ''],
    ],
    exportedAt: deps.clock.now(),
  });
  const content = await deps.spreadsheets.render({
    sheets: [{ name: 'Bids', rows: [...title, header, ...rows.map((r) => header.map((h) => r[h] ?? null))], boldRows: [0, title.length] }],
  });
  await logActivity(deps, ctx.value, STEP_BIDS_SUBMITTED, 'Excel exported');
  return ok({
    fileName: bidsExportFileName(ctx.value.auction.auctionName, 'xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content,
  });
});

/** The bidder user's name as the exports show it: first and last name, else the login name. */
const bidderNameOf = (ctx: BidderContext): string => `${ctx.bidder.firstName} ${ctx.bidder.lastName}`.trim() || ctx.bidder.loginName;

/** POST /pdf/export/{service}: the bid confirmation PDF of the bidder's own bids in an auction. */
export const bidConfirmationPdf = useCase({ name: 'bids.confirmationPdf', access: 'bid' }, async (deps: CoreDeps, actor: Actor, req: PdfExportRequest): Promise<Result<GeneratedFile>> => {
  const resolved = await contextFor(deps, actor, req);
  if (!resolved.ok) return resolved;
  const ctx = resolved.value;
  const receipt = await latestReceipt(deps.store, deps.sha256, ctx.auction.id, ctx.bidder.id);
  const file = await renderBidsPdf(deps, ctx, receipt, req);
  await logActivity(deps, ctx, STEP_BIDS_SUBMITTED, 'PDF exported');
  return ok(file);
});

/** The bids PDF of the context's bidder user, from the store (the request gives only the two display texts). */
async function renderBidsPdf(deps: CoreDeps, ctx: BidderContext, receipt: BidderReceipt | null, req: Pick<PdfExportRequest, 'date' | 'dateMessage'>): Promise<GeneratedFile> {
  const actor = ctx.actor;
  const [{ bids, supplemental }, client] = await Promise.all([ownExportBids(deps, ctx), deps.store.clients.get(ctx.auction.clientId)]);
  const borrower = ctx.borrower;
  const nowIso = deps.clock.now();
  const lines = bidsPdfLines(bids);
  const bidderName = bidderNameOf(ctx);
  const content = await deps.pdf.render({
    title: `${ctx.auction.auctionName} Bids`,
    footer: `${client?.clientCode ?? ''} ${ctx.auction.auctionName}`.trim(),
    blocks: [
      { kind: 'heading', text: `${ctx.auction.auctionName} - Bids` },
      {
        kind: 'keyValues',
        rows: [
          ['Date', (req.date ?? '').trim() || formatEst(nowIso)],
          ['Client', `${client?.clientName ?? ''} (${client?.clientCode ?? ''})`],
          ['Auction Name', ctx.auction.auctionName],
          ['Bidder Name', bidderName],
          ['Bidder Login Name', ctx.bidder.loginName],
          ['Borrower', borrower?.companyName ?? ''],
        ],
      },
      ...(req.dateMessage?.trim() ? [{ kind: 'paragraph' as const, text: req.dateMessage.trim() }] : []),
      ...(ctx.isSuperBidder
        ? [{ kind: 'paragraph' as const, italic: true, text: bidsPlacedByNote(actor.user.loginName, formatMmDdYyyy(nowIso)) }]
        : []),
      {
        kind: 'table',
        header: ['Lot', 'Lot Size', 'Bid Type', 'Bid', 'Bid Value'],
        rows: lines.map((l) => [l.lot, l.lotSize, l.bidType, l.bid, l.bidValue]),
      },
      ...(supplemental.trim() ? [{ kind: 'paragraph' as const, text: `Supplemental Bidder Comments: ${supplemental}` }] : []),
      ...receiptBlocks(receipt),
    ],
  });
  return { fileName: bidsExportFileName(ctx.auction.auctionName, 'pdf'), contentType: 'application/pdf', content };
}

/**
 * Who the confirmation e-mail goes to: the bidder of record, whose bids they are. A super
 * bidder's confirmation goes to its bidder, with the super bidder in copy (it used to reach the super
 * bidder only, and the bidder whose bids were confirmed was not told). The same address is never listed twice.
 */
export const confirmationRecipients = (ctx: Pick<BidderContext, 'actor' | 'bidder' | 'isSuperBidder'>): { to: string[]; cc?: string[] } => {
  const bidder = ctx.bidder.emailAddress;
  const acting = ctx.actor.user.emailAddress;
  if (!ctx.isSuperBidder || acting.trim().toLowerCase() === bidder.trim().toLowerCase()) return { to: [bidder] };
  return { to: [bidder], cc: [acting] };
};

/** The note to the bidder of record that a super bidder confirmed its bids; empty for a bidder's own. */
const onBehalfText = (ctx: BidderContext, nowIso: string): string =>
  ctx.isSuperBidder ? `\n\n${confirmedOnYourBehalf(ctx.actor.user.loginName, formatMmDdYyyy(nowIso))}` : '';

/**
 * E-mails the bid confirmation PDF, rendered here from the confirmed bids, to the bidder of record
 * (a super bidder in copy: confirmationRecipients). The file name keeps letters, digits, dot, dash, underscore.
 */
export const sendConfirmationEmail = useCase({ name: 'bids.sendConfirmationEmail', access: 'bid' }, async (
  deps: CoreDeps,
  actor: Actor,
  auctionId: Id,
  fileName: string,
): Promise<Result<{ message: string }>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const receipt = await latestReceipt(deps.store, deps.sha256, auctionId, ctx.value.bidder.id);
  if (!receipt) return fail('VALIDATION', MSG.BID_ATTACHMENT_FAILED_UNABLE_TO_SEND_CONFIRMATION_EMAIL);
  const pdf = (await renderBidsPdf(deps, ctx.value, receipt, { date: formatEst(deps.clock.now()), dateMessage: CONFIRMED_DATE_MESSAGE })).content;
  const safe = (fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '') || bidsExportFileName(ctx.value.auction.auctionName)).slice(0, 120);
  const attachmentName = safe.toLowerCase().endsWith('.pdf') ? safe : `${safe}.pdf`;
  try {
    await deps.mailer.send({
      ...confirmationRecipients(ctx.value),
      subject: `Bid Confirmation - ${ctx.value.auction.auctionName}`,
      text: `Attached are your bids for ${ctx.value.auction.auctionName}.${onBehalfText(ctx.value, deps.clock.now())}${receiptText(receipt)}`,
      attachments: [{ filename: attachmentName, contentType: 'application/pdf', content: pdf }],
    });
  } catch {
    return fail('MAIL_FAILED', MSG.UNABLE_TO_SEND_BID_CONFIRMATION_EMAIL);
  }
  await logActivity(deps, ctx.value, STEP_BIDS_SUBMITTED, 'Confirmation e-mail sent');
  return ok({ message: MSG.BID_CONFIRMATION_EMAIL_SENT });
});
