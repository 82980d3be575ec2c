/**
 * Auctions: the active and archived lists, the edit form (-1 = blank) and save.
 *
 * Decisions:
 * - Active = not yet ended by the server clock (not started or live); archived = ended
 *   (now ≥ auctionEndDate). Both lists are ordered by start date, newest first.
 * - A user whose only list role is CLIENT sees only its own client's auctions, whatever clientId
 *   it sends; staff may filter by clientId. companyId is accepted and ignored (the spec's client
 *   always sends it empty).
 * - The form speaks the form's language (auction day `yyyy-mm-dd`, times `HH:mm`, New York wall
 *   time), the same as the save body, so a load can be saved back unchanged.
 * - Saving keeps the info-centre completion and award confirmation flags (they change through
 *   their own screens). The answer is the auction id (the spec: "returns new id").
 * - Once an auction has bids, the terms they were priced on (collateral type, currency, day count,
 *   bid types, BPS reinvest, term dates) are frozen: changing one answers CONFLICT with
 *   "Unable to save. ERROR : " + MSG.AUCTION_TERMS_FROZEN_BY_BIDS. Name, times and dates of the
 *   bidding window may still change (extending an auction is routine).
 * - Lots' FX rates are units of the auction's currency per unit of theirs (core/money/fx.ts), so the currency
 *   changes only while every lot not in the new currency has a rate (refused otherwise, naming the lots:
 *   lotsWithoutFxRate); the combos' market values are then recomputed. The rates themselves are the
 *   manager's to restate: a lot in the auction's currency converts at 1 whatever rate it holds, so they may
 *   be entered before the change.
 */
import { decOrZero } from '../money/decimal';
import { AUCTION_FORM_REASON, recordEndChange } from '../close/auction-extension';
import { auctionEvent } from '../events/auction-events';
import { ledgerTransaction } from '../audit/ledger-append';
import type { CoreDeps } from '../app/deps';
import { BID_KIND_FLAGS, bidKindFlagsOf, NO_BID_KIND_FLAGS, type BidKindFlag, type BidKindFlags } from '../domain/bid-kinds';
import type { Actor } from '../policy/actor';
import { COLLATERAL_TYPES, CURRENCIES, TEMPLATES, type Auction, type Client, type CollateralType, type CurrencyCode, type Id, type InfoCentreTemplate } from '../domain/entities';
import { lotsWithoutFxRate, MSG, unableToSaveError } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { RoleCode } from '../domain/roles';
import { can } from '../policy/capabilities';
import { useCase } from '../app/use-case';
import { auctionPhase, type AuctionPhase } from '../clock/auction-clock';
import { easternDateParts, easternMidnightToday, formatEasternDate, formatEst } from '../clock/eastern-time';
import { auctionSaveSchema, validateAuctionFields, type AuctionSaveInput } from '../validation/auction-form';
import { parseShape, validationFailure } from '../validation/field-failure';
import { guardWrite, writeTransaction } from './write-guard';
import { formTimes, liveTimesRefusal } from '../close/live-auction-times';
import { refreshComboValues } from './combo-values';
import { fxRateMissing } from '../money/fx';
import { compareLotNumbers } from '../domain/lot-number-order';
import { fieldsOutOfRange, isIdInRange } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';

export type ClientRef = Pick<Client, 'id' | 'clientName' | 'clientCode'>;

export type AuctionView = Auction & {
  /** The auction's client. */
  client: ClientRef | null;
  /** Display values, Eastern time labelled EST. */
  startTime: string;
  endTime: string;
  startTerm: string;
  endTerm: string;
  phase: AuctionPhase;
};

export const clientRef = (c: Client | null | undefined): ClientRef | null =>
  c ? { id: c.id, clientName: c.clientName, clientCode: c.clientCode } : null;

export function auctionView(a: Auction, client: Client | null | undefined, nowMs: number): AuctionView {
  return {
    ...a,
    client: clientRef(client),
    startTime: formatEst(a.auctionStartDate),
    endTime: formatEst(a.auctionEndDate),
    startTerm: formatEasternDate(a.termStartDate),
    endTerm: formatEasternDate(a.termEndDate),
    phase: auctionPhase(a.auctionStartDate, a.auctionEndDate, nowMs),
  };
}

/** The client a caller is limited to, or undefined when the caller may see every client. */
export function clientScope(caller: { roles: readonly RoleCode[]; clientId: Id | null }): Id | null | undefined {
  if (can(caller.roles, 'seeEveryAuction')) return undefined;
  return caller.clientId;
}

export interface AuctionListQuery {
  clientId?: Id | null;
  companyId?: Id | null;
  archived: boolean;
}

/**
 * GET /auction/auctions and /auction/archiveauctions (listAuctions): the active or archived auctions,
 * only the actor's own client's for a client user.
 *
 * @example
 * ```ts
 * const active = unwrap(await core.auctions.list(manager, { archived: false }));
 * for (const a of active) console.log(a.auctionName, a.phase, a.startTime);
 * ```
 */
export const listAuctions = useCase({ name: 'auctions.list', access: 'listAuctions' }, async (deps: CoreDeps, actor: Actor, query: AuctionListQuery): Promise<Result<AuctionView[]>> => {
  const scope = clientScope({ roles: actor.roles, clientId: actor.user.clientId });
  if (scope === null) return ok([]);
  const clientId = scope ?? query.clientId ?? undefined;
  const now = deps.clock.nowMs();
  const clients = new Map((await deps.store.clients.list()).map((c) => [c.id, c]));
  const auctions = await deps.store.auctions.list(clientId !== undefined ? { clientId } : undefined);
  return ok(
    auctions.map((a) => auctionView(a, clients.get(a.clientId), now)).filter((v) => (v.phase === 'ENDED') === query.archived),
  );
});

export interface AuctionForm extends BidKindFlags {
  id: Id;
  auctionName: string;
  clientId: Id | null;
  auctionDate: string;
  startTime: string;
  endTime: string;
  /** The day of the end time (a multi-day auction ends on a later day than its auction date). */
  endDate: string;
  marketValueDate: string;
  termStartDate: string;
  termEndDate: string;
  datalendEstimateDate: string;
  discretionaryEstimateDate: string;
  collateralType: string;
  minGuarantee: boolean;
  dayCount: number;
  reinvest: string | null;
  currency: CurrencyCode;
  template: InfoCentreTemplate;
  aicapprovalFlag: boolean;
  awardConfirmFlag: boolean;
  /** The auction's client (null on a blank form). */
  client: ClientRef | null;
  auctionStartDate: string | null;
  auctionEndDate: string | null;
  /** Choice lists. */
  clients: ClientRef[];
  currencies: CurrencyCode[];
  collateralTypes: CollateralType[];
  templates: InfoCentreTemplate[];
}

/** The bidding terms of an auction (collateral, bid types, day count, reinvest, currency, info-centre template). */
export type AuctionTerms = Pick<
  Auction,
  'collateralType' | BidKindFlag | 'minGuarantee' | 'dayCount' | 'reinvest' | 'currency' | 'template'
>;

/** Just the bidding terms of `a` (an auction, or a source such as a demo auction), for copying into another shape. */
export const auctionTermsOf = (a: AuctionTerms): AuctionTerms => ({
  collateralType: a.collateralType,
  ...bidKindFlagsOf(a),
  minGuarantee: a.minGuarantee,
  dayCount: a.dayCount,
  reinvest: a.reinvest,
  currency: a.currency,
  template: a.template,
});

/** POST /auction/{id} (setUpAuctions): the auction form, -1 for a blank one. */
export const loadAuctionForm = useCase({ name: 'auctions.load', access: 'setUpAuctions' }, async (deps: CoreDeps, _actor: Actor, id: Id): Promise<Result<AuctionForm, 'NOT_FOUND'>> => {
  const clients = (await deps.store.clients.list()).map((c) => clientRef(c) as ClientRef);
  const lists = { clients, currencies: [...CURRENCIES], collateralTypes: [...COLLATERAL_TYPES], templates: [...TEMPLATES] };
  if (id === -1) {
    const today = easternDateParts(easternMidnightToday(deps.clock.nowMs())).date;
    return ok({
      id: -1,
      auctionName: '',
      clientId: null,
      auctionDate: today,
      startTime: '09:00',
      endTime: '17:00',
      endDate: today,
      marketValueDate: today,
      // Empty: derived from the auction date on save (core/validation/auction-form.ts).
      termStartDate: '',
      termEndDate: '',
      datalendEstimateDate: today,
      discretionaryEstimateDate: today,
      collateralType: '',
      ...NO_BID_KIND_FLAGS,
      minGuarantee: false,
      dayCount: 360,
      reinvest: null,
      currency: 'USD',
      template: 'collapse',
      aicapprovalFlag: false,
      awardConfirmFlag: false,
      client: null,
      auctionStartDate: null,
      auctionEndDate: null,
      ...lists,
    });
  }
  const a = await deps.store.auctions.get(id);
  if (!a) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const day = (iso: string) => easternDateParts(iso).date;
  return ok({
    id: a.id,
    auctionName: a.auctionName,
    clientId: a.clientId,
    auctionDate: day(a.auctionStartDate),
    startTime: easternDateParts(a.auctionStartDate).time,
    endTime: easternDateParts(a.auctionEndDate).time,
    endDate: day(a.auctionEndDate),
    marketValueDate: day(a.marketValueDate),
    termStartDate: day(a.termStartDate),
    termEndDate: day(a.termEndDate),
    datalendEstimateDate: day(a.datalendEstimateDate),
    discretionaryEstimateDate: day(a.discretionaryEstimateDate),
    ...auctionTermsOf(a),
    aicapprovalFlag: a.aicapprovalFlag,
    awardConfirmFlag: a.awardConfirmFlag,
    client: clients.find((c) => c.id === a.clientId) ?? null,
    auctionStartDate: a.auctionStartDate,
    auctionEndDate: a.auctionEndDate,
    ...lists,
  });
});

const PRICED_TERMS = ['collateralType', 'currency', 'dayCount', ...BID_KIND_FLAGS, 'reinvest', 'termStartDate', 'termEndDate'] as const;

/** True when a term that bids were priced on differs. */
export const pricedTermsChanged = (before: Auction, after: Auction): boolean =>
  PRICED_TERMS.some((k) => {
    if (k === 'reinvest') return !decOrZero(before.reinvest).equals(decOrZero(after.reinvest));
    // Term dates are calendar days (New York): compare the days, not the stored instants.
    if (k === 'termStartDate' || k === 'termEndDate') return easternDateParts(before[k]).date !== easternDateParts(after[k]).date;
    return before[k] !== after[k];
  });

export interface AuctionSaved {
  id: Id;
  created: boolean;
  message: string;
}

/**
 * POST /auction/saveAuction (saveAuction): creates (id -1) or updates an auction. `input` is the
 * auction form (its shape, then validateAuctionFields: the form's rules and messages, which need the
 * clock and the stored auction).
 *
 * @example
 * ```ts
 * const { id } = unwrap(
 *   await core.auctions.save(manager, {
 *     id: -1,
 *     auctionName: 'Spring 2027 Equity Auction',
 *     clientId: 1,
 *     auctionDate: '2027-03-15',
 *     startTime: '09:00',
 *     endTime: '12:00',
 *     collateralType: 'Cash',
 *     bpsBid: true,
 *     dollarBid: true,
 *   }),
 * );
 * ```
 */
export const saveAuction = useCase({ name: 'auctions.save', access: 'saveAuction' }, async (deps: CoreDeps, actor: Actor, input: AuctionSaveInput): Promise<Result<AuctionSaved>> => {
  const shape = parseShape(auctionSaveSchema, input);
  if (!shape.ok) return shape;
  const form = shape.value;
  if (!isIdInRange(form.id)) return validationFailure({ id: MSG.INVALID_VALUE });
  const existing = form.id > 0 ? await deps.store.auctions.get(form.id) : null;
  if (form.id > 0 && !existing) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const v = validateAuctionFields(form, { nowMs: deps.clock.nowMs(), existingStartDate: existing?.auctionStartDate ?? null });
  if (!v.ok) return v;
  const range = {
    ...fieldsOutOfRange({ clientId: v.value.clientId, dayCount: v.value.dayCount }, { clientId: MSG.PLEASE_SELECT_CLIENT, dayCount: MSG.DAY_COUNT_MUST_BE_NUMERIC }),
    ...fieldsTooLong({ auctionName: v.value.auctionName }),
  };
  if (Object.keys(range).length) return validationFailure(range);
  if (!(await deps.store.clients.get(v.value.clientId))) return fail('VALIDATION', MSG.PLEASE_SELECT_CLIENT, { clientId: MSG.PLEASE_SELECT_CLIENT });
  const { id: _id, ...fields } = v.value;
  if (!existing) {
    const created = await guardWrite(() => deps.store.auctions.create({ ...fields, aicapprovalFlag: false, awardConfirmFlag: false }));
    return created.ok ? ok({ id: created.value.id, created: true, message: MSG.AUCTION_CREATED_SUCCESSFULLY }) : created;
  }
  const next: Auction = {
    ...fields,
    ...formTimes(existing, fields),
    id: existing.id,
    aicapprovalFlag: existing.aicapprovalFlag,
    awardConfirmFlag: existing.awardConfirmFlag,
  };
  const live = liveTimesRefusal(existing, next, deps.clock.nowMs());
  if (live) return live;
  if (pricedTermsChanged(existing, next) && (await deps.store.bids.listByAuction(existing.id)).length > 0) {
    return fail('CONFLICT', unableToSaveError(MSG.AUCTION_TERMS_FROZEN_BY_BIDS));
  }
  const currencyChanged = next.currency !== existing.currency;
  if (currencyChanged) {
    const missing = (await deps.store.lots.listByAuction(existing.id)).filter((l) => fxRateMissing(l.currency, next.currency, l.fxRate));
    if (missing.length > 0) {
      const message = lotsWithoutFxRate(next.currency, missing.map((l) => l.lotNumber).sort(compareLotNumbers));
      return fail('VALIDATION', message, { currency: message });
    }
  }
  const endChanged = Date.parse(next.auctionEndDate) !== Date.parse(existing.auctionEndDate);
  const timesChanged = endChanged || next.auctionStartDate !== existing.auctionStartDate;
  const updated = await writeTransaction(deps.store, async (tx): Promise<Result<Auction>> => {
    // Read again in the transaction that writes: the auction may have gone live, or been extended, since.
    // Times the form left alone stay as they are now, so a save never undoes an extension made meanwhile.
    const current = (await tx.auctions.get(existing.id)) ?? existing;
    const row = timesChanged ? next : { ...next, auctionStartDate: current.auctionStartDate, auctionEndDate: current.auctionEndDate };
    const refused = liveTimesRefusal(current, row, deps.clock.nowMs());
    if (refused) return refused;
    const saved = await tx.auctions.update(row);
    // The ledger holds every end the auction had (core/close/auction-extension.ts): audit verify compares it with the table.
    if (endChanged) await recordEndChange(tx, deps, actor, current, saved.auctionEndDate, AUCTION_FORM_REASON);
    // The lots' rates now convert into the new currency: the combos' market values follow (core/admin/combo-values.ts).
    const combos = currencyChanged ? await refreshComboValues(tx, existing.id, next.currency) : ok(true);
    if (!combos.ok) return combos;
    // Last write: an end moved later is the auction's `auction.extended`, as an extension's is.
    if (endChanged && Date.parse(saved.auctionEndDate) > Date.parse(current.auctionEndDate)) {
      await tx.events.append([auctionEvent('auction.extended', existing.id, deps.clock.now(), { previousEnd: current.auctionEndDate, newEnd: saved.auctionEndDate })]);
    }
    return ok(saved);
  }, endChanged ? ledgerTransaction(existing.id) : undefined);
  return updated.ok ? ok({ id: existing.id, created: false, message: MSG.CHANGES_SAVED_SUCCESSFULLY }) : updated;
});
