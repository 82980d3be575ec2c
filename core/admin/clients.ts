/** Clients: list, load (-1 = blank form), save; all manageClients. Logos: client-logo.ts. */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Client, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import { validateClient, withinStoredLimits, type ClientSaveInput } from '../validation/organisation-forms';
import { guardWrite, loadFormRecord } from './write-guard';

/** GET /auction/clients (also the client choice of the auction form). */
export const listClients = useCase({ name: 'clients.list', access: 'manageClients' }, async (deps: CoreDeps, _actor: Actor): Promise<Result<Client[]>> => {
  return ok(await deps.store.clients.list());
});

export const BLANK_CLIENT: Client = { id: -1, clientName: '', clientCode: '', active: true, logoFile: null, lei: null };

/** POST /auction/clientedit/{id}. */
export const loadClient = useCase({ name: 'clients.load', access: 'manageClients' }, async (deps: CoreDeps, _actor: Actor, id: Id): Promise<Result<Client, 'NOT_FOUND'>> => {
  return loadFormRecord(id, BLANK_CLIENT, (i) => deps.store.clients.get(i));
});

/**
 * POST /auction/clientsave: creates (id -1) or updates a client; `input` is the client form
 * (validateClient: its rules and messages). The logo file is kept (it changes only through the
 * logo upload).
 */
export const saveClient = useCase({ name: 'clients.save', access: 'manageClients' }, async (deps: CoreDeps, _actor: Actor, input: ClientSaveInput): Promise<Result<Client>> => {
  const valid = withinStoredLimits(validateClient(input), 'clientName', 'clientCode');
  if (!valid.ok) return valid;
  const { id, clientName, clientCode, active, lei } = valid.value;
  if (id < 0) return guardWrite(() => deps.store.clients.create({ clientName, clientCode, active, logoFile: null, lei: lei ?? null }));
  const existing = await deps.store.clients.get(id);
  if (!existing) return fail('NOT_FOUND', MSG.NOT_FOUND);
  // An LEI left out of the form keeps the stored one.
  return guardWrite(() => deps.store.clients.update({ ...existing, clientName, clientCode, active, lei: lei === undefined ? existing.lei : lei }));
});
