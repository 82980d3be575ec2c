/**
 * Each lot's composition in the information centre and its export, for whoever may see the info centre:
 * on their own so the info centre page shows them without the rest of the holdings contract (the lot
 * screen's holdings, the holdings file, the staff's comparison) and its schemas (the bidder's JavaScript
 * budget, bench/web.bench.ts). They are also `holdingRoutes.composition` and `holdingRoutes.export`.
 */
import { z } from 'zod';
import { defineRoute, pathAuctionId, served } from './route';
import { AuctionIdParams, Decimal, Id } from './common';
import { CURRENCIES } from '../core/domain/entities';
import { QUANTITY_KINDS } from '../core/holdings/holding';
import { exportHoldings, lotCompositions } from '../core/holdings/holdings';

export const HOLDINGS_TAGS = ['Holdings'] as const;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const Currency = z.enum(CURRENCIES);

export const Holding = z.object({
  id: Id,
  lotId: Id,
  isin: z.string().nullable(),
  cusip: z.string().nullable(),
  sedol: z.string().nullable(),
  figi: z.string().nullable(),
  issuerName: z.string(),
  issuerLei: z.string().nullable(),
  quantity: Decimal.meta({ description: 'Shares, or par for fixed income' }),
  quantityKind: z.enum(QUANTITY_KINDS),
  price: Decimal.meta({ description: 'Per share, or per 1 of par' }),
  currency: Currency,
  marketValue: Decimal.meta({ description: 'quantity × price, exact, in the holding currency' }),
});

export const CurrencyAmount = z.object({ currency: Currency, amount: Decimal });

export const LotComposition = z.object({ lotId: Id, lotNumber: z.string(), lotName: z.string(), currency: Currency, holdings: z.array(Holding), valueByCurrency: z.array(CurrencyAmount) });

export const compositionRoute = served(
  defineRoute({
    method: 'get',
    path: '/auction/holdings/{auctionId}',
    useCase: lotCompositions,
    // Why this access: info centre material: approved borrowers' users of a complete info centre, staff, the auction's client (checked by the use case)
    tags: HOLDINGS_TAGS,
    summary: "Each single lot's holdings, for whoever may see the auction's information centre",
    params: AuctionIdParams,
    response: z.array(LotComposition),
  }),
  pathAuctionId,
);

export const compositionExportRoute = defineRoute({
  method: 'post',
  path: '/auction/holdingsexport/{auctionId}',
  useCase: exportHoldings,
  heavy: true,
  expensive: true,
  // Why this access: the composition as a file; the same rule as the composition
  tags: HOLDINGS_TAGS,
  summary: 'The lots\' holdings as an .xlsx, one row per holding',
  params: AuctionIdParams,
  response: { file: XLSX },
});
