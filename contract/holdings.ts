/**
 * What is in each lot: a lot's holdings (read and replaced on the lot screen), the auction's holdings
 * file (upload and template), the comparison staff see before completing the info centre, and each lot's
 * composition in the information centre and its export (./lot-composition.ts).
 */
import { z } from 'zod';
import { defineRoute, pathAuctionId, pathId, served } from './route';
import { AuctionIdParams, Decimal, Id, IdParams } from './common';
import { HOLDINGS_FILE_MAX_BYTES, HOLDINGS_FILE_MAX_ROWS, MAX_HOLDINGS_PER_LOT } from '../core/holdings/holding';
import { checkHoldings, holdingsTemplate, lotHoldings, saveLotHoldings, uploadHoldings } from '../core/holdings/holdings';
import { compositionExportRoute, compositionRoute, Currency, CurrencyAmount, Holding, HOLDINGS_TAGS, XLSX } from './lot-composition';

const MAX_MB = `${HOLDINGS_FILE_MAX_BYTES / 1024 / 1024} MB`;

export { CurrencyAmount, Holding, LotComposition } from './lot-composition';

export const HoldingsComparison = z.object({
  lotId: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  currency: Currency,
  marketValue: Decimal,
  holdingsCount: z.number().int(),
  holdingsValue: Decimal.meta({ description: "The holdings in the lot's currency, summed" }),
  otherCurrencies: z.array(CurrencyAmount).meta({ description: 'Holdings in other currencies, not compared' }),
  difference: Decimal,
  differencePct: Decimal.nullable(),
  status: z.enum(['NO_HOLDINGS', 'WITHIN_TOLERANCE', 'BEYOND_TOLERANCE', 'OTHER_CURRENCIES']),
});

export const LotHoldings = z.object({
  lotId: Id,
  lotNumber: z.string(),
  lotName: z.string(),
  currency: Currency,
  marketValue: Decimal,
  holdings: z.array(Holding),
  comparison: HoldingsComparison,
});

const Amount = z.union([z.string().max(60), z.number()]).nullable().optional();
const Text = z.string().max(255).nullable().optional();
/** One row of the lot screen: every field as typed (the rules are the use case's). */
export const HoldingRow = z.object({
  isin: Text,
  cusip: Text,
  sedol: Text,
  figi: Text,
  issuerName: Text,
  issuerLei: Text,
  quantity: Amount,
  quantityKind: Text,
  price: Amount,
  currency: Text,
});

export const holdingRoutes = {
  ofLot: served(
    defineRoute({
      method: 'get',
      path: '/auction/lotholdings/{id}',
      useCase: lotHoldings,
      tags: HOLDINGS_TAGS,
      summary: "A lot's holdings, and their sum against its market value",
      params: IdParams,
      response: LotHoldings,
    }),
    pathId,
  ),
  saveLot: served(
    defineRoute({
      method: 'post',
      path: '/auction/lotholdings/{id}',
      useCase: saveLotHoldings,
      tags: HOLDINGS_TAGS,
      summary: "Replace a lot's holdings (an empty list clears them)",
      description: 'Any refused row refuses all: 400 with fields rows.<i>.<field>, nothing saved. A combo lot holds what its lots hold: 400.',
      params: IdParams,
      body: z.object({ rows: z.array(HoldingRow).max(MAX_HOLDINGS_PER_LOT) }),
      response: LotHoldings,
    }),
    ({ params, body }) => [params.id, body.rows],
  ),
  upload: defineRoute({
    method: 'post',
    path: '/auction/holdingsupload/{auctionId}',
    useCase: uploadHoldings,
    // Read in the upload pool's workers within measured budgets (core/ports/upload-reader.ts).
    heavy: true,
    expensive: true,
    tags: HOLDINGS_TAGS,
    summary: "Replace the holdings of the lots a holdings file (.csv or .xlsx) names",
    description:
      `One .csv (UTF-8) or .xlsx file, at most ${MAX_MB} and ${HOLDINGS_FILE_MAX_ROWS.toLocaleString('en-US')} lines, columns of the template by header. ` +
      'Any refused line refuses the file: 400 with fields lines.<n> ("Line n: reasons") and refused [{line, reason}]; nothing is written.',
    params: AuctionIdParams,
    multipart: { file: 'the .csv or .xlsx holdings file (any file part is taken)' },
    response: z.object({ imported: z.number().int(), lots: z.number().int() }),
    failures: { 413: `Over ${MAX_MB}`, 415: 'Not multipart', 422: 'Too many lines, or over a reading budget (inflated bytes, time, memory)' },
  }),
  template: defineRoute({
    method: 'post',
    path: '/auction/holdingstemplate',
    useCase: holdingsTemplate,
    expensive: true,
    tags: HOLDINGS_TAGS,
    summary: 'The holdings file template (.xlsx): the header row and a guide sheet',
    response: { file: XLSX },
  }),
  check: served(
    defineRoute({
      method: 'get',
      path: '/auction/holdingscheck/{auctionId}',
      useCase: checkHoldings,
      // Why this access: the staff who complete info centres see, before they do, which lots' holdings do not add up
      tags: HOLDINGS_TAGS,
      summary: "Each single lot's market value beside the sum of its holdings, with the tolerance",
      params: AuctionIdParams,
      response: z.object({ tolerancePct: Decimal, lots: z.array(HoldingsComparison), needAttention: z.number().int() }),
    }),
    pathAuctionId,
  ),
  composition: compositionRoute,
  export: compositionExportRoute,
} as const;
