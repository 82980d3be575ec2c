/**
 * Client logos: POST /auction/uploadlogo/{clientCode}, GET /auction/loadlogo/{clientCode}.
 * The type is decided by the file's first bytes (never by its name or declared type): PNG, JPEG,
 * GIF or WebP only, at most 1 MB. The file store key is made from the client's id, never from the
 * request. Nothing else of the file is read: `imageKindOf` compares at most its first 12 bytes and no
 * image is decoded, inflated or resized here, so a logo upload costs a constant amount of work
 * whatever its content and needs no worker (unlike the files that are parsed: core/ports/upload-reader.ts).
 *
 * Decision (no client enumeration): a logo is served only to a user who may see one of that
 * client's auctions: staff who see every auction, the client's own users, and borrower-side users whose
 * borrower is approved for one of its auctions. To anybody else a client with a logo answers exactly
 * like an unknown client code (404 "Not found.").
 */
import type { CoreDeps } from '../app/deps';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { Client } from '../domain/entities';
import { can } from '../policy/capabilities';
import { useCase } from '../app/use-case';
import type { Actor } from '../policy/actor';
import { borrowerOf } from '../infocentre/infocentre-access';

export const LOGO_MAX_BYTES = 1024 * 1024;

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';
export const IMAGE_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string): number[] => [...s].map((ch) => ch.charCodeAt(0));

/** The image kind by magic bytes, or null. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface LogoStored {
  logoFile: string;
  contentType: string;
}

/** POST /auction/uploadlogo/{clientCode} (manageClients, part of the client form): stores the client's logo. */
export const uploadLogo = useCase({ name: 'clients.uploadLogo', access: 'manageClients' }, async (
  deps: CoreDeps,
  _actor: Actor,
  clientCode: string,
  bytes: Uint8Array | null,
): Promise<Result<LogoStored, 'NOT_FOUND' | 'VALIDATION' | 'PAYLOAD_TOO_LARGE'>> => {
  return storeClientLogo(deps, clientCode, bytes);
});

/**
 * The logo upload's checks and writes without an actor: for the demo seed only, which writes the
 * demo world before any of its users exists. Not part of the core's public surface.
 */
export async function storeClientLogo(
  deps: CoreDeps,
  clientCode: string,
  bytes: Uint8Array | null,
): Promise<Result<LogoStored, 'NOT_FOUND' | 'VALIDATION' | 'PAYLOAD_TOO_LARGE'>> {
  const client = await deps.store.clients.getByCode(clientCode);
  if (!client) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (!bytes || bytes.length === 0) return fail('VALIDATION', MSG.LOGO_TYPE, { file: MSG.LOGO_TYPE });
  if (bytes.length > LOGO_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', MSG.LOGO_TOO_LARGE, { file: MSG.LOGO_TOO_LARGE });
  const kind = imageKindOf(bytes);
  if (!kind) return fail('VALIDATION', MSG.LOGO_TYPE, { file: MSG.LOGO_TYPE });
  const key = `logos/client-${client.id}.${kind}`;
  const previous = client.logoFile;
  await deps.files.put(key, bytes);
  await deps.store.clients.update({ ...client, logoFile: key });
  if (previous && previous !== key) await deps.files.delete(previous).catch(() => undefined);
  return ok({ logoFile: key, contentType: IMAGE_TYPES[kind] });
}

/** May `actor` see one of `client`'s auctions (and so its logo)? */
export async function maySeeClient(deps: CoreDeps, actor: Actor, client: Client): Promise<boolean> {
  if (can(actor.roles, 'seeEveryAuction')) return true;
  if (can(actor.roles, 'seeOwnClientAuctions') && actor.user.clientId === client.id) return true;
  if (!can(actor.roles, 'seeApprovedInfoCentres')) return false;
  const borrowerId = await borrowerOf(deps, actor);
  if (borrowerId === null) return false;
  const auctions = (await deps.store.auctions.list()).filter((a) => a.clientId === client.id);
  for (const a of auctions) if (await deps.store.invitees.isApproved(a.id, borrowerId)) return true;
  return false;
}

/** GET /auction/loadlogo/{clientCode} (any signed-in user who may see one of the client's auctions). */
export const loadLogo = useCase({ name: 'clients.loadLogo', access: 'authenticated' }, async (
  deps: CoreDeps,
  actor: Actor,
  clientCode: string,
): Promise<Result<{ bytes: Uint8Array; contentType: string }, 'NOT_FOUND'>> => {
  const client = await deps.store.clients.getByCode(clientCode);
  if (!client?.logoFile || !(await maySeeClient(deps, actor, client))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const bytes = await deps.files.get(client.logoFile);
  if (!bytes) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const kind = imageKindOf(bytes);
  return ok({ bytes, contentType: kind ? IMAGE_TYPES[kind] : 'application/octet-stream' });
});
