/**
 * The demo world as data (adapters/demo/world.json): who exists, which auctions run when, what has
 * been bid and awarded. Times are RELATIVE to the moment of seeding, so the demo always has an
 * auction that has not started, one that is live and one that has ended.
 *
 * Cross-references use natural keys (client and borrower codes, login names, lot numbers), never ids,
 * so the data reads like a story and the seed can be re-run idempotently.
 */
import { z } from 'zod';
import { BID_AMOUNT_FIELDS, perKind } from '../../core/domain/bid-kinds';
import { COLLATERAL_TYPES, CURRENCIES, INFO_CENTRE_KINDS, TEMPLATES } from '../../core/domain/entities';
import { ROLE_CODES } from '../../core/domain/roles';
import { isDecimalString } from '../../core/money/decimal-text';
import { fxRateMissing } from '../../core/money/fx';
import { awardSummaryTextsSchema } from '../../core/reports/award-summary-fields';
import { BORROWER_TYPES, DEFAULT_BORROWER_TYPE } from '../../core/parties/parties';
import { QUANTITY_KINDS } from '../../core/holdings/holding';

const decimal = z.string().refine(isDecimalString, 'a decimal string');

export const demoClientSchema = z.object({
  clientCode: z.string().min(1),
  clientName: z.string().min(1),
  active: z.boolean().default(true),
  /** Demo file (relative to the folder of world.json) stored as the client's logo. */
  logo: z.string().nullable().default(null),
  lei: z.string().nullable().default(null),
});

export const demoBorrowerSchema = z.object({
  companyCode: z.string().min(1),
  companyName: z.string().min(1),
  active: z.boolean().default(true),
  lei: z.string().nullable().default(null),
  borrowerType: z.enum(BORROWER_TYPES).default(DEFAULT_BORROWER_TYPE),
  mpid: z.string().nullable().default(null),
});

/** A holding of a demo lot: the fields of the lot screen's rows (checked by the same rules when seeded). */
export const demoHoldingSchema = z.object({
  isin: z.string().nullable().default(null),
  cusip: z.string().nullable().default(null),
  sedol: z.string().nullable().default(null),
  figi: z.string().nullable().default(null),
  issuerName: z.string(),
  issuerLei: z.string().nullable().default(null),
  quantity: decimal,
  quantityKind: z.enum(QUANTITY_KINDS).default('SHARES'),
  price: decimal,
  currency: z.enum(CURRENCIES),
});

export const demoUserSchema = z.object({
  loginName: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  emailAddress: z.string().min(1),
  roles: z.array(z.enum(ROLE_CODES)).min(1),
  borrower: z.string().nullable().default(null),
  client: z.string().nullable().default(null),
  /** For a super bidder: login name of the bidder it bids for. */
  bidder: z.string().nullable().default(null),
  /** A fixed base32 TOTP secret: MFA is enabled with it (browser tests compute codes from it). */
  mfaSecret: z.string().nullable().default(null),
  phone: z.string().default(''),
  city: z.string().default(''),
  country: z.string().default(''),
});

export const demoLotSchema = z.object({
  lotNumber: z.string().min(1),
  lotName: z.string().min(1),
  assetClassId: z.number().int().positive(),
  /** A single lot's market value; a combo lot has none here: the seed computes it from its lots. */
  marketValue: decimal.nullable().default(null),
  assumedPct: decimal.nullable().default(null),
  currency: z.enum(CURRENCIES),
  fxRate: decimal.nullable().default(null),
  termDays: z.number().int().positive(),
  termDisp: z.string(),
  secType: z.enum(['E', 'F']).nullable().default(null),
  domicile: z.enum(['U', 'I']).nullable().default(null),
  /** Lot numbers this combo lot spans; a non-empty list makes it a combo lot. */
  comboOf: z.array(z.string()).default([]),
  eslBps: decimal.nullable().default(null),
  incumbent: z.string().nullable().default(null),
  concRisk: z.string().nullable().default(null),
  grossDividend: decimal.nullable().default(null),
  taxRate: decimal.nullable().default(null),
  datalendDiscretionary: decimal.nullable().default(null),
  accountCode: z.string().nullable().default(null),
  seasonalAnalysis: z.string().nullable().default(null),
  specialsAnalysis: z.string().nullable().default(null),
  compBid: decimal.nullable().default(null),
  /** What is in the lot (single lots only). */
  holdings: z.array(demoHoldingSchema).default([]),
});

export const demoDocumentSchema = z.object({
  kind: z.enum(INFO_CENTRE_KINDS),
  slot: z.number().int().positive(),
  details: z.string(),
  displayFlag: z.boolean().default(true),
  /** Demo file (relative to the folder of world.json) uploaded into the slot, with the name shown as the link. */
  file: z.string().nullable().default(null),
  fileName: z.string().nullable().default(null),
});

export const demoBidSchema = z
  .object({
    user: z.string(),
    /** Login of the super bidder who placed it for `user`. */
    superBidder: z.string().nullable().default(null),
    lot: z.string(),
    collateralType: z.enum(['Cash', 'Non_Cash']),
    ...perKind('field', () => decimal.nullable().default(null)),
    minBalGuarantee: decimal.nullable().default(null),
    lotSpecificComments: z.string().default(''),
    confirmed: z.boolean().default(true),
    /** Minutes after the auction start. */
    minutesAfterStart: z.number().default(30),
  })
  .refine((b) => BID_AMOUNT_FIELDS.filter((f) => b[f] !== null).length === 1, {
    message: `exactly one of ${BID_AMOUNT_FIELDS.join(', ')}`,
  });

export const demoAuctionSchema = z.object({
  auctionName: z.string().min(1),
  client: z.string(),
  /** Start relative to the seed time, in hours (negative = in the past). */
  startOffsetHours: z.number(),
  durationHours: z.number().positive(),
  /** Term start relative to the auction start, in days; the term lasts termDays (inclusive). */
  termStartOffsetDays: z.number().int(),
  termDays: z.number().int().positive(),
  collateralType: z.enum(COLLATERAL_TYPES),
  // A kind added later is off in the demo auctions unless world.json says otherwise.
  ...perKind('auctionFlag', () => z.boolean().default(false)),
  minGuarantee: z.boolean(),
  dayCount: z.number().int().positive().default(360),
  reinvest: decimal.nullable().default(null),
  currency: z.enum(CURRENCIES),
  template: z.enum(TEMPLATES),
  aicapprovalFlag: z.boolean(),
  invitees: z.array(z.string()).default([]),
  invitedUsers: z.array(z.string()).default([]),
  documents: z.array(demoDocumentSchema).default([]),
  lots: z.array(demoLotSchema),
  rulesAccepted: z.array(z.string()).default([]),
  bids: z.array(demoBidSchema).default([]),
  supplemental: z
    .array(z.object({ user: z.string(), comments: z.string(), confirmed: z.boolean().default(true) }))
    .default([]),
  activity: z
    .array(z.object({ user: z.string(), minutesAfterStart: z.number(), step: z.string(), action: z.string() }))
    .default([]),
  /**
   * Save the preselected top bids as awards; `confirmed` also confirms them (by `awardedBy`), after the
   * manager has set the auction's percentage of collateral (`collateralPct`) its loans record.
   */
  awards: z
    .object({ preselect: z.boolean(), confirmed: z.boolean().default(false), awardedBy: z.string(), collateralPct: z.string().nullable().default(null) })
    .nullable()
    .default(null),
  awardSummary: awardSummaryTextsSchema.nullable().default(null),
  legalComments: z.array(z.object({ borrower: z.string(), comments: z.string(), by: z.string() })).default([]),
  recommendations: z.array(z.object({ lot: z.string(), awardAnalysis: z.string() })).default([]),
});

export const demoWorldSchema = z.object({
  clients: z.array(demoClientSchema),
  borrowers: z.array(demoBorrowerSchema),
  users: z.array(demoUserSchema),
  auctions: z.array(demoAuctionSchema),
});

export type DemoWorld = z.output<typeof demoWorldSchema>;
export type DemoAuction = z.output<typeof demoAuctionSchema>;
export type DemoUser = z.output<typeof demoUserSchema>;
export type DemoLot = z.output<typeof demoLotSchema>;

/** Parses and checks the JSON (shape and references); throws with every problem listed. */
export const parseDemoWorld = (json: unknown): DemoWorld => {
  const world = demoWorldSchema.parse(json);
  const problems: string[] = [];
  const clients = new Set(world.clients.map((c) => c.clientCode));
  const borrowers = new Set(world.borrowers.map((b) => b.companyCode));
  const logins = new Set(world.users.map((u) => u.loginName));
  for (const u of world.users) {
    if (u.borrower && !borrowers.has(u.borrower)) problems.push(`user ${u.loginName}: unknown borrower ${u.borrower}`);
    if (u.client && !clients.has(u.client)) problems.push(`user ${u.loginName}: unknown client ${u.client}`);
    if (u.bidder && !logins.has(u.bidder)) problems.push(`user ${u.loginName}: unknown bidder ${u.bidder}`);
  }
  for (const a of world.auctions) {
    const where = `auction ${a.auctionName}`;
    if (!clients.has(a.client)) problems.push(`${where}: unknown client ${a.client}`);
    const lotNumbers = new Set(a.lots.map((l) => l.lotNumber));
    if (lotNumbers.size !== a.lots.length) problems.push(`${where}: duplicate lot numbers`);
    for (const l of a.lots) for (const n of l.comboOf) if (!lotNumbers.has(n)) problems.push(`${where}: combo ${l.lotNumber} spans unknown lot ${n}`);
    for (const l of a.lots) {
      if (l.comboOf.length > 0 && l.marketValue !== null) problems.push(`${where}: combo ${l.lotNumber} types a market value (it is computed from its lots)`);
      if (l.comboOf.length === 0 && l.marketValue === null) problems.push(`${where}: lot ${l.lotNumber} has no market value`);
      if (fxRateMissing(l.currency, a.currency, l.fxRate)) problems.push(`${where}: lot ${l.lotNumber} is in ${l.currency} without an FX rate into ${a.currency}`);
    }
    for (const b of a.invitees) if (!borrowers.has(b)) problems.push(`${where}: unknown invitee ${b}`);
    const people = [...a.invitedUsers, ...a.rulesAccepted, ...a.bids.map((b) => b.user), ...a.supplemental.map((s) => s.user), ...a.activity.map((s) => s.user)];
    for (const login of people) if (!logins.has(login)) problems.push(`${where}: unknown user ${login}`);
    for (const b of a.bids) if (!lotNumbers.has(b.lot)) problems.push(`${where}: bid on unknown lot ${b.lot}`);
    for (const r of a.recommendations) if (!lotNumbers.has(r.lot)) problems.push(`${where}: recommendation for unknown lot ${r.lot}`);
    if (a.awards && !logins.has(a.awards.awardedBy)) problems.push(`${where}: unknown awarder ${a.awards.awardedBy}`);
  }
  if (problems.length > 0) throw new Error(`Invalid demo world:\n${problems.join('\n')}`);
  return world;
};
