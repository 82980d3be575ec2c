import type { AssetClass, CurrencyCode, Id } from '../../domain/entities';

export interface CurrencyRow {
  id: Id;
  currencyCode: CurrencyCode;
}

/** Reference data seeded by the migrations. */
export interface ReferenceRepository {
  assetClasses(): Promise<AssetClass[]>;
  currencies(): Promise<CurrencyRow[]>;
}
