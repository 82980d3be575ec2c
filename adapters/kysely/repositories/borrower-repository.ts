import type { Borrower } from '../../../core/domain/entities';
import type { BorrowerRepository } from '../../../core/ports/repositories';
import { withoutId, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

export const createBorrowerRepository = ({ db }: RepoContext): BorrowerRepository => {
  const get = async (id: number) => (await db.selectFrom('borrowers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  return {
    list: () => db.selectFrom('borrowers').selectAll().orderBy('id').execute(),
    get,
    async getByCode(companyCode) {
      return (await db.selectFrom('borrowers').selectAll().where('companyCode', '=', companyCode).executeTakeFirst()) ?? null;
    },
    async create(borrower) {
      return db.insertInto('borrowers').values(withoutId(borrower)).returningAll().executeTakeFirstOrThrow();
    },
    async update(borrower) {
      assertUpdated(
        await db.updateTable('borrowers').set(withoutId(borrower)).where('id', '=', borrower.id).executeTakeFirst(),
        'borrower',
        borrower.id,
      );
      return (await get(borrower.id)) as Borrower;
    },
  };
};
