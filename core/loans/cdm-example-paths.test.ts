/**
 * The loans' CDM document against the structure of the FINOS CDM's public securities-lending execution
 * examples, path by path: every leaf's path (array positions as `[]`, values left out) of a document the
 * product makes is compared with the examples' (fixtures/cdm, derived by fixtures/scripts/cdm-example-paths.mjs
 * from the examples at the commit it names). What the product adds and what it leaves out are listed here,
 * each with its reason, so a change on either side fails until it is looked at.
 */
import { describe, expect, it } from 'vitest';
import examplePaths from '../../fixtures/cdm/sec-lending-execution-paths.json';
import { makeBid, makeLot } from '../../fixtures/builders';
import type { Bid, Lot } from '../domain/entities';
import { cdmExecutionOf } from './cdm-execution';
import { buildLoanRecords, type LoanConfirmation, type LoanHolding } from './loan-record';

const EXECUTION = 'instruction[].primitiveInstruction.execution';
const TERMS = `${EXECUTION}.product.economicTerms`;
const CASH_POSITION = `${TERMS}.collateral.collateralPortfolio[].collateralPosition[]`;

/** Fields of the CDM's types that the examples leave out and a loan record knows. */
const ADDED = [
  `${TERMS}.terminationDate.adjustableDate.unadjustedDate`, // EconomicTerms.terminationDate: the term's end
  `${EXECUTION}.parties[].partyId[].identifierType`, // PartyIdentifier.identifierType: LEI
  `${EXECUTION}.executionDetails.executionVenue.name.@data`, // ExecutionDetails.executionVenue: the venue's name
];

/** The cash example's paths a loan record has nothing for. */
const LEFT_OUT = [
  // Settlement and delivery are booked after the auction, in the agent's lending system.
  `${TERMS}.payout[].assetLeg[].settlementDate.adjustableDate.adjustedDate.@data`,
  `${TERMS}.payout[].assetLeg[].deliveryMethod`,
  // An exclusive auction has no minimum fee.
  `${TERMS}.payout[].minimumFee.value`,
  `${TERMS}.payout[].minimumFee.unit.currency.@data`,
  // The cash collateral's own rate and its interest-rate payout: the fee is the bid, on the loan's price.
  `${CASH_POSITION}.priceQuantity[].price[].value`,
  `${CASH_POSITION}.priceQuantity[].price[].unit.currency.@data`,
  `${CASH_POSITION}.priceQuantity[].price[].perUnitOf.currency.@data`,
  `${CASH_POSITION}.priceQuantity[].price[].priceType`,
  `${CASH_POSITION}.product.economicTerms.payout[].@type`,
  `${CASH_POSITION}.product.economicTerms.payout[].payerReceiver.payer`,
  `${CASH_POSITION}.product.economicTerms.payout[].payerReceiver.receiver`,
  `${CASH_POSITION}.product.economicTerms.payout[].priceQuantity.quantitySchedule.@ref:scoped`,
  `${CASH_POSITION}.product.economicTerms.payout[].priceQuantity.priceSchedule[].@ref:scoped`,
  // Counterparties refer to the parties instead of repeating them inline (the non-cash example's form).
  `${EXECUTION}.counterparty[].partyReference.@key`,
  `${EXECUTION}.counterparty[].partyReference.@key:external`,
  `${EXECUTION}.counterparty[].partyReference.partyId[].@key`,
  `${EXECUTION}.counterparty[].partyReference.partyId[].identifier.@data`,
  `${EXECUTION}.counterparty[].partyReference.name.@data`,
  // Internal hash keys of the CDM's serialisation, and an intent that the examples set for testing.
  `${EXECUTION}.parties[].@key`,
  `${EXECUTION}.parties[].partyId[].@key`,
  `${EXECUTION}.partyRoles[].partyReference.@ref`,
  'intent',
];

const leafPaths = (value: unknown, path: string, out: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const item of value) leafPaths(item, `${path}[]`, out);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) leafPaths(item, path ? `${path}.${key}` : key, out);
  else out.add(path);
  return out;
};

const confirmation: LoanConfirmation = {
  auctionId: 1,
  effectedAt: '2026-12-01T20:30:00.000Z',
  termEndDate: '2027-12-31T05:00:00.000Z',
  lender: { name: 'North Pension', lei: '549300NORTHPENSION01' },
  agent: { name: 'Agent Bank', lei: '549300AGENTBANK00001' },
  venue: 'eSecAuction',
  collateralPct: '102',
  holidays: new Set(),
};
const borrower = { id: 7, name: 'Alpha Securities', lei: '5493001KJTIIGC8Y1R12', type: 'BROKER_DEALER' as const, mpid: 'ALPH' };
const holding: LoanHolding = {
  holdingId: 1,
  issuerName: 'Acme Corp',
  issuerLei: null,
  isin: 'US0378331005',
  cusip: '037833100',
  sedol: null,
  figi: null,
  quantity: '1000',
  quantityKind: 'SHARES',
  price: '12.345',
  currency: 'USD',
};

/** Every path of the document of a loan with everything a record can hold, under the given collateral. */
function documentPaths(collateralType: Bid['collateralType']): Set<string> {
  const lot: Lot = { id: 1, ...makeLot({ auctionId: 1, lotNumber: 'L1', lotName: 'Lot 1' }) };
  const bid: Bid = { id: 1, ...makeBid({ auctionId: 1, lotId: 1, borrowerId: 7, userId: 70, confirmed: true, collateralType }) };
  const [record] = buildLoanRecords(confirmation, [{ award: { id: 101, auctionId: 1, bidId: 1, lotId: 1 }, bid, lot, heldLots: [lot], borrower }], new Map([[1, [holding]]]));
  return leafPaths(cdmExecutionOf({ ...record, id: 5, status: 'ACTIVE', cancelledAt: null, cancelReason: null, cancelDeadline: null }), '', new Set());
}

const cashExample = new Set(examplePaths.examples['execution-cash-input.json']);
const nonCashExample = new Set(examplePaths.examples['execution-noncash-portfolio-input.json']);
const eitherExample = new Set([...cashExample, ...nonCashExample]);
const without = (paths: Iterable<string>, known: Set<string>) => [...paths].filter((p) => !known.has(p)).sort();

describe("the loan's CDM document, path by path against the public examples", () => {
  it('with cash collateral: the cash example, less what a record has nothing for, plus three fields of the CDM types', () => {
    const ours = documentPaths('Cash');
    expect(without(ours, eitherExample)).toEqual([...ADDED].sort());
    expect(without(cashExample, ours)).toEqual([...LEFT_OUT].sort());
  });

  it('with non-cash collateral: no path that neither example has, beyond the same three', () => {
    const ours = documentPaths('Non_Cash');
    expect(without(ours, eitherExample)).toEqual([...ADDED].sort());
    expect(ours.has(`${TERMS}.collateral.collateralProvisions.collateralType`)).toBe(true);
    expect([...ours].some((p) => p.startsWith(`${TERMS}.collateral.collateralPortfolio`))).toBe(false);
  });
});
