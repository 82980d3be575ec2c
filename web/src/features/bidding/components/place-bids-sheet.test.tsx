import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { BidLot } from '../../../../../contract/bidding';
import { EMPTY_BID_INPUTS } from '../../../../../core/domain/bid-kinds';
import type { SheetRow } from '../hooks/use-bid-wizard';
import { BidRow, type SheetAuction } from './place-bids-sheet';

// The wizard hook's module holds the session; the row needs none of it.
vi.mock('../hooks/use-bid-wizard', () => ({ withKeys: (rows: unknown[]) => rows }));

const LOT: BidLot = {
  id: 11,
  lotNumber: '7',
  lotName: 'US Large Cap',
  marketValue: '10000000',
  currency: 'USD',
  esecAucCurrency: { currencyCode: 'USD' },
  termDays: 365,
  termDisp: '12M',
  assetClass: 'Equity',
  comboFlag: false,
  comboLotIds: [],
  grossDividend: null,
  taxRate: null,
  eslBps: null,
};
const AUCTION: SheetAuction = { collateralType: 'Cash', bpsBid: true, dollarBid: true, allInFlag: false, minGuarantee: false, currency: 'USD' };
const SAVED_ID = 7229775226767012;

const rowOf = (bidId: number): string => {
  const row: SheetRow = { ...EMPTY_BID_INPUTS, bidId, lotId: LOT.id, collateralType: 'Cash', minBalance: '', lotComment: '', basisPoints: '25', key: 1 };
  const noop = () => undefined;
  return renderToStaticMarkup(
    <table>
      <tbody>
        <BidRow index={0} shownIndex={0} activeCol={null} row={row} lot={LOT} label="Lot 7" auction={AUCTION} invalid={{}} onChange={noop} onAdd={noop} onDelete={noop} onClear={noop} measure={noop} />
      </tbody>
    </table>,
  );
};

describe('a row of the Place Bids sheet', () => {
  it('never shows a saved bid\'s internal id to the trader', () => {
    const html = rowOf(SAVED_ID);
    expect(html).toContain('>7<');
    expect(html).not.toContain(String(SAVED_ID));
    expect(html).not.toMatch(/Bid \d/);
  });

  it('shows the placeholder of a lot without a bid', () => {
    expect(rowOf(-1)).toContain('New bid');
    expect(rowOf(SAVED_ID)).not.toContain('New bid');
  });
});
