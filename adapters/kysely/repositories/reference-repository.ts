import type { ReferenceRepository } from '../../../core/ports/repositories';
import type { RepoContext } from '../codec';

export const createReferenceRepository = ({ db }: RepoContext): ReferenceRepository => ({
  assetClasses: () => db.selectFrom('asset_classes').selectAll().orderBy('id').execute(),
  currencies: () => db.selectFrom('currencies').selectAll().orderBy('id').execute(),
});
