import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import type { LotRow } from '../api/lots-api';

/** Lot numbers sort by numeric part, then suffix (core/lots-csv). */
export const compareLotRows = (a: LotRow, b: LotRow): number => compareLotNumbers(a.lotNumber, b.lotNumber);
