/**
 * A loan as the FINOS Common Domain Model's securities-lending execution: the input of the CDM's
 * Create_BusinessEvent function, shaped as the public examples in finos/common-domain-model
 * (rosetta-source/src/main/resources/functions/sec-lending/execution/execution-cash-input.json and
 * execution-noncash-portfolio-input.json), so CDM tooling can read it:
 * an `ExecutionInstruction` (product.economicTerms with the asset payout and the collateral provisions,
 * priceQuantity with the fee and the securities loaned, counterparty, parties, partyRoles,
 * executionDetails, tradeDate, tradeIdentifier), and the event and effective dates.
 *
 * Conventions taken from the examples: Party1 the lender, Party2 the borrower, the asset payout paid by
 * the borrower; the fee a price of type InterestRate as a decimal fraction (1% = 0.01), per unit of the
 * loan's currency; the asset price per share. The lending agent is a party in the role AgentLender.
 * Numbers are JSON numbers (the examples'); the record keeps the exact decimals.
 */
import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { BPS_FACTOR, dec, roundMoneyHalfUp } from '../money/decimal';
import type { LoanRecord } from './loan-record';
import { nyDateOf } from './report-deadline';

const Data = lazySchema(() => z.strictObject({ '@data': z.string() }));
const CurrencyUnit = lazySchema(() => z.strictObject({ currency: Data }));
const ShareUnit = lazySchema(() => z.strictObject({ financialUnit: z.literal('Share') }));
const Identifier = lazySchema(() => z.strictObject({ identifier: Data, identifierType: z.string() }));
const Security = lazySchema(() => z.strictObject({ '@type': z.literal('cdm.base.staticdata.asset.common.Security'), identifier: z.array(Identifier), securityType: z.enum(['Equity', 'Debt']).optional() }));
const Party = lazySchema(() => z.strictObject({ '@key:external': z.string(), partyId: z.array(Identifier).optional(), name: Data }));
const PartyRef = lazySchema(() => z.strictObject({ '@ref:external': z.string() }));
const ScopedRef = lazySchema(() => z.strictObject({ '@ref:scoped': z.string() }));
const Price = lazySchema(() => z.strictObject({ '@key:scoped': z.string(), value: z.number(), unit: CurrencyUnit, perUnitOf: z.union([CurrencyUnit, ShareUnit]), priceType: z.enum(['InterestRate', 'AssetPrice']) }));
const Quantity = lazySchema(() => z.strictObject({ '@key:scoped': z.string().optional(), value: z.number(), unit: z.union([CurrencyUnit, ShareUnit]) }));
const PriceQuantity = lazySchema(() => z.strictObject({
  '@key': z.string(),
  price: z.array(Price).optional(),
  quantity: Quantity.optional(),
  observable: z.strictObject({ '@key:scoped': z.string(), '@data': Security }).optional(),
}));
const DateOf = lazySchema(() => z.strictObject({ adjustableDate: z.strictObject({ unadjustedDate: z.string() }) }));
const CashPortfolio = lazySchema(() => z.strictObject({
  collateralPosition: z.array(
    z.strictObject({
      priceQuantity: z.array(z.strictObject({ quantity: Quantity })),
      product: z.strictObject({
        '@type': z.literal('cdm.product.template.TransferableProduct'),
        asset: z.strictObject({ '@type': z.literal('cdm.base.staticdata.asset.common.Cash'), identifier: z.array(Identifier) }),
      }),
    }),
  ),
}));
const Execution = lazySchema(() => z.strictObject({
  product: z.strictObject({
    economicTerms: z.strictObject({
      effectiveDate: DateOf,
      terminationDate: DateOf,
      payout: z.array(
        z.strictObject({
          '@type': z.literal('cdm.product.template.AssetPayout'),
          payerReceiver: z.strictObject({ payer: z.string(), receiver: z.string() }),
          priceQuantity: z.strictObject({ quantitySchedule: ScopedRef.optional(), priceSchedule: z.array(ScopedRef) }),
          underlier: Security,
        }),
      ),
      collateral: z.strictObject({ collateralPortfolio: z.array(CashPortfolio).optional(), collateralProvisions: z.strictObject({ collateralType: z.enum(['Cash', 'NonCash']) }) }),
    }),
  }),
  priceQuantity: z.array(PriceQuantity),
  counterparty: z.array(z.strictObject({ role: z.enum(['Party1', 'Party2']), partyReference: PartyRef })),
  parties: z.array(Party),
  partyRoles: z.array(z.strictObject({ partyReference: PartyRef, role: z.enum(['Lender', 'Borrower', 'AgentLender']) })),
  executionDetails: z.strictObject({ executionType: z.literal('OnVenue'), executionVenue: z.strictObject({ name: Data }).optional() }),
  tradeDate: Data,
  tradeIdentifier: z.array(z.strictObject({ issuer: Data, assignedIdentifier: z.array(z.strictObject({ identifier: Data })) })),
}));

/** The document, declared field by field (the HTTP answer is checked against it). */
export const CdmExecutionSchema = lazySchema(() => z.strictObject({
  instruction: z.array(z.strictObject({ primitiveInstruction: z.strictObject({ execution: Execution }) })),
  eventDate: z.string(),
  effectiveDate: z.string(),
}));
export type CdmExecutionDocument = z.infer<typeof CdmExecutionSchema>;
type CdmExecution = z.infer<typeof Execution>;

const data = (value: string) => ({ '@data': value });
const num = (decimal: string): number => Number(decimal);
const currencyUnit = (currency: string) => ({ currency: data(currency) });

const party = (key: string, name: string, lei: string | null): z.infer<typeof Party> => ({
  '@key:external': key,
  ...(lei ? { partyId: [{ identifier: data(lei), identifierType: 'LEI' }] } : {}),
  name: data(name),
});

/** The security's identifiers the record holds, each with its CDM identifier type. */
const identifiersOf = (s: LoanRecord['terms']['security']): z.infer<typeof Identifier>[] =>
  (
    [
      ['ISIN', s.isin],
      ['CUSIP', s.cusip],
      ['SEDOL', s.sedol],
      ['FIGI', s.figi],
    ] as const
  ).flatMap(([type, value]) => (value ? [{ identifier: data(value), identifierType: type }] : []));

/** The CDM execution of one loan (its terms as effected at the confirmation). */
export function cdmExecutionOf(loan: LoanRecord): CdmExecutionDocument {
  const t = loan.terms;
  const tradeDate = nyDateOf(loan.effectedAt);
  const security: z.infer<typeof Security> = {
    '@type': 'cdm.base.staticdata.asset.common.Security',
    identifier: identifiersOf(t.security),
    ...(t.security.securityType ? { securityType: t.security.securityType } : {}),
  };
  const feeRate = t.fee.bps === null ? null : dec(t.fee.bps).div(BPS_FACTOR).toString();
  const priceSchedule: z.infer<typeof ScopedRef>[] = [
    ...(feeRate === null ? [] : [{ '@ref:scoped': 'LendingFee-1' }]),
    ...(t.price === null ? [] : [{ '@ref:scoped': 'AssetPrice-1' }]),
  ];
  // Shares, or a par amount in the loan's currency (a bond priced per 1 of par).
  const securityUnit = t.quantityKind === 'PAR' ? currencyUnit(t.currency) : ({ financialUnit: 'Share' } as const);
  const priceQuantity: z.infer<typeof PriceQuantity>[] = [];
  if (feeRate !== null || t.loanValue !== null) {
    priceQuantity.push({
      '@key': 'PriceQuantity-1',
      ...(feeRate === null
        ? {}
        : {
            price: [{ '@key:scoped': 'LendingFee-1', value: num(feeRate), unit: currencyUnit(t.currency), perUnitOf: currencyUnit(t.currency), priceType: 'InterestRate' }],
          }),
      ...(t.loanValue === null ? {} : { quantity: { '@key:scoped': 'LoanValue-1', value: num(t.loanValue), unit: currencyUnit(t.currency) } }),
    });
  }
  priceQuantity.push({
    '@key': 'PriceQuantity-2',
    ...(t.price === null
      ? {}
      : { price: [{ '@key:scoped': 'AssetPrice-1', value: num(t.price), unit: currencyUnit(t.currency), perUnitOf: securityUnit, priceType: 'AssetPrice' }] }),
    ...(t.quantity === null ? {} : { quantity: { '@key:scoped': 'AssetQuantity-1', value: num(t.quantity), unit: securityUnit } }),
    observable: { '@key:scoped': 'Observable-1', '@data': security },
  });
  // Cash collateral of the value loaned times the collateral percentage, as the cash example's position.
  const cashCollateral: z.infer<typeof CashPortfolio> | null =
    t.collateralType === 'Cash' && t.collateralPct !== null && t.loanValue !== null
      ? {
          collateralPosition: [
            {
              priceQuantity: [{ quantity: { value: num(roundMoneyHalfUp(dec(t.loanValue).times(dec(t.collateralPct)).div(100))), unit: currencyUnit(t.currency) } }],
              product: {
                '@type': 'cdm.product.template.TransferableProduct',
                asset: { '@type': 'cdm.base.staticdata.asset.common.Cash', identifier: [{ identifier: data(t.currency), identifierType: 'CurrencyCode' }] },
              },
            },
          ],
        }
      : null;
  const lenderKey = 'Lender';
  const borrowerKey = 'Borrower';
  const agentKey = 'AgentLender';
  const parties = [party(lenderKey, t.lender.name, t.lender.lei), party(borrowerKey, t.borrower.name, t.borrower.lei)];
  const partyRoles: CdmExecution['partyRoles'] = [
    { partyReference: { '@ref:external': lenderKey }, role: 'Lender' },
    { partyReference: { '@ref:external': borrowerKey }, role: 'Borrower' },
  ];
  if (t.agent.name) {
    parties.push(party(agentKey, t.agent.name, t.agent.lei));
    partyRoles.push({ partyReference: { '@ref:external': agentKey }, role: 'AgentLender' });
  }
  const execution: CdmExecution = {
    product: {
      economicTerms: {
        effectiveDate: { adjustableDate: { unadjustedDate: tradeDate } },
        terminationDate: { adjustableDate: { unadjustedDate: t.terminationDate } },
        payout: [
          {
            '@type': 'cdm.product.template.AssetPayout',
            payerReceiver: { payer: 'Party2', receiver: 'Party1' },
            priceQuantity: { ...(t.quantity === null ? {} : { quantitySchedule: { '@ref:scoped': 'AssetQuantity-1' } }), priceSchedule },
            underlier: security,
          },
        ],
        collateral: {
          ...(cashCollateral === null ? {} : { collateralPortfolio: [cashCollateral] }),
          collateralProvisions: { collateralType: t.collateralType === 'Cash' ? 'Cash' : 'NonCash' },
        },
      },
    },
    priceQuantity,
    counterparty: [
      { role: 'Party1', partyReference: { '@ref:external': lenderKey } },
      { role: 'Party2', partyReference: { '@ref:external': borrowerKey } },
    ],
    parties,
    partyRoles,
    executionDetails: t.venue ? { executionType: 'OnVenue', executionVenue: { name: data(t.venue) } } : { executionType: 'OnVenue' },
    tradeDate: data(tradeDate),
    tradeIdentifier: [{ issuer: data(t.agent.name ?? t.lender.name), assignedIdentifier: [{ identifier: data(`LOAN-${loan.id}`) }] }],
  };
  return { instruction: [{ primitiveInstruction: { execution } }], eventDate: tradeDate, effectiveDate: tradeDate };
}
