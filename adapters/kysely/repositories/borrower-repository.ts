import type { Selectable } from 'kysely';
import type { Borrower } from '../../../core/domain/entities';
import type { BorrowerRepository } from '../../../core/ports/repositories';
import { fromBool, toBool, type RepoContext } from '../codec';
import type { BorrowersTable } from '../schema';
import { assertUpdated } from './not-found';

const toBorrower = (r: Selectable<BorrowersTable>): Borrower => ({
  id: r.id,
  companyName: r.company_name,
  companyCode: r.company_code,
  active: fromBool(r.active),
});

export const createBorrowerRepository = ({ db, engine }: RepoContext): BorrowerRepository => {
  const row = (b: Omit<Borrower, 'id'>) => ({
    company_name: b.companyName,
    company_code: b.companyCode,
    active: toBool(engine, b.active),
  });
  const get = async (id: number) => {
    const r = await db.selectFrom('borrowers').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toBorrower(r) : null;
  };
  return {
    list: async () => (await db.selectFrom('borrowers').selectAll().orderBy('id').execute()).map(toBorrower),
    get,
    async getByCode(companyCode) {
      const r = await db.selectFrom('borrowers').selectAll().where('company_code', '=', companyCode).executeTakeFirst();
      return r ? toBorrower(r) : null;
    },
    async create(borrower) {
      const r = await db.insertInto('borrowers').values(row(borrower)).returningAll().executeTakeFirstOrThrow();
      return toBorrower(r);
    },
    async update(borrower) {
      assertUpdated(
        await db.updateTable('borrowers').set(row(borrower)).where('id', '=', borrower.id).executeTakeFirst(),
        'borrower',
        borrower.id,
      );
      return (await get(borrower.id)) as Borrower;
    },
  };
};
