/** Clients: list, load (-1 = blank form), save. Logos: client-logo.ts. */
import type { CoreDeps } from '../app/deps';
import type { Client, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, type Result } from '../domain/result';
import type { ClientSave } from '../validation/organisation-forms';
import { guardWrite, loadFormRecord } from './write-guard';
import { fieldsOutOfRange } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';
import { validationFailure } from '../validation/field-failure';

export const listClients = (deps: CoreDeps): Promise<Client[]> => deps.store.clients.list();

export const BLANK_CLIENT: Client = { id: -1, clientName: '', clientCode: '', active: true, logoFile: null };

export const loadClient = (deps: CoreDeps, id: Id): Promise<Result<Client, 'NOT_FOUND'>> =>
  loadFormRecord(id, BLANK_CLIENT, (i) => deps.store.clients.get(i));

/**
 * Creates or updates a client (`input`: the form validateClient passed); the logo file is kept (it
 * changes only through the logo upload).
 */
export async function saveClient(deps: CoreDeps, input: ClientSave): Promise<Result<Client>> {
  const { id, clientName, clientCode, active } = input;
  const range = { ...fieldsOutOfRange({ id }), ...fieldsTooLong({ clientName, clientCode }) };
  if (Object.keys(range).length) return validationFailure(range);
  if (id < 0) return guardWrite(() => deps.store.clients.create({ clientName, clientCode, active, logoFile: null }));
  const existing = await deps.store.clients.get(id);
  if (!existing) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return guardWrite(() => deps.store.clients.update({ ...existing, clientName, clientCode, active }));
}
