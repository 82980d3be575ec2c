/**
 * Info-centre document rows as the use cases answer them: the row, its kind and the file name shown
 * to users; the storage key never leaves the server. The wire's names (spec section 3: each kind
 * names its fields differently, auctionRuleDetails / auctionAssetDetails / auctionOpDetails, with
 * `esecAucAuction` and a nested record) are made by the HTTP contract.
 */
import type { Id, InfoCentreDocument, InfoCentreKind } from '../domain/entities';
import { displayFileName } from '../validation/display-file-name';
import { MSG } from '../domain/messages';
import { validationFailure, type Validated } from '../validation/field-failure';
import { freeTextsTooLong } from '../validation/text-limit-fields';
import { isIdInRange } from '../validation/input-id';

export interface DocumentRowView {
  id: Id;
  auctionId: Id;
  kind: InfoCentreKind;
  slot: number;
  displayFlag: boolean;
  details: string;
  /** The uploaded file's name as users see it (the "link"), or null before an upload. */
  fileName: string | null;
}

/** Multipart field carrying the row ids of an upload, per kind. */
export const UPLOAD_ID_FIELD: Record<InfoCentreKind, string> = {
  rules: 'uploadedruleid',
  assets: 'uploadedassetid',
  ops: 'uploadedopid',
};

export function documentRowView(doc: InfoCentreDocument): DocumentRowView {
  return {
    id: doc.id,
    auctionId: doc.auctionId,
    kind: doc.kind,
    slot: doc.slot,
    displayFlag: doc.displayFlag,
    details: doc.details,
    // Names stored before the display rule existed are cleaned on the way out too.
    fileName: doc.fileName === null ? null : displayFileName(doc.fileName),
  };
}

/** A saved row, as the contract reads it. */
export interface DocumentRowInput {
  id: Id;
  displayFlag: boolean;
  details: string;
}

/**
 * The rows of a save, checked as its body has them: at least one row, each a positive id, a display
 * flag and details within the free-text limit (the web's freeTextsTooLong). "Unable to save." naming
 * the field at fault (`{row}.{field}`). Idempotent.
 */
export function validateDocumentRows(rows: DocumentRowInput[]): Validated<DocumentRowInput[]> {
  const unableToSave = (field: string, message: string = MSG.INVALID_VALUE) => validationFailure({ [field]: message }, MSG.UNABLE_TO_SAVE);
  if (!Array.isArray(rows) || rows.length === 0) return unableToSave('_');
  for (const [i, row] of (rows as unknown[]).entries()) {
    const r = row as Partial<Record<keyof DocumentRowInput, unknown>> | null;
    if (typeof r !== 'object' || r === null || typeof r.id !== 'number' || !isIdInRange(r.id) || r.id <= 0) return unableToSave(`${i}.id`);
    if (typeof r.displayFlag !== 'boolean') return unableToSave(`${i}.displayFlag`);
    if (typeof r.details !== 'string') return unableToSave(`${i}.details`);
    if (freeTextsTooLong({ details: r.details }).details) return unableToSave(`${i}.details`, MSG.FREE_TEXT_TOO_LONG);
  }
  return { ok: true, value: rows };
}

/** Keeps letters, digits, dot, dash and underscore of a file name (storage keys only). */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return (cleaned || 'file').slice(0, 120);
}

/** Storage key of an uploaded document: made by the server, never from the request. */
export const documentKey = (auctionId: Id, kind: InfoCentreKind, rowId: Id, fileName: string): string =>
  `auctions/${auctionId}/${kind}/${rowId}-${sanitiseFileName(fileName)}`;

/**
 * Storage key of a document copied into a new auction (core/admin/auction-copy.ts): stored before the
 * copy's rows are written, so it is made from a fresh random token, the kind and the slot, not the new row's id.
 */
export const copiedDocumentKey = (token: string, kind: InfoCentreKind, slot: number, fileName: string): string =>
  `auctions/copies/${token}/${kind}/${slot}-${sanitiseFileName(fileName)}`;
