/**
 * The wire shape of info-centre document rows (spec section 3): each kind names its fields
 * differently (auctionRuleDetails / auctionAssetDetails / auctionOpDetails, ...). The link is the
 * original file name shown to users; the storage key never leaves the server.
 */
import type { Id, InfoCentreDocument, InfoCentreKind } from '../domain/entities';
import { displayFileName } from '../validation/display-file-name';

export interface DocumentRowView {
  id: Id;
  slot: number;
  displayFlag: boolean;
  details: string;
  fileName: string | null;
  esecAucAuction: { id: Id };
  [field: string]: unknown;
}

const NAMES: Record<InfoCentreKind, { details: string; link: string; nested: string; nestedLink: string }> = {
  rules: { details: 'auctionRuleDetails', link: 'auctionRuleLink', nested: 'esecAucRule', nestedLink: 'ruleLink' },
  assets: { details: 'auctionAssetDetails', link: 'auctionAssetLink', nested: 'esecAucAsset', nestedLink: 'assetLink' },
  ops: { details: 'auctionOpDetails', link: 'auctionOpLink', nested: 'esecAucOperational', nestedLink: 'operationalLink' },
};

/** Multipart field carrying the row ids of an upload, per kind. */
export const UPLOAD_ID_FIELD: Record<InfoCentreKind, string> = {
  rules: 'uploadedruleid',
  assets: 'uploadedassetid',
  ops: 'uploadedopid',
};

export function documentRowView(doc: InfoCentreDocument): DocumentRowView {
  const n = NAMES[doc.kind];
  // Names stored before the display rule existed are cleaned on the way out too.
  const fileName = doc.fileName === null ? null : displayFileName(doc.fileName);
  return {
    id: doc.id,
    slot: doc.slot,
    displayFlag: doc.displayFlag,
    details: doc.details,
    fileName,
    esecAucAuction: { id: doc.auctionId },
    [n.details]: doc.details,
    [n.link]: fileName,
    [n.nested]: { id: doc.id, [n.nestedLink]: fileName },
  };
}

/** A saved row, as the contract reads it (contract/infocentre.ts). */
export interface DocumentRowInput {
  id: Id;
  displayFlag: boolean;
  details: string;
}

/** The kind's own wire name of a row's details (the contract reads it, or the generic `details`). */
export const detailsFieldOf = (kind: InfoCentreKind): string => NAMES[kind].details;

/** Keeps letters, digits, dot, dash and underscore of a file name (storage keys only). */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return (cleaned || 'file').slice(0, 120);
}

/** Storage key of an uploaded document: made by the server, never from the request. */
export const documentKey = (auctionId: Id, kind: InfoCentreKind, rowId: Id, fileName: string): string =>
  `auctions/${auctionId}/${kind}/${rowId}-${sanitiseFileName(fileName)}`;
