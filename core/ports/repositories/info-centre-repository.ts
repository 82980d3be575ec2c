import type { Id, InfoCentreDocument, InfoCentreKind } from '../../domain/entities';

export interface InfoCentreRepository {
  /** Rows of one auction (all kinds, or one), ordered by kind then slot. */
  listDocuments(auctionId: Id, kind?: InfoCentreKind): Promise<InfoCentreDocument[]>;
  getDocument(id: Id): Promise<InfoCentreDocument | null>;
  /** Creates the missing slot rows (5 rules, 9 assets, 2 ops) of an auction. Idempotent. */
  ensureSlots(auctionId: Id): Promise<void>;
  /** Saves details and displayFlag of existing rows (ids must exist). */
  saveDocuments(rows: Pick<InfoCentreDocument, 'id' | 'details' | 'displayFlag'>[]): Promise<void>;
  setDocumentFile(id: Id, fileName: string, fileKey: string): Promise<void>;
}
