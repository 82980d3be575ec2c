import type { CurrencyCode } from '../../../core/domain/entities';
import type { ReferenceRepository } from '../../../core/ports/repositories';
import type { RepoContext } from '../codec';

export const createReferenceRepository = ({ db }: RepoContext): ReferenceRepository => ({
  async assetClasses() {
    const rows = await db.selectFrom('asset_classes').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, acFormDescr: r.ac_form_descr }));
  },
  async currencies() {
    const rows = await db.selectFrom('currencies').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, currencyCode: r.currency_code as CurrencyCode }));
  },
});
