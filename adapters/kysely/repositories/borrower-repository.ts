import type { Borrower } from '../../../core/domain/entities';
import type { BorrowerRepository } from '../../../core/ports/repositories';
import { pick, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

const COLUMNS = ['companyName', 'companyCode', 'active', 'lei', 'borrowerType', 'mpid'] as const;

export const createBorrowerRepository = ({ db }: RepoContext): BorrowerRepository => {
  const get = async (id: number) => (await db.selectFrom('borrowers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  return {
    list: () => db.selectFrom('borrowers').selectAll().orderBy('id').execute(),
    get,
    getByCode: async (companyCode) =>
      (await db.selectFrom('borrowers').selectAll().where('companyCode', '=', companyCode).executeTakeFirst()) ?? null,
    create: (borrower) => db.insertInto('borrowers').values(pick(borrower, COLUMNS)).returningAll().executeTakeFirstOrThrow(),
    async update(borrower) {
      assertUpdated(
        await db.updateTable('borrowers').set(pick(borrower, COLUMNS)).where('id', '=', borrower.id).executeTakeFirst(),
        'borrower',
        borrower.id,
      );
      return (await get(borrower.id)) as Borrower;
    },
  };
};
