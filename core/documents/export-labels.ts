/**
 * The labels users see for stored enum values, for exports (a workbook shows "Non Cash", never the
 * stored "Non_Cash"). An unknown value is shown as stored.
 */
import type { CollateralType } from '../domain/entities';

/** Collateral types as the screens name them (the info centre's accepted collateral). */
export const COLLATERAL_TYPE_LABELS: Record<CollateralType, string> = { Cash: 'Cash', Non_Cash: 'Non Cash', Both: 'Cash and Non Cash' };

/** "Non_Cash" -> "Non Cash". */
export const collateralLabel = (value: string | null | undefined): string =>
  value === null || value === undefined ? '' : Object.hasOwn(COLLATERAL_TYPE_LABELS, value) ? COLLATERAL_TYPE_LABELS[value as CollateralType] : value;
