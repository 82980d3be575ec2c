import type { Selectable } from 'kysely';
import type { Client } from '../../../core/domain/entities';
import type { ClientRepository } from '../../../core/ports/repositories';
import { fromBool, toBool, type RepoContext } from '../codec';
import type { ClientsTable } from '../schema';
import { assertUpdated } from './not-found';

const toClient = (r: Selectable<ClientsTable>): Client => ({
  id: r.id,
  clientName: r.client_name,
  clientCode: r.client_code,
  active: fromBool(r.active),
  logoFile: r.logo_file,
});

export const createClientRepository = ({ db, engine }: RepoContext): ClientRepository => {
  const row = (c: Omit<Client, 'id'>) => ({
    client_name: c.clientName,
    client_code: c.clientCode,
    active: toBool(engine, c.active),
    logo_file: c.logoFile,
  });
  const get = async (id: number) => {
    const r = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toClient(r) : null;
  };
  return {
    list: async () => (await db.selectFrom('clients').selectAll().orderBy('id').execute()).map(toClient),
    get,
    async getByCode(clientCode) {
      const r = await db.selectFrom('clients').selectAll().where('client_code', '=', clientCode).executeTakeFirst();
      return r ? toClient(r) : null;
    },
    async create(client) {
      const r = await db.insertInto('clients').values(row(client)).returningAll().executeTakeFirstOrThrow();
      return toClient(r);
    },
    async update(client) {
      assertUpdated(await db.updateTable('clients').set(row(client)).where('id', '=', client.id).executeTakeFirst(), 'client', client.id);
      return (await get(client.id)) as Client;
    },
  };
};
