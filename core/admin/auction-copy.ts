/**
 * Re-auction: `auctions.copy` (saveAuction, as the auction form's save) copies an ended auction into a
 * new draft auction, for when its lots' exclusive term ends and the agent auctions them again.
 *
 * Decisions:
 * - Only an ended auction (now ≥ its end) is copied: one still to run or live is refused (CONFLICT,
 *   AUCTION_COPY_NOT_ENDED); an unknown id is NOT_FOUND.
 * - The caller chooses the form's dates and times (auction date, start and end time, end day, market
 *   value, term and estimate dates); the rest of the form comes from the auction: client, collateral
 *   type, bid types, minimum guarantee, day count, BPS reinvest, currency and info-centre template.
 *   The dates pass the form's rules with its messages (core/validation/auction-form.ts), as a new
 *   auction's: a past auction date is "Please select a later date", empty term dates are derived.
 * - The name: the caller's, or by default the old name followed by the new auction date in
 *   parentheses (`Spring Equity Auction (2027-06-01)`), since auction names are unique.
 * - Copied with it: its lots (a combo's lots re-pointed to the new lots), each lot's holdings, its
 *   approved borrowers and its e-mail list (invited users), its loan settings (percentage of
 *   collateral), and its information-centre rows (details, display flags and files; each file is
 *   stored again under a key of its own, so replacing it in one auction leaves the other's alone).
 *   The template is the auction's info-centre template (the e-mails are made from the auction, not stored).
 * - Not copied: bids, awards and their history, report texts, activity, loans, rules acceptances,
 *   reminders and events.
 * - The new auction starts as a newly created one: info centre incomplete, awards unconfirmed.
 * - All or nothing: every row is written in one transaction. The files are stored just before it
 *   (the file store may be the same database, outside the transaction) and removed again when it does not commit.
 */
import type { CoreDeps } from '../app/deps';
import { useCase } from '../app/use-case';
import { auctionPhase } from '../clock/auction-clock';
import type { Auction, Id, InfoCentreDocument, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { AUCTION_COPY_NOT_ENDED } from '../domain/staff-messages';
import { fail, ok, type Result } from '../domain/result';
import { copiedDocumentKey } from '../infocentre/document-rows';
import type { Actor } from '../policy/actor';
import type { Repositories } from '../ports/repositories';
import { auctionCopySchema, auctionSaveSchema, defaultCopyName, validateAuctionFields, type AuctionCopyInput } from '../validation/auction-form';
import { isBlank, parseShape, validationFailure } from '../validation/field-failure';
import { fieldsTooLong } from '../validation/text-limit-fields';
import { auctionTermsOf, type AuctionSaved } from './auctions';
import { writeTransaction } from './write-guard';

/**
 * Copies auction `auctionId`, which has ended, into a new draft auction with the dates of `input`
 * (see the module comment for what is copied). Answers the new auction's id.
 *
 * @example
 * ```ts
 * const { id } = unwrap(
 *   await core.auctions.copy(manager, 12, { auctionDate: '2027-06-01', startTime: '09:00', endTime: '12:00' }),
 * );
 * ```
 */
export const copyAuction = useCase({ name: 'auctions.copy', access: 'saveAuction' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id, input: AuctionCopyInput): Promise<Result<AuctionSaved>> => {
  const source = await deps.store.auctions.get(auctionId);
  if (!source) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const nowMs = deps.clock.nowMs();
  if (auctionPhase(source.auctionStartDate, source.auctionEndDate, nowMs) !== 'ENDED') return fail('CONFLICT', AUCTION_COPY_NOT_ENDED);

  const dates = parseShape(auctionCopySchema, input);
  if (!dates.ok) return dates;
  const shape = parseShape(auctionSaveSchema, {
    ...dates.value,
    auctionName: isBlank(dates.value.auctionName) ? defaultCopyName(source.auctionName, dates.value.auctionDate) : dates.value.auctionName,
    id: -1,
    clientId: source.clientId,
    ...auctionTermsOf(source),
  });
  if (!shape.ok) return shape;
  const v = validateAuctionFields(shape.value, { nowMs });
  if (!v.ok) return v;
  const tooLong = fieldsTooLong({ auctionName: v.value.auctionName });
  if (Object.keys(tooLong).length) return validationFailure(tooLong);
  const { id: _id, ...fields } = v.value;

  // Read before the write (the files must be stored before it): the copy is of the ended auction as read here.
  const [lots, holdings, approved, invitedUsers, documents, collateralPct] = await Promise.all([
    deps.store.lots.listByAuction(source.id),
    deps.store.holdings.listByAuction(source.id),
    deps.store.invitees.listApproved(source.id),
    deps.store.invitees.listInvitedUsers(source.id),
    deps.store.infoCentre.listDocuments(source.id),
    deps.store.loans.getCollateralPct(source.id),
  ]);
  // Files first, outside the transaction (the file store may be the same database): each under a key of
  // its own, removed again when the rows are not written.
  const copyToken = deps.secrets.token();
  const writtenKeys: string[] = [];
  const removeWrittenFiles = () => Promise.all(writtenKeys.map((key) => deps.files.delete(key)));
  const fileKeyOf = new Map<Id, string>();
  try {
    for (const doc of documents) {
      const content = doc.fileKey && doc.fileName ? await deps.files.get(doc.fileKey) : null;
      // A row whose file is gone is copied without one (as it downloads today: not found).
      if (!content || !doc.fileName) continue;
      const key = copiedDocumentKey(copyToken, doc.kind, doc.slot, doc.fileName);
      writtenKeys.push(key);
      await deps.files.put(key, content);
      fileKeyOf.set(doc.id, key);
    }
  } catch (e) {
    await removeWrittenFiles();
    throw e;
  }

  const copied = await writeTransaction(deps.store, async (tx): Promise<Result<Auction>> => {
    const created = await tx.auctions.create({ ...fields, aicapprovalFlag: false, awardConfirmFlag: false });
    const newLotId = await copyLots(tx, lots, created.id);
    if (holdings.length > 0) {
      await tx.holdings.replaceForLots([...newLotId.values()], holdings.map(({ id: _h, lotId, ...h }) => ({ ...h, lotId: newLotId.get(lotId) as Id })));
    }
    if (approved.length > 0) await tx.invitees.approve(created.id, approved);
    if (invitedUsers.length > 0) await tx.invitees.addInvitedUsers(created.id, invitedUsers.map((u) => u.userId));
    if (collateralPct !== null) await tx.loans.setCollateralPct(created.id, collateralPct);
    await copyDocuments(tx, documents, fileKeyOf, created.id);
    return ok(created);
  }).catch(async (e: unknown) => {
    await removeWrittenFiles();
    throw e;
  });
  if (!copied.ok) {
    await removeWrittenFiles();
    return copied;
  }
  return ok({ id: copied.value.id, created: true, message: MSG.AUCTION_CREATED_SUCCESSFULLY });
});

/** Writes `lots` into auction `auctionId` (single lots and combos alike, then the combos' links); answers new id by old id. */
async function copyLots(tx: Repositories, lots: readonly Lot[], auctionId: Id): Promise<Map<Id, Id>> {
  const newLotId = new Map<Id, Id>();
  if (lots.length === 0) return newLotId;
  // A combo may span any lot of the auction, so every lot is written first and the links after.
  const created = await tx.lots.createMany(lots.map(({ id: _id, ...lot }) => ({ ...lot, auctionId, comboLotIds: [] })));
  created.forEach((lot, i) => newLotId.set(lots[i].id, lot.id));
  for (const [i, lot] of lots.entries()) {
    if (lot.comboLotIds.length === 0) continue;
    await tx.lots.update({ ...created[i], comboLotIds: lot.comboLotIds.flatMap((id) => newLotId.get(id) ?? []) });
  }
  return newLotId;
}

/** Fills the new auction's info-centre slots from the old one's rows, each file under the key it was copied to (`fileKeyOf`, by old row id). */
async function copyDocuments(tx: Repositories, documents: readonly InfoCentreDocument[], fileKeyOf: ReadonlyMap<Id, string>, auctionId: Id): Promise<void> {
  if (documents.length === 0) return;
  await tx.infoCentre.ensureSlots(auctionId);
  const slots = new Map((await tx.infoCentre.listDocuments(auctionId)).map((d) => [`${d.kind}/${d.slot}`, d]));
  const pairs = documents.flatMap((from) => {
    const to = slots.get(`${from.kind}/${from.slot}`);
    return to ? [{ from, to }] : [];
  });
  await tx.infoCentre.saveDocuments(pairs.map(({ from, to }) => ({ id: to.id, details: from.details, displayFlag: from.displayFlag })));
  for (const { from, to } of pairs) {
    const key = fileKeyOf.get(from.id);
    if (key && from.fileName) await tx.infoCentre.setDocumentFile(to.id, from.fileName, key);
  }
}
