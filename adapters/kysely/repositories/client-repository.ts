import type { Client } from '../../../core/domain/entities';
import type { ClientRepository } from '../../../core/ports/repositories';
import { pick, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

const COLUMNS = ['clientName', 'clientCode', 'active', 'logoFile', 'lei'] as const;

export const createClientRepository = ({ db }: RepoContext): ClientRepository => {
  const get = async (id: number) => (await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  return {
    list: () => db.selectFrom('clients').selectAll().orderBy('id').execute(),
    get,
    getByCode: async (clientCode) =>
      (await db.selectFrom('clients').selectAll().where('clientCode', '=', clientCode).executeTakeFirst()) ?? null,
    create: (client) => db.insertInto('clients').values(pick(client, COLUMNS)).returningAll().executeTakeFirstOrThrow(),
    async update(client) {
      assertUpdated(await db.updateTable('clients').set(pick(client, COLUMNS)).where('id', '=', client.id).executeTakeFirst(), 'client', client.id);
      return (await get(client.id)) as Client;
    },
  };
};
