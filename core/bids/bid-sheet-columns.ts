/**
 * The columns of the Place Bids sheet that a pasted block or a bid file fills, in the sheet's order
 *, and the bid template's header. Its own small module: the sheet's toolbar names the
 * columns without loading the import (web/src/features/bidding/grid/bid-sheet-import.ts), which loads on demand.
 */
import type { Id } from '../domain/entities';
import type { BidEntryAuction } from './bid-rules';
import { perKind, sheetBidKinds, type BidInputField, type BidKindFlag } from '../domain/bid-kinds';

/** A value column of the sheet a line can fill. */
export type ImportField = 'collateralType' | BidInputField | 'minBalance' | 'lotComment';

/** The sheet's captions of its value columns (web/src/features/bidding place-bids-sheet.tsx). */
export const IMPORT_FIELD_TITLES: Record<ImportField, string> = {
  collateralType: 'Collateral Type',
  ...perKind('input', (k) => k.sheetTitle),
  minBalance: 'Minimum Balance Gtee',
  lotComment: 'Lot Specific Comments',
};
export const LOT_TITLE = 'Lot';
/** The template's descriptive columns, read and ignored on import. */
export const TEMPLATE_INFO_TITLES = ['Lot Name & Lot Description', 'Currency'] as const;

/** What the import reads of the auction: its bid kinds and the sheet's optional columns. */
export type ImportAuction = BidEntryAuction & { minGuarantee: boolean };
/** What it reads of a lot. */
export interface ImportLot {
  id: Id;
  lotNumber: string;
}

/** The sheet's value columns for this auction, in the sheet's order, without Lot Specific Comments. */
export const bidSheetColumns = (auction: Pick<ImportAuction, 'collateralType' | BidKindFlag | 'minGuarantee'>): ImportField[] => [
  ...(auction.collateralType === 'Both' ? (['collateralType'] as const) : []),
  ...sheetBidKinds(auction).map((k) => k.input),
  ...(auction.minGuarantee ? (['minBalance'] as const) : []),
];

/** The template's header row: Lot, the descriptive columns, the sheet's value columns, Lot Specific Comments. */
export const bidTemplateHeader = (auction: Pick<ImportAuction, 'collateralType' | BidKindFlag | 'minGuarantee'>): string[] => [
  LOT_TITLE,
  ...TEMPLATE_INFO_TITLES,
  ...bidSheetColumns(auction).map((f) => IMPORT_FIELD_TITLES[f]),
  IMPORT_FIELD_TITLES.lotComment,
];

