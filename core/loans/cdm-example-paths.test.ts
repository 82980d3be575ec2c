/**
 * The loans' CDM document against the structure of the FINOS CDM's public securities-lending execution
 * examples, path by path: every leaf's path (array positions as `[]`, values left out) of a document the
 * product makes is compared with the examples' (fixtures/cdm, derived by fixtures/scripts/cdm-example-paths.mjs
 * from the examples at the commit it names). What the product adds and what it leaves out are listed here,
 * each with its reason, so a change on either side fails until it is looked at.
 */
import { describe, expect, it } from 'vitest';
import examplePaths from '../../fixtures/cdm/sec-lending-execution-paths.json';
import type { Bid } from '../domain/entities';
import { cdmExecutionOf } from './cdm-execution';
import { buildLoanRecords } from './loan-record';
import { bid, borrower, confirmation, holding, lot } from './loan-world.test-kit';

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

/** Every path of the document of a loan with everything a record can hold, under the given collateral. */
function documentPaths(collateralType: Bid['collateralType']): Set<string> {
  const l1 = lot(1);
  const b1 = bid(1, 1, { collateralType });
  // A real ISIN with its CUSIP: each identifier the record holds is a path of the document.
  const held = holding({ isin: 'US0378331005', cusip: '037833100' });
  const [record] = buildLoanRecords(confirmation, [{ award: { id: 101, auctionId: 1, bidId: 1, lotId: 1 }, bid: b1, lot: l1, heldLots: [l1], borrower }], new Map([[1, [held]]]));
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
