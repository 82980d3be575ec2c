/**
 * Auctions: the active and archived lists, the list column captions, the auction form and its save
 * (access-and-administration.md §3, §5, §7).
 */
import { z } from 'zod';
import { defineRoute, eachAs, pathId, served } from './route';
import { bidKindFlagsShape, checkedBody, Decimal, Id, IdParams, Instant } from './common';
import { ClientRef } from './admin-organisations';
import { COLLATERAL_TYPES, CURRENCIES, TEMPLATES } from '../core/domain/entities';
import { MSG } from '../core/domain/messages';
import { idFrom } from '../core/validation/input-id';
import { auctionCopySchema, auctionSaveSchema } from '../core/validation/auction-form';
import { parseShape } from '../core/validation/field-failure';
import type { AuctionForm as AuctionFormView, AuctionSaved, AuctionView as AuctionViewOf } from '../core/admin/auctions';
import { listAuctions, loadAuctionForm, saveAuction } from '../core/admin/auctions';
import { columnLabels } from '../core/admin/columns';
import { copyAuction } from '../core/admin/auction-copy';
import { exclusivesEndingSoon } from '../core/admin/exclusives-ending';

const TAGS = ['Auctions'] as const;

export const AuctionPhase = z.enum(['NOT_STARTED', 'LIVE', 'ENDED']);

/** The bid types, terms and flags: the same fields in the stored auction and in its form. */
const termsAndFlags = {
  ...bidKindFlagsShape,
  minGuarantee: z.boolean(),
  dayCount: z.number().int(),
  reinvest: Decimal.nullable(),
  currency: z.enum(CURRENCIES),
  template: z.enum(TEMPLATES),
  aicapprovalFlag: z.boolean(),
  awardConfirmFlag: z.boolean(),
};

export const Auction = z.object({
  id: Id,
  auctionName: z.string(),
  clientId: Id,
  auctionStartDate: Instant,
  auctionEndDate: Instant,
  marketValueDate: Instant,
  termStartDate: Instant,
  termEndDate: Instant,
  datalendEstimateDate: Instant,
  discretionaryEstimateDate: Instant,
  collateralType: z.enum(COLLATERAL_TYPES),
  ...termsAndFlags,
});

/** A list row: the auction with its client and the display values (Eastern time, labelled EST). */
export const AuctionView = Auction.extend({
  esecAucClient: ClientRef.nullable(),
  startTime: z.string(),
  endTime: z.string(),
  startTerm: z.string(),
  endTerm: z.string(),
  phase: AuctionPhase,
});

/** The form: dates `yyyy-mm-dd` and times `HH:mm` (New York) as saveAuction takes them, plus the choice lists. */
export const AuctionForm = z.object({
  id: Id,
  auctionName: z.string(),
  clientId: Id.nullable(),
  auctionDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  endDate: z.string().meta({ description: 'The day of the end time (yyyy-mm-dd): later than auctionDate for a multi-day auction' }),
  marketValueDate: z.string(),
  termStartDate: z.string(),
  termEndDate: z.string(),
  datalendEstimateDate: z.string(),
  discretionaryEstimateDate: z.string(),
  collateralType: z.string().meta({ description: 'One of collateralTypes; empty on a blank form' }),
  ...termsAndFlags,
  esecAucClient: ClientRef.nullable(),
  auctionStartDate: Instant.nullable(),
  auctionEndDate: Instant.nullable(),
  clients: z.array(ClientRef),
  currencies: z.array(z.enum(CURRENCIES)),
  collateralTypes: z.array(z.enum(COLLATERAL_TYPES)),
  templates: z.array(z.enum(TEMPLATES)),
});

/** An optional id filter: absent or blank is none; anything else must be an id (never silently dropped). */
const IdFilter = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || !v.trim()) return null;
    const id = idFrom(v);
    if (id === null) ctx.addIssue({ code: 'custom', message: MSG.INVALID_VALUE });
    return id;
  });

const AuctionListQuery = z.object({
  companyId: IdFilter.meta({ description: 'Accepted and ignored (the web sends it empty)' }),
  clientId: IdFilter.meta({ description: 'Filter by client (staff). A Client-role user always gets its own client only.' }),
});

export const ColumnLabel = z.object({ field: z.string(), header: z.string() });

/** An awarded lot whose exclusive ends soon (core/admin/exclusives-ending.ts). */
export const EndingExclusive = z.object({
  auctionId: Id,
  auctionName: z.string(),
  clientName: z.string(),
  lotId: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  borrowerId: Id,
  borrowerName: z.string(),
  termEndDate: z.string().meta({ description: "The auction's term end date, yyyy-mm-dd (New York)" }),
  daysLeft: z.number().int().meta({ description: 'Days from today (New York) to the term end; 0 on its last day' }),
});

// ---- Serialisers: core's views → the spec's wire names ----

/** A list row as the wire names it: the client as `esecAucClient`. */
export function auctionWire(v: AuctionViewOf): z.input<typeof AuctionView> {
  const { client, startTime, endTime, startTerm, endTerm, phase, ...auction } = v;
  return { ...auction, esecAucClient: client, startTime, endTime, startTerm, endTerm, phase };
}

/** The auction form as the wire names it: the client as `esecAucClient`. */
export function auctionFormWire(f: AuctionFormView): z.input<typeof AuctionForm> {
  const { client, auctionStartDate, auctionEndDate, clients, currencies, collateralTypes, templates, ...fields } = f;
  return { ...fields, esecAucClient: client, auctionStartDate, auctionEndDate, clients, currencies, collateralTypes, templates };
}

/** The active or the archived auction list: one use case, the same query and answer. */
const auctionList = <const P extends string>(archived: boolean, path: P, summary: string) =>
  served(
    defineRoute({
      method: 'get',
      path,
      useCase: listAuctions,
      // Why this access: clients get only their own client auctions (service scoping)
      tags: TAGS,
      summary,
      query: AuctionListQuery,
      response: z.array(AuctionView),
    }),
    ({ query }) => [{ archived, clientId: query.clientId, companyId: query.companyId }],
    eachAs(auctionWire),
  );

export const auctionRoutes = {
  active: auctionList(false, '/auction/auctions', 'Active auctions: not yet ended (not started or live), newest first'),
  archived: auctionList(true, '/auction/archiveauctions', 'Archived auctions: ended (now ≥ end), newest first'),
  columns: served(
    defineRoute({
      method: 'post',
      path: '/auction/columns/{routeName}',
      useCase: columnLabels,
      // Why this access: column captions only, no data
      tags: ['Lists'],
      summary: 'Column captions of a list screen',
      description: 'routeName: auctions, archiveauctions, lots, companies, clients, users. Unknown names answer [].',
      params: z.object({ routeName: z.string() }),
      response: z.array(ColumnLabel),
    }),
    ({ params }) => [params.routeName],
  ),
  /** Its id is integers only (the path gates), so it never shadows a literal /auction/... path. */
  load: served(
    defineRoute({
      method: 'post',
      path: '/auction/{id}',
      useCase: loadAuctionForm,
      // Why this access: auction load (-1 = blank form); the auction edit route is Manager, Client Relations
      tags: TAGS,
      summary: 'Load an auction form (-1: blank) with clients, currencies, collateralTypes and templates',
      description: 'Dates as yyyy-mm-dd, times HH:mm (New York), as saveAuction takes them; plus auctionStartDate/auctionEndDate instants.',
      params: IdParams,
      response: AuctionForm,
    }),
    pathId,
    auctionFormWire,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/auction/saveAuction',
      useCase: saveAuction,
      // Why this access: §6: the Manager "saves auctions"; Client Relations may open the auction edit screen read-only
      tags: TAGS,
      summary: 'Create (id -1) or update an auction; answers the auction id',
      description:
        'Dates as yyyy-mm-dd and times as HH:mm, New York wall time. Answer: the id (a number). Duplicate name: 409 ' +
        '"Unable to save. Auction Name already exists."',
      // The shape is checked here; the rules need the clock and the stored auction (core saveAuction).
      body: checkedBody(auctionSaveSchema, (input) => parseShape(auctionSaveSchema, input)),
      response: Id.meta({ description: 'The auction id' }),
      failures: { 409: 'Duplicate name, or priced terms changed after bids (Error)' },
    }),
    ({ body }) => [body],
    (saved: AuctionSaved) => saved.id,
  ),
  copy: served(
    defineRoute({
      method: 'post',
      path: '/auction/copyauction/{id}',
      useCase: copyAuction,
      tags: TAGS,
      summary: 'Copy an ended auction into a new draft auction (re-auction); answers the new auction id',
      description:
        'The body: the new dates and times as the auction form takes them (yyyy-mm-dd, HH:mm, New York) and optionally ' +
        'auctionName (blank: the old name followed by the new auction date). The settings, lots (combos re-pointed), ' +
        'holdings, approved borrowers, e-mail list, loan settings and info-centre documents are copied; bids, awards, ' +
        'activity, loans and events are not. An auction that has not ended: 409.',
      params: IdParams,
      body: checkedBody(auctionCopySchema, (input) => parseShape(auctionCopySchema, input)),
      response: Id.meta({ description: 'The new auction id' }),
      failures: { 409: 'The auction has not ended, or the name is taken (Error)' },
    }),
    ({ params, body }) => [params.id, body],
    (saved: AuctionSaved) => saved.id,
  ),
  exclusivesEndingSoon: served(
    defineRoute({
      method: 'get',
      path: '/auction/exclusivesendingsoon',
      useCase: exclusivesEndingSoon,
      tags: TAGS,
      summary: 'Awarded lots whose exclusive term ends within 30 days (today in New York included), soonest first',
      response: z.array(EndingExclusive),
    }),
    () => [],
  ),
} as const;
