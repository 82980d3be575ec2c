import type { Client } from '../../../core/domain/entities';
import type { ClientRepository } from '../../../core/ports/repositories';
import { withoutId, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

export const createClientRepository = ({ db }: RepoContext): ClientRepository => {
  const get = async (id: number) => (await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  return {
    list: () => db.selectFrom('clients').selectAll().orderBy('id').execute(),
    get,
    async getByCode(clientCode) {
      return (await db.selectFrom('clients').selectAll().where('clientCode', '=', clientCode).executeTakeFirst()) ?? null;
    },
    async create(client) {
      return db.insertInto('clients').values(withoutId(client)).returningAll().executeTakeFirstOrThrow();
    },
    async update(client) {
      assertUpdated(await db.updateTable('clients').set(withoutId(client)).where('id', '=', client.id).executeTakeFirst(), 'client', client.id);
      return (await get(client.id)) as Client;
    },
  };
};
