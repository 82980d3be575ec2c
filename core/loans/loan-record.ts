/**
 * A loan record: one per holding of each awarded lot (a combo lot through each of its lots), made when
 * awards are confirmed, in that transaction, and cancelled (kept, with the time and the reason) when they
 * are unconfirmed. Its terms are what was effected at the confirmation, kept as they were then: the data
 * elements SLATE asks for (FINRA Rule 6530(a)(2)) and the parties' identifiers.
 *
 * Pure: the builder takes plain data (the award, its bid and lots, the holdings, the parties and the
 * settings) and answers plain data.
 */
import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { BID_KIND_CODES } from '../domain/bid-kinds';
import { COLLATERAL_TYPES, CURRENCIES, type Award, type Bid, type CurrencyCode, type DecimalString, type Id, type Instant, type Lot } from '../domain/entities';
import { dec, roundMoneyHalfUp } from '../money/decimal';
import { FEE_SOURCES, loanFeeOf } from './loan-fee';
import { nyDateOf, reportDeadline, type NyDate } from './report-deadline';
import { BORROWER_TYPES, type BorrowerType } from '../parties/parties';
import { QUANTITY_KINDS, type QuantityKind } from '../holdings/holding';


const decimal = lazySchema(() => z.string());
const text = lazySchema(() => z.string().nullable());
const id = lazySchema(() => z.number().int().positive());

export const LoanTermsSchema = lazySchema(() => z.strictObject({
  lender: z.strictObject({ name: z.string(), lei: text }),
  borrower: z.strictObject({ id, name: z.string(), lei: text, type: z.enum(BORROWER_TYPES).nullable(), mpid: text }),
  agent: z.strictObject({ name: text, lei: text }),
  venue: text,
  security: z.strictObject({
    /** The lot the holding is in (for a combo award, one of the combo's lots). */
    lotId: id,
    lotNumber: z.string(),
    lotName: z.string(),
    /** From the lot: E → Equity, F → Debt (the CDM's security types). */
    securityType: z.enum(['Equity', 'Debt']).nullable(),
    holdingId: id.nullable(),
    issuerName: text,
    issuerLei: text,
    isin: text,
    cusip: text,
    sedol: text,
    figi: text,
  }),
  /** The amount of securities loaned (Rule 6530(a)(3): shares, or par value); null when the lot has no holdings recorded. */
  quantity: decimal.nullable(),
  quantityKind: z.enum(QUANTITY_KINDS).nullable(),
  price: decimal.nullable(),
  /** The value loaned in `currency`: quantity x price, or the lot's market value when it has no holdings. */
  loanValue: decimal.nullable(),
  currency: z.enum(CURRENCIES),
  fxRate: decimal.nullable(),
  collateralType: z.enum(COLLATERAL_TYPES.filter((c) => c !== 'Both') as ['Cash', 'Non_Cash']),
  fee: z.strictObject({ bps: decimal.nullable(), source: z.enum(FEE_SOURCES), bidKind: z.enum(BID_KIND_CODES), bidAmount: decimal, note: z.string() }),
  /** Percentage of collateral to the value loaned (Rule 6530(a)(2)(J)), an auction setting. */
  collateralPct: decimal.nullable(),
  /** The term's end, New York date. */
  terminationDate: z.string(),
}));
export type LoanTerms = z.infer<typeof LoanTermsSchema>;

export const LOAN_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export interface LoanRecord {
  id: Id;
  auctionId: Id;
  awardId: Id;
  bidId: Id;
  /** The awarded lot (a combo lot for a combo award). */
  lotId: Id;
  borrowerId: Id;
  /** The confirmation. */
  effectedAt: Instant;
  /** 23:59:59 New York of the day it must be reported by (`reportDeadline`). */
  reportDeadline: Instant;
  status: LoanStatus;
  cancelledAt: Instant | null;
  cancelReason: string | null;
  /** A cancellation's report deadline, counted from the cancellation (null while active). */
  cancelDeadline: Instant | null;
  terms: LoanTerms;
}

export type NewLoanRecord = Omit<LoanRecord, 'id' | 'status' | 'cancelledAt' | 'cancelReason' | 'cancelDeadline'>;

/** One security held in a lot (the lot's holdings). */
export interface LoanHolding {
  holdingId: Id | null;
  issuerName: string | null;
  issuerLei: string | null;
  isin: string | null;
  cusip: string | null;
  sedol: string | null;
  figi: string | null;
  quantity: DecimalString | null;
  quantityKind: QuantityKind | null;
  price: DecimalString | null;
  currency: CurrencyCode;
}

export interface LoanBorrower {
  id: Id;
  name: string;
  lei: string | null;
  type: BorrowerType | null;
  mpid: string | null;
}

/** What every loan of one confirmation shares: the lender (the auction's client), the agent, the venue and the auction's settings. */
export interface LoanConfirmation {
  auctionId: Id;
  effectedAt: Instant;
  termEndDate: Instant;
  lender: { name: string; lei: string | null };
  agent: { name: string | null; lei: string | null };
  venue: string | null;
  collateralPct: DecimalString | null;
  holidays: ReadonlySet<NyDate>;
}

/** One confirmed award with what its loans need. */
export interface AwardForLoans {
  award: Award;
  bid: Bid;
  /** The awarded lot. */
  lot: Lot;
  /** The lots whose holdings are loaned: the combo's lots, or the awarded lot itself. */
  heldLots: readonly Lot[];
  borrower: LoanBorrower;
}

/** Holdings by lot id; a lot without any stands for itself (one loan of its market value, its securities unknown). */
export type HoldingsByLot = ReadonlyMap<Id, readonly LoanHolding[]>;

const valueOf = (h: LoanHolding): DecimalString | null =>
  h.quantity !== null && h.price !== null ? roundMoneyHalfUp(dec(h.quantity).times(dec(h.price))) : null;

/** The loan records of confirmed awards: one per holding of each awarded lot, in award, lot and holding order. */
export function buildLoanRecords(confirmation: LoanConfirmation, awards: readonly AwardForLoans[], holdings: HoldingsByLot): NewLoanRecord[] {
  const deadline = reportDeadline(confirmation.effectedAt, confirmation.holidays);
  const terminationDate = nyDateOf(confirmation.termEndDate);
  const records: NewLoanRecord[] = [];
  for (const { award, bid, lot, heldLots, borrower } of awards) {
    const fee = loanFeeOf(bid, lot);
    if (!fee) throw new Error(`Awarded bid ${bid.id} has no amount`);
    for (const held of heldLots) {
      const lotHoldings = holdings.get(held.id) ?? [];
      const positions: (LoanHolding | null)[] = lotHoldings.length > 0 ? [...lotHoldings] : [null];
      for (const h of positions) {
        records.push({
          auctionId: confirmation.auctionId,
          awardId: award.id,
          bidId: bid.id,
          lotId: lot.id,
          borrowerId: borrower.id,
          effectedAt: confirmation.effectedAt,
          reportDeadline: deadline,
          terms: {
            lender: confirmation.lender,
            borrower,
            agent: confirmation.agent,
            venue: confirmation.venue,
            security: {
              lotId: held.id,
              lotNumber: held.lotNumber,
              lotName: held.lotName,
              securityType: held.secType === 'E' ? 'Equity' : held.secType === 'F' ? 'Debt' : null,
              holdingId: h?.holdingId ?? null,
              issuerName: h?.issuerName ?? null,
              issuerLei: h?.issuerLei ?? null,
              isin: h?.isin ?? null,
              cusip: h?.cusip ?? null,
              sedol: h?.sedol ?? null,
              figi: h?.figi ?? null,
            },
            quantity: h?.quantity ?? null,
            quantityKind: h?.quantityKind ?? null,
            price: h?.price ?? null,
            loanValue: h ? valueOf(h) : held.marketValue,
            currency: h?.currency ?? held.currency,
            fxRate: held.fxRate,
            collateralType: bid.collateralType,
            fee,
            collateralPct: confirmation.collateralPct,
            terminationDate,
          },
        });
      }
    }
  }
  return records;
}

/**
 * What a record lacks to be reported complete, in the words of FINRA Rule 6530(a)(2) (and the parties'
 * identifiers the confidential elements ask for). Empty when complete.
 */
export function missingElements(terms: LoanTerms): string[] {
  const s = terms.security;
  const missing: string[] = [];
  if (!s.issuerName) missing.push('legal name of the security issuer');
  if (!s.isin && !s.cusip && !s.figi && !s.sedol) missing.push('security identifier (CUSIP, ISIN, FIGI or other)');
  if (!terms.venue) missing.push('name of the platform or venue');
  if (terms.quantity === null) missing.push('amount of the securities loaned');
  if (terms.fee.bps === null) missing.push(terms.collateralType === 'Cash' ? 'rebate rate or fee' : 'securities lending fee or rate');
  if (terms.collateralPct === null) missing.push('percentage of collateral to value');
  if (terms.borrower.type === null) missing.push('borrower type');
  if (!terms.lender.lei) missing.push('lender LEI');
  if (!terms.borrower.lei) missing.push('borrower LEI');
  if (!terms.agent.name) missing.push('lending agent name');
  if (!terms.agent.lei) missing.push('lending agent LEI');
  return missing;
}
